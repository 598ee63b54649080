#include "noisescope/noise/noise.h"

#include "noise/noise_steps.h"

namespace noisescope {

double blendCorners(double v00, double v10, double v01, double v11, double u, double v) {
  return detail::lerp(detail::lerp(v00, v10, u), detail::lerp(v01, v11, u), v);
}

// Every noise is the computation its breakdown records (noise_steps.h), kept
// without the record, so the steps a teaching view shows are the steps that
// made the number and the plain sample does not pay for them.
double valueNoise(double x, double y, std::int32_t seed, Fade fade) {
  return detail::plainNoise(NoiseKind::Value, x, y, seed, fade);
}

double gradientNoiseRaw(double x, double y, std::int32_t seed, Fade fade) {
  detail::NoSteps none;
  return detail::noiseComputation<NoiseKind::Gradient>(fade, x, y, seed, none).blend;
}

double gradientNoise(double x, double y, std::int32_t seed, Fade fade) {
  return detail::plainNoise(NoiseKind::Gradient, x, y, seed, fade);
}

double sampleNoise(NoiseKind kind, double x, double y, std::int32_t seed, Fade fade,
                   const WorleySettings& worley) {
  return detail::plainNoise(kind, x, y, seed, fade, detail::CellRule::Floor, worley);
}

}  // namespace noisescope
