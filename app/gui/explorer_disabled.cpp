// Built instead of the explorer window when it is configured out
// (NOISESCOPE_GUI=OFF): the command-line tools still work.
#include "explorer.h"

namespace noisescope::gui {

int runExplorer(std::span<const std::string_view>) {
  std::fprintf(stderr,
               "noisescope: this build has no explorer window (configured with NOISESCOPE_GUI=OFF); "
               "try `noisescope sample --help`\n");
  return 1;
}

void printExplorerHelp(std::FILE* out) { std::fprintf(out, "(no explorer window in this build)\n"); }

}  // namespace noisescope::gui
