// lattice.h — the integer lattice under every noise in Noisescope.
//
// What it computes
//   latticeHash(ix, iy, seed)  a 32-bit scramble of a lattice point and a seed,
//                              integer arithmetic only, wrapping multiplication:
//                                h = ix*374761393 + iy*668265263 + seed*1442695041
//                                h = (h ^ (h >> 13)) * 1274126177;  h ^= h >> 16
//   latticeValue(ix, iy, seed) (h >> 8) / 2^24, in [0, 1), for value noise.
//   latticeGradient(ix,iy,seed) the unit vector at angle 2*pi*k/16 with
//                              k = h >> 28 (the hash's top four bits).
//
//   latticeHash3(ix, iy, iz, seed)  the same scramble with a third term:
//                              h = ix*374761393 + iy*668265263 + seed*1442695041
//                                  + iz*2246822519, then the same two steps;
//                              equal to latticeHash at iz = 0.
//
// Determinism
//   Bit for bit on every machine and compiler: only unsigned 32-bit wrapping
//   arithmetic and a fixed table of sixteen directions. Signed inputs are
//   reinterpreted as two's complement (ix = -1 hashes as 0xFFFFFFFF).
//
// Limits
//   The lattice repeats with period 2^32 in each axis; coordinates are clamped
//   to +-1e9 long before that (see coords.h).
#pragma once

#include <array>
#include <cstdint>

namespace noisescope {

// Output: any 32-bit value.
constexpr std::uint32_t latticeHash(std::int32_t ix, std::int32_t iy, std::int32_t seed) {
  std::uint32_t h = static_cast<std::uint32_t>(ix) * 374761393u +
                    static_cast<std::uint32_t>(iy) * 668265263u +
                    static_cast<std::uint32_t>(seed) * 1442695041u;
  h = (h ^ (h >> 13)) * 1274126177u;
  return h ^ (h >> 16);
}

// Output: any 32-bit value. latticeHash3(ix, iy, 0, seed) == latticeHash(ix, iy, seed).
constexpr std::uint32_t latticeHash3(std::int32_t ix, std::int32_t iy, std::int32_t iz, std::int32_t seed) {
  std::uint32_t h = static_cast<std::uint32_t>(ix) * 374761393u +
                    static_cast<std::uint32_t>(iy) * 668265263u +
                    static_cast<std::uint32_t>(seed) * 1442695041u +
                    static_cast<std::uint32_t>(iz) * 2246822519u;
  h = (h ^ (h >> 13)) * 1274126177u;
  return h ^ (h >> 16);
}

// Output: [0, 1), a multiple of 2^-24, exact in float and double.
constexpr double latticeValue(std::int32_t ix, std::int32_t iy, std::int32_t seed) {
  return static_cast<double>(latticeHash(ix, iy, seed) >> 8) / 16777216.0;
}

struct Gradient {
  double x;  // cos(2*pi*k/16), in [-1, 1]
  double y;  // sin(2*pi*k/16), in [-1, 1]
};

// The sixteen unit directions, k = 0..15 counter-clockwise from +x. Written
// out as literals so no libm difference can change them.
inline constexpr std::array<Gradient, 16> kGradients = {{
    {1.0, 0.0},
    {0.92387953251128674, 0.38268343236508978},
    {0.70710678118654757, 0.70710678118654757},
    {0.38268343236508978, 0.92387953251128674},
    {0.0, 1.0},
    {-0.38268343236508978, 0.92387953251128674},
    {-0.70710678118654757, 0.70710678118654757},
    {-0.92387953251128674, 0.38268343236508978},
    {-1.0, 0.0},
    {-0.92387953251128674, -0.38268343236508978},
    {-0.70710678118654757, -0.70710678118654757},
    {-0.38268343236508978, -0.92387953251128674},
    {0.0, -1.0},
    {0.38268343236508978, -0.92387953251128674},
    {0.70710678118654757, -0.70710678118654757},
    {0.92387953251128674, -0.38268343236508978},
}};

// Index of the gradient direction at a lattice point: 0..15.
constexpr int gradientIndex(std::int32_t ix, std::int32_t iy, std::int32_t seed) {
  return static_cast<int>(latticeHash(ix, iy, seed) >> 28);
}

// Output: a unit vector, one of kGradients.
constexpr Gradient latticeGradient(std::int32_t ix, std::int32_t iy, std::int32_t seed) {
  return kGradients[static_cast<std::size_t>(gradientIndex(ix, iy, seed))];
}

}  // namespace noisescope
