// settings.h — the document as a preset, both ways, and where the explorer
// remembers things.
//
// The folder is $XDG_CONFIG_HOME/noisescope, else ~/.config/noisescope; it
// holds state.json (state_store.h), whose "document" is the Document in the
// preset format of app/io/preset.h, so a remembered state is also a preset a
// user can share. No remembered document means a first start: linear fade,
// so the grid shows.
#pragma once

#include <string>

#include "app_state.h"
#include "explorer_options.h"
#include "state_store.h"

namespace noisescope::io {
struct Preset;  // io/preset.h
}

namespace noisescope::gui {

// A preset's parameters, thresholds and view into state (no view: the
// map's default view). Everything else in state is left alone.
void applyPresetTo(const io::Preset& preset, Document& state);

// applyPresetTo, and the preset's display as the export panel's view: what
// loading a preset does, at start (--preset) and in the Presets panel.
void applyPresetAndView(const io::Preset& preset, AppState& state);

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

// Applies the remembered document (state_store.h's StoredState::document)
// when there is one; otherwise applyExplorerDefaults() (app_state.h).
// Returns false with a one-line error naming its file when it cannot be used.
bool applyRememberedDocument(const StoredState& stored, AppState& state, std::string& error);

}  // namespace noisescope::gui
