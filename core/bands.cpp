#include "bands.h"

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
