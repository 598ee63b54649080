// The export's frame on the main maps: while the Export section is open, the
// region the exporter will render (io::exportRegion of the panel's own
// settings, the same ExportSettings Export hands the exporter) is outlined
// on both maps and what lies outside it is dimmed. A square export of a
// landscape map reaches above and below it; the caption says how far.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "noisescope/fill/camera.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "io/map_export.h"

namespace noisescope::gui {

namespace {

constexpr ImU32 kOutside = IM_COL32(0, 0, 0, 150);
constexpr ImU32 kOutline = IM_COL32(255, 200, 40, 255);

// Filled rectangles on whole pixels: no antialiased fringe inside the frame.
void fill(ImDrawList* draw, float x0, float y0, float x1, float y1, ImU32 colour) {
  if (x1 > x0 && y1 > y0) draw->AddRectFilled(ImVec2(x0, y0), ImVec2(x1, y1), colour);
}

// The frame `f` (window pixels, whole) over the map at `r`, clipped to it.
void drawFrame(ImDrawList* draw, const ScreenRect& r, const ScreenRect& f) {
  const float mx1 = r.x + r.w, my1 = r.y + r.h;
  const float fx1 = f.x + f.w, fy1 = f.y + f.h;
  draw->PushClipRect(ImVec2(r.x, r.y), ImVec2(mx1, my1), true);
  fill(draw, r.x, r.y, mx1, f.y, kOutside);                                   // above
  fill(draw, r.x, fy1, mx1, my1, kOutside);                                   // below
  fill(draw, r.x, std::max(f.y, r.y), f.x, std::min(fy1, my1), kOutside);     // left
  fill(draw, fx1, std::max(f.y, r.y), mx1, std::min(fy1, my1), kOutside);     // right
  const float t = std::round(ui(2.0f));  // the outline lies outside the frame
  fill(draw, f.x - t, f.y - t, fx1 + t, f.y, kOutline);
  fill(draw, f.x - t, fy1, fx1 + t, fy1 + t, kOutline);
  fill(draw, f.x - t, f.y, f.x, fy1, kOutline);
  fill(draw, fx1, f.y, fx1 + t, fy1, kOutline);
  draw->PopClipRect();
}

}  // namespace

void drawExportFramePanel(AppState& state) {
  if (!state.panels.exportPanel || state.sizes.mapWidth <= 0 || state.sizes.mapHeight <= 0) return;
  const ExportPanelState& e = state.exporting;
  const bool tiled = exportIsTiled(e);
  const io::ExportSettings settings = exportSettingsOf(state);
  const MapRegion region =
      io::exportRegion(tiled ? io::tiledWhole(settings, e.tiles[0], e.tiles[1]) : settings);
  const int w = state.sizes.mapWidth, h = state.sizes.mapHeight;
  const MapPoint a = mapToScreen(state.camera, w, h, region.x0, region.y0);
  const MapPoint b = mapToScreen(state.camera, w, h, region.x1, region.y1);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int count = state.marks.count;  // the loop adds a mark
  for (int i = 0; i < count; ++i) {
    const ScreenMarks::Mark& m = state.marks.marks[static_cast<std::size_t>(i)];
    const bool left = std::strcmp(m.name, "map.left") == 0;
    if (!left && std::strcmp(m.name, "map.right") != 0) continue;
    const ScreenRect r = m.rect;
    const float x0 = r.x + static_cast<float>(std::round(a.x)), y0 = r.y + static_cast<float>(std::round(a.y));
    const ScreenRect frame{x0, y0, r.x + static_cast<float>(std::round(b.x)) - x0,
                           r.y + static_cast<float>(std::round(b.y)) - y0};
    drawFrame(draw, r, frame);
    if (!left) continue;
    state.marks.add("export.frame", frame);
    // How much of the map the export covers, across and down, in the words
    // that fit inside the map (at 200% the long form outgrew a half-width
    // map and ran on over the right one).
    char whole[64], brief[32];
    const double across = 100.0 * frame.w / r.w, down = 100.0 * frame.h / r.h;
    std::snprintf(whole, sizeof whole, "export frame: %.0f%% x %.0f%% of the map", across, down);
    std::snprintf(brief, sizeof brief, "export %.0f%% x %.0f%%", across, down);
    const char* caption = longestThatFits({whole, brief}, r.w - ui(8.0f));
    const ImVec2 size = ImGui::CalcTextSize(caption);
    const ImVec2 at(r.x + ui(4.0f), r.y + r.h - size.y - ui(4.0f));
    draw->AddRectFilled(ImVec2(at.x - ui(2.0f), at.y - ui(1.0f)), ImVec2(at.x + size.x + ui(2.0f), at.y + size.y + ui(1.0f)),
                        IM_COL32(0, 0, 0, 200));
    draw->AddText(at, kOutline, caption);
    state.marks.add("export.frame.caption", ScreenRect{at.x, at.y, size.x, size.y});
  }
}

}  // namespace noisescope::gui
