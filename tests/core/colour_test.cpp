#include "core/colour.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace noisescope {
namespace {

TEST(Colour, GreyRoundsToNearest) {
  const Thresholds t;
  EXPECT_EQ(colourOf(0.0f, ColourMode::Grey, t), (Rgb8{0, 0, 0}));
  EXPECT_EQ(colourOf(1.0f, ColourMode::Grey, t), (Rgb8{255, 255, 255}));
  EXPECT_EQ(colourOf(0.5f, ColourMode::Grey, t), (Rgb8{128, 128, 128}));
}

TEST(Colour, RampHitsItsStopsExactly) {
  const Thresholds t;
  for (const RampStop& s : kTerrainRamp) EXPECT_EQ(colourOf(s.position, ColourMode::Ramp, t), s.colour);
}

TEST(Colour, RampRunsFromDeepWaterToSnow) {
  const Thresholds t;
  const Rgb8 low = colourOf(0.05f, ColourMode::Ramp, t);
  const Rgb8 high = colourOf(0.99f, ColourMode::Ramp, t);
  EXPECT_GT(low.b, low.r);
  EXPECT_GT(high.r, 240);
  EXPECT_GT(high.g, 240);
}

TEST(Colour, ThresholdModesUseTheBands) {
  const Thresholds t;
  EXPECT_EQ(colourOf(0.2f, ColourMode::Bands, t), kBandColours[0]);
  EXPECT_EQ(colourOf(0.4f, ColourMode::Bands, t), kBandColours[1]);
  EXPECT_EQ(colourOf(0.5f, ColourMode::Bands, t), kBandColours[2]);
  EXPECT_EQ(colourOf(0.9f, ColourMode::Bands, t), kBandColours[3]);
  EXPECT_EQ(colourOf(0.2f, ColourMode::LandWater, t), kLandWaterColours[0]);
  EXPECT_EQ(colourOf(0.5f, ColourMode::LandWater, t), kLandWaterColours[1]);
}

TEST(Colour, OutOfRangeIsOrangeInEveryMode) {
  const Thresholds t;
  for (ColourMode m : kAllColourModes) {
    EXPECT_EQ(colourOf(1.01f, m, t), kOutOfRangeColour);
    EXPECT_EQ(colourOf(-0.01f, m, t), kOutOfRangeColour);
  }
}

TEST(Colour, ColouriseWritesRgbaAndChecksTheBuffer) {
  const std::vector<float> v = {0.0f, 0.5f, 2.0f};
  std::vector<std::uint8_t> rgba(12);
  colourise(v, ColourMode::Grey, Thresholds{}, rgba);
  EXPECT_EQ(rgba, (std::vector<std::uint8_t>{0, 0, 0, 255, 128, 128, 128, 255, 255, 140, 0, 255}));
  std::vector<std::uint8_t> small(11);
  EXPECT_THROW(colourise(v, ColourMode::Grey, Thresholds{}, small), std::invalid_argument);
}

TEST(Colour, ModeNamesRoundTrip) {
  for (ColourMode m : kAllColourModes) EXPECT_EQ(colourModeFromName(colourModeName(m)), m);
  EXPECT_FALSE(colourModeFromName("sepia").has_value());
}

}  // namespace
}  // namespace noisescope
