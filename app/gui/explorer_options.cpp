#include "explorer_options.h"

#include "cli/arguments.h"

namespace noisescope::gui {

namespace {

void parseSize(std::string_view text, ExplorerOptions& out) {
  const std::size_t x = text.find('x');
  if (x == std::string_view::npos) throw cli::UsageError("--size takes WIDTHxHEIGHT, e.g. 1440x900");
  out.width = cli::parseInt("--size", text.substr(0, x), kMinWindowSide, kMaxWindowSide);
  out.height = cli::parseInt("--size", text.substr(x + 1), kMinWindowSide, kMaxWindowSide);
  out.sizeGiven = true;
}

}  // namespace

ExplorerOptions parseExplorerOptions(std::span<const std::string_view> words, NoiseParams& params) {
  ExplorerOptions out;
  cli::ArgumentReader reader(words);
  while (!reader.done()) {
    const std::string_view option = reader.nextOption();
    if (option == "--screenshot") {
      out.screenshotPath = reader.value();
      if (out.screenshotPath.empty()) throw cli::UsageError("--screenshot needs a file name");
    } else if (option == "--screenshot-dir") {
      out.screenshotDir = reader.value();
    } else if (option == "--preset") {
      out.preset = reader.value();
    } else if (option == "--size") {
      parseSize(reader.value(), out);
    } else if (option == "--fresh") {
      out.fresh = true;
    } else if (option == "--help" || option == "-h") {
      out.help = true;
    } else if (!cli::applyNoiseOption(option, reader, params)) {
      throw cli::UsageError("unknown option " + std::string(option) + " (try noisescope --help)");
    }
  }
  return out;
}

std::string explorerOptionsHelp() {
  return "explorer options:\n"
         "  --screenshot PATH    render until every view is computed, write the window to PATH, exit\n"
         "  --screenshot-dir DIR where F12 and the Screenshot button write (default: current folder)\n"
         "  --preset FILE|ID     start from a preset file or a built-in preset\n"
         "  --size WxH           window size in pixels (default 1440x900)\n"
         "  --fresh              neither read nor write the remembered state\n" +
         cli::noiseOptionsHelp() +
         "\nkeys: 1 2 3 fade, F12 screenshot, F5 reload shaders; drag pans, wheel zooms, double-click resets\n";
}

}  // namespace noisescope::gui
