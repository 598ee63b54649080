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
// signed integer, to float), fromTable(const float* table, U h) and
// withSign(U h, F dot). The tables have 16 entries, 8..15 exactly the
// negations of 0..7; fromTable gives table[h >> 28] and withSign returns dot
// unchanged, or (where one permute reaches only 8 entries) fromTable gives
// table[(h >> 28) & 7] and withSign negates dot where h's top bit is set:
// negating both products of a dot product negates it exactly.
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

// The second half of latticeHash (lattice.h), without its last step. The
// last step, h ^= h >> 16, leaves the top 16 bits alone, so the gradient
// index h >> 28 can be read here already.
inline U mixHash(U h) { return (h ^ (h >> 13)) * kHashMix; }

inline U finishHash(U h) {
  h = mixHash(h);
  return h ^ (h >> 16);
}

template <class T>
inline F lerp(F a, F b, T t) {
  return a + (b - a) * t;
}

// One octave of value noise for one vector of pixels: corner values are
// (hash >> 8) as whole numbers below 2^24, blended unscaled (exact
// differences); the weight carries the 2^-24. u and v are a vector or one
// float for all lanes: the same operations either way.
template <class Tu, class Tv>
inline F valueOctave(U base, Tu u, Tv v) {
  const F v00 = Isa::toFloat(finishHash(base) >> 8);
  const F v10 = Isa::toFloat(finishHash(base + kHashX) >> 8);
  const F v01 = Isa::toFloat(finishHash(base + kHashY) >> 8);
  const F v11 = Isa::toFloat(finishHash(base + (kHashX + kHashY)) >> 8);
  return lerp(lerp(v00, v10, u), lerp(v01, v11, u), v);
}

// One octave of raw gradient noise: xTerm(mixed, 0 or 1) is gx * dx at the
// left or right corners, yTerm(mixed, 0 or 1) gy * dy at the top or bottom.
template <class Tu, class Tv, class XTerm, class YTerm>
inline F gradientOctave(U base, Tu u, Tv v, XTerm xTerm, YTerm yTerm) {
  const U m00 = mixHash(base);
  const U m10 = mixHash(base + kHashX);
  const U m01 = mixHash(base + kHashY);
  const U m11 = mixHash(base + (kHashX + kHashY));
  const F n00 = Isa::withSign(m00, xTerm(m00, 0) + yTerm(m00, 0));
  const F n10 = Isa::withSign(m10, xTerm(m10, 1) + yTerm(m10, 0));
  const F n01 = Isa::withSign(m01, xTerm(m01, 0) + yTerm(m01, 1));
  const F n11 = Isa::withSign(m11, xTerm(m11, 1) + yTerm(m11, 1));
  return lerp(lerp(n00, n10, u), lerp(n01, n11, u), v);
}

// table * scale for a 16-entry gradient table: a product looked up later is
// the product computed in place, bit for bit.
inline void scaleTable(const float* table, float scale, float* out) {
  for (int k = 0; k < 16; k += N) {
    const F t = load<F>(table + k) * scale;
    __builtin_memcpy(out + k, &t, sizeof t);
  }
}

inline void storeRow(float* out, int at, int columns, F sum) {
  if (at + N <= columns) {
    __builtin_memcpy(out + at, &sum, sizeof sum);
  } else {
    float lanes[N];
    __builtin_memcpy(lanes, &sum, sizeof sum);
    for (int j = 0; at + j < columns; ++j) out[at + j] = lanes[j];
  }
}

inline void storeColumn(float* out, std::size_t stride, int at, int rows, F sum) {
  float lanes[N];
  __builtin_memcpy(lanes, &sum, sizeof sum);
  for (int j = 0; j < N && at + j < rows; ++j) out[(at + j) * stride] = lanes[j];
}

// The weight carries the amplitude (and 2^-24 for value noise, sqrt(2)/2 for
// gradient noise); the offset the gradient's halves, (n sqrt2 + 1) / 2.
void valueRow(const FieldRow& r) {
  for (int i = 0; i < r.columns; i += N) {
    F sum{};
    for (int o = 0; o < r.octaves; ++o) {
      const std::size_t at = o * r.stride + i;
      const U base = load<U>(r.hx + at) + r.hy[o];
      sum += valueOctave(base, load<F>(r.u + at), r.v[o]) * r.weight[o];
    }
    storeRow(r.out, i, r.columns, sum + r.offset);
  }
}

void gradientRow(const FieldRow& r) {
  // gy * dy: dy is the same along the row.
  alignas(64) float gy[kMaxOctaves][2][16];
  for (int o = 0; o < r.octaves; ++o) {
    scaleTable(kGradientY, r.fy[o], gy[o][0]);
    scaleTable(kGradientY, r.fy1[o], gy[o][1]);
  }
  for (int i = 0; i < r.columns; i += N) {
    F sum{};
    for (int o = 0; o < r.octaves; ++o) {
      const std::size_t at = o * r.stride + i;
      const U base = load<U>(r.hx + at) + r.hy[o];
      const F fx = load<F>(r.fx + at);
      const F dx[2] = {fx, fx - 1.0f};
      const auto xTerm = [&](U m, int c) { return Isa::fromTable(kGradientX, m) * dx[c]; };
      const auto yTerm = [&](U m, int c) { return Isa::fromTable(gy[o][c], m); };
      sum += gradientOctave(base, load<F>(r.u + at), r.v[o], xTerm, yTerm) * r.weight[o];
    }
    storeRow(r.out, i, r.columns, sum + r.offset);
  }
}

void valueStrip(const FieldStrip& s) {
  for (int i = 0; i < s.rows; i += N) {
    F sum{};
    for (int o = 0; o < s.octaves; ++o) {
      const std::size_t at = o * s.stride + i;
      const U base = load<U>(s.hy + at) + s.hx[o];
      sum += valueOctave(base, s.u[o], load<F>(s.v + at)) * s.weight[o];
    }
    storeColumn(s.out, s.outStride, i, s.rows, sum + s.offset);
  }
}

void gradientStrip(const FieldStrip& s) {
  // gx * dx: dx is the same down the column.
  alignas(64) float gx[kMaxOctaves][2][16];
  for (int o = 0; o < s.octaves; ++o) {
    scaleTable(kGradientX, s.fx[o], gx[o][0]);
    scaleTable(kGradientX, s.fx[o] - 1.0f, gx[o][1]);
  }
  for (int i = 0; i < s.rows; i += N) {
    F sum{};
    for (int o = 0; o < s.octaves; ++o) {
      const std::size_t at = o * s.stride + i;
      const U base = load<U>(s.hy + at) + s.hx[o];
      const F dy[2] = {load<F>(s.fy + at), load<F>(s.fy1 + at)};
      const auto xTerm = [&](U m, int c) { return Isa::fromTable(gx[o][c], m); };
      const auto yTerm = [&](U m, int c) { return Isa::fromTable(kGradientY, m) * dy[c]; };
      sum += gradientOctave(base, s.u[o], load<F>(s.v + at), xTerm, yTerm) * s.weight[o];
    }
    storeColumn(s.out, s.outStride, i, s.rows, sum + s.offset);
  }
}

// The fades of fade.h, written again here rather than included: an inline
// function from a shared header, compiled in this file for a wider
// instruction set, could be the copy the linker keeps for every caller.
template <int kFade, class T>
inline T fadeOf(T t) {
  if constexpr (kFade == 0) return t;
  if constexpr (kFade == 1) return t * t * (3.0 - 2.0 * t);
  return t * t * t * (t * (t * 6.0 - 15.0) + 10.0);
}

// coords.h's sane() and cellOf() on one axis, four positions at a time on
// the vector paths: after the clamp to +-1e9, truncation to int32 and a step
// down where that went up is floor exactly, and adding 0.0 turns -0.0 into
// 0.0 as floor's -0.0 - -0.0 would. The last positions (and the scalar
// path) take the same steps one at a time.
using D4 [[gnu::vector_size(32)]] = double;
using I4 [[gnu::vector_size(16)]] = std::int32_t;
using U4 [[gnu::vector_size(16)]] = std::uint32_t;
using F4 [[gnu::vector_size(16)]] = float;

template <int kFade, bool kMinusOne>
void axisTermsWith(const AxisRun& r) {
  int i = 0;
  if constexpr (N > 1) {
    for (; i + 4 <= r.count; i += 4) {
      D4 p = load<D4>(r.pos + i) * r.frequency;
      p = p != p ? D4{} : p + 0.0;
      p = p > 1e9 ? D4{} + 1e9 : p;
      p = p < -1e9 ? D4{} - 1e9 : p;
      const I4 truncated = __builtin_convertvector(p, I4);
      const I4 up = __builtin_convertvector(__builtin_convertvector(truncated, D4) > p, I4);  // -1 or 0
      const I4 cell = truncated + up;
      const D4 f = p - __builtin_convertvector(cell, D4);
      const U4 hash = reinterpret_cast<U4>(cell) * r.hashStep + r.hashAdd;
      const F4 faded = __builtin_convertvector(fadeOf<kFade>(f), F4);
      const F4 fraction = __builtin_convertvector(f, F4);
      __builtin_memcpy(r.hash + i, &hash, sizeof hash);
      __builtin_memcpy(r.fadeOut + i, &faded, sizeof faded);
      __builtin_memcpy(r.fraction + i, &fraction, sizeof fraction);
      if constexpr (kMinusOne) {
        const F4 minusOne = __builtin_convertvector(f - 1.0, F4);
        __builtin_memcpy(r.fractionMinusOne + i, &minusOne, sizeof minusOne);
      }
    }
  }
  for (; i < r.count; ++i) {
    double p = r.pos[i] * r.frequency;
    p = p != p ? 0.0 : p + 0.0;
    p = p > 1e9 ? 1e9 : p;
    p = p < -1e9 ? -1e9 : p;
    const std::int32_t truncated = static_cast<std::int32_t>(p);
    const std::int32_t cell = static_cast<double>(truncated) > p ? truncated - 1 : truncated;
    const double f = p - static_cast<double>(cell);
    r.hash[i] = static_cast<std::uint32_t>(cell) * r.hashStep + r.hashAdd;
    r.fadeOut[i] = static_cast<float>(fadeOf<kFade>(f));
    r.fraction[i] = static_cast<float>(f);
    if constexpr (kMinusOne) r.fractionMinusOne[i] = static_cast<float>(f - 1.0);
  }
}

template <bool kMinusOne>
void axisTermsFaded(const AxisRun& r) {
  if (r.fade == 0) return axisTermsWith<0, kMinusOne>(r);
  if (r.fade == 1) return axisTermsWith<1, kMinusOne>(r);
  return axisTermsWith<2, kMinusOne>(r);
}

void axisTerms(const AxisRun& r) {
  return r.fractionMinusOne ? axisTermsFaded<true>(r) : axisTermsFaded<false>(r);
}

inline RowKernels rowKernels() {
  return RowKernels{&valueRow, &gradientRow, &valueStrip, &gradientStrip, &axisTerms};
}

}  // namespace noisescope::kernels::NOISESCOPE_KERNEL_NS
