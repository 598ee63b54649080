// The terrain steps (DESIGN.md, "Terrain shaping, exactly"). Every control
// is drawn from core's parameter table (core/param_table.h): its name, range,
// hint and access are the table's, so the panel, the command line and the
// presets cannot disagree. Values typed with Ctrl+click beyond a slider's
// end are clamped after the frame (clampState), as the noise controls are.
#include <imgui.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <string_view>

#include "core/param_table.h"
#include "core/terrain.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"

namespace noisescope::gui {

namespace {

// The table entries the panel shows, top to bottom (time has its own row).
constexpr std::array<std::string_view, 11> kTerrainParams = {
    "warp",   "warp-frequency", "warp-octaves", "fractal", "exponent", "island",
    "island-mode", "island-mix", "terraces", "tile", "moisture-frequency"};

// Text on the stack: an idle frame allocates nothing.
struct Text {
  char text[48];
  const char* c_str() const { return text; }
};

Text textOf(std::string_view a) {
  Text t;
  std::snprintf(t.text, sizeof t.text, "%.*s", static_cast<int>(a.size()), a.data());
  return t;
}

// "slider.warp", "chip.island.round": screen marks for tests and screenshots.
Text markName(std::string_view kind, std::string_view name, std::string_view value = {}) {
  Text t;
  std::snprintf(t.text, sizeof t.text, "%.*s.%.*s%s%.*s", static_cast<int>(kind.size()), kind.data(),
                static_cast<int>(name.size()), name.data(), value.empty() ? "" : ".", static_cast<int>(value.size()),
                value.empty() ? "" : value.data());
  return t;
}

// Frequency factors span 1/16..16: a logarithmic slider gives each octave of
// that range the same room.
bool logarithmic(const ParamDesc& d) { return d.min > 0 && d.max / d.min >= 64; }

void enumChips(AppState& state, const ParamDesc& d) {
  ImGui::PushID(d.name.data(), d.name.data() + d.name.size());
  const int current = static_cast<int>(d.get(state.params).number);
  for (std::size_t i = 0; i < d.names.size(); ++i) {
    const Text label = textOf(d.names[i]);
    if (i > 0) sameLineIfFits(buttonWidth(label.c_str()));
    if (chip(state, label.c_str(), markName("chip", d.name, d.names[i]).c_str(), current == static_cast<int>(i)))
      d.set(state.params, ParamValue{static_cast<double>(i), false});
    hint(d.help);
  }
  sameLineIfFits(ImGui::CalcTextSize(d.name.data(), d.name.data() + d.name.size()).x);
  ImGui::TextUnformatted(d.name.data(), d.name.data() + d.name.size());
  ImGui::PopID();
}

void paramControl(AppState& state, const ParamDesc& d) {
  const Text label = textOf(d.name);
  const Text mark = markName("slider", d.name);
  const ParamValue now = d.get(state.params);
  switch (d.kind) {
    case ParamKind::Double: {
      double v = now.number;
      const ImGuiSliderFlags flags = logarithmic(d) ? ImGuiSliderFlags_Logarithmic : 0;
      if (slider(state, mark.c_str(), label.c_str(), ImGuiDataType_Double, &v, &d.min, &d.max, "%.3f", flags))
        d.set(state.params, ParamValue{v, false});
      break;
    }
    case ParamKind::Int: {
      // An entry with an off value (terraces 0) starts its slider there.
      int v = static_cast<int>(now.number);
      const int lo = static_cast<int>(d.offValue.value_or(d.min)), hi = static_cast<int>(d.max);
      if (slider(state, mark.c_str(), label.c_str(), ImGuiDataType_S32, &v, &lo, &hi,
                 v == lo && d.offValue ? "off" : "%d"))
        d.set(state.params, ParamValue{static_cast<double>(v), false});
      break;
    }
    case ParamKind::Bool: {
      bool v = now.number != 0.0;
      if (ImGui::Checkbox(label.c_str(), &v)) d.set(state.params, ParamValue{v ? 1.0 : 0.0, false});
      markLastItem(state, markName("check", d.name).c_str());
      break;
    }
    case ParamKind::Enum:
      enumChips(state, d);
      return;  // each chip has its own mark and hint
    case ParamKind::Seed:
    case ParamKind::Time:
      return;  // not terrain steps of this panel (time: drawTimeRow)
  }
  hint(d.help);
}

// Terraces leave only the levels k / L: a band narrower than a step holds
// none of them and vanishes (8 terraces and the first start's sand band, 0.45
// to 0.50, leave no beach). Says which, under the slider.
void drawTerracesHint(AppState& state) {
  const int levels = state.params.terraces;
  const Thresholds& t = state.thresholds;
  struct Band {
    const char* name;
    double low, high;
  };
  const Band bands[] = {{"sand (beaches)", t.t1, t.t2}, {"grass", t.t2, t.t3}};
  for (const Band& b : bands) {
    if (terraceLevelIn(levels, b.low, b.high)) continue;
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.4f, 1.0f),
                       "%d terraces put no level in %s, %.2f to %.2f: none on the map. More terraces or a wider band "
                       "brings it back.",
                       levels, b.name, b.low, b.high);
    ImGui::PopTextWrapPos();
    markLastItem(state, "terraces.hint");
  }
}

// With tiling on, the chip shows each map's tile (the unit square) 2 x 2, so
// a seam would show where the copies meet; clicked again, the view before.
// Without tiling there is no tile to show: the chip is disabled and says so.
void drawTilesChip(AppState& state) {
  const char* label = "2x2 tiles";
  sameLineIfFits(buttonWidth(label));
  const bool shown = showingTiles(state);
  ImGui::BeginDisabled(!state.params.tile);
  if (chip(state, label, "chip.tiles", shown)) {
    if (shown) {
      state.camera = state.tiles.cameraBefore;
      state.viewIsDefault = state.tiles.viewWasDefault;
    } else {
      state.tiles = TilesPreview{state.camera, state.viewIsDefault};
      state.camera = tilesCamera(state.sizes.mapWidth, state.sizes.mapHeight);
      state.viewIsDefault = false;
    }
  }
  ImGui::EndDisabled();
  if (!state.params.tile) {
    sameLineIfFits(ImGui::CalcTextSize("(needs tile)").x);
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("(needs tile)");
    markLastItem(state, "chip.tiles.why");
    hint("Tick tile first: only a seamless tile repeats without a seam.");
  } else {
    hint("Each map's tile (one map width square) drawn 2 x 2 by the core: where the copies meet, no seam. "
         "Click again for the view before.");
  }
}

// Time: on / off, t itself, play / pause and the speed of play.
void drawTimeRow(AppState& state) {
  const ParamDesc* d = findParam("time");
  if (d == nullptr) return;
  NoiseParams& p = state.params;
  bool on = p.time.has_value();
  if (ImGui::Checkbox("time", &on)) {
    if (on) {
      p.time = 0.0;
    } else {
      p.time.reset();
      state.play.playing = false;
    }
  }
  markLastItem(state, "check.time");
  hint(d->help);
  const char* playLabel = state.play.playing ? "pause" : "play";
  sameLineIfFits(buttonWidth("pause"));
  if (chip(state, playLabel, "button.play", state.play.playing)) {
    state.play.playing = !state.play.playing;
    if (state.play.playing && !p.time) p.time = 0.0;
    state.play.lastSeconds = 0.0;  // the first advance starts from now
  }
  hint("Play moves t at the speed below, one step per displayed frame; pause keeps t.");
  if (p.time) {
    double t = *p.time;
    // Drag rather than slide: t's range is a million cells either way.
    if (ImGui::DragScalar("t", ImGuiDataType_Double, &t, 0.01f, &d->min, &d->max, "%.3f")) p.time = t;
    // DragScalar keeps its own look: t has no end worth showing as a bar.
    markLastItem(state, "slider.t");
    hint("The third coordinate, in lattice cells of octave 0 (drag, or Ctrl+click to type).");
  }
  slider(state, "slider.speed", "speed", ImGuiDataType_Double, &state.play.speed, &kPlaySpeedMin, &kPlaySpeedMax,
         "%.2f /s", ImGuiSliderFlags_Logarithmic);
  hint("Cells of t per second while playing.");
}

}  // namespace

void drawTerrainPanel(AppState& state) {
  // Closed at first, so the sections below keep their places; opening it
  // scrolls the sidebar to show it whole.
  const Section section = sectionHeader(state, "Terrain", "terrain.header");
  if (!section.open) return;
  ImGui::PushItemWidth(-ui(130.0f));
  for (std::string_view name : kTerrainParams) {
    if (const ParamDesc* d = findParam(name)) paramControl(state, *d);
    if (name == "terraces") drawTerracesHint(state);
    if (name == "tile") drawTilesChip(state);
  }
  drawTimeRow(state);
  ImGui::PopItemWidth();
  if (ImGui::Button("Terrain off")) {
    const NoiseParams defaults{};
    for (std::string_view name : kTerrainParams)
      if (const ParamDesc* d = findParam(name)) d->set(state.params, d->get(defaults));
    state.params.time.reset();
    state.play.playing = false;
  }
  markLastItem(state, "button.terrain-off");
  hint("Every terrain step back to its default (off): the maps show plain fBm again.");
  scrollToSectionEnd(section.opened);
}

}  // namespace noisescope::gui
