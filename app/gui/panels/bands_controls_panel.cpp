// The band thresholds. They only change a shader uniform: no field is
// recomputed while they move.
#include <imgui.h>

#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "gui/threshold_order.h"

namespace noisescope::gui {

namespace {

// A square of the band's colour (core/colour.h), as the band views paint it.
void swatch(Band band) {
  const Rgb8 c = kBandColours[static_cast<std::size_t>(band)];
  const float side = ImGui::GetFrameHeight();
  ImGui::ColorButton(bandName(band).data(), ImVec4(c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, 1.0f),
                     ImGuiColorEditFlags_NoTooltip | ImGuiColorEditFlags_NoDragDrop, ImVec2(side, side));
  ImGui::SameLine();
}

}  // namespace

void drawBandsControlsPanel(AppState& state) {
  if (!ImGui::CollapsingHeader("Bands", ImGuiTreeNodeFlags_DefaultOpen)) return;
  Thresholds& t = state.thresholds;
  ImGui::PushItemWidth(-90.0f);
  ThresholdMoved moved = ThresholdMoved::None;
  swatch(Band::Water);
  if (ImGui::SliderFloat("water <", &t.t1, 0.0f, 1.0f, "%.3f")) moved = ThresholdMoved::T1;
  markLastItem(state, "threshold.t1");
  swatch(Band::Sand);
  if (ImGui::SliderFloat("sand <", &t.t2, 0.0f, 1.0f, "%.3f")) moved = ThresholdMoved::T2;
  markLastItem(state, "threshold.t2");
  swatch(Band::Grass);
  if (ImGui::SliderFloat("grass <", &t.t3, 0.0f, 1.0f, "%.3f")) moved = ThresholdMoved::T3;
  markLastItem(state, "threshold.t3");
  ImGui::PopItemWidth();
  if (moved != ThresholdMoved::None) t = keepThresholdsOrdered(t, moved);
  swatch(Band::Rock);
  ImGui::AlignTextToFramePadding();
  ImGui::Text("rock from %.3f", t.t3);

  ImGui::TextUnformatted("band views show");
  ImGui::SameLine();
  int noise = state.params.noise == NoiseKind::Value ? 0 : 1;
  if (ImGui::RadioButton("value##bands", &noise, 0)) state.params.noise = NoiseKind::Value;
  markLastItem(state, "bands.value");
  ImGui::SameLine();
  if (ImGui::RadioButton("gradient##bands", &noise, 1)) state.params.noise = NoiseKind::Gradient;
  markLastItem(state, "bands.gradient");
}

}  // namespace noisescope::gui
