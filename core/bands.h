// bands.h — cutting a field into terrain by thresholds.
//
// Bands (seed 000): water F < t1, sand t1 <= F < t2, grass t2 <= F < t3,
// rock F >= t3. Land is F >= t1. Defaults t1 = 0.35, t2 = 0.45, t3 = 0.70.
// Thresholds must be finite and ordered 0 <= t1 < t2 < t3 <= 1; anything else
// is rejected with a sentence saying why, never silently reordered.
#pragma once

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

}  // namespace noisescope
