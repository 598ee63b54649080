// Built instead of the explorer window when it is configured out
// (NOISESCOPE_GUI=OFF): the command-line tools still work, and the
// explorer's options, preset and lesson are read as the window build reads
// them before it opens a window, so bad input gets the same one line and
// exit status (options/exit_status.h) in both builds.
#include <cstdio>
#include <exception>

#include "explorer.h"
#include "explorer_options.h"
#include "options/exit_status.h"

namespace noisescope::gui {

int runExplorer(std::span<const std::string_view> args) {
  try {
    const ExplorerOptions options = parseExplorerOptions(args);
    if (options.help) {
      printExplorerHelp(stdout);
      return 0;
    }
    loadExplorerFiles(options);
  } catch (const std::exception& e) {
    return options::reportBadInput(stderr, "noisescope", e);
  }
  std::fprintf(stderr,
               "noisescope: this build cannot display the explorer window (configured with NOISESCOPE_GUI=OFF); "
               "`noisescope render` writes maps without one\n");
  return 1;
}

}  // namespace noisescope::gui
