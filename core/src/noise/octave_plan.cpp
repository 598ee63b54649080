#include "noisescope/noise/octave_plan.h"

#include <algorithm>
#include <cmath>

#include "noisescope/noise/fbm.h"
#include "noisescope/noise/mistakes.h"

namespace noisescope {

namespace {

struct SumSetup {
  std::uint32_t seedOffset;
  double factor;
  int octaves;
  bool normalize;
  bool ridged;
};

SumSetup setupOf(const NoiseParams& c, TerrainFbm which) {
  switch (which) {
    case TerrainFbm::Elevation: {
      bool ridged = false;
      switch (c.fractal) {
        case Fractal::Fbm: ridged = false; break;
        case Fractal::Ridged: ridged = true; break;
      }
      return SumSetup{0u, 1.0, c.octaves, c.normalize, ridged};
    }
    case TerrainFbm::WarpX: return SumSetup{kWarpXSeedOffset, c.warpFrequency, c.warpOctaves, true, false};
    case TerrainFbm::WarpY: return SumSetup{kWarpYSeedOffset, c.warpFrequency, c.warpOctaves, true, false};
    case TerrainFbm::Moisture:
      return SumSetup{moistureSeedOffset(c), c.moistureFrequency, c.octaves, true, false};
  }
  return SumSetup{0u, 1.0, c.octaves, c.normalize, false};
}

double periodOf(const NoiseParams& c, double factor, double lacunarityPower) {
  return std::max(1.0, std::round(c.frequency * factor * lacunarityPower));
}

// Octaves first .. first + count - 1 of `which`.
OctavePlan plan(const NoiseParams& c, TerrainFbm which, int first, int count) {
  const SumSetup s = setupOf(c, which);
  OctavePlan p;
  p.count = count;
  p.sumOctaves = s.octaves;
  p.tiled = c.tile;
  p.normalize = s.normalize;
  p.ridged = s.ridged;
  p.factor = s.factor;
  p.frequency = c.frequency;
  p.amplitudeSum = amplitudeSum(s.octaves, c.persistence);
  const auto seed = static_cast<std::int32_t>(static_cast<std::uint32_t>(c.seed) + s.seedOffset);
  double lacunarityPower = 1.0, amplitude = 1.0;
  for (int o = 0; o < first + count; ++o) {
    if (o >= first) {
      Octave& octave = p.octaves[static_cast<std::size_t>(o - first)];
      octave = Octave{o, octaveSeedOf(c, seed, o), lacunarityPower, amplitude,
                      c.tile ? periodOf(c, s.factor, lacunarityPower) : 0.0};
    }
    lacunarityPower *= c.lacunarity;
    amplitude *= c.persistence;
  }
  return p;
}

}  // namespace

OctavePlan planSum(const NoiseParams& c, TerrainFbm which) {
  return plan(c, which, 0, setupOf(c, which).octaves);
}

OctavePlan planOctave(const NoiseParams& c, TerrainFbm which, int octave) {
  return plan(c, which, std::clamp(octave, 0, kOctavesMax - 1), 1);
}

double octavePeriod(const NoiseParams& c, TerrainFbm which, int octave) {
  double lacunarityPower = 1.0;
  for (int k = 0; k < std::clamp(octave, 0, kOctavesMax - 1); ++k) lacunarityPower *= c.lacunarity;
  return periodOf(c, setupOf(c, which).factor, lacunarityPower);
}

}  // namespace noisescope
