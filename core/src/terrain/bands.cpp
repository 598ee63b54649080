#include "noisescope/terrain/bands.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace noisescope {

std::string thresholdsError(const Thresholds& t) {
  char text[200];
  if (!std::isfinite(t.t1) || !std::isfinite(t.t2) || !std::isfinite(t.t3))
    return "thresholds must be finite numbers";
  if (t.t1 < 0.0f || t.t3 > 1.0f) {
    std::snprintf(text, sizeof text, "thresholds must lie in [0, 1], got %g, %g, %g", t.t1, t.t2, t.t3);
    return text;
  }
  if (!(t.t1 < t.t2 && t.t2 < t.t3)) {
    std::snprintf(text, sizeof text, "thresholds must be ordered t1 < t2 < t3, got %g, %g, %g", t.t1, t.t2, t.t3);
    return text;
  }
  return {};
}

Band classifyBand(float v, const Thresholds& t) {
  if (!(v >= t.t1)) return Band::Water;  // NaN lands here too
  if (v < t.t2) return Band::Sand;
  if (v < t.t3) return Band::Grass;
  return Band::Rock;
}

bool isLand(float v, const Thresholds& t) { return v >= t.t1; }

std::array<std::uint8_t, 4> bandWeights(float v, const Thresholds& t, double blend) {
  if (!(v == v)) return {255, 0, 0, 0};
  const double b = std::clamp(blend, 0.0, kSplatBlendMax);
  // The share of v above threshold k: a step, or a ramp of width b across it.
  const auto above = [&](float k) {
    if (b == 0.0) return v >= k ? 1.0 : 0.0;
    return std::clamp((static_cast<double>(v) - k) / b + 0.5, 0.0, 1.0);
  };
  const double a1 = above(t.t1), a2 = above(t.t2), a3 = above(t.t3);
  const std::array<double, 4> w = {255.0 * (1.0 - a1), 255.0 * (a1 - a2), 255.0 * (a2 - a3), 255.0 * a3};
  std::array<std::uint8_t, 4> out{};
  int left = 255;
  for (std::size_t i = 0; i < 4; ++i) {
    out[i] = static_cast<std::uint8_t>(std::floor(std::max(w[i], 0.0)));
    left -= out[i];
  }
  while (left > 0) {  // at most 3 steps: give each unit to the largest remainder left
    std::size_t best = 0;
    for (std::size_t i = 1; i < 4; ++i)
      if (w[i] - out[i] > w[best] - out[best]) best = i;
    ++out[best];
    --left;
  }
  return out;
}

std::string_view bandName(Band band) {
  switch (band) {
    case Band::Water: return "water";
    case Band::Sand: return "sand";
    case Band::Grass: return "grass";
    case Band::Rock: return "rock";
  }
  return "water";
}

}  // namespace noisescope
