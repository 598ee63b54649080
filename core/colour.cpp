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

Rgb8 rampColour(float v, const std::array<RampStop, 9>& ramp) {
  for (std::size_t i = 1; i < ramp.size(); ++i) {
    const RampStop& lo = ramp[i - 1];
    const RampStop& hi = ramp[i];
    if (v <= hi.position) {
      const float span = hi.position - lo.position;  // 0 where thresholds touch 0 or 1
      return mix(lo.colour, hi.colour, span > 0.0f ? (v - lo.position) / span : 1.0f);
    }
  }
  return ramp.back().colour;
}

Rgb8 colourWith(float v, ColourMode mode, const Thresholds& t, const std::array<RampStop, 9>& ramp) {
  if (!(v >= 0.0f && v <= 1.0f)) return kOutOfRangeColour;  // NaN too
  switch (mode) {
    case ColourMode::Grey: {
      const std::uint8_t g = toByte(v * 255.0f);
      return Rgb8{g, g, g};
    }
    case ColourMode::Ramp: return rampColour(v, ramp);
    case ColourMode::LandWater: return kLandWaterColours[isLand(v, t) ? 1 : 0];
    case ColourMode::Bands: return kBandColours[static_cast<std::size_t>(classifyBand(v, t))];
  }
  return kOutOfRangeColour;
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

bool coloursFollowThresholds(ColourMode mode) {
  switch (mode) {
    case ColourMode::Grey: return false;
    case ColourMode::Ramp:
    case ColourMode::LandWater:
    case ColourMode::Bands: return true;
  }
  return true;
}

std::array<RampStop, 9> terrainRamp(const Thresholds& t) {
  const float positions[9] = {0.0f,
                              t.t1 * (5.0f / 7.0f),
                              t.t1,
                              t.t1 + (t.t2 - t.t1) * 0.3f,
                              t.t2,
                              t.t2 + (t.t3 - t.t2) * 0.6f,
                              t.t3,
                              t.t3 + (1.0f - t.t3) * 0.5f,
                              1.0f};
  std::array<RampStop, 9> ramp = kTerrainRamp;
  for (std::size_t i = 0; i < ramp.size(); ++i) ramp[i].position = positions[i];
  return ramp;
}

Rgb8 colourOf(float v, ColourMode mode, const Thresholds& t) {
  return colourWith(v, mode, t, mode == ColourMode::Ramp ? terrainRamp(t) : kTerrainRamp);
}

void colourise(std::span<const float> values, ColourMode mode, const Thresholds& t,
               std::span<std::uint8_t> rgba) {
  if (rgba.size() != values.size() * 4)
    throw std::invalid_argument("colour buffer must hold 4 bytes per field value");
  const std::array<RampStop, 9> ramp = terrainRamp(t);
  for (std::size_t i = 0; i < values.size(); ++i) {
    const Rgb8 c = colourWith(values[i], mode, t, ramp);
    rgba[4 * i + 0] = c.r;
    rgba[4 * i + 1] = c.g;
    rgba[4 * i + 2] = c.b;
    rgba[4 * i + 3] = 255;
  }
}

}  // namespace noisescope
