// explorer_options.h — the explorer's command line.
//
//   --screenshot PATH   render until every view is computed, write the window
//                       to PATH (PNG with metadata, screenshot.h), exit 0;
//                       an existing PATH is refused (exit 1) before any
//                       window opens, as render refuses, unless --force
//   --force             --screenshot may replace an existing PATH
//   --screenshot-dir D  where F12 and the Screenshot button write (default: .)
//   --lesson FILE|ID    start with a lesson (app/io/lesson.h) and the lessons panel
//   --size WxH          window size in pixels (default 1440x900)
//   --fresh             neither read nor write the remembered state
//   --3d                open the 3D panel at start
//   --ui-scale X        the UI scale, 0.75..3 or 75%..300% (explorer_settings.h)
//   plus the map options every command shares (options/map_options.h):
//   --preset, the noise options, --thresholds, --view (the export panel's
//   view), --center and --zoom, layered over the remembered state.
// Bad words throw options::UsageError (one line); loadExplorerFiles then
// reads the preset and lesson named, before any window opens, so each bad
// input gets its one line and options/exit_status.h's status.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "io/lesson.h"
#include "io/preset.h"
#include "options/map_options.h"

namespace noisescope::gui {

inline constexpr int kMinWindowSide = 64;
inline constexpr int kMaxWindowSide = 8192;

struct ExplorerOptions {
  std::string screenshotPath;
  bool force = false;  // --force: --screenshot may replace an existing file
  std::string screenshotDir;
  std::optional<std::string> preset;  // given, even empty: an empty name is refused as render refuses it
  std::optional<std::string> lesson;
  int width = 1440;
  int height = 900;
  bool sizeGiven = false;  // --size was on the command line (else the remembered size wins)
  bool fresh = false;
  bool relief3d = false;  // --3d: the 3D panel open at start
  float uiScale = 0.0f;   // --ui-scale, [kUiScaleMin, kUiScaleMax]; 0 when not given
  std::optional<views::MapKinds> maps;  // --maps LEFT,RIGHT: the main maps' kinds
  std::optional<views::MapViews> mapViews;  // --map-views LEFT,RIGHT: what each shows
  bool help = false;
  std::vector<options::GivenOption> given;  // every option, for layerMapOptions
};

// "simplex,worley" as --maps reads it; a UsageError naming `option` otherwise.
views::MapKinds parseMapKinds(std::string_view option, std::string_view text);
// "biome,noise" as --map-views reads it (views::mapViewFromName); a UsageError otherwise.
views::MapViews parseMapViews(std::string_view option, std::string_view text);

// Reads and checks every option (the map options' values included, against
// the defaults). The words must outlive the result.
ExplorerOptions parseExplorerOptions(std::span<const std::string_view> words);

// The files the options name, read or checked before any window opens:
// --preset's and --lesson's, when given, and --screenshot's PATH.
struct ExplorerFiles {
  std::optional<io::Preset> preset;
  std::optional<io::Lesson> lesson;
};

// Reads the preset and lesson and checks that PATH can be written. Throws
// io::IoError (cannot read: no such file, nor a built-in one; PATH is a
// folder), io::FileExistsError (PATH exists, no --force) or io::PresetError
// (a file wrong inside).
ExplorerFiles loadExplorerFiles(const ExplorerOptions& options);

// The option lines for --help.
std::string explorerOptionsHelp();

}  // namespace noisescope::gui
