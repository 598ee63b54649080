// The status bar: how long the last refresh took, where the mouse is, and the
// last message (a saved screenshot, a shader error).
#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "noisescope/terrain/terrain.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "gui/ui_scale.h"

namespace noisescope::gui {

namespace {

constexpr double kStatusSeconds = 10.0;
constexpr double kStatusErrorSeconds = 20.0;

// Whether an item `width` wide fits after the last one, `gap` apart, with
// `keep` left over; if so the next item goes there (SameLine).
bool besideIfFits(float gap, float width, float keep) {
  if (!fitsAfterLastItem(width + keep, gap)) return false;
  ImGui::SameLine(0, gap);
  return true;
}

}  // namespace

// One line: each part where it fits whole, in this order, the message last
// and kept (at least its first couple of dozen characters, cut in the
// middle where the line is short); the hover's numbers shorten to the kind,
// value and band before they go (the tooltip has them all).
void drawStatusPanel(AppState& state) {
  const Status& st = state.status;
  // A message fades after a while, an error after a longer one.
  const double shownFor = st.lineIsError ? kStatusErrorSeconds : kStatusSeconds;
  if (!st.line.empty() && steadySeconds() - st.lineSince > shownFor) state.status.line.clear();
  const float messageGap = ui(24);
  const float keep = st.line.empty()
                         ? 0.0f
                         : messageGap + std::min(ImGui::CalcTextSize(st.line.c_str()).x,
                                                 ImGui::CalcTextSize("screenshot written to /t...").x);
  ImGui::Text("refresh %.1f ms%s", st.refreshMs, st.computing ? " (computing)" : "");
  char text[160];
  const ImVec4 warm(1.0f, 0.8f, 0.4f, 1.0f);
  if (st.erosion < 1.0) {  // the maps show the land part-way through its erosion
    std::snprintf(text, sizeof text, "eroding %d%%", static_cast<int>(100.0 * st.erosion));
    if (besideIfFits(ui(16), ImGui::CalcTextSize(text).x, keep)) {
      ImGui::TextColored(warm, "%s", text);
      markLastItem(state, "status.eroding");
    }
  }
  if (st.frameMs > 0) {
    std::snprintf(text, sizeof text, "frame %.1f ms", st.frameMs);
    if (besideIfFits(ui(16), ImGui::CalcTextSize(text).x, keep)) ImGui::TextUnformatted(text);
  }
  if (st.resolutionDivisor > 1) {
    std::snprintf(text, sizeof text, "1/%d resolution while moving", st.resolutionDivisor);
    if (besideIfFits(ui(16), ImGui::CalcTextSize(text).x, keep)) ImGui::TextColored(warm, "%s", text);
  }
  if (state.hover.active) {
    const NoiseParams p = paramsOfKind(state.params, state.hover.noise);
    const double f = p.frequency;
    const double v = elevation(p, state.hover.mapX * f, state.hover.mapY * f);  // fbm() when terrain is off
    const std::string_view noise = noiseKindName(p.noise);
    const char* band = bandName(classifyBand(static_cast<float>(v), state.thresholds)).data();
    char shortText[64];
    std::snprintf(text, sizeof text, "x %.3f  y %.3f cells  %.*s %.4f  %s", state.hover.mapX * f,
                  state.hover.mapY * f, static_cast<int>(noise.size()), noise.data(), v, band);
    std::snprintf(shortText, sizeof shortText, "%.*s %.4f  %s", static_cast<int>(noise.size()), noise.data(),
                  v, band);
    if (besideIfFits(ui(24), ImGui::CalcTextSize(text).x, keep))
      ImGui::TextUnformatted(text);
    else if (besideIfFits(ui(24), ImGui::CalcTextSize(shortText).x, keep))
      ImGui::TextUnformatted(shortText);
  }
  if (!st.line.empty()) {
    ImGui::SameLine(0, messageGap);
    const ImVec4 colour = st.lineIsError ? ImVec4(1.0f, 0.45f, 0.35f, 1.0f) : ImVec4(0.7f, 0.9f, 0.7f, 1.0f);
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    middleElided(st.line.c_str(), ImGui::GetContentRegionAvail().x);
    ImGui::PopStyleColor();
  }
}

}  // namespace noisescope::gui
