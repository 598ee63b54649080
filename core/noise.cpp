#include "noise.h"

#include "breakdown.h"

namespace noisescope {

double blendCorners(double v00, double v10, double v01, double v11, double u, double v) {
  const auto lerp = [](double a, double b, double t) { return a + (b - a) * t; };
  return lerp(lerp(v00, v10, u), lerp(v01, v11, u), v);
}

// Every noise is the last step of its own breakdown (breakdown.h), so the
// steps a teaching view shows are the steps that made the number.
double valueNoise(double x, double y, std::int32_t seed, Fade fade) {
  return noiseSteps(NoiseKind::Value, fade, x, y, seed).noise;
}

double gradientNoiseRaw(double x, double y, std::int32_t seed, Fade fade) {
  return noiseSteps(NoiseKind::Gradient, fade, x, y, seed).blend;
}

double gradientNoise(double x, double y, std::int32_t seed, Fade fade) {
  return noiseSteps(NoiseKind::Gradient, fade, x, y, seed).noise;
}

double sampleNoise(NoiseKind kind, double x, double y, std::int32_t seed, Fade fade) {
  return noiseSteps(kind, fade, x, y, seed).noise;
}

}  // namespace noisescope
