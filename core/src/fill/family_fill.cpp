// The fills of simplex and Worley noise through their kernels (FamilyRun,
// field_kernels.h): each row's lattice positions, the elevation's or the
// moisture's sum there, then the shaping steps and the biome in double per
// pixel, as the point functions do.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "fill/field_internal.h"
#include "noisescope/noise/noise_families.h"
#include "noisescope/noise/octave_plan.h"
#include "noisescope/terrain/biomes.h"
#include "noisescope/terrain/terrain.h"

namespace noisescope::detail {

namespace {

constexpr double kMaxKernelPeriod = 1073741824.0;  // 2^30: a period and a cell plus 2 in uint32 lanes
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
  if (!single) keepSumInRange(r.weight, plan.count, static_cast<float>(plan.normalize ? 1.0 : plan.amplitudeSum));
  r.ridged = plan.ridged;
  r.jitter = static_cast<float>(c.jitter);
  r.distance = static_cast<int>(c.cellDistance);
  r.output = static_cast<int>(c.cellReturn);
  r.inverseBound = static_cast<float>(1.0 / worleyBound(c.cellDistance, c.cellReturn));
  return r;
}

struct RowBuffers {
  TableVector<double> ys;
  std::vector<float> moisture;
  TableVector<double> wxs, wys;      // the row's warped lattice points
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
  // Tiled (Worley: simplex does not tile), each period held in the kernel's 32-bit lanes.
  // Periods grow with the octave: the last one a fill reads (an octave view's may lie past the sum's) decides.
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
  const std::size_t stride = (static_cast<std::size_t>(count) + kernels::kMaxLanes - 1) / kernels::kMaxLanes *
                             kernels::kMaxLanes;
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
  forRowPieces(y0, y1, work, [&](int a, int b) {
    thread_local RowBuffers buf;
    double* ys = grown(buf.ys, stride);
    float* wet = grown(buf.moisture, stride);
    for (int y = a; y < b; ++y) {
      const double py = latticeY(c, spec, y);
      std::fill(ys, ys + stride, sampledY(y));
      float* row = out + static_cast<std::size_t>(y) * spec.width + x0;
      // The sum r at the row's points (pointsX, pointsY), into `into`.
      const auto sumAt = [&](kernels::FamilyRun r, const double* pointsX, const double* pointsY, float* into) {
        r.count = count;
        r.xs = pointsX;
        r.ys = pointsY;
        r.out = into;
        kernel(r);
      };
      const auto sum = [&](const kernels::FamilyRun& r, float* into) { sumAt(r, sampledColumns.data(), ys, into); };
      if (wantsElevation && warped) {
        // p + k (2g - 1, 2h - 1), warpOffset()'s doubles (TerrainPoint's:
        // clamped and planned once) added as terrain.h's elevation() adds them.
        double* wx = grown(buf.wxs, stride);
        double* wy = grown(buf.wys, stride);
        for (std::size_t i = 0; i < stride; ++i) {
          const WarpOffset w = i < static_cast<std::size_t>(count) ? terrain.warp(xs[i], py) : WarpOffset{0.0, 0.0};
          wx[i] = xs[i] + w.x;
          wy[i] = py + w.y;
        }
        sumAt(elevation, wx, wy, row);
      } else if (wantsElevation) {
        sum(elevation, row);
      }
      if (wantsElevation) {
        // Where the exponent's slope would carry the float sum's error past
        // field.h, the fBm in double at the point the kernel summed at.
        const double* sx = warped ? buf.wxs.data() : sampledColumns.data();
        const double* sy = warped ? buf.wys.data() : ys;
        if (shaped)
          for (int i = 0; i < count; ++i) {
            const double e = repair.needs(row[i]) ? terrain.elevationFbm(sx[i], sy[i]) : row[i];
            row[i] = static_cast<float>(terrain.shape(e, xs[i] / c.frequency, py / c.frequency));
          }
      }
      if (!wantsMoisture) continue;
      sum(moisture, spec.layer == FieldLayer::Moisture ? row : wet);
      if (spec.layer == FieldLayer::Biome)
        for (int i = 0; i < count; ++i)
          row[i] = static_cast<float>(
              static_cast<int>(classifyBiome(row[i], wet[i], spec.thresholds, spec.biomeCuts)));
    }
  });
}

}  // namespace noisescope::detail
