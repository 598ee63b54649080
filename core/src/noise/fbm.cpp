#include "noisescope/noise/fbm.h"

#include <algorithm>

#include "noise/noise_steps.h"
#include "noisescope/noise/mistakes.h"
#include "noisescope/noise/noise.h"
#include "noisescope/noise/octave_plan.h"

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

// The octave plan's powers (octave_plan.h), the same products fbm() forms,
// so a single octave and the sum agree to the last bit.
double octaveFrequency(const NoiseParams& p, int octave) {
  return planOctave(clampParams(p), TerrainFbm::Elevation, octave).octaves[0].lacunarityPower;
}

double octaveWeight(const NoiseParams& p, int octave) {
  const OctavePlan plan = planOctave(clampParams(p), TerrainFbm::Elevation, octave);
  return plan.normalize ? plan.octaves[0].amplitude / plan.amplitudeSum : plan.octaves[0].amplitude;
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
  const Octave o = planOctave(c, TerrainFbm::Elevation, octave).octaves[0];
  return detail::plainNoise(c.noise, x * o.lacunarityPower, y * o.lacunarityPower, o.seed, c.fade,
                            detail::cellRuleOf(c), worleySettingsOf(c));
}

double octaveContribution(const NoiseParams& p, int octave, double x, double y) {
  return octaveWeight(p, octave) * octaveValue(p, octave, x, y);
}

namespace {

// The octave sum with the kind fixed, so the noise computation inlines into
// the loop (noise_steps.h). The plan's amplitudes are not normalised: fbm()
// divides the sum once.
template <NoiseKind Kind>
double octaveSum(const NoiseParams& c, const OctavePlan& plan, double x, double y) {
  detail::NoSteps none;
  const detail::CellRule rule = detail::cellRuleOf(c);
  double sum = 0.0;
  for (int k = 0; k < plan.count; ++k) {
    const Octave& o = plan.octaves[static_cast<std::size_t>(k)];
    sum += o.amplitude * detail::noiseComputation<Kind>(c.fade, x * o.lacunarityPower, y * o.lacunarityPower,
                                                        o.seed, none, nullptr, rule)
                             .noise;
  }
  return sum;
}

// The sum of a kind off the square lattice: its point function per octave.
double familySum(const NoiseParams& c, const OctavePlan& plan, double x, double y) {
  const WorleySettings worley = worleySettingsOf(c);
  double sum = 0.0;
  for (int k = 0; k < plan.count; ++k) {
    const Octave& o = plan.octaves[static_cast<std::size_t>(k)];
    sum += o.amplitude * detail::plainNoise(c.noise, x * o.lacunarityPower, y * o.lacunarityPower, o.seed,
                                            c.fade, detail::CellRule::Floor, worley);
  }
  return sum;
}

}  // namespace

double fbm(const NoiseParams& p, double x, double y) {
  const NoiseParams c = clampParams(p);
  // The plain sum: the elevation's octaves, never tiled or ridged (terrain.h adds those).
  const OctavePlan plan = planSum(c, TerrainFbm::Elevation);
  double sum = 0.0;
  switch (c.noise) {
    case NoiseKind::Value: sum = octaveSum<NoiseKind::Value>(c, plan, x, y); break;
    case NoiseKind::Gradient: sum = octaveSum<NoiseKind::Gradient>(c, plan, x, y); break;
    case NoiseKind::Simplex:
    case NoiseKind::Worley: sum = familySum(c, plan, x, y); break;
  }
  return sum / plan.divisor();
}

}  // namespace noisescope
