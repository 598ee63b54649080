// stats.h — what a field contains: range, mean, histogram, out-of-range count.
//
// The histogram has `bins` equal bins over [0, 1]; a value v in [0, 1] falls
// into bin min(floor(v * bins), bins - 1). Values below 0 or above 1 are not
// binned but counted in `below` and `above`, so the views can say how much of
// an unnormalised field leaves [0, 1]. NaN (no core field holds one) is
// neither binned nor counted. An empty field gives all zeros.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

namespace noisescope {

struct FieldStats {
  float min = 0.0f;                     // smallest value
  float max = 0.0f;                     // largest value
  double mean = 0.0;                    // arithmetic mean, accumulated in double
  std::size_t below = 0;                // values < 0
  std::size_t above = 0;                // values > 1
  std::vector<std::size_t> histogram;   // counts of values in [0, 1], `bins` entries

  std::size_t outOfRange() const { return below + above; }
};

// bins in [1, 65536]; other counts are clamped into that range.
FieldStats computeStats(std::span<const float> values, int bins = 64);

}  // namespace noisescope
