#include "noisescope/noise/noise.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "noisescope/noise/lattice.h"

namespace noisescope {
namespace {

constexpr std::int32_t kSeeds[] = {0, 1, 7, 42, -1, -123456, 2147483647, -2147483647 - 1};

TEST(BlendCorners, WorkedExampleOfSeed000) {
  // Corners 0.2, 0.9 (top), 0.6, 0.4 (bottom); query (0.25, 0.75); smoothstep.
  const double u = applyFade(Fade::Cubic, 0.25);
  const double v = applyFade(Fade::Cubic, 0.75);
  const double top = 0.2 + (0.9 - 0.2) * u;
  const double bottom = 0.6 + (0.4 - 0.6) * u;
  EXPECT_NEAR(top, 0.309, 5e-4);
  EXPECT_NEAR(bottom, 0.569, 5e-4);
  EXPECT_NEAR(blendCorners(0.2, 0.9, 0.6, 0.4, u, v), 0.528, 5e-4);
}

TEST(ValueNoise, EqualsTheLatticeValueAtLatticePoints) {
  for (Fade f : kAllFades)
    for (std::int32_t seed : kSeeds)
      for (int y = -20; y <= 20; y += 3)
        for (int x = -20; x <= 20; x += 3) ASSERT_EQ(valueNoise(x, y, seed, f), latticeValue(x, y, seed));
}

TEST(ValueNoise, BlendsTheFourCornersOfItsCell) {
  const double x = -3.25, y = 5.75;  // cell (-4, 5), fraction (0.75, 0.75)
  const double u = applyFade(Fade::Cubic, 0.75), v = applyFade(Fade::Cubic, 0.75);
  const double expected = blendCorners(latticeValue(-4, 5, 7), latticeValue(-3, 5, 7), latticeValue(-4, 6, 7),
                                       latticeValue(-3, 6, 7), u, v);
  EXPECT_DOUBLE_EQ(valueNoise(x, y, 7, Fade::Cubic), expected);
}

TEST(GradientNoise, IsExactlyOneHalfAtEveryLatticePoint) {
  for (Fade f : kAllFades)
    for (std::int32_t seed : kSeeds)
      for (int y = -60; y <= 60; ++y)
        for (int x = -60; x <= 60; ++x) ASSERT_EQ(gradientNoise(x, y, seed, f), 0.5) << x << "," << y;
}

TEST(GradientNoise, RawValueIsBoundedByHalfRootTwo) {
  const double bound = std::sqrt(2.0) / 2.0;
  for (Fade f : kAllFades) {
    double largest = 0.0;
    for (std::int32_t seed : {1, 7, 99})
      for (double y = -8.0; y < 8.0; y += 1.0 / 32.0)
        for (double x = -8.0; x < 8.0; x += 1.0 / 32.0)
          largest = std::max(largest, std::abs(gradientNoiseRaw(x, y, seed, f)));
    EXPECT_LE(largest, bound + 1e-12) << fadeName(f);
    EXPECT_GT(largest, 0.5) << "a dense sample should come near the bound";
  }
}

TEST(Noise, OutputsStayInTheUnitInterval) {
  for (Fade f : kAllFades)
    for (double y = -4.0; y < 4.0; y += 0.0625)
      for (double x = -4.0; x < 4.0; x += 0.0625) {
        const double v = valueNoise(x, y, 3, f), g = gradientNoise(x, y, 3, f);
        ASSERT_GE(v, 0.0);
        ASSERT_LE(v, 1.0);
        ASSERT_GE(g, 0.0);
        ASSERT_LE(g, 1.0);
      }
}

TEST(Noise, ASmallStepMovesTheValueALittle) {
  // Seed 000: move (0.25, 0.75) to (0.26, 0.75) and the answer changes by < 0.01.
  for (NoiseKind kind : {NoiseKind::Value, NoiseKind::Gradient})
    for (Fade f : kAllFades)
      for (double y = -3.0; y < 3.0; y += 0.13)
        for (double x = -3.0; x < 3.0; x += 0.17)
          ASSERT_LT(std::abs(sampleNoise(kind, x + 0.001, y, 7, f) - sampleNoise(kind, x, y, 7, f)), 0.01);
}

TEST(Noise, ContinuousAcrossCellBorders) {
  for (NoiseKind kind : {NoiseKind::Value, NoiseKind::Gradient})
    for (int i = -5; i <= 5; ++i) {
      const double below = sampleNoise(kind, i - 1e-9, 0.3, 7, Fade::Linear);
      const double above = sampleNoise(kind, i, 0.3, 7, Fade::Linear);
      EXPECT_NEAR(below, above, 1e-7);
    }
}

TEST(Noise, NegativeCoordinatesUseTheCellToTheLeft) {
  // -0.5 lies in cell -1 with fraction 0.5: the blend of corners -1 and 0.
  const double u = applyFade(Fade::Quintic, 0.5);
  const double expected = latticeValue(-1, 0, 7) + (latticeValue(0, 0, 7) - latticeValue(-1, 0, 7)) * u;
  EXPECT_DOUBLE_EQ(valueNoise(-0.5, 0.0, 7, Fade::Quintic), expected);
}

TEST(Noise, NanIsTreatedAsZeroAndHugeValuesAreClamped) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(valueNoise(nan, 2.5, 7, Fade::Cubic), valueNoise(0.0, 2.5, 7, Fade::Cubic));
  EXPECT_EQ(gradientNoise(2.5, nan, 7, Fade::Cubic), gradientNoise(2.5, 0.0, 7, Fade::Cubic));
  EXPECT_EQ(valueNoise(1e12, -1e12, 7, Fade::Cubic), valueNoise(1e9, -1e9, 7, Fade::Cubic));
  const double inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(gradientNoise(inf, -inf, 7, Fade::Cubic), gradientNoise(1e9, -1e9, 7, Fade::Cubic));
}

TEST(Noise, SeedsGiveDifferentFields) {
  int same = 0;
  for (int i = 0; i < 100; ++i) same += valueNoise(i * 0.37, i * 0.21, 1, Fade::Cubic) == valueNoise(i * 0.37, i * 0.21, 2, Fade::Cubic);
  EXPECT_LT(same, 5);
}

TEST(Noise, SampleNoiseDispatchesOnKind) {
  EXPECT_EQ(sampleNoise(NoiseKind::Value, 1.3, 2.7, 5, Fade::Cubic), valueNoise(1.3, 2.7, 5, Fade::Cubic));
  EXPECT_EQ(sampleNoise(NoiseKind::Gradient, 1.3, 2.7, 5, Fade::Cubic), gradientNoise(1.3, 2.7, 5, Fade::Cubic));
}

}  // namespace
}  // namespace noisescope
