#include "breakdown.h"

#include <algorithm>

#include "fbm.h"

namespace noisescope {

namespace {

// Largest |raw gradient noise| with unit gradients: sqrt(2)/2, reached at a
// cell centre when all four gradients point away from it. Scaling by sqrt(2)
// maps the raw value onto [-1, 1].
constexpr double kSqrt2 = 1.4142135623730951;

double lerp(double a, double b, double t) {
  return a + (b - a) * t;
}

CornerStep cornerStep(NoiseKind kind, std::int32_t ix, std::int32_t iy, std::int32_t seed, double dx,
                      double dy) {
  CornerStep c;
  c.ix = ix;
  c.iy = iy;
  c.hash = latticeHash(ix, iy, seed);
  c.offsetX = dx;
  c.offsetY = dy;
  switch (kind) {
    case NoiseKind::Value: c.value = latticeValue(ix, iy, seed); break;
    case NoiseKind::Gradient:
      c.gradient = latticeGradient(ix, iy, seed);
      c.dot = c.gradient.x * dx + c.gradient.y * dy;
      break;
  }
  return c;
}

}  // namespace

double blendedCorner(NoiseKind kind, const CornerStep& corner) {
  switch (kind) {
    case NoiseKind::Value: return corner.value;
    case NoiseKind::Gradient: return corner.dot;
  }
  return corner.value;
}

OctaveSteps noiseSteps(NoiseKind kind, Fade fade, double x, double y, std::int32_t seed,
                       const std::optional<std::array<double, 4>>& cornerValues) {
  OctaveSteps s;
  s.kind = kind;
  s.fade = fade;
  s.seed = seed;
  s.positionX = sane(x);
  s.positionY = sane(y);
  s.cell = cellOf(x, y);
  const Cell& c = s.cell;
  s.u = applyFade(fade, c.fx);
  s.v = applyFade(fade, c.fy);
  s.corners = {cornerStep(kind, c.ix, c.iy, seed, c.fx, c.fy),
               cornerStep(kind, c.ix + 1, c.iy, seed, c.fx - 1.0, c.fy),
               cornerStep(kind, c.ix, c.iy + 1, seed, c.fx, c.fy - 1.0),
               cornerStep(kind, c.ix + 1, c.iy + 1, seed, c.fx - 1.0, c.fy - 1.0)};
  if (cornerValues && kind == NoiseKind::Value)
    for (std::size_t k = 0; k < 4; ++k) s.corners[k].value = (*cornerValues)[k];
  s.top = lerp(blendedCorner(kind, s.corners[0]), blendedCorner(kind, s.corners[1]), s.u);
  s.bottom = lerp(blendedCorner(kind, s.corners[2]), blendedCorner(kind, s.corners[3]), s.u);
  s.blend = lerp(s.top, s.bottom, s.v);
  switch (kind) {
    // a + (b - a) t can round a hair below a corner value of 0 (seed 0 at
    // (0, 0) gives -3e-16 just above it); the range is [0, 1] all the same.
    case NoiseKind::Value: s.noise = std::clamp(s.blend, 0.0, 1.0); break;
    // At a cell centre whose four gradients all point one way, (sqrt(2)/2) *
    // sqrt(2) rounds to 1 + 2^-52, and the result to -1.1e-16 (seed 7, cell
    // (257, -18)); clamping removes that rounding and nothing else.
    case NoiseKind::Gradient: s.noise = std::clamp((s.blend * kSqrt2 + 1.0) * 0.5, 0.0, 1.0); break;
  }
  s.contribution = s.noise;
  return s;
}

OctaveSteps octaveSteps(const NoiseParams& p, int octave, double x, double y,
                        const std::optional<std::array<double, 4>>& cornerValues) {
  const NoiseParams c = clampParams(p);
  const int o = std::clamp(octave, 0, kOctavesMax - 1);
  const double f = octaveFrequency(c, o);
  OctaveSteps s = noiseSteps(c.noise, c.fade, x * f, y * f, octaveSeed(c.seed, o), cornerValues);
  s.octave = o;
  s.frequency = f;
  s.weight = octaveWeight(c, o);
  s.contribution = s.weight * s.noise;
  return s;
}

PointBreakdown explainPoint(const NoiseParams& p, double x, double y,
                            const std::optional<std::array<double, 4>>& cornerValues) {
  const NoiseParams c = clampParams(p);
  PointBreakdown b;
  b.x = x;
  b.y = y;
  // The sum is formed as fbm() forms it, so the two agree to the last bit.
  double sum = 0.0;
  double amplitude = 1.0;
  for (int o = 0; o < c.octaves; ++o) {
    b.octaves.push_back(octaveSteps(c, o, x, y, cornerValues));
    sum += amplitude * b.octaves.back().noise;
    amplitude *= c.persistence;
  }
  b.fbm = c.normalize ? sum / amplitudeSum(c.octaves, c.persistence) : sum;
  return b;
}

}  // namespace noisescope
