// breakdown.h — one octave of noise at a point, every step kept.
//
// What it computes
//   noiseSteps     the single-octave noise at a point in lattice units, as a
//                  record of each step of DESIGN.md's definition: the cell
//                  (i, j) = floor of the position, the fractions, the faded
//                  fractions u and v, the four corners in the order (i, j),
//                  (i+1, j), (i, j+1), (i+1, j+1) with their hash and value
//                  (value noise) or gradient, offset and dot product
//                  (gradient noise), the two x-blends (top: row j, bottom:
//                  row j+1), the y-blend and the noise. valueNoise() and
//                  gradientNoise() (noise.h) are this function's `noise`, so
//                  the record is the computation, not a copy of it.
//   octaveSteps    octave o of NoiseParams at a point in lattice units of
//                  octave 0: the same record at (x l^o, y l^o) with seed
//                  seed + 1013 o, plus the octave's weight and contribution.
//   explainPoint   every octave and the fBm, which equals fbm() bit for bit.
//
// Teaching: `cornerValues` replaces the four lattice values of value noise
// (the book's worked example: 0.2, 0.9, 0.6, 0.4 at (0.25, 0.75) with the
// cubic fade gives 0.528). It is ignored for gradient noise. The hashes stay
// those of the lattice points.
//
// Output ranges
//   noise [0, 1]; blend: value noise [0, 1], gradient noise (raw)
//   [-sqrt(2)/2, sqrt(2)/2]; weight [0, 1]; contribution [0, weight];
//   fbm as fbm() (fbm.h). Deterministic; any double position (made sane).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "noisescope/noise/coords.h"
#include "noisescope/noise/lattice.h"
#include "noisescope/noise/params.h"

namespace noisescope {

struct CornerStep {
  std::int32_t ix = 0;       // lattice point, i or i+1
  std::int32_t iy = 0;       // lattice point, j or j+1
  std::uint32_t hash = 0;    // latticeHash(ix, iy, seed)
  double value = 0.0;        // value noise: the lattice value, [0, 1); gradient noise: 0
  Gradient gradient{};       // gradient noise: unit vector; value noise: (0, 0)
  double offsetX = 0.0;      // point minus corner, x: fx or fx - 1, (-1, 1)
  double offsetY = 0.0;      // point minus corner, y: fy or fy - 1, (-1, 1)
  double dot = 0.0;          // gradient . offset, [-1, 1]; value noise: 0
};

// What a corner contributes to the blend: its value or its dot product.
double blendedCorner(NoiseKind kind, const CornerStep& corner);

struct OctaveSteps {
  NoiseKind kind = NoiseKind::Value;
  Fade fade = Fade::Quintic;
  int octave = 0;              // 0..15
  double frequency = 1.0;      // l^octave
  std::int32_t seed = 0;       // seed + 1013 * octave
  double positionX = 0.0;      // x * frequency, made sane
  double positionY = 0.0;
  Cell cell{};                 // (i, j) and the fractions (fx, fy) in [0, 1)
  double u = 0.0;              // fade(fx), [0, 1]
  double v = 0.0;              // fade(fy), [0, 1]
  std::array<CornerStep, 4> corners{};  // (i, j), (i+1, j), (i, j+1), (i+1, j+1)
  double top = 0.0;            // lerp(corner 0, corner 1, u)
  double bottom = 0.0;         // lerp(corner 2, corner 3, u)
  double blend = 0.0;          // lerp(top, bottom, v)
  double noise = 0.0;          // value: blend; gradient: (blend sqrt2 + 1) / 2; [0, 1]
  double weight = 1.0;         // octaveWeight(), [0, 1]
  double contribution = 0.0;   // weight * noise
};

// Single-octave noise at (x, y) in lattice units; octave 0, weight 1.
OctaveSteps noiseSteps(NoiseKind kind, Fade fade, double x, double y, std::int32_t seed,
                       const std::optional<std::array<double, 4>>& cornerValues = std::nullopt);

// Octave `octave` (clamped to [0, 15]) of p at (x, y), lattice units of octave 0.
OctaveSteps octaveSteps(const NoiseParams& p, int octave, double x, double y,
                        const std::optional<std::array<double, 4>>& cornerValues = std::nullopt);

struct PointBreakdown {
  double x = 0.0;                    // the point asked for, lattice units of octave 0
  double y = 0.0;
  std::vector<OctaveSteps> octaves;  // one per octave of p, in order
  double fbm = 0.0;                  // as fbm() (fbm.h)
};

PointBreakdown explainPoint(const NoiseParams& p, double x, double y,
                            const std::optional<std::array<double, 4>>& cornerValues = std::nullopt);

}  // namespace noisescope
