// The lattice overlay: the cells of the chosen octave drawn over both main
// maps, on exactly the screen columns and rows where the maps' pixels cross
// a cell border (the view mapping of core/camera.h, inverted), so it pans and
// zooms with them. Once a cell is large on screen, each corner's lattice
// value (value noise) or gradient arrow (gradient noise), from core/lattice.h.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "core/fbm.h"
#include "core/lattice.h"
#include "core/mistakes.h"
#include "gui/panels/panels.h"
#include "gui/ui_scale.h"

namespace noisescope::gui {

namespace {

constexpr float kMinCellPixels = 4.0f;     // denser lattices are not drawn (map pixels, whatever the UI scale)
constexpr float kLabelCellPixels = 56.0f;  // corners are labelled from this cell size on, pixels at 100%
constexpr int kMaxLines = 1024;            // per axis, a bound on the work whatever the zoom
constexpr ImU32 kLineColour = IM_COL32(255, 0, 255, 255);

// The screen column (or row) inside the map, from its left (top) edge, where
// lattice coordinate c of the octave lies: the inverse of the view mapping.
double screenOf(double c, double cellsPerMapWidth, double centre, double side, double mapWidth, double zoom) {
  return (c / cellsPerMapWidth - centre) * mapWidth * zoom + side * 0.5;
}

void drawOverlay(const AppState& state, const ScreenRect& r, NoiseKind noise) {
  const NoiseParams p = clampParams(state.params);
  const int octave = std::min(state.teaching.octave, p.octaves - 1);
  const double cells = p.frequency * octaveFrequency(p, octave);  // cells per map width
  const Camera& v = state.camera;
  const double cell = r.w * v.zoom / cells;  // pixels per cell
  if (cell < kMinCellPixels) return;
  // Lattice coordinates at the map's edges.
  const double x0 = (v.cx + (0.0 - r.w * 0.5) / (r.w * v.zoom)) * cells;
  const double y0 = (v.cy + (0.0 - r.h * 0.5) / (r.w * v.zoom)) * cells;
  const double i0 = std::floor(x0), j0 = std::floor(y0);
  const int columns = static_cast<int>(std::min<double>(r.w / cell + 2, kMaxLines));
  const int rows = static_cast<int>(std::min<double>(r.h / cell + 2, kMaxLines));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->PushClipRect(ImVec2(r.x, r.y), ImVec2(r.x + r.w, r.y + r.h), true);
  // A line on pixel column floor(s), the one whose samples straddle the border
  // (AddLine adds the half pixel that puts it on the pixel centres).
  for (int k = 0; k <= columns; ++k) {
    const float s = r.x + static_cast<float>(std::floor(screenOf(i0 + k, cells, v.cx, r.w, r.w, v.zoom)));
    draw->AddLine(ImVec2(s, r.y), ImVec2(s, r.y + r.h), kLineColour);
  }
  for (int k = 0; k <= rows; ++k) {
    const float s = r.y + static_cast<float>(std::floor(screenOf(j0 + k, cells, v.cy, r.h, r.w, v.zoom)));
    draw->AddLine(ImVec2(r.x, s), ImVec2(r.x + r.w, s), kLineColour);
  }
  if (cell >= ui(kLabelCellPixels)) {
    const std::int32_t seed = octaveSeedOf(p, p.seed, octave);  // the maps' seed, mistakes included
    char text[16];
    for (int b = 0; b <= rows; ++b)
      for (int a = 0; a <= columns; ++a) {
        const double i = i0 + a, j = j0 + b;
        const ImVec2 c(r.x + static_cast<float>(screenOf(i, cells, v.cx, r.w, r.w, v.zoom)),
                       r.y + static_cast<float>(screenOf(j, cells, v.cy, r.h, r.w, v.zoom)));
        const std::int32_t ix = static_cast<std::int32_t>(i), iy = static_cast<std::int32_t>(j);
        switch (noise) {
          case NoiseKind::Value:
            std::snprintf(text, sizeof text, "%.2f", latticeValue(ix, iy, seed));
            draw->AddText(ImVec2(c.x + ui(3.0f), c.y + ui(2.0f)), IM_COL32(255, 255, 255, 255), text);
            break;
          case NoiseKind::Gradient: {
            const Gradient g = latticeGradient(ix, iy, seed);
            const float len = static_cast<float>(cell) * 0.3f;
            const ImVec2 tip(c.x + static_cast<float>(g.x) * len, c.y + static_cast<float>(g.y) * len);
            draw->AddLine(c, tip, IM_COL32(255, 255, 255, 255), ui(2.0f));
            draw->AddCircleFilled(tip, ui(3.0f), IM_COL32(255, 255, 255, 255));
            break;
          }
          case NoiseKind::Simplex:
          case NoiseKind::Worley: break;  // drawn on the main maps alone: value and gradient noise
        }
      }
  }
  draw->PopClipRect();
}

}  // namespace

void drawLatticeOverlayPanel(AppState& state) {
  if (!state.teaching.show.lattice) return;
  for (int i = 0; i < state.marks.count; ++i) {
    const ScreenMarks::Mark& m = state.marks.marks[static_cast<std::size_t>(i)];
    if (std::strcmp(m.name, "map.value") == 0) drawOverlay(state, m.rect, NoiseKind::Value);
    if (std::strcmp(m.name, "map.gradient") == 0) drawOverlay(state, m.rect, NoiseKind::Gradient);
  }
}

}  // namespace noisescope::gui
