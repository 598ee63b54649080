#include "noisescope/noise/mistakes.h"

#include "noisescope/noise/fbm.h"

namespace noisescope {

bool mistakesOn(const NoiseParams& p) {
  return p.mistakeSharedSeed || p.mistakeMoistureSeed || p.mistakeCast || p.mistakeFloat;
}

std::string mistakesText(const NoiseParams& p) {
  std::string text;
  const auto add = [&](bool on, const char* what) {
    if (!on) return;
    if (!text.empty()) text += ", ";
    text += what;
  };
  add(p.mistakeSharedSeed, "octaves share a seed");
  add(p.mistakeMoistureSeed, "moisture with the height's seed");
  add(p.mistakeCast, "cast instead of floor");
  add(p.mistakeFloat, "float instead of double");
  return text;
}

std::int32_t octaveSeedOf(const NoiseParams& p, std::int32_t seed, int octave) {
  return p.mistakeSharedSeed ? seed : octaveSeed(seed, octave);
}

std::uint32_t moistureSeedOffset(const NoiseParams& p) { return p.mistakeMoistureSeed ? 0u : kMoistureSeedOffset; }

}  // namespace noisescope
