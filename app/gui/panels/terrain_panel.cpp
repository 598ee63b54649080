// The terrain steps (DESIGN.md, "Terrain shaping, exactly"). Every control
// is drawn from core's parameter table (noisescope/noise/param_table.h): its name, range,
// hint and access are the table's, so the panel, the command line and the
// presets cannot disagree. Values typed with Ctrl+click beyond a slider's
// end are clamped after the frame (clampState), as the noise controls are.
#include <imgui.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <string_view>

#include "noisescope/noise/noise_kinds.h"
#include "noisescope/noise/param_table.h"
#include "noisescope/terrain/terrain.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"

namespace noisescope::gui {

namespace {

// The table entries the panel shows, top to bottom (time has its own row).
constexpr std::array<std::string_view, 12> kTerrainParams = {
    "warp",        "warp-frequency", "warp-octaves", "fractal", "exponent",           "height-curve",
    "island",      "island-mode",    "island-mix",   "terraces", "tile", "moisture-frequency"};

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
  // What the band views' kind cannot take is greyed (noisescope/noise/noise_kinds.h).
  const NoiseKindInfo& kind = noiseKindInfo(state.params.noise);
  for (std::string_view name : kTerrainParams) {
    ImGui::BeginDisabled(name == "tile" && !kind.tiles);
    if (const ParamDesc* d = findParam(name)) paramControl(state, *d);
    ImGui::EndDisabled();
    if (name == "tile" && !kind.tiles) hint("Simplex noise cannot tile: its lattice is skewed.");
    if (name == "terraces") drawTerracesHint(state);
    if (name == "tile") drawTilesChip(state);
  }
  ImGui::BeginDisabled(!kind.takesTime);
  drawTimeRow(state);
  ImGui::EndDisabled();
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
