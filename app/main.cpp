// noisescope — the explorer window, or a command-line tool when the first
// word names a command.
#ifdef __linux__
#include <sched.h>
#endif

#include <cstdio>
#include <iostream>
#include <string_view>
#include <vector>

#include "cli/explain_command.h"
#include "cli/render_command.h"
#include "cli/sample_command.h"
#include "core/field.h"
#include "gui/explorer.h"

namespace {

constexpr const char* kUsage =
    "usage: noisescope [explorer options]      open the explorer window\n"
    "       noisescope sample [options]        fBm values at points read from stdin\n"
    "       noisescope render [options] -o FILE  a map to PNG, 16-bit PNG or RAW, no window\n"
    "       noisescope explain [options] X Y   the noise at a point, worked out step by step\n"
    "       noisescope --help | --version\n"
    "\n"
    "Each command takes --help.\n";

// The CPUs this process may run on (taskset, a container's cpuset), which
// std::thread::hardware_concurrency() does not see; 0 where it cannot be
// asked, leaving core to its default. Asked here, not in core, because core
// includes the standard library only and has no such call.
int usableCpus() {
#ifdef __linux__
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) == 0) return CPU_COUNT(&set);
#endif
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string_view> words(argv + 1, argv + argc);
  const std::string_view first = words.empty() ? std::string_view{} : words.front();
  const std::span<const std::string_view> rest =
      words.empty() ? std::span<const std::string_view>{} : std::span(words).subspan(1);

  noisescope::setFieldThreads(usableCpus());
  if (first == "sample") return noisescope::cli::runSample(rest, std::cin, stdout, stderr);
  if (first == "explain") return noisescope::cli::runExplain(rest, stdout, stderr);
  if (first == "render") return noisescope::cli::runRender(rest, stdout, stderr);
  if (first == "--version") {
    std::printf("noisescope %s\n", NOISESCOPE_VERSION);
    return 0;
  }
  if (first == "--help" || first == "-h") {
    std::printf("%s", kUsage);
    noisescope::gui::printExplorerHelp(stdout);
    return 0;
  }
  return noisescope::gui::runExplorer(words);
}
