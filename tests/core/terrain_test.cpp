// The terrain steps at one point: off is today's fBm bit for bit, each step
// on does what DESIGN.md says, tiled fields repeat, time is a third input.
#include "noisescope/terrain/terrain.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

#include "noisescope/noise/fbm.h"
#include "noisescope/noise/noise.h"
#include "noisescope/noise/noise3.h"
#include "noisescope/noise/noise_kinds.h"

namespace noisescope {
namespace {

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

std::vector<std::pair<double, double>> points(int count, double range, unsigned seed = 1) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> coord(-range, range);
  std::vector<std::pair<double, double>> out;
  for (int i = 0; i < count; ++i) out.emplace_back(coord(rng), coord(rng));
  return out;
}

TEST(Terrain, OffIsTodaysFbmBitForBit) {
  for (NoiseKind kind : kAllNoiseKinds)
    for (Fade fade : kAllFades) {
      NoiseParams p;
      p.noise = kind;
      p.fade = fade;
      p.islandMix = 0.9;  // settings of a step that is off change nothing
      p.warpOctaves = 5;
      for (const auto& [x, y] : points(500, 1e3)) {
        EXPECT_TRUE(sameBits(elevation(p, x, y), fbm(p, x, y)));
        EXPECT_TRUE(sameBits(terrainOctave(p, 2, x, y), octaveValue(p, 2, x, y)));
      }
    }
}

TEST(Terrain, WarpFieldsAndMoistureAreFbmsWithTheirOwnSeeds) {
  NoiseParams p;
  p.warp = 1.5;
  p.warpFrequency = 0.7;
  p.warpOctaves = 3;
  p.moistureFrequency = 1.3;
  p.normalize = false;  // warp and moisture are normalised all the same
  NoiseParams g = p;
  g.seed = p.seed + 1000003;
  g.octaves = 3;
  g.normalize = true;
  NoiseParams m = p;
  m.seed = p.seed + 3000009;
  m.normalize = true;
  for (const auto& [x, y] : points(300, 100.0)) {
    const WarpOffset w = warpOffset(p, x, y);
    EXPECT_TRUE(sameBits(terrainFbm(p, TerrainFbm::WarpX, x, y), fbm(g, x * 0.7, y * 0.7)));
    EXPECT_EQ(w.x, 1.5 * (2.0 * fbm(g, x * 0.7, y * 0.7) - 1.0));
    g.seed = p.seed + 2000006;
    EXPECT_EQ(w.y, 1.5 * (2.0 * fbm(g, x * 0.7, y * 0.7) - 1.0));
    g.seed = p.seed + 1000003;
    EXPECT_LE(std::abs(w.x), 1.5);
    EXPECT_TRUE(sameBits(moisture(p, x, y), fbm(m, x * 1.3, y * 1.3)));
    EXPECT_TRUE(sameBits(elevation(p, x, y), fbm(p, x + w.x, y + w.y)));
  }
  p.warp = 0.0;
  EXPECT_EQ(warpOffset(p, 1.3, 2.4).x, 0.0);
}

TEST(Terrain, RidgedFoldsEachOctave) {
  NoiseParams p;
  p.fractal = Fractal::Ridged;
  p.octaves = 1;
  for (const auto& [x, y] : points(300, 50.0)) {
    const double n = gradientNoise(x, y, p.seed, p.fade);
    EXPECT_NEAR(elevation(p, x, y), 1.0 - std::abs(2.0 * n - 1.0), 1e-15);
  }
  p.octaves = 4;
  for (const auto& [x, y] : points(300, 50.0)) {
    double sum = 0.0;
    for (int o = 0; o < 4; ++o) sum += octaveWeight(p, o) * terrainOctave(p, o, x, y);
    EXPECT_NEAR(elevation(p, x, y), sum, 1e-15);
    EXPECT_GE(elevation(p, x, y), 0.0);
    EXPECT_LE(elevation(p, x, y), 1.0);
  }
}

// A band holds a terrace level exactly when some terraced value falls in it.
TEST(Terrain, TerraceLevelInABandIsWhatTerracesLeaveThere) {
  EXPECT_FALSE(terraceLevelIn(8, 0.45, 0.50));  // the first start's sand: 0.375, then 0.5
  EXPECT_TRUE(terraceLevelIn(8, 0.35, 0.45));   // core's sand holds 0.375
  EXPECT_TRUE(terraceLevelIn(8, 0.45, 0.5000001));
  EXPECT_TRUE(terraceLevelIn(0, 0.45, 0.46));    // no terraces: every band stays
  EXPECT_FALSE(terraceLevelIn(8, 0.5, 0.5));
  for (int levels : {2, 3, 8, 13, 64})
    for (double low = 0.0; low < 1.0; low += 0.037)
      for (double width : {0.01, 0.05, 0.2}) {
        bool any = false;
        for (int i = 0; i <= 1000; ++i) {
          const double e = applyTerraces(i / 1000.0, levels);
          any |= e >= low && e < low + width;
        }
        EXPECT_EQ(terraceLevelIn(levels, low, low + width), any) << levels << " " << low << " " << width;
      }
}

TEST(Terrain, ShapingSteps) {
  EXPECT_EQ(redistribute(0.5, 2.0), 0.25);
  EXPECT_EQ(redistribute(0.37, 1.0), 0.37);
  EXPECT_EQ(redistribute(-0.1, 3.0), 0.0);
  EXPECT_EQ(applyTerraces(0.3, 4), 0.25);
  EXPECT_EQ(applyTerraces(0.375, 4), 0.5);
  EXPECT_EQ(applyTerraces(0.3, 0), 0.3);
  EXPECT_EQ(islandDistance(IslandShape::None, 0.0, 0.0), 0.0);
  for (IslandShape s : {IslandShape::Square, IslandShape::Round, IslandShape::Radial}) {
    EXPECT_EQ(islandDistance(s, 0.5, 0.5), 0.0);
    EXPECT_EQ(islandDistance(s, 0.0, 0.0), 1.0);   // a corner
    EXPECT_EQ(islandDistance(s, -3.0, 9.0), 1.0);  // far outside
    EXPECT_EQ(islandDistance(s, NAN, NAN), 1.0);   // NaN counts as 0, a corner
  }
  EXPECT_EQ(islandDistance(IslandShape::Square, 1.0, 0.5), 1.0);  // an edge's midpoint
  EXPECT_EQ(islandDistance(IslandShape::Radial, 1.0, 0.5), 1.0);
  EXPECT_NEAR(islandDistance(IslandShape::Round, 1.0, 0.5), std::sqrt(0.5), 1e-15);
  EXPECT_NEAR(islandDistance(IslandShape::Square, 0.75, 0.5), 0.25, 1e-15);
  NoiseParams p;
  p.island = IslandShape::Round;
  p.islandMix = 0.5;
  EXPECT_EQ(applyIsland(p, 0.6, 0.2), 0.6 + (1.0 - 0.2 - 0.6) * 0.5);
  p.islandMode = IslandMode::Multiply;
  EXPECT_EQ(applyIsland(p, 0.6, 0.2), 0.6 * (1.0 - 0.5 * 0.2));
  p.island = IslandShape::None;
  EXPECT_EQ(applyIsland(p, 0.6, 0.2), 0.6);
}

TEST(Terrain, EveryStepOnStaysInRangeAndMatchesTheChain) {
  NoiseParams p;
  p.warp = 2.0;
  p.fractal = Fractal::Ridged;
  p.exponent = 2.5;
  p.island = IslandShape::Square;
  p.islandMode = IslandMode::Multiply;
  p.terraces = 8;
  for (const auto& [x, y] : points(500, 10.0)) {
    const double e = elevation(p, x, y);
    EXPECT_GE(e, 0.0);
    EXPECT_LE(e, 1.0);
    EXPECT_EQ(std::floor(e * 8.0), e * 8.0);
    const TerrainJourney j = terrainJourney(p, Thresholds{}, BiomeCuts{}, x, y);
    EXPECT_EQ(j.elevation, e);
    EXPECT_EQ(j.afterExponent, redistribute(j.fbm, 2.5));
    EXPECT_EQ(j.islandDistance, islandDistance(IslandShape::Square, x / 4.0, y / 4.0));
    EXPECT_EQ(j.moisture, moisture(p, x, y));
    EXPECT_EQ(j.biome, biomeAt(p, Thresholds{}, BiomeCuts{}, x, y));
    EXPECT_EQ(j.band, classifyBand(static_cast<float>(e), Thresholds{}));
  }
}

TEST(Terrain, TiledFieldsRepeatEveryMapWidth) {
  NoiseParams p;
  p.tile = true;
  p.frequency = 3.3;
  p.lacunarity = 2.1;
  p.warp = 1.0;
  p.warpFrequency = 0.45;
  p.moistureFrequency = 2.7;
  p.octaves = 6;
  for (NoiseKind kind : kAllNoiseKinds)
    for (bool time : {false, true}) {
      // Simplex cannot tile and time is the square lattice's (noise_kinds.h): clampParams turns them off.
      if (!noiseKindInfo(kind).tiles || (time && !noiseKindInfo(kind).takesTime)) continue;
      p.noise = kind;
      p.time = time ? std::optional<double>(0.4) : std::nullopt;
      for (const auto& [x, y] : points(200, 10.0)) {
        const double w = p.frequency;  // one map width in lattice units
        for (auto [dx, dy] : {std::pair{w, 0.0}, std::pair{0.0, w}, std::pair{-2 * w, 3 * w}}) {
          EXPECT_NEAR(elevation(p, x + dx, y + dy), elevation(p, x, y), 1e-9);
          EXPECT_NEAR(moisture(p, x + dx, y + dy), moisture(p, x, y), 1e-9);
        }
      }
    }
  EXPECT_EQ(tilePeriod(p, TerrainFbm::Elevation, 0), 3.0);
  EXPECT_EQ(tilePeriod(p, TerrainFbm::Elevation, 1), 7.0);   // 6.93
  EXPECT_EQ(tilePeriod(p, TerrainFbm::WarpX, 0), 1.0);       // 1.485
  EXPECT_EQ(tilePeriod(p, TerrainFbm::Moisture, 0), 9.0);    // 8.91
  EXPECT_EQ(wrapIndex(-1, 7), 6);
  EXPECT_EQ(wrapIndex(15, 7), 1);
}

TEST(Terrain, TimeIsAThirdInput) {
  NoiseParams p;
  p.time = 0.0;
  for (const auto& [x, y] : points(300, 20.0)) {
    double sum = 0.0;
    double f = 1.0;
    for (int o = 0; o < p.octaves; ++o) {
      sum += octaveWeight(p, o) * gradientNoise3(x * f, y * f, 0.0 * f, octaveSeed(p.seed, o), p.fade);
      f *= p.lacunarity;
    }
    EXPECT_NEAR(elevation(p, x, y), sum, 1e-15);
    const double a = elevation(p, x, y);
    p.time = 1e-7;
    EXPECT_NEAR(elevation(p, x, y), a, 1e-5);  // smooth in t
    p.time = 0.0;
  }
  NoiseParams off;
  EXPECT_NE(elevation(p, 0.3, 0.7), elevation(off, 0.3, 0.7));  // t = 0 is not time off
}

TEST(Terrain, BiomesFollowTheTable) {
  NoiseParams p;
  p.noise = NoiseKind::Value;  // wide enough for water and land
  int seen[kBiomeCount] = {};
  for (const auto& [x, y] : points(3000, 40.0)) {
    const Biome b = biomeAt(p, Thresholds{}, BiomeCuts{}, x, y);
    EXPECT_EQ(b, classifyBiome(elevation(p, x, y), moisture(p, x, y), Thresholds{}, BiomeCuts{}));
    ++seen[static_cast<int>(b)];
  }
  EXPECT_GT(seen[0] + seen[1], 0);
  EXPECT_GT(seen[3] + seen[6], 0);
}

}  // namespace
}  // namespace noisescope
