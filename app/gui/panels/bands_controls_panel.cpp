// The band thresholds. They only change a shader uniform: no field is
// recomputed while they move.
#include <imgui.h>
#include <imgui_internal.h>  // TempInputIsActive: is the slider being typed into

#include <cstdio>
#include <string>
#include <string_view>

#include "noisescope/noise/noise_kinds.h"
#include "noisescope/noise/param_table.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "gui/threshold_order.h"

namespace noisescope::gui {

namespace {

// A square of the band's colour (noisescope/output/colour.h), as the band views paint it.
void swatch(Band band) {
  const Rgb8 c = kBandColours[static_cast<std::size_t>(band)];
  const float side = ImGui::GetFrameHeight();
  ImGui::ColorButton(bandName(band).data(), ImVec4(c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, 1.0f),
                     ImGuiColorEditFlags_NoTooltip | ImGuiColorEditFlags_NoDragDrop, ImVec2(side, side));
  ImGui::SameLine();
}

// One threshold's slider. Dragged, it applies at once and pushes its
// neighbours along (threshold_order.h). Typed (Ctrl+click), it applies when
// the text is complete (Enter, or the field loses focus); an order that
// cannot hold is refused and said in the status line.
struct ThresholdRow {
  Band band;
  const char* label;
  const char* mark;
  ThresholdMoved moved;
  float Thresholds::*member;
};
constexpr ThresholdRow kThresholdRows[3] = {
    {Band::Water, "water <", "threshold.t1", ThresholdMoved::T1, &Thresholds::t1},
    {Band::Sand, "sand <", "threshold.t2", ThresholdMoved::T2, &Thresholds::t2},
    {Band::Grass, "grass <", "threshold.t3", ThresholdMoved::T3, &Thresholds::t3},
};

void applyTyped(AppState& state, const ThresholdRow& row, float value) {
  Thresholds t = state.thresholds;
  t.*row.member = value;
  if (const std::string problem = thresholdsError(t); !problem.empty()) {
    char text[96];
    std::snprintf(text, sizeof text, "%s %.3f not applied: ", row.label, static_cast<double>(value));
    setStatusLine(state.status, text + problem, true);
    return;
  }
  state.thresholds = t;
}

// Returns true when dragged this frame.
bool thresholdSlider(AppState& state, int slot) {
  const ThresholdRow& row = kThresholdRows[slot];
  ThresholdTyping& typing = state.thresholdTyping;
  swatch(row.band);
  float v = state.thresholds.*row.member;
  constexpr float kLo = 0.0f, kHi = 1.0f;
  const bool changed = slider(state, row.mark, row.label, ImGuiDataType_Float, &v, &kLo, &kHi, "%.3f");
  const bool typedHere = typing.slot == slot;
  if (ImGui::TempInputIsActive(ImGui::GetItemID())) {
    if (!typedHere) typing = ThresholdTyping{slot, state.thresholds.*row.member};
    if (changed) typing.value = v;
    return false;
  }
  if (typedHere) {                  // the text field just closed
    if (changed) typing.value = v;  // the last keys and Enter came in one frame
    typing.slot = -1;
    if (typing.value != state.thresholds.*row.member) applyTyped(state, row, typing.value);
    return false;
  }
  if (changed) state.thresholds.*row.member = v;
  return changed;
}

// One biome cut's slider: dragged or typed (Ctrl+click) it applies when the
// cuts stay valid with the thresholds (biomeCutsError), else the status line
// says why and the old value stays.
struct CutRow {
  const char* label;
  const char* mark;
  float BiomeCuts::*member;
  const char* hint;
};
constexpr int kFirstCutSlot = 3;  // ThresholdTyping slots 3, 4, 5: h, w1, w2
constexpr CutRow kCutRows[3] = {
    {"low < h", "cut.h", &BiomeCuts::h, "Biome height cut h, in [t2, t3]: low biomes below, mid from here to t3."},
    {"dry < w1", "cut.w1", &BiomeCuts::w1, "Moisture below w1 is dry (desert, scrub, bare rock)."},
    {"mid < w2", "cut.w2", &BiomeCuts::w2, "Moisture from w2 up is wet (swamp, rainforest, snow)."},
};

// Applies v to the cut; a typed value that breaks the rules is refused aloud,
// a drag past a neighbour or out of [t2, t3] simply stops.
void applyCut(AppState& state, const CutRow& row, float v, bool typed) {
  BiomeCuts c = state.biomeCuts;
  c.*row.member = v;
  if (const std::string problem = biomeCutsError(c, state.thresholds); !problem.empty()) {
    char text[64];
    std::snprintf(text, sizeof text, "%s %.3f not applied: ", row.label, static_cast<double>(v));
    if (typed) setStatusLine(state.status, text + problem, true);
    return;
  }
  state.biomeCuts = c;
}

// Typed (Ctrl+click) as a threshold is: applied when the text closes.
void cutSlider(AppState& state, int slot) {
  const CutRow& row = kCutRows[slot - kFirstCutSlot];
  ThresholdTyping& typing = state.thresholdTyping;
  float v = state.biomeCuts.*row.member;
  // h lives in [t2, t3]: its slider spans just that.
  const bool height = row.member == &BiomeCuts::h;
  const float lo = height ? state.thresholds.t2 : 0.0f, hi = height ? state.thresholds.t3 : 1.0f;
  const bool changed = slider(state, row.mark, row.label, ImGuiDataType_Float, &v, &lo, &hi, "%.3f");
  const bool typedHere = typing.slot == slot;
  if (ImGui::TempInputIsActive(ImGui::GetItemID())) {
    if (!typedHere) typing = ThresholdTyping{slot, state.biomeCuts.*row.member};
    if (changed) typing.value = v;
    return;
  }
  if (typedHere) {
    if (changed) typing.value = v;
    typing.slot = -1;
    if (typing.value != state.biomeCuts.*row.member) applyCut(state, row, typing.value, true);
    return;
  }
  if (changed) applyCut(state, row, v, false);
}

}  // namespace

void drawBandsControlsPanel(AppState& state) {
  if (!ImGui::CollapsingHeader("Bands", ImGuiTreeNodeFlags_DefaultOpen)) return;
  Thresholds& t = state.thresholds;
  ImGui::PushItemWidth(-ui(90.0f));
  ThresholdMoved moved = ThresholdMoved::None;
  for (int slot = 0; slot < 3; ++slot)
    if (thresholdSlider(state, slot)) moved = kThresholdRows[slot].moved;
  ImGui::PopItemWidth();
  if (moved != ThresholdMoved::None) t = keepThresholdsOrdered(t, moved);
  swatch(Band::Rock);
  ImGui::AlignTextToFramePadding();
  ImGui::Text("rock from %.3f", t.t3);

  ImGui::TextUnformatted("band views show");
  for (NoiseKind kind : kAllNoiseKinds) {
    const NoiseKindInfo& info = noiseKindInfo(kind);
    char label[32], mark[32];
    std::snprintf(label, sizeof label, "%.*s##bands", static_cast<int>(info.name.size()), info.name.data());
    std::snprintf(mark, sizeof mark, "bands.%.*s", static_cast<int>(info.name.size()), info.name.data());
    sameLineIfFits(checkboxWidth(label));
    // A kind that cannot do what is on (tile, time) is greyed, never run approximately.
    const bool tileOff = state.params.tile && !info.tiles;
    const bool timeOff = state.params.time.has_value() && !info.takesTime;
    ImGui::BeginDisabled(tileOff || timeOff);
    if (ImGui::RadioButton(label, state.params.noise == kind)) state.params.noise = kind;
    ImGui::EndDisabled();
    markLastItem(state, mark);
    if (tileOff || timeOff)
      hint(tileOff ? "Cannot tile (its lattice is skewed): turn tile off under Terrain to choose it."
                   : "Has no time input yet: turn time off under Terrain to choose it.");
  }
  const auto worley = [](NoiseKind k) { return k == NoiseKind::Worley; };
  // Its settings, where a Worley field is on screen: a band view, a main map, the octave tiles or the 3D
  // view.
  if (worley(state.params.noise) || worley(state.mapKinds[0]) || worley(state.mapKinds[1]) ||
      (state.panels.octaves && worley(state.octaveNoise)) ||
      (state.panels.relief3d && worley(state.relief.noise)))
    for (std::string_view name : {"jitter", "cell-distance", "cell-return"})
      if (const ParamDesc* d = findParam(name)) paramControl(state, *d);

  // Closed at first: the sidebar keeps its height until the user asks.
  const bool open = ImGui::TreeNode("biome cuts and legend##bands");
  markLastItem(state, "biomes.header");
  hint("The biome view's cuts (shader uniforms, like the thresholds) and its legend.");
  if (!open) return;
  ImGui::PushItemWidth(-ui(90.0f));
  for (int slot = kFirstCutSlot; slot < kFirstCutSlot + 3; ++slot) {
    cutSlider(state, slot);
    hint(kCutRows[slot - kFirstCutSlot].hint);
  }
  ImGui::PopItemWidth();
  drawBiomeLegendPanel(state);
  ImGui::TreePop();
}

}  // namespace noisescope::gui
