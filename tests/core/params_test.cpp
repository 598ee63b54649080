#include "noisescope/noise/params.h"

#include <gtest/gtest.h>

#include <limits>
#include <vector>

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

TEST(Params, TerrainIsOffByDefault) {
  const NoiseParams p;
  EXPECT_EQ(p.warp, 0.0);
  EXPECT_EQ(p.warpFrequency, 1.0);
  EXPECT_EQ(p.warpOctaves, 3);
  EXPECT_EQ(p.fractal, Fractal::Fbm);
  EXPECT_EQ(p.exponent, 1.0);
  EXPECT_EQ(p.island, IslandShape::None);
  EXPECT_EQ(p.islandMode, IslandMode::Lerp);
  EXPECT_EQ(p.islandMix, 0.5);
  EXPECT_EQ(p.terraces, 0);
  EXPECT_FALSE(p.tile);
  EXPECT_EQ(p.moistureFrequency, 1.0);
  EXPECT_FALSE(p.time.has_value());
  EXPECT_FALSE(terrainOn(p));
}

TEST(Params, EachTerrainStepTurnsTerrainOn) {
  std::vector<NoiseParams> on(7);
  on[0].warp = 1.0;
  on[1].fractal = Fractal::Ridged;
  on[2].exponent = 2.0;
  on[3].island = IslandShape::Round;
  on[4].terraces = 4;
  on[5].tile = true;
  on[6].time = 0.0;  // time at 0 is on: a 3D field, not the 2D one
  for (const NoiseParams& p : on) {
    EXPECT_TRUE(terrainOn(p));
    EXPECT_EQ(paramsError(p), "");
  }
}

TEST(Params, TerrainRangesAreChecked) {
  NoiseParams p;
  p.warp = 8.5;
  EXPECT_EQ(paramsError(p), "warp must be in [0, 8]");
  p = NoiseParams{};
  p.warpOctaves = 0;
  EXPECT_EQ(paramsError(p), "warp-octaves must be in [1, 8]");
  p = NoiseParams{};
  p.terraces = 1;
  EXPECT_EQ(paramsError(p), "terraces must be 0 (off) or in [2, 64]");
  EXPECT_EQ(clampParams(p).terraces, 2);
  p.terraces = -3;
  EXPECT_EQ(clampParams(p).terraces, 0);
  p.terraces = 65;
  EXPECT_EQ(clampParams(p).terraces, 64);
  p = NoiseParams{};
  p.exponent = 0.1;
  EXPECT_EQ(paramsError(p), "exponent must be in [0.25, 8]");
  EXPECT_EQ(clampParams(p).exponent, kExponentMin);
  p = NoiseParams{};
  p.time = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(paramsError(p), "time must be off or in [-1e+06, 1e+06]");
  EXPECT_FALSE(clampParams(p).time.has_value());
  p.time = 5e6;
  EXPECT_EQ(*clampParams(p).time, kTimeMax);
  p = NoiseParams{};
  p.island = static_cast<IslandShape>(9);
  EXPECT_EQ(paramsError(p), "island must be none, square, round or radial");
  EXPECT_EQ(clampParams(p).island, IslandShape::None);
  p = NoiseParams{};
  p.noise = static_cast<NoiseKind>(4);
  EXPECT_EQ(paramsError(p), "noise must be value, gradient, simplex or worley");
  EXPECT_EQ(clampParams(p).noise, NoiseKind::Gradient);
}

TEST(Params, EnumNamesRoundTrip) {
  for (Fractal f : kAllFractals) EXPECT_EQ(fractalFromName(fractalName(f)), f);
  for (IslandShape s : kAllIslandShapes) EXPECT_EQ(islandShapeFromName(islandShapeName(s)), s);
  for (IslandMode m : kAllIslandModes) EXPECT_EQ(islandModeFromName(islandModeName(m)), m);
  EXPECT_FALSE(fractalFromName("billow").has_value());
  EXPECT_FALSE(islandShapeFromName("hexagon").has_value());
  EXPECT_FALSE(islandModeFromName("add").has_value());
}

TEST(Params, KindNamesRoundTrip) {
  EXPECT_EQ(noiseKindFromName(noiseKindName(NoiseKind::Value)), NoiseKind::Value);
  EXPECT_EQ(noiseKindFromName(noiseKindName(NoiseKind::Gradient)), NoiseKind::Gradient);
  EXPECT_FALSE(noiseKindFromName("perlin").has_value());
}

}  // namespace
}  // namespace noisescope
