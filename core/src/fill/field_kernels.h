// field_kernels.h — the inner loops of the field fill (internal to core).
//
// field.cpp turns a fill into rows: per-column terms (the x part of the
// lattice hash, the faded and raw x fraction) are found once per fill in
// double precision, per-row terms once per row, and a row kernel combines
// them for every pixel and octave in float. Each kernel exists for several
// instruction sets; all of them perform the same float operations in the same
// order, each multiply-add rounded as its kernel's Fma says (TwoRoundings for
// unwarped fills, Isa::Fma, rounded once, for warped ones; the compiler fuses
// nothing by itself), so every path gives bit-identical floats.
//
// The hash is split by linearity (lattice.h):
//   hash(ix, iy, s) = finish(hx + hy),  hx = ix * kHashX,
//   hy = iy * kHashY + s * kHashSeed,   corner (ix + 1) adds kHashX, (iy + 1) kHashY.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "noisescope/noise/noise_kinds.h"

namespace noisescope::kernels {

// The multipliers of latticeHash and latticeHash3 (lattice.h); a test holds
// the split hash to them.
inline constexpr std::uint32_t kHashX = 374761393u;
inline constexpr std::uint32_t kHashY = 668265263u;
inline constexpr std::uint32_t kHashSeed = 1442695041u;
inline constexpr std::uint32_t kHashZ = 2246822519u;
inline constexpr std::uint32_t kHashMix = 1274126177u;

// The lanes every kernel writes at a time are at most this many; column
// tables are padded to a multiple of it.
inline constexpr int kMaxLanes = 16;
inline constexpr int kMaxOctaves = 16;

// The sixteen gradient directions in float: entries 8..15 are exactly the
// negations of 0..7 (so a path may look up 0..7 and flip the sign by the
// hash's top bit). Filled from kGradients by field_kernels.cpp.
extern const float kGradientX[16];
extern const float kGradientY[16];
// The same for noise3.h's tilted gradients (kGradients3), rounded to float.
extern const float kGradient3X[16];
extern const float kGradient3Y[16];
extern const float kGradient3Z[16];

// One row of one field: columns [0, columns) of the column tables, written to
// out[0, columns). Column tables are octave-major with `stride` entries per
// octave (stride a multiple of kMaxLanes, padded entries valid numbers).
struct FieldRow {
  int octaves;               // 1..16
  int columns;               // >= 1, <= stride
  std::size_t stride;        // entries per octave in the column tables
  const std::uint32_t* hx;   // x part of the hash, ix * kHashX
  const float* u;            // faded x fraction
  const float* fx;           // x fraction, [0, 1)
  std::uint32_t hy[kMaxOctaves];  // y and seed part of the hash
  float v[kMaxOctaves];           // faded y fraction
  float fy[kMaxOctaves];          // y fraction
  float fy1[kMaxOctaves];         // y fraction minus one
  float weight[kMaxOctaves];      // multiplies the octave's blend
  float offset;                   // added once to the sum
  float* out;
};

// One column of a narrow rectangle (a pan's side strip), vectorised down the
// column: rows [0, rows) of the row tables, written to out[i * outStride].
// Same operations as FieldRow, so the same floats.
struct FieldStrip {
  int octaves;               // 1..16
  int rows;                  // >= 1, <= stride
  std::size_t stride;        // entries per octave in the row tables
  const std::uint32_t* hy;   // y and seed part of the hash
  const float* v;            // faded y fraction
  const float* fy;           // y fraction
  const float* fy1;          // y fraction minus one
  std::uint32_t hx[kMaxOctaves];  // x part of the hash
  float u[kMaxOctaves];           // faded x fraction
  float fx[kMaxOctaves];          // x fraction
  float weight[kMaxOctaves];
  float offset;
  float* out;
  std::size_t outStride;
};

// The per-octave terms of a run of columns (or rows): for each position
// p = pos[i] * frequency, made sane and split into cell and fraction in
// double exactly as coords.h does (NaN to 0, clamp to +-1e9, floor), then
//   hash[i] = cell * hashStep + hashAdd        (wrapping)
//   fade[i] = the fade of the fraction, in double, rounded to float
//   fraction[i], and fractionMinusOne[i] (if not nullptr), rounded to float
//   hashNext[i] (if not nullptr) = (cell + 1) * hashStep + hashAdd.
// With period > 0 (a tiled field: period F_o, a whole number), the cells
// are taken modulo the period first (terrain.h: wrapIndex), cell + 1 too.
struct AxisRun {
  const double* pos;
  int count;
  double frequency;
  std::uint32_t hashStep;
  std::uint32_t hashAdd;
  int fade;  // 0 linear, 1 cubic, 2 quintic (Fade's order)
  std::uint32_t* hash;
  float* fadeOut;
  float* fraction;
  float* fractionMinusOne;
  std::uint32_t* hashNext = nullptr;
  double period = 0.0;
};

// A cell index modulo a tiled field's period (terrain.h: wrapIndex), as the
// hash reads it (low 32 bits); no period: the index itself. Periods are
// whole numbers below 2^63.
inline std::uint32_t wrapped(std::int64_t cell, double period) {
  if (period <= 0.0) return static_cast<std::uint32_t>(cell);
  const std::int64_t f = static_cast<std::int64_t>(period);
  const std::int64_t m = cell % f;
  return static_cast<std::uint32_t>(m < 0 ? m + f : m);
}

// Pixels at positions of their own (warped, tiled, ridged or with time),
// laid out one of three ways (PointLayout). Time is the same for every
// pixel, so its terms are per octave.
enum class PointLayout {
  // Every term per pixel (tiled fields), octave-major with `stride` entries
  // per octave, made by AxisRun (with hashNext) from the pixels' positions:
  // hx, hx1, u, fx, hy, hy1, v, fy, fy1.
  Tables,
  // The kernel finds each lane's cell and fraction itself from
  // xs[i] * frequency[o] and ys[i] * frequency[o], in double as coords.h
  // does, keeping every term in registers (the fade in double, rounded).
  Positions,
  // A grid, warped or not: the column tables of FieldRow (hx, u, fx,
  // octave-major with `stride` entries per octave), the row's terms per
  // octave (rowHy, rowV, rowFy, rowFy1), and, when g is not nullptr, the
  // warp fields g and h per pixel, in [0, 1]: octave o moves the pixel by
  // (2g - 1) * scale[o] cells across and (2h - 1) * scale[o] down. The moved
  // distance is added to the column's (row's) fraction in float, its whole
  // cells to the cell, and the fraction is faded in float. The caller keeps
  // |scale[o]| below 2^22 and the cells inside int32.
  Grid,
};

struct PointRun {
  int octaves;                // 1..16
  int count;                  // pixels, <= stride
  std::size_t stride;
  PointLayout layout;
  const double* xs;           // Positions: padded to a multiple of kMaxLanes
  const double* ys;
  double frequency[kMaxOctaves];
  std::uint32_t seedHash[kMaxOctaves];  // octave seed * kHashSeed
  int fade;                   // 0 linear, 1 cubic, 2 quintic
  const std::uint32_t* hx;    // x index * kHashX
  const std::uint32_t* hx1;   // the next x index (wrapped when tiled) * kHashX
  const float* u;             // faded x fraction
  const float* fx;            // x fraction
  const std::uint32_t* hy;    // y index * kHashY + seed * kHashSeed
  const std::uint32_t* hy1;   // the same for the next y index
  const float* v;             // faded y fraction
  const float* fy;            // y fraction
  const float* fy1;           // y fraction minus one
  std::uint32_t rowHy[kMaxOctaves];  // Grid: the row's y index * kHashY + seed * kHashSeed
  float rowV[kMaxOctaves], rowFy[kMaxOctaves], rowFy1[kMaxOctaves];
  const float* g;             // Grid: the warp fields per pixel, or nullptr
  const float* h;
  float scale[kMaxOctaves];   // Grid: the warp k times the octave's frequency
  bool time;                  // 3D noise: two planes in t (noise3.h)
  std::uint32_t hz[kMaxOctaves];  // t index * kHashZ
  float w[kMaxOctaves];           // faded t fraction
  float fz[kMaxOctaves];          // t fraction
  float fz1[kMaxOctaves];         // t fraction minus one
  bool ridged;                // each octave: 1 - |blend * ridgeScale - ridgeShift| before weighting
  float ridgeScale;           // value 2^-23, gradient sqrt(2), 3D gradient 2/sqrt(3)
  float ridgeShift;           // value 1, gradient 0
  float weight[kMaxOctaves];
  float offset;
  float* out;
};

// The shaping steps 3 to 5 (terrain.h) on a row of elevations, in place and
// in float: exponent (pow by log2 and exp2 series, within 1e-6 of std::pow
// for values in [0, 16]), the height curve (height_curve.h's pieces, each
// coefficient rounded to float), island from nx per pixel and ny for the
// row, and terraces. distance (if not nullptr) receives the island's d.
struct ShapeRun {
  int count;
  float* values;
  float exponent;       // 1 leaves values unchanged
  int curvePieces;      // 0: no height curve; else [1, 15]
  // Piece k: y = a + t (b + t (c + t d)), t = (e - x0) * invWidth (CurvePiece).
  float curveX0[15], curveInvWidth[15], curveA[15], curveB[15], curveC[15], curveD[15];
  int island;           // 0 none, 1 square, 2 round, 3 radial (IslandShape's order)
  int islandMode;       // 0 lerp, 1 multiply (IslandMode's order)
  float islandMix;
  const float* column;  // per pixel, nx = 2 mx - 1 (NaN map coordinate: -1): square 1 - cx^2 with
                        // cx = nx clamped to [-1, 1], round and radial nx^2; padded to whole vectors
  float ny;             // 2 my - 1 of the row
  int terraces;         // 0 off
  float* distance;
};

// Biome classes of a row (biomes.h), as floats 0..10. out may be moisture
// (each vector is read before it is written).
struct BiomeRun {
  int count;
  const float* elevation;
  const float* moisture;
  float t1, t2, t3, h, w1, w2;
  float* out;
};

// Simplex or Worley noise (noise_families.h) summed over octaves at
// positions of their own, for a run of pixels. Octave o scales position p to
// p * scaleA[o] * scaleB[o] (octave_plan.h's factor and l^o, multiplied in
// that order), makes it sane and finds its cell (simplex: its skewed cell and
// corner offset) in double, as the point functions do; the rest runs in
// float with each operation rounded (no fused multiply-add), so every path
// gives the same floats, within 1e-6 of the point functions. Worley
// searches the inner 3 x 3 cells, then each outer cell only where a lane's
// point could lie nearer than its F2 (a skipped cell cannot change F1, F2 or
// the nearest cell, so every path gives the brute force's floats).
// out[i] = sum over o of weight[o] * noise_o (ridged: 1 - |2 noise_o - 1|).
//
// A grid row (`grid`, the unwarped fills) reads no positions: each octave's
// cell parts come from tables found once per fill in double, lane i's from
// columns[o] at i and the row's from rowTerm and rowFraction, and only their
// small fractions are added in float (FamilyColumns). Worley's grid gives the
// bits of its positions; simplex's skewed point is the column's part plus the
// row's, a float add of two fractions (at most 1.2e-7 of a cell away).
struct FamilyColumns {
  // Worley: term[a] = (c + a - 2) kHashX for the column's cell c (tiled:
  // c + a - 2 modulo the period), fraction[0] = x - c.
  // Simplex: with x' = x + x F2 and x'' = x F2 (F2 the skew),
  // term[0] = floor(x') kHashX + floor(x'') kHashY, fraction[0] and
  // fraction[1] their fractions (the skewed u's part and v's).
  const std::uint32_t* term[5];
  const float* fraction[2];  // each in [0, 1]
  // Worley, where the octave's cells are no narrower than a pixel (else
  // cellTerm is null): the column's cell as an index from the least
  // column's, cellIndex = c - c0, and each cell's column term by index k,
  // cellTerm[k] = (c0 + k - 2) kHashX (tiled: modulo the period), k from 0
  // to cells - 1 (padded with zeros to a multiple of kMaxLanes). A row's
  // kernel finds the feature points of its cells there once, into six
  // tables of `pitch` floats from FamilyRun::points + pointsAt (u, then v,
  // for the rows b = -1, 0, 1 around the row's cell), and a vector of
  // pixels spanning fewer cells than its lanes reads them by a permute.
  const std::int32_t* cellIndex;
  const std::uint32_t* cellTerm;
  int cells, pitch, pointsAt;
};

struct FamilyRun {
  int octaves;                // 1..16
  int count;                  // pixels
  const double* xs;           // lattice positions, padded to a multiple of kMaxLanes (not read when grid)
  const double* ys;
  bool grid;
  FamilyColumns columns[kMaxOctaves];   // padded as xs
  // The row's parts, seedHash added to term 0 (simplex) or each (Worley):
  // Worley: (r + b - 2) kHashY and y - r; simplex: floor(y'') kHashX +
  // floor(y') kHashY and the fractions of y'' (to u) and y' (to v).
  std::uint32_t rowTerm[kMaxOctaves][5];
  float rowFraction[kMaxOctaves][2];
  double scaleA[kMaxOctaves];
  double scaleB[kMaxOctaves];
  std::uint32_t seedHash[kMaxOctaves];   // octave seed * kHashSeed
  std::uint32_t cellDelta[kMaxOctaves];  // Worley's cell return: ((seed ^ kWorleyCellSeed) - seed) * kHashSeed
  float weight[kMaxOctaves];
  bool ridged;
  // Tiled (Worley on grid rows only; positions are never tiled): octave o's
  // position is p / scaleA[o] * scaleB[o] (octave_plan.h's p / f F_o) and
  // its cell indices are taken modulo period[o] before they are hashed
  // (terrain.h step 8). Read where the grid's tables are made, not by the
  // kernels.
  bool tiled;
  std::uint32_t period[kMaxOctaves];  // [1, 2^30]
  float jitter;               // Worley: J in [0, 1]
  int distance;               // Worley: CellDistance's order
  int output;                 // Worley: CellReturn's order
  float inverseBound;         // Worley: 1 / worleyBound(distance, output)
  float* points;              // Worley grid rows: the kernel's scratch for the cells' feature points
  float* out;
};

using RowKernel = void (*)(const FieldRow&);
using StripKernel = void (*)(const FieldStrip&);
using AxisKernel = void (*)(const AxisRun&);
using PointKernel = void (*)(const PointRun&);
using ShapeKernel = void (*)(const ShapeRun&);
using BiomeKernel = void (*)(const BiomeRun&);
using FamilyKernel = void (*)(const FamilyRun&);

// One noise kind's kernels on one path (noise_kinds.h): its FieldRow sum,
// its strip of rows, its PointRun sum, and its row with each product and sum
// rounded once (Isa::Fma, as the warped elevation: the warp fields' rows).
struct KindKernels {
  RowKernel row;
  StripKernel strip;
  PointKernel points;
  RowKernel fused;
};

// Every kind's kernels on each path, and the kernels no kind changes. A path
// the build or CPU lacks has nullptr throughout (see field.cpp for the
// run-time choice).
struct RowKernels {
  std::array<KindKernels, kNoiseKinds.size()> kinds;  // in NoiseKind order
  AxisKernel axisTerms;
  ShapeKernel shape;
  BiomeKernel biomes;
  FamilyKernel simplex;  // FamilyRun of simplex noise
  FamilyKernel worley;   // FamilyRun of Worley noise

  const KindKernels& of(NoiseKind kind) const { return kinds[static_cast<std::size_t>(kind)]; }
};
RowKernels scalarKernels();
RowKernels sse2Kernels();
RowKernels avx2Kernels();
RowKernels avx512Kernels();

// For tests: the SSE2 path's a * b + c rounded once (it has no FMA
// instruction), on four lanes: out[j] = std::fma(a[j], b[j], c[j]), bit
// for bit. Off x86-64: std::fma itself.
void sse2FmaLanes(const float* a, const float* b, const float* c, float* out);

}  // namespace noisescope::kernels
