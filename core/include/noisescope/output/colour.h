// colour.h — colour as data, so the GPU and the CPU paint the same pixels.
//
// The shaders receive these very tables as uniforms (app/gui); exports call
// colourise(). Each mode maps a field value v to 8-bit RGB:
//   Grey       round(v * 255)
//   Ramp       piecewise-linear through terrainRamp(t), deep water to snow,
//              its stops placed by the thresholds: water below t1, beach
//              from t1 to t2, meadow and forest from t2 to t3, rock, scree
//              and snow from t3 up
//   LandWater  kLandWaterColours[isLand]
//   Bands      kBandColours[classifyBand]
//   Moisture   piecewise-linear through kMoistureRamp, dry sand to wet blue
//   Biome      palette[classifyBiome(e, w)] of two inputs, elevation e and
//              moisture w (biomes.h; the cuts and thresholds are uniforms)
//   Warp       the elevation in grey, with the octave-0 lattice lines drawn
//              kWarpLineColour where the warp carries them: inputs elevation
//              and the warped cell fractions x and y (field.h WarpedCellX/Y).
//              A pixel is on a line when either fraction wraps (jumps by more
//              than 1/2) between it and its right or its lower neighbour: the
//              warped coordinate crosses an integer there. Lines are one
//              pixel wide at any zoom; where a cell is narrower than a pixel
//              the map fills with lines, as the lattice there does.
//   Island     the island's distance d (field.h IslandDistance) through
//              kIslandRamp: sand at the centre (d 0) to sea (d 1)
//   Relief     the Ramp colour times the hillshade of relief.h at the pixel
//              (its normal from the neighbouring values, the settings' light,
//              height scale and pixel spacing): round(c * shade) per channel,
//              so black where a slope faces away from the light; out-of-range
//              values stay orange, unshaded. Needs the whole map
//              (colouriseMap), not single values
// In every mode a value outside [0, 1] (an unnormalised fBm) is painted
// kOutOfRangeColour, orange, so the views show where the sum leaves the range.
// Channels are blended in float and rounded to nearest, as a GL framebuffer
// does; the GPU agrees within one level per channel.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "noisescope/output/relief.h"
#include "noisescope/terrain/bands.h"
#include "noisescope/terrain/biomes.h"

namespace noisescope {

struct Rgb8 {
  std::uint8_t r, g, b;
  bool operator==(const Rgb8&) const = default;
};

struct RampStop {
  float position;  // field value, [0, 1], increasing along the ramp
  Rgb8 colour;
};

// The ramp's colours, with their positions at the default thresholds
// (0.35, 0.45, 0.70); terrainRamp() moves the positions with the thresholds.
inline constexpr std::array<RampStop, 9> kTerrainRamp = {{
    {0.00f, {16, 36, 96}},     // deep water: 0
    {0.25f, {32, 78, 160}},    // open water: 5/7 of t1
    {0.35f, {70, 140, 205}},   // shallows: t1, the last water
    {0.38f, {214, 200, 140}},  // beach: 3/10 of the way from t1 to t2
    {0.45f, {118, 176, 76}},   // meadow: t2
    {0.60f, {52, 120, 52}},    // forest: 3/5 of the way from t2 to t3
    {0.70f, {120, 108, 96}},   // rock: t3
    {0.85f, {176, 170, 164}},  // scree: half way from t3 to 1
    {1.00f, {250, 250, 252}},  // snow: 1
}};

// Output: kTerrainRamp with its positions placed by t as commented there;
// positions never decrease (equal ones where thresholds touch 0 or 1).
// The GPU receives these positions as uniforms, so both sides use the very
// same floats. At the default thresholds: kTerrainRamp's positions, within
// float rounding.
std::array<RampStop, 9> terrainRamp(const Thresholds& t);

inline constexpr std::array<Rgb8, 4> kBandColours = {{
    {48, 100, 190},   // water
    {222, 206, 142},  // sand
    {86, 160, 70},    // grass
    {130, 120, 112},  // rock
}};

inline constexpr std::array<Rgb8, 2> kLandWaterColours = {{
    {40, 90, 180},   // water
    {96, 164, 80},   // land
}};

inline constexpr Rgb8 kOutOfRangeColour = {255, 140, 0};

// Moisture, dry to wet, at fixed positions (the biome cuts do not move it).
inline constexpr std::array<RampStop, 4> kMoistureRamp = {{
    {0.00f, {150, 110, 60}},   // parched
    {0.35f, {214, 196, 130}},  // dry
    {0.65f, {96, 168, 110}},   // damp
    {1.00f, {30, 80, 170}},    // soaked
}};

// The island's distance mask: d 0 (the island's heart) to d 1 (open sea).
inline constexpr std::array<RampStop, 3> kIslandRamp = {{
    {0.0f, {240, 228, 188}},  // centre
    {0.5f, {120, 160, 110}},  // half way
    {1.0f, {20, 44, 100}},    // sea
}};

inline constexpr Rgb8 kWarpLineColour = {220, 30, 40};

// One colour per biome class (biomes.h: Biome 0..10), indexed by class number.
using BiomePalette = std::array<Rgb8, kBiomeCount>;
inline constexpr BiomePalette kBiomeColours = {{
    {40, 80, 170},    // 0 water
    {226, 210, 150},  // 1 beach
    {222, 184, 112},  // 2 desert
    {150, 196, 90},   // 3 grassland
    {70, 110, 80},    // 4 swamp
    {180, 170, 110},  // 5 scrub
    {50, 130, 60},    // 6 forest
    {20, 90, 50},     // 7 rainforest
    {128, 118, 110},  // 8 bare rock
    {170, 180, 160},  // 9 tundra
    {248, 248, 252},  // 10 snow
}};

enum class ColourMode : std::uint8_t { Grey, Ramp, LandWater, Bands, Moisture, Biome, Warp, Island, Relief };

inline constexpr std::array<ColourMode, 9> kAllColourModes = {
    ColourMode::Grey,  ColourMode::Ramp, ColourMode::LandWater, ColourMode::Bands, ColourMode::Moisture,
    ColourMode::Biome, ColourMode::Warp, ColourMode::Island,    ColourMode::Relief};

// "grey", "ramp", "landwater", "bands", "moisture", "biome", "warp",
// "island", "relief", and back.
std::string_view colourModeName(ColourMode mode);
std::optional<ColourMode> colourModeFromName(std::string_view name);

// Output: the number of fields the mode colours together, 1..3: 2 for
// Biome (elevation, moisture), 3 for Warp (elevation, cell x, cell y).
int colourInputCount(ColourMode mode);

// Output: whether the mode's colours move with the thresholds (Ramp,
// LandWater, Bands, Biome).
bool coloursFollowThresholds(ColourMode mode);

// Output: whether colourise() colours the mode value by value: one input
// and no neighbours (not Biome, Warp or Relief, which need colouriseMap).
bool colouredPixelByPixel(ColourMode mode);

// Output: whether the mode's colours move with the biome cuts (Biome only).
bool coloursFollowBiomeCuts(ColourMode mode);

// Output: whether the mode's colours move with the light and the height
// scale (Relief only).
bool coloursFollowLight(ColourMode mode);

// What a colouring reads besides its fields: uniforms on the GPU.
struct ColourSettings {
  Thresholds thresholds{};
  BiomeCuts biomeCuts{};
  BiomePalette biomeColours = kBiomeColours;
  Light light{};                             // Relief: the light (relief.h), default 315°, 45°
  double heightScale = kHeightScaleDefault;  // Relief: map widths per unit of value, [0, 10]
  double spacing = 1.0;                      // Relief: map widths between pixels, 1 / (W zoom); > 0

  bool operator==(const ColourSettings&) const = default;
};

// Output: the colour of one value (a one-input mode; Biome and Warp, which
// need more, give kOutOfRangeColour; Relief its unshaded ramp colour).
Rgb8 colourOf(float v, ColourMode mode, const Thresholds& t);

// Writes 4 bytes (R, G, B, 255) per value into rgba, which must hold
// 4 * values.size() bytes (else std::invalid_argument). One-input modes
// that need no neighbours only: not Biome, Warp or Relief (else
// std::invalid_argument).
void colourise(std::span<const float> values, ColourMode mode, const Thresholds& t,
               std::span<std::uint8_t> rgba);

// Several fields of one map, row-major, each width * height values, in the
// order colourInputCount's comment gives.
struct ColourInputs {
  std::array<std::span<const float>, 3> fields{};
  int width = 0;
  int height = 0;
};

// Colours rows [y0, y1) of a map in any mode into rgba (4 bytes a pixel,
// (y1 - y0) * width * 4 bytes), as the shader does. Throws
// std::invalid_argument when a field the mode needs is missing or of the
// wrong size, or the rows or rgba do not fit.
void colouriseMap(const ColourInputs& in, ColourMode mode, const ColourSettings& s, int y0, int y1,
                  std::span<std::uint8_t> rgba);

}  // namespace noisescope
