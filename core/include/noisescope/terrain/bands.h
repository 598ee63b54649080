// bands.h — cutting a field into terrain by thresholds.
//
// Bands (seed 000): water F < t1, sand t1 <= F < t2, grass t2 <= F < t3,
// rock F >= t3. Land is F >= t1. Defaults t1 = 0.35, t2 = 0.45, t3 = 0.70.
// Thresholds must be finite and ordered 0 <= t1 < t2 < t3 <= 1; anything else
// is rejected with a sentence saying why, never silently reordered.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace noisescope {

struct Thresholds {
  float t1 = 0.35f;  // water below, [0, 1]; default 0.35
  float t2 = 0.45f;  // sand below, above t1; default 0.45
  float t3 = 0.70f;  // grass below, rock from here up, above t2; default 0.70

  bool operator==(const Thresholds&) const = default;
};

enum class Band : std::uint8_t { Water, Sand, Grass, Rock };

// Empty when valid, else one sentence naming the problem.
std::string thresholdsError(const Thresholds& t);

// Output: the band of value v. NaN counts as water.
Band classifyBand(float v, const Thresholds& t);

// Output: true when v >= t1.
bool isLand(float v, const Thresholds& t);

// "water", "sand", "grass", "rock".
std::string_view bandName(Band band);

// A splat (weight) map's blend: each threshold's two bands share the values
// within blend / 2 of it, linearly; 0 is a hard cut. [0, kSplatBlendMax],
// elevation units.
inline constexpr double kSplatBlendMax = 0.25;

// The four bands' weights at v, water, sand, grass, rock, in 0..255 and
// summing to 255 exactly (largest remainder; ties to the lower band). With
// blend 0 the band classifyBand gives holds 255. NaN is water. blend outside
// [0, kSplatBlendMax] is clamped into it.
std::array<std::uint8_t, 4> bandWeights(float v, const Thresholds& t, double blend);

}  // namespace noisescope
