#include "stats.h"

#include <algorithm>

namespace noisescope {

FieldStats computeStats(std::span<const float> values, int bins) {
  FieldStats s;
  const int n = std::clamp(bins, 1, 65536);
  s.histogram.assign(static_cast<std::size_t>(n), 0);
  if (values.empty()) return s;
  s.min = values[0];
  s.max = values[0];
  double sum = 0.0;
  for (float v : values) {
    s.min = std::min(s.min, v);
    s.max = std::max(s.max, v);
    sum += v;
    if (v < 0.0f) {
      ++s.below;
    } else if (v > 1.0f) {
      ++s.above;
    } else if (v <= 1.0f) {  // not NaN: casting NaN to int is undefined
      const int bin = std::min(static_cast<int>(v * static_cast<float>(n)), n - 1);
      ++s.histogram[static_cast<std::size_t>(bin)];
    }
  }
  s.mean = sum / static_cast<double>(values.size());
  return s;
}

}  // namespace noisescope
