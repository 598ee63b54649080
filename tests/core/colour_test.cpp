#include "noisescope/output/colour.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace noisescope {
namespace {

TEST(Colour, GreyRoundsToNearest) {
  const Thresholds t;
  EXPECT_EQ(colourOf(0.0f, ColourMode::Grey, t), (Rgb8{0, 0, 0}));
  EXPECT_EQ(colourOf(1.0f, ColourMode::Grey, t), (Rgb8{255, 255, 255}));
  EXPECT_EQ(colourOf(0.5f, ColourMode::Grey, t), (Rgb8{128, 128, 128}));
}

TEST(Colour, RampHitsItsStopsExactly) {
  const Thresholds t;
  for (const RampStop& s : kTerrainRamp) EXPECT_EQ(colourOf(s.position, ColourMode::Ramp, t), s.colour);
}

TEST(Colour, RampRunsFromDeepWaterToSnow) {
  const Thresholds t;
  const Rgb8 low = colourOf(0.05f, ColourMode::Ramp, t);
  const Rgb8 high = colourOf(0.99f, ColourMode::Ramp, t);
  EXPECT_GT(low.b, low.r);
  EXPECT_GT(high.r, 240);
  EXPECT_GT(high.g, 240);
}

TEST(Colour, RampAtTheDefaultThresholdsIsTheTable) {
  const std::array<RampStop, 9> ramp = terrainRamp(Thresholds{});
  for (std::size_t i = 0; i < ramp.size(); ++i) {
    EXPECT_NEAR(ramp[i].position, kTerrainRamp[i].position, 1e-6f) << i;
    EXPECT_EQ(ramp[i].colour, kTerrainRamp[i].colour) << i;
  }
}

// Water is blue below t1, meadow and forest are green from t2 to 3/5 of the
// way to t3, rock, scree and snow are not green from t3: wherever the
// thresholds are, the maps agree with the band views.
TEST(Colour, RampFollowsTheThresholds) {
  for (const Thresholds t : {Thresholds{0.2f, 0.3f, 0.9f}, Thresholds{0.5f, 0.6f, 0.8f}, Thresholds{0.05f, 0.5f, 0.55f},
                             Thresholds{0.0f, 0.001f, 1.0f}, Thresholds{0.35f, 0.45f, 0.7f}}) {
    for (int i = 0; i <= 1000; ++i) {
      const float v = static_cast<float>(i) / 1000.0f;
      const Rgb8 c = colourOf(v, ColourMode::Ramp, t);
      if (v <= t.t1) {
        EXPECT_TRUE(c.b > c.r && c.b > c.g) << "water at " << v << " below t1 " << t.t1;
      } else if (v >= t.t2 && v <= t.t2 + (t.t3 - t.t2) * 0.6f) {
        EXPECT_TRUE(c.g > c.r && c.g > c.b) << "land at " << v << " between t2 " << t.t2 << " and t3 " << t.t3;
      } else if (v >= t.t3) {
        EXPECT_FALSE(c.g > c.r && c.g > c.b) << "rock at " << v << " above t3 " << t.t3;
      }
    }
  }
  const std::array<RampStop, 9> ramp = terrainRamp(Thresholds{0.0f, 0.5f, 1.0f});
  for (std::size_t i = 1; i < ramp.size(); ++i) EXPECT_LE(ramp[i - 1].position, ramp[i].position);
}

TEST(Colour, ColouriseEqualsColourOfAtAnyThresholds) {
  const Thresholds t{0.52f, 0.6f, 0.66f};
  std::vector<float> values;
  for (int i = -10; i <= 1010; ++i) values.push_back(static_cast<float>(i) / 1000.0f);
  std::vector<std::uint8_t> rgba(values.size() * 4);
  colourise(values, ColourMode::Ramp, t, rgba);
  for (std::size_t i = 0; i < values.size(); ++i)
    EXPECT_EQ((Rgb8{rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2]}), colourOf(values[i], ColourMode::Ramp, t)) << i;
}

TEST(Colour, ThresholdModesUseTheBands) {
  const Thresholds t;
  EXPECT_EQ(colourOf(0.2f, ColourMode::Bands, t), kBandColours[0]);
  EXPECT_EQ(colourOf(0.4f, ColourMode::Bands, t), kBandColours[1]);
  EXPECT_EQ(colourOf(0.5f, ColourMode::Bands, t), kBandColours[2]);
  EXPECT_EQ(colourOf(0.9f, ColourMode::Bands, t), kBandColours[3]);
  EXPECT_EQ(colourOf(0.2f, ColourMode::LandWater, t), kLandWaterColours[0]);
  EXPECT_EQ(colourOf(0.5f, ColourMode::LandWater, t), kLandWaterColours[1]);
}

TEST(Colour, OutOfRangeIsOrangeInEveryMode) {
  const Thresholds t;
  for (ColourMode m : kAllColourModes) {
    EXPECT_EQ(colourOf(1.01f, m, t), kOutOfRangeColour);
    EXPECT_EQ(colourOf(-0.01f, m, t), kOutOfRangeColour);
  }
}

TEST(Colour, ColouriseWritesRgbaAndChecksTheBuffer) {
  const std::vector<float> v = {0.0f, 0.5f, 2.0f};
  std::vector<std::uint8_t> rgba(12);
  colourise(v, ColourMode::Grey, Thresholds{}, rgba);
  EXPECT_EQ(rgba, (std::vector<std::uint8_t>{0, 0, 0, 255, 128, 128, 128, 255, 255, 140, 0, 255}));
  std::vector<std::uint8_t> small(11);
  EXPECT_THROW(colourise(v, ColourMode::Grey, Thresholds{}, small), std::invalid_argument);
}

TEST(Colour, ModeNamesRoundTrip) {
  for (ColourMode m : kAllColourModes) EXPECT_EQ(colourModeFromName(colourModeName(m)), m);
  EXPECT_FALSE(colourModeFromName("sepia").has_value());
}

// Biome colours are the palette entry of classifyBiome, whatever the cuts,
// thresholds and palette.
TEST(Colour, BiomeMapIsThePaletteOfClassifyBiome) {
  const int w = 41, h = 37;
  std::vector<float> e, m;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      e.push_back(static_cast<float>(x) / (w - 1));
      m.push_back(static_cast<float>(y) / (h - 1));
    }
  BiomePalette palette = kBiomeColours;
  palette[6] = Rgb8{1, 2, 3};
  for (const ColourSettings& s : {ColourSettings{}, ColourSettings{Thresholds{0.2f, 0.3f, 0.8f}, BiomeCuts{0.5f, 0.2f, 0.7f}, palette}}) {
    std::vector<std::uint8_t> rgba(static_cast<std::size_t>(w * h * 4));
    colouriseMap(ColourInputs{{e, m, {}}, w, h}, ColourMode::Biome, s, 0, h, rgba);
    std::array<int, kBiomeCount> seen{};
    for (std::size_t i = 0; i < e.size(); ++i) {
      const Biome b = classifyBiome(e[i], m[i], s.thresholds, s.biomeCuts);
      ++seen[static_cast<std::size_t>(b)];
      const Rgb8 c = s.biomeColours[static_cast<std::size_t>(b)];
      ASSERT_EQ((Rgb8{rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2]}), c) << i;
      ASSERT_EQ(rgba[4 * i + 3], 255);
    }
    for (int count : seen) EXPECT_GT(count, 0);  // the grid reaches every class
  }
}

TEST(Colour, BiomeColoursAreElevenDistinctColours) {
  for (std::size_t i = 0; i < kBiomeColours.size(); ++i)
    for (std::size_t j = i + 1; j < kBiomeColours.size(); ++j) EXPECT_NE(kBiomeColours[i], kBiomeColours[j]);
}

// A vertical lattice line where the x fraction wraps, a horizontal one
// where the y fraction does; elsewhere the elevation in grey.
TEST(Colour, WarpLinesLieWhereTheCellFractionWraps) {
  const int w = 20, h = 10;
  std::vector<float> e(w * h, 0.25f), cx, cy;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      cx.push_back(std::fmod(0.3f * x + 0.05f, 1.0f));  // wraps between x = 3|4, 6|7, 9|10, ...
      cy.push_back(std::fmod(0.26f * y + 0.1f, 1.0f));  // wraps between y = 3|4, 7|8
    }
  std::vector<std::uint8_t> rgba(w * h * 4);
  colouriseMap(ColourInputs{{e, cx, cy}, w, h}, ColourMode::Warp, ColourSettings{}, 0, h, rgba);
  const Rgb8 grey = colourOf(0.25f, ColourMode::Grey, Thresholds{});
  int lines = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const std::size_t i = static_cast<std::size_t>(y * w + x);
      const bool xLine = x + 1 < w && std::floor(0.3f * x + 0.05f) != std::floor(0.3f * (x + 1) + 0.05f);
      const bool yLine = y + 1 < h && std::floor(0.26f * y + 0.1f) != std::floor(0.26f * (y + 1) + 0.1f);
      const Rgb8 c{rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2]};
      EXPECT_EQ(c, xLine || yLine ? kWarpLineColour : grey) << x << "," << y;
      lines += xLine || yLine;
    }
  EXPECT_GT(lines, 2 * h);
  // A strip of rows colours as the same rows of the whole map.
  std::vector<std::uint8_t> strip(w * 2 * 4);
  colouriseMap(ColourInputs{{e, cx, cy}, w, h}, ColourMode::Warp, ColourSettings{}, 3, 5, strip);
  EXPECT_TRUE(std::equal(strip.begin(), strip.end(), rgba.begin() + 3 * w * 4));
}

TEST(Colour, MoistureAndIslandRampsHitTheirStops) {
  const Thresholds t;
  for (const RampStop& s : kMoistureRamp) EXPECT_EQ(colourOf(s.position, ColourMode::Moisture, t), s.colour);
  for (const RampStop& s : kIslandRamp) EXPECT_EQ(colourOf(s.position, ColourMode::Island, t), s.colour);
  EXPECT_GT(colourOf(1.0f, ColourMode::Moisture, t).b, colourOf(0.0f, ColourMode::Moisture, t).b);
}

TEST(Colour, ColouriseMapAgreesWithColouriseForOneFieldAndChecksItsInputs) {
  const std::vector<float> v = {0.1f, 0.4f, 0.5f, 0.8f, 1.5f, 0.0f};
  for (ColourMode m : kAllColourModes) {
    if (!colouredPixelByPixel(m)) {
      std::vector<std::uint8_t> rgba(24);
      EXPECT_THROW(colourise(v, m, Thresholds{}, rgba), std::invalid_argument);
      if (colourInputCount(m) != 1) {
        EXPECT_THROW(colouriseMap(ColourInputs{{v, {}, {}}, 3, 2}, m, ColourSettings{}, 0, 2, rgba),
                     std::invalid_argument);
      }
      continue;
    }
    std::vector<std::uint8_t> a(24), b(24);
    colourise(v, m, Thresholds{}, a);
    colouriseMap(ColourInputs{{v, {}, {}}, 3, 2}, m, ColourSettings{}, 0, 2, b);
    EXPECT_EQ(a, b) << colourModeName(m);
    EXPECT_THROW(colouriseMap(ColourInputs{{v, {}, {}}, 3, 2}, m, ColourSettings{}, 1, 3, b), std::invalid_argument);
  }
}

// Relief: the ramp colour times relief.h's hillshade at each pixel, rounded;
// out-of-range values stay orange.
TEST(Colour, ReliefShadesTheRampWithTheHillshade) {
  const int w = 6, h = 4;
  std::vector<float> f(w * h);
  for (int i = 0; i < w * h; ++i) f[i] = 0.3f + 0.02f * static_cast<float>(i % w) + 0.05f * static_cast<float>(i / w);
  f[5] = 1.5f;
  ColourSettings s;
  s.light = Light{90.0, 30.0};
  s.heightScale = 0.5;
  s.spacing = 0.05;
  std::vector<float> shade(f.size());
  hillshadeField(f, Surface{w, h, s.spacing, s.heightScale}, s.light, shade);
  std::vector<std::uint8_t> rgba(f.size() * 4);
  colouriseMap(ColourInputs{{f}, w, h}, ColourMode::Relief, s, 0, h, rgba);
  for (std::size_t i = 0; i < f.size(); ++i) {
    const Rgb8 c = colourOf(f[i], ColourMode::Ramp, s.thresholds);
    const Rgb8 want = i == 5 ? kOutOfRangeColour
                             : Rgb8{static_cast<std::uint8_t>(std::floor(c.r * shade[i] + 0.5f)),
                                    static_cast<std::uint8_t>(std::floor(c.g * shade[i] + 0.5f)),
                                    static_cast<std::uint8_t>(std::floor(c.b * shade[i] + 0.5f))};
    EXPECT_EQ((Rgb8{rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2]}), want) << i;
    EXPECT_LT(shade[i], 0.99f);  // every slope here is lit at an angle
  }
  std::vector<std::uint8_t> one(4);
  EXPECT_THROW(colourise(std::span(f).first(1), ColourMode::Relief, s.thresholds, one), std::invalid_argument);
}

// The explorer recolours a view when the light moves exactly when its mode
// says so: relief's colours change with the light and the height scale, no
// other mode's do.
TEST(Colour, OnlyReliefFollowsTheLight) {
  const int w = 5, h = 3;
  std::vector<float> f(w * h), m(w * h, 0.5f), c(w * h, 0.25f);
  for (int i = 0; i < w * h; ++i) f[i] = 0.2f + 0.04f * static_cast<float>(i % w) + 0.1f * static_cast<float>(i / w);
  ColourSettings a, b;
  b.light = Light{120.0, 20.0};
  b.heightScale = 2.0;
  a.spacing = b.spacing = 0.05;
  for (ColourMode mode : kAllColourModes) {
    std::vector<std::uint8_t> ra(f.size() * 4), rb(f.size() * 4);
    colouriseMap(ColourInputs{{f, m, c}, w, h}, mode, a, 0, h, ra);
    colouriseMap(ColourInputs{{f, m, c}, w, h}, mode, b, 0, h, rb);
    EXPECT_EQ(ra != rb, coloursFollowLight(mode)) << colourModeName(mode);
  }
}

}  // namespace
}  // namespace noisescope
