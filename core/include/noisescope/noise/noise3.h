// noise3.h — value and gradient noise of three inputs: x, y and time t.
//
// Time (DESIGN.md, "Terrain shaping, exactly", step 9) is a third coordinate
// on a cubic lattice, scaled per octave like x and y. These definitions are
// normative, like noise.h's:
//
//   Cell        (ix, iy, iz) = floor of the sane coordinates (coords.h), the
//               fractions fx, fy, fz in [0, 1), found in double precision.
//   Hash        latticeHash3(ix, iy, iz, seed) (lattice.h): the 2D hash plus
//               iz * 2246822519, so the plane iz = 0 hashes as the 2D lattice.
//   valueNoise3     trilinear blend of the eight corner values (h >> 8) / 2^24
//               with faded fractions: x first, then y, then t. Range [0, 1].
//   gradientNoise3  blend (same order) of the eight corner dot products
//               g . (offset from the corner), with g = kGradients3[h >> 28]:
//                 g_k = ( (sqrt3/2) cos(2 pi k/16), (sqrt3/2) sin(2 pi k/16), z_k ),
//                 z_k = +1/2 for k = 0, 2, 4, 6, 9, 11, 13, 15, and -1/2 for the
//                 others, so g_{k+8} = -g_k (every g a unit vector, the sixteen
//                 directions of the 2D noise tilted up or down by 30 degrees).
//               The raw blend is scaled by 2/sqrt(3) to [-1, 1] and mapped to
//               (n + 1) / 2, clamped against rounding only. Range [0, 1].
//
// The bound, proved: with corner weights w_c (products of faded fractions,
// summing to 1) and unit gradients, |n| <= sum w_c |d_c| <= sqrt(sum w_c
// |d_c|^2) (Jensen) = sqrt(sum over axes of (1 - s) x^2 + s (1 - x)^2), s the
// faded fraction x. For x <= 1/2 every fade has s <= x, so each axis term is
// at most x^2 + x (1 - 2x) = x - x^2 <= 1/4 (and the same for x >= 1/2 by
// symmetry): |n| <= sqrt(3/4) = sqrt(3)/2, reached only at a cell centre with
// every gradient pointing away from it. (The same argument gives the 2D
// bound sqrt(2)/2 of noise.h.)
//
// Why the gradients are tilted by 30 degrees: the variance of a map at time t
// comes from two parts, the gradients' xy components weighted by the x, y
// offsets and their t components weighted by fz. Lying on a lattice plane
// (fz = 0) keeps only the first; half-way (fz = 1/2) halves the first and adds
// the second. With E[gz^2] / E[gx^2] = 2/3 (this set: (1/4) / (3/8)) the two
// balance: the standard deviation of a map varies with fz by 3.0% with the
// quintic fade, 1.9% cubic and 8.1% linear (measured by noise3_test.cpp over
// a 384 x 384 map at eight times through a cell; it requires under 10%). So
// gradient noise does not pulse as time moves.
//
// Value noise does dip: half-way between two lattice planes each value is
// the mean of two independent planes, so a map's standard deviation falls to
// sqrt(1/2) = 0.71 of its value on a plane (every fade: each fades 1/2 to
// 1/2; measured 0.707, noise3_test.cpp holds it in [0.65, 0.80]), and rises
// again: contrast coming and going once per cell of t. Use gradient noise
// for animation.
//
// Typical values: one octave's standard deviation over a map is about 0.11
// for gradientNoise3 and 0.19-0.23 for
// valueNoise3 on a lattice plane, so time-on maps look flatter than 2D ones.
//
// Deterministic; smooth in t like the fade in x (quintic: C2). Time off is
// not t = 0: the 2D functions of noise.h serve then.
#pragma once

#include <array>
#include <cstdint>

#include "noisescope/noise/fade.h"
#include "noisescope/noise/lattice.h"
#include "noisescope/noise/params.h"

namespace noisescope {

struct Gradient3 {
  double x;  // (sqrt3/2) cos(2 pi k/16), in [-0.87, 0.87]
  double y;  // (sqrt3/2) sin(2 pi k/16), in [-0.87, 0.87]
  double z;  // +-1/2
};

namespace detail {
inline constexpr double kHalfSqrt3 = 0.8660254037844386;  // sqrt(3)/2
constexpr Gradient3 tiltedGradient(int k) {
  const Gradient g = kGradients[static_cast<std::size_t>(k)];
  const double z = ((k & 1) == 0) == (k < 8) ? 0.5 : -0.5;
  return Gradient3{kHalfSqrt3 * g.x, kHalfSqrt3 * g.y, z};
}
}  // namespace detail

// The sixteen unit gradients of gradientNoise3, k = 0..15.
inline constexpr std::array<Gradient3, 16> kGradients3 = {
    detail::tiltedGradient(0),  detail::tiltedGradient(1),  detail::tiltedGradient(2),  detail::tiltedGradient(3),
    detail::tiltedGradient(4),  detail::tiltedGradient(5),  detail::tiltedGradient(6),  detail::tiltedGradient(7),
    detail::tiltedGradient(8),  detail::tiltedGradient(9),  detail::tiltedGradient(10), detail::tiltedGradient(11),
    detail::tiltedGradient(12), detail::tiltedGradient(13), detail::tiltedGradient(14), detail::tiltedGradient(15)};

// Output: [0, 1].
double valueNoise3(double x, double y, double t, std::int32_t seed, Fade fade);

// Output: [-sqrt(3)/2, sqrt(3)/2].
double gradientNoise3Raw(double x, double y, double t, std::int32_t seed, Fade fade);

// Output: [0, 1]; exactly 0.5 at every lattice point.
double gradientNoise3(double x, double y, double t, std::int32_t seed, Fade fade);

// valueNoise3 or gradientNoise3, as kind says. Output: [0, 1].
double sampleNoise3(NoiseKind kind, double x, double y, double t, std::int32_t seed, Fade fade);

}  // namespace noisescope
