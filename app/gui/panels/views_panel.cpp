// The maps, the octave tiles and the band views, sized to the space left.
#include <imgui.h>

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

void drawMapsRow(AppState& state, ImVec2 origin, float spacing, float labelHeight, const HoverPoint& marker) {
  const ViewSizes& s = state.sizes;
  const Status& st = state.status;
  char text[128];
  // The measured range, and what the colours mean: stretched to the ramp,
  // or with N off, how much of the map lies above 1 (painted orange).
  auto rangeLabel = [&](const char* name, float lo, float hi, double outside) {
    if (state.stretchMaps)
      std::snprintf(text, sizeof text, "%s   %.2f - %.2f   stretched to the ramp", name, lo, hi);
    else if (!state.params.normalize)
      std::snprintf(text, sizeof text, "%s   %.2f - %.2f   %.1f%% above 1", name, lo, hi, 100.0 * outside);
    else
      std::snprintf(text, sizeof text, "%s   %.2f - %.2f", name, lo, hi);
  };
  rangeLabel("Value noise", st.valueMin, st.valueMax, st.valueOutside);
  labelAt(origin, 0, text);
  rangeLabel("Gradient noise", st.gradientMin, st.gradientMax, st.gradientOutside);
  labelAt(origin, s.mapWidth + spacing, text);

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
