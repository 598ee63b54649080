// noise_steps.h — the one computation of single-octave noise (internal to
// core), shared by the plain sample (noise.h, fbm.h) and the teaching record
// (breakdown.h).
//
// What it computes
//   noiseComputation<Kind>(fade, x, y, seed, record, cornerValues, rule):
//   DESIGN.md's value or gradient noise at (x, y) in lattice units (its cell
//   by floor, or by the cast mistake's rule), returned as the raw
//   blend and the noise. With `record` an OctaveSteps every step is written
//   into it (the cell, fractions, fades, corners, blends); with NoSteps
//   nothing is, and the compiler keeps only the arithmetic that makes the
//   number. Both instantiations run the same operations in the same order, so
//   the plain sample and the breakdown agree to the last bit.
//
// Output ranges
//   blend: value noise [0, 1] before the clamp, gradient noise
//   [-sqrt(2)/2, sqrt(2)/2]; noise [0, 1]. Any double position (made sane).
//   With the cast mistake's rule the fraction can be negative and the blend
//   extrapolates past those ranges, unclamped, as the mistaken fills do.
//   `cornerValues` (value noise only, may be null) replaces the four lattice
//   values, as breakdown.h describes.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <type_traits>

#include "noisescope/noise/coords.h"
#include "noisescope/noise/fade.h"
#include "noisescope/noise/lattice.h"
#include "noisescope/noise/noise_families.h"
#include "noisescope/noise/params.h"
#include "noisescope/teaching/breakdown.h"

namespace noisescope::detail {

// Keeps no steps: the plain sample.
struct NoSteps {};

// How the cell of a position is found: floor (DESIGN.md), or the teaching
// cast mistake (mistakes.h, coords.h's castCellOf).
enum class CellRule { Floor, Cast };

inline CellRule cellRuleOf(const NoiseParams& c) { return c.mistakeCast ? CellRule::Cast : CellRule::Floor; }

struct NoiseResult {
  double blend;  // before scaling and clamping
  double noise;  // [0, 1]
};

// Largest |raw gradient noise| with unit gradients: sqrt(2)/2, reached at a
// cell centre when all four gradients point away from it. Scaling by sqrt(2)
// maps the raw value onto [-1, 1].
inline constexpr double kSqrt2 = 1.4142135623730951;

inline double lerp(double a, double b, double t) { return a + (b - a) * t; }

template <NoiseKind Kind, class Record>
inline NoiseResult noiseComputation(Fade fade, double x, double y, std::int32_t seed, Record& record,
                                    const std::array<double, 4>* cornerValues = nullptr,
                                    CellRule rule = CellRule::Floor) {
  static_assert(Kind == NoiseKind::Value || Kind == NoiseKind::Gradient, "a kind on the square lattice");
  constexpr bool kKeep = std::is_same_v<Record, OctaveSteps>;
  const Cell c = rule == CellRule::Floor ? cellOf(x, y) : castCellOf(x, y);
  const double u = applyFade(fade, c.fx);
  const double v = applyFade(fade, c.fy);
  // Corners in the order (i, j), (i+1, j), (i, j+1), (i+1, j+1).
  const std::int32_t cx[4] = {c.ix, c.ix + 1, c.ix, c.ix + 1};
  const std::int32_t cy[4] = {c.iy, c.iy, c.iy + 1, c.iy + 1};
  const double ox[4] = {c.fx, c.fx - 1.0, c.fx, c.fx - 1.0};
  const double oy[4] = {c.fy, c.fy, c.fy - 1.0, c.fy - 1.0};
  double corner[4];
  for (int k = 0; k < 4; ++k) {
    if constexpr (Kind == NoiseKind::Value) {
      corner[k] = cornerValues ? (*cornerValues)[k] : latticeValue(cx[k], cy[k], seed);
      if constexpr (kKeep) record.corners[k].value = corner[k];
    } else {
      const Gradient g = latticeGradient(cx[k], cy[k], seed);
      corner[k] = g.x * ox[k] + g.y * oy[k];
      if constexpr (kKeep) {
        record.corners[k].gradient = g;
        record.corners[k].dot = corner[k];
      }
    }
    if constexpr (kKeep) {
      CornerStep& s = record.corners[k];
      s.ix = cx[k];
      s.iy = cy[k];
      s.hash = latticeHash(cx[k], cy[k], seed);
      s.offsetX = ox[k];
      s.offsetY = oy[k];
    }
  }
  const double top = lerp(corner[0], corner[1], u);
  const double bottom = lerp(corner[2], corner[3], u);
  const double blend = lerp(top, bottom, v);
  double noise = 0.0;
  if constexpr (Kind == NoiseKind::Value) {
    // a + (b - a) t can round a hair below a corner value of 0 (seed 0 at
    // (0, 0) gives -3e-16 just above it); the range is [0, 1] all the same.
    noise = rule == CellRule::Floor ? std::clamp(blend, 0.0, 1.0) : blend;
  } else {
    // At a cell centre whose four gradients all point one way, (sqrt(2)/2) *
    // sqrt(2) rounds to 1 + 2^-52, and the result to -1.1e-16 (seed 7, cell
    // (257, -18)); clamping removes that rounding and nothing else.
    noise = (blend * kSqrt2 + 1.0) * 0.5;
    if (rule == CellRule::Floor) noise = std::clamp(noise, 0.0, 1.0);
  }
  if constexpr (kKeep) {
    record.kind = Kind;
    record.fade = fade;
    record.seed = seed;
    record.positionX = sane(x);
    record.positionY = sane(y);
    record.cell = c;
    record.u = u;
    record.v = v;
    record.top = top;
    record.bottom = bottom;
    record.blend = blend;
    record.noise = noise;
    record.contribution = noise;
  }
  return NoiseResult{blend, noise};
}

// The plain sample of any kind (the cast mistake and the fade apply to the
// square lattice's kinds; Worley reads `worley`). Output: [0, 1].
inline double plainNoise(NoiseKind kind, double x, double y, std::int32_t seed, Fade fade,
                         CellRule rule = CellRule::Floor, const WorleySettings& worley = {}) {
  NoSteps none;
  switch (kind) {
    case NoiseKind::Value: return noiseComputation<NoiseKind::Value>(fade, x, y, seed, none, nullptr, rule).noise;
    case NoiseKind::Gradient:
      return noiseComputation<NoiseKind::Gradient>(fade, x, y, seed, none, nullptr, rule).noise;
    case NoiseKind::Simplex: return simplexNoise(x, y, seed);
    case NoiseKind::Worley: return worleyNoise(x, y, seed, worley);
  }
  return 0.0;
}

}  // namespace noisescope::detail
