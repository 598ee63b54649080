#include "noisescope/teaching/breakdown.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "noisescope/fill/field.h"
#include "noisescope/noise/fbm.h"
#include "noisescope/noise/noise.h"

namespace noisescope {
namespace {

constexpr std::array<double, 4> kBookCorners = {0.2, 0.9, 0.6, 0.4};

TEST(NoiseSteps, WorkedExampleOfSeed000) {
  const OctaveSteps s = noiseSteps(NoiseKind::Value, Fade::Cubic, 0.25, 0.75, 7, kBookCorners);
  EXPECT_EQ(s.cell.ix, 0);
  EXPECT_EQ(s.cell.iy, 0);
  EXPECT_DOUBLE_EQ(s.u, 0.15625);
  EXPECT_DOUBLE_EQ(s.v, 0.84375);
  EXPECT_DOUBLE_EQ(s.top, 0.309375);
  EXPECT_DOUBLE_EQ(s.bottom, 0.56875);
  EXPECT_NEAR(s.noise, 0.52822265625, 1e-15);
}

TEST(NoiseSteps, CornersComeInTheOrderIJThenIPlusOneThenJPlusOne) {
  // (-2.3, 4.6): cell (-3, 4), fraction (0.7, 0.6).
  for (NoiseKind kind : {NoiseKind::Value, NoiseKind::Gradient}) {
    const OctaveSteps s = noiseSteps(kind, Fade::Quintic, -2.3, 4.6, 42);
    const int expected[4][2] = {{-3, 4}, {-2, 4}, {-3, 5}, {-2, 5}};
    for (int k = 0; k < 4; ++k) {
      const CornerStep& c = s.corners[static_cast<std::size_t>(k)];
      EXPECT_EQ(c.ix, expected[k][0]);
      EXPECT_EQ(c.iy, expected[k][1]);
      EXPECT_EQ(c.hash, latticeHash(c.ix, c.iy, 42));
      EXPECT_NEAR(c.offsetX, -2.3 - c.ix, 1e-12);
      EXPECT_NEAR(c.offsetY, 4.6 - c.iy, 1e-12);
    }
  }
}

TEST(NoiseSteps, ValueNoiseBlendsItsLatticeValues) {
  const OctaveSteps s = noiseSteps(NoiseKind::Value, Fade::Cubic, -3.25, 5.75, 7);
  for (const CornerStep& c : s.corners) EXPECT_EQ(c.value, latticeValue(c.ix, c.iy, 7));
  EXPECT_DOUBLE_EQ(s.u, applyFade(Fade::Cubic, 0.75));
  EXPECT_DOUBLE_EQ(s.noise, blendCorners(s.corners[0].value, s.corners[1].value, s.corners[2].value,
                                         s.corners[3].value, s.u, s.v));
}

TEST(NoiseSteps, GradientNoiseDotsEachGradientWithItsOffset) {
  const OctaveSteps s = noiseSteps(NoiseKind::Gradient, Fade::Quintic, 10.3, -7.9, 7);
  for (const CornerStep& c : s.corners) {
    const Gradient g = latticeGradient(c.ix, c.iy, 7);
    EXPECT_EQ(c.gradient.x, g.x);
    EXPECT_EQ(c.gradient.y, g.y);
    EXPECT_DOUBLE_EQ(c.dot, g.x * c.offsetX + g.y * c.offsetY);
  }
  EXPECT_DOUBLE_EQ(s.noise, (s.blend * std::sqrt(2.0) + 1.0) / 2.0);
}

TEST(NoiseSteps, GradientNoiseIsOneHalfAtLatticePoints) {
  for (int y = -5; y <= 5; ++y)
    for (int x = -5; x <= 5; ++x) {
      const OctaveSteps s = noiseSteps(NoiseKind::Gradient, Fade::Linear, x, y, 7);
      EXPECT_EQ(s.corners[0].dot, 0.0);
      EXPECT_EQ(s.noise, 0.5);
    }
}

TEST(NoiseSteps, NegativeCoordinatesUseFloorAndNanBecomesZero) {
  const OctaveSteps s = noiseSteps(NoiseKind::Value, Fade::Linear, -0.5, -1e12, 1);
  EXPECT_EQ(s.cell.ix, -1);
  EXPECT_DOUBLE_EQ(s.cell.fx, 0.5);
  EXPECT_EQ(s.positionY, -1e9);
  const OctaveSteps n = noiseSteps(NoiseKind::Value, Fade::Linear, std::nan(""), 0.5, 1);
  EXPECT_EQ(n.positionX, 0.0);
  EXPECT_EQ(n.cell.ix, 0);
}

TEST(NoiseSteps, CornerValuesAreIgnoredByGradientNoise) {
  const OctaveSteps a = noiseSteps(NoiseKind::Gradient, Fade::Cubic, 0.25, 0.75, 7, kBookCorners);
  const OctaveSteps b = noiseSteps(NoiseKind::Gradient, Fade::Cubic, 0.25, 0.75, 7);
  EXPECT_EQ(a.noise, b.noise);
}

TEST(OctaveSteps, ScalesThePositionAndShiftsTheSeed) {
  NoiseParams p;
  p.lacunarity = 2.5;
  p.persistence = 0.6;
  const OctaveSteps s = octaveSteps(p, 2, 0.4, -0.2);
  EXPECT_DOUBLE_EQ(s.frequency, 6.25);
  EXPECT_DOUBLE_EQ(s.positionX, 2.5);
  EXPECT_DOUBLE_EQ(s.positionY, -1.25);
  EXPECT_EQ(s.cell.ix, 2);
  EXPECT_EQ(s.cell.iy, -2);
  EXPECT_EQ(s.seed, 7 + 2 * 1013);
  EXPECT_DOUBLE_EQ(s.weight, 0.36 / amplitudeSum(p.octaves, 0.6));
  EXPECT_DOUBLE_EQ(s.contribution, s.weight * s.noise);
  EXPECT_EQ(s.noise, octaveValue(p, 2, 0.4, -0.2));
}

TEST(ExplainPoint, FbmIsTheCoresFbmBitForBit) {
  NoiseParams p;
  for (NoiseKind kind : {NoiseKind::Value, NoiseKind::Gradient})
    for (bool normalize : {true, false}) {
      p.noise = kind;
      p.normalize = normalize;
      for (double x = -7.1; x < 7.0; x += 0.93) {
        const PointBreakdown b = explainPoint(p, x, 0.61 * x + 0.2);
        ASSERT_EQ(b.octaves.size(), 5u);
        EXPECT_EQ(b.fbm, fbm(p, x, 0.61 * x + 0.2));
        double sum = 0.0;
        for (const OctaveSteps& s : b.octaves) sum += s.contribution;
        EXPECT_NEAR(sum, b.fbm, 1e-12);
      }
    }
}

// The vectorised fills are held to the breakdown at every pixel.
TEST(ExplainPoint, TheFieldFillAgreesAtEveryPixel) {
  NoiseParams p;
  p.frequency = 5.5;
  FieldSpec spec{37, 23, Camera{0.3, -0.4, 1.7}, kWholeFbm};
  for (NoiseKind kind : {NoiseKind::Value, NoiseKind::Gradient}) {
    p.noise = kind;
    const std::vector<float> whole = renderField(p, spec);
    FieldSpec octaveSpec = spec;
    octaveSpec.octave = 3;
    const std::vector<float> third = renderField(p, octaveSpec);
    for (int py = 0; py < spec.height; ++py)
      for (int px = 0; px < spec.width; ++px) {
        const LatticePoint at = pixelToLattice(p, spec, px, py);
        const PointBreakdown b = explainPoint(p, at.x, at.y);
        const std::size_t i = static_cast<std::size_t>(py * spec.width + px);
        ASSERT_NEAR(whole[i], b.fbm, 1e-6);
        ASSERT_NEAR(third[i], b.octaves[3].noise, 1e-6);
      }
  }
}

}  // namespace
}  // namespace noisescope
