// The maps, the octave tiles and the band views, sized to the space left.
#include <imgui.h>

#include <cfloat>
#include <cmath>
#include <cstdio>

#include "core/fbm.h"
#include "gui/map_view.h"
#include "gui/panels/panels.h"
#include "gui/view_layout.h"

namespace noisescope::gui {

namespace {

constexpr const char* kBandNames[kBandViewCount] = {"band.raw", "band.landwater", "band.bands"};
constexpr const char* kBandLabels[kBandViewCount] = {"raw", "land / water", "four bands"};

// A row's label line; `x` is where each label starts.
void labelAt(ImVec2 rowOrigin, float x, const char* text, ImU32 colour = 0) {
  ImGui::SetCursorScreenPos(ImVec2(rowOrigin.x + x, rowOrigin.y));
  if (colour != 0) ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextUnformatted(text);
  if (colour != 0) ImGui::PopStyleColor();
}

// How the map's values spread over [0, 1], with the thresholds marked: why
// gradient noise, bunched around 0.5, gets so little snow.
void drawHistogramTooltip(const char* name, const MapStats& m, const Thresholds& t) {
  ImGui::BeginTooltip();
  ImGui::Text("%s: share of the map per value, 0 to 1", name);
  const ImVec2 size(320, 90);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::PlotHistogram("##histogram", m.histogram.data(), kHistogramBins, 0, nullptr, 0.0f, FLT_MAX, size);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 pad = ImGui::GetStyle().FramePadding;  // the bars sit inside the frame's padding
  const float x0 = at.x + pad.x, width = size.x - 2 * pad.x;
  for (float v : {t.t1, t.t2, t.t3})  // where the bands change
    draw->AddLine(ImVec2(x0 + v * width, at.y), ImVec2(x0 + v * width, at.y + size.y), IM_COL32(255, 255, 255, 140));
  ImGui::Text("thresholds %.2f  %.2f  %.2f;  outside [0, 1]: %.1f%%", t.t1, t.t2, t.t3, 100.0 * m.outside);
  ImGui::EndTooltip();
}

void drawMapsRow(AppState& state, ImVec2 origin, float spacing, float labelHeight, const HoverPoint& marker) {
  const ViewSizes& s = state.sizes;
  const Status& st = state.status;
  char text[128];
  // The measured range, and what the colours mean: stretched to the ramp,
  // or with N off, how much of the map lies above 1 (painted orange).
  auto rangeLabel = [&](const char* name, const MapStats& m, float x) {
    if (state.stretchMaps)
      std::snprintf(text, sizeof text, "%s   %.2f - %.2f   stretched to the ramp", name, m.min, m.max);
    else if (!state.params.normalize)
      std::snprintf(text, sizeof text, "%s   %.2f - %.2f   %.1f%% above 1", name, m.min, m.max, 100.0 * m.outside);
    else
      std::snprintf(text, sizeof text, "%s   %.2f - %.2f", name, m.min, m.max);
    labelAt(origin, x, text);
    if (ImGui::IsItemHovered()) drawHistogramTooltip(name, m, state.thresholds);
  };
  rangeLabel("Value noise", st.value, 0);
  rangeLabel("Gradient noise", st.gradient, static_cast<float>(s.mapWidth) + spacing);

  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + labelHeight));
  drawMapView(state, "map.value", state.images.value, s.mapWidth, s.mapHeight, marker);
  ImGui::SetCursorScreenPos(ImVec2(origin.x + s.mapWidth + spacing, origin.y + labelHeight));
  drawMapView(state, "map.gradient", state.images.gradient, s.mapWidth, s.mapHeight, marker);
}

void drawOctaveRow(AppState& state, ImVec2 origin, float spacing, float labelHeight, const HoverPoint& marker) {
  const ViewSizes& s = state.sizes;
  const NoiseParams& p = state.params;
  const float line = ImGui::GetTextLineHeight();
  char text[48];
  for (int o = 0; o < clampOctaves(p.octaves); ++o) {
    const float x = o * (s.tileWidth + spacing);
    // Two short lines, clipped to the tile, so 16 narrow tiles stay readable.
    ImGui::PushClipRect(ImVec2(origin.x + x, origin.y), ImVec2(origin.x + x + s.tileWidth, origin.y + labelHeight), true);
    std::snprintf(text, sizeof text, "f %.4g", p.frequency * octaveFrequency(p, o));
    labelAt(origin, x, text, IM_COL32(200, 200, 200, 255));
    std::snprintf(text, sizeof text, "a %.4g", std::pow(p.persistence, o));
    labelAt(ImVec2(origin.x, origin.y + line), x, text, IM_COL32(160, 160, 160, 255));
    ImGui::PopClipRect();
    ImGui::SetCursorScreenPos(ImVec2(origin.x + x, origin.y + labelHeight));
    char name[24];
    std::snprintf(name, sizeof name, "octave.%d", o);
    drawMapView(state, name, state.images.octaves[static_cast<std::size_t>(o)], s.tileWidth, s.tileHeight, marker);
  }
}

void drawBandRow(AppState& state, ImVec2 origin, float spacing, float labelHeight, const HoverPoint& marker) {
  const ViewSizes& s = state.sizes;
  char text[64];
  const char* noise = state.params.noise == NoiseKind::Value ? "value" : "gradient";
  for (int b = 0; b < kBandViewCount; ++b) {
    const float x = b * (s.bandWidth + spacing);
    std::snprintf(text, sizeof text, "%s, %s noise", kBandLabels[b], noise);
    labelAt(origin, x, text);
    ImGui::SetCursorScreenPos(ImVec2(origin.x + x, origin.y + labelHeight));
    drawMapView(state, kBandNames[b], state.images.bands[static_cast<std::size_t>(b)], s.bandWidth, s.bandHeight,
                marker);
  }
}

}  // namespace

void drawViewsPanel(AppState& state) {
  // Last frame's hover point marks the same spot in every view; the views
  // set this frame's as they are drawn.
  const HoverPoint marker = state.hover;
  state.hover.active = false;
  const ImGuiStyle& style = ImGui::GetStyle();
  LayoutInput in;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  in.width = avail.x;
  in.height = avail.y;
  in.spacing = style.ItemSpacing.x;
  in.labelHeight = ImGui::GetTextLineHeightWithSpacing();
  in.tileLabelHeight = ImGui::GetTextLineHeight() + in.labelHeight;
  in.octaves = state.params.octaves;
  in.showOctaves = state.panels.octaves;
  in.showBands = state.panels.bands;
  state.sizes = computeViewSizes(in);
  const ViewSizes& s = state.sizes;
  if (s.mapWidth == 0) return;

  const ImVec2 start = ImGui::GetCursorScreenPos();
  ImVec2 row(std::floor(start.x), std::floor(start.y));
  drawMapsRow(state, row, in.spacing, in.labelHeight, marker);
  row.y += in.labelHeight + s.mapHeight + in.spacing;
  if (s.tileWidth > 0) {
    drawOctaveRow(state, row, in.spacing, in.tileLabelHeight, marker);
    row.y += in.tileLabelHeight + s.tileHeight + in.spacing;
  }
  if (s.bandWidth > 0) drawBandRow(state, row, in.spacing, in.labelHeight, marker);
}

}  // namespace noisescope::gui
