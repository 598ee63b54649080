// noise.h — single-octave value and gradient noise at a point.
//
// What it computes (DESIGN.md, "The noise, exactly")
//   valueNoise     bilinear blend of the four corner lattice values, with the
//                  cell fractions passed through the fade curve.
//   gradientNoise  blend of the four corner dot products (gradient . offset
//                  from that corner), scaled by sqrt(2) to [-1, 1] and mapped
//                  to (n + 1) / 2. Exactly 0.5 at every lattice point.
//
// Output ranges
//   valueNoise, gradientNoise, sampleNoise: [0, 1].
//   gradientNoiseRaw: [-sqrt(2)/2, sqrt(2)/2], before scaling and mapping.
//   blendCorners: between the smallest and largest corner for u, v in [0, 1].
//
// Positions are in lattice units (one cell per unit), any double; NaN and
// infinities are made sane first (coords.h). Deterministic for a given seed.
//
// Typical use: call through fbm.h or field.h; these are the building blocks.
#pragma once

#include <cstdint>

#include "noisescope/noise/fade.h"
#include "noisescope/noise/noise_families.h"
#include "noisescope/noise/params.h"

namespace noisescope {

// Blend four corner values: first along x with u, then along y with v.
double blendCorners(double v00, double v10, double v01, double v11, double u, double v);

double valueNoise(double x, double y, std::int32_t seed, Fade fade);
double gradientNoiseRaw(double x, double y, std::int32_t seed, Fade fade);
double gradientNoise(double x, double y, std::int32_t seed, Fade fade);

// The noise of any kind (noise_families.h for simplex and Worley, which
// take no fade; Worley reads `worley`). Output: [0, 1].
double sampleNoise(NoiseKind kind, double x, double y, std::int32_t seed, Fade fade,
                   const WorleySettings& worley = {});

}  // namespace noisescope
