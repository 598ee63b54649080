#include "noisescope/terrain/biomes.h"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <string>

namespace noisescope {
namespace {

TEST(Biomes, DefaultsAreValidAndDesignMds) {
  const BiomeCuts c;
  EXPECT_EQ(c.h, 0.55f);
  EXPECT_EQ(c.w1, 0.45f);
  EXPECT_EQ(c.w2, 0.55f);
  EXPECT_EQ(biomeCutsError(c, Thresholds{}), "");
}

TEST(Biomes, TheSeedsTable) {
  const Thresholds t;
  const BiomeCuts c;
  EXPECT_EQ(classifyBiome(0.2, 0.9, t, c), Biome::Water);
  EXPECT_EQ(classifyBiome(0.4, 0.9, t, c), Biome::Beach);
  const double heights[] = {0.5, 0.6, 0.8};   // low, mid, high
  const double moistures[] = {0.3, 0.5, 0.7}; // dry, medium, wet
  const Biome want[3][3] = {{Biome::Desert, Biome::Grassland, Biome::Swamp},
                            {Biome::Scrub, Biome::Forest, Biome::Rainforest},
                            {Biome::BareRock, Biome::Tundra, Biome::Snow}};
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) EXPECT_EQ(classifyBiome(heights[i], moistures[j], t, c), want[i][j]);
}

TEST(Biomes, CutsAreLowerBounds) {
  const Thresholds t;
  const BiomeCuts c;
  EXPECT_EQ(classifyBiome(t.t1, 0.0, t, c), Biome::Beach);
  EXPECT_EQ(classifyBiome(t.t2, 0.0, t, c), Biome::Desert);
  EXPECT_EQ(classifyBiome(c.h, 0.0, t, c), Biome::Scrub);
  EXPECT_EQ(classifyBiome(t.t3, 0.0, t, c), Biome::BareRock);
  EXPECT_EQ(classifyBiome(0.5, c.w1, t, c), Biome::Grassland);
  EXPECT_EQ(classifyBiome(0.5, c.w2, t, c), Biome::Swamp);
  EXPECT_EQ(classifyBiome(NAN, 0.9, t, c), Biome::Water);
  EXPECT_EQ(classifyBiome(0.5, NAN, t, c), Biome::Desert);
}

TEST(Biomes, BadCutsAreRefusedWithASentence) {
  const Thresholds t;
  EXPECT_EQ(biomeCutsError(BiomeCuts{0.8f, 0.45f, 0.55f}, t), "biome cut h must lie in [t2, t3] = [0.45, 0.7], got 0.8");
  EXPECT_EQ(biomeCutsError(BiomeCuts{0.55f, 0.6f, 0.5f}, t), "biome cuts must be ordered 0 <= w1 < w2 <= 1, got 0.6, 0.5");
  EXPECT_EQ(biomeCutsError(BiomeCuts{0.55f, NAN, 0.5f}, t), "biome cuts must be finite numbers");
}

TEST(Biomes, NamesRoundTrip) {
  for (int i = 0; i < kBiomeCount; ++i) EXPECT_EQ(biomeFromName(biomeName(static_cast<Biome>(i))), static_cast<Biome>(i));
  EXPECT_FALSE(biomeFromName("lava").has_value());
}

TEST(Biomes, DefaultLabelsAreTheTablesNames) {
  for (int i = 0; i < kBiomeCount; ++i)
    EXPECT_EQ(defaultBiomeNames()[static_cast<std::size_t>(i)].text(), biomeName(static_cast<Biome>(i)));
}

// A user's name: 1..32 bytes of well-formed UTF-8, no control characters.
TEST(Biomes, LabelsTakeUtf8UpToTheLimitAndRefuseTheRest) {
  const std::string longest(kBiomeLabelMaxBytes, 'a');
  for (const std::string& good : {std::string("Wald"), std::string("Gr\xC3\xBCnland"), std::string("\xE6\xA3\xAE"),
                                  std::string("\xF0\x9F\x8C\xB2 pines"), longest}) {
    EXPECT_EQ(biomeLabelError(good), "") << good;
    EXPECT_EQ(biomeLabel(good).text(), good);
  }
  const struct {
    std::string name;
    const char* error;
  } bad[] = {
      {"", "a biome name must not be empty"},
      {longest + "b", "a biome name must be at most 32 bytes of UTF-8, got 33"},
      {"tab\there", "a biome name must not hold control characters"},
      {"del\x7F", "a biome name must not hold control characters"},
      {"\xFF", "a biome name must be UTF-8 text"},
      {"cut \xC3", "a biome name must be UTF-8 text"},          // a sequence cut short
      {"\xC0\xAF", "a biome name must be UTF-8 text"},         // overlong '/'
      {"\xED\xA0\x80", "a biome name must be UTF-8 text"},     // a surrogate
      {"\xF4\x90\x80\x80", "a biome name must be UTF-8 text"}, // above U+10FFFF
  };
  for (const auto& b : bad) {
    EXPECT_EQ(biomeLabelError(b.name), b.error) << b.name;
    EXPECT_THROW(biomeLabel(b.name), std::invalid_argument);
  }
}

}  // namespace
}  // namespace noisescope
