#include "fbm.h"

#include <algorithm>

#include "mistakes.h"
#include "noise.h"
#include "noise_steps.h"

namespace noisescope {

std::int32_t octaveSeed(std::int32_t seed, int octave) {
  // Unsigned arithmetic wraps; signed overflow would be undefined.
  const std::uint32_t s = static_cast<std::uint32_t>(seed) + 1013u * static_cast<std::uint32_t>(octave);
  return static_cast<std::int32_t>(s);
}

int clampOctaves(int octaves) { return std::clamp(octaves, kOctavesMin, kOctavesMax); }

double amplitudeSum(int octaves, double persistence) {
  double sum = 0.0;
  double amplitude = 1.0;
  for (int o = 0; o < clampOctaves(octaves); ++o) {
    sum += amplitude;
    amplitude *= persistence;
  }
  return sum;
}

// Powers by repeated multiplication, the same products fbm() forms, so a
// single octave and the sum agree to the last bit.
double octaveFrequency(const NoiseParams& p, int octave) {
  const NoiseParams c = clampParams(p);
  double f = 1.0;
  for (int o = 0; o < octave; ++o) f *= c.lacunarity;
  return f;
}

double octaveWeight(const NoiseParams& p, int octave) {
  const NoiseParams c = clampParams(p);
  double a = 1.0;
  for (int o = 0; o < octave; ++o) a *= c.persistence;
  return c.normalize ? a / amplitudeSum(c.octaves, c.persistence) : a;
}

double fbmUpperBound(const NoiseParams& p) {
  const NoiseParams c = clampParams(p);
  return c.normalize ? 1.0 : amplitudeSum(c.octaves, c.persistence);
}

NoiseParams runningSumParams(const NoiseParams& p, int k) {
  NoiseParams c = clampParams(p);
  c.octaves = std::clamp(k, 0, c.octaves - 1) + 1;
  return c;
}

double octaveValue(const NoiseParams& p, int octave, double x, double y) {
  const NoiseParams c = clampParams(p);
  const int o = std::clamp(octave, 0, kOctavesMax - 1);
  const double f = octaveFrequency(c, o);
  return detail::plainNoise(c.noise, x * f, y * f, octaveSeedOf(c, c.seed, o), c.fade, detail::cellRuleOf(c));
}

double octaveContribution(const NoiseParams& p, int octave, double x, double y) {
  return octaveWeight(p, octave) * octaveValue(p, octave, x, y);
}

namespace {

// The octave sum with the kind fixed, so the noise computation inlines into
// the loop (noise_steps.h); the same products in the same order as before.
template <NoiseKind Kind>
double octaveSum(const NoiseParams& c, double x, double y) {
  detail::NoSteps none;
  const detail::CellRule rule = detail::cellRuleOf(c);
  double sum = 0.0;
  double amplitude = 1.0;
  double frequency = 1.0;
  for (int o = 0; o < c.octaves; ++o) {
    sum += amplitude * detail::noiseComputation<Kind>(c.fade, x * frequency, y * frequency,
                                                      octaveSeedOf(c, c.seed, o), none, nullptr, rule)
                           .noise;
    frequency *= c.lacunarity;
    amplitude *= c.persistence;
  }
  return sum;
}

}  // namespace

double fbm(const NoiseParams& p, double x, double y) {
  const NoiseParams c = clampParams(p);
  double sum = 0.0;
  switch (c.noise) {
    case NoiseKind::Value: sum = octaveSum<NoiseKind::Value>(c, x, y); break;
    case NoiseKind::Gradient: sum = octaveSum<NoiseKind::Gradient>(c, x, y); break;
  }
  return c.normalize ? sum / amplitudeSum(c.octaves, c.persistence) : sum;
}

}  // namespace noisescope
