// explain_command.h — `noisescope explain`: the worked example at any point.
//
//   noisescope explain [noise options] [--octave K] [--corners A,B,C,D] [--json] X Y
//
// Walks through the noise at (X, Y), lattice units of octave 0 as `sample`
// reads them, step by step for each octave (or octave K alone): the scaled
// position, the cell (i, j), the fractions, the faded fractions, the four
// corners in the order (i, j), (i+1, j), (i, j+1), (i+1, j+1) (hash and
// value, or hash, gradient, offset and dot product), the two x-blends (top,
// bottom), the noise, its weight and contribution, and the fBm. Every number
// is the core's own (noisescope/teaching/breakdown.h); the fBm equals `sample`'s bit for bit.
//
// --json prints one object: {"x", "y", "fbm", "octaves": [{"octave",
// "frequency", "seed", "position", "cell", "fraction", "fade", "corners",
// "top", "bottom", "noise", "weight", "contribution"}]}, numbers with 17
// significant digits. --corners replaces the four lattice values of value
// noise in every octave (the book's example: --noise value --fade cubic
// --octaves 1 --corners 0.2,0.9,0.6,0.4 0.25 0.75 gives 0.528). A negative
// X may follow "--". Bad input: one line on stderr, exit 2.
#pragma once

#include <cstdio>
#include <span>
#include <string_view>

namespace noisescope::cli {

// args are the words after "explain". Returns the process exit code.
int runExplain(std::span<const std::string_view> args, std::FILE* out, std::FILE* err);

}  // namespace noisescope::cli
