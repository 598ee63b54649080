// The terrain layers of the field fill (field.h's FieldLayer) against
// terrain.h's point functions, on every instruction-set path: bit-identical
// across paths, within 1e-6 of the point functions unwarped and 1e-5 warped,
// tiled fields repeat, time works.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "noisescope/fill/field.h"
#include "noisescope/terrain/terrain.h"

namespace noisescope {
namespace {

constexpr FieldPath kPaths[] = {FieldPath::Scalar, FieldPath::Sse2, FieldPath::Avx2, FieldPath::Avx512};

struct Case {
  std::string name;
  NoiseParams p;
};

std::vector<Case> cases() {
  std::vector<Case> out;
  NoiseParams p;
  p.octaves = 4;
  out.push_back({"shaped", p});
  out.back().p.exponent = 2.2;
  out.back().p.island = IslandShape::Round;
  out.back().p.terraces = 7;
  out.push_back({"warped", p});
  out.back().p.warp = 1.5;
  out.push_back({"warped value ridged", p});
  out.back().p.warp = 0.8;
  out.back().p.noise = NoiseKind::Value;
  out.back().p.fractal = Fractal::Ridged;
  out.back().p.fade = Fade::Cubic;
  out.push_back({"ridged", p});
  out.back().p.fractal = Fractal::Ridged;
  out.push_back({"tiled warped", p});
  out.back().p.tile = true;
  out.back().p.warp = 1.0;
  out.back().p.warpFrequency = 0.6;
  out.back().p.lacunarity = 2.3;
  out.push_back({"time gradient", p});
  out.back().p.time = 3.7;
  out.back().p.island = IslandShape::Square;
  out.back().p.islandMode = IslandMode::Multiply;
  out.push_back({"time value warped tiled", p});
  out.back().p.time = -12.25;
  out.back().p.noise = NoiseKind::Value;
  out.back().p.tile = true;
  out.back().p.warp = 2.0;
  out.push_back({"whole exponent (the exact path)", p});
  out.back().p.exponent = 3.0;
  out.back().p.island = IslandShape::Radial;
  out.push_back({"strong warp", p});  // the grid kernels add 8 (2g - 1) * 2.5^o cells in float
  out.back().p.warp = 8.0;
  out.back().p.warpOctaves = 8;
  out.back().p.octaves = 6;
  out.back().p.lacunarity = 2.5;
  out.push_back({"raw exponent", p});
  out.back().p.normalize = false;
  out.back().p.exponent = 0.5;
  out.back().p.moistureFrequency = 2.5;
  // Lowlands held flat, a steep coast, plateaus: a curve that turns twice.
  const CurvePoint curve[] = {{0.0, 0.0}, {0.35, 0.3}, {0.5, 0.55}, {0.7, 0.6}, {0.85, 0.95}, {1.0, 0.9}};
  out.push_back({"height curve after an exponent, island", p});
  out.back().p.exponent = 1.7;
  out.back().p.heightCurve = heightCurveOf(curve);
  out.back().p.island = IslandShape::Round;
  out.push_back({"height curve, raw and warped", p});
  out.back().p.normalize = false;
  out.back().p.warp = 1.2;
  out.back().p.heightCurve = heightCurveOf(curve);
  out.back().p.terraces = 9;
  return out;
}

std::vector<float> fill(const NoiseParams& p, FieldSpec spec) {
  std::vector<float> out(static_cast<std::size_t>(spec.width) * spec.height);
  fillField(p, spec, out);
  return out;
}

bool sameBits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

FieldSpec specOf(FieldLayer layer, int octave = kWholeFbm) {
  FieldSpec s{67, 23, Camera{0.41, 0.37, 1.3}, octave};
  s.layer = layer;
  return s;
}

// The point functions' value of a layer at pixel (x, y); nullopt where a
// terrace step or biome cut lies within `near` of the double value (the float
// fill may land on either side).
std::optional<double> want(const NoiseParams& p, const FieldSpec& spec, int x, int y, double near) {
  const LatticePoint q = pixelToLattice(p, spec, x, y);
  const TerrainJourney j = terrainJourney(p, spec.thresholds, spec.biomeCuts, q.x, q.y);
  const NoiseParams c = clampParams(p);
  switch (spec.layer) {
    case FieldLayer::Elevation: {
      if (spec.octave != kWholeFbm) return terrainOctave(p, spec.octave, q.x + j.warp.x, q.y + j.warp.y);
      if (c.terraces != 0) {
        const double a = j.afterIsland * c.terraces + 0.5;
        if (std::abs(a - std::round(a)) < near * c.terraces * 4) return std::nullopt;
      }
      return j.elevation;
    }
    case FieldLayer::Moisture: return j.moisture;
    case FieldLayer::Biome: {
      const Thresholds& t = spec.thresholds;
      const BiomeCuts& b = spec.biomeCuts;
      for (double cut : {double(t.t1), double(t.t2), double(t.t3), double(b.h)})
        if (std::abs(j.elevation - cut) < near) return std::nullopt;
      for (double cut : {double(b.w1), double(b.w2)})
        if (std::abs(j.moisture - cut) < near) return std::nullopt;
      if (c.terraces != 0) return std::nullopt;
      return static_cast<double>(j.biome);
    }
    case FieldLayer::WarpOffsetX: return j.warp.x;
    case FieldLayer::WarpOffsetY: return j.warp.y;
    case FieldLayer::WarpedCellX: return q.x + j.warp.x - std::floor(q.x + j.warp.x);
    case FieldLayer::WarpedCellY: return q.y + j.warp.y - std::floor(q.y + j.warp.y);
    case FieldLayer::IslandDistance: return j.islandDistance;
    case FieldLayer::Flow:
    case FieldLayer::Wear:
    case FieldLayer::Deposit: break;  // region layers: no point function
  }
  return std::nullopt;
}

TEST(FieldTerrain, EveryPathGivesTheSameFloats) {
  for (const Case& c : cases())
    for (FieldLayer layer : kAllFieldLayers) {
      setFieldPath(FieldPath::Scalar);
      const std::vector<float> scalar = fill(c.p, specOf(layer));
      for (FieldPath path : kPaths) {
        if (!fieldPathSupported(path)) continue;
        setFieldPath(path);
        EXPECT_TRUE(sameBits(fill(c.p, specOf(layer)), scalar))
            << c.name << " " << fieldLayerName(layer) << " on " << fieldPathName(path);
      }
    }
  setFieldPath(FieldPath::Auto);
}

// Without an island the distance is 0 everywhere (terrain.h), written into
// every pixel: an export's field memory starts uninitialised, not zeroed.
TEST(FieldTerrain, TheIslandDistanceWithoutAnIslandIsZeroEverywhere) {
  NoiseParams p;
  p.island = IslandShape::None;
  const FieldSpec spec = specOf(FieldLayer::IslandDistance);
  for (FieldPath path : kPaths) {
    if (!fieldPathSupported(path)) continue;
    setFieldPath(path);
    std::vector<float> out(static_cast<std::size_t>(spec.width) * spec.height, std::nanf(""));
    fillField(p, spec, out);
    for (std::size_t i = 0; i < out.size(); ++i)
      ASSERT_EQ(out[i], 0.0f) << fieldPathName(path) << " pixel " << i;
  }
  setFieldPath(FieldPath::Auto);
}

// A warp so strong in the finest octave (8 * 8^15 cells) that its offset
// cannot be added to the grid's cells in float: the fill takes each pixel's
// position in double instead (terrain_field.cpp, offsetsFit and
// kFloatWarpStretch), the same on every path.
TEST(FieldTerrain, ExtremeWarpGivesTheSameFloatsOnEveryPath) {
  NoiseParams p;
  p.octaves = 16;
  p.lacunarity = 8.0;
  p.warp = 8.0;
  const FieldSpec spec = specOf(FieldLayer::Elevation);
  setFieldPath(FieldPath::Scalar);
  const std::vector<float> scalar = fill(p, spec);
  for (float v : scalar) {
    EXPECT_GE(v, 0.0f);
    EXPECT_LE(v, 1.0f);
  }
  for (FieldPath path : kPaths) {
    if (!fieldPathSupported(path)) continue;
    setFieldPath(path);
    EXPECT_TRUE(sameBits(fill(p, spec), scalar)) << fieldPathName(path);
  }
  setFieldPath(FieldPath::Auto);
}

// Unnormalised elevations up to 16^8 = 2^32: e L + 0.5 passes 2^23, where
// rounding by the float format alone (SSE2) no longer finds the floor. Every
// path terraces the float elevation it would give without terraces exactly
// as floor(e L + 0.5) * (1 / L) does in float.
TEST(FieldTerrain, TerracesOfHugeRawElevationsAreTheFloatFloorOnEveryPath) {
  NoiseParams p;
  p.octaves = 16;
  p.persistence = 1.0;
  p.normalize = false;
  p.exponent = 8.0;
  p.island = IslandShape::Square;
  const FieldSpec spec = specOf(FieldLayer::Elevation);
  NoiseParams terraced = p;
  terraced.terraces = 64;
  for (FieldPath path : kPaths) {
    if (!fieldPathSupported(path)) continue;
    setFieldPath(path);
    const std::vector<float> e = fill(p, spec);
    const std::vector<float> got = fill(terraced, spec);
    int huge = 0;
    for (std::size_t i = 0; i < e.size(); ++i) {
      const float y = e[i] * 64.0f + 0.5f;
      huge += y >= 8388608.0f ? 1 : 0;
      ASSERT_EQ(got[i], std::floor(y) * (1.0f / 64.0f)) << fieldPathName(path) << " pixel " << i << " e " << e[i];
    }
    EXPECT_GT(huge, 0) << fieldPathName(path);
  }
  setFieldPath(FieldPath::Auto);
}

// Octave o samples the warp k l^o of its cells apart per unit of the warp
// fields, so where fine octaves carry weight the fields' float error used to
// reach the elevation that many times over (0.02 off at f 4096, 16 octaves,
// persistence 1, warp 8; found by the core_terrain fuzz target). There the
// fill finds the offsets in double (terrain_field.cpp, kFloatWarpStretch):
// within 1e-5 of the point functions, the whole fBm and one fine octave, on
// every path.
TEST(FieldTerrain, StretchedWarpsMatchThePointFunctions) {
  struct Stretch {
    const char* name;
    double frequency, lacunarity, persistence, warp;
    int octaves;
    bool tile;
  };
  const Stretch stretches[] = {
      {"f 4096, 16 octaves, persistence 1, warp 8", 4096.0, 2.0, 1.0, 8.0, 16, false},
      {"lacunarity 8 near the origin", 1.0, 8.0, 1.0, 8.0, 16, false},
      {"tiled at f 1/64", 1.0 / 64.0, 3.0, 0.9, 8.0, 12, true},
      {"persistence 0.8, warp 3", 24.0, 2.0, 0.8, 3.0, 10, false},
  };
  for (const Stretch& s : stretches)
    for (int octave : {kWholeFbm, 9}) {
      NoiseParams p;
      p.frequency = s.frequency;
      p.lacunarity = s.lacunarity;
      p.persistence = s.persistence;
      p.warp = s.warp;
      p.octaves = s.octaves;
      p.tile = s.tile;
      FieldSpec spec = specOf(FieldLayer::Elevation, octave);
      spec.camera = Camera{0.013, 0.021, 3.0};
      for (FieldPath path : kPaths) {
        if (!fieldPathSupported(path)) continue;
        setFieldPath(path);
        const std::vector<float> f = fill(p, spec);
        double worst = 0.0;
        for (int y = 0; y < spec.height; ++y)
          for (int x = 0; x < spec.width; ++x)
            worst = std::max(worst, std::abs(f[static_cast<std::size_t>(y) * spec.width + x] -
                                             *want(p, spec, x, y, 0.0)));
        EXPECT_LE(worst, 1e-5) << s.name << " octave " << octave << " on " << fieldPathName(path);
      }
    }
  setFieldPath(FieldPath::Auto);
}

TEST(FieldTerrain, LayersMatchThePointFunctions) {
  for (const Case& c : cases())
    for (FieldLayer layer : kAllFieldLayers)
      for (int octave : {kWholeFbm, 2}) {
        if (octave != kWholeFbm && layer != FieldLayer::Elevation) continue;
        const FieldSpec spec = specOf(layer, octave);
        const std::vector<float> f = fill(c.p, spec);
        const bool warped = c.p.warp != 0.0;
        const double bound = c.p.normalize ? 1.0 : 2.0;
        // field.h: a height curve magnifies the fBm's float error by its slope.
        const double magnified = layer == FieldLayer::Elevation && octave == kWholeFbm
                                     ? std::max(1.0, heightCurveSteepest(c.p.heightCurve))
                                     : 1.0;
        double allowed = (warped ? 1e-5 : 1e-6) * bound * magnified;
        if (layer == FieldLayer::WarpOffsetX || layer == FieldLayer::WarpOffsetY) allowed = 1e-6 * c.p.warp + 1e-7;
        double worst = 0.0;
        int skipped = 0;
        for (int y = 0; y < spec.height; ++y)
          for (int x = 0; x < spec.width; ++x) {
            const std::optional<double> w = want(c.p, spec, x, y, 1e-4);
            if (!w) {
              ++skipped;
              continue;
            }
            double error = std::abs(f[static_cast<std::size_t>(y) * spec.width + x] - *w);
            if (layer == FieldLayer::WarpedCellX || layer == FieldLayer::WarpedCellY)
              error = std::min(error, 1.0 - error);  // a fraction near 0 and one near 1 meet
            worst = std::max(worst, error);
          }
        EXPECT_LE(worst, allowed) << c.name << " " << fieldLayerName(layer) << " octave " << octave;
        if (!(layer == FieldLayer::Biome && c.p.terraces != 0)) {
          EXPECT_LT(skipped, spec.width * spec.height / 4) << c.name << " " << fieldLayerName(layer);
        }
      }
}

// A map exactly one map width wide at 16 pixels per width, one pixel wider
// and taller than the period: the last column repeats the first, the last row
// the first.
TEST(FieldTerrain, TiledFieldsRepeatAcrossTheMap) {
  for (const Case& c : cases()) {
    if (!c.p.tile) continue;
    for (FieldLayer layer : {FieldLayer::Elevation, FieldLayer::Moisture, FieldLayer::WarpOffsetX}) {
      FieldSpec spec{17, 17, Camera{0.5, 0.5, 16.0 / 17.0}, kWholeFbm};
      spec.layer = layer;
      for (FieldPath path : kPaths) {
        if (!fieldPathSupported(path)) continue;
        setFieldPath(path);
        const std::vector<float> f = fill(c.p, spec);
        for (int i = 0; i < 17; ++i) {
          EXPECT_NEAR(f[static_cast<std::size_t>(i) * 17 + 16], f[static_cast<std::size_t>(i) * 17], 2e-6)
              << c.name << " " << fieldLayerName(layer) << " row " << i;
          EXPECT_NEAR(f[16 * 17 + static_cast<std::size_t>(i)], f[static_cast<std::size_t>(i)], 2e-6)
              << c.name << " " << fieldLayerName(layer) << " column " << i;
        }
      }
    }
  }
  setFieldPath(FieldPath::Auto);
}

// Tiled, every fBm of a fill samples each pixel's map point less a whole
// number, so a fill one pixel wider and taller than the period repeats its
// first column and its first row to the bit (field.h), warped or not, on
// every path: float and exact warps, exponents that shape pixels near 0 or
// 1 again in double, time, value noise, several frequencies and periods.
TEST(FieldTerrain, TiledFieldsRepeatBitForBit) {
  struct Tiling {
    const char* name;
    double frequency, warp, warpFrequency, lacunarity, exponent;
    int octaves, period;
    double cx, cy;
    NoiseKind noise;
    std::optional<double> time;
  };
  // The first five each repeated all but one or four pixels before the
  // reduction (found by a search over random tilings).
  const Tiling tilings[] = {
      {"f 0.7, warp 3.875", 0.7, 3.875, 0.6, 1.75, 1.0, 5, 8, 0.0625, -1.875, NoiseKind::Gradient, std::nullopt},
      {"f 1.3, exponent 0.5", 1.3, 4.625, 1.0, 2.25, 0.5, 8, 32, 0.0, 0.875, NoiseKind::Gradient, std::nullopt},
      {"f 250", 250.0, 4.25, 1.0, 2.25, 0.5, 2, 32, 0.125, -0.625, NoiseKind::Gradient, std::nullopt},
      {"f 0.1, warp 1.625", 0.1, 1.625, 0.6, 2.0, 0.5, 5, 16, 0.6875, -0.4375, NoiseKind::Gradient, std::nullopt},
      {"f 37.5", 37.5, 4.625, 0.6, 2.0, 1.0, 5, 16, -1.125, 0.5, NoiseKind::Gradient, std::nullopt},
      {"f 1/64, value, time", 1.0 / 64.0, 8.0, 1.0, 2.5, 2.0, 4, 4, 0.3125, -1.75, NoiseKind::Value, 5.25},
      {"f 9, warp 8 (the exact warp)", 9.0, 8.0, 1.0, 2.5, 6.0, 8, 64, 0.5, 0.25, NoiseKind::Gradient, std::nullopt},
      {"f 4, unwarped", 4.0, 0.0, 1.0, 2.0, 0.25, 5, 2, 0.5, 0.5, NoiseKind::Gradient, std::nullopt},
  };
  for (const Tiling& t : tilings) {
    NoiseParams p;
    p.tile = true;
    p.frequency = t.frequency;
    p.warp = t.warp;
    p.warpFrequency = t.warpFrequency;
    p.lacunarity = t.lacunarity;
    p.exponent = t.exponent;
    p.octaves = t.octaves;
    p.noise = t.noise;
    p.time = t.time;
    const int side = t.period + 1;
    for (FieldLayer layer : {FieldLayer::Elevation, FieldLayer::Moisture, FieldLayer::Biome, FieldLayer::WarpOffsetX,
                             FieldLayer::WarpOffsetY}) {
      FieldSpec spec{side, side, Camera{t.cx, t.cy, static_cast<double>(t.period) / side}, kWholeFbm};
      spec.layer = layer;
      for (FieldPath path : kPaths) {
        if (!fieldPathSupported(path)) continue;
        setFieldPath(path);
        const std::vector<float> f = fill(p, spec);
        const auto at = [&](int x, int y) { return f[static_cast<std::size_t>(y) * side + x]; };
        int differ = 0;
        for (int i = 0; i < side; ++i) {
          const float row[2] = {at(0, i), at(t.period, i)}, column[2] = {at(i, 0), at(i, t.period)};
          differ += std::memcmp(&row[0], &row[1], sizeof(float)) != 0;
          differ += std::memcmp(&column[0], &column[1], sizeof(float)) != 0;
        }
        EXPECT_EQ(differ, 0) << t.name << " " << fieldLayerName(layer) << " on " << fieldPathName(path);
      }
    }
  }
  setFieldPath(FieldPath::Auto);
}

TEST(FieldTerrain, TimeOnStaysInRangeAndMoves) {
  NoiseParams p;
  p.time = 0.0;
  FieldSpec spec{64, 64, Camera{0.5, 0.5, 1.0}, kWholeFbm};
  const std::vector<float> a = fill(p, spec);
  p.time = 0.25;
  const std::vector<float> b = fill(p, spec);
  double moved = 0.0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_GE(a[i], 0.0f);
    EXPECT_LE(a[i], 1.0f);
    moved = std::max(moved, std::abs(static_cast<double>(a[i]) - b[i]));
  }
  EXPECT_GT(moved, 0.01);
  EXPECT_FALSE(sameBits(a, fill(NoiseParams{}, spec)));  // t = 0 is not time off
}

TEST(FieldTerrain, PansReuseTerrainFields) {
  NoiseParams p;
  p.warp = 1.2;
  p.island = IslandShape::Radial;
  FieldSpec before{80, 60, Camera{0.5, 0.4, 1.0}, kWholeFbm};
  std::vector<float> field = fill(p, before);
  FieldSpec after = before;
  after.camera = panByPixels(before.camera, before.width, 7.0, -5.0);
  refreshField(p, before, after, field);
  const std::vector<float> fresh = fill(p, after);
  for (std::size_t i = 0; i < field.size(); ++i) EXPECT_NEAR(field[i], fresh[i], 1e-6);
}

TEST(FieldTerrain, LayerNamesRoundTrip) {
  for (FieldLayer l : kAllFieldLayers) EXPECT_EQ(fieldLayerFromName(fieldLayerName(l)), l);
  EXPECT_FALSE(fieldLayerFromName("height").has_value());
}

}  // namespace
}  // namespace noisescope

namespace noisescope {
namespace {

// The shaping repair (terrain_field.cpp) shapes the pixels whose float fBm
// lies where the exponent's slope could break 1e-6 again in double: those
// must be elevation()'s value rounded to float, bit for bit, on every path,
// whether a piece goes through the double-lane grid (ridged x 4: a quarter
// of the pixels) or pixel by pixel (fBm x 0.25: a thin band near 0). Rows
// at random views (a fixed seed), two pieces wide (kPieceColumns 1024).
TEST(FieldTerrain, RepairedPixelsAreElevationsFloatsOnEveryPath) {
  struct Repair {
    std::string name;
    NoiseParams p;
    double low, high;  // fBm values past these (with room) are repaired
  };
  std::vector<Repair> repairs;
  NoiseParams p;
  p.octaves = 5;
  p.fractal = Fractal::Ridged;
  p.exponent = 4.0;
  repairs.push_back({"ridged x 4", p, -1.0, 0.85});
  repairs.push_back({"ridged x 4 tiled", p, -1.0, 0.85});
  repairs.back().p.tile = true;
  repairs.push_back({"ridged x 4 value, time", p, -1.0, 0.85});
  repairs.back().p.noise = NoiseKind::Value;
  repairs.back().p.time = 2.3;
  repairs.push_back({"fbm x 0.25", p, 0.044, 2.0});
  repairs.back().p.fractal = Fractal::Fbm;
  repairs.back().p.exponent = 0.25;
  repairs.back().p.octaves = 1;  // one octave of value noise, many cells: near 0 often
  repairs.back().p.noise = NoiseKind::Value;
  repairs.back().p.frequency = 40.0;
  repairs.push_back({"fbm x 8 (the grid, plain fBm)", repairs.back().p, -1.0, 0.86});
  repairs.back().p.exponent = 8.0;
  std::uint32_t state = 20261201u;
  const auto next = [&] {
    state = state * 1664525u + 1013904223u;
    return static_cast<double>(state >> 8) / 16777216.0;
  };
  std::vector<int> repaired(repairs.size(), 0);
  for (int trial = 0; trial < 4; ++trial) {
    const Camera camera{next() * 4.0, next() * 4.0, 0.3 + next() * 3.0};
    for (std::size_t k = 0; k < repairs.size(); ++k) {
      const Repair& r = repairs[k];
      FieldSpec spec{1100, 6, camera, kWholeFbm};
      for (FieldPath path : kPaths) {
        if (!fieldPathSupported(path)) continue;
        setFieldPath(path);
        const std::vector<float> got = fill(r.p, spec);
        for (int y = 0; y < spec.height; ++y)
          for (int x = 0; x < spec.width; ++x) {
            const LatticePoint q = pixelToLattice(r.p, spec, x, y);
            const double e = terrainFbm(r.p, TerrainFbm::Elevation, q.x, q.y);
            if (e > r.low && e < r.high) continue;
            ++repaired[k];
            const float want = static_cast<float>(elevation(r.p, q.x, q.y));
            const float have = got[static_cast<std::size_t>(y) * spec.width + x];
            ASSERT_EQ(std::memcmp(&have, &want, sizeof want), 0)
                << r.name << " at (" << x << ", " << y << ") on " << fieldPathName(path) << ": " << have
                << " vs " << want;
          }
      }
    }
  }
  // The test would pass on no pixels at all: the rows must reach the bands.
  for (std::size_t k = 0; k < repairs.size(); ++k) EXPECT_GT(repaired[k], 0) << repairs[k].name;
  setFieldPath(FieldPath::Auto);
}

}  // namespace
}  // namespace noisescope
