// octave_plan.h — the one recipe of a sum of octaves, read by every sum.
//
// A terrain has four sums of octaves (TerrainFbm): the elevation and the
// warp's two fields and the moisture. Each has a seed offset, a frequency
// factor a, an octave count and a normalisation; the elevation may be
// ridged. Octave o of a sum:
//   - samples its noise at the position times a l^o, l the lacunarity, the
//     power formed by repeated multiplication from 1 (so a sum and any one
//     of its octaves agree to the last bit);
//   - uses the seed octaveSeedOf(p, seed + offset, o) (mistakes.h: seed +
//     1013 o, or the seed itself under the shared-seed mistake);
//   - weighs g^o, g the persistence; a normalised sum divides by the sum of
//     the weights, amplitudeSum (fbm.h);
//   - tiled, wraps its lattice every F_o = max(1, round(f a l^o)) cells (f
//     the base frequency), and a position p scales by F_o / f instead.
// fbm() (fbm.h), the field fills (field.h), terrainFbm and the warp grid
// (terrain.h, warp_grid.h) and the terrain fill read their octaves here and
// nowhere else.
//
// Positions are in lattice units of octave 0 at the base frequency (a map
// point times f). Parameters must already be clamped (clampParams). Cost: a
// loop over at most kOctavesMax octaves; no allocation.
#pragma once

#include <array>
#include <cstdint>

#include "noisescope/noise/params.h"

namespace noisescope {

// The four fBm fields of a terrain: each has its own seed offset, frequency
// factor, octaves and normalisation.
enum class TerrainFbm {
  Elevation,  // params.seed, factor 1, params.octaves, params.fractal and normalize
  WarpX,      // g: seed + 1000003, factor s, W octaves, fbm, normalised
  WarpY,      // h: seed + 2000006, factor s, W octaves, fbm, normalised
  Moisture,   // seed + 3000009, factor sm, params.octaves, fbm, normalised
};

struct Octave {
  int index = 0;                 // o, in [0, kOctavesMax)
  std::int32_t seed = 0;         // octaveSeedOf(p, seed + offset, o)
  double lacunarityPower = 1.0;  // l^o
  double amplitude = 1.0;        // g^o, before any normalisation
  double period = 0.0;           // F_o when the sum is tiled, else 0
};

struct OctavePlan {
  int count = 0;              // octaves held: the sum's, or 1 (planOctave)
  int sumOctaves = 0;         // the whole sum's octave count
  bool tiled = false;         // p.tile
  bool normalize = true;      // the sum divides by amplitudeSum
  bool ridged = false;        // each octave's noise n becomes 1 - |2n - 1| (the elevation alone)
  double factor = 1.0;        // a: 1, the warp's or the moisture's frequency
  double frequency = 1.0;     // f, the base frequency (tiled positions)
  double amplitudeSum = 1.0;  // sum of g^o over the whole sum's octaves, [1, 16]
  std::array<Octave, kOctavesMax> octaves{};

  // What the sum is divided by: amplitudeSum normalised, else 1.
  double divisor() const { return normalize ? amplitudeSum : 1.0; }
  // Coordinate p (x, y or time, lattice units of octave 0) at octave o's
  // scale: p a l^o, or tiled (p / f) F_o.
  double scaled(const Octave& o, double p) const {
    return tiled ? p / frequency * o.period : p * factor * o.lacunarityPower;
  }
};

// The whole sum `which` of clamped parameters c.
OctavePlan planSum(const NoiseParams& c, TerrainFbm which);

// Octave `octave` (clamped to [0, kOctavesMax)) of the sum `which` alone:
// count 1, the sum's amplitudeSum and flags.
OctavePlan planOctave(const NoiseParams& c, TerrainFbm which, int octave);

// F_o = max(1, round(f a l^o)) of octave `octave` of `which`, whether or not
// c tiles (the explorer shows it before tiling is on). Output: [1, 2^62].
double octavePeriod(const NoiseParams& c, TerrainFbm which, int octave);

}  // namespace noisescope
