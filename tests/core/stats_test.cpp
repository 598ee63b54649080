#include "noisescope/teaching/stats.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <numeric>

namespace noisescope {
namespace {

TEST(Stats, MinMaxMeanAndHistogram) {
  const std::vector<float> v = {0.0f, 0.25f, 0.5f, 0.75f, 1.0f};
  const FieldStats s = computeStats(v, 4);
  EXPECT_EQ(s.min, 0.0f);
  EXPECT_EQ(s.max, 1.0f);
  EXPECT_DOUBLE_EQ(s.mean, 0.5);
  EXPECT_EQ(s.histogram, (std::vector<std::size_t>{1, 1, 1, 2}));
  EXPECT_EQ(s.outOfRange(), 0u);
}

TEST(Stats, ValuesOutsideTheUnitIntervalAreCountedNotBinned) {
  const std::vector<float> v = {-0.5f, 0.5f, 1.5f, 1.9f};
  const FieldStats s = computeStats(v, 10);
  EXPECT_EQ(s.below, 1u);
  EXPECT_EQ(s.above, 2u);
  EXPECT_EQ(s.outOfRange(), 3u);
  EXPECT_EQ(std::accumulate(s.histogram.begin(), s.histogram.end(), std::size_t{0}), 1u);
  EXPECT_EQ(s.max, 1.9f);
}

TEST(Stats, EmptyFieldAndBadBinCounts) {
  const FieldStats s = computeStats({}, 0);
  EXPECT_EQ(s.histogram.size(), 1u);
  EXPECT_EQ(s.min, 0.0f);
  EXPECT_EQ(s.mean, 0.0);
}

// The vector pass against a plain loop, on sizes that leave a tail of every
// length and values on both sides of [0, 1], NaN included.
TEST(Stats, VectorPassAgreesWithAPlainLoop) {
  for (std::size_t size : {1u, 7u, 8u, 9u, 15u, 1000u, 4099u}) {
    std::vector<float> v(size);
    for (std::size_t i = 0; i < size; ++i) v[i] = static_cast<float>(i % 37) / 24.0f - 0.3f;
    if (size > 5) v[5] = std::numeric_limits<float>::quiet_NaN();
    v[size - 1] = -2.5f;
    float lo = v[0], hi = v[0];
    double sum = 0.0;
    std::size_t below = 0, above = 0, inside = 0;
    for (float x : v) {
      lo = std::min(lo, x);
      hi = std::max(hi, x);
      if (!std::isnan(x)) sum += x;
      below += x < 0.0f;
      above += x > 1.0f;
      inside += x >= 0.0f && x <= 1.0f;
    }
    for (int bins : {1, 3, 64}) {
      const FieldStats s = computeStats(v, bins);
      EXPECT_EQ(s.min, lo) << size;
      EXPECT_EQ(s.max, hi) << size;
      EXPECT_EQ(s.below, below) << size;
      EXPECT_EQ(s.above, above) << size;
      EXPECT_EQ(std::accumulate(s.histogram.begin(), s.histogram.end(), std::size_t{0}), inside) << size;
      if (size > 5) EXPECT_TRUE(std::isnan(s.mean)) << size;
      else EXPECT_NEAR(s.mean, sum / static_cast<double>(size), 1e-12) << size;
    }
  }
}

TEST(Stats, MeanOfALargeFieldIsSummedInDouble) {
  // 2^24 + 1 would be lost by a float sum of 1 + 2^24 * 1.0 increments.
  std::vector<float> v((std::size_t{1} << 24) + 8, 1.0f);
  v[3] = 3.0f;
  const FieldStats s = computeStats(v, 1);
  EXPECT_DOUBLE_EQ(s.mean, (static_cast<double>(v.size()) + 2.0) / static_cast<double>(v.size()));
  EXPECT_EQ(s.histogram[0], v.size() - 1);
  EXPECT_EQ(s.above, 1u);
}

}  // namespace
}  // namespace noisescope
