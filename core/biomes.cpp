#include "biomes.h"

#include <cmath>
#include <cstdio>

namespace noisescope {

std::string biomeCutsError(const BiomeCuts& c, const Thresholds& t) {
  char text[200];
  if (!std::isfinite(c.h) || !std::isfinite(c.w1) || !std::isfinite(c.w2)) return "biome cuts must be finite numbers";
  if (!(c.h >= t.t2 && c.h <= t.t3)) {
    std::snprintf(text, sizeof text, "biome cut h must lie in [t2, t3] = [%g, %g], got %g", t.t2, t.t3, c.h);
    return text;
  }
  if (!(c.w1 >= 0.0f && c.w2 <= 1.0f && c.w1 < c.w2)) {
    std::snprintf(text, sizeof text, "biome cuts must be ordered 0 <= w1 < w2 <= 1, got %g, %g", c.w1, c.w2);
    return text;
  }
  return {};
}

Biome classifyBiome(double e, double w, const Thresholds& t, const BiomeCuts& c) {
  if (!(e >= t.t1)) return Biome::Water;  // NaN lands here too
  if (e < t.t2) return Biome::Beach;
  const int height = e < c.h ? 0 : e < t.t3 ? 1 : 2;
  const int wetness = !(w >= c.w1) ? 0 : w < c.w2 ? 1 : 2;
  return static_cast<Biome>(2 + 3 * height + wetness);
}

std::string_view biomeName(Biome biome) {
  switch (biome) {
    case Biome::Water: return "water";
    case Biome::Beach: return "beach";
    case Biome::Desert: return "desert";
    case Biome::Grassland: return "grassland";
    case Biome::Swamp: return "swamp";
    case Biome::Scrub: return "scrub";
    case Biome::Forest: return "forest";
    case Biome::Rainforest: return "rainforest";
    case Biome::BareRock: return "bare rock";
    case Biome::Tundra: return "tundra";
    case Biome::Snow: return "snow";
  }
  return "water";
}

std::optional<Biome> biomeFromName(std::string_view name) {
  for (int i = 0; i < kBiomeCount; ++i)
    if (biomeName(static_cast<Biome>(i)) == name) return static_cast<Biome>(i);
  return std::nullopt;
}

}  // namespace noisescope
