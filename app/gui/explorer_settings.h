// explorer_settings.h — the explorer's own settings, and the UI scale's steps.
//
// What belongs to this user's screen and habits rather than to a map, the
// "explorer" part of state.json (state_store.h; explorer.json in earlier
// versions):
//   {"uiScale": 1.5,
//    "export": {"size": [4096, 4096], "format": "png16", "file": "hills.png"}}
// A field that is missing or out of range keeps its default, and the first
// such problem is reported as one line (the rest still applies).
//
// The UI scale is the user's factor over the monitor's content scale, in
// [kUiScaleMin, kUiScaleMax] (app_state.h: 0.75 to 3), stepped by
// kUiScaleStep (0.25): 100% follows the monitor.
#pragma once

#include <string>
#include <string_view>

#include "app_state.h"

namespace noisescope::gui {

inline constexpr const char* kExplorerSettingsFile = "explorer.json";  // where earlier versions kept them

// The user's UI scale after `steps` steps up (negative: down) from `scale`:
// a scale between steps moves to the next step in that direction. Output:
// [kUiScaleMin, kUiScaleMax].
float steppedUiScale(float scale, int steps);

// The monitor's factor for a window: content scale over framebuffer scale,
// in [0.5, 4]; `last` when the sizes cannot tell: a window under 64 pixels
// wide (minimised, or mid-resize), or a framebuffer scale that is no
// quarter step in [1, 4]. GLFW asks the window system for the window's and
// the framebuffer's size one after the other, so during a burst of resizes
// the two can be different sizes' (a 100-pixel window with a 1-pixel
// framebuffer would make the factor 4 for a frame, and the width hold that
// follows a scale change would keep the controls a third of 100 pixels wide).
float monitorUiFactor(float contentScale, int windowWidth, int framebufferWidth, float last);

// A UI scale as `--ui-scale` takes it: a factor ("1.5") or a percentage
// ("150%") inside [kUiScaleMin, kUiScaleMax]. Throws options::UsageError
// naming the option and the range.
float parseUiScale(std::string_view option, std::string_view text);

// Applies the settings' JSON `text` (read from `path`, named in messages)
// to state.ui.user and state.exporting's size, format and file name.
// Returns false with a one-line reason when it could not be used whole;
// what could be read is applied anyway.
bool applyExplorerSettings(const std::string& text, const std::string& path, AppState& state,
                           std::string& error);

// The settings' JSON text for state.
std::string explorerSettingsJson(const AppState& state);

}  // namespace noisescope::gui
