#include "colour.h"

#include <cmath>
#include <stdexcept>

namespace noisescope {

namespace {

// Round to nearest, as a GL framebuffer stores a normalised float.
std::uint8_t toByte(float c) {
  const float x = std::floor(c + 0.5f);
  return static_cast<std::uint8_t>(x < 0.0f ? 0.0f : (x > 255.0f ? 255.0f : x));
}

Rgb8 mix(Rgb8 a, Rgb8 b, float t) {
  auto channel = [t](std::uint8_t ca, std::uint8_t cb) {
    const float fa = ca, fb = cb;
    return toByte(fa + (fb - fa) * t);
  };
  return Rgb8{channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b)};
}

Rgb8 rampColour(float v) {
  for (std::size_t i = 1; i < kTerrainRamp.size(); ++i) {
    const RampStop& lo = kTerrainRamp[i - 1];
    const RampStop& hi = kTerrainRamp[i];
    if (v <= hi.position) return mix(lo.colour, hi.colour, (v - lo.position) / (hi.position - lo.position));
  }
  return kTerrainRamp.back().colour;
}

}  // namespace

std::string_view colourModeName(ColourMode mode) {
  switch (mode) {
    case ColourMode::Grey: return "grey";
    case ColourMode::Ramp: return "ramp";
    case ColourMode::LandWater: return "landwater";
    case ColourMode::Bands: return "bands";
  }
  return "grey";
}

std::optional<ColourMode> colourModeFromName(std::string_view name) {
  for (ColourMode m : kAllColourModes)
    if (colourModeName(m) == name) return m;
  return std::nullopt;
}

Rgb8 colourOf(float v, ColourMode mode, const Thresholds& t) {
  if (!(v >= 0.0f && v <= 1.0f)) return kOutOfRangeColour;  // NaN too
  switch (mode) {
    case ColourMode::Grey: {
      const std::uint8_t g = toByte(v * 255.0f);
      return Rgb8{g, g, g};
    }
    case ColourMode::Ramp: return rampColour(v);
    case ColourMode::LandWater: return kLandWaterColours[isLand(v, t) ? 1 : 0];
    case ColourMode::Bands: return kBandColours[static_cast<std::size_t>(classifyBand(v, t))];
  }
  return kOutOfRangeColour;
}

void colourise(std::span<const float> values, ColourMode mode, const Thresholds& t,
               std::span<std::uint8_t> rgba) {
  if (rgba.size() != values.size() * 4)
    throw std::invalid_argument("colour buffer must hold 4 bytes per field value");
  for (std::size_t i = 0; i < values.size(); ++i) {
    const Rgb8 c = colourOf(values[i], mode, t);
    rgba[4 * i + 0] = c.r;
    rgba[4 * i + 1] = c.g;
    rgba[4 * i + 2] = c.b;
    rgba[4 * i + 3] = 255;
  }
}

}  // namespace noisescope
