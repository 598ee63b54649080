#include "noise.h"

#include <algorithm>

#include "coords.h"
#include "lattice.h"

namespace noisescope {

namespace {

// Largest |raw gradient noise| with unit gradients: sqrt(2)/2, reached at a
// cell centre when all four gradients point away from it. Scaling by sqrt(2)
// maps the raw value onto [-1, 1].
constexpr double kSqrt2 = 1.4142135623730951;

double lerp(double a, double b, double t) { return a + (b - a) * t; }

double dotAt(std::int32_t ix, std::int32_t iy, std::int32_t seed, double dx, double dy) {
  const Gradient g = latticeGradient(ix, iy, seed);
  return g.x * dx + g.y * dy;
}

}  // namespace

double blendCorners(double v00, double v10, double v01, double v11, double u, double v) {
  return lerp(lerp(v00, v10, u), lerp(v01, v11, u), v);
}

double valueNoise(double x, double y, std::int32_t seed, Fade fade) {
  const Cell c = cellOf(x, y);
  // a + (b - a) t can round a hair below a corner value of 0 (seed 0 at
  // (0, 0) gives -3e-16 just above it); the range is [0, 1] all the same.
  return std::max(0.0, blendCorners(latticeValue(c.ix, c.iy, seed), latticeValue(c.ix + 1, c.iy, seed),
                      latticeValue(c.ix, c.iy + 1, seed), latticeValue(c.ix + 1, c.iy + 1, seed),
                      applyFade(fade, c.fx), applyFade(fade, c.fy)));
}

double gradientNoiseRaw(double x, double y, std::int32_t seed, Fade fade) {
  const Cell c = cellOf(x, y);
  const double n00 = dotAt(c.ix, c.iy, seed, c.fx, c.fy);
  const double n10 = dotAt(c.ix + 1, c.iy, seed, c.fx - 1.0, c.fy);
  const double n01 = dotAt(c.ix, c.iy + 1, seed, c.fx, c.fy - 1.0);
  const double n11 = dotAt(c.ix + 1, c.iy + 1, seed, c.fx - 1.0, c.fy - 1.0);
  return blendCorners(n00, n10, n01, n11, applyFade(fade, c.fx), applyFade(fade, c.fy));
}

double gradientNoise(double x, double y, std::int32_t seed, Fade fade) {
  // At a cell centre whose four gradients all point one way, (sqrt(2)/2) *
  // sqrt(2) rounds to 1 + 2^-52, and the result to -1.1e-16 (seed 7, cell
  // (257, -18)); clamping removes that rounding and nothing else.
  return std::clamp((gradientNoiseRaw(x, y, seed, fade) * kSqrt2 + 1.0) * 0.5, 0.0, 1.0);
}

double sampleNoise(NoiseKind kind, double x, double y, std::int32_t seed, Fade fade) {
  return kind == NoiseKind::Value ? valueNoise(x, y, seed, fade) : gradientNoise(x, y, seed, fade);
}

}  // namespace noisescope
