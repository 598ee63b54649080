// A tooltip over any view: the point, the value, its band and what each
// octave adds. A handful of point samples per frame, only while hovering.
#include <imgui.h>

#include "core/fbm.h"
#include "gui/panels/panels.h"

namespace noisescope::gui {

void drawHoverPanel(AppState& state) {
  if (!state.hover.active || !state.panels.hoverTooltip || state.drag.active) return;
  NoiseParams p = clampParams(state.params);
  p.noise = state.hover.noise;
  const double f = p.frequency;
  const double x = state.hover.mapX * f, y = state.hover.mapY * f;
  const double v = fbm(p, x, y);

  ImGui::BeginTooltip();
  ImGui::Text("%s noise at map (%.4f, %.4f)", p.noise == NoiseKind::Value ? "Value" : "Gradient",
              state.hover.mapX, state.hover.mapY);
  ImGui::Text("lattice (%.3f, %.3f)", x, y);
  ImGui::Text("value %.4f   band %s", v, bandName(classifyBand(static_cast<float>(v), state.thresholds)).data());
  if (ImGui::BeginTable("contributions", 4, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("octave");
    ImGui::TableSetupColumn("f");
    ImGui::TableSetupColumn("noise");
    ImGui::TableSetupColumn("adds");
    ImGui::TableHeadersRow();
    for (int o = 0; o < p.octaves; ++o) {
      ImGui::TableNextColumn();
      ImGui::Text("%d", o);
      ImGui::TableNextColumn();
      ImGui::Text("%.3g", f * octaveFrequency(p, o));
      ImGui::TableNextColumn();
      ImGui::Text("%.4f", octaveValue(p, o, x, y));
      ImGui::TableNextColumn();
      ImGui::Text("%+.4f", octaveContribution(p, o, x, y));
    }
    ImGui::EndTable();
  }
  ImGui::EndTooltip();
}

}  // namespace noisescope::gui
