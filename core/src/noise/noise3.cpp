#include "noisescope/noise/noise3.h"

#include <algorithm>

#include "noisescope/noise/coords.h"
#include "noisescope/noise/lattice.h"
#include "noisescope/noise/noise.h"

namespace noisescope {

namespace {

constexpr double kTwoOverSqrt3 = 1.1547005383792515;  // 2/sqrt(3)

double lerp(double a, double b, double t) { return a + (b - a) * t; }

struct Cell3 {
  std::int32_t ix, iy, iz;
  double fx, fy, fz;
};

Cell3 cell3Of(double x, double y, double t) {
  const Cell c = cellOf(x, y);
  const Cell z = cellOf(t, 0.0);
  return Cell3{c.ix, c.iy, z.ix, c.fx, c.fy, z.fx};
}

template <class Corner>
double blend8(const Cell3& c, Fade fade, const Corner& corner) {
  const double u = applyFade(fade, c.fx), v = applyFade(fade, c.fy), w = applyFade(fade, c.fz);
  double plane[2];
  for (int k = 0; k < 2; ++k)
    plane[k] = lerp(lerp(corner(0, 0, k), corner(1, 0, k), u), lerp(corner(0, 1, k), corner(1, 1, k), u), v);
  return lerp(plane[0], plane[1], w);
}

}  // namespace

double valueNoise3(double x, double y, double t, std::int32_t seed, Fade fade) {
  const Cell3 c = cell3Of(x, y, t);
  const auto corner = [&](int dx, int dy, int dz) {
    return static_cast<double>(latticeHash3(c.ix + dx, c.iy + dy, c.iz + dz, seed) >> 8) / 16777216.0;
  };
  return std::max(0.0, blend8(c, fade, corner));
}

double gradientNoise3Raw(double x, double y, double t, std::int32_t seed, Fade fade) {
  const Cell3 c = cell3Of(x, y, t);
  const auto corner = [&](int dx, int dy, int dz) {
    const Gradient3& g = kGradients3[latticeHash3(c.ix + dx, c.iy + dy, c.iz + dz, seed) >> 28];
    return g.x * (c.fx - dx) + g.y * (c.fy - dy) + g.z * (c.fz - dz);
  };
  return blend8(c, fade, corner);
}

double gradientNoise3(double x, double y, double t, std::int32_t seed, Fade fade) {
  return std::clamp((gradientNoise3Raw(x, y, t, seed, fade) * kTwoOverSqrt3 + 1.0) * 0.5, 0.0, 1.0);
}

double sampleNoise3(NoiseKind kind, double x, double y, double t, std::int32_t seed, Fade fade) {
  switch (kind) {
    case NoiseKind::Value: return valueNoise3(x, y, t, seed, fade);
    case NoiseKind::Gradient: return gradientNoise3(x, y, t, seed, fade);
    // No 3D definition yet (DESIGN.md): clampParams turns time off for these, and paramsError refuses it.
    case NoiseKind::Simplex:
    case NoiseKind::Worley: return sampleNoise(kind, x, y, seed, fade);
  }
  return gradientNoise3(x, y, t, seed, fade);
}

}  // namespace noisescope
