#include "core/params.h"

#include <gtest/gtest.h>

#include <limits>

namespace noisescope {
namespace {

TEST(Params, DefaultsAreDesignMds) {
  const NoiseParams p;
  EXPECT_EQ(p.seed, 7);
  EXPECT_EQ(p.octaves, 5);
  EXPECT_EQ(p.lacunarity, 2.0);
  EXPECT_EQ(p.persistence, 0.5);
  EXPECT_TRUE(p.normalize);
  EXPECT_EQ(p.fade, Fade::Quintic);
  EXPECT_EQ(p.frequency, 4.0);
  EXPECT_EQ(paramsError(p), "");
}

TEST(Params, ClampBringsEveryFieldIntoRange) {
  NoiseParams p;
  p.octaves = 0;
  p.frequency = 1e9;
  p.lacunarity = std::numeric_limits<double>::quiet_NaN();
  p.persistence = -1.0;
  const NoiseParams c = clampParams(p);
  EXPECT_EQ(c.octaves, 1);
  EXPECT_EQ(c.frequency, kFrequencyMax);
  EXPECT_EQ(c.lacunarity, 2.0);
  EXPECT_EQ(c.persistence, 0.0);
  EXPECT_EQ(paramsError(c), "");
}

TEST(Params, ErrorsNameTheFieldAndItsRange) {
  NoiseParams p;
  p.persistence = 1.5;
  EXPECT_EQ(paramsError(p), "persistence must be in [0, 1]");
  p = NoiseParams{};
  p.octaves = 17;
  EXPECT_EQ(paramsError(p), "octaves must be in [1, 16]");
  p = NoiseParams{};
  p.lacunarity = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(paramsError(p), "lacunarity must be in [1, 8]");
}

TEST(Params, KindNamesRoundTrip) {
  EXPECT_EQ(noiseKindFromName(noiseKindName(NoiseKind::Value)), NoiseKind::Value);
  EXPECT_EQ(noiseKindFromName(noiseKindName(NoiseKind::Gradient)), NoiseKind::Gradient);
  EXPECT_FALSE(noiseKindFromName("perlin").has_value());
}

}  // namespace
}  // namespace noisescope
