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

#include "bands.h"

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

enum class ColourMode : std::uint8_t { Grey, Ramp, LandWater, Bands };

inline constexpr std::array<ColourMode, 4> kAllColourModes = {ColourMode::Grey, ColourMode::Ramp,
                                                              ColourMode::LandWater, ColourMode::Bands};

// "grey", "ramp", "landwater", "bands", and back.
std::string_view colourModeName(ColourMode mode);
std::optional<ColourMode> colourModeFromName(std::string_view name);

// Output: whether the mode's colours move with the thresholds (all but Grey).
bool coloursFollowThresholds(ColourMode mode);

// Output: the colour of one value.
Rgb8 colourOf(float v, ColourMode mode, const Thresholds& t);

// Writes 4 bytes (R, G, B, 255) per value into rgba, which must hold
// 4 * values.size() bytes (else std::invalid_argument).
void colourise(std::span<const float> values, ColourMode mode, const Thresholds& t,
               std::span<std::uint8_t> rgba);

}  // namespace noisescope
