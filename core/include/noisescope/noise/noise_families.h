// noise_families.h — simplex and Worley (cellular) noise at a point, as
// DESIGN.md "Noise families, exactly" defines them.
//
// simplexNoise: the sum of three corner contributions r^4 (g . d) on the
//   skewed triangular lattice (r = 0.5 - |d|^2 where positive; g the lattice
//   gradient of gradient noise, lattice.h), n = 99.2 sum, output (n + 1) / 2.
// worleyNoise: the distances from the point to the feature points of the
//   5 x 5 cells around its own (one point per cell, jittered by J), F1 the
//   nearest and F2 the second; the return chooses F1 / B1, F2 / B2,
//   (F2 - F1) / B2 or the nearest cell's own value. A period > 0 wraps the
//   cell indices modulo it (tiling); 0 does not.
//
// Positions are lattice units, any double (made sane as coords.h does);
// cell indices enter the hash as 32-bit two's complement. The fade curve
// does not apply. Deterministic: double arithmetic in a fixed order.
//
// Output: [0, 1] for both (the bounds are the true worst cases: the sum of
// simplex is at most 1 / 99.2043 in size, F1 <= B1 and F2 <= B2).
// Cost: simplex three corners; Worley 25 feature points.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "noisescope/noise/params.h"

namespace noisescope {

inline constexpr double kSimplexSkew = 0.36602540378443865;    // F = (sqrt3 - 1) / 2
inline constexpr double kSimplexUnskew = 0.21132486540518713;  // G = (3 - sqrt3) / 6
inline constexpr double kSimplexScale = 99.2;
inline constexpr std::uint32_t kWorleyCellSeed = 0x68E31DA4u;  // seed ^ this: a cell's own value

// Every step of one simplex sample (explain shows them): the skewed cell,
// the three corners with their offsets, r, gradients and contributions.
struct SimplexCorner {
  std::int32_t i = 0, j = 0;  // lattice corner
  double dx = 0, dy = 0;      // offset from the corner to the point
  double r = 0;               // 0.5 - dx^2 - dy^2; the corner counts where r > 0
  double gx = 0, gy = 0;      // the corner's gradient (lattice.h)
  double contribution = 0;    // r^4 (g . d), or 0
};
struct SimplexSteps {
  double x = 0, y = 0;    // the sane position
  double skew = 0;        // s = (x + y) F
  double x0 = 0, y0 = 0;  // the offset from the cell's first corner, unskewed
  std::array<SimplexCorner, 3> corners{};
  double raw = 0;  // 99.2 times the sum, in [-1, 1]
};
SimplexSteps simplexSteps(double x, double y, std::int32_t seed);

// The raw simplex sum times 99.2, in [-1, 1].
double simplexNoiseRaw(double x, double y, std::int32_t seed);
// (raw + 1) / 2, in [0, 1].
double simplexNoise(double x, double y, std::int32_t seed);

struct WorleySettings {
  double jitter = 1.0;                              // J in [0, 1]
  CellDistance distance = CellDistance::Euclidean;  // how far a feature point is
  CellReturn output = CellReturn::F1;               // what the noise returns
};

// The settings of clamped parameters p.
WorleySettings worleySettingsOf(const NoiseParams& p);

// The search around one point: F1, F2 and the nearest cell (wrapped when
// tiled), for explain and the tests.
struct WorleySearch {
  double f1 = 0.0, f2 = 0.0;
  std::int32_t nearestX = 0, nearestY = 0;  // the nearest feature point's cell (hashed indices)
};
WorleySearch worleySearch(double x, double y, std::int32_t seed, const WorleySettings& s,
                          std::int64_t period = 0);

// Output: [0, 1].
double worleyNoise(double x, double y, std::int32_t seed, const WorleySettings& s, std::int64_t period = 0);

// The feature point of cell (i, j): its jitter terms J (u - 0.5) and
// J (v - 0.5), so it lies at (i + 0.5 + ju, j + 0.5 + jv).
struct FeaturePoint {
  double ju, jv;
};
FeaturePoint worleyFeature(std::int32_t i, std::int32_t j, std::int32_t seed, double jitter);

// The bound B the return divides by: B1 for f1, B2 for the others (cell: 1).
double worleyBound(CellDistance distance, CellReturn output);

// What the return divides by B, for explain's steps: "F1", "F2" or
// "(F2 - F1)"; empty for cell, the nearest cell's value, not divided.
std::string_view worleyReturnTerm(CellReturn output);

}  // namespace noisescope
