// Built instead of the explorer window when it is configured out
// (NOISESCOPE_GUI=OFF): the command-line tools still work, and the
// explorer's options, preset and lesson are read as the window build reads
// them before it opens a window, so bad input gets the same one line and
// exit code 2 in both builds.
#include <cstdio>
#include <exception>

#include "explorer.h"
#include "explorer_options.h"
#include "io/lesson.h"
#include "io/preset.h"

namespace noisescope::gui {

int runExplorer(std::span<const std::string_view> args) {
  try {
    const ExplorerOptions options = parseExplorerOptions(args);
    if (options.help) {
      printExplorerHelp(stdout);
      return 0;
    }
    if (!options.preset.empty()) io::loadPresetFileOrBuiltin(options.preset);
    if (!options.lesson.empty()) io::loadLessonFileOrBuiltin(options.lesson);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "noisescope: %s\n", e.what());
    return 2;
  }
  std::fprintf(stderr,
               "noisescope: this build cannot display the explorer window (configured with NOISESCOPE_GUI=OFF); "
               "`noisescope render` writes maps without one\n");
  return 1;
}

}  // namespace noisescope::gui
