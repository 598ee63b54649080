// noisescope — a command-line tool when the first word names a command,
// else the explorer window: gui::runExplorer starts noisescope-explorer
// (explorer_main.cpp) in this process's place (explorer_launch.cpp), so the
// commands load none of the window libraries (GLFW, X11, OpenGL, FFTW).
#include <cstdio>
#include <iostream>
#include <string_view>
#include <vector>

#include "cli/chunks_command.h"
#include "cli/code_command.h"
#include "cli/explain_command.h"
#include "cli/render_command.h"
#include "cli/sample_command.h"
#include "cli/scatter_command.h"
#include "noisescope/fill/field.h"
#include "gui/explorer.h"
#include "io/usable_cpus.h"

namespace {

constexpr const char* kUsage =
    "usage: noisescope [explorer options]      open the explorer window\n"
    "       noisescope sample [options]        fBm values at points read from stdin\n"
    "       noisescope render [options] -o FILE  a map to an image (PNG, 16-bit PNG, RAW, EXR,\n"
    "                                          biome classes) or a mesh (glTF, OBJ), no window\n"
    "       noisescope explain [options] X Y   the noise at a point, worked out step by step\n"
    "       noisescope scatter [options] -o FILE  trees and rocks: points spaced by biome (CSV, JSON)\n"
    "       noisescope chunks [options] -o FILE   the biome of each chunk, read at its centre (CSV, JSON)\n"
    "       noisescope code --lang c|js|glsl [options] -o FILE  the map as code a game calls\n"
    "       noisescope --help | --version\n"
    "\n"
    "Each command takes --help.\n";

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string_view> words(argv + 1, argv + argc);
  const std::string_view first = words.empty() ? std::string_view{} : words.front();
  const std::span<const std::string_view> rest =
      words.empty() ? std::span<const std::string_view>{} : std::span(words).subspan(1);

  noisescope::setFieldThreads(noisescope::io::usableCpus());
  if (first == "sample") return noisescope::cli::runSample(rest, std::cin, stdout, stderr);
  if (first == "explain") return noisescope::cli::runExplain(rest, stdout, stderr);
  if (first == "scatter") return noisescope::cli::runScatter(rest, stdout, stderr);
  if (first == "chunks") return noisescope::cli::runChunks(rest, stdout, stderr);
  if (first == "code") return noisescope::cli::runCode(rest, stdout, stderr);
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
