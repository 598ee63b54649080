// 3D noise (time): the definition's facts, its bound, and the measured
// properties noise3.h states (no pulsing for gradient noise, the dip of
// value noise).
#include "noisescope/noise/noise3.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "noisescope/noise/lattice.h"
#include "noisescope/noise/noise.h"

namespace noisescope {
namespace {

TEST(Noise3, TheHashOfPlaneZeroIsThe2DHash) {
  for (std::int32_t i = -50; i < 50; ++i)
    EXPECT_EQ(latticeHash3(i, 3 * i + 1, 0, 7 - i), latticeHash(i, 3 * i + 1, 7 - i));
  EXPECT_NE(latticeHash3(1, 2, 1, 7), latticeHash3(1, 2, 0, 7));
}

TEST(Noise3, GradientsAreUnitAntipodalAndTilted) {
  for (int k = 0; k < 16; ++k) {
    const Gradient3& g = kGradients3[k];
    EXPECT_NEAR(g.x * g.x + g.y * g.y + g.z * g.z, 1.0, 1e-15) << k;
    EXPECT_EQ(std::abs(g.z), 0.5) << k;
    if (k < 8) {
      EXPECT_EQ(kGradients3[k + 8].x, -g.x);
      EXPECT_EQ(kGradients3[k + 8].y, -g.y);
      EXPECT_EQ(kGradients3[k + 8].z, -g.z);
    }
  }
  double zz = 0.0, xx = 0.0;
  for (const Gradient3& g : kGradients3) {
    zz += g.z * g.z;
    xx += g.x * g.x;
  }
  EXPECT_NEAR(zz / xx, 2.0 / 3.0, 1e-12);  // the balance that stops the pulsing
}

TEST(Noise3, RangeAndBoundHoldEverywhere) {
  std::mt19937 rng(3);
  std::uniform_real_distribution<double> coord(-1e4, 1e4);
  double worstRaw = 0.0;
  for (Fade fade : kAllFades)
    for (int i = 0; i < 20000; ++i) {
      const double x = coord(rng), y = coord(rng), t = coord(rng);
      for (NoiseKind kind : kAllNoiseKinds) {
        const double n = sampleNoise3(kind, x, y, t, 11, fade);
        EXPECT_GE(n, 0.0);
        EXPECT_LE(n, 1.0);
      }
      worstRaw = std::max(worstRaw, std::abs(gradientNoise3Raw(x, y, t, 11, fade)));
    }
  EXPECT_LE(worstRaw, std::sqrt(3.0) / 2.0);
  EXPECT_GT(worstRaw, 0.3);  // the noise is not flat
}

TEST(Noise3, GradientNoiseIsHalfAtLatticePoints) {
  for (int i = -5; i < 5; ++i)
    for (Fade fade : kAllFades) EXPECT_EQ(gradientNoise3(i, 2 * i, -3 * i, 99, fade), 0.5);
}

TEST(Noise3, PlaneZeroOfValueNoiseIsThe2DNoise) {
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> coord(-100.0, 100.0);
  for (int i = 0; i < 1000; ++i) {
    const double x = coord(rng), y = coord(rng);
    EXPECT_EQ(valueNoise3(x, y, 0.0, 42, Fade::Quintic), valueNoise(x, y, 42, Fade::Quintic));
    // Gradient noise on plane 0: the 2D gradients scaled by sqrt(3)/2.
    EXPECT_NEAR(gradientNoise3Raw(x, y, 0.0, 42, Fade::Cubic),
                std::sqrt(3.0) / 2.0 * gradientNoiseRaw(x, y, 42, Fade::Cubic), 1e-12);
  }
}

TEST(Noise3, SmoothInTime) {
  std::mt19937 rng(8);
  std::uniform_real_distribution<double> coord(-50.0, 50.0);
  for (int i = 0; i < 2000; ++i) {
    const double x = coord(rng), y = coord(rng);
    const double t = std::floor(coord(rng));  // across a lattice plane
    for (NoiseKind kind : kAllNoiseKinds) {
      const double a = sampleNoise3(kind, x, y, t - 1e-7, 1, Fade::Quintic);
      const double b = sampleNoise3(kind, x, y, t + 1e-7, 1, Fade::Quintic);
      EXPECT_NEAR(a, b, 1e-6);
    }
  }
}

// The standard deviation of a 384 x 384 map (spacing 0.61 cells, so every
// fraction in x and y occurs) at eight times through one cell of t.
std::vector<double> stdThroughACell(NoiseKind kind, Fade fade) {
  std::vector<double> result;
  for (int step = 0; step < 8; ++step) {
    const double t = 5.0 + step / 8.0;
    double sum = 0.0, sumSquares = 0.0;
    const int side = 384;
    for (int j = 0; j < side; ++j)
      for (int i = 0; i < side; ++i) {
        const double n = sampleNoise3(kind, i * 0.61 + 0.3, j * 0.61 + 0.2, t, 17, fade);
        sum += n;
        sumSquares += n * n;
      }
    const double count = side * side;
    const double mean = sum / count;
    result.push_back(std::sqrt(sumSquares / count - mean * mean));
  }
  return result;
}

TEST(Noise3, GradientNoiseDoesNotPulse) {
  for (Fade fade : kAllFades) {
    const std::vector<double> s = stdThroughACell(NoiseKind::Gradient, fade);
    const double ratio = *std::max_element(s.begin(), s.end()) / *std::min_element(s.begin(), s.end());
    std::printf("gradient %s: std %.4f on the plane, %.4f half-way, max/min %.4f\n",
                std::string(fadeName(fade)).c_str(), s[0], s[4], ratio);
    EXPECT_LT(ratio, 1.10) << fadeName(fade);
  }
}

TEST(Noise3, ValueNoiseDipsBetweenPlanesByWhatTheHeaderSays) {
  for (Fade fade : kAllFades) {
    const std::vector<double> s = stdThroughACell(NoiseKind::Value, fade);
    std::printf("value %s: std %.4f on the plane, %.4f half-way, ratio %.4f\n", std::string(fadeName(fade)).c_str(),
                s[0], s[4], s[4] / s[0]);
    if (fade == Fade::Quintic) {
      EXPECT_GT(s[4] / s[0], 0.65);
      EXPECT_LT(s[4] / s[0], 0.80);
    }
  }
}

}  // namespace
}  // namespace noisescope
