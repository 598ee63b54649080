// The fills of simplex and Worley noise through their kernels (FamilyRun,
// field_kernels.h): each row's lattice positions, the elevation's or the
// moisture's sum there, then the shaping steps and the biome in double per
// pixel, as the point functions do.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

#include "fill/field_internal.h"
#include "noisescope/noise/coords.h"
#include "noisescope/noise/noise_families.h"
#include "noisescope/noise/octave_plan.h"
#include "noisescope/terrain/biomes.h"
#include "noisescope/terrain/terrain.h"

namespace noisescope::detail {

namespace {

constexpr double kMaxKernelPeriod = 1073741824.0;  // 2^30: FamilyRun::period holds it in 32 bits
// The family kernels' sums are within this of the point functions' over
// their range (random fills of up to 16 octaves, warped or not, 18000 of
// each kind, found at most 6.7e-7 for simplex, 5.0e-7 for Worley);
// shapingRepair takes it for the exponent's slope.
constexpr double kFamilySumError = 8e-7;

// The run of the sum `plan` of clamped c; `single`: one octave as a view
// shows it, unweighted.
kernels::FamilyRun runOf(const NoiseParams& c, const OctavePlan& plan, bool single) {
  kernels::FamilyRun r{};
  r.octaves = plan.count;
  r.tiled = plan.tiled;
  for (int k = 0; k < plan.count; ++k) {
    const Octave& o = plan.octaves[static_cast<std::size_t>(k)];
    const auto seed = static_cast<std::uint32_t>(o.seed);
    // Tiled: p / f F_o (OctavePlan::scaled), the indices modulo F_o.
    r.scaleA[k] = plan.tiled ? plan.frequency : plan.factor;
    r.scaleB[k] = plan.tiled ? o.period : o.lacunarityPower;
    r.period[k] = plan.tiled ? static_cast<std::uint32_t>(o.period) : 1u;
    r.seedHash[k] = seed * kernels::kHashSeed;
    r.cellDelta[k] = ((seed ^ kWorleyCellSeed) - seed) * kernels::kHashSeed;
    r.weight[k] = single ? 1.0f : static_cast<float>(o.amplitude / plan.divisor());
  }
  if (!single)
    keepSumInRange(r.weight, plan.count, static_cast<float>(plan.normalize ? 1.0 : plan.amplitudeSum));
  r.ridged = plan.ridged;
  r.jitter = static_cast<float>(c.jitter);
  r.distance = static_cast<int>(c.cellDistance);
  r.output = static_cast<int>(c.cellReturn);
  r.inverseBound = static_cast<float>(1.0 / worleyBound(c.cellDistance, c.cellReturn));
  return r;
}

// Octave o's position of lattice coordinate p as the kernels scale it
// (p a b, tiled p / a b), made sane.
double octavePosition(const kernels::FamilyRun& r, int o, double p) {
  return sane(r.tiled ? p / r.scaleA[o] * r.scaleB[o] : p * r.scaleA[o] * r.scaleB[o]);
}

std::uint32_t low32(double whole) {
  return static_cast<std::uint32_t>(static_cast<std::int32_t>(whole));
}

// One axis's cell parts at one octave (kernels::FamilyColumns): a column's
// (`column`, hash multiplier kHashX) or a row's.
struct AxisPart {
  std::uint32_t term[5];
  float fraction[2];
  double cell;  // Worley: the cell c (before any tiling's modulo)
};

AxisPart worleyPart(const kernels::FamilyRun& r, int o, double p, bool column) {
  const double q = octavePosition(r, o, p), whole = saneFloor(q);
  AxisPart a{};
  a.cell = whole;
  a.fraction[0] = static_cast<float>(q - whole);
  const double period = r.tiled ? r.period[o] : 0.0;
  for (int d = 0; d < 5; ++d)
    a.term[d] = kernels::wrapped(static_cast<std::int64_t>(whole) + d - 2, period) *
                (column ? kernels::kHashX : kernels::kHashY);
  return a;
}

// x' = x + x F2 goes to the skewed u (its cell to i), x'' = x F2 to v (to
// j); a row's y' goes to v and y'' to u.
AxisPart simplexPart(const kernels::FamilyRun& r, int o, double p, bool column) {
  const double q = octavePosition(r, o, p);
  const double own = q + q * kSimplexSkew, cross = q * kSimplexSkew;
  const double ownWhole = saneFloor(own), crossWhole = saneFloor(cross);
  const auto ownFraction = static_cast<float>(own - ownWhole);
  const auto crossFraction = static_cast<float>(cross - crossWhole);
  AxisPart a{};
  a.fraction[0] = column ? ownFraction : crossFraction;
  a.fraction[1] = column ? crossFraction : ownFraction;
  a.term[0] = column ? low32(ownWhole) * kernels::kHashX + low32(crossWhole) * kernels::kHashY
                     : low32(crossWhole) * kernels::kHashX + low32(ownWhole) * kernels::kHashY;
  return a;
}

// A grid's column parts of a run's octaves (kernels::FamilyColumns), found
// once per fill; rowOf gives a copy of the run reading them at a row.
class FamilyGrid {
 public:
  FamilyGrid(const kernels::FamilyRun& run, bool simplex, const double* columns, std::size_t stride)
      : run_(run),
        simplex_(simplex),
        terms_(static_cast<std::size_t>(run.octaves) * 5 * stride),
        fractions_(static_cast<std::size_t>(run.octaves) * 2 * stride) {
    run_.grid = true;
    std::vector<double> cells(simplex ? 0 : static_cast<std::size_t>(run.octaves) * stride);
    for (int o = 0; o < run.octaves; ++o) {
      // Octave o's table k starts at (o * 5 + k) stride (terms), (o * 2 + k) stride (fractions).
      std::uint32_t* term = terms_.data() + static_cast<std::size_t>(o) * 5 * stride;
      float* fraction = fractions_.data() + static_cast<std::size_t>(o) * 2 * stride;
      for (std::size_t i = 0; i < stride; ++i) {
        const AxisPart a = partOf(o, columns[i], true);
        for (std::size_t k = 0; k < 5; ++k) term[k * stride + i] = a.term[k];
        for (std::size_t k = 0; k < 2; ++k) fraction[k * stride + i] = a.fraction[k];
        if (!simplex) cells[static_cast<std::size_t>(o) * stride + i] = a.cell;
      }
      for (std::size_t k = 0; k < 5; ++k) run_.columns[o].term[k] = term + k * stride;
      for (std::size_t k = 0; k < 2; ++k) run_.columns[o].fraction[k] = fraction + k * stride;
    }
    if (!simplex) tableCells(cells, stride);
  }
  FamilyGrid(const FamilyGrid&) = delete;
  FamilyGrid& operator=(const FamilyGrid&) = delete;

  // Floats of scratch a row's kernel fills (FamilyRun::points).
  std::size_t pointFloats() const { return pointFloats_; }

  // The run at the row of lattice coordinate y; `points`: pointFloats() of scratch.
  kernels::FamilyRun rowOf(double y, float* points) const {
    kernels::FamilyRun r = run_;
    r.points = points;
    for (int o = 0; o < r.octaves; ++o) {
      const AxisPart a = partOf(o, y, false);
      for (int k = 0; k < 5; ++k) r.rowTerm[o][k] = a.term[k] + r.seedHash[o];
      r.rowFraction[o][0] = a.fraction[0];
      r.rowFraction[o][1] = a.fraction[1];
    }
    return r;
  }

 private:
  AxisPart partOf(int o, double p, bool column) const {
    return simplex_ ? simplexPart(run_, o, p, column) : worleyPart(run_, o, p, column);
  }

  // Worley's cells by index (kernels::FamilyColumns::cellTerm) for the
  // octaves whose cells are no narrower than a pixel: there a row's kernel
  // finds each cell's feature point once, not once a pixel. columnCells:
  // each octave's column cells (AxisPart::cell), octave-major.
  void tableCells(const std::vector<double>& columnCells, std::size_t stride) {
    std::array<double, kernels::kMaxOctaves> first{};
    std::array<std::size_t, kernels::kMaxOctaves> cells{};
    std::size_t indexes = 0, terms = 0;
    for (int o = 0; o < run_.octaves; ++o) {
      const auto k = static_cast<std::size_t>(o);
      // The least cell, not the first column's: a tiled fill's columns wrap around the map.
      const auto column = columnCells.begin() + static_cast<std::ptrdiff_t>(k * stride);
      const auto [least, most] = std::minmax_element(column, column + static_cast<std::ptrdiff_t>(stride));
      first[k] = *least;
      const double last = *most;
      if (last - first[k] > static_cast<double>(stride)) continue;  // narrower than a pixel
      cells[k] = static_cast<std::size_t>(last - first[k]) + 5;
      indexes += stride;
      terms += padded(cells[k]);
    }
    cellIndexes_.assign(indexes, 0);
    cellTerms_.assign(terms, 0u);
    std::int32_t* index = cellIndexes_.data();
    std::uint32_t* term = cellTerms_.data();
    const auto pitch = [](std::size_t n) { return padded(n) + kernels::kMaxLanes; };
    for (int o = 0; o < run_.octaves; ++o) {
      const auto k = static_cast<std::size_t>(o);
      if (cells[k] == 0) continue;
      kernels::FamilyColumns& c = run_.columns[o];
      for (std::size_t i = 0; i < stride; ++i)
        index[i] = static_cast<std::int32_t>(columnCells[k * stride + i] - first[k]);
      const double period = run_.tiled ? run_.period[o] : 0.0;
      for (std::size_t n = 0; n < cells[k]; ++n)
        term[n] =
            kernels::wrapped(static_cast<std::int64_t>(first[k]) + static_cast<std::int64_t>(n) - 2, period) *
            kernels::kHashX;
      c.cellIndex = index;
      c.cellTerm = term;
      c.cells = static_cast<int>(cells[k]);
      c.pitch = static_cast<int>(pitch(cells[k]));
      c.pointsAt = static_cast<int>(pointFloats_);
      pointFloats_ += 6 * pitch(cells[k]);
      index += stride;
      term += padded(cells[k]);
    }
  }
  static std::size_t padded(std::size_t n) {
    return (n + kernels::kMaxLanes - 1) / kernels::kMaxLanes * kernels::kMaxLanes;
  }

  kernels::FamilyRun run_;
  bool simplex_;
  TableVector<std::uint32_t> terms_;
  TableVector<float> fractions_;
  TableVector<std::int32_t> cellIndexes_;
  TableVector<std::uint32_t> cellTerms_;
  std::size_t pointFloats_ = 0;
};

struct RowBuffers {
  std::vector<float> moisture;
  TableVector<float> points;     // FamilyGrid::pointFloats()
  TableVector<double> wxs, wys;  // the row's warped lattice points
};

}  // namespace

void keepSumInRange(float* weight, int count, float bound) {
  const auto total = [&] {
    float sum = 0.0f;
    for (int k = 0; k < count; ++k) sum += weight[k];
    return sum;
  };
  while (total() > bound) weight[0] = std::nextafter(weight[0], 0.0f);
}

bool takesFamilyFill(const NoiseParams& c, const FieldSpec& spec) {
  const bool family = c.noise == NoiseKind::Simplex || c.noise == NoiseKind::Worley;
  const bool layer = spec.layer == FieldLayer::Elevation || spec.layer == FieldLayer::Moisture ||
                     spec.layer == FieldLayer::Biome;
  // Tiled (Worley: simplex does not tile), each period held in FamilyRun's 32 bits.
  // Periods grow with the octave: the last one a fill reads decides (an
  // octave view's may lie past the sum's).
  bool periods = true;
  const int last = std::max(c.octaves - 1, spec.octave);
  if (c.tile)
    for (TerrainFbm which : {TerrainFbm::Elevation, TerrainFbm::Moisture})
      periods = periods && octavePeriod(c, which, last) <= kMaxKernelPeriod;
  // Warped, each pixel's offset is warpOffset()'s, in double, and the sums
  // run on the kernels at the warped point. Warp fields on the kernels would
  // move each point by 2k times their float error, which passed field.h's
  // 1e-5 (2.9e-6 per unit of warp stretch, measured; the core_terrain fuzz
  // target found 1.6e-5 at warp 8). Tiled and warped, the point functions.
  const bool warp = c.warp == 0.0 || !c.tile;
  return family && layer && periods && warp && !c.time && !c.mistakeCast && !c.mistakeFloat;
}

void fillFamilyRect(const NoiseParams& c, const FieldSpec& spec, int x0, int y0, int x1, int y1, float* out) {
  const kernels::RowKernels k = activeKernels();
  const kernels::FamilyKernel kernel = c.noise == NoiseKind::Simplex ? k.simplex : k.worley;
  const bool single = spec.layer == FieldLayer::Elevation && spec.octave != kWholeFbm;  // an octave view
  const OctavePlan elevationPlan =
      single ? planOctave(c, TerrainFbm::Elevation, spec.octave) : planSum(c, TerrainFbm::Elevation);
  const kernels::FamilyRun elevation = runOf(c, elevationPlan, single);
  const kernels::FamilyRun moisture = runOf(c, planSum(c, TerrainFbm::Moisture), false);
  const bool warped = c.warp != 0.0;
  const int count = x1 - x0;
  const std::size_t stride =
      (static_cast<std::size_t>(count) + kernels::kMaxLanes - 1) / kernels::kMaxLanes * kernels::kMaxLanes;
  const bool wantsElevation = spec.layer != FieldLayer::Moisture;
  const bool wantsMoisture = spec.layer != FieldLayer::Elevation;
  // Each octave of the two warp fields in double costs about 10 kernel octave-samples.
  const double work =
      static_cast<double>(count) * (elevation.octaves + moisture.octaves + (warped ? 20 * c.warpOctaves : 0));
  const TerrainPoint terrain(c);
  const bool shaped = !single && shapingOn(c);
  const ShapingRepair repair = shaped ? shapingRepair(c, kFamilySumError, warped) : ShapingRepair{};
  // Tiled, the sums sample each pixel's wrapped map point, as fillByPoints
  // does (field.cpp); the island, its own.
  const bool wrap = wrapsTiledPoints(c, spec);
  const auto sampledX = [&](int x) {
    return wrap ? wrapMap(pixelToMap(spec.camera, spec.width, spec.height, x, 0).x) * c.frequency
                : latticeX(c, spec, x);
  };
  const auto sampledY = [&](int y) {
    return wrap ? wrapMap(pixelToMap(spec.camera, spec.width, spec.height, 0, y).y) * c.frequency
                : latticeY(c, spec, y);
  };
  // A column's x is the same on every row: found once per fill (the padding repeats the first column).
  TableVector<double> columns(stride), sampledColumns(stride);
  for (std::size_t i = 0; i < stride; ++i) {
    const int x = x0 + static_cast<int>(i < static_cast<std::size_t>(count) ? i : 0);
    columns[i] = latticeX(c, spec, x);
    sampledColumns[i] = sampledX(x);
  }
  const double* xs = columns.data();
  const bool simplex = c.noise == NoiseKind::Simplex;
  // The tables of the sums this fill reads on grid rows (a warped elevation sums at its own points).
  std::optional<FamilyGrid> elevationGrid, moistureGrid;
  if (wantsElevation && !warped) elevationGrid.emplace(elevation, simplex, sampledColumns.data(), stride);
  if (wantsMoisture) moistureGrid.emplace(moisture, simplex, sampledColumns.data(), stride);
  forRowPieces(y0, y1, work, [&](int a, int b) {
    thread_local RowBuffers buf;
    float* wet = grown(buf.moisture, stride);
    for (int y = a; y < b; ++y) {
      const double py = latticeY(c, spec, y), sampledRowY = sampledY(y);
      float* row = out + static_cast<std::size_t>(y) * spec.width + x0;
      const auto run = [&](kernels::FamilyRun r, float* into) {
        r.count = count;
        r.out = into;
        kernel(r);
      };
      if (wantsElevation && warped) {
        // p + k (2g - 1, 2h - 1), warpOffset()'s doubles (TerrainPoint's:
        // clamped and planned once) added as terrain.h's elevation() adds them.
        double* wx = grown(buf.wxs, stride);
        double* wy = grown(buf.wys, stride);
        for (std::size_t i = 0; i < stride; ++i) {
          const WarpOffset w =
              i < static_cast<std::size_t>(count) ? terrain.warp(xs[i], py) : WarpOffset{0.0, 0.0};
          wx[i] = xs[i] + w.x;
          wy[i] = py + w.y;
        }
        kernels::FamilyRun r = elevation;
        r.xs = wx;
        r.ys = wy;
        run(r, row);
      } else if (wantsElevation) {
        run(elevationGrid->rowOf(sampledRowY, grown(buf.points, elevationGrid->pointFloats())), row);
      }
      if (wantsElevation && shaped) {
        // Where the exponent's slope would carry the float sum's error past
        // field.h, the fBm in double at the point the kernel summed at.
        for (int i = 0; i < count; ++i) {
          const auto at = static_cast<std::size_t>(i);
          const double e = !repair.needs(row[i]) ? row[i]
                           : warped              ? terrain.elevationFbm(buf.wxs[at], buf.wys[at])
                                                 : terrain.elevationFbm(sampledColumns[at], sampledRowY);
          row[i] = static_cast<float>(terrain.shape(e, xs[i] / c.frequency, py / c.frequency));
        }
      }
      if (!wantsMoisture) continue;
      run(moistureGrid->rowOf(sampledRowY, grown(buf.points, moistureGrid->pointFloats())),
          spec.layer == FieldLayer::Moisture ? row : wet);
      if (spec.layer == FieldLayer::Biome)
        for (int i = 0; i < count; ++i)
          row[i] = static_cast<float>(
              static_cast<int>(classifyBiome(row[i], wet[i], spec.thresholds, spec.biomeCuts)));
    }
  });
}

}  // namespace noisescope::detail
