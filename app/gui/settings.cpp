#include "settings.h"

#include <cstdlib>

#include "caught_error.h"
#include "io/preset.h"

namespace noisescope::gui {

void applyPresetTo(const io::Preset& preset, Document& state) {
  state.params = preset.params;
  state.thresholds = preset.thresholds;
  state.light = preset.light;
  state.heightScale = preset.heightScale;
  state.biomeCuts = preset.biomeCuts;
  state.biomeColours = preset.biomeColours;
  state.biomeNames = preset.biomeNames;
  state.mapKinds = preset.maps;
  state.mapViews = preset.mapViews;
  state.scatterSettings = preset.scatter;
  state.chunkSize = preset.chunk;
  state.viewIsDefault = !preset.hasCamera;
  if (preset.hasCamera) state.camera = preset.camera;
}

void applyPresetAndView(const io::Preset& preset, AppState& state) {
  applyPresetTo(preset, state);
  state.exporting.display = preset.display;
}

io::Preset presetFromState(const Document& state) {
  io::Preset preset;
  preset.params = state.params;
  preset.thresholds = state.thresholds;
  preset.light = state.light;
  preset.heightScale = state.heightScale;
  preset.biomeCuts = state.biomeCuts;
  preset.biomeColours = state.biomeColours;
  preset.biomeNames = state.biomeNames;
  preset.maps = state.mapKinds;
  preset.mapViews = state.mapViews;
  preset.scatter = state.scatterSettings;
  preset.chunk = state.chunkSize;
  preset.camera = state.camera;
  preset.hasCamera = !state.viewIsDefault;
  preset.display.kind = views::noiseView(state.params.noise);
  return preset;
}

options::MapSettings layerMapOptions(const ExplorerOptions& explorer, AppState& state) {
  options::MapSettings map;
  map.preset = presetFromState(state);
  map.preset.display = state.exporting.display;
  options::applyMapOptions(explorer.given, options::Command::Explorer, map);
  applyPresetTo(map.preset, state);
  state.exporting.display = map.preset.display;
  return map;
}

std::string configDir() {
  const char* xdg = std::getenv("XDG_CONFIG_HOME");
  if (xdg != nullptr && xdg[0] == '/') return std::string(xdg) + "/noisescope";
  const char* home = std::getenv("HOME");
  if (home != nullptr && home[0] != '\0') return std::string(home) + "/.config/noisescope";
  return {};
}

bool applyPreset(const std::string& pathOrId, AppState& state, std::string& error) {
  return succeeded(error, [&] { applyPresetTo(io::loadPresetFileOrBuiltin(pathOrId), state); });
}

bool applyRememberedDocument(const StoredState& stored, AppState& state, std::string& error) {
  if (!stored.document) {
    applyExplorerDefaults(state);
    return true;
  }
  return succeeded(error, [&] { applyPresetTo(io::presetFromJson(*stored.document, stored.documentSource), state); });
}

}  // namespace noisescope::gui
