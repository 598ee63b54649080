#include "noisescope/teaching/breakdown.h"

#include <algorithm>

#include "noise/noise_steps.h"
#include "noisescope/noise/fbm.h"
#include "noisescope/noise/mistakes.h"

namespace noisescope {

double blendedCorner(NoiseKind kind, const CornerStep& corner) {
  switch (kind) {
    case NoiseKind::Value: return corner.value;
    case NoiseKind::Gradient: return corner.dot;
    case NoiseKind::Simplex:
    case NoiseKind::Worley: return 0.0;  // no square-lattice corners (noise_families.h)
  }
  return corner.value;
}

namespace {

OctaveSteps stepsOf(NoiseKind kind, Fade fade, double x, double y, std::int32_t seed,
                    const std::optional<std::array<double, 4>>& cornerValues, detail::CellRule rule,
                    const WorleySettings& worley = {}) {
  OctaveSteps s;
  switch (kind) {
    case NoiseKind::Value:
      detail::noiseComputation<NoiseKind::Value>(fade, x, y, seed, s, cornerValues ? &*cornerValues : nullptr,
                                                 rule);
      break;
    case NoiseKind::Gradient: detail::noiseComputation<NoiseKind::Gradient>(fade, x, y, seed, s, nullptr, rule); break;
    case NoiseKind::Simplex:
    case NoiseKind::Worley:
      // The octave's value and its point; the steps are the square lattice's alone.
      s.kind = kind;
      s.fade = fade;
      s.seed = seed;
      s.positionX = sane(x);
      s.positionY = sane(y);
      s.cell = cellOf(x, y);
      s.noise = s.contribution = detail::plainNoise(kind, x, y, seed, fade, detail::CellRule::Floor, worley);
      break;
  }
  return s;
}

}  // namespace

OctaveSteps noiseSteps(NoiseKind kind, Fade fade, double x, double y, std::int32_t seed,
                       const std::optional<std::array<double, 4>>& cornerValues) {
  return stepsOf(kind, fade, x, y, seed, cornerValues, detail::CellRule::Floor);
}

OctaveSteps octaveSteps(const NoiseParams& p, int octave, double x, double y,
                        const std::optional<std::array<double, 4>>& cornerValues) {
  const NoiseParams c = clampParams(p);
  const int o = std::clamp(octave, 0, kOctavesMax - 1);
  const double f = octaveFrequency(c, o);
  OctaveSteps s = stepsOf(c.noise, c.fade, x * f, y * f, octaveSeedOf(c, c.seed, o), cornerValues,
                          detail::cellRuleOf(c), worleySettingsOf(c));
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
