// The lattice overlay: the cells of the chosen octave drawn over both main
// maps, each in its own kind's lattice, on exactly the screen columns and
// rows where the maps' pixels cross a cell border (the view mapping of
// noisescope/fill/camera.h, inverted), so it pans and zooms with them. Once a cell is
// large on screen, each corner's lattice value (value noise) or gradient
// arrow (gradient and simplex noise, noisescope/noise/lattice.h), or each Worley cell's
// feature point. Simplex's triangles are its skewed lattice unskewed.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <utility>

#include "noisescope/noise/fbm.h"
#include "noisescope/noise/lattice.h"
#include "noisescope/noise/mistakes.h"
#include "noisescope/noise/noise_families.h"
#include "noisescope/noise/octave_plan.h"
#include "noisescope/terrain/terrain.h"
#include "gui/panels/panels.h"
#include "gui/ui_scale.h"

namespace noisescope::gui {

namespace {

constexpr float kMinCellPixels = 4.0f;     // denser lattices are not drawn (map pixels, whatever the UI scale)
constexpr float kLabelCellPixels = 56.0f;  // corners are labelled from this cell size on, pixels at 100%
constexpr float kFeatureCellPixels =
    16.0f;  // Worley's feature points are drawn from this cell size on, pixels at 100%
constexpr float kMinTriangleCellPixels =
    8.0f;                                  // a denser triangular lattice is not drawn (three lines a corner)
constexpr int kMaxLines = 1024;            // per axis, a bound on the work whatever the zoom
constexpr double kMaxTriangleCorners = 40000;  // the triangular lattice's bound on the work
constexpr ImU32 kLineColour = IM_COL32(255, 0, 255, 255);

// The screen column (or row) inside the map, from its left (top) edge, where
// lattice coordinate c of the octave lies: the inverse of the view mapping.
double screenOf(double c, double cellsPerMapWidth, double centre, double side, double mapWidth, double zoom) {
  return (c / cellsPerMapWidth - centre) * mapWidth * zoom + side * 0.5;
}

// The view's window onto the octave's lattice: lattice coordinates of its
// top-left corner, pixels per cell.
struct LatticeWindow {
  ScreenRect r;
  Camera v;
  double cells = 1.0;  // cells per map width
  double cell = 1.0;   // pixels per cell
  double x0 = 0.0, y0 = 0.0;

  ImVec2 at(double i, double j) const {  // lattice (i, j) on screen
    return ImVec2(r.x + static_cast<float>(screenOf(i, cells, v.cx, r.w, r.w, v.zoom)),
                  r.y + static_cast<float>(screenOf(j, cells, v.cy, r.h, r.w, v.zoom)));
  }
};

void drawArrow(ImDrawList* draw, ImVec2 c, const Gradient& g, float len) {
  const ImVec2 tip(c.x + static_cast<float>(g.x) * len, c.y + static_cast<float>(g.y) * len);
  draw->AddLine(c, tip, IM_COL32(255, 255, 255, 255), ui(2.0f));
  draw->AddCircleFilled(tip, ui(3.0f), IM_COL32(255, 255, 255, 255));
}

// The square lattice (value, gradient, Worley cells): a line on pixel column
// floor(s), the one whose samples straddle the border (AddLine adds the half
// pixel that puts it on the pixel centres); once cells are large, each
// corner's value or gradient, or each Worley cell's feature point.
void drawSquareLattice(ImDrawList* draw, const LatticeWindow& w, const NoiseParams& p, int octave) {
  const double i0 = std::floor(w.x0), j0 = std::floor(w.y0);
  const int columns = static_cast<int>(std::min<double>(w.r.w / w.cell + 2, kMaxLines));
  const int rows = static_cast<int>(std::min<double>(w.r.h / w.cell + 2, kMaxLines));
  for (int k = 0; k <= columns; ++k) {
    const float s =
        w.r.x + static_cast<float>(std::floor(screenOf(i0 + k, w.cells, w.v.cx, w.r.w, w.r.w, w.v.zoom)));
    draw->AddLine(ImVec2(s, w.r.y), ImVec2(s, w.r.y + w.r.h), kLineColour);
  }
  for (int k = 0; k <= rows; ++k) {
    const float s =
        w.r.y + static_cast<float>(std::floor(screenOf(j0 + k, w.cells, w.v.cy, w.r.h, w.r.w, w.v.zoom)));
    draw->AddLine(ImVec2(w.r.x, s), ImVec2(w.r.x + w.r.w, s), kLineColour);
  }
  const bool worley = p.noise == NoiseKind::Worley;
  if (w.cell < ui(worley ? kFeatureCellPixels : kLabelCellPixels)) return;
  const std::int32_t seed = octaveSeedOf(p, p.seed, octave);  // the maps' seed, mistakes included
  const auto period =
      static_cast<std::int64_t>(p.tile ? octavePeriod(p, TerrainFbm::Elevation, octave) : 0.0);
  char text[16];
  for (int b = 0; b <= rows; ++b)
    for (int a = 0; a <= columns; ++a) {
      const double i = i0 + a, j = j0 + b;
      const ImVec2 c = w.at(i, j);
      const std::int32_t ix = static_cast<std::int32_t>(i), iy = static_cast<std::int32_t>(j);
      switch (p.noise) {
        case NoiseKind::Value:
          std::snprintf(text, sizeof text, "%.2f", latticeValue(ix, iy, seed));
          draw->AddText(ImVec2(c.x + ui(3.0f), c.y + ui(2.0f)), IM_COL32(255, 255, 255, 255), text);
          break;
        case NoiseKind::Gradient:
          drawArrow(draw, c, latticeGradient(ix, iy, seed), static_cast<float>(w.cell) * 0.3f);
          break;
        case NoiseKind::Worley: {  // the cell's feature point, as the search hashes it (wrapped when tiled)
          const auto hx = static_cast<std::int32_t>(period > 0 ? wrapIndex(ix, period) : ix);
          const auto hy = static_cast<std::int32_t>(period > 0 ? wrapIndex(iy, period) : iy);
          const FeaturePoint f = worleyFeature(hx, hy, seed, p.jitter);
          const ImVec2 q = w.at(i + 0.5 + f.ju, j + 0.5 + f.jv);
          draw->AddCircleFilled(q, ui(4.0f), IM_COL32(0, 0, 0, 200));
          draw->AddCircleFilled(q, ui(2.5f), IM_COL32(255, 255, 255, 255));
          break;
        }
        case NoiseKind::Simplex: break;  // drawTriangleLattice
      }
    }
}

// Simplex's triangular lattice: corner (i, j) at (i, j) - (i + j) G, each
// skewed square split along its diagonal from (i, j) to (i + 1, j + 1);
// once cells are large, each corner's gradient.
void drawTriangleLattice(ImDrawList* draw, const LatticeWindow& w, const NoiseParams& p, int octave) {
  if (w.cell < kMinTriangleCellPixels) return;
  const auto unskewed = [](double i, double j) {
    const double t = (i + j) * kSimplexUnskew;
    return std::pair{i - t, j - t};
  };
  // The skewed indices of the view's corners bound the corners to draw.
  const double x1 = w.x0 + w.r.w / w.cell, y1 = w.y0 + w.r.h / w.cell;
  double iMin = 1e300, iMax = -1e300, jMin = 1e300, jMax = -1e300;
  for (const auto& [x, y] :
       {std::pair{w.x0, w.y0}, std::pair{x1, w.y0}, std::pair{w.x0, y1}, std::pair{x1, y1}}) {
    const double s = (x + y) * kSimplexSkew;
    iMin = std::min(iMin, x + s), iMax = std::max(iMax, x + s), jMin = std::min(jMin, y + s),
    jMax = std::max(jMax, y + s);
  }
  iMin = std::floor(iMin) - 1, jMin = std::floor(jMin) - 1;
  const int columns = static_cast<int>(std::min(iMax - iMin + 2, double{kMaxLines}));
  const int rows = static_cast<int>(std::min(jMax - jMin + 2, double{kMaxLines}));
  if (static_cast<double>(columns) * rows > kMaxTriangleCorners) return;
  const bool arrows = w.cell >= ui(kLabelCellPixels);
  const std::int32_t seed = octaveSeedOf(p, p.seed, octave);
  for (int b = 0; b <= rows; ++b)
    for (int a = 0; a <= columns; ++a) {
      const double i = iMin + a, j = jMin + b;
      const auto [cx, cy] = unskewed(i, j);
      const ImVec2 c = w.at(cx, cy);
      for (const auto& [di, dj] : {std::pair{1.0, 0.0}, std::pair{0.0, 1.0}, std::pair{1.0, 1.0}}) {
        const auto [ex, ey] = unskewed(i + di, j + dj);
        draw->AddLine(c, w.at(ex, ey), kLineColour);
      }
      if (arrows)
        drawArrow(draw, c, latticeGradient(static_cast<std::int32_t>(i), static_cast<std::int32_t>(j), seed),
                  static_cast<float>(w.cell) * 0.3f);
    }
}

void drawOverlay(const AppState& state, const ScreenRect& r, NoiseKind noise) {
  const NoiseParams p = paramsOfKind(state.params, noise);
  const int octave = std::min(state.teaching.octave, p.octaves - 1);
  LatticeWindow w{r, state.camera};
  w.cells = p.frequency * octaveFrequency(p, octave);  // cells per map width
  w.cell = r.w * w.v.zoom / w.cells;                   // pixels per cell
  if (w.cell < kMinCellPixels) return;
  // Lattice coordinates at the map's edges.
  w.x0 = (w.v.cx + (0.0 - r.w * 0.5) / (r.w * w.v.zoom)) * w.cells;
  w.y0 = (w.v.cy + (0.0 - r.h * 0.5) / (r.w * w.v.zoom)) * w.cells;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->PushClipRect(ImVec2(r.x, r.y), ImVec2(r.x + r.w, r.y + r.h), true);
  if (noise == NoiseKind::Simplex)
    drawTriangleLattice(draw, w, p, octave);
  else
    drawSquareLattice(draw, w, p, octave);
  draw->PopClipRect();
}

}  // namespace

void drawLatticeOverlayPanel(AppState& state) {
  if (!state.teaching.show.lattice) return;
  for (int i = 0; i < state.marks.count; ++i) {
    const ScreenMarks::Mark& m = state.marks.marks[static_cast<std::size_t>(i)];
    for (std::size_t slot = 0; slot < state.mapKinds.size(); ++slot)
      if (m.image == &state.images.maps[slot]) drawOverlay(state, m.rect, state.mapKinds[slot]);
  }
}

}  // namespace noisescope::gui
