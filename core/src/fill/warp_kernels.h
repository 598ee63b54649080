// warp_kernels.h — the exact warp's inner loop (internal to core): the two
// warp fBms g and h of terrain.h in double precision, a row of lattice
// points at a time, as offsets k (2g - 1) and k (2h - 1); or one fBm (the
// elevation's, ridged or not) in double, for the terrain fill's repair.
//
// terrain.cpp (WarpGrid) finds every position in double exactly as fbmOf
// does for one point, split by axis: per column and octave the cell's hash
// terms, the fraction, the fraction minus one and its fade (once per fill);
// per row the same for y, with the seed's and time's hash terms added. The
// kernel combines them per lane with the operations of noise.h / noise3.h
// in their order (no fused multiply-add: -ffp-contract=off), so every path
// (scalar, SSE2 2 lanes, AVX2 4, AVX-512 8) gives warpOffset()'s doubles
// bit for bit. The hash is split by linearity as field_kernels.h says.
#pragma once

#include <cstddef>
#include <cstdint>

#include "noisescope/fill/field.h"

namespace noisescope::warpk {

inline constexpr int kMaxWarpOctaves = 16;  // params.h: octaves in [1, 16] (the elevation's), warpOctaves in [1, 8]
inline constexpr int kMaxWarpLanes = 8;    // column tables are padded to a multiple

// One octave of one field, per column (`stride` entries, padding valid).
struct WarpColumns {
  const std::uint32_t* hx0;  // x part of the hash at the cell, ix * kHashX (tiled: ix wrapped)
  const std::uint32_t* hx1;  // the same at the cell's right corner
  const double* fx;          // x fraction, [0, 1)
  const double* fx1;         // fx - 1
  const double* u;           // the fade of fx
};

// One octave of one field for the row (and the time, when on).
struct WarpRowTerms {
  std::uint32_t h[2][2];  // [dy][dz]: y, seed and time parts of the hash
  double fy, fy1, v;      // y fraction, minus one, faded
  double fz, fz1, w;      // time fraction, minus one, faded (time only)
};

enum class WarpNoise {
  Value,       // 2D value noise, clamped to [0, 1] (noise_steps.h)
  ValueFloor,  // value noise raised to 0 only (tiled 2D, noise3.h)
  Gradient,    // gradient noise (3D with time)
};

// What a run computes: the two warp fields' offsets, or field 0 alone as
// terrain.cpp's fbmOf gives it (the elevation: ridged or not, normalised or
// not), for the shaping repair.
enum class WarpOut {
  Offsets,  // outX = k (2g - 1), outY = k (2h - 1)
  Fbm,      // outX = sum / divisor (divisor 1 unnormalised), outY unused
};

struct WarpRowRun {
  int count;    // >= 1 lattice points
  int octaves;  // 1..16, the same for both fields
  WarpOut out;
  bool ridged;  // each octave's n -> 1 - |2n - 1| before it is weighted (WarpOut::Fbm only)
  bool time;    // 3D noise (noise3.h) with the rows' z terms
  WarpNoise noise;
  WarpColumns columns[2][kMaxWarpOctaves];  // [field][octave], field 0 g, 1 h
  WarpRowTerms rows[2][kMaxWarpOctaves];
  double amplitude[kMaxWarpOctaves];  // persistence^o by repeated multiplication
  double divisor;                     // amplitudeSum(octaves, persistence); 1 for an unnormalised Fbm
  double k;                           // the warp (Offsets)
  double* outX;                       // count offsets k (2g - 1), or the fBm
  double* outY;                       // count offsets k (2h - 1) (Offsets)
};

using WarpKernel = void (*)(const WarpRowRun&);

// The kernel of an instruction-set path (nullptr where the build or CPU
// lacks it); the same doubles on every path.
WarpKernel warpKernelOf(FieldPath path);

}  // namespace noisescope::warpk
