#include "noisescope/output/colour.h"

#include <cmath>
#include <stdexcept>
#include <string>

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

template <std::size_t N>
Rgb8 rampColour(float v, const std::array<RampStop, N>& ramp) {
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
    case ColourMode::Ramp:
    case ColourMode::Relief: return rampColour(v, ramp);  // Relief: shaded in colouriseMap
    case ColourMode::LandWater: return kLandWaterColours[isLand(v, t) ? 1 : 0];
    case ColourMode::Bands: return kBandColours[static_cast<std::size_t>(classifyBand(v, t))];
    case ColourMode::Moisture: return rampColour(v, kMoistureRamp);
    case ColourMode::Island: return rampColour(v, kIslandRamp);
    case ColourMode::Warp: return colourWith(v, ColourMode::Grey, t, ramp);  // the lines are drawn over it
    case ColourMode::Biome: return kOutOfRangeColour;                         // two inputs: colouriseMap
  }
  return kOutOfRangeColour;
}

// A wrap of the cell fraction between two neighbours: the warped coordinate
// crossed an integer, a lattice line.
bool wraps(float a, float b) { return std::fabs(a - b) > 0.5f; }

// The shaded colour: round(c * shade) per channel, as the shader does.
Rgb8 shaded(Rgb8 c, float shade) {
  const auto channel = [shade](std::uint8_t v) { return toByte(static_cast<float>(v) * shade); };
  return Rgb8{channel(c.r), channel(c.g), channel(c.b)};
}

bool onWarpLine(const ColourInputs& in, int x, int y) {
  const std::size_t w = static_cast<std::size_t>(in.width);
  const std::size_t i = static_cast<std::size_t>(y) * w + static_cast<std::size_t>(x);
  for (std::size_t f = 1; f <= 2; ++f) {
    const std::span<const float> cell = in.fields[f];
    if (x + 1 < in.width && wraps(cell[i], cell[i + 1])) return true;
    if (y + 1 < in.height && wraps(cell[i], cell[i + w])) return true;
  }
  return false;
}

}  // namespace

std::string_view colourModeName(ColourMode mode) {
  switch (mode) {
    case ColourMode::Grey: return "grey";
    case ColourMode::Ramp: return "ramp";
    case ColourMode::LandWater: return "landwater";
    case ColourMode::Bands: return "bands";
    case ColourMode::Moisture: return "moisture";
    case ColourMode::Biome: return "biome";
    case ColourMode::Warp: return "warp";
    case ColourMode::Island: return "island";
    case ColourMode::Relief: return "relief";
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
    case ColourMode::Bands:
    case ColourMode::Biome:
    case ColourMode::Relief: return true;
    case ColourMode::Moisture:
    case ColourMode::Warp:
    case ColourMode::Island: return false;
  }
  return true;
}

bool coloursFollowBiomeCuts(ColourMode mode) {
  switch (mode) {
    case ColourMode::Biome: return true;
    case ColourMode::Grey:
    case ColourMode::Ramp:
    case ColourMode::LandWater:
    case ColourMode::Bands:
    case ColourMode::Moisture:
    case ColourMode::Warp:
    case ColourMode::Island:
    case ColourMode::Relief: return false;
  }
  return false;
}

bool coloursFollowLight(ColourMode mode) {
  switch (mode) {
    case ColourMode::Relief: return true;
    case ColourMode::Grey:
    case ColourMode::Ramp:
    case ColourMode::LandWater:
    case ColourMode::Bands:
    case ColourMode::Moisture:
    case ColourMode::Biome:
    case ColourMode::Warp:
    case ColourMode::Island: return false;
  }
  return false;
}

bool colouredPixelByPixel(ColourMode mode) {
  switch (mode) {
    case ColourMode::Biome:
    case ColourMode::Warp:
    case ColourMode::Relief: return false;
    case ColourMode::Grey:
    case ColourMode::Ramp:
    case ColourMode::LandWater:
    case ColourMode::Bands:
    case ColourMode::Moisture:
    case ColourMode::Island: return true;
  }
  return false;
}

int colourInputCount(ColourMode mode) {
  switch (mode) {
    case ColourMode::Grey:
    case ColourMode::Ramp:
    case ColourMode::LandWater:
    case ColourMode::Bands:
    case ColourMode::Moisture:
    case ColourMode::Island:
    case ColourMode::Relief: return 1;
    case ColourMode::Biome: return 2;
    case ColourMode::Warp: return 3;
  }
  return 1;
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
  return colourWith(v, mode, t, terrainRamp(t));
}

void colourise(std::span<const float> values, ColourMode mode, const Thresholds& t,
               std::span<std::uint8_t> rgba) {
  if (rgba.size() != values.size() * 4)
    throw std::invalid_argument("colour buffer must hold 4 bytes per field value");
  if (!colouredPixelByPixel(mode))
    throw std::invalid_argument("colour mode " + std::string(colourModeName(mode)) + " needs the whole map");
  const std::array<RampStop, 9> ramp = terrainRamp(t);
  for (std::size_t i = 0; i < values.size(); ++i) {
    const Rgb8 c = colourWith(values[i], mode, t, ramp);
    rgba[4 * i + 0] = c.r;
    rgba[4 * i + 1] = c.g;
    rgba[4 * i + 2] = c.b;
    rgba[4 * i + 3] = 255;
  }
}

void colouriseMap(const ColourInputs& in, ColourMode mode, const ColourSettings& s, int y0, int y1,
                  std::span<std::uint8_t> rgba) {
  const std::size_t size = static_cast<std::size_t>(in.width) * static_cast<std::size_t>(in.height);
  for (int f = 0; f < colourInputCount(mode); ++f)
    if (in.width < 1 || in.height < 1 || in.fields[static_cast<std::size_t>(f)].size() != size)
      throw std::invalid_argument("colour mode " + std::string(colourModeName(mode)) + " needs " +
                                  std::to_string(colourInputCount(mode)) + " fields of width * height values");
  if (y0 < 0 || y1 > in.height || y0 > y1 ||
      rgba.size() != static_cast<std::size_t>(y1 - y0) * static_cast<std::size_t>(in.width) * 4)
    throw std::invalid_argument("colour rows or buffer do not fit the map");
  const std::array<RampStop, 9> ramp = terrainRamp(s.thresholds);
  const Surface surface{in.width, in.height, s.spacing, s.heightScale};
  const Vec3 light = lightDirection(s.light);
  std::size_t out = 0;
  for (int y = y0; y < y1; ++y) {
    for (int x = 0; x < in.width; ++x, out += 4) {
      const std::size_t i = static_cast<std::size_t>(y) * static_cast<std::size_t>(in.width) + static_cast<std::size_t>(x);
      const float v = in.fields[0][i];
      Rgb8 c = colourWith(v, mode, s.thresholds, ramp);
      switch (mode) {
        case ColourMode::Biome:
          if (v >= 0.0f && v <= 1.0f)
            c = s.biomeColours[static_cast<std::size_t>(classifyBiome(v, in.fields[1][i], s.thresholds, s.biomeCuts))];
          break;
        case ColourMode::Warp:
          if (onWarpLine(in, x, y)) c = kWarpLineColour;
          break;
        case ColourMode::Relief:
          if (v >= 0.0f && v <= 1.0f) c = shaded(c, hillshade(surfaceNormal(in.fields[0], surface, x, y), light));
          break;
        case ColourMode::Grey:
        case ColourMode::Ramp:
        case ColourMode::LandWater:
        case ColourMode::Bands:
        case ColourMode::Moisture:
        case ColourMode::Island: break;
      }
      rgba[out + 0] = c.r;
      rgba[out + 1] = c.g;
      rgba[out + 2] = c.b;
      rgba[out + 3] = 255;
    }
  }
}

}  // namespace noisescope
