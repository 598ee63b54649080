// The status bar: how long the last refresh took, where the mouse is, and the
// last message (a saved screenshot, a shader error).
#include <imgui.h>

#include "noisescope/terrain/terrain.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "gui/ui_scale.h"

namespace noisescope::gui {

namespace {

constexpr double kStatusSeconds = 10.0;
constexpr double kStatusErrorSeconds = 20.0;

}  // namespace

void drawStatusPanel(AppState& state) {
  const Status& st = state.status;
  ImGui::Text("refresh %.1f ms%s", st.refreshMs, st.computing ? " (computing)" : "");
  if (st.erosion < 1.0) {  // the maps show the land part-way through its erosion
    ImGui::SameLine(0, ui(16));
    ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.4f, 1.0f), "eroding %d%%", static_cast<int>(100.0 * st.erosion));
    markLastItem(state, "status.eroding");
  }
  if (st.frameMs > 0) {
    ImGui::SameLine(0, ui(16));
    ImGui::Text("frame %.1f ms", st.frameMs);
  }
  if (st.resolutionDivisor > 1) {
    ImGui::SameLine(0, ui(16));
    ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.4f, 1.0f), "1/%d resolution while moving", st.resolutionDivisor);
  }
  if (state.hover.active) {
    ImGui::SameLine(0, ui(24));
    const NoiseParams p = paramsOfKind(state.params, state.hover.noise);
    const double f = p.frequency;
    const double v = elevation(p, state.hover.mapX * f, state.hover.mapY * f);  // fbm() when terrain is off
    const std::string_view noise = noiseKindName(p.noise);
    ImGui::Text("x %.3f  y %.3f cells  %.*s %.4f  %s", state.hover.mapX * f, state.hover.mapY * f,
                static_cast<int>(noise.size()), noise.data(), v,
                bandName(classifyBand(static_cast<float>(v), state.thresholds)).data());
  }
  // A message fades after a while, an error after a longer one.
  const double shownFor = st.lineIsError ? kStatusErrorSeconds : kStatusSeconds;
  if (!st.line.empty() && steadySeconds() - st.lineSince > shownFor) state.status.line.clear();
  if (!st.line.empty()) {
    ImGui::SameLine(0, ui(24));
    const ImVec4 colour = st.lineIsError ? ImVec4(1.0f, 0.45f, 0.35f, 1.0f) : ImVec4(0.7f, 0.9f, 0.7f, 1.0f);
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    middleElided(st.line.c_str(), ImGui::GetContentRegionAvail().x);
    ImGui::PopStyleColor();
  }
}

}  // namespace noisescope::gui
