#include "threshold_order.h"

#include <algorithm>
#include <cmath>

namespace noisescope::gui {

namespace {

float finiteOr(float v, float fallback) { return std::isfinite(v) ? v : fallback; }

}  // namespace

Thresholds keepThresholdsOrdered(Thresholds t, ThresholdMoved moved) {
  const Thresholds d{};
  constexpr float g = kThresholdGap;
  t.t1 = std::clamp(finiteOr(t.t1, d.t1), 0.0f, 1.0f - 2 * g);
  t.t2 = std::clamp(finiteOr(t.t2, d.t2), g, 1.0f - g);
  t.t3 = std::clamp(finiteOr(t.t3, d.t3), 2 * g, 1.0f);
  switch (moved) {
    case ThresholdMoved::T3:  // pushes down
      t.t2 = std::min(t.t2, t.t3 - g);
      t.t1 = std::min(t.t1, t.t2 - g);
      break;
    case ThresholdMoved::T2:  // pushes both ways
      t.t1 = std::min(t.t1, t.t2 - g);
      t.t3 = std::max(t.t3, t.t2 + g);
      break;
    case ThresholdMoved::T1:
    case ThresholdMoved::None:  // pushes up
      t.t2 = std::max(t.t2, t.t1 + g);
      t.t3 = std::max(t.t3, t.t2 + g);
      break;
  }
  // Float sums can land a hair off; a final strict pass keeps the order.
  if (!(t.t1 < t.t2)) t.t2 = std::nextafter(t.t1, 2.0f);
  if (!(t.t2 < t.t3)) t.t3 = std::nextafter(t.t2, 2.0f);
  if (t.t3 > 1.0f) {
    t.t3 = 1.0f;
    t.t2 = std::min(t.t2, 1.0f - g);
    t.t1 = std::min(t.t1, t.t2 - g);
  }
  return t;
}

}  // namespace noisescope::gui
