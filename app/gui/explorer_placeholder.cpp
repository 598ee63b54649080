// Built when the explorer window is not (NOISESCOPE_GUI=OFF), and until it is.
#include "explorer.h"

namespace noisescope::gui {

int runExplorer(std::span<const std::string_view>) {
  std::fprintf(stderr,
               "noisescope: this build has no explorer window yet; try `noisescope sample --help`\n");
  return 0;
}

void printExplorerHelp(std::FILE* out) { std::fprintf(out, "(no explorer window in this build)\n"); }

}  // namespace noisescope::gui
