// Fuzz target sample_line: `noisescope sample` reading arbitrary standard
// input. Checks that parseSampleLine accepts exactly "x y" (a number printed
// back with %.17g reads the same, a third number is refused), and that a whole
// run either answers every line with a value in [0, 1] and exits 0, or stops
// with exactly one line "noisescope sample: line N: ..." and exit 2.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>

#include "cli/sample_command.h"
#include "fuzz_support.h"

namespace noisescope::fuzz {
namespace {

bool sameNumber(double a, double b) { return (std::isnan(a) && std::isnan(b)) || a == b; }

void checkLine(std::string_view line) {
  const std::optional<cli::SamplePoint> point = cli::parseSampleLine(line);
  if (!point) return;
  char printed[128];
  std::snprintf(printed, sizeof printed, " %.17g\t%.17g \r", point->x, point->y);
  const std::optional<cli::SamplePoint> again = cli::parseSampleLine(printed);
  FUZZ_REQUIRE(again && sameNumber(again->x, point->x) && sameNumber(again->y, point->y),
               "'%s' does not read back as (%.17g, %.17g)", printed, point->x, point->y);
  FUZZ_REQUIRE(!cli::parseSampleLine(std::string(line) + " 1"), "a third number was accepted after '%.60s'",
               std::string(line).c_str());
}

// Lines as std::getline splits them: a last line without '\n' counts when
// it is not empty.
std::size_t countLines(std::string_view text) {
  std::size_t lines = 0, start = 0;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') ++lines, start = i + 1;
  return lines + (start < text.size() ? 1 : 0);
}

struct MemoryFile {
  char* data = nullptr;
  std::size_t size = 0;
  std::FILE* file = open_memstream(&data, &size);
  ~MemoryFile() { std::free(data); }
  std::string text() {
    std::fflush(file);
    std::string s(data, size);
    std::fclose(file);
    file = nullptr;
    return s;
  }
};

void checkRun(std::string_view input) {
  std::istringstream in{std::string(input)};
  MemoryFile out, err;
  const int code = cli::runSample({}, in, out.file, err.file);
  const std::string outText = out.text(), errText = err.text();
  if (code == 0) {
    FUZZ_REQUIRE(errText.empty(), "exit 0 with an error: %s", errText.c_str());
    FUZZ_REQUIRE(std::count(outText.begin(), outText.end(), '\n') == static_cast<long>(countLines(input)),
                 "%zu lines in, a different number out", countLines(input));
    for (const char* p = outText.c_str(); *p;) {
      char* end = nullptr;
      const double v = std::strtod(p, &end);
      FUZZ_REQUIRE(end != p && *end == '\n' && v >= 0.0 && v <= 1.0, "output value '%.40s'", p);
      p = end + 1;
    }
    return;
  }
  FUZZ_REQUIRE(code == 2, "exit code %d", code);
  FUZZ_REQUIRE(errText.rfind("noisescope sample: line ", 0) == 0 && errText.find('\n') == errText.size() - 1,
               "error is not one line naming the line: '%s'", errText.c_str());
}

}  // namespace

void fuzzTarget(std::span<const std::uint8_t> data) {
  const std::string_view text(reinterpret_cast<const char*>(data.data()), data.size());
  checkLine(text.substr(0, text.find('\n')));
  checkRun(text);
}

}  // namespace noisescope::fuzz
