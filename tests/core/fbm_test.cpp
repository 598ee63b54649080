#include "noisescope/noise/fbm.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "noisescope/noise/noise.h"

namespace noisescope {
namespace {

TEST(AmplitudeSum, FiveOctavesAtHalfPersistenceSumToOnePointNineThreeSevenFive) {
  EXPECT_DOUBLE_EQ(amplitudeSum(5, 0.5), 1.9375);
  EXPECT_DOUBLE_EQ(amplitudeSum(1, 0.9), 1.0);
  EXPECT_DOUBLE_EQ(amplitudeSum(4, 0.0), 1.0);
}

TEST(OctaveSeed, ShiftsByTenThirteenPerOctaveAndWraps) {
  EXPECT_EQ(octaveSeed(7, 0), 7);
  EXPECT_EQ(octaveSeed(7, 3), 7 + 3 * 1013);
  EXPECT_EQ(octaveSeed(2147483647, 1), -2147483648 + 1012);
}

TEST(ClampOctaves, KeepsOneToSixteen) {
  EXPECT_EQ(clampOctaves(0), 1);
  EXPECT_EQ(clampOctaves(-5), 1);
  EXPECT_EQ(clampOctaves(8), 8);
  EXPECT_EQ(clampOctaves(99), 16);
}

TEST(Fbm, OneOctaveEqualsTheBaseNoise) {
  NoiseParams p;
  p.octaves = 1;
  for (NoiseKind kind : {NoiseKind::Value, NoiseKind::Gradient}) {
    p.noise = kind;
    for (double x = -3.0; x < 3.0; x += 0.29)
      EXPECT_DOUBLE_EQ(fbm(p, x, 0.7 * x), sampleNoise(kind, x, 0.7 * x, p.seed, p.fade));
  }
}

TEST(Fbm, MatchesTheSeedsFormula) {
  NoiseParams p;
  p.noise = NoiseKind::Value;
  p.fade = Fade::Cubic;
  p.octaves = 4;
  p.seed = 42;
  const double x = 3.2 / 8, y = 5.7 / 8;
  double sum = 0, norm = 0, amp = 1, freq = 1;
  for (int o = 0; o < 4; ++o) {
    sum += amp * valueNoise(x * freq, y * freq, 42 + o * 1013, Fade::Cubic);
    norm += amp;
    amp *= 0.5;
    freq *= 2;
  }
  EXPECT_DOUBLE_EQ(fbm(p, x, y), sum / norm);
}

TEST(Fbm, NormalisedStaysInTheUnitInterval) {
  NoiseParams p;
  for (NoiseKind kind : {NoiseKind::Value, NoiseKind::Gradient})
    for (double persistence : {0.0, 0.3, 0.5, 0.8, 1.0})
      for (int octaves : {1, 5, 8, 16}) {
        p.noise = kind;
        p.persistence = persistence;
        p.octaves = octaves;
        for (double x = -5.0; x < 5.0; x += 0.173) {
          const double v = fbm(p, x, 1.3 * x - 2.0);
          ASSERT_GE(v, 0.0);
          ASSERT_LE(v, 1.0);
        }
      }
}

TEST(Fbm, UnnormalisedIsTheSumAndCanLeaveTheUnitInterval) {
  NoiseParams p;
  p.noise = NoiseKind::Value;
  p.octaves = 5;
  p.normalize = false;
  EXPECT_DOUBLE_EQ(fbmUpperBound(p), 1.9375);
  double largest = 0.0;
  for (double y = 0; y < 16; y += 0.05)
    for (double x = 0; x < 16; x += 0.05) {
      const double v = fbm(p, x, y);
      ASSERT_LE(v, 1.9375);
      largest = std::max(largest, v);
    }
  EXPECT_GT(largest, 1.0);
  NoiseParams n = p;
  n.normalize = true;
  EXPECT_NEAR(fbm(p, 2.3, 4.1), fbm(n, 2.3, 4.1) * 1.9375, 1e-12);
}

TEST(Fbm, ContributionsSumToTheValue) {
  NoiseParams p;
  p.octaves = 6;
  for (bool normalize : {true, false}) {
    p.normalize = normalize;
    double sum = 0.0;
    for (int o = 0; o < p.octaves; ++o) sum += octaveContribution(p, o, 1.7, -2.9);
    EXPECT_NEAR(sum, fbm(p, 1.7, -2.9), 1e-12);
  }
}

TEST(RunningSum, IsTheSumOfTheFirstOctavesOnTheirOwnScale) {
  NoiseParams p;
  p.octaves = 6;
  p.persistence = 0.6;
  for (bool normalize : {true, false}) {
    p.normalize = normalize;
    for (int k = 0; k < p.octaves; ++k) {
      double sum = 0.0;
      for (int o = 0; o <= k; ++o) sum += std::pow(p.persistence, o) * octaveValue(p, o, 1.7, -2.9);
      if (normalize) sum /= amplitudeSum(k + 1, p.persistence);
      const NoiseParams r = runningSumParams(p, k);
      EXPECT_NEAR(fbm(r, 1.7, -2.9), sum, 1e-12) << "k " << k;
      EXPECT_LE(fbm(r, 1.7, -2.9), fbmUpperBound(r));
    }
  }
}

TEST(RunningSum, OfTheLastOctaveIsTheWholeMapAndKIsClamped) {
  NoiseParams p;
  p.octaves = 5;
  EXPECT_EQ(runningSumParams(p, 4), clampParams(p));
  EXPECT_EQ(runningSumParams(p, 99), clampParams(p));
  EXPECT_EQ(runningSumParams(p, -3).octaves, 1);
  EXPECT_DOUBLE_EQ(fbm(runningSumParams(p, 0), 0.3, 0.4), octaveValue(p, 0, 0.3, 0.4));
  EXPECT_NE(fbm(runningSumParams(p, 1), 0.3, 0.4), fbm(p, 0.3, 0.4));
}

TEST(Fbm, OctaveValueSamplesAtScaledPositionWithItsOwnSeed) {
  NoiseParams p;
  p.lacunarity = 2.5;
  EXPECT_DOUBLE_EQ(octaveValue(p, 2, 0.3, 0.4),
                   sampleNoise(p.noise, 0.3 * 6.25, 0.4 * 6.25, octaveSeed(p.seed, 2), p.fade));
  EXPECT_DOUBLE_EQ(octaveFrequency(p, 3), 2.5 * 2.5 * 2.5);
}

TEST(Fbm, OctaveOneIsNotACompressedCopyOfOctaveZero) {
  // With a shared seed octave 1 at x would equal octave 0 at 2x. Own seeds
  // break that, so the two differ almost everywhere.
  NoiseParams p;
  p.noise = NoiseKind::Value;
  int equal = 0, total = 0;
  for (double y = 0.05; y < 8; y += 0.31)
    for (double x = 0.05; x < 8; x += 0.29) {
      ++total;
      const double o1 = octaveValue(p, 1, x, y);
      const double copy = sampleNoise(p.noise, 2 * x, 2 * y, p.seed, p.fade);
      equal += std::abs(o1 - copy) < 1e-9;
    }
  EXPECT_LT(equal, total / 20);
}

TEST(Fbm, ParametersOutsideTheirRangesAreClampedNotUndefined) {
  NoiseParams p;
  p.octaves = 1000;
  p.lacunarity = std::numeric_limits<double>::quiet_NaN();
  p.persistence = 7.0;
  const double v = fbm(p, 0.3, 0.4);
  EXPECT_GE(v, 0.0);
  EXPECT_LE(v, 1.0);
}

}  // namespace
}  // namespace noisescope
