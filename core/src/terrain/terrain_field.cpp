// The terrain fills (field.h's FieldLayer, terrain.h's steps): fBm fields on
// a grid (column and row tables: field_kernels.h's FieldRow, or PointRun's
// Grid layout for time, ridged octaves and a warp added in float), at each
// pixel's own point (PointRun) where tiling, a mistake or an extreme warp
// needs it; shaping and biome classes on pieces of rows after.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

#include "fill/field_internal.h"
#include "noisescope/noise/coords.h"
#include "noisescope/noise/fbm.h"
#include "noisescope/noise/mistakes.h"
#include "noisescope/terrain/terrain.h"
#include "terrain/warp_grid.h"

namespace noisescope::detail {

namespace {

using kernels::kMaxOctaves;

// One fBm of a fill: the per-octave terms terrain.cpp's octaveNoise uses,
// ready for the kernels.
struct LayerPlan {
  int count = 0;
  NoiseKind kind = NoiseKind::Gradient;  // which kernels run it (RowKernels::of)
  bool tiled = false;
  bool time = false;
  bool ridged = false;
  bool grid = false;  // on column tables: untiled, and no mistake (mistakes.h) or the row kernels run it
  bool fused = false;  // the row kernels round each product and sum once (the warp fields)
  int fade = 2;
  double factor = 1.0;  // untiled position p * factor; tiled m = p / f
  double frequency[kMaxOctaves] = {};
  double period[kMaxOctaves] = {};
  std::uint32_t seedHash[kMaxOctaves] = {};
  float weight[kMaxOctaves] = {};
  float offset = 0.0f;
  float ridgeScale = 0.0f;
  float ridgeShift = 0.0f;
  std::uint32_t hz[kMaxOctaves] = {};
  float w[kMaxOctaves] = {}, fz[kMaxOctaves] = {}, fz1[kMaxOctaves] = {};
};

// The plan of fBm `which` (octave_plan.h) for the kernels; octave >= 0
// plans that one octave of the elevation alone, unweighted (the octave
// field). The weights are scaled as the kind says (noise_kinds.h).
LayerPlan planLayer(const NoiseParams& c, TerrainFbm which, int octave) {
  const OctavePlan octaves = octave >= 0 ? planOctave(c, which, octave) : planSum(c, which);
  const NoiseKindInfo& kind = noiseKindInfo(c.noise);
  LayerPlan plan;
  plan.factor = octaves.factor;
  plan.ridged = octaves.ridged;
  plan.fused = which == TerrainFbm::WarpX || which == TerrainFbm::WarpY;  // as the warped elevation's kernel
  plan.kind = c.noise;
  plan.tiled = c.tile;
  plan.time = c.time.has_value();
  plan.fade = fadeIndex(c.fade);
  plan.count = octaves.count;
  double halves = 0.0;
  for (int k = 0; k < plan.count; ++k) {
    const Octave& o = octaves.octaves[static_cast<std::size_t>(k)];
    plan.seedHash[k] = static_cast<std::uint32_t>(o.seed) * kernels::kHashSeed;
    if (plan.tiled) plan.period[k] = o.period;
    plan.frequency[k] = plan.tiled ? o.period : o.lacunarityPower;  // what the position is multiplied by
    if (plan.time) {
      const double timeAt = octaves.scaled(o, *c.time);
      const double t = std::clamp(timeAt != timeAt ? 0.0 : timeAt, -1e9, 1e9);
      const double cell = std::floor(t);
      const double f = t - cell;
      plan.hz[k] = static_cast<std::uint32_t>(static_cast<std::int32_t>(cell)) * kernels::kHashZ;
      plan.w[k] = static_cast<float>(applyFade(c.fade, f));
      plan.fz[k] = static_cast<float>(f);
      plan.fz1[k] = static_cast<float>(f - 1.0);
    }
    const double weight = octave >= 0 ? 1.0 : o.amplitude / octaves.divisor();
    if (plan.ridged) {
      plan.weight[k] = static_cast<float>(weight);
    } else {
      plan.weight[k] = static_cast<float>(weight * (plan.time ? kind.weightScaleTime : kind.weightScale));
      halves += weight * kind.offsetPerWeight;
    }
  }
  plan.offset = static_cast<float>(halves);
  if (plan.ridged && octave < 0)
    keepSumInRange(plan.weight, plan.count, static_cast<float>(octaves.normalize ? 1.0 : octaves.amplitudeSum));
  plan.ridgeScale = plan.time ? kind.ridgeScaleTime : kind.ridgeScale;
  plan.ridgeShift = kind.ridgeShift;
  return plan;
}

// A plan the row kernels (FieldRow) can run: every pixel of a row on one y.
bool onRows(const LayerPlan& plan) { return !plan.tiled && !plan.time && !plan.ridged; }

std::size_t padded(int n) {
  return static_cast<std::size_t>((n + kernels::kMaxLanes - 1) / kernels::kMaxLanes * kernels::kMaxLanes);
}

// Per-pixel positions in, one fBm row out, at pixels' own points.
struct PointTables {
  TableVector<double> xs, ys;
  TableVector<std::uint32_t> hx, hx1, hy, hy1;
  TableVector<float> u, fx, v, fy, fy1;
};

// A point run of `count` pixels with the plan's octave terms, its layout
// and tables still to set.
kernels::PointRun pointRunOf(const LayerPlan& plan, int count, std::size_t stride, float* out) {
  kernels::PointRun run{};
  run.octaves = plan.count;
  run.count = count;
  run.stride = stride;
  run.fade = plan.fade;
  for (int o = 0; o < plan.count; ++o) {
    run.frequency[o] = plan.frequency[o];
    run.seedHash[o] = plan.seedHash[o];
    run.hz[o] = plan.hz[o];
    run.w[o] = plan.w[o];
    run.fz[o] = plan.fz[o];
    run.fz1[o] = plan.fz1[o];
    run.weight[o] = plan.weight[o];
  }
  run.time = plan.time;
  run.ridged = plan.ridged;
  run.ridgeScale = plan.ridgeScale;
  run.ridgeShift = plan.ridgeShift;
  run.offset = plan.offset;
  run.out = out;
  return run;
}

// xs, ys: the pixels' positions (p * factor untiled, m = p / f tiled),
// padded to a whole number of vectors.
void fbmAtPoints(const kernels::RowKernels& k, const LayerPlan& plan, PointTables& t, int count, float* out) {
  const std::size_t stride = padded(count);
  const std::size_t size = stride * static_cast<std::size_t>(plan.count);
  kernels::PointRun run = pointRunOf(plan, count, stride, out);
  run.xs = t.xs.data();
  run.ys = t.ys.data();
  run.layout = kernels::PointLayout::Positions;
  if (!plan.tiled) return k.of(plan.kind).points(run);
  // Tiled: the cells wrap, found per lane by AxisRun into tables.
  run.layout = kernels::PointLayout::Tables;
  run.hx = grown(t.hx, size);
  run.hx1 = grown(t.hx1, size);
  run.u = grown(t.u, size);
  run.fx = grown(t.fx, size);
  run.hy = grown(t.hy, size);
  run.hy1 = grown(t.hy1, size);
  run.v = grown(t.v, size);
  run.fy = grown(t.fy, size);
  run.fy1 = grown(t.fy1, size);
  for (int o = 0; o < plan.count; ++o) {
    const std::size_t at = static_cast<std::size_t>(o) * stride;
    kernels::AxisRun x{t.xs.data(), static_cast<int>(stride), plan.frequency[o], kernels::kHashX, 0u, plan.fade,
                       t.hx.data() + at, t.u.data() + at, t.fx.data() + at, nullptr, t.hx1.data() + at,
                       plan.period[o]};
    kernels::AxisRun y{t.ys.data(), static_cast<int>(stride), plan.frequency[o], kernels::kHashY,
                       plan.seedHash[o], plan.fade, t.hy.data() + at, t.v.data() + at, t.fy.data() + at,
                       t.fy1.data() + at, t.hy1.data() + at, plan.period[o]};
    k.axisTerms(x);
    k.axisTerms(y);
  }
  k.of(plan.kind).points(run);
}

// Column tables of a grid fBm, built once per fill.
struct GridColumns {
  std::vector<double> pos;
  TableVector<std::uint32_t> hash;
  TableVector<float> fade, fraction;
  std::size_t stride = 0;
};

void buildColumns(const kernels::RowKernels& k, const LayerPlan& plan, const std::vector<double>& px, int count,
                  GridColumns& g) {
  g.stride = padded(count);
  grown(g.pos, g.stride);
  for (std::size_t i = 0; i < g.stride; ++i) g.pos[i] = px[i] * plan.factor;
  const std::size_t size = g.stride * static_cast<std::size_t>(plan.count);
  grown(g.hash, size);
  grown(g.fade, size);
  grown(g.fraction, size);
  for (int o = 0; o < plan.count; ++o) {
    const std::size_t at = static_cast<std::size_t>(o) * g.stride;
    k.axisTerms(kernels::AxisRun{g.pos.data(), static_cast<int>(g.stride), plan.frequency[o], kernels::kHashX, 0u,
                                 plan.fade, g.hash.data() + at, g.fade.data() + at, g.fraction.data() + at,
                                 nullptr});
  }
}

// The row's terms of each octave of a grid fBm.
struct RowTerms {
  std::uint32_t hy[kMaxOctaves];
  float v[kMaxOctaves], fy[kMaxOctaves], fy1[kMaxOctaves];
};

RowTerms rowTermsOf(const kernels::RowKernels& k, const LayerPlan& plan, double py) {
  RowTerms t;
  const double y = py * plan.factor;
  for (int o = 0; o < plan.count; ++o)
    k.axisTerms(kernels::AxisRun{&y, 1, plan.frequency[o], kernels::kHashY, plan.seedHash[o], plan.fade, &t.hy[o],
                                 &t.v[o], &t.fy[o], &t.fy1[o]});
  return t;
}

// Columns [first, first + count) of a row: a fill works on pieces of rows
// small enough that every step after the fBm finds them in the first-level
// cache. Functions of a piece write it to out[0, count).
struct Piece {
  int first, count;
};
constexpr int kPieceColumns = 1024;

void fbmOnRows(const kernels::RowKernels& k, const LayerPlan& plan, const GridColumns& g, const RowTerms& t,
               Piece piece, float* out) {
  kernels::FieldRow row{};
  row.octaves = plan.count;
  row.columns = piece.count;
  row.stride = g.stride;
  row.hx = g.hash.data() + piece.first;
  row.u = g.fade.data() + piece.first;
  row.fx = g.fraction.data() + piece.first;
  for (int o = 0; o < plan.count; ++o) {
    row.hy[o] = t.hy[o];
    row.v[o] = t.v[o];
    row.fy[o] = t.fy[o];
    row.fy1[o] = t.fy1[o];
    row.weight[o] = plan.weight[o];
  }
  row.offset = plan.offset;
  row.out = out;
  if (plan.fused) return k.of(plan.kind).fused(row);
  k.of(plan.kind).row(row);
}

// A grid fBm's row on the point kernels (time, ridged), its pixels moved by
// the warp fields wg, wh (PointRun: g, h; whole rows) when they are not
// nullptr.
void fbmOnGrid(const kernels::RowKernels& k, const LayerPlan& plan, const GridColumns& g, const RowTerms& t,
               Piece piece, double warp, const float* wg, const float* wh, float* out) {
  kernels::PointRun run = pointRunOf(plan, piece.count, g.stride, out);
  run.layout = kernels::PointLayout::Grid;
  run.hx = g.hash.data() + piece.first;
  run.u = g.fade.data() + piece.first;
  run.fx = g.fraction.data() + piece.first;
  run.g = wg ? wg + piece.first : nullptr;
  run.h = wh ? wh + piece.first : nullptr;
  for (int o = 0; o < plan.count; ++o) {
    run.rowHy[o] = t.hy[o];
    run.rowV[o] = t.v[o];
    run.rowFy[o] = t.fy[o];
    run.rowFy1[o] = t.fy1[o];
    run.scale[o] = static_cast<float>(warp * plan.frequency[o]);
  }
  k.of(plan.kind).points(run);
}

// A tiled fill's map coordinate less its nearest whole number: in [-0.5,
// 0.5], exact (m itself within 0.5 of 0, so no sample moves nearer coords.h's
// clamp or loses bits), and the same double for two pixels whose map points
// differ by exactly 1, a period apart: m - floor(m) is exact but for m in
// (-0.5, 0), where only the choice of k + 1 reads it. Not finite: as given.

// Whether a tiled fill may sample the wrapped map points: only where no
// fBm's octave position m F_o (nor the warped one) can reach coords.h's
// clamp, at the wrapped point or at the pixel's own, which the point
// functions sample; past it the fields are not periodic (the clamp is not),
// so the pixel's own point is the one that matches them. widestMap: the
// largest |m| of the fill (NaN fails).
bool wrapsTiles(const NoiseParams& c, const LayerPlan* const (&plans)[4], double widestMap) {
  if (!c.tile) return false;
  double period = 1.0;
  for (const LayerPlan* plan : plans)
    for (int o = 0; o < plan->count; ++o) period = std::max(period, plan->period[o]);
  return (widestMap + 1.0 + std::abs(c.warp) / c.frequency) * period < 0.5 * kCoordinateLimit;
}

// Everything a fill needs, made once before the rows run.
struct TerrainFill {
  NoiseParams c;
  FieldSpec spec;
  int x0 = 0, count = 0;
  kernels::RowKernels k{};
  std::vector<double> px;  // lattice x of each column, padded
  // The lattice x each column's fBms sample: px, or tiled, its map x
  // (pixelToMap's, not px / f, which need not round back to it) less a whole
  // number (wrapMap) times f, so columns a whole map width apart sample the
  // same numbers through every step (padded).
  std::vector<double> fieldX;
  bool wrapTiles = false;  // tiled and wrapping (wrapsTiles); else fieldX is px
  std::vector<float> islandColumn;  // the island's term of each column (ShapeRun::column)
  CurvePieces curve;                // the height curve's, made once
  kernels::ShapeRun shapeSettings;  // shapeSettingsOf(c, curve)
  double widestX = 0.0;    // the largest |px| (NaN if any is NaN)
  LayerPlan elevation, warpX, warpY, moisture;
  // The two warp fields share their column tables: the same positions and
  // frequencies (the seed enters with the row's terms).
  GridColumns elevationGrid, warpGrid, moistureGrid;
  bool warped = false;
  bool exactWarp = false;  // warpStretch above kFloatWarpStretch: offsets from warpOffset() in double
  std::optional<WarpGrid> exactGrid;  // the exact warp's columns (exactWarp only)
  bool shaped = false;  // exponent, island or terraces on, and the whole fBm
  ShapingRepair repair;
  // The elevation fBm on double lanes for the repair (unwarped only).
  std::optional<WarpGrid> repairGrid;
};

struct RowBuffers {
  PointTables points;
  TableVector<float> g, h, e;
  std::vector<WarpOffset> exact;  // the exact warp's offsets of the row
  std::vector<int> repaired;      // columns of a piece shaped again in double
  TableVector<double> exactFbm;   // a repaired piece's fBm in double (repairGrid)
  double fieldY = 0.0;            // the lattice y the row's fBms sample (TerrainFill::fieldX's rule)
};

// A piece of an fBm row on the grid (plan.grid), unwarped.
void gridPiece(const TerrainFill& f, const LayerPlan& plan, const GridColumns& grid, const RowTerms& t, Piece piece,
               float* out) {
  if (onRows(plan)) return fbmOnRows(f.k, plan, grid, t, piece, out);
  fbmOnGrid(f.k, plan, grid, t, piece, 0.0, nullptr, nullptr, out);
}

// One fBm row at the unwarped pixels of row py: on the grid or per point.
void fbmRow(const TerrainFill& f, const LayerPlan& plan, const GridColumns& grid, double py, RowBuffers& b,
            float* out) {
  if (plan.grid) return gridPiece(f, plan, grid, rowTermsOf(f.k, plan, py), Piece{0, f.count}, out);
  const std::size_t stride = padded(f.count);
  double* xs = grown(b.points.xs, stride);
  double* ys = grown(b.points.ys, stride);
  const double y = b.fieldY;
  for (std::size_t i = 0; i < stride; ++i) {
    xs[i] = plan.tiled ? f.fieldX[i] / f.c.frequency : f.fieldX[i] * plan.factor;
    ys[i] = plan.tiled ? y / f.c.frequency : y * plan.factor;
  }
  fbmAtPoints(f.k, plan, b.points, f.count, out);
}

// The warp of row py into b.g and b.h (as offsets k (2g - 1) in double
// when asked), and the warped points into b.points.xs / ys (lattice units).
void warpRow(const TerrainFill& f, double py, RowBuffers& b) {
  const std::size_t stride = padded(f.count);
  float* g = grown(b.g, stride);
  float* h = grown(b.h, stride);
  fbmRow(f, f.warpX, f.warpGrid, py, b, g);
  fbmRow(f, f.warpY, f.warpGrid, py, b, h);
  std::fill(g + f.count, g + stride, 0.5f);
  std::fill(h + f.count, h + stride, 0.5f);
}

// Whether the warped elevation of row py can take the grid's cells and add
// the offsets in float (PointLayout::Grid): in every octave the offset stays
// below 2^22 cells and the moved point far inside coords.h's clamp (so the
// clamp cannot act and the cells stay inside int32). NaN fails.
bool offsetsFit(const TerrainFill& f, double py) {
  if (!f.elevation.grid) return false;
  const double k = std::abs(f.c.warp) * (1.0 + 1e-6);
  for (int o = 0; o < f.elevation.count; ++o) {
    const double s = f.elevation.frequency[o];
    if (!(k * s < 4194304.0 && (f.widestX + k) * s < 536870912.0 && (std::abs(py) + k) * s < 536870912.0))
      return false;
  }
  return true;
}

// Whether the elevation of row py runs on the grid (elevationPiece).
bool elevationOnGrid(const TerrainFill& f, double py) {
  return f.warped ? !f.exactWarp && offsetsFit(f, py) : f.elevation.grid;
}

// Octave o samples the warp at k l^o cells per unit of the fields (tiled:
// F_o / f), so the float fields' error of a few 1e-8 reaches the elevation
// scaled by this: |k| times the octaves' scales averaged over their weights.
double warpStretch(const TerrainFill& f) {
  const LayerPlan& plan = f.elevation;
  double weighted = 0.0, weights = 0.0;
  for (int o = 0; o < plan.count; ++o) {
    const double scale = plan.tiled ? plan.frequency[o] / f.c.frequency : plan.frequency[o];
    weighted += std::abs(static_cast<double>(plan.weight[o])) * scale;
    weights += std::abs(static_cast<double>(plan.weight[o]));
  }
  return weights > 0.0 ? std::abs(f.c.warp) * weighted / weights : 0.0;
}

// Up to this stretch the float warp fields keep the elevation within
// field.h's 1e-5: a random search of warped fields finds up to 4.5e-7 per
// unit of stretch, 7.2e-6 at 16 (and 1.26e-5 at 30.8: 32 would be too far);
// above it the offsets are found in double, warpOffset()'s doubles
// (warp_grid.h).
constexpr double kFloatWarpStretch = 16.0;

// A piece of the elevation (before shaping) on the grid, with the row's
// terms t and the warp of the row (if any) already in b.
void elevationPiece(const TerrainFill& f, const RowTerms& t, const RowBuffers& b, Piece piece, float* out) {
  if (!f.warped) return gridPiece(f, f.elevation, f.elevationGrid, t, piece, out);
  fbmOnGrid(f.k, f.elevation, f.elevationGrid, t, piece, f.c.warp, b.g.data(), b.h.data(), out);
}

// The elevation row (before shaping) into out.
void elevationRow(const TerrainFill& f, double py, RowBuffers& b, float* out) {
  if (f.warped && !f.exactWarp) warpRow(f, py, b);
  if (elevationOnGrid(f, py)) return elevationPiece(f, rowTermsOf(f.k, f.elevation, py), b, Piece{0, f.count}, out);
  if (!f.warped) return fbmRow(f, f.elevation, f.elevationGrid, py, b, out);
  const std::size_t stride = padded(f.count);
  const double k = f.c.warp;
  double* xs = grown(b.points.xs, stride);
  double* ys = grown(b.points.ys, stride);
  if (f.exactWarp) {
    // The padding past count is never stored: unwarped.
    b.exact.assign(stride, WarpOffset{0.0, 0.0});
    f.exactGrid->row(b.fieldY, b.exact.data());
  }
  for (std::size_t i = 0; i < stride; ++i) {
    const WarpOffset w = f.exactWarp ? b.exact[i]
                                     : WarpOffset{k * (2.0 * static_cast<double>(b.g[i]) - 1.0),
                                                  k * (2.0 * static_cast<double>(b.h[i]) - 1.0)};
    const double x = f.fieldX[i] + w.x;
    const double y = b.fieldY + w.y;
    xs[i] = f.elevation.tiled ? x / f.c.frequency : x;
    ys[i] = f.elevation.tiled ? y / f.c.frequency : y;
  }
  fbmAtPoints(f.k, f.elevation, b.points, f.count, out);
}

// The part of the island's distance that depends on the column alone, in
// float as the kernels finish it (ShapeRun::column).
float islandColumnTerm(IslandShape shape, float nx) {
  switch (shape) {
    case IslandShape::None: return 0.0f;
    case IslandShape::Square: {
      const float cx = nx < -1.0f ? -1.0f : nx > 1.0f ? 1.0f : nx;
      return 1.0f - cx * cx;
    }
    case IslandShape::Round:
    case IslandShape::Radial: return nx * nx;
  }
  return 0.0f;
}

enum class ShapeSteps { All, DistanceOnly };

// The shaping run of clamped c without its row: the steps' settings and
// its height curve's pieces in float, made once per fill.
kernels::ShapeRun shapeSettingsOf(const NoiseParams& c, const CurvePieces& curve) {
  kernels::ShapeRun s{};
  s.exponent = static_cast<float>(c.exponent);
  s.curvePieces = curve.count;
  for (int k = 0; k < curve.count; ++k) {
    const CurvePiece& q = curve.piece[static_cast<std::size_t>(k)];
    s.curveX0[k] = static_cast<float>(q.x0);
    s.curveInvWidth[k] = static_cast<float>(q.invWidth);
    s.curveA[k] = static_cast<float>(q.a);
    s.curveB[k] = static_cast<float>(q.b);
    s.curveC[k] = static_cast<float>(q.c);
    s.curveD[k] = static_cast<float>(q.d);
  }
  s.island = static_cast<int>(c.island);
  s.islandMode = static_cast<int>(c.islandMode);
  s.islandMix = static_cast<float>(c.islandMix);
  s.terraces = c.terraces;
  return s;
}

void shapePiece(const TerrainFill& f, double py, Piece piece, float* values, float* distance, ShapeSteps steps) {
  const double my = py / f.c.frequency;
  kernels::ShapeRun s = f.shapeSettings;
  s.count = piece.count;
  s.values = values;
  s.column = f.islandColumn.data() + piece.first;
  s.ny = static_cast<float>(std::isnan(my) ? -1.0 : 2.0 * my - 1.0);
  s.distance = distance;
  switch (steps) {
    case ShapeSteps::All: break;
    case ShapeSteps::DistanceOnly:
      s.exponent = 1.0f;
      s.curvePieces = 0;
      s.terraces = 0;
      break;
  }
  f.k.shape(s);
}

// terrain.h's elevation() of column `column` in row py, in double: its
// fBms at the fill's own lattice point (fieldX and RowBuffers::fieldY: the
// pixel's point, or tiled, the same point a whole number of periods away),
// its island at the pixel's map point. Untiled, elevation()'s very steps,
// on the fill's params, clamped once already: each clampParams() costs
// about a double fBm of 5 octaves, and elevation() made four. exactShaping
// is its steps 3 to 5 on the fBm's value (from repairGrid or terrainFbm).
double exactShaping(const TerrainFill& f, int column, double py, double fbmValue) {
  const NoiseParams& c = f.c;
  double e = f.curve.apply(redistribute(fbmValue, c.exponent));
  const double d = islandDistance(c.island, f.px[static_cast<std::size_t>(column)] / c.frequency, py / c.frequency);
  switch (c.island) {
    case IslandShape::None: break;
    case IslandShape::Square:
    case IslandShape::Round:
    case IslandShape::Radial: e = applyIsland(c, e, d); break;
  }
  return applyTerraces(e, c.terraces);
}

double exactElevation(const TerrainFill& f, const RowBuffers& b, int column, double py) {
  const NoiseParams& c = f.c;
  const double x = f.fieldX[static_cast<std::size_t>(column)], y = b.fieldY;
  const WarpOffset w = f.warped ? warpOffset(c, x, y) : WarpOffset{0.0, 0.0};
  return exactShaping(f, column, py, terrainFbm(c, TerrainFbm::Elevation, x + w.x, y + w.y));
}

// The float fBm's error before shaping, relative to its bound S, as
// measured (28000 random unwarped fills of 48 x 24 pixels, every option;
// 12000 warped): unwarped at most 2.9e-7 (fbm) and, ridged (the fold
// doubles the noise's slope), 3.0e-7 up to 6 octaves, 5.3e-7 at 13; warped
// by float fields up to 6.2e-7 + 3.6e-7 per unit of warpStretch (fbm;
// ridged 1.5e-6 + 5.5e-7), by the exact warp's double offsets 6.1e-7.
// Bounds here with some room above those.
double fbmFloatError(const TerrainFill& f, double stretch) {
  if (!f.warped) return f.elevation.ridged ? 2.5e-7 + 2.5e-8 * f.elevation.count : 3.5e-7;
  if (f.exactWarp) return 1e-6;
  return (f.elevation.ridged ? 2.0 : 1.0) * (7e-7 + 4.5e-7 * stretch);
}

// The teaching mistakes' fills are no point function's: nothing to repair.
ShapingRepair shapingRepairOf(const TerrainFill& f, double stretch) {
  if (!f.shaped || f.c.mistakeCast || f.c.mistakeFloat) return ShapingRepair{};
  return shapingRepair(f.c, fbmFloatError(f, stretch), f.warped);
}

// Steps 3 to 5 on a piece of the elevation in float, then again in double
// (exactElevation) for the columns f.repair marks.
void shapeElevationPiece(const TerrainFill& f, double py, Piece piece, float* values, RowBuffers& b) {
  b.repaired.clear();
  if (f.repair.on)
    for (int i = 0; i < piece.count; ++i)
      if (values[i] < f.repair.low || values[i] > f.repair.high) b.repaired.push_back(i);
  shapePiece(f, py, piece, values, nullptr, ShapeSteps::All);
  // Past one flagged column in 8 the piece's fBm on double lanes
  // (WarpGrid's kernel, the same doubles) beats the scalar one per column.
  if (f.repairGrid && b.repaired.size() * 8 >= static_cast<std::size_t>(piece.count)) {
    double* exact = grown(b.exactFbm, padded(piece.count));
    f.repairGrid->elevationPiece(b.fieldY, piece.first, piece.count, exact);
    for (int i : b.repaired)
      values[i] = static_cast<float>(exactShaping(f, piece.first + i, py, exact[static_cast<std::size_t>(i)]));
    return;
  }
  for (int i : b.repaired) values[i] = static_cast<float>(exactElevation(f, b, piece.first + i, py));
}

// The elevation row after shaping (when the fill shapes it) into out. A
// shaped row on the grid goes piece by piece, each shaped in out while the
// fBm's stores have just brought it into the first-level cache.
void shapedElevationRow(const TerrainFill& f, double py, RowBuffers& b, float* out) {
  if (!f.shaped || !elevationOnGrid(f, py)) {
    elevationRow(f, py, b, out);
    if (f.shaped) shapeElevationPiece(f, py, Piece{0, f.count}, out, b);
    return;
  }
  if (f.warped) warpRow(f, py, b);
  const RowTerms t = rowTermsOf(f.k, f.elevation, py);
  for (int first = 0; first < f.count; first += kPieceColumns) {
    const Piece piece{first, std::min(kPieceColumns, f.count - first)};
    elevationPiece(f, t, b, piece, out + first);
    shapeElevationPiece(f, py, piece, out + first, b);
  }
}

enum class WarpAxis { X, Y };

// The warp layers of row py: the offset k (2g - 1) or the warped point's
// fraction in its cell, along one axis.
void warpLayerRow(const TerrainFill& f, double py, RowBuffers& b, WarpAxis axis, bool cell, float* out) {
  if (f.warped) warpRow(f, py, b);
  const float* field = nullptr;
  switch (axis) {
    case WarpAxis::X: field = b.g.data(); break;
    case WarpAxis::Y: field = b.h.data(); break;
  }
  for (int i = 0; i < f.count; ++i) {
    const double offset = f.warped ? f.c.warp * (2.0 * static_cast<double>(field[i]) - 1.0) : 0.0;
    if (!cell) {
      out[i] = static_cast<float>(offset);
      continue;
    }
    double p = 0.0;
    switch (axis) {
      case WarpAxis::X: p = f.px[i] + offset; break;
      case WarpAxis::Y: p = py + offset; break;
    }
    // Of the point the noise samples (sane: a NaN or infinite one from a view
    // outside the zoom range would give a NaN fraction). The fraction rounds
    // up to 1.0f within 3e-8 of the next line: keep it below.
    p = sane(p);
    out[i] = std::min(static_cast<float>(p - std::floor(p)), 0.99999994f);
  }
}

void fillRowOf(const TerrainFill& f, int y, float* out) {
  thread_local RowBuffers b;
  const double py = latticeY(f.c, f.spec, y);
  b.fieldY = f.wrapTiles
                 ? wrapMap(pixelToMap(f.spec.camera, f.spec.width, f.spec.height, 0, y).y) * f.c.frequency
                 : py;
  const std::size_t stride = padded(f.count);
  switch (f.spec.layer) {
    case FieldLayer::Elevation:
      return shapedElevationRow(f, py, b, out);
    case FieldLayer::Moisture: return fbmRow(f, f.moisture, f.moistureGrid, py, b, out);
    case FieldLayer::Biome: {
      // The moisture goes into out and its classes over it, in place: the
      // fBm's stores, which wait on memory least, bring out into the cache.
      float* e = grown(b.e, stride);
      shapedElevationRow(f, py, b, e);
      const Thresholds& t = f.spec.thresholds;
      const BiomeCuts& cuts = f.spec.biomeCuts;
      const auto classes = [&](Piece p) {
        f.k.biomes(kernels::BiomeRun{p.count, e + p.first, out + p.first, t.t1, t.t2, t.t3, cuts.h, cuts.w1,
                                     cuts.w2, out + p.first});
      };
      if (!f.moisture.grid) {
        fbmRow(f, f.moisture, f.moistureGrid, py, b, out);
        return classes(Piece{0, f.count});
      }
      // Piece by piece while the piece is in the first-level cache.
      const RowTerms moistureTerms = rowTermsOf(f.k, f.moisture, py);
      for (int first = 0; first < f.count; first += kPieceColumns) {
        const Piece piece{first, std::min(kPieceColumns, f.count - first)};
        gridPiece(f, f.moisture, f.moistureGrid, moistureTerms, piece, out + first);
        classes(piece);
      }
      return;
    }
    case FieldLayer::WarpOffsetX: return warpLayerRow(f, py, b, WarpAxis::X, false, out);
    case FieldLayer::WarpOffsetY: return warpLayerRow(f, py, b, WarpAxis::Y, false, out);
    case FieldLayer::WarpedCellX: return warpLayerRow(f, py, b, WarpAxis::X, true, out);
    case FieldLayer::WarpedCellY: return warpLayerRow(f, py, b, WarpAxis::Y, true, out);
    case FieldLayer::IslandDistance: {
      // No island: d = 0 everywhere (terrain.h), which the shape kernel, with no island step, never writes.
      if (f.c.island == IslandShape::None) return std::fill(out, out + f.count, 0.0f);
      float* e = grown(b.e, stride);
      std::fill(e, e + stride, 0.0f);
      return shapePiece(f, py, Piece{0, f.count}, e, out, ShapeSteps::DistanceOnly);
    }
    case FieldLayer::Flow:
    case FieldLayer::Wear:
    case FieldLayer::Deposit: return;  // region layers: field.cpp fillEroded
  }
}

}  // namespace

// Redistribution e^x carries the fBm's float error d (relativeError times
// S) through its slope x e^(x-1) (the island's and the terraces' are at
// most 1; a height curve's scales field.h's promise): the fBm values where
// that could pass 90% of field.h's precision (1e-6 U, 1e-5 U warped; the
// rest is the float steps' own rounding) are shaped again in double. Above
// x 1 those are the values over `high`, x (high + d)^(x-1) d at the budget
// (none at x 2 unwarped); below x 1 the values under `low`, x (low -
// d)^(x-1) d at the budget (0.042 at x 0.5 unwarped: a thin band near e = 0).
ShapingRepair shapingRepair(const NoiseParams& c, double relativeError, bool warped) {
  ShapingRepair r;
  const double x = c.exponent;
  if (x == 1.0) return r;
  const double sum = c.normalize ? 1.0 : amplitudeSum(c.octaves, c.persistence);
  const double budget = 0.9 * (warped ? 1e-5 : 1e-6) * std::max(1.0, std::pow(sum, x));
  const double d = relativeError * sum;
  if (x > 1.0) {
    const double high = std::pow(budget / (x * d), 1.0 / (x - 1.0)) - d;
    r.on = high < sum;
    r.low = -INFINITY;
    r.high = static_cast<float>(high);
  } else {
    r.on = true;
    r.low = static_cast<float>(d + std::pow(x * d / budget, 1.0 / (1.0 - x)));
    r.high = INFINITY;
  }
  return r;
}

double wrapMap(double m) {
  if (!std::isfinite(m)) return m;
  double k = std::floor(m);
  if (m - k > 0.5) k += 1.0;
  return m - k;
}

bool needsTerrainFill(const NoiseParams& c, const FieldSpec& spec) {
  return spec.layer != FieldLayer::Elevation || terrainOn(c);
}

void fillTerrainRect(const NoiseParams& c, const FieldSpec& spec, int x0, int y0, int x1, int y1, float* out) {
  TerrainFill f;
  f.c = c;
  f.spec = spec;
  f.x0 = x0;
  f.count = x1 - x0;
  f.k = activeKernels();
  f.k.axisTerms = axisTermsFor(c, f.k.axisTerms);
  const std::size_t stride = padded(f.count);
  f.px.resize(stride);
  f.fieldX.resize(stride);
  f.islandColumn.resize(stride);
  for (std::size_t i = 0; i < stride; ++i) {
    const int column = x0 + static_cast<int>(i);
    f.px[i] = latticeX(c, spec, column);
    const double mx = f.px[i] / c.frequency;
    f.islandColumn[i] = islandColumnTerm(c.island, static_cast<float>(std::isnan(mx) ? -1.0 : 2.0 * mx - 1.0));
  }
  const int octave = spec.layer == FieldLayer::Elevation ? spec.octave : kWholeFbm;
  f.elevation = planLayer(c, TerrainFbm::Elevation, octave == kWholeFbm ? -1 : octave);
  f.warpX = planLayer(c, TerrainFbm::WarpX, -1);
  f.warpY = planLayer(c, TerrainFbm::WarpY, -1);
  f.moisture = planLayer(c, TerrainFbm::Moisture, -1);
  double widestMap = 0.0;
  for (const double m : {pixelToMap(spec.camera, spec.width, spec.height, x0, y0).x,
                         pixelToMap(spec.camera, spec.width, spec.height, x1 - 1, y1 - 1).x,
                         pixelToMap(spec.camera, spec.width, spec.height, x0, y0).y,
                         pixelToMap(spec.camera, spec.width, spec.height, x1 - 1, y1 - 1).y})
    widestMap = std::isnan(m) || std::isnan(widestMap) ? NAN : std::max(widestMap, std::abs(m));
  f.wrapTiles = wrapsTiles(c, {&f.elevation, &f.warpX, &f.warpY, &f.moisture}, widestMap);
  for (std::size_t i = 0; i < stride; ++i) {
    const int column = x0 + static_cast<int>(i);
    f.fieldX[i] = f.wrapTiles
                      ? wrapMap(pixelToMap(spec.camera, spec.width, spec.height, column, 0).x) * c.frequency
                      : f.px[i];
  }
  f.warped = c.warp != 0.0;
  const double stretch = warpStretch(f);
  f.exactWarp = f.warped && stretch > kFloatWarpStretch;
  if (f.exactWarp) f.exactGrid.emplace(clampParams(c), f.fieldX.data(), f.count);
  // An octave's own field is never shaped.
  f.shaped = octave == kWholeFbm && shapingOn(c);
  f.curve = curvePiecesOf(c.heightCurve);
  f.shapeSettings = shapeSettingsOf(c, f.curve);
  f.repair = shapingRepairOf(f, stretch);
  if (f.repair.on && !f.warped)
    f.repairGrid.emplace(clampParams(c), f.fieldX.data(), f.count, GridFbm::Elevation);
  const bool mistaken = c.mistakeCast || c.mistakeFloat;  // their axis terms are for the row kernels only
  for (LayerPlan* plan : {&f.elevation, &f.warpX, &f.warpY, &f.moisture})
    plan->grid = onRows(*plan) || (!plan->tiled && !mistaken);
  for (double x : f.px) f.widestX = std::isnan(x) || std::isnan(f.widestX) ? NAN : std::max(f.widestX, std::abs(x));
  double work = 0.0;
  const auto prepare = [&](const LayerPlan& plan, GridColumns& grid) {
    if (plan.grid) buildColumns(f.k, plan, f.px, f.count, grid);
    work += static_cast<double>(stride) * plan.count;
  };
  prepare(f.elevation, f.elevationGrid);
  if (f.warped) {
    prepare(f.warpX, f.warpGrid);
    work += static_cast<double>(stride) * f.warpY.count;
  }
  if (spec.layer == FieldLayer::Moisture || spec.layer == FieldLayer::Biome) prepare(f.moisture, f.moistureGrid);
  forRowPieces(y0, y1, work, [&](int a, int b) {
    for (int y = a; y < b; ++y) fillRowOf(f, y, out + static_cast<std::size_t>(y) * spec.width + x0);
  });
}

}  // namespace noisescope::detail
