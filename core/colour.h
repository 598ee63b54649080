// colour.h — colour as data, so the GPU and the CPU paint the same pixels.
//
// The shaders receive these very tables as uniforms (app/gui); exports call
// colourise(). Each mode maps a field value v to 8-bit RGB:
//   Grey       round(v * 255)
//   Ramp       piecewise-linear through kTerrainRamp, deep water to snow
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

inline constexpr std::array<RampStop, 9> kTerrainRamp = {{
    {0.00f, {16, 36, 96}},     // deep water
    {0.25f, {32, 78, 160}},    // open water
    {0.35f, {70, 140, 205}},   // shallows
    {0.38f, {214, 200, 140}},  // beach
    {0.45f, {118, 176, 76}},   // meadow
    {0.60f, {52, 120, 52}},    // forest
    {0.72f, {120, 108, 96}},   // rock
    {0.86f, {176, 170, 164}},  // scree
    {1.00f, {250, 250, 252}},  // snow
}};

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

// Output: the colour of one value.
Rgb8 colourOf(float v, ColourMode mode, const Thresholds& t);

// Writes 4 bytes (R, G, B, 255) per value into rgba, which must hold
// 4 * values.size() bytes (else std::invalid_argument).
void colourise(std::span<const float> values, ColourMode mode, const Thresholds& t,
               std::span<std::uint8_t> rgba);

}  // namespace noisescope
