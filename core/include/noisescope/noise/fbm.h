// fbm.h — fractional Brownian motion: octaves of one noise, summed.
//
// What it computes
//   Octave o (from 0) samples sampleNoise at (x * l^o, y * l^o) with seed
//   seed + 1013*o and weight a^o (l lacunarity, a persistence). fbm() is the
//   sum; with normalize on it is divided by amplitudeSum = sum of a^o, so the
//   result stays in [0, 1] by construction, never by clamping.
//
// Positions are in lattice units of octave 0 (frequency 1): the frequency
// field of NoiseParams belongs to the view (field.h), not to these calls.
// Parameters are passed through clampParams() first, so any struct is safe.
//
// Output ranges
//   fbm: [0, 1] with normalize on; [0, amplitudeSum] with it off.
//   octaveValue: [0, 1], the octave's own noise.
//   octaveContribution: [0, octaveWeight]; the contributions sum to fbm.
//   runningSumParams: parameters whose fbm is the running sum of octaves
//   0..k, the field after k + 1 octaves: [0, 1] normalised (divided by the
//   sum of a^o over o <= k), [0, amplitudeSum(k + 1, a)] with it off.
//
// Typical values: 4-6 octaves, lacunarity 2, persistence 0.3 (rolling) to
// 0.8 (jagged). Octaves finer than a pixel add only flicker.
#pragma once

#include <cstdint>

#include "noisescope/noise/params.h"

namespace noisescope {

// seed + 1013*octave with 32-bit wrap-around. Output: any int32.
std::int32_t octaveSeed(std::int32_t seed, int octave);

// Octave count inside [kOctavesMin, kOctavesMax].
int clampOctaves(int octaves);

// Sum of persistence^o for o in [0, octaves). Output: [1, octaves].
double amplitudeSum(int octaves, double persistence);

// l^o, the frequency factor of octave o. Output: [1, l^o].
double octaveFrequency(const NoiseParams& p, int octave);

// a^o divided by amplitudeSum when normalising. Output: [0, 1].
double octaveWeight(const NoiseParams& p, int octave);

// The largest value fbm can return: 1 normalised, else amplitudeSum.
double fbmUpperBound(const NoiseParams& p);

// The running sum of octaves 0..k (k clamped to [0, octaves - 1]): p clamped,
// with octaves = k + 1 and nothing else changed, so fbm() and a field
// (field.h, kWholeFbm) of it show the map after k + 1 octaves, terrain steps
// included; k = octaves - 1 gives the whole map. Output range: see above.
NoiseParams runningSumParams(const NoiseParams& p, int k);

double octaveValue(const NoiseParams& p, int octave, double x, double y);
double octaveContribution(const NoiseParams& p, int octave, double x, double y);
double fbm(const NoiseParams& p, double x, double y);

}  // namespace noisescope
