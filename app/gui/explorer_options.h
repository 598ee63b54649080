// explorer_options.h — the explorer's command line.
//
//   --screenshot PATH   render until every view is computed, write the window
//                       to PATH (PNG with metadata, screenshot.h), exit 0
//   --screenshot-dir D  where F12 and the Screenshot button write (default: .)
//   --preset FILE|ID    start from a preset file or a built-in preset's id
//   --size WxH          window size in pixels (default 1440x900)
//   --fresh             neither read nor write the remembered state
//   plus every noise option of `noisescope sample` (--octaves, --fade, ...),
//   applied on top of the remembered state or preset.
// Bad words throw cli::UsageError (one line).
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "core/params.h"

namespace noisescope::gui {

inline constexpr int kMinWindowSide = 64;
inline constexpr int kMaxWindowSide = 8192;

struct ExplorerOptions {
  std::string screenshotPath;
  std::string screenshotDir;
  std::string preset;
  int width = 1440;
  int height = 900;
  bool sizeGiven = false;  // --size was on the command line (else the remembered size wins)
  bool fresh = false;
  bool help = false;
};

// Reads the options; the noise options go into `params` (any other field of
// params is left alone).
ExplorerOptions parseExplorerOptions(std::span<const std::string_view> words, NoiseParams& params);

// The option lines for --help.
std::string explorerOptionsHelp();

}  // namespace noisescope::gui
