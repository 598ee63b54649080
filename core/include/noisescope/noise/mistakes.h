// mistakes.h — the seed's "common mistakes", as teaching-only switches.
//
// What it computes: NoiseParams carries four switches (param_table.h marks
// their entries teaching-only), all off by default; off, every field and
// every point value is what it would be without them, bit for bit. On, the
// fills (field.h) make the mistake so a student can see it:
//   mistakeSharedSeed    every octave uses the base seed, not seed + 1013*o:
//                        the fine layers sit on the coarse layer's lattice
//                        and reinforce its grid (also in fbm() and friends).
//   mistakeMoistureSeed  moisture uses the elevation's seed (no offset): with
//                        moisture-frequency 1 the two fields are the same, so
//                        wet always means high and the biomes collapse to the
//                        table's diagonal: grassland, rainforest and snow
//                        (also in terrain.h's moisture()).
//   mistakeCast          the cell is static_cast<int>(x), not floor(x): left
//                        of and above the origin the fraction comes out
//                        negative, the blend extrapolates, and the map shows
//                        a seam and mirrored cells along x = 0 and y = 0.
//   mistakeFloat         positions are floats, not doubles: far from the
//                        origin (a few thousand cells out and more) the
//                        fraction takes only a few values per cell and the
//                        map turns to blocks and stairs.
// The cast and float mistakes live in the fills' axis terms (the cell and
// fraction of each column and row), so they reach every field on the row
// kernels; with one on, warped, tiled, timed and ridged fields take the
// per-pixel kernels, which keep floor and double. The point functions of
// plain fBm (fbm(), octaveValue(), breakdown.h's octaveSteps and
// explainPoint, so `sample`, `explain` and the explorer's hover and explain
// panel) make the shared-seed and cast mistakes as the maps do; the float
// mistake they do not make: they keep double positions.
//
// Range: mistakesOn is a bool; mistakesText is "" when none is on.
// Deterministic.
#pragma once

#include <cstdint>
#include <string>

#include "noisescope/noise/params.h"

namespace noisescope {

// Whether any teaching-only mistake is on.
bool mistakesOn(const NoiseParams& p);

// The mistakes that are on, for banners and metadata, comma-separated in
// param_table.h's order: "octaves share a seed, cast instead of floor";
// "" when none.
std::string mistakesText(const NoiseParams& p);

// The seed octave o of the elevation uses: octaveSeed(seed, o) (fbm.h), or
// the base seed with mistakeSharedSeed. Output: any int32.
std::int32_t octaveSeedOf(const NoiseParams& p, std::int32_t seed, int octave);

// What moisture adds to the seed: kMoistureSeedOffset, or 0 with
// mistakeMoistureSeed.
std::uint32_t moistureSeedOffset(const NoiseParams& p);

}  // namespace noisescope
