#include "scatter_marks.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "gui/main_map_overlay.h"
#include "gui/ui_scale.h"

namespace noisescope::gui {

namespace {

// Marks narrower than this (pixels) are drawn as one pixel in a dark square,
// which is what an anti-aliased disc that small shows anyway. 45,000 marks
// under llvmpipe (1600 x 1000) cost about 41 ms a frame as two discs of 8
// segments each, 23 ms with ImGui's own segment count, 4 ms as squares.
constexpr float kSmallMark = 1.5f;

}  // namespace

void drawScatterMarks(const AppState& state) {
  const ScatterView& v = state.scatter;
  if (!v.shown) return;
  // Never wider than a third of the smallest spacing on screen, so marks stay
  // apart at 200% and at a zoom out; never under one pixel.
  double smallest = kScatterSpacingMax;
  for (int b = 0; b < kBiomeCount; ++b)
    if (const double sp = scatterSpacing(state.scatterSettings, static_cast<Biome>(b)); sp > 0)
      smallest = std::min(smallest, sp);
  const double apart = smallest * state.sizes.mapWidth * state.camera.zoom / 3.0;
  const float radius = std::max(1.0f, std::min(ui(kScatterMarkRadius), static_cast<float>(apart) - 1.0f));
  forEachMainMap(state, [&](const MainMapFrame& map, ImDrawList& draw) {
    const ScreenRect& r = map.rect;
    for (const ScatterPoint& p : v.points[static_cast<std::size_t>(map.slot)]) {
      const double sx = (p.x - state.camera.cx) * map.scale + map.width * 0.5;
      const double sy = (p.y - state.camera.cy) * map.scale + r.h * 0.5;
      if (!(sx >= 0 && sy >= 0 && sx < r.w && sy < r.h)) continue;
      const ImVec2 c(r.x + std::floor(static_cast<float>(sx)) + 0.5f,
                     r.y + std::floor(static_cast<float>(sy)) + 0.5f);
      const Rgb8 colour = state.biomeColours[static_cast<std::size_t>(p.biome)];
      const ImU32 fill = IM_COL32(colour.r, colour.g, colour.b, 255);
      if (radius < kSmallMark) {  // a pixel in a dark square: four triangles
        draw.PrimReserve(12, 8);
        // The ring lighter than a disc's: the square covers its corners whole.
        draw.PrimRect(ImVec2(c.x - 1.5f, c.y - 1.5f), ImVec2(c.x + 1.5f, c.y + 1.5f), IM_COL32(0, 0, 0, 120));
        draw.PrimRect(ImVec2(c.x - 0.5f, c.y - 0.5f), ImVec2(c.x + 0.5f, c.y + 0.5f), fill);
      } else {  // segments 0: ImGui's table of corners, no sine a mark
        draw.AddCircleFilled(c, radius + 1.0f, IM_COL32(0, 0, 0, 200), 0);
        draw.AddCircleFilled(c, radius, fill, 0);
      }
    }
  });
}

}  // namespace noisescope::gui
