// scatter.h's promises, as properties: the spacing, the coverage, the same
// points in any region, density per biome, none where a biome asks for none.
#include "noisescope/terrain/scatter.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "noisescope/fill/field.h"
#include "noisescope/terrain/terrain.h"

namespace noisescope {
namespace {

struct ScatterCase : ::testing::Test {
  NoiseParams p = [] {
    NoiseParams q;
    q.frequency = 4;
    q.seed = 7;
    return q;
  }();
  Thresholds t{};
  BiomeCuts cuts{};
  ScatterSettings s = [] {
    ScatterSettings q;
    q.spacing = 0.03;
    q.biomeSpacing[static_cast<int>(Biome::Forest)] = 0.015;
    q.biomeSpacing[static_cast<int>(Biome::Grassland)] = 0.015;
    return q;
  }();
  std::vector<ScatterPoint> run(const ScatterRegion& r) const { return scatterPoints(p, t, cuts, s, r); }
  Biome biome(double x, double y) const { return biomeAt(p, t, cuts, x * p.frequency, y * p.frequency); }
};

bool same(const ScatterPoint& a, const ScatterPoint& b) {
  return a.x == b.x && a.y == b.y && a.biome == b.biome && a.elevation == b.elevation && a.slope == b.slope;
}

std::vector<ScatterPoint> inside(const std::vector<ScatterPoint>& points, const ScatterRegion& r) {
  std::vector<ScatterPoint> out;
  for (const ScatterPoint& q : points)
    if (q.x >= r.x0 && q.x < r.x1 && q.y >= r.y0 && q.y < r.y1) out.push_back(q);
  return out;
}

void expectSpacing(const std::vector<ScatterPoint>& points, const ScatterSettings& s) {
  long close = 0;
  for (std::size_t i = 0; i < points.size(); ++i)
    for (std::size_t j = i + 1; j < points.size(); ++j) {
      const double d = std::min(scatterSpacing(s, points[i].biome), scatterSpacing(s, points[j].biome));
      if (std::hypot(points[i].x - points[j].x, points[i].y - points[j].y) < d) ++close;
    }
  EXPECT_EQ(close, 0) << "pairs closer than their spacing";
}

TEST_F(ScatterCase, NoTwoPointsAreCloserThanTheSmallerOfTheirSpacings) {
  const auto points = run({0, 0, 1, 1});
  ASSERT_GT(points.size(), 1000u);
  expectSpacing(points, s);
  s.method = ScatterMethod::Jitter;
  const auto jittered = run({0, 0, 1, 1});
  ASSERT_GT(jittered.size(), 200u);
  expectSpacing(jittered, s);
}

TEST_F(ScatterCase, AlmostEveryPlaceLiesWithinOneSpacingOfAPoint) {
  const auto points = run({0, 0, 1, 1});
  long probes = 0, covered = 0;
  for (double y = 0.05; y < 0.95; y += 0.0037)
    for (double x = 0.05; x < 0.95; x += 0.0041) {
      const double spacing = scatterSpacing(s, biome(x, y));
      if (spacing == 0) continue;
      ++probes;
      for (const ScatterPoint& q : points)
        if (std::hypot(q.x - x, q.y - y) < spacing) {
          ++covered;
          break;
        }
    }
  ASSERT_GT(probes, 20000);
  const double share = static_cast<double>(covered) / static_cast<double>(probes);
  std::printf("%.4f of %ld probes lie within one spacing of a point\n", share, probes);
  EXPECT_GE(share, 0.99);
}

TEST_F(ScatterCase, ARegionHoldsThePointsOfEveryLargerRegionInsideIt) {
  const ScatterRegion whole{0, 0, 1, 1}, part{0.31, 0.22, 0.64, 0.71}, shifted{0.5, -0.2, 1.3, 0.6};
  const auto all = run(whole), some = run(part), other = run(shifted);
  const auto expected = inside(all, part);
  ASSERT_EQ(some.size(), expected.size());
  for (std::size_t i = 0; i < some.size(); ++i) EXPECT_TRUE(same(some[i], expected[i])) << i;
  const ScatterRegion overlap{0.5, 0, 1, 0.6};
  const auto a = inside(all, overlap), b = inside(other, overlap);
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i) EXPECT_TRUE(same(a[i], b[i])) << i;
}

TEST_F(ScatterCase, ChunksComputedAloneJoinIntoTheWholeMap) {
  std::vector<ScatterPoint> joined;
  for (int j = 0; j < 4; ++j)
    for (int i = 0; i < 4; ++i) {
      const auto chunk = run({i * 0.25, j * 0.25, (i + 1) * 0.25, (j + 1) * 0.25});
      joined.insert(joined.end(), chunk.begin(), chunk.end());
    }
  std::sort(joined.begin(), joined.end(),
            [](const ScatterPoint& a, const ScatterPoint& b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  const auto whole = run({0, 0, 1, 1});
  ASSERT_EQ(joined.size(), whole.size());
  for (std::size_t i = 0; i < whole.size(); ++i) EXPECT_TRUE(same(joined[i], whole[i])) << i;
}

TEST_F(ScatterCase, DensityFollowsOneOverTheSpacingSquaredPerBiome) {
  const auto points = run({0, 0, 1, 1});
  std::map<Biome, double> area, count;
  constexpr double step = 0.004;
  for (double y = step / 2; y < 1; y += step)
    for (double x = step / 2; x < 1; x += step) area[biome(x, y)] += step * step;
  for (const ScatterPoint& q : points) count[q.biome] += 1;
  // Count per area times spacing^2: a maximal Poisson-disc set packs about
  // 0.7 points per spacing^2 whatever the spacing.
  std::vector<double> packing;
  for (const auto& [b, a] : area) {
    const double spacing = scatterSpacing(s, b);
    if (spacing == 0 || a < 0.08) continue;
    packing.push_back(count[b] / a * spacing * spacing);
    std::printf("%-10s area %.3f  %5.0f points  %.3f per spacing^2\n", std::string(biomeName(b)).c_str(), a,
                count[b], packing.back());
  }
  ASSERT_GE(packing.size(), 2u);
  const auto [lo, hi] = std::minmax_element(packing.begin(), packing.end());
  EXPECT_LT(*hi / *lo, 1.25);
  EXPECT_GT(*lo, 0.5);
  EXPECT_LT(*hi, 0.9);
}

TEST_F(ScatterCase, ABiomeWithSpacingZeroGetsNoPoints) {
  s.biomeSpacing[static_cast<int>(Biome::Forest)] = 0;
  for (const ScatterPoint& q : run({0, 0, 1, 1})) {
    EXPECT_NE(q.biome, Biome::Forest);
    EXPECT_NE(q.biome, Biome::Water);  // water is empty by default
    EXPECT_EQ(q.biome, biome(q.x, q.y));  // the point functions' bits, as sample gives them
    EXPECT_EQ(q.elevation, elevation(p, q.x * p.frequency, q.y * p.frequency));
  }
}

TEST_F(ScatterCase, TheSameSettingsGiveTheSameBytesAndAnotherSeedOthers) {
  const auto a = run({0, 0, 0.5, 0.5}), b = run({0, 0, 0.5, 0.5});
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i) EXPECT_TRUE(same(a[i], b[i])) << i;
  s.seed = 1;
  const auto c = run({0, 0, 0.5, 0.5});
  EXPECT_FALSE(c.size() == a.size() && same(a.front(), c.front()));
}

TEST_F(ScatterCase, OneThreadAndTwoGiveTheSameBytes) {
  // The blocks of a phase fill on separate threads; the points must not
  // depend on how many there are, with one spacing or several.
  for (const bool mixed : {false, true}) {
    if (!mixed) s.biomeSpacing = ScatterSettings::defaultBiomeSpacing();
    setFieldThreads(1);
    const auto one = run({-0.2, 0.1, 0.9, 0.8});
    setFieldThreads(2);
    const auto two = run({-0.2, 0.1, 0.9, 0.8});
    setFieldThreads(0);
    ASSERT_EQ(one.size(), two.size());
    ASSERT_GT(one.size(), 500u);
    for (std::size_t i = 0; i < one.size(); ++i) EXPECT_TRUE(same(one[i], two[i])) << i;
  }
}

TEST_F(ScatterCase, SkippingTheSlopesLeavesThePointsAsTheyAre) {
  const ScatterRegion r{0.2, 0.2, 0.6, 0.5};
  const auto with = run(r), without = scatterPoints(p, t, cuts, s, r, ScatterSlopes::Skip);
  ASSERT_EQ(with.size(), without.size());
  int sloped = 0;
  for (std::size_t i = 0; i < with.size(); ++i) {
    EXPECT_EQ(with[i].x, without[i].x);
    EXPECT_EQ(with[i].y, without[i].y);
    EXPECT_EQ(with[i].biome, without[i].biome);
    EXPECT_EQ(with[i].elevation, without[i].elevation);
    EXPECT_EQ(without[i].slope, 0.0);
    sloped += with[i].slope > 0;
  }
  EXPECT_EQ(sloped, static_cast<int>(with.size()));  // the field is nowhere flat here
}

TEST_F(ScatterCase, ALargestSpacingFarAboveTheSmallestIsRefusedNotRun) {
  // Points up to four blocks of the largest spacing around the region decide
  // its edge: with a fine spacing elsewhere that margin holds billions of
  // places, however small the region (this ran out of memory before).
  ScatterSettings q = s;
  q.spacing = 1e-5;
  q.biomeSpacing[static_cast<int>(Biome::Desert)] = 1.0;
  const ScatterRegion small{0, 0, 0.01, 0.01};
  EXPECT_LT(scatterPointBound(q, small), static_cast<double>(kScatterMaxPoints));
  EXPECT_GT(scatterMarginBound(q, small), 2.0 * static_cast<double>(kScatterMaxPoints));
  const std::string e = scatterRequestError(q, small);
  EXPECT_NE(e.find("the largest spacing, 1,"), std::string::npos) << e;
  EXPECT_NE(e.find("bring the spacings closer together"), std::string::npos) << e;
  EXPECT_THROW(scatterPoints(p, t, cuts, q, small), std::invalid_argument);
  // The margin of an ordinary request is a few blocks: it runs.
  EXPECT_LT(scatterMarginBound(s, {0, 0, 1, 1}), 1.2 * scatterPointBound(s, {0, 0, 1, 1}) + 2e3);
}

TEST_F(ScatterCase, BadRequestsAreRefusedInOneSentence) {
  const auto refused = [&](ScatterSettings q, ScatterRegion r, const char* words) {
    const std::string e = scatterRequestError(q, r);
    EXPECT_NE(e.find(words), std::string::npos) << e;
    EXPECT_EQ(e.find('\n'), std::string::npos);
    EXPECT_THROW(scatterPoints(p, t, cuts, q, r), std::invalid_argument);
  };
  ScatterSettings q = s;
  q.spacing = -0.1;
  refused(q, {}, "the spacing must be 0 or in");
  q.spacing = 1e-9;
  refused(q, {}, "got 1e-09");
  q = s;
  q.biomeSpacing[static_cast<int>(Biome::Snow)] = std::nan("");
  refused(q, {}, "the spacing for snow");
  q = s;
  q.spacing = 0;
  for (double& v : q.biomeSpacing) v = 0;
  refused(q, {}, "nowhere to put a point");
  refused(s, {0.5, 0, 0.2, 1}, "larger X1,Y1");
  refused(s, {0, 0, std::nan(""), 1}, "inside +-1e+06");
  q = s;
  q.spacing = 1e-4;
  refused(q, {0, 0, 1, 1}, "could make up to 115470054 points");
  EXPECT_EQ(scatterRequestError(s, {}), "");
}

}  // namespace
}  // namespace noisescope
