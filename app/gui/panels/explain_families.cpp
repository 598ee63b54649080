#include "explain_families.h"

#include <imgui.h>

#include <cmath>
#include <cstdarg>
#include <cstdio>

#include "noisescope/noise/noise_families.h"
#include "gui/panels/widgets.h"

namespace noisescope::gui {

namespace {

constexpr float kSimplexSpan = 2.0f;  // lattice units across the simplex drawing: every corner of the cell
constexpr int kWorleyCells = 5;       // the searched cells across the Worley drawing
constexpr ImU32 kPointColour = IM_COL32(255, 90, 90, 255);
constexpr ImU32 kCornerColour = IM_COL32(255, 200, 80, 255);
constexpr ImU32 kFaint = IM_COL32(200, 200, 200, 90);

// The drawing's square: the item, its background, and where a lattice point lies.
struct Box {
  ImVec2 origin;
  float side = 0;
  ImDrawList* draw = nullptr;
};

Box beginBox(AppState& state, float side) {
  Box b{ImGui::GetCursorScreenPos(), side, ImGui::GetWindowDrawList()};
  ImGui::Dummy(ImVec2(side, side));
  markLastItem(state, "explain.cell");
  b.draw->AddRectFilled(b.origin, ImVec2(b.origin.x + side, b.origin.y + side), IM_COL32(40, 44, 52, 255));
  b.draw->PushClipRect(b.origin, ImVec2(b.origin.x + side, b.origin.y + side), true);
  return b;
}

void endBox(const Box& b) {
  b.draw->PopClipRect();
  b.draw->AddRect(b.origin, ImVec2(b.origin.x + b.side, b.origin.y + b.side), IM_COL32(200, 200, 200, 255));
}

void arrowTo(ImDrawList* draw, ImVec2 from, ImVec2 to, ImU32 colour) {
  draw->AddLine(from, to, colour, ui(2.0f));
  draw->AddCircleFilled(to, ui(3.0f), colour);
}

// The skewed cell around the point, unskewed: its rhombus, the triangle the
// point lies in, each corner's reach (r > 0 inside |d|^2 < 0.5), gradient
// and contribution. The point sits at the drawing's centre, y down.
void drawSimplex(AppState& state, const OctaveSteps& s, float side) {
  const SimplexSteps st = simplexSteps(s.positionX, s.positionY, s.seed);
  const Box b = beginBox(state, side);
  const float scale = side / kSimplexSpan;
  const ImVec2 centre(b.origin.x + 0.5f * side, b.origin.y + 0.5f * side);
  const auto at = [&](double dx, double dy) {  // the point plus (dx, dy) lattice units
    return ImVec2(centre.x + static_cast<float>(dx) * scale, centre.y + static_cast<float>(dy) * scale);
  };
  // The rhombus of cell (i, j): corner (i + a, j + b) at the first corner plus (a, b) unskewed.
  const auto rhombus = [&](int a, int c) {
    const double g = (a + c) * kSimplexUnskew;
    return at(-st.x0 + a - g, -st.y0 + c - g);
  };
  const ImVec2 quad[4] = {rhombus(0, 0), rhombus(1, 0), rhombus(1, 1), rhombus(0, 1)};
  b.draw->AddPolyline(quad, 4, kFaint, ImDrawFlags_Closed, ui(1.0f));
  ImVec2 corners[3];
  for (std::size_t k = 0; k < 3; ++k) corners[k] = at(-st.corners[k].dx, -st.corners[k].dy);
  b.draw->AddTriangleFilled(corners[0], corners[1], corners[2], IM_COL32(90, 110, 150, 120));
  b.draw->AddTriangle(corners[0], corners[1], corners[2], IM_COL32(200, 200, 200, 255), ui(1.5f));
  char text[24];
  for (std::size_t k = 0; k < 3; ++k) {
    const SimplexCorner& c = st.corners[k];
    const ImVec2 p = corners[k];
    b.draw->AddCircle(p, std::sqrt(0.5f) * scale, c.r > 0 ? IM_COL32(140, 220, 140, 150) : kFaint, 48);
    if (c.r > 0)  // the others add nothing
      arrowTo(b.draw, p,
              ImVec2(p.x + static_cast<float>(c.gx) * 0.3f * scale,
                     p.y + static_cast<float>(c.gy) * 0.3f * scale),
              kCornerColour);
    else
      b.draw->AddCircleFilled(p, ui(3.0f), kCornerColour);
    std::snprintf(text, sizeof text, "%+.4f", c.contribution);
    b.draw->AddText(ImVec2(p.x + ui(5.0f), p.y + ui(3.0f)), IM_COL32(230, 230, 230, 255), text);
  }
  b.draw->AddCircleFilled(centre, ui(5.0f), kPointColour);
  endBox(b);
}

// A distance's unit ball of radius `r` pixels around `c`: a circle, a diamond or a square.
void drawBall(ImDrawList* draw, ImVec2 c, float r, CellDistance d, ImU32 colour) {
  switch (d) {
    case CellDistance::Euclidean: draw->AddCircle(c, r, colour, 64, ui(1.5f)); break;
    case CellDistance::Manhattan:
      draw->AddQuad(ImVec2(c.x, c.y - r), ImVec2(c.x + r, c.y), ImVec2(c.x, c.y + r), ImVec2(c.x - r, c.y),
                    colour, ui(1.5f));
      break;
    case CellDistance::Chebyshev:
      draw->AddRect(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), colour, 0.0f, 0, ui(1.5f));
      break;
  }
}

// The 5 x 5 cells searched around the point's: each one's feature point,
// the nearest ringed, and the F1 and F2 distances drawn around the point.
void drawWorley(AppState& state, const OctaveSteps& s, const NoiseParams& p, float side) {
  const WorleySettings w = worleySettingsOf(p);
  const WorleySearch f = worleySearch(s.positionX, s.positionY, s.seed, w);
  const Box b = beginBox(state, side);
  const float cell = side / kWorleyCells;
  const int half = kWorleyCells / 2;
  const auto at = [&](double x, double y) {  // cell-relative lattice position: (0, 0) the point's cell corner
    return ImVec2(b.origin.x + static_cast<float>(x + half) * cell,
                  b.origin.y + static_cast<float>(y + half) * cell);
  };
  for (int k = 0; k <= kWorleyCells; ++k) {
    b.draw->AddLine(at(k - half, -half), at(k - half, half + 1), kFaint);
    b.draw->AddLine(at(-half, k - half), at(half + 1, k - half), kFaint);
  }
  b.draw->AddRect(at(0, 0), at(1, 1), IM_COL32(200, 200, 200, 200));  // the point's own cell
  for (int dj = -half; dj <= half; ++dj)
    for (int di = -half; di <= half; ++di) {
      const std::int32_t i = s.cell.ix + di, j = s.cell.iy + dj;
      const FeaturePoint fp = worleyFeature(i, j, s.seed, w.jitter);
      const ImVec2 q = at(di + 0.5 + fp.ju, dj + 0.5 + fp.jv);
      const bool nearest = i == f.nearestX && j == f.nearestY;
      b.draw->AddCircleFilled(q, ui(nearest ? 4.0f : 3.0f),
                              nearest ? kCornerColour : IM_COL32(210, 210, 210, 255));
      if (nearest) b.draw->AddCircle(q, ui(7.0f), kCornerColour, 16, ui(1.5f));
    }
  const ImVec2 point = at(s.cell.fx, s.cell.fy);
  drawBall(b.draw, point, static_cast<float>(f.f1) * cell, w.distance, IM_COL32(140, 220, 140, 255));
  drawBall(b.draw, point, static_cast<float>(f.f2) * cell, w.distance, IM_COL32(120, 170, 255, 255));
  b.draw->AddCircleFilled(point, ui(5.0f), kPointColour);
  endBox(b);
}

void simplexRows(AppState& state, const OctaveSteps& s) {
  const SimplexSteps st = simplexSteps(s.positionX, s.positionY, s.seed);
  explainRow("skew", "s = (x + y) F = %.6f;  cell (%d, %d)", st.skew, st.corners[0].i, st.corners[0].j);
  explainRow("unskewed", "(x0, y0) = (%.6f, %.6f) from the first corner", st.x0, st.y0);
  static constexpr const char* kCornerMarks[] = {"explain.corner.0", "explain.corner.1", "explain.corner.2"};
  for (std::size_t k = 0; k < st.corners.size(); ++k) {
    const SimplexCorner& c = st.corners[k];
    ImGui::TableNextColumn();
    ImGui::Text("(%d, %d)", c.i, c.j);
    ImGui::TableNextColumn();
    wrapped("d\u00a0(%+.4f, %+.4f)  r\u00a0=\u00a00.5\u00a0-\u00a0|d|^2\u00a0=\u00a0%+.4f", c.dx, c.dy, c.r);
    markLastItem(state, kCornerMarks[k]);
    ImGui::TableNextColumn();
    ImGui::TableNextColumn();
    if (c.r > 0.0)
      wrapped("g\u00a0(%+.3f, %+.3f)  r^4\u00a0(g\u00a0.\u00a0d)\u00a0=\u00a0%+.6f", c.gx, c.gy,
              c.contribution);
    else
      wrapped("r <= 0: out of reach, adds 0");
  }
  explainRow("noise", "%.6f  (99.2 x sum + 1) / 2", s.noise);
}

void worleyRows(AppState& state, const OctaveSteps& s, const NoiseParams& p) {
  const WorleySettings w = worleySettingsOf(p);
  const WorleySearch f = worleySearch(s.positionX, s.positionY, s.seed, w);
  explainRow("cell (i, j)", "(%d, %d)  fraction (%.6f, %.6f)", s.cell.ix, s.cell.iy, s.cell.fx, s.cell.fy);
  explainRow("search", "25 cells' feature points, jitter %.3f, %s distance", w.jitter,
             cellDistanceName(w.distance).data());
  explainRow("F1, F2", "%.6f, %.6f  (green, blue)", f.f1, f.f2);
  markLastItem(state, "explain.f1");
  explainRow("nearest cell", "(%d, %d)  ringed", f.nearestX, f.nearestY);
  const std::string_view term = worleyReturnTerm(w.output);
  if (term.empty())
    explainRow("noise", "%.6f  the nearest cell's own value", s.noise);
  else
    explainRow("noise", "%.6f  %.*s / %.6f", s.noise, static_cast<int>(term.size()), term.data(),
               worleyBound(w.distance, w.output));
}

}  // namespace

void explainRow(const char* step, const char* format, ...) {
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(step);
  ImGui::TableNextColumn();
  std::va_list args;
  va_start(args, format);
  wrappedV(format, args);
  va_end(args);
}

bool drawFamilyCell(AppState& state, const OctaveSteps& s, const NoiseParams& p, float side) {
  switch (s.kind) {
    case NoiseKind::Value:
    case NoiseKind::Gradient: return false;
    case NoiseKind::Simplex: drawSimplex(state, s, side); break;
    case NoiseKind::Worley: drawWorley(state, s, p, side); break;
  }
  return true;
}

bool drawFamilyRows(AppState& state, const OctaveSteps& s, const NoiseParams& p) {
  switch (s.kind) {
    case NoiseKind::Value:
    case NoiseKind::Gradient: return false;
    case NoiseKind::Simplex: simplexRows(state, s); break;
    case NoiseKind::Worley: worleyRows(state, s, p); break;
  }
  return true;
}

}  // namespace noisescope::gui
