// The height curve (height_curve.h): through its points, monotone where
// they are, never outside [0, 1], pchip's slopes worked by hand, the
// steepest slope, the refusals, the clamp and the text.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "noisescope/noise/params.h"
#include "noisescope/terrain/height_curve.h"
#include "noisescope/terrain/terrain.h"

namespace noisescope {
namespace {

HeightCurve curveOf(std::vector<CurvePoint> points) { return heightCurveOf(points); }

// A random allowed curve of `count` points: x by gaps of at least 1/64, y in
// [0, 1], sorted when `rising`.
HeightCurve randomCurve(std::mt19937& rng, int count, bool rising) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::vector<double> gaps(static_cast<std::size_t>(count - 1));
  double sum = 0.0;
  for (double& g : gaps) sum += (g = unit(rng) + 0.05);
  const double spare = 1.0 - kHeightCurveMinGap * (count - 1);
  std::vector<CurvePoint> points{{0.0, unit(rng)}};
  double x = 0.0;
  for (int k = 0; k + 1 < count; ++k) {
    x += kHeightCurveMinGap + spare * gaps[static_cast<std::size_t>(k)] / sum;
    points.push_back({k + 2 == count ? 1.0 : x, unit(rng)});
  }
  if (rising) {
    std::vector<double> ys;
    for (const CurvePoint& p : points) ys.push_back(p.y);
    std::sort(ys.begin(), ys.end());
    for (std::size_t i = 0; i < points.size(); ++i) points[i].y = ys[i];
  }
  EXPECT_EQ(heightCurveError("c", points), "");
  return heightCurveOf(points);
}

TEST(HeightCurve, OffLeavesTheElevationAlone) {
  for (double e : {-0.5, 0.0, 0.3, 1.0, 7.25}) EXPECT_EQ(applyHeightCurve(HeightCurve{}, e), e);
  EXPECT_EQ(heightCurveSteepest(HeightCurve{}), 1.0);
}

// (0, 0), (0.5, 0.2), (1, 1): chords 0.4 and 1.6; the inner slope is
// 3 / (1.5 / 0.4 + 1.5 / 1.6) = 0.64, the left end's
// three-point slope 0.6 - 0.8 < 0 becomes 0, the right end's 2.4 - 0.2 = 2.2.
TEST(HeightCurve, PchipSlopesWorkedByHand) {
  const HeightCurve c = curveOf({{0.0, 0.0}, {0.5, 0.2}, {1.0, 1.0}});
  const CurvePieces curve = curvePiecesOf(c);
  ASSERT_EQ(curve.count, 2);
  const auto& pieces = curve.piece;
  EXPECT_NEAR(pieces[0].b, 0.0, 1e-15);
  EXPECT_NEAR(pieces[1].b, 0.5 * 0.64, 1e-15);
  EXPECT_NEAR(pieces[1].c, 3 * 0.8 - 2 * 0.32 - 0.5 * 2.2, 1e-15);
  EXPECT_NEAR(pieces[1].d, 0.32 + 1.1 - 2 * 0.8, 1e-15);
  const double t = (0.75 - 0.5) / 0.5;
  EXPECT_NEAR(applyHeightCurve(c, 0.75), 0.2 + t * (0.32 + t * (0.66 - 0.18 * t)), 1e-15);
  EXPECT_NEAR(heightCurveSteepest(c), 2.2, 1e-12);  // at the right end
}

TEST(HeightCurve, PassesThroughEveryPointAndHoldsItsEnds) {
  std::mt19937 rng(11);
  for (int i = 0; i < 200; ++i) {
    const HeightCurve c = randomCurve(rng, 2 + i % 15, false);
    for (const CurvePoint& p : c.used()) EXPECT_NEAR(applyHeightCurve(c, p.x), p.y, 1e-15);
    EXPECT_EQ(applyHeightCurve(c, -3.0), c.points[0].y);
    EXPECT_EQ(applyHeightCurve(c, NAN), c.points[0].y);
    EXPECT_NEAR(applyHeightCurve(c, 4.0), c.points[c.count - 1].y, 1e-15);
  }
}

// Pchip never overshoots: between two points the curve stays between their
// heights, so in [0, 1]; rising points give a rising curve; the curve is
// continuous with a continuous slope; no slope passes heightCurveSteepest.
TEST(HeightCurve, StaysBetweenNeighboursRisesWithItsPointsAndIsSmooth) {
  std::mt19937 rng(5);
  for (int i = 0; i < 300; ++i) {
    const bool rising = i % 2 == 0;
    const HeightCurve c = randomCurve(rng, 2 + i % 15, rising);
    const double steepest = heightCurveSteepest(c);
    EXPECT_LE(steepest, 3.0 / kHeightCurveMinGap);
    double before = applyHeightCurve(c, 0.0);
    constexpr int kSteps = 4000;
    for (int s = 1; s <= kSteps; ++s) {
      const double e = static_cast<double>(s) / kSteps;
      const double y = applyHeightCurve(c, e);
      int k = 0;
      while (k + 2 < c.count && e >= c.points[k + 1].x) ++k;
      const double lo = std::min(c.points[k].y, c.points[k + 1].y), hi = std::max(c.points[k].y, c.points[k + 1].y);
      EXPECT_GE(y, lo - 1e-12) << i << " at " << e;
      EXPECT_LE(y, hi + 1e-12) << i << " at " << e;
      if (rising) {
        EXPECT_GE(y, before - 1e-12) << i << " at " << e;
      }
      EXPECT_LE(std::abs(y - before) * kSteps, steepest * (1 + 1e-9) + 1e-9) << i << " at " << e;
      before = y;
    }
    for (int k = 1; k + 1 < c.count; ++k) {  // both pieces meet with one slope
      const double x = c.points[k].x, h = 1e-7;
      const double left = (applyHeightCurve(c, x) - applyHeightCurve(c, x - h)) / h;
      const double right = (applyHeightCurve(c, x + h) - applyHeightCurve(c, x)) / h;
      EXPECT_NEAR(left, right, 1e-4 * std::max(1.0, steepest)) << i << " point " << k;
    }
  }
}

TEST(HeightCurve, PointsOnALineGiveTheLine) {
  const HeightCurve c = curveOf({{0.0, 0.0}, {0.25, 0.25}, {0.5, 0.5}, {1.0, 1.0}});
  for (double e = 0.0; e <= 1.0; e += 0.01) EXPECT_NEAR(applyHeightCurve(c, e), e, 1e-15);
  EXPECT_NEAR(heightCurveSteepest(c), 1.0, 1e-12);
}

TEST(HeightCurve, RefusesWhatIsNotACurveInOneSentence) {
  EXPECT_EQ(heightCurveError("h", {}), "");
  EXPECT_EQ(heightCurveError("h", std::vector<CurvePoint>{{0, 0}}), "h takes 2 to 16 points");
  EXPECT_EQ(heightCurveError("h", std::vector<CurvePoint>(17, CurvePoint{})), "h takes 2 to 16 points");
  EXPECT_EQ(heightCurveError("h", std::vector<CurvePoint>{{0.1, 0}, {1, 1}}), "h must start at x 0 and end at x 1");
  EXPECT_EQ(heightCurveError("h", std::vector<CurvePoint>{{0, 0}, {0.99, 1}}), "h must start at x 0 and end at x 1");
  EXPECT_EQ(heightCurveError("h", std::vector<CurvePoint>{{0, 0}, {0.5, 0.1}, {0.51, 0.2}, {1, 1}}),
            "h's x must rise by at least 1/64 from point to point");
  EXPECT_EQ(heightCurveError("h", std::vector<CurvePoint>{{0, 0}, {0.5, NAN}, {1, 1}}), "h's y must be in [0, 1]");
  EXPECT_EQ(heightCurveError("h", std::vector<CurvePoint>{{0, -0.1}, {1, 1}}), "h's y must be in [0, 1]");
}

TEST(HeightCurve, ClampMakesAnyPointsAnAllowedCurve) {
  std::mt19937 rng(3);
  std::uniform_real_distribution<double> wide(-2.0, 3.0);
  for (int i = 0; i < 500; ++i) {
    std::vector<CurvePoint> points(static_cast<std::size_t>(i % 19));
    for (CurvePoint& p : points) p = {i % 7 == 0 ? NAN : wide(rng), i % 5 == 0 ? NAN : wide(rng)};
    const HeightCurve c = clampHeightCurve(points);
    EXPECT_EQ(heightCurveError("c", c.used()), "") << i;
    EXPECT_EQ(c.count, points.size() < 2 ? 0 : std::min<int>(static_cast<int>(points.size()), 16)) << i;
  }
  // An allowed curve comes back as it was.
  const HeightCurve fine = curveOf({{0.0, 0.1}, {0.4, 0.9}, {1.0, 0.3}});
  EXPECT_EQ(clampHeightCurve(fine.used()), fine);
  // And clampParams takes a curve through it.
  NoiseParams p;
  p.heightCurve = curveOf({{0.2, 0.5}, {0.5, 1.5}, {1.0, 1.0}});
  EXPECT_EQ(paramsError(p), "height-curve must start at x 0 and end at x 1");
  EXPECT_EQ(paramsError(clampParams(p)), "");
  EXPECT_EQ(clampParams(p).heightCurve.points[1].y, 1.0);
}

// x + 1/64 can round short of 1/64 away from x: the least gap is kept by
// a float step more (the core_terrain fuzz target found a clamp that broke it).
TEST(HeightCurve, TheLeastGapSurvivesRounding) {
  for (int i = 0; i <= 20000; ++i) {
    const double x = i * 0.00005;
    EXPECT_GE(curveXAfter(x) - x, kHeightCurveMinGap) << x;
    EXPECT_GE(x - curveXBefore(x), kHeightCurveMinGap) << x;
    EXPECT_LE(curveXAfter(x), x + 2 * kHeightCurveMinGap) << x;
  }
  for (int i = 1; i < 60; ++i) {  // every inner point piled on one x
    std::vector<CurvePoint> points(16, CurvePoint{i / 64.0 + 0.001 * i, 0.5});
    points.front().x = 0.0;
    points.back().x = 1.0;
    EXPECT_EQ(heightCurveError("c", clampHeightCurve(points).used()), "") << i;
  }
}

TEST(HeightCurve, TextReadsBackExactly) {
  std::mt19937 rng(8);
  for (int i = 0; i < 100; ++i) {
    const HeightCurve c = randomCurve(rng, 2 + i % 15, false);
    const ParsedCurve back = parseHeightCurve("h", heightCurveText(c));
    ASSERT_EQ(back.error, "");
    EXPECT_EQ(heightCurveOf(back.points), c);
  }
  EXPECT_EQ(heightCurveText(curveOf({{0.0, 0.0}, {0.5, 0.2}, {1.0, 1.0}})), "0:0,0.5:0.2,1:1");
  EXPECT_EQ(heightCurveText(HeightCurve{}), "off");
  EXPECT_TRUE(parseHeightCurve("h", "off").points.empty());
  EXPECT_EQ(parseHeightCurve("h", " 0 : 0.1 , 1:0.9").error, "");
  EXPECT_EQ(parseHeightCurve("h", "0:0;1:1").error, "h needs off or points x:y,x:y,..., got '0:0;1:1'");
  EXPECT_EQ(parseHeightCurve("h", "0:0,0.5,1:1").error, "h needs off or points x:y,x:y,..., got '0:0,0.5,1:1'");
  EXPECT_EQ(parseHeightCurve("h", "0:0,1:2").error, "h's y must be in [0, 1], got '0:0,1:2'");
  EXPECT_EQ(parseHeightCurve("h", "").error, "h needs off or points x:y,x:y,..., got ''");
}

// Step 3b sits between the exponent and the island: the journey shows it,
// and elevation() is the curve of the exponent's value.
TEST(HeightCurve, IsTheStepAfterTheExponent) {
  NoiseParams p;
  p.exponent = 1.5;
  p.heightCurve = curveOf({{0.0, 0.0}, {0.4, 0.1}, {0.6, 0.7}, {1.0, 1.0}});
  p.island = IslandShape::Round;
  EXPECT_TRUE(terrainOn(p));
  EXPECT_TRUE(shapingOn(p));
  for (double x : {0.3, 1.7, -2.2}) {
    const TerrainJourney j = terrainJourney(p, Thresholds{}, BiomeCuts{}, x, 0.9);
    EXPECT_EQ(j.afterCurve, applyHeightCurve(p.heightCurve, j.afterExponent));
    EXPECT_EQ(j.afterIsland, applyIsland(p, j.afterCurve, j.islandDistance));
    EXPECT_EQ(elevation(p, x, 0.9), j.elevation);
  }
  NoiseParams plain;
  EXPECT_FALSE(shapingOn(plain));
  plain.heightCurve = curveOf({{0.0, 0.0}, {1.0, 1.0}});
  EXPECT_TRUE(shapingOn(plain));
}

}  // namespace
}  // namespace noisescope
