// Runs one fuzz target over every file of its corpus (tests/fuzz/corpus/NAME,
// NOISESCOPE_FUZZ_CORPUS), in the ordinary test build, without libFuzzer: the
// seeds and every input that once broke a promise stay tests for good.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

#include "fuzz_support.h"

namespace noisescope::fuzz {
namespace {

std::vector<std::filesystem::path> corpusFiles() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(NOISESCOPE_FUZZ_CORPUS))
    if (entry.is_regular_file()) files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

TEST(FuzzCorpus, EveryFileKeepsEveryPromise) {
  const std::vector<std::filesystem::path> files = corpusFiles();
  ASSERT_FALSE(files.empty()) << "no seeds in " << NOISESCOPE_FUZZ_CORPUS;
  for (const auto& file : files) {
    std::ifstream in(file, std::ios::binary);
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    try {
      fuzzTarget(bytes);
    } catch (const std::exception& e) {
      ADD_FAILURE() << file.filename() << ": " << e.what();
    }
  }
}

}  // namespace
}  // namespace noisescope::fuzz
