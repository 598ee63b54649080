#include "noisescope/noise/fade.h"

#include <gtest/gtest.h>

#include <cmath>

namespace noisescope {
namespace {

TEST(Fade, EndsAreExact) {
  for (Fade f : kAllFades) {
    EXPECT_EQ(applyFade(f, 0.0), 0.0) << fadeName(f);
    EXPECT_EQ(applyFade(f, 1.0), 1.0) << fadeName(f);
  }
}

TEST(Fade, SmoothstepValuesOfTheWorkedExample) {
  EXPECT_DOUBLE_EQ(applyFade(Fade::Cubic, 0.25), 0.15625);
  EXPECT_DOUBLE_EQ(applyFade(Fade::Cubic, 0.75), 0.84375);
}

TEST(Fade, QuinticIsAboutAThirtiethOfCubicAtOneHundredth) {
  const double ratio = applyFade(Fade::Cubic, 0.01) / applyFade(Fade::Quintic, 0.01);
  EXPECT_NEAR(ratio, 30.0, 1.0);
}

TEST(Fade, SlopesAtTheEnds) {
  const double h = 1e-6;
  EXPECT_NEAR(applyFade(Fade::Linear, h) / h, 1.0, 1e-9);
  EXPECT_NEAR(applyFade(Fade::Cubic, h) / h, 0.0, 1e-5);
  EXPECT_NEAR(applyFade(Fade::Quintic, h) / h, 0.0, 1e-9);
  // Curvature at 0: cubic 6, quintic 0.
  const double c = 2.0 * applyFade(Fade::Cubic, h) / (h * h);
  const double q = 2.0 * applyFade(Fade::Quintic, h) / (h * h);
  EXPECT_NEAR(c, 6.0, 1e-4);
  EXPECT_NEAR(q, 0.0, 1e-4);
}

TEST(Fade, MonotoneInsideTheUnitInterval) {
  for (Fade f : kAllFades) {
    double prev = 0.0;
    for (int i = 1; i <= 1000; ++i) {
      const double v = applyFade(f, i / 1000.0);
      EXPECT_GE(v, prev);
      EXPECT_LE(v, 1.0);
      prev = v;
    }
  }
}

// The slope and curvature are the derivatives of applyFade: held to central
// differences, and to the seed's facts (slope 0 at the ends, the cubic's
// curvature 6 there, the quintic's 0).
TEST(Fade, SlopeAndCurvatureAreTheDerivatives) {
  constexpr double h = 1e-4;
  for (Fade f : kAllFades)
    for (int i = 1; i < 100; ++i) {
      const double t = i / 100.0;
      EXPECT_NEAR(fadeSlope(f, t), (applyFade(f, t + h) - applyFade(f, t - h)) / (2 * h), 1e-6);
      EXPECT_NEAR(fadeCurvature(f, t), (fadeSlope(f, t + h) - fadeSlope(f, t - h)) / (2 * h), 1e-6);
    }
  for (double end : {0.0, 1.0}) {
    EXPECT_EQ(fadeSlope(Fade::Cubic, end), 0.0);
    EXPECT_EQ(fadeSlope(Fade::Quintic, end), 0.0);
    EXPECT_EQ(std::abs(fadeCurvature(Fade::Cubic, end)), 6.0);
    EXPECT_EQ(fadeCurvature(Fade::Quintic, end), 0.0);
    EXPECT_EQ(fadeSlope(Fade::Linear, end), 1.0);
  }
}

TEST(Fade, NamesRoundTrip) {
  for (Fade f : kAllFades) EXPECT_EQ(fadeFromName(fadeName(f)), f);
  EXPECT_FALSE(fadeFromName("smooth").has_value());
}

}  // namespace
}  // namespace noisescope
