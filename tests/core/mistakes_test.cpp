// The teaching-only mistakes (mistakes.h): off changes nothing; each one on
// makes its mistake in the fields, and only where the seed says it shows.
#include "noisescope/noise/mistakes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <vector>

#include "noisescope/fill/field.h"
#include "noisescope/noise/fbm.h"
#include "noisescope/noise/noise.h"
#include "noisescope/noise/param_table.h"
#include "noisescope/teaching/breakdown.h"
#include "noisescope/terrain/terrain.h"

namespace noisescope {
namespace {

FieldSpec spec(double cx, double cy, int octave = kWholeFbm, FieldLayer layer = FieldLayer::Elevation) {
  FieldSpec s{96, 64, Camera{cx, cy, 1.0}, octave, layer};
  return s;
}

TEST(Mistakes, OffByDefaultAndNamedWhenOn) {
  NoiseParams p;
  EXPECT_FALSE(mistakesOn(p));
  EXPECT_EQ(mistakesText(p), "");
  p.mistakeSharedSeed = p.mistakeCast = true;
  EXPECT_TRUE(mistakesOn(p));
  EXPECT_EQ(mistakesText(p), "octaves share a seed, cast instead of floor");
}

TEST(Mistakes, TheTableMarksExactlyTheFourSwitchesTeachingOnly) {
  int teaching = 0;
  for (const ParamDesc& d : paramTable()) {
    const bool mistake = d.name.starts_with("mistake-");
    EXPECT_EQ(d.teachingOnly, mistake) << d.name;
    if (!mistake) continue;
    ++teaching;
    EXPECT_EQ(d.kind, ParamKind::Bool) << d.name;
    EXPECT_EQ(d.defaultValue.number, 0.0) << d.name;
    NoiseParams p;
    d.set(p, ParamValue{1.0, false});
    EXPECT_TRUE(mistakesOn(p)) << d.name;
  }
  EXPECT_EQ(teaching, 4);
}

TEST(Mistakes, SharedSeedGivesEveryOctaveTheBaseSeed) {
  NoiseParams p;
  p.mistakeSharedSeed = true;
  EXPECT_EQ(octaveSeedOf(p, 7, 3), 7);
  EXPECT_EQ(octaveSeedOf(NoiseParams{}, 7, 3), octaveSeed(7, 3));
  const FieldSpec s = spec(0.5, 0.4, 2);
  const std::vector<float> field = renderField(p, s);
  for (int py = 0; py < s.height; py += 7)
    for (int px = 0; px < s.width; px += 5) {
      const LatticePoint at = pixelToLattice(p, s, px, py);
      EXPECT_NEAR(field[static_cast<std::size_t>(py) * s.width + px],
                  sampleNoise(p.noise, at.x * 4.0, at.y * 4.0, 7, p.fade), 1e-6);
    }
  EXPECT_NE(fbm(p, 1.3, 2.7), fbm(NoiseParams{}, 1.3, 2.7));
  EXPECT_NE(renderField(p, spec(0.5, 0.4)), renderField(NoiseParams{}, spec(0.5, 0.4)));
}

TEST(Mistakes, MoistureWithTheHeightsSeedIsTheHeight) {
  NoiseParams p;
  p.warp = 0.0;
  const std::vector<float> height = renderField(p, spec(0.5, 0.4));
  EXPECT_NE(renderField(p, spec(0.5, 0.4, kWholeFbm, FieldLayer::Moisture)), height);
  p.mistakeMoistureSeed = true;
  const std::vector<float> moistureField = renderField(p, spec(0.5, 0.4, kWholeFbm, FieldLayer::Moisture));
  for (std::size_t i = 0; i < height.size(); ++i) ASSERT_NEAR(moistureField[i], height[i], 1e-6) << i;
  EXPECT_NEAR(moisture(p, 1.3, 2.7), elevation(p, 1.3, 2.7), 1e-12);
  EXPECT_EQ(renderField(p, spec(0.5, 0.4)), height);  // the height itself is unchanged
}

TEST(Mistakes, CastChangesOnlyTheNegativeSide) {
  NoiseParams p;
  p.noise = NoiseKind::Value;
  const FieldSpec s = spec(0.0, 0.0);  // the origin in the middle of the map
  const std::vector<float> right = renderField(p, s);
  p.mistakeCast = true;
  const std::vector<float> cast = renderField(p, s);
  int negativeDiffer = 0, outside = 0;
  for (int py = 0; py < s.height; ++py)
    for (int px = 0; px < s.width; ++px) {
      const LatticePoint at = pixelToLattice(p, s, px, py);
      const std::size_t i = static_cast<std::size_t>(py) * s.width + px;
      if (at.x >= 0.0 && at.y >= 0.0) {
        EXPECT_EQ(cast[i], right[i]) << px << "," << py;
      }
      if (at.x < 0.0 && cast[i] != right[i]) ++negativeDiffer;
      if (cast[i] < 0.0f || cast[i] > 1.0f) ++outside;
    }
  EXPECT_GT(negativeDiffer, s.width * s.height / 4);
  EXPECT_GT(outside, 0);  // a negative fraction extrapolates the blend
}

// Every view of a field shows the same field: the point functions (sample,
// explain, the hover) make the cast as the maps do, extrapolation included.
TEST(Mistakes, ThePointFunctionsMakeTheCastAsTheMapsDo) {
  // A negative fraction's fade weighs the corners by tens: the
  // fill's float blend keeps 1e-6 of those terms, not of the result.
  constexpr double kExtrapolated = 1e-5;
  for (NoiseKind kind : {NoiseKind::Value, NoiseKind::Gradient}) {
    NoiseParams p;
    p.noise = kind;
    p.mistakeCast = true;
    const FieldSpec s = spec(0.0, 0.0);
    const std::vector<float> field = renderField(p, s);
    const std::vector<float> octave1 = renderField(p, FieldSpec{s.width, s.height, s.camera, 1});
    for (int py = 0; py < s.height; py += 3)
      for (int px = 0; px < s.width; px += 3) {
        const LatticePoint at = pixelToLattice(p, s, px, py);
        const double value = fbm(p, at.x, at.y);  // extrapolated: the float blend's error grows with it
        ASSERT_NEAR(field[static_cast<std::size_t>(py) * s.width + px], value, kExtrapolated * std::max(1.0, std::abs(value)))
            << noiseKindName(kind) << " " << px << "," << py;
        const OctaveSteps o = octaveSteps(p, 1, at.x, at.y);
        ASSERT_EQ(o.cell.ix, static_cast<std::int32_t>(o.positionX));  // toward zero, not floor
        ASSERT_NEAR(octave1[static_cast<std::size_t>(py) * s.width + px], o.noise, kExtrapolated * std::max(1.0, std::abs(o.noise)));
      }
    const PointBreakdown b = explainPoint(p, -0.3, -1.7);
    EXPECT_EQ(b.fbm, fbm(p, -0.3, -1.7));
    EXPECT_EQ(b.octaves[0].cell.ix, 0);  // floor would say -1
    EXPECT_LT(b.octaves[0].cell.fx, 0.0);
  }
}

TEST(Mistakes, FloatIsHarmlessNearTheOriginAndBlockyFarOut) {
  NoiseParams p;
  p.octaves = 1;
  p.mistakeFloat = true;
  NoiseParams right = p;
  right.mistakeFloat = false;
  const std::vector<float> near = renderField(p, spec(0.5, 0.4)), nearRight = renderField(right, spec(0.5, 0.4));
  for (std::size_t i = 0; i < near.size(); ++i) ASSERT_NEAR(near[i], nearRight[i], 1e-4);
  // 250000 map widths out: a million cells at frequency 4, where a float
  // steps by 1/16 of a cell; at zoom 8 a row spans half a cell, so it takes
  // about 8 values where it should take one per pixel.
  FieldSpec far = spec(250000.5, 250000.5);
  far.camera.zoom = 8.0;
  const std::vector<float> blocky = renderField(p, far), smooth = renderField(right, far);
  const std::set<float> blockyRow(blocky.begin(), blocky.begin() + far.width);
  const std::set<float> smoothRow(smooth.begin(), smooth.begin() + far.width);
  EXPECT_EQ(smoothRow.size(), static_cast<std::size_t>(far.width));
  EXPECT_LT(blockyRow.size() * 4, smoothRow.size());
}

TEST(Mistakes, MistakenFieldsAreTheSameOnEveryPathAndInStrips) {
  NoiseParams p;
  p.mistakeCast = p.mistakeFloat = true;
  const FieldSpec s = spec(-0.2, 0.1);
  const std::vector<float> whole = renderField(p, s);
  std::vector<float> strips(whole.size(), -1.0f);
  fillFieldRect(p, s, 0, 0, 4, s.height, strips);       // a narrow strip (the strip kernel)
  fillFieldRect(p, s, 4, 0, s.width, s.height, strips);  // the rest by rows
  EXPECT_EQ(strips, whole);
}

}  // namespace
}  // namespace noisescope
