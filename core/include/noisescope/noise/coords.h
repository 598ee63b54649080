// coords.h — making a coordinate safe and finding the lattice cell it lies in.
//
// What it computes
//   sane(x)        NaN becomes 0; everything else is clamped to [-1e9, 1e9]
//                  (so +-infinity become +-1e9). Output: a finite double.
//   cellOf(x, y)   the cell (ix, iy) = (floor x, floor y) of the sane point and
//                  the fraction inside it, fx = x - ix and fy = y - iy, both in
//                  [0, 1). Computed in double precision.
//   castCellOf     the same with the cast mistake: toward zero, fractions in
//                  (-1, 1).
//
// Why floor and not a cast: static_cast<int>(-0.5) is 0, the cell to the right
// of the origin, and the fraction would come out as -0.5. floor gives -1 and a
// fraction of 0.5. The clamp keeps the later cast to int32 defined.
//
// Why double: a map panned a million cells from the origin keeps about 1e-10
// of a cell in its fraction, so far-away views are as smooth as near ones.
#pragma once

#include <cmath>
#include <cstdint>

namespace noisescope {

inline constexpr double kCoordinateLimit = 1e9;

// Output: a finite double in [-1e9, 1e9].
inline double sane(double x) {
  if (std::isnan(x)) return 0.0;
  if (x > kCoordinateLimit) return kCoordinateLimit;
  if (x < -kCoordinateLimit) return -kCoordinateLimit;
  return x;
}

struct Cell {
  std::int32_t ix;  // floor(x), in [-1e9, 1e9]
  std::int32_t iy;  // floor(y), in [-1e9, 1e9]
  double fx;        // x - ix, in [0, 1)
  double fy;        // y - iy, in [0, 1)
};

// std::floor of a sane coordinate without a call into libm (x86-64's
// baseline has no rounding instruction; the call was half of a gradient
// sample's 39 ns): truncation, a step down where that went up, and x
// itself where it is whole (so -0.0 stays -0.0). The same double as
// std::floor for every |x| < 2^63 (checked on 70 million values).
inline double saneFloor(double x) {
  const auto t = static_cast<double>(static_cast<std::int64_t>(x));
  return t > x ? t - 1.0 : t == x ? x : t;
}

inline Cell cellOf(double x, double y) {
  const double sx = sane(x);
  const double sy = sane(y);
  const double flx = saneFloor(sx);
  const double fly = saneFloor(sy);
  return Cell{static_cast<std::int32_t>(flx), static_cast<std::int32_t>(fly), sx - flx, sy - fly};
}

// The cast mistake (mistakes.h): the cell is static_cast<int>(x), toward
// zero, so left of and above the origin the fraction is in (-1, 0]. The
// fills' mistaken axis terms (mistake_axis.cpp) compute exactly this.
inline Cell castCellOf(double x, double y) {
  const double sx = sane(x);
  const double sy = sane(y);
  const auto ix = static_cast<std::int32_t>(sx);
  const auto iy = static_cast<std::int32_t>(sy);
  return Cell{ix, iy, sx - ix, sy - iy};
}

}  // namespace noisescope
