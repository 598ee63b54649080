#include "core/bands.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace noisescope
