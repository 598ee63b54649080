// Fuzz target cli_arguments: `noisescope sample` with arbitrary words on its
// command line (the input split at NUL bytes). Checks that any word list
// ends in exit 0 (help, or a run over empty input) or exit 2 with exactly one
// line "noisescope sample: ...", never a crash or an exception.
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "cli/sample_command.h"
#include "fuzz_support.h"

namespace noisescope::fuzz {

void fuzzTarget(std::span<const std::uint8_t> data) {
  const std::string_view text(reinterpret_cast<const char*>(data.data()), data.size());
  std::vector<std::string_view> words;
  for (std::size_t start = 0; start <= text.size() && words.size() < 32;) {
    const std::size_t end = std::min(text.find('\0', start), text.size());
    words.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  // --preset reads a file: what the words name is the preset target's and
  // the bad-input table's business, and /dev/stdin would wait for ever.
  for (std::string_view w : words)
    if (w.rfind("--preset", 0) == 0) return;
  std::istringstream in("0.5 0.25\n");
  char* errData = nullptr;
  std::size_t errSize = 0;
  std::FILE* err = open_memstream(&errData, &errSize);
  std::FILE* out = std::fopen("/dev/null", "w");
  const int code = cli::runSample(words, in, out, err);
  std::fclose(out);
  std::fclose(err);
  const std::string errText(errData, errSize);
  std::free(errData);
  if (code == 0) {
    FUZZ_REQUIRE(errText.empty(), "exit 0 with an error: %s", errText.c_str());
    return;
  }
  FUZZ_REQUIRE(code == 2, "exit code %d", code);
  FUZZ_REQUIRE(errText.rfind("noisescope sample: ", 0) == 0 && errText.find('\n') == errText.size() - 1,
               "error is not one line: '%s'", errText.c_str());
}

}  // namespace noisescope::fuzz
