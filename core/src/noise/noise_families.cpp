#include "noisescope/noise/noise_families.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "noisescope/noise/coords.h"
#include "noisescope/noise/lattice.h"
#include "noisescope/terrain/terrain.h"

namespace noisescope {

namespace {

// Corner (i, j) with offset (dx, dy): r^4 (g . d) where r > 0, else 0.
SimplexCorner corner(std::int32_t i, std::int32_t j, std::int32_t seed, double dx, double dy) {
  SimplexCorner c{i, j, dx, dy, 0.5 - dx * dx - dy * dy};
  if (c.r <= 0.0) return c;
  const Gradient g = latticeGradient(i, j, seed);
  c.gx = g.x, c.gy = g.y;
  const double r2 = c.r * c.r;
  c.contribution = r2 * r2 * (g.x * dx + g.y * dy);
  return c;
}

std::int32_t plus(std::int32_t i, int d) {
  return static_cast<std::int32_t>(static_cast<std::uint32_t>(i) + static_cast<std::uint32_t>(d));
}

std::int32_t low32(std::int64_t i) {
  return static_cast<std::int32_t>(static_cast<std::uint32_t>(i));
}

double distanceOf(CellDistance d, double dx, double dy) {
  switch (d) {
    case CellDistance::Euclidean: return std::sqrt(dx * dx + dy * dy);
    case CellDistance::Manhattan: return std::abs(dx) + std::abs(dy);
    case CellDistance::Chebyshev: return std::max(std::abs(dx), std::abs(dy));
  }
  return std::sqrt(dx * dx + dy * dy);
}

}  // namespace

SimplexSteps simplexSteps(double x, double y, std::int32_t seed) {
  SimplexSteps st;
  st.x = sane(x), st.y = sane(y);
  st.skew = (st.x + st.y) * kSimplexSkew;
  const double fi = saneFloor(st.x + st.skew), fj = saneFloor(st.y + st.skew);
  const double t = (fi + fj) * kSimplexUnskew;
  st.x0 = (st.x - fi) + t, st.y0 = (st.y - fj) + t;
  const auto i = static_cast<std::int32_t>(fi), j = static_cast<std::int32_t>(fj);
  const int a = st.x0 > st.y0 ? 1 : 0, b = 1 - a;  // the middle corner: (i + 1, j) below the diagonal
  const double g = kSimplexUnskew;
  st.corners = {corner(i, j, seed, st.x0, st.y0),
                corner(plus(i, a), plus(j, b), seed, st.x0 - a + g, st.y0 - b + g),
                corner(plus(i, 1), plus(j, 1), seed, st.x0 - 1.0 + 2.0 * g, st.y0 - 1.0 + 2.0 * g)};
  st.raw =
      kSimplexScale * (st.corners[0].contribution + st.corners[1].contribution + st.corners[2].contribution);
  return st;
}

double simplexNoiseRaw(double x, double y, std::int32_t seed) {
  return simplexSteps(x, y, seed).raw;
}

double simplexNoise(double x, double y, std::int32_t seed) {
  return (simplexNoiseRaw(x, y, seed) + 1.0) * 0.5;
}

WorleySettings worleySettingsOf(const NoiseParams& p) {
  return WorleySettings{p.jitter, p.cellDistance, p.cellReturn};
}

FeaturePoint worleyFeature(std::int32_t i, std::int32_t j, std::int32_t seed, double jitter) {
  const std::uint32_t h = latticeHash(i, j, seed);
  const double u = static_cast<double>(h & 0xFFFFu) / 65536.0;
  const double v = static_cast<double>(h >> 16) / 65536.0;
  return FeaturePoint{jitter * (u - 0.5), jitter * (v - 0.5)};
}

namespace {

// The 25 cells (a, b) of the search, the inner 3 x 3 first: their points
// make F2 small at once, so most of the outer ring can be skipped. `scan`
// is the cell's place in DESIGN.md's order (b outer, a inner, ascending),
// which breaks a tie for the nearest cell.
struct SearchCell {
  int a, b, scan;
};
constexpr std::array<SearchCell, 25> kSearchOrder = [] {
  std::array<SearchCell, 25> order{};
  std::size_t n = 0;
  for (int ring = 0; ring < 2; ++ring)
    for (int b = -2; b <= 2; ++b)
      for (int a = -2; a <= 2; ++a)
        if ((std::max(a < 0 ? -a : a, b < 0 ? -b : b) <= 1) == (ring == 0))
          order[n++] = SearchCell{a, b, (b + 2) * 5 + (a + 2)};
  return order;
}();

// No feature point of cell (a, b) is nearer than this (the jitter keeps it
// within J / 2 of the cell's centre), less a margin far above the rounding
// of the distance itself: a cell whose bound passes F2 cannot change F1,
// F2 or the nearest cell, so skipping it keeps every bit.
double nearestPossible(CellDistance d, double a, double b, double fx, double fy, double halfJitter) {
  const double lx = std::max(0.0, std::abs(a + 0.5 - fx) - halfJitter);
  const double ly = std::max(0.0, std::abs(b + 0.5 - fy) - halfJitter);
  return distanceOf(d, lx, ly) - 1e-9;
}

}  // namespace

WorleySearch worleySearch(double x, double y, std::int32_t seed, const WorleySettings& s,
                          std::int64_t period) {
  const Cell c = cellOf(x, y);
  WorleySearch out;
  out.f1 = out.f2 = INFINITY;
  int nearestScan = 25;
  const double halfJitter = 0.5 * s.jitter;
  for (const SearchCell& k : kSearchOrder) {
    if (nearestPossible(s.distance, k.a, k.b, c.fx, c.fy, halfJitter) > out.f2) continue;
    std::int64_t ci = std::int64_t{c.ix} + k.a, cj = std::int64_t{c.iy} + k.b;
    if (period > 0) ci = wrapIndex(ci, period), cj = wrapIndex(cj, period);
    const FeaturePoint f = worleyFeature(low32(ci), low32(cj), seed, s.jitter);
    const double d = distanceOf(s.distance, k.a + 0.5 + f.ju - c.fx, k.b + 0.5 + f.jv - c.fy);
    // F1 and F2 are the two smallest distances (equal ones give F1 = F2);
    // the nearest cell is the first at F1 in the scan order.
    if (d < out.f1) {
      out.f2 = out.f1;
      out.f1 = d;
      out.nearestX = low32(ci), out.nearestY = low32(cj), nearestScan = k.scan;
    } else {
      if (d == out.f1 && k.scan < nearestScan)
        out.nearestX = low32(ci), out.nearestY = low32(cj), nearestScan = k.scan;
      if (d < out.f2) out.f2 = d;
    }
  }
  return out;
}

double worleyBound(CellDistance distance, CellReturn output) {
  const bool first = output == CellReturn::F1;
  switch (distance) {
    case CellDistance::Euclidean: return first ? 1.4142135623730951 : 1.5811388300841898;  // sqrt2, sqrt(5/2)
    case CellDistance::Manhattan: return 2.0;
    case CellDistance::Chebyshev: return first ? 1.0 : 1.5;
  }
  return 1.0;
}

std::string_view worleyReturnTerm(CellReturn output) {
  switch (output) {
    case CellReturn::F1: return "F1";
    case CellReturn::F2: return "F2";
    case CellReturn::Edge: return "(F2 - F1)";
    case CellReturn::Cell: return {};
  }
  return {};
}

double worleyNoise(double x, double y, std::int32_t seed, const WorleySettings& s, std::int64_t period) {
  const WorleySearch w = worleySearch(x, y, seed, s, period);
  switch (s.output) {
    case CellReturn::F1: return w.f1 / worleyBound(s.distance, s.output);
    case CellReturn::F2: return w.f2 / worleyBound(s.distance, s.output);
    case CellReturn::Edge: return (w.f2 - w.f1) / worleyBound(s.distance, s.output);
    case CellReturn::Cell: {
      const auto cellSeed = static_cast<std::int32_t>(static_cast<std::uint32_t>(seed) ^ kWorleyCellSeed);
      return static_cast<double>(latticeHash(w.nearestX, w.nearestY, cellSeed) >> 8) / 16777216.0;
    }
  }
  return 0.0;
}

}  // namespace noisescope
