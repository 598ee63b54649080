#include "core/stats.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace noisescope
