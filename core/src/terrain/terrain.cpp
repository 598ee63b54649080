#include "noisescope/terrain/terrain.h"

#include <algorithm>
#include <cmath>

#include "fill/field_kernels.h"
#include "noisescope/noise/coords.h"
#include "noisescope/noise/fbm.h"
#include "noisescope/noise/lattice.h"
#include "noisescope/noise/mistakes.h"
#include "noisescope/noise/noise.h"
#include "noisescope/noise/noise3.h"
#include "noisescope/noise/noise_families.h"
#include "noisescope/noise/noise_kinds.h"
#include "terrain/warp_grid.h"

namespace noisescope {

namespace {

constexpr double kSqrt2 = 1.4142135623730951;
constexpr double kTwoOverSqrt3 = 1.1547005383792515;

double lerp(double a, double b, double t) { return a + (b - a) * t; }

std::int32_t low32(std::int64_t i) { return static_cast<std::int32_t>(static_cast<std::uint32_t>(i)); }

// One octave on a lattice whose x and y indices wrap modulo `period`, with
// or without time; the same operations, in the same order, as noise.h and
// noise3.h on an unwrapped lattice.
double tiledNoise(NoiseKind kind, Fade fade, std::int32_t seed, double x, double y, const double* t,
                  std::int64_t period) {
  const Cell c = cellOf(x, y);
  const Cell z = cellOf(t ? *t : 0.0, 0.0);
  const std::int32_t ix[2] = {low32(wrapIndex(c.ix, period)), low32(wrapIndex(c.ix + std::int64_t{1}, period))};
  const std::int32_t iy[2] = {low32(wrapIndex(c.iy, period)), low32(wrapIndex(c.iy + std::int64_t{1}, period))};
  const auto hash = [&](int dx, int dy, int dz) {
    return t ? latticeHash3(ix[dx], iy[dy], z.ix + dz, seed) : latticeHash(ix[dx], iy[dy], seed);
  };
  const auto corner = [&](int dx, int dy, int dz) {
    switch (kind) {
      case NoiseKind::Value: return static_cast<double>(hash(dx, dy, dz) >> 8) / 16777216.0;
      case NoiseKind::Gradient:
        if (!t) {
          const Gradient g = kGradients[hash(dx, dy, dz) >> 28];
          return g.x * (c.fx - dx) + g.y * (c.fy - dy);
        } else {
          const Gradient3& g = kGradients3[hash(dx, dy, dz) >> 28];
          return g.x * (c.fx - dx) + g.y * (c.fy - dy) + g.z * (z.fx - dz);
        }
      case NoiseKind::Simplex:
      case NoiseKind::Worley: break;  // off the square lattice: octaveNoise never sends them here
    }
    return 0.0;
  };
  const double u = applyFade(fade, c.fx), v = applyFade(fade, c.fy);
  const auto plane = [&](int k) {
    return lerp(lerp(corner(0, 0, k), corner(1, 0, k), u), lerp(corner(0, 1, k), corner(1, 1, k), u), v);
  };
  const double n = t ? lerp(plane(0), plane(1), applyFade(fade, z.fx)) : plane(0);
  switch (kind) {
    case NoiseKind::Value: return std::max(0.0, n);
    case NoiseKind::Gradient:
      return std::clamp((n * (t ? kTwoOverSqrt3 : kSqrt2) + 1.0) * 0.5, 0.0, 1.0);
    case NoiseKind::Simplex:
    case NoiseKind::Worley: break;  // off the square lattice: octaveNoise never sends them here
  }
  return n;
}

// Octave o of the sum `plan` (octave_plan.h) at lattice point (px, py).
double octaveNoise(const NoiseParams& c, const OctavePlan& plan, const Octave& o, double px, double py) {
  const double x = plan.scaled(o, px), y = plan.scaled(o, py);
  switch (c.noise) {
    case NoiseKind::Value:
    case NoiseKind::Gradient: break;  // below: the square lattice, tiled or with time
    case NoiseKind::Simplex: return simplexNoise(x, y, o.seed);  // never tiled or timed (clampParams)
    case NoiseKind::Worley:
      return worleyNoise(x, y, o.seed, worleySettingsOf(c), c.tile ? static_cast<std::int64_t>(o.period) : 0);
  }
  if (c.tile) {
    const double t = c.time ? plan.scaled(o, *c.time) : 0.0;
    return tiledNoise(c.noise, c.fade, o.seed, x, y, c.time ? &t : nullptr,
                      static_cast<std::int64_t>(o.period));
  }
  if (c.time) return sampleNoise3(c.noise, x, y, plan.scaled(o, *c.time), o.seed, c.fade);
  return sampleNoise(c.noise, x, y, o.seed, c.fade);
}

double ridge(double n) { return 1.0 - std::abs(2.0 * n - 1.0); }

double fbmOf(const NoiseParams& c, const OctavePlan& plan, double px, double py) {
  double sum = 0.0;
  for (int k = 0; k < plan.count; ++k) {
    const Octave& o = plan.octaves[static_cast<std::size_t>(k)];
    const double n = octaveNoise(c, plan, o, px, py);
    sum += o.amplitude * (plan.ridged ? ridge(n) : n);
  }
  return sum / plan.divisor();
}

}  // namespace

double tilePeriod(const NoiseParams& p, TerrainFbm which, int octave) {
  return octavePeriod(clampParams(p), which, octave);
}

std::int64_t wrapIndex(std::int64_t i, std::int64_t period) {
  const std::int64_t r = i % period;
  return r < 0 ? r + period : r;
}

double terrainFbm(const NoiseParams& p, TerrainFbm which, double px, double py) {
  const NoiseParams c = clampParams(p);
  // Off is the plain fbm(): the same function, not a copy of it.
  if (which == TerrainFbm::Elevation && !c.tile && !c.time && c.fractal == Fractal::Fbm) return fbm(c, px, py);
  return fbmOf(c, planSum(c, which), px, py);
}

double terrainOctave(const NoiseParams& p, int octave, double px, double py) {
  const NoiseParams c = clampParams(p);
  const OctavePlan plan = planOctave(c, TerrainFbm::Elevation, octave);
  const double n = octaveNoise(c, plan, plan.octaves[0], px, py);
  return plan.ridged ? ridge(n) : n;
}

namespace {

// Step 1, the warp, of clamped parameters c with the warp fields' plans.
WarpOffset warpOf(const NoiseParams& c, const OctavePlan& x, const OctavePlan& y, double px, double py) {
  if (c.warp == 0.0) return WarpOffset{0.0, 0.0};  // the fields are not evaluated
  return WarpOffset{c.warp * (2.0 * fbmOf(c, x, px, py) - 1.0), c.warp * (2.0 * fbmOf(c, y, px, py) - 1.0)};
}

}  // namespace

WarpOffset warpOffset(const NoiseParams& p, double px, double py) {
  const NoiseParams c = clampParams(p);
  if (c.warp == 0.0) return WarpOffset{0.0, 0.0};
  return warpOf(c, planSum(c, TerrainFbm::WarpX), planSum(c, TerrainFbm::WarpY), px, py);
}

void warpOffsetRow(const NoiseParams& p, const double* xs, double py, int count, WarpOffset* out) {
  if (count <= 0) return;
  if (!noiseKindInfo(clampParams(p).noise).hasKernels) {
    const TerrainPoint point(p);  // warpOffset's very steps, clamped and planned once
    for (int i = 0; i < count; ++i) out[i] = point.warp(xs[i], py);
    return;
  }
  detail::WarpGrid(clampParams(p), xs, count).row(py, out);
}

namespace detail {

namespace {

// The hash terms of an axis's cell and the next one (tiled: wrapped).
struct AxisCell {
  std::uint32_t h0, h1;
  double f, f1;
};

AxisCell axisCell(const Octave& octave, bool tiled, double a, std::uint32_t step) {
  const Cell cell = cellOf(a, 0.0);
  std::int32_t i0 = cell.ix, i1 = cell.ix + 1;
  if (tiled) {
    const auto period = static_cast<std::int64_t>(octave.period);
    i0 = low32(wrapIndex(cell.ix, period));
    i1 = low32(wrapIndex(cell.ix + std::int64_t{1}, period));
  }
  return AxisCell{static_cast<std::uint32_t>(i0) * step, static_cast<std::uint32_t>(i1) * step, cell.fx,
                  cell.fx - 1.0};
}

warpk::WarpNoise warpNoiseOf(const NoiseParams& c) {
  switch (c.noise) {
    case NoiseKind::Value:
      return c.tile || c.time ? warpk::WarpNoise::ValueFloor : warpk::WarpNoise::Value;
    case NoiseKind::Gradient: return warpk::WarpNoise::Gradient;
    case NoiseKind::Simplex:
    case NoiseKind::Worley: break;  // no kernels: warpOffsetRow and the fills take the point functions
  }
  return warpk::WarpNoise::Gradient;
}

TerrainFbm gridSum(GridFbm fbms, int field) {
  switch (fbms) {
    case GridFbm::Warp: return field == 0 ? TerrainFbm::WarpX : TerrainFbm::WarpY;
    case GridFbm::Elevation: return TerrainFbm::Elevation;
  }
  return TerrainFbm::Elevation;
}

}  // namespace

WarpGrid::WarpGrid(const NoiseParams& clamped, const double* xs, int count, GridFbm fbms)
    : c_(clamped), count_(count), stride_((static_cast<std::size_t>(count) + warpk::kMaxWarpLanes - 1) /
                                          warpk::kMaxWarpLanes * warpk::kMaxWarpLanes) {
  for (int field = 0; field < 2; ++field)
    plans_[static_cast<std::size_t>(field)] = planSum(c_, gridSum(fbms, field));
  const OctavePlan& first = plans_[0];
  switch (fbms) {
    case GridFbm::Warp:
      if (c_.warp == 0.0) return;
      run_.out = warpk::WarpOut::Offsets;
      break;
    case GridFbm::Elevation:
      fields_ = 1;
      run_.out = warpk::WarpOut::Fbm;
      break;
  }
  kernel_ = warpk::warpKernelOf(fieldPath());
  const int octaves = first.count;
  const std::size_t size = stride_ * static_cast<std::size_t>(fields_) * static_cast<std::size_t>(octaves);
  hx0_.assign(size, 0u);
  hx1_.assign(size, 0u);
  fx_.assign(size, 0.0);
  fx1_.assign(size, -1.0);
  u_.assign(size, 0.0);
  run_.count = count;
  run_.octaves = octaves;
  run_.time = c_.time.has_value();
  run_.noise = warpNoiseOf(c_);
  run_.ridged = first.ridged;
  run_.k = c_.warp;
  run_.divisor = first.divisor();
  for (int o = 0; o < octaves; ++o) run_.amplitude[o] = first.octaves[static_cast<std::size_t>(o)].amplitude;
  for (int field = 0; field < fields_; ++field) {
    const OctavePlan& plan = plans_[static_cast<std::size_t>(field)];
    for (int o = 0; o < octaves; ++o) {
      const Octave& octave = plan.octaves[static_cast<std::size_t>(o)];
      const std::size_t base = (static_cast<std::size_t>(field) * octaves + o) * stride_;
      for (std::size_t i = 0; i < static_cast<std::size_t>(count); ++i) {
        const AxisCell a = axisCell(octave, c_.tile, plan.scaled(octave, xs[i]), kernels::kHashX);
        hx0_[base + i] = a.h0;
        hx1_[base + i] = a.h1;
        fx_[base + i] = a.f;
        fx1_[base + i] = a.f1;
        u_[base + i] = applyFade(c_.fade, a.f);
      }
      run_.columns[field][o] =
          warpk::WarpColumns{&hx0_[base], &hx1_[base], &fx_[base], &fx1_[base], &u_[base]};
      warpk::WarpRowTerms& r = run_.rows[field][o];
      if (run_.time) {  // the time's cell is the fill's: never wrapped
        const Cell z = cellOf(plan.scaled(octave, *c_.time), 0.0);
        r.fz = z.fx;
        r.fz1 = z.fx - 1.0;
        r.w = applyFade(c_.fade, z.fx);
        r.h[0][0] = r.h[1][0] = static_cast<std::uint32_t>(z.ix) * kernels::kHashZ;
        r.h[0][1] = r.h[1][1] = static_cast<std::uint32_t>(z.ix + 1) * kernels::kHashZ;
      }
    }
  }
}

warpk::WarpRowRun WarpGrid::rowRun(double py) const {
  warpk::WarpRowRun run = run_;
  for (int field = 0; field < fields_; ++field) {
    const OctavePlan& plan = plans_[static_cast<std::size_t>(field)];
    for (int o = 0; o < run.octaves; ++o) {
      const Octave& octave = plan.octaves[static_cast<std::size_t>(o)];
      const AxisCell a = axisCell(octave, c_.tile, plan.scaled(octave, py), kernels::kHashY);
      const std::uint32_t seed = static_cast<std::uint32_t>(octave.seed) * kernels::kHashSeed;
      warpk::WarpRowTerms& r = run.rows[field][o];
      for (int dz = 0; dz < 2; ++dz) {
        r.h[0][dz] += a.h0 + seed;
        r.h[1][dz] += a.h1 + seed;
      }
      r.fy = a.f;
      r.fy1 = a.f1;
      r.v = applyFade(c_.fade, a.f);
    }
  }
  return run;
}

void WarpGrid::row(double py, WarpOffset* out) const {
  if (c_.warp == 0.0) {
    std::fill(out, out + count_, WarpOffset{0.0, 0.0});
    return;
  }
  warpk::WarpRowRun run = rowRun(py);
  std::vector<double> xs(static_cast<std::size_t>(count_)), ys(static_cast<std::size_t>(count_));
  run.outX = xs.data();
  run.outY = ys.data();
  kernel_(run);
  for (std::size_t i = 0; i < xs.size(); ++i) out[i] = WarpOffset{xs[i], ys[i]};
}

void WarpGrid::elevationPiece(double py, int first, int count, double* out) const {
  if (count <= 0) return;
  warpk::WarpRowRun run = rowRun(py);
  const std::size_t at = static_cast<std::size_t>(first);
  for (int o = 0; o < run.octaves; ++o) {
    warpk::WarpColumns& c = run.columns[0][o];
    c = warpk::WarpColumns{c.hx0 + at, c.hx1 + at, c.fx + at, c.fx1 + at, c.u + at};
  }
  run.count = count;
  run.outX = out;
  run.outY = nullptr;
  kernel_(run);
}

}  // namespace detail

double redistribute(double e, double exponent) {
  if (exponent == 1.0) return e;
  return std::pow(std::max(e, 0.0), exponent);
}

bool shapingOn(const NoiseParams& c) {
  return c.exponent != 1.0 || c.heightCurve.count != 0 || c.island != IslandShape::None || c.terraces != 0;
}

double islandDistance(IslandShape shape, double mx, double my) {
  const double nx = std::isnan(mx) ? -1.0 : 2.0 * mx - 1.0;
  const double ny = std::isnan(my) ? -1.0 : 2.0 * my - 1.0;
  double d = 0.0;
  switch (shape) {
    case IslandShape::None: return 0.0;
    case IslandShape::Square: {
      const double cx = std::clamp(nx, -1.0, 1.0), cy = std::clamp(ny, -1.0, 1.0);
      d = 1.0 - (1.0 - cx * cx) * (1.0 - cy * cy);
      break;
    }
    case IslandShape::Round: d = (nx * nx + ny * ny) / kSqrt2; break;
    case IslandShape::Radial: d = nx * nx + ny * ny; break;
  }
  return std::clamp(d, 0.0, 1.0);
}

namespace {

// Step 4 of clamped parameters c.
double islandStep(const NoiseParams& c, double e, double d) {
  switch (c.island) {
    case IslandShape::None: return e;
    case IslandShape::Square:
    case IslandShape::Round:
    case IslandShape::Radial: break;
  }
  switch (c.islandMode) {
    case IslandMode::Lerp: return e + (1.0 - d - e) * c.islandMix;
    case IslandMode::Multiply: return e * (1.0 - c.islandMix * d);
  }
  return e;
}

// Steps 3 to 5 of clamped parameters c and their curve's pieces, the island at map point (mx, my).
double shapeOf(const NoiseParams& c, const CurvePieces& curve, double e, double mx, double my) {
  e = curve.apply(redistribute(e, c.exponent));
  e = islandStep(c, e, islandDistance(c.island, mx, my));
  return applyTerraces(e, c.terraces);
}

}  // namespace

double applyIsland(const NoiseParams& p, double e, double d) {
  return islandStep(clampParams(p), e, d);
}

double applyTerraces(double e, int levels) {
  if (levels == 0) return e;
  return std::floor(e * levels + 0.5) / levels;
}

bool terraceLevelIn(int levels, double low, double high) {
  if (!(low < high)) return false;
  if (levels <= 0) return true;
  return std::ceil(low * levels) < high * levels;  // the first level at or above low lies below high
}

TerrainPoint::TerrainPoint(const NoiseParams& p)
    : c_(clampParams(p)),
      elevation_(planSum(c_, TerrainFbm::Elevation)),
      warpX_(planSum(c_, TerrainFbm::WarpX)),
      warpY_(planSum(c_, TerrainFbm::WarpY)),
      moisture_(planSum(c_, TerrainFbm::Moisture)),
      curve_(curvePiecesOf(c_.heightCurve)) {}

WarpOffset TerrainPoint::warp(double px, double py) const {
  return warpOf(c_, warpX_, warpY_, px, py);
}

double TerrainPoint::elevation(double px, double py, double mx, double my) const {
  const WarpOffset w = warp(px, py);
  return shapeOf(c_, curve_, elevationFbm(px + w.x, py + w.y), mx, my);
}

double TerrainPoint::shape(double e, double mx, double my) const { return shapeOf(c_, curve_, e, mx, my); }

double TerrainPoint::elevationFbm(double px, double py) const {
  // terrainFbm's choice: the plain sum is fbm() itself, which differs from
  // the plan's sum only in the cast mistake's cells (mistakes.h).
  const bool plain = !c_.tile && !c_.time && c_.fractal == Fractal::Fbm;
  return plain && c_.mistakeCast ? fbm(c_, px, py) : fbmOf(c_, elevation_, px, py);
}

double TerrainPoint::moisture(double px, double py) const {
  return fbmOf(c_, moisture_, px, py);
}

double shapeElevation(const NoiseParams& p, double e, double mx, double my) {
  const NoiseParams c = clampParams(p);
  return shapeOf(c, curvePiecesOf(c.heightCurve), e, mx, my);
}

double elevation(const NoiseParams& p, double px, double py) {
  const NoiseParams c = clampParams(p);
  const WarpOffset w = warpOffset(c, px, py);
  const double e = terrainFbm(c, TerrainFbm::Elevation, px + w.x, py + w.y);
  return shapeOf(c, curvePiecesOf(c.heightCurve), e, px / c.frequency, py / c.frequency);
}

double moisture(const NoiseParams& p, double px, double py) { return terrainFbm(p, TerrainFbm::Moisture, px, py); }

Biome biomeAt(const NoiseParams& p, const Thresholds& t, const BiomeCuts& cuts, double px, double py) {
  return classifyBiome(elevation(p, px, py), moisture(p, px, py), t, cuts);
}

TerrainJourney terrainJourney(const NoiseParams& p, const Thresholds& t, const BiomeCuts& cuts, double px,
                              double py) {
  const NoiseParams c = clampParams(p);
  TerrainJourney j{};
  j.px = px;
  j.py = py;
  j.mx = px / c.frequency;
  j.my = py / c.frequency;
  j.warp = warpOffset(c, px, py);
  j.fbm = terrainFbm(c, TerrainFbm::Elevation, px + j.warp.x, py + j.warp.y);
  j.afterExponent = redistribute(j.fbm, c.exponent);
  j.afterCurve = applyHeightCurve(c.heightCurve, j.afterExponent);
  j.islandDistance = islandDistance(c.island, j.mx, j.my);
  j.afterIsland = applyIsland(c, j.afterCurve, j.islandDistance);
  j.elevation = applyTerraces(j.afterIsland, c.terraces);
  j.moisture = moisture(c, px, py);
  j.band = classifyBand(static_cast<float>(j.elevation), t);
  j.biome = classifyBiome(j.elevation, j.moisture, t, cuts);
  return j;
}

Camera homeCamera(const NoiseParams& p, int width, int height) {
  switch (p.island) {
    case IslandShape::None: return defaultCamera(width, height);
    case IslandShape::Square:
    case IslandShape::Round:
    case IslandShape::Radial: return unitSquareCamera(width, height);
  }
  return defaultCamera(width, height);
}

}  // namespace noisescope
