#include "layout_settings.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <cstdio>
#include <cstring>
#include <optional>
#include <string_view>

#include "explorer_options.h"

namespace noisescope::gui {

namespace {

using Targets = LayoutTargets;

void* openEntry(ImGuiContext*, ImGuiSettingsHandler* handler, const char* name) {
  return std::strcmp(name, "Layout") == 0 ? handler->UserData : nullptr;
}

void readLine(ImGuiContext*, ImGuiSettingsHandler*, void* entry, const char* line) {
  auto* t = static_cast<Targets*>(entry);
  int w = 0, h = 0, octaves = 1, bands = 1, tooltip = 1;
  char word[32] = {};
  if (std::sscanf(line, "WindowSize=%d,%d", &w, &h) == 2 && w >= kMinWindowSide && h >= kMinWindowSide &&
      w <= kMaxWindowSide && h <= kMaxWindowSide) {
    *t->window = WindowSize{w, h};
  } else if (std::sscanf(line, "MapColour=%31s", word) == 1) {
    if (std::strcmp(word, "grey") == 0) t->state->mapColour = ColourMode::Grey;
    if (std::strcmp(word, "ramp") == 0) t->state->mapColour = ColourMode::Ramp;
  } else if (std::sscanf(line, "Stretch=%d", &w) == 1) {
    t->state->stretchMaps = w != 0;
  } else if (std::sscanf(line, "OctaveNoise=%31s", word) == 1) {
    if (const std::optional<NoiseKind> kind = noiseKindFromName(word)) t->state->octaveNoise = *kind;
  } else if (std::sscanf(line, "Tiles=%d,%d", &w, &h) == 2) {
    t->state->panels.octaveSums = w != 0;
    t->state->panels.tilesAtAmplitude = h != 0;
  } else if (std::sscanf(line, "Rows=%d,%d,%d", &octaves, &bands, &tooltip) == 3) {
    t->state->panels.octaves = octaves != 0;
    t->state->panels.bands = bands != 0;
    t->state->panels.hoverTooltip = tooltip != 0;
  }
}

void writeAll(ImGuiContext*, ImGuiSettingsHandler* handler, ImGuiTextBuffer* out) {
  const Targets& targets = *static_cast<const Targets*>(handler->UserData);
  const AppState& s = *targets.state;
  out->appendf("[%s][Layout]\n", handler->TypeName);
  if (targets.window->width >= kMinWindowSide && targets.window->height >= kMinWindowSide)  // not a minimised one
    out->appendf("WindowSize=%d,%d\n", targets.window->width, targets.window->height);
  out->appendf("MapColour=%s\n", s.mapColour == ColourMode::Grey ? "grey" : "ramp");
  out->appendf("Stretch=%d\n", s.stretchMaps ? 1 : 0);
  const std::string_view octaveNoise = noiseKindName(s.octaveNoise);
  out->appendf("OctaveNoise=%.*s\n", static_cast<int>(octaveNoise.size()), octaveNoise.data());
  out->appendf("Tiles=%d,%d\n", s.panels.octaveSums ? 1 : 0, s.panels.tilesAtAmplitude ? 1 : 0);
  out->appendf("Rows=%d,%d,%d\n\n", s.panels.octaves ? 1 : 0, s.panels.bands ? 1 : 0, s.panels.hoverTooltip ? 1 : 0);
}

}  // namespace

void registerLayoutSettings(LayoutTargets& targets) {
  ImGuiSettingsHandler handler;
  handler.TypeName = "Noisescope";
  handler.TypeHash = ImHashStr("Noisescope");
  handler.ReadOpenFn = openEntry;
  handler.ReadLineFn = readLine;
  handler.WriteAllFn = writeAll;
  handler.UserData = &targets;
  ImGui::GetCurrentContext()->SettingsHandlers.push_back(handler);
}

}  // namespace noisescope::gui
