#include "terrain.h"

#include <algorithm>
#include <cmath>

#include "coords.h"
#include "fbm.h"
#include "lattice.h"
#include "mistakes.h"
#include "noise.h"
#include "noise3.h"

namespace noisescope {

namespace {

constexpr double kSqrt2 = 1.4142135623730951;
constexpr double kTwoOverSqrt3 = 1.1547005383792515;

double lerp(double a, double b, double t) { return a + (b - a) * t; }

struct FbmSetup {
  std::uint32_t seedOffset;
  double factor;
  int octaves;
  bool normalize;
  bool ridged;
};

FbmSetup setupOf(const NoiseParams& c, TerrainFbm which) {
  switch (which) {
    case TerrainFbm::Elevation: {
      bool ridged = false;
      switch (c.fractal) {
        case Fractal::Fbm: ridged = false; break;
        case Fractal::Ridged: ridged = true; break;
      }
      return FbmSetup{0u, 1.0, c.octaves, c.normalize, ridged};
    }
    case TerrainFbm::WarpX: return FbmSetup{kWarpXSeedOffset, c.warpFrequency, c.warpOctaves, true, false};
    case TerrainFbm::WarpY: return FbmSetup{kWarpYSeedOffset, c.warpFrequency, c.warpOctaves, true, false};
    case TerrainFbm::Moisture: return FbmSetup{moistureSeedOffset(c), c.moistureFrequency, c.octaves, true, false};
  }
  return FbmSetup{0u, 1.0, c.octaves, c.normalize, false};
}

std::int32_t offsetSeed(std::int32_t seed, std::uint32_t offset) {
  return static_cast<std::int32_t>(static_cast<std::uint32_t>(seed) + offset);
}

std::int32_t low32(std::int64_t i) { return static_cast<std::int32_t>(static_cast<std::uint32_t>(i)); }

// One octave on a lattice whose x and y indices wrap modulo `period`, with
// or without time; the same operations, in the same order, as noise.h and
// noise3.h on an unwrapped lattice.
double tiledNoise(NoiseKind kind, Fade fade, std::int32_t seed, double x, double y, const double* t,
                  std::int64_t period) {
  const Cell c = cellOf(x, y);
  const Cell z = cellOf(t ? *t : 0.0, 0.0);
  const std::int32_t ix[2] = {low32(wrapIndex(c.ix, period)), low32(wrapIndex(c.ix + std::int64_t{1}, period))};
  const std::int32_t iy[2] = {low32(wrapIndex(c.iy, period)), low32(wrapIndex(c.iy + std::int64_t{1}, period))};
  const auto hash = [&](int dx, int dy, int dz) {
    return t ? latticeHash3(ix[dx], iy[dy], z.ix + dz, seed) : latticeHash(ix[dx], iy[dy], seed);
  };
  const auto corner = [&](int dx, int dy, int dz) {
    switch (kind) {
      case NoiseKind::Value: return static_cast<double>(hash(dx, dy, dz) >> 8) / 16777216.0;
      case NoiseKind::Gradient:
        if (!t) {
          const Gradient g = kGradients[hash(dx, dy, dz) >> 28];
          return g.x * (c.fx - dx) + g.y * (c.fy - dy);
        } else {
          const Gradient3& g = kGradients3[hash(dx, dy, dz) >> 28];
          return g.x * (c.fx - dx) + g.y * (c.fy - dy) + g.z * (z.fx - dz);
        }
    }
    return 0.0;
  };
  const double u = applyFade(fade, c.fx), v = applyFade(fade, c.fy);
  const auto plane = [&](int k) {
    return lerp(lerp(corner(0, 0, k), corner(1, 0, k), u), lerp(corner(0, 1, k), corner(1, 1, k), u), v);
  };
  const double n = t ? lerp(plane(0), plane(1), applyFade(fade, z.fx)) : plane(0);
  switch (kind) {
    case NoiseKind::Value: return std::max(0.0, n);
    case NoiseKind::Gradient:
      return std::clamp((n * (t ? kTwoOverSqrt3 : kSqrt2) + 1.0) * 0.5, 0.0, 1.0);
  }
  return n;
}

// Octave o's noise of an fBm at lattice point (px, py): the position and
// time as the header's step 8 and 9 say.
double octaveNoise(const NoiseParams& c, const FbmSetup& s, int o, double px, double py) {
  const std::int32_t seed = octaveSeedOf(c, offsetSeed(c.seed, s.seedOffset), o);
  double lacunarityPower = 1.0;
  for (int k = 0; k < o; ++k) lacunarityPower *= c.lacunarity;
  if (c.tile) {
    const double period = std::max(1.0, std::round(c.frequency * s.factor * lacunarityPower));
    const double mx = px / c.frequency, my = py / c.frequency;
    double t = 0.0;
    if (c.time) t = *c.time / c.frequency * period;
    return tiledNoise(c.noise, c.fade, seed, mx * period, my * period, c.time ? &t : nullptr,
                      static_cast<std::int64_t>(period));
  }
  const double x = px * s.factor * lacunarityPower, y = py * s.factor * lacunarityPower;
  if (c.time) return sampleNoise3(c.noise, x, y, *c.time * s.factor * lacunarityPower, seed, c.fade);
  return sampleNoise(c.noise, x, y, seed, c.fade);
}

double ridge(double n) { return 1.0 - std::abs(2.0 * n - 1.0); }

double fbmOf(const NoiseParams& c, const FbmSetup& s, double px, double py) {
  double sum = 0.0;
  double amplitude = 1.0;
  for (int o = 0; o < s.octaves; ++o) {
    const double n = octaveNoise(c, s, o, px, py);
    sum += amplitude * (s.ridged ? ridge(n) : n);
    amplitude *= c.persistence;
  }
  return s.normalize ? sum / amplitudeSum(s.octaves, c.persistence) : sum;
}

}  // namespace

double tilePeriod(const NoiseParams& p, TerrainFbm which, int octave) {
  const NoiseParams c = clampParams(p);
  double lacunarityPower = 1.0;
  for (int k = 0; k < std::clamp(octave, 0, kOctavesMax - 1); ++k) lacunarityPower *= c.lacunarity;
  return std::max(1.0, std::round(c.frequency * setupOf(c, which).factor * lacunarityPower));
}

std::int64_t wrapIndex(std::int64_t i, std::int64_t period) {
  const std::int64_t r = i % period;
  return r < 0 ? r + period : r;
}

double terrainFbm(const NoiseParams& p, TerrainFbm which, double px, double py) {
  const NoiseParams c = clampParams(p);
  // Off is today's fbm(): the same function, not a copy of it.
  if (which == TerrainFbm::Elevation && !c.tile && !c.time && c.fractal == Fractal::Fbm) return fbm(c, px, py);
  return fbmOf(c, setupOf(c, which), px, py);
}

double terrainOctave(const NoiseParams& p, int octave, double px, double py) {
  const NoiseParams c = clampParams(p);
  const FbmSetup s = setupOf(c, TerrainFbm::Elevation);
  const double n = octaveNoise(c, s, std::clamp(octave, 0, kOctavesMax - 1), px, py);
  return s.ridged ? ridge(n) : n;
}

WarpOffset warpOffset(const NoiseParams& p, double px, double py) {
  WarpOffset w{};
  warpOffsetRow(p, &px, py, 1, &w);
  return w;
}

void warpOffsetRow(const NoiseParams& p, const double* xs, double py, int count, WarpOffset* out) {
  const NoiseParams c = clampParams(p);
  if (c.warp == 0.0) {  // the fields are not evaluated
    std::fill(out, out + count, WarpOffset{0.0, 0.0});
    return;
  }
  const FbmSetup sx = setupOf(c, TerrainFbm::WarpX), sy = setupOf(c, TerrainFbm::WarpY);
  for (int i = 0; i < count; ++i) {
    const double g = fbmOf(c, sx, xs[i], py);
    const double h = fbmOf(c, sy, xs[i], py);
    out[i] = WarpOffset{c.warp * (2.0 * g - 1.0), c.warp * (2.0 * h - 1.0)};
  }
}

double redistribute(double e, double exponent) {
  if (exponent == 1.0) return e;
  return std::pow(std::max(e, 0.0), exponent);
}

double islandDistance(IslandShape shape, double mx, double my) {
  const double nx = std::isnan(mx) ? -1.0 : 2.0 * mx - 1.0;
  const double ny = std::isnan(my) ? -1.0 : 2.0 * my - 1.0;
  double d = 0.0;
  switch (shape) {
    case IslandShape::None: return 0.0;
    case IslandShape::Square: {
      const double cx = std::clamp(nx, -1.0, 1.0), cy = std::clamp(ny, -1.0, 1.0);
      d = 1.0 - (1.0 - cx * cx) * (1.0 - cy * cy);
      break;
    }
    case IslandShape::Round: d = (nx * nx + ny * ny) / kSqrt2; break;
    case IslandShape::Radial: d = nx * nx + ny * ny; break;
  }
  return std::clamp(d, 0.0, 1.0);
}

double applyIsland(const NoiseParams& p, double e, double d) {
  const NoiseParams c = clampParams(p);
  switch (c.island) {
    case IslandShape::None: return e;
    case IslandShape::Square:
    case IslandShape::Round:
    case IslandShape::Radial: break;
  }
  switch (c.islandMode) {
    case IslandMode::Lerp: return e + (1.0 - d - e) * c.islandMix;
    case IslandMode::Multiply: return e * (1.0 - c.islandMix * d);
  }
  return e;
}

double applyTerraces(double e, int levels) {
  if (levels == 0) return e;
  return std::floor(e * levels + 0.5) / levels;
}

double shapeElevation(const NoiseParams& p, double e, double mx, double my) {
  const NoiseParams c = clampParams(p);
  e = redistribute(e, c.exponent);
  e = applyIsland(c, e, islandDistance(c.island, mx, my));
  return applyTerraces(e, c.terraces);
}

double elevation(const NoiseParams& p, double px, double py) {
  const NoiseParams c = clampParams(p);
  const WarpOffset w = warpOffset(c, px, py);
  const double e = terrainFbm(c, TerrainFbm::Elevation, px + w.x, py + w.y);
  return shapeElevation(c, e, px / c.frequency, py / c.frequency);
}

double moisture(const NoiseParams& p, double px, double py) { return terrainFbm(p, TerrainFbm::Moisture, px, py); }

Biome biomeAt(const NoiseParams& p, const Thresholds& t, const BiomeCuts& cuts, double px, double py) {
  return classifyBiome(elevation(p, px, py), moisture(p, px, py), t, cuts);
}

TerrainJourney terrainJourney(const NoiseParams& p, const Thresholds& t, const BiomeCuts& cuts, double px,
                              double py) {
  const NoiseParams c = clampParams(p);
  TerrainJourney j{};
  j.px = px;
  j.py = py;
  j.mx = px / c.frequency;
  j.my = py / c.frequency;
  j.warp = warpOffset(c, px, py);
  j.fbm = terrainFbm(c, TerrainFbm::Elevation, px + j.warp.x, py + j.warp.y);
  j.afterExponent = redistribute(j.fbm, c.exponent);
  j.islandDistance = islandDistance(c.island, j.mx, j.my);
  j.afterIsland = applyIsland(c, j.afterExponent, j.islandDistance);
  j.elevation = applyTerraces(j.afterIsland, c.terraces);
  j.moisture = moisture(c, px, py);
  j.band = classifyBand(static_cast<float>(j.elevation), t);
  j.biome = classifyBiome(j.elevation, j.moisture, t, cuts);
  return j;
}

View homeView(const NoiseParams& p, int width, int height) {
  switch (p.island) {
    case IslandShape::None: return defaultView(width, height);
    case IslandShape::Square:
    case IslandShape::Round:
    case IslandShape::Radial: return unitSquareView(width, height);
  }
  return defaultView(width, height);
}

}  // namespace noisescope
