#include "noisescope/terrain/bands.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace noisescope {
namespace {

TEST(Bands, TheThresholdedRowOfSeed000) {
  const float row[8] = {0.21f, 0.30f, 0.38f, 0.47f, 0.61f, 0.72f, 0.66f, 0.52f};
  const Band expected[8] = {Band::Water, Band::Water, Band::Sand,  Band::Grass,
                            Band::Grass, Band::Rock,  Band::Grass, Band::Grass};
  const Thresholds t;
  for (int i = 0; i < 8; ++i) EXPECT_EQ(classifyBand(row[i], t), expected[i]) << "cell " << i;
}

TEST(Bands, BoundariesBelongToTheUpperBand) {
  const Thresholds t;
  EXPECT_EQ(classifyBand(0.35f, t), Band::Sand);
  EXPECT_EQ(classifyBand(0.45f, t), Band::Grass);
  EXPECT_EQ(classifyBand(0.70f, t), Band::Rock);
  EXPECT_TRUE(isLand(0.35f, t));
  EXPECT_FALSE(isLand(0.3499f, t));
  EXPECT_EQ(classifyBand(std::numeric_limits<float>::quiet_NaN(), t), Band::Water);
}

TEST(Bands, MovingT1UpFloodsTheMap) {
  Thresholds t;
  t.t1 = 0.40f;
  EXPECT_EQ(classifyBand(0.38f, t), Band::Water);
}

TEST(Bands, DefaultsAreValidAndBadThresholdsAreRejectedNotReordered) {
  EXPECT_EQ(thresholdsError(Thresholds{}), "");
  EXPECT_NE(thresholdsError(Thresholds{0.5f, 0.4f, 0.7f}).find("ordered"), std::string::npos);
  EXPECT_NE(thresholdsError(Thresholds{0.4f, 0.4f, 0.7f}).find("ordered"), std::string::npos);
  EXPECT_NE(thresholdsError(Thresholds{-0.1f, 0.4f, 0.7f}).find("[0, 1]"), std::string::npos);
  EXPECT_NE(thresholdsError(Thresholds{0.1f, 0.4f, 1.7f}).find("[0, 1]"), std::string::npos);
  const float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_NE(thresholdsError(Thresholds{nan, 0.4f, 0.7f}).find("finite"), std::string::npos);
}

TEST(Bands, Names) {
  EXPECT_EQ(bandName(Band::Water), "water");
  EXPECT_EQ(bandName(Band::Rock), "rock");
}

TEST(Bands, SplatWeightsSumTo255AndFollowTheBands) {
  const Thresholds t{};
  for (float v : {0.0f, 0.2f, 0.35f, 0.4f, 0.5f, 0.69f, 0.7f, 1.0f}) {
    const auto w = bandWeights(v, t, 0.0);
    EXPECT_EQ(w[static_cast<int>(classifyBand(v, t))], 255) << v;
  }
  // Half way up a blend of 0.1 around t2 = 0.45: sand and grass share.
  const auto mid = bandWeights(0.45f, t, 0.1);
  EXPECT_EQ(mid[0], 0);
  EXPECT_NEAR(mid[1], 127.5, 1.0);
  EXPECT_NEAR(mid[2], 127.5, 1.0);
  EXPECT_EQ(mid[3], 0);
  EXPECT_EQ(bandWeights(0.45f + 0.06f, t, 0.1)[2], 255) << "past the blend: grass alone";
  const auto nan = bandWeights(std::nanf(""), t, 0.1);
  EXPECT_EQ(nan[0], 255);
  for (double blend : {0.0, 0.03, 0.1, 0.25, 1.0})  // 1.0 is clamped to the largest blend
    for (int i = 0; i <= 1000; ++i) {
      const auto w = bandWeights(static_cast<float>(i) / 1000.0f, Thresholds{0.1f, 0.12f, 0.9f}, blend);
      ASSERT_EQ(w[0] + w[1] + w[2] + w[3], 255) << i << " blend " << blend;
    }
}

}  // namespace
}  // namespace noisescope
