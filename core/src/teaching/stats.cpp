#include "noisescope/teaching/stats.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace noisescope {

namespace {

// Eight values a step with GCC/Clang vector extensions, in vectors of 16
// bytes, the width of the baseline build's registers (a wider vector type is
// split by the compiler through memory). Per-lane counts are 32-bit, emptied
// into the totals every kBlock values.
using F4 [[gnu::vector_size(16)]] = float;
using I4 [[gnu::vector_size(16)]] = std::int32_t;
using D2 [[gnu::vector_size(16)]] = double;
constexpr std::size_t kLanes = 8;
constexpr std::size_t kBlock = std::size_t{1} << 20;

struct Lanes {
  F4 lo[2];
  F4 hi[2];
  D2 sum[4] = {};
  std::size_t below = 0;
  std::size_t above = 0;
  std::size_t inside = 0;  // in [0, 1]
};

D2 lowHalf(F4 v) { return D2{v[0], v[1]}; }
D2 highHalf(F4 v) { return D2{v[2], v[3]}; }

// values[0, count), count a multiple of kLanes.
void scanLanes(const float* values, std::size_t count, Lanes& l) {
  for (std::size_t i = 0; i < count;) {
    const std::size_t end = std::min(count, i + kBlock);
    I4 below = {}, above = {}, inside = {};
    for (; i < end; i += kLanes) {
      for (int h = 0; h < 2; ++h) {
        F4 v;
        std::memcpy(&v, values + i + 4 * h, sizeof v);
        l.lo[h] = v < l.lo[h] ? v : l.lo[h];  // std::min's choice, so a NaN is skipped
        l.hi[h] = l.hi[h] < v ? v : l.hi[h];
        l.sum[2 * h] += lowHalf(v);
        l.sum[2 * h + 1] += highHalf(v);
        below -= v < 0.0f;  // a true comparison is -1 in each lane
        above -= v > 1.0f;
        inside -= (v >= 0.0f) & (v <= 1.0f);
      }
    }
    for (int j = 0; j < 4; ++j) {
      l.below += static_cast<std::size_t>(below[j]);
      l.above += static_cast<std::size_t>(above[j]);
      l.inside += static_cast<std::size_t>(inside[j]);
    }
  }
}

}  // namespace

FieldStats computeStats(std::span<const float> values, int bins) {
  FieldStats s;
  const int n = std::clamp(bins, 1, 65536);
  s.histogram.assign(static_cast<std::size_t>(n), 0);
  if (values.empty()) return s;

  Lanes l;
  l.lo[0] = l.lo[1] = l.hi[0] = l.hi[1] = F4{} + values[0];
  const std::size_t whole = values.size() - values.size() % kLanes;
  scanLanes(values.data(), whole, l);
  s.min = values[0];
  s.max = values[0];
  double sum = 0.0;
  for (int j = 0; j < 4; ++j) {
    s.min = std::min({s.min, l.lo[0][j], l.lo[1][j]});
    s.max = std::max({s.max, l.hi[0][j], l.hi[1][j]});
  }
  for (const D2& partial : l.sum) sum += partial[0] + partial[1];
  s.below = l.below;
  s.above = l.above;
  std::size_t inside = l.inside;
  for (std::size_t i = whole; i < values.size(); ++i) {
    const float v = values[i];
    s.min = std::min(s.min, v);
    s.max = std::max(s.max, v);
    sum += static_cast<double>(v);
    s.below += v < 0.0f;
    s.above += v > 1.0f;
    inside += (v >= 0.0f) & (v <= 1.0f);
  }
  s.mean = sum / static_cast<double>(values.size());

  if (n == 1) {
    s.histogram[0] = inside;
    return s;
  }
  for (float v : values) {
    if (v >= 0.0f && v <= 1.0f) {  // not NaN: casting NaN to int is undefined
      const int bin = std::min(static_cast<int>(v * static_cast<float>(n)), n - 1);
      ++s.histogram[static_cast<std::size_t>(bin)];
    }
  }
  return s;
}

}  // namespace noisescope
