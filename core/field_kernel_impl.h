// field_kernel_impl.h — the row kernels, written once for any lane count.
//
// Included by one source file per instruction set, each compiled with its
// own target flags and -ffp-contract=off, inside its own namespace (so no
// inline function compiled for AVX-512 can be picked by the linker for a
// baseline caller). Uses GCC/Clang vector extensions: `a + b` on a vector of
// N floats is one instruction of the file's instruction set, and the same
// source line on N = 1 plain floats is the scalar path, so every path runs the
// same float operations in the same order.
//
// Before including, define NOISESCOPE_KERNEL_NS and, in that namespace, a
// struct Isa: F, U (N floats, N uint32s, or plain float and uint32 for the
// scalar path), kLanes = N, and static functions toFloat(U) (each lane as a
// signed integer, to float), gradientX(U h) and gradientY(U h) (the entry
// kGradientX[h >> 28], resp. kGradientY, in every lane).
#pragma once

#include <cstddef>
#include <cstdint>

#include "field_kernels.h"

namespace noisescope::kernels::NOISESCOPE_KERNEL_NS {

using F = Isa::F;
using U = Isa::U;
constexpr int N = Isa::kLanes;

template <class T>
inline T load(const void* p) {
  T t;
  __builtin_memcpy(&t, p, sizeof t);
  return t;
}

// The second half of latticeHash (lattice.h).
inline U finishHash(U h) {
  h = (h ^ (h >> 13)) * kHashMix;
  return h ^ (h >> 16);
}

inline F lerp(F a, F b, F t) { return a + (b - a) * t; }

inline F cornerDot(U hash, F dx, float dy) { return Isa::gradientX(hash) * dx + Isa::gradientY(hash) * dy; }

inline void storeRow(float* out, int at, int columns, F sum) {
  if (at + N <= columns) {
    __builtin_memcpy(out + at, &sum, sizeof sum);
  } else {
    float lanes[N];
    __builtin_memcpy(lanes, &sum, sizeof sum);
    for (int j = 0; at + j < columns; ++j) out[at + j] = lanes[j];
  }
}

// Value noise: corner values are (hash >> 8) as whole numbers below 2^24,
// blended unscaled (exact differences); the weight carries the 2^-24.
void valueRow(const FieldRow& r) {
  for (int i = 0; i < r.columns; i += N) {
    F sum{};
    for (int o = 0; o < r.octaves; ++o) {
      const std::size_t at = o * r.stride + i;
      const U base = load<U>(r.hx + at) + r.hy[o];
      const F u = load<F>(r.u + at);
      const F v00 = Isa::toFloat(finishHash(base) >> 8);
      const F v10 = Isa::toFloat(finishHash(base + kHashX) >> 8);
      const F v01 = Isa::toFloat(finishHash(base + kHashY) >> 8);
      const F v11 = Isa::toFloat(finishHash(base + (kHashX + kHashY)) >> 8);
      const F a = lerp(v00, v10, u);
      const F b = lerp(v01, v11, u);
      sum += (a + (b - a) * r.v[o]) * r.weight[o];
    }
    storeRow(r.out, i, r.columns, sum + r.offset);
  }
}

// Gradient noise: the weight carries sqrt(2)/2 and the amplitude, the offset
// the sum of the halves, so (n sqrt2 + 1) / 2 costs one multiply per octave.
void gradientRow(const FieldRow& r) {
  for (int i = 0; i < r.columns; i += N) {
    F sum{};
    for (int o = 0; o < r.octaves; ++o) {
      const std::size_t at = o * r.stride + i;
      const U base = load<U>(r.hx + at) + r.hy[o];
      const F u = load<F>(r.u + at);
      const F fx = load<F>(r.fx + at);
      const F fx1 = fx - 1.0f;
      const F n00 = cornerDot(finishHash(base), fx, r.fy[o]);
      const F n10 = cornerDot(finishHash(base + kHashX), fx1, r.fy[o]);
      const F n01 = cornerDot(finishHash(base + kHashY), fx, r.fy1[o]);
      const F n11 = cornerDot(finishHash(base + (kHashX + kHashY)), fx1, r.fy1[o]);
      const F a = lerp(n00, n10, u);
      const F b = lerp(n01, n11, u);
      sum += (a + (b - a) * r.v[o]) * r.weight[o];
    }
    storeRow(r.out, i, r.columns, sum + r.offset);
  }
}

inline RowKernels rowKernels() { return RowKernels{&valueRow, &gradientRow}; }

}  // namespace noisescope::kernels::NOISESCOPE_KERNEL_NS
