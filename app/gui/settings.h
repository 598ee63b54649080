// settings.h — what the explorer remembers between runs, and where.
//
// The folder is $XDG_CONFIG_HOME/noisescope, else ~/.config/noisescope. It
// holds imgui.ini (Dear ImGui's layout: the controls column's width) and
// last.json, the last parameters, view and thresholds in the preset format
// of app/io/preset.h, so a remembered state is also a preset a user can
// share. No last.json means a first start: linear fade, so the grid shows.
#pragma once

#include <string>

#include "app_state.h"
#include "explorer_options.h"

namespace noisescope::io {
struct Preset;  // io/preset.h
}

namespace noisescope::gui {

// A preset's parameters, thresholds and view into state (no view: the
// map's default view). Everything else in state is left alone.
void applyPresetTo(const io::Preset& preset, Document& state);

// The state as a preset: parameters, thresholds, the view when the user set
// one, and the display of the main map's noise.
io::Preset presetFromState(const Document& state);

// Layers the command line's map options over the state (params,
// thresholds, view, the export panel's view). The result's framing
// (--center, --zoom) is left for the explorer to apply with
// options::framedCamera once the map size is known.
options::MapSettings layerMapOptions(const ExplorerOptions& explorer, AppState& state);

// The folder, or "" when neither XDG_CONFIG_HOME nor HOME is set.
std::string configDir();

// Applies a preset file (or a built-in preset's id) to state. Returns false
// with a one-line reason in error when it cannot be read or is invalid;
// state is then unchanged.
bool applyPreset(const std::string& pathOrId, AppState& state, std::string& error);

// Applies dir/last.json when it exists; otherwise applyExplorerDefaults() (app_state.h).
// Returns false with error when a file exists but cannot be used.
bool loadLastState(const std::string& dir, AppState& state, std::string& error);

// Writes dir/last.json (atomically, creating dir). False with error on failure.
bool saveLastState(const std::string& dir, const AppState& state, std::string& error);

}  // namespace noisescope::gui
