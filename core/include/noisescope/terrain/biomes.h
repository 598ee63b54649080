// biomes.h — the seed's biome table: elevation band x moisture band.
//
// What it computes (DESIGN.md, "Terrain shaping, exactly", step 7)
//   e < t1 water (0), e < t2 beach (1); otherwise the height band is low
//   (e < h), mid (e < t3) or high, the moisture band dry (w < w1), medium
//   (w < w2) or wet, and the table gives
//              dry          medium       wet
//     low      desert 2     grassland 3  swamp 4
//     mid      scrub 5      forest 6     rainforest 7
//     high     bare rock 8  tundra 9     snow 10
//   t1, t2, t3 are the band thresholds (bands.h). Like them, the cuts change
//   no field: the views apply them in the shader, so moving one costs a
//   uniform, not a fill.
//
// Cuts: h in [t2, t3], default 0.55; 0 <= w1 < w2 <= 1, defaults 0.45 and
// 0.55. Invalid cuts are refused with a sentence, never reordered.
// Output ranges: classifyBiome 0..10; NaN elevation counts as water, NaN
// moisture as dry.
//
// Names: each class has the table's name (biomeName) and a name the user
// may give it (BiomeNames: the explorer's legend, presets' "biome-names").
// A user's name is UTF-8 text of 1 to kBiomeLabelMaxBytes bytes without
// control characters, kept in a fixed array so a text field edits it in
// place and a copy allocates nothing.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "noisescope/terrain/bands.h"

namespace noisescope {

struct BiomeCuts {
  float h = 0.55f;   // low below, mid from here up to t3, [t2, t3]; default 0.55
  float w1 = 0.45f;  // dry below, [0, 1], below w2; default 0.45
  float w2 = 0.55f;  // medium below, wet from here up, [0, 1], above w1; default 0.55

  bool operator==(const BiomeCuts&) const = default;
};

enum class Biome : std::uint8_t {
  Water = 0,
  Beach = 1,
  Desert = 2,
  Grassland = 3,
  Swamp = 4,
  Scrub = 5,
  Forest = 6,
  Rainforest = 7,
  BareRock = 8,
  Tundra = 9,
  Snow = 10,
};
inline constexpr int kBiomeCount = 11;

// Empty when the cuts are valid with these thresholds, else one sentence
// naming the problem, e.g. "biome cut h must lie in [t2, t3] = [0.45, 0.7], got 0.8".
std::string biomeCutsError(const BiomeCuts& cuts, const Thresholds& t);

// The class of elevation e and moisture w. Output: Water..Snow (0..10).
Biome classifyBiome(double e, double w, const Thresholds& t, const BiomeCuts& cuts);

// "water", "beach", "desert", "grassland", "swamp", "scrub", "forest",
// "rainforest", "bare rock", "tundra", "snow"; and back.
std::string_view biomeName(Biome biome);
std::optional<Biome> biomeFromName(std::string_view name);

inline constexpr std::size_t kBiomeLabelMaxBytes = 32;  // a user's biome name, in UTF-8 bytes

// One class's name as the user calls it, NUL-terminated.
struct BiomeLabel {
  std::array<char, kBiomeLabelMaxBytes + 1> bytes{};
  std::string_view text() const;  // up to the NUL
  bool operator==(const BiomeLabel&) const = default;
};
using BiomeNames = std::array<BiomeLabel, kBiomeCount>;  // indexed by class number, water first

// Empty when name can be a biome's name, else one sentence, e.g. "a biome
// name must be at most 32 bytes of UTF-8, got 40".
std::string biomeLabelError(std::string_view name);

// The label holding name, which biomeLabelError accepts (else
// std::invalid_argument).
BiomeLabel biomeLabel(std::string_view name);

// biomeName of each class: the names before the user renames any.
const BiomeNames& defaultBiomeNames();

}  // namespace noisescope
