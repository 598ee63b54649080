// The histograms of both main maps (measured on the worker, MapStats) with
// the thresholds as markers to drag: dragging one moves that threshold, live,
// as its slider does (a shader uniform; no field is recomputed). Under each,
// every band's share of the map, and the part above 1 when normalisation is off.
#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "noisescope/output/colour.h"
#include "gui/band_shares.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "gui/threshold_order.h"

namespace noisescope::gui {

namespace {

constexpr float kHandleWidth = 10.0f;  // the draggable strip around a marker, pixels at 100%
constexpr const char* kBandWords[4] = {"water", "sand", "grass", "rock"};

ImU32 bandColour(Band band, const Thresholds& t) {
  const float mid[4] = {t.t1 * 0.5f, (t.t1 + t.t2) * 0.5f, (t.t2 + t.t3) * 0.5f, (t.t3 + 1.0f) * 0.5f};
  const Rgb8 c = colourOf(mid[static_cast<int>(band)], ColourMode::Bands, t);
  return IM_COL32(c.r, c.g, c.b, 255);
}

// One map's histogram; the markers on it can be dragged.
void drawHistogram(AppState& state, const char* name, const MapStats& m, ImVec2 size) {
  Thresholds& t = state.thresholds;
  const ImVec2 o = plotArea(size, IM_COL32(28, 30, 36, 255));
  char plot[40];
  std::snprintf(plot, sizeof plot, "histogram.%s", name);
  markLastItem(state, plot);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float peak = std::max(*std::max_element(m.histogram.begin(), m.histogram.end()), 1e-6f);
  const float bin = size.x / kHistogramBins;
  for (int b = 0; b < kHistogramBins; ++b) {
    const float v = (b + 0.5f) / kHistogramBins;
    const float h = m.histogram[static_cast<std::size_t>(b)] / peak * (size.y - ui(4.0f));
    draw->AddRectFilled(ImVec2(o.x + b * bin, o.y + size.y - h),
                        ImVec2(o.x + (b + 1) * bin - 1.0f, o.y + size.y), bandColour(classifyBand(v, t), t));
  }
  float* values[3] = {&t.t1, &t.t2, &t.t3};
  for (int k = 0; k < 3; ++k) {
    const float x = o.x + *values[k] * size.x;
    char id[40];
    std::snprintf(id, sizeof id, "histogram.%s.t%d", name, k + 1);
    ImGui::SetCursorScreenPos(ImVec2(x - ui(kHandleWidth) * 0.5f, o.y));
    ImGui::InvisibleButton(id, ImVec2(ui(kHandleWidth), size.y));
    markLastItem(state, id);
    const bool hot = ImGui::IsItemHovered() || ImGui::IsItemActive();
    if (hot) ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeEW);
    if (ImGui::IsItemActive()) {
      *values[k] = std::clamp((ImGui::GetIO().MousePos.x - o.x) / size.x, 0.0f, 1.0f);
      t = keepThresholdsOrdered(t, static_cast<ThresholdMoved>(k + 1));
    }
    const float nx = o.x + *values[k] * size.x;
    draw->AddLine(ImVec2(nx, o.y), ImVec2(nx, o.y + size.y), IM_COL32(255, 255, 255, hot ? 255 : 170),
                  ui(hot ? 3.0f : 1.5f));
    draw->AddTriangleFilled(ImVec2(nx - ui(5.0f), o.y), ImVec2(nx + ui(5.0f), o.y), ImVec2(nx, o.y + ui(7.0f)),
                            IM_COL32(255, 255, 255, 220));
  }
  ImGui::SetCursorScreenPos(ImVec2(o.x, o.y + size.y + ImGui::GetStyle().ItemSpacing.y));
}

// A map's shares of each band, and with N off its part above 1: the words
// and their colours.
struct Shares {
  char words[5][48];
  ImU32 colours[5];
  int count = 0;
};

Shares sharesOf(const MapStats& m, const Thresholds& t, bool normalize) {
  Shares out;
  const std::array<double, 4> s = bandShares(m, t);
  for (int b = 0; b < 4; ++b) {
    std::snprintf(out.words[b], sizeof out.words[b], "%s %.1f%%", kBandWords[b],
                  100.0 * s[static_cast<std::size_t>(b)]);
    out.colours[b] = ImColor(bandColour(static_cast<Band>(b), t));
  }
  out.count = 4;
  if (!normalize) {
    std::snprintf(out.words[4], sizeof out.words[4], "above 1: %.1f%% (in rock)", 100.0 * m.outside);
    out.colours[4] = IM_COL32(255, 150, 40, 255);
    out.count = 5;
  }
  return out;
}

// The rows drawShares takes in `width`.
int shareRows(const Shares& shares, float width) {
  RowCount rows{width, ImGui::GetStyle().ItemSpacing.x};
  for (int i = 0; i < shares.count; ++i) rows.add(ImGui::CalcTextSize(shares.words[i]).x);
  return rows.rows;
}

// Each share on the line where it fits, else on the next (200%, a narrow column).
void drawShares(const Shares& shares) {
  for (int i = 0; i < shares.count; ++i) {
    if (i > 0) sameLineIfFits(ImGui::CalcTextSize(shares.words[i]).x);
    ImGui::TextColored(ImColor(shares.colours[i]), "%s", shares.words[i]);
  }
}

}  // namespace

void drawHistogramPanel(AppState& state) {
  TeachingState& t = state.teaching;
  if (!beginPanelWindow(state, "Histograms", &t.show.histogram, "panel.histogram", ImVec2(345.0f, -400.0f),
                        ImVec2(560.0f, 360.0f)))
    return;
  caption("share of each map per value, 0 to 1; drag a marker to move a threshold");
  markLastItem(state, "histogram.note");
  static constexpr const char* kSource = "shares read from the 64-bin histograms";
  const float width = std::max(ImGui::GetContentRegionAvail().x, ui(64.0f));
  // Two histograms share what their titles, shares and the last caption leave.
  std::array<Shares, views::kMapSlots> shares;
  int lines = 2;  // the titles
  for (std::size_t slot = 0; slot < shares.size(); ++slot) {
    shares[slot] = sharesOf(state.status.maps[slot], state.thresholds, state.params.normalize);
    lines += shareRows(shares[slot], width);
  }
  const float under = lines * ImGui::GetTextLineHeightWithSpacing() +
                      wrappedHeight(linesAtSpaces(kSource, width)) + 2.0f * ImGui::GetStyle().ItemSpacing.y;
  const float height = std::max((ImGui::GetContentRegionAvail().y - under) * 0.5f, ui(30.0f));
  for (std::size_t slot = 0; slot < state.status.maps.size(); ++slot) {
    const std::string_view kind = noiseKindName(state.mapKinds[slot]), side = views::kMapSlotNames[slot];
    char id[16];
    std::snprintf(id, sizeof id, "%.*s", static_cast<int>(side.size()), side.data());
    ImGui::Text("%.*s noise (%s map)", static_cast<int>(kind.size()), kind.data(), id);
    drawHistogram(state, id, state.status.maps[slot], ImVec2(width, height));
    drawShares(shares[slot]);
  }
  caption("%s", kSource);
  ImGui::End();
}

}  // namespace noisescope::gui
