// What fuzzing the command line found, as plain tests (the inputs themselves
// are in corpus/cli_arguments/regression-*).
#include <gtest/gtest.h>

#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "../cli/captured_output.h"
#include "cli/sample_command.h"

namespace noisescope::cli {
namespace {

std::string errorOf(std::vector<std::string_view> words) {
  std::istringstream in("");
  const testing::Result r =
      testing::capture([&](std::FILE* out, std::FILE* err) { return runSample(words, in, out, err); });
  EXPECT_EQ(r.code, 2);
  return r.err;
}

// Found by fuzz_cli_arguments: a word holding a newline was echoed into the
// error as it was, so the "one line" error became two.
TEST(CliArgumentsRegression, WordsWithControlCharactersGiveOneLineErrors) {
  for (std::vector<std::string_view> words :
       {std::vector<std::string_view>{"p-ppistence=m83\n\xce\x91oints.txt"}, {"--octaves", "3\n4"},
        {"--fade\r\n", "cubic"}, {"--noise", "value\ngradient"}}) {
    const std::string err = errorOf(words);
    EXPECT_EQ(err.rfind("noisescope sample: ", 0), 0u) << err;
    EXPECT_EQ(err.find('\n'), err.size() - 1) << "one line: " << err;
    EXPECT_EQ(err.find('\r'), std::string::npos) << err;
  }
}

TEST(CliArgumentsRegression, HugeWordsAreCutInErrors) {
  const std::string huge(100000, 'x');
  const std::string err = errorOf({"--seed", huge});
  EXPECT_LT(err.size(), 200u);
  EXPECT_NE(err.find("xxx..."), std::string::npos) << err;
}

}  // namespace
}  // namespace noisescope::cli
