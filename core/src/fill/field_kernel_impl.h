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
// signed integer, to float), floor(F) (exact for |x| < 2^22, all the
// kernels ask), fromTable(const float* table, U h) and
// withSign(U h, F dot); vector paths also DH, IH, FH (N / 2 doubles, int32s,
// floats), join(IH, IH) -> I and join(FH, FH) -> F (lanes of the first,
// then of the second) and any(I mask) (whether a comparison holds in any
// lane); positive(F x), x where x > 0, else +0 (NaN too: SSE's max, one
// instruction); and a struct Fma whose fma(a, b, c) is a * b + c
// rounded once, std::fma's float on every path (the warped kernel's
// arithmetic). The tables have 16 entries, 8..15 exactly the
// negations of 0..7; fromTable gives table[h >> 28] and withSign returns dot
// unchanged, or (where one permute reaches only 8 entries) fromTable gives
// table[(h >> 28) & 7] and withSign negates dot where h's top bit is set:
// negating both products of a dot product negates it exactly.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "fill/field_kernels.h"

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

// a * b + c rounded twice: every unwarped fill (its golden values record
// it). A warped fill's kernels (the warp fields' rows, the warped elevation)
// take Isa::Fma instead, rounded once, for their dot products, blends,
// weights and the fade: fewer instructions where the CPU fuses them (on
// AVX-512 the warped fill about 10% faster), and closer to `sample`.
struct TwoRoundings {
  F operator()(F a, F b, F c) const { return a * b + c; }
};

// t on every lane as it is (0 + t would turn -0 into 0).
inline F lanes(F t) { return t; }
template <class T>
  requires(N > 1)
inline F lanes(T t) {
  return t - F{};
}

// The blend from a to b by t with fma's products and sums: (b - a) t + a
// (with TwoRoundings, a + (b - a) t exactly: sums commute).
template <class Fma, class T>
inline F lerpWith(const Fma& fma, F a, F b, T t) {
  return fma(b - a, lanes(t), a);
}

// One octave of value noise for one vector of pixels: corner values are
// (hash >> 8) as whole numbers below 2^24, blended unscaled (exact
// differences); the weight carries the 2^-24. u and v are a vector or one
// float for all lanes: the same operations either way; fma's blends.
template <class Tu, class Tv, class Fma>
inline F valueOctave(U base, Tu u, Tv v, const Fma& fma) {
  const F v00 = Isa::toFloat(finishHash(base) >> 8);
  const F v10 = Isa::toFloat(finishHash(base + kHashX) >> 8);
  const F v01 = Isa::toFloat(finishHash(base + kHashY) >> 8);
  const F v11 = Isa::toFloat(finishHash(base + (kHashX + kHashY)) >> 8);
  return lerpWith(fma, lerpWith(fma, v00, v10, u), lerpWith(fma, v01, v11, u), v);
}

// One octave of raw gradient noise: dot(mixed, cx, cy) is the gradient's
// dot product at corner (cx, cy), each 0 or 1; fma's blends.
template <class Tu, class Tv, class Dot, class Fma>
inline F gradientOctave(U base, Tu u, Tv v, Dot dot, const Fma& fma) {
  const U m00 = mixHash(base);
  const U m10 = mixHash(base + kHashX);
  const U m01 = mixHash(base + kHashY);
  const U m11 = mixHash(base + (kHashX + kHashY));
  const F n00 = Isa::withSign(m00, dot(m00, 0, 0));
  const F n10 = Isa::withSign(m10, dot(m10, 1, 0));
  const F n01 = Isa::withSign(m01, dot(m01, 0, 1));
  const F n11 = Isa::withSign(m11, dot(m11, 1, 1));
  return lerpWith(fma, lerpWith(fma, n00, n10, u), lerpWith(fma, n01, n11, u), v);
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

// kWays vectors of N items side by side from each i (a step's template
// argument), then single vectors to count: independent chains keep the
// vector pipes busy. Each vector starts before count; loads may read up to
// N - 1 items past it, as one vector at a time did.
template <int kWays, class Step>
inline void inWays(int count, Step step) {
  int i = 0;
  for (; i + (kWays - 1) * N < count; i += kWays * N) step.template operator()<kWays>(i);
  for (; i < count; i += N) step.template operator()<1>(i);
}

// The row and strip kernels: three vectors per step with 32 wide registers
// (measured on Zen, AVX-512: the plain fill 8% faster); sixteen do not hold three.
constexpr int kRowWays = N >= 16 ? 3 : 1;

// For the vectors at items j < count: the sum over octaves, octave by
// octave, each term(o, at, sum) returning sum plus its own (at = o * stride
// + j), handed to store(j, sum).
template <class Term, class Store>
inline void octaveSums(int count, int octaves, std::size_t stride, Term term, Store store) {
  inWays<kRowWays>(count, [&]<int kWays>(int i) __attribute__((always_inline)) {
    F sum[kWays] = {};
    for (int o = 0; o < octaves; ++o)
      for (int w = 0; w < kWays; ++w) sum[w] = term(o, o * stride + i + w * N, sum[w]);
    for (int w = 0; w < kWays; ++w) store(i + w * N, sum[w]);
  });
}

// The weight carries the amplitude (and 2^-24 for value noise, sqrt(2)/2 for
// gradient noise); the offset the gradient's halves, (n sqrt2 + 1) / 2. fma:
// TwoRoundings (unwarped fills) or Isa::Fma (the warp fields, as the warped
// elevation).
template <class Fma>
void valueRowWith(const FieldRow& r, const Fma& fma) {
  octaveSums(
      r.columns, r.octaves, r.stride,
      [&](int o, std::size_t at, F sum) __attribute__((always_inline)) {
        const U base = load<U>(r.hx + at) + r.hy[o];
        return fma(valueOctave(base, load<F>(r.u + at), r.v[o], fma), lanes(r.weight[o]), sum);
      },
      [&](int j, F sum) __attribute__((always_inline)) { storeRow(r.out, j, r.columns, sum + r.offset); });
}

template <class Fma>
void gradientRowWith(const FieldRow& r, const Fma& fma) {
  // gy * dy: dy is the same along the row.
  alignas(64) float gy[kMaxOctaves][2][16];
  for (int o = 0; o < r.octaves; ++o) {
    scaleTable(kGradientY, r.fy[o], gy[o][0]);
    scaleTable(kGradientY, r.fy1[o], gy[o][1]);
  }
  octaveSums(
      r.columns, r.octaves, r.stride,
      [&](int o, std::size_t at, F sum) __attribute__((always_inline)) {
        const U base = load<U>(r.hx + at) + r.hy[o];
        const F fx = load<F>(r.fx + at);
        const F dx[2] = {fx, fx - 1.0f};
        const auto dot = [&](U m, int cx, int cy) {
          return fma(Isa::fromTable(kGradientX, m), dx[cx], Isa::fromTable(gy[o][cy], m));
        };
        return fma(gradientOctave(base, load<F>(r.u + at), r.v[o], dot, fma), lanes(r.weight[o]), sum);
      },
      [&](int j, F sum) __attribute__((always_inline)) { storeRow(r.out, j, r.columns, sum + r.offset); });
}

void valueRow(const FieldRow& r) { valueRowWith(r, TwoRoundings{}); }
void gradientRow(const FieldRow& r) { gradientRowWith(r, TwoRoundings{}); }
void valueRowFused(const FieldRow& r) { valueRowWith(r, typename Isa::Fma{}); }
void gradientRowFused(const FieldRow& r) { gradientRowWith(r, typename Isa::Fma{}); }

void valueStrip(const FieldStrip& s) {
  const TwoRoundings twice;
  octaveSums(
      s.rows, s.octaves, s.stride,
      [&](int o, std::size_t at, F sum) __attribute__((always_inline)) {
        const U base = load<U>(s.hy + at) + s.hx[o];
        return twice(valueOctave(base, s.u[o], load<F>(s.v + at), twice), lanes(s.weight[o]), sum);
      },
      [&](int j, F sum) __attribute__((always_inline)) { storeColumn(s.out, s.outStride, j, s.rows, sum + s.offset); });
}

void gradientStrip(const FieldStrip& s) {
  const TwoRoundings twice;
  // gx * dx: dx is the same down the column.
  alignas(64) float gx[kMaxOctaves][2][16];
  for (int o = 0; o < s.octaves; ++o) {
    scaleTable(kGradientX, s.fx[o], gx[o][0]);
    scaleTable(kGradientX, s.fx[o] - 1.0f, gx[o][1]);
  }
  octaveSums(
      s.rows, s.octaves, s.stride,
      [&](int o, std::size_t at, F sum) __attribute__((always_inline)) {
        const U base = load<U>(s.hy + at) + s.hx[o];
        const F dy[2] = {load<F>(s.fy + at), load<F>(s.fy1 + at)};
        const auto dot = [&](U m, int cx, int cy) {
          return twice(Isa::fromTable(kGradientY, m), dy[cy], Isa::fromTable(gx[o][cx], m));
        };
        return twice(gradientOctave(base, s.u[o], load<F>(s.v + at), dot, twice), lanes(s.weight[o]), sum);
      },
      [&](int j, F sum) __attribute__((always_inline)) { storeColumn(s.out, s.outStride, j, s.rows, sum + s.offset); });
}

// The fades of fade.h, written again here rather than included: an inline
// function from a shared header, compiled in this file for a wider
// instruction set, could be the copy the linker keeps for every caller.
template <int kFade, class T>
inline T fadeOf(T t) {
  if constexpr (kFade == 0) return t;
  if constexpr (kFade == 1) return t * t * (3.0 - 2.0 * t);
  const T q = t * t * t * (t * (t * 6.0 - 15.0) + 10.0);
  return q < 1.0 ? q : T{} + 1.0;  // held to 1 where rounding passes it (fade.h)
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

// Tiled runs take the one-at-a-time loop below: the same steps.
template <int kFade, bool kMinusOne>
void axisTermsWith(const AxisRun& r) {
  int i = 0;
  if constexpr (N > 1) {
    const bool fourAtATime = r.period <= 0.0;
    for (; fourAtATime && i + 4 <= r.count; i += 4) {
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
      if (r.hashNext) {
        const U4 next = hash + r.hashStep;
        __builtin_memcpy(r.hashNext + i, &next, sizeof next);
      }
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
    r.hash[i] = wrapped(cell, r.period) * r.hashStep + r.hashAdd;
    if (r.hashNext) r.hashNext[i] = wrapped(std::int64_t{cell} + 1, r.period) * r.hashStep + r.hashAdd;
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

// ---- Pixels at their own positions ----

// Round to nearest (ties to even) for |x| < 2^22, by the float format
// itself: the same on every path.
inline F roundNearest(F x) { return (x + 12582912.0f) - 12582912.0f; }


template <class T>
inline T absOf(T x) {
  return __builtin_bit_cast(T, __builtin_bit_cast(U, x) & 0x7FFFFFFFu);
}

// The terms of one octave at N pixels of the point path.
struct PointTerms {
  U x0, x1;  // x part of the hash at the cell's two columns (wrapped when tiled)
  U y0, y1;  // y and seed part at its two rows (x1, y1 unused where kAdjacent)
  F u, v;    // faded fractions
  F fx;      // x fraction
  F fy, fy1; // y fraction, and minus one
};

// One octave of the point path, ridged when asked. kGradient: gradient
// noise, else value noise; kTime: two planes in t blended by w, with gz the
// octave's two tables of gz * dz; kAdjacent: x1 and y1 are the next cells
// (untiled), found here; fma: a * b + c (TwoRoundings or Isa::Fma).
// Returns sum plus the octave's weighted noise.
template <bool kGradient, bool kTime, bool kRidged, bool kAdjacent = true, class Fma>
[[gnu::always_inline]] inline F pointOctave(const PointRun& r, int o, const PointTerms& t, const float (*gz)[16],
                                            F sum, const Fma& fma) {
  const float* tableX = kTime ? kGradient3X : kGradientX;
  const float* tableY = kTime ? kGradient3Y : kGradientY;
  // Inlined by force: GCC otherwise calls the two planes of time as
  // functions, each octave, at twice the cost.
  const auto plane = [&](std::uint32_t hz, int c) __attribute__((always_inline)) -> F {
    const U b00 = t.x0 + t.y0 + hz;
    U b10, b01, b11;
    if constexpr (kAdjacent) {  // untiled: the next cells' hash parts, one add each
      b10 = b00 + kHashX;
      b01 = b00 + kHashY;
      b11 = b00 + (kHashX + kHashY);
    } else {
      b10 = t.x1 + t.y0 + hz;
      b01 = t.x0 + t.y1 + hz;
      b11 = t.x1 + t.y1 + hz;
    }
    if constexpr (kGradient) {
      const F dx[2] = {t.fx, t.fx - 1.0f};
      const F dy[2] = {t.fy, t.fy1};
      const auto dot = [&](U b, int cx, int cy) __attribute__((always_inline)) {
        const U m = mixHash(b);
        F d = fma(Isa::fromTable(tableX, m), dx[cx], Isa::fromTable(tableY, m) * dy[cy]);
        if constexpr (kTime) d = d + Isa::fromTable(gz[c], m);
        return Isa::withSign(m, d);
      };
      return lerpWith(fma, lerpWith(fma, dot(b00, 0, 0), dot(b10, 1, 0), t.u),
                      lerpWith(fma, dot(b01, 0, 1), dot(b11, 1, 1), t.u), t.v);
    } else {
      (void)c;
      (void)gz;
      const auto value = [](U b) __attribute__((always_inline)) { return Isa::toFloat(finishHash(b) >> 8); };
      return lerpWith(fma, lerpWith(fma, value(b00), value(b10), t.u), lerpWith(fma, value(b01), value(b11), t.u),
                      t.v);
    }
  };
  F n;
  if constexpr (kTime)
    n = lerpWith(fma, plane(r.hz[o], 0), plane(r.hz[o] + kHashZ, 1), r.w[o]);
  else
    n = plane(0u, 0);
  if constexpr (kRidged) n = 1.0f - absOf(fma(n, lanes(r.ridgeScale), lanes(-r.ridgeShift)));
  return fma(n, lanes(r.weight[o]), sum);
}

// gz * dz for each octave's two planes (time with gradient noise).
struct TimeTables {
  alignas(64) float gz[kMaxOctaves][2][16];
};

template <bool kGradient, bool kTime>
inline void fillTimeTables(const PointRun& r, TimeTables& t) {
  if constexpr (kGradient && kTime)
    for (int o = 0; o < r.octaves; ++o) {
      scaleTable(kGradient3Z, r.fz[o], t.gz[o][0]);
      scaleTable(kGradient3Z, r.fz1[o], t.gz[o][1]);
    }
}

// The point path from tables (tiled fields).
template <bool kGradient, bool kTime, bool kRidged>
void pointsWith(const PointRun& r) {
  TimeTables tables;
  fillTimeTables<kGradient, kTime>(r, tables);
  const TwoRoundings twice;
  for (int i = 0; i < r.count; i += N) {
    F sum{};
    for (int o = 0; o < r.octaves; ++o) {
      const std::size_t at = o * r.stride + i;
      const PointTerms t{load<U>(r.hx + at), load<U>(r.hx1 + at), load<U>(r.hy + at), load<U>(r.hy1 + at),
                         load<F>(r.u + at),  load<F>(r.v + at),   load<F>(r.fx + at), load<F>(r.fy + at),
                         load<F>(r.fy1 + at)};
      sum = pointOctave<kGradient, kTime, kRidged, false>(r, o, t, tables.gz[o], sum, twice);
    }
    storeRow(r.out, i, r.count, sum + r.offset);
  }
}

// coords.h's sane() and floor on N positions, in double: the cell's bits,
// the fraction and its fade (in double, as axisTerms), rounded to float.
// Truncation and a step down where that went up is floor exactly after the
// clamp. Vector paths work on two halves of
// N / 2 doubles, each one register wide.
template <class T>
inline T saneTimes(T p) {
  p = p != p ? T{} : p + 0.0;
  p = p > 1e9 ? T{} + 1e9 : p;
  return p < -1e9 ? T{} - 1e9 : p;
}

// With `then` (FamilyRun's scaleB), the position is pos * frequency * then;
// a factor of 1 changes no bit.
template <int kFade, class S = Isa>
inline void cellLanes(const double* pos, double frequency, typename S::U& cell, typename S::F& fraction,
                      typename S::F& faded, double then = 1.0) {
  if constexpr (S::kLanes == 1) {
    const double p = saneTimes(*pos * frequency * then);
    const std::int32_t truncated = static_cast<std::int32_t>(p);
    const std::int32_t whole = static_cast<double>(truncated) > p ? truncated - 1 : truncated;
    const double f = p - static_cast<double>(whole);
    cell = static_cast<std::uint32_t>(whole);
    fraction = static_cast<float>(f);
    faded = static_cast<float>(fadeOf<kFade>(f));
  } else {
    using DH = typename S::DH;
    using IH = typename S::IH;
    using FH = typename S::FH;
    const auto half = [&](const double* at, IH& c, FH& f, FH& u) {
      const DH p = saneTimes(load<DH>(at) * frequency * then);
      const DH t = __builtin_convertvector(__builtin_convertvector(p, IH), DH);
      const DH floor = t > p ? t - 1.0 : t;
      const DH x = p - floor;
      c = __builtin_convertvector(floor, IH);
      f = __builtin_convertvector(x, FH);
      u = __builtin_convertvector(fadeOf<kFade>(x), FH);
    };
    IH c0, c1;
    FH f0, f1, u0, u1;
    half(pos, c0, f0, u0);
    half(pos + N / 2, c1, f1, u1);
    cell = reinterpret_cast<U>(S::join(c0, c1));
    fraction = S::join(f0, f1);
    faded = S::join(u0, u1);
  }
}

// The point path with every term found in registers.
template <int kFade, bool kGradient, bool kTime, bool kRidged>
void fusedWith(const PointRun& r) {
  TimeTables tables;
  fillTimeTables<kGradient, kTime>(r, tables);
  const TwoRoundings twice;
  for (int i = 0; i < r.count; i += N) {
    F sum{};
    for (int o = 0; o < r.octaves; ++o) {
      U cx, cy;
      PointTerms t;
      cellLanes<kFade>(r.xs + i, r.frequency[o], cx, t.fx, t.u);
      cellLanes<kFade>(r.ys + i, r.frequency[o], cy, t.fy, t.v);
      t.fy1 = t.fy - 1.0f;
      t.x0 = cx * kHashX;
      t.y0 = cy * kHashY + r.seedHash[o];
      sum = pointOctave<kGradient, kTime, kRidged>(r, o, t, tables.gz[o], sum, twice);
    }
    storeRow(r.out, i, r.count, sum + r.offset);
  }
}

template <int kFade, bool kGradient>
void fused(const PointRun& r) {
  if (r.time) return r.ridged ? fusedWith<kFade, kGradient, true, true>(r) : fusedWith<kFade, kGradient, true, false>(r);
  return r.ridged ? fusedWith<kFade, kGradient, false, true>(r) : fusedWith<kFade, kGradient, false, false>(r);
}

// The fades in float, for fractions found in float (the warped kernel),
// the quintic's last Horner step by fma. (Its first, t 6 - 15, and the
// warp's move, fraction + offset * scale, stay rounded twice: their exact
// values have few bits, so often fall halfway between two floats, where
// SSE2's fma takes its slow branch, Isa::Fma there.)
template <int kFade, class Fma>
inline F fadeFloat(const Fma& fma, F t) {
  if constexpr (kFade == 0) return t;
  if constexpr (kFade == 1) return t * t * (3.0f - 2.0f * t);
  // Held to 1 where rounding passes it (fade.h): found by fuzz_core_terrain,
  // a warped value octave 3.8e-7 below 0 where the quintic gave 1 + 4 ulps.
  const F q = t * t * t * fma(t * 6.0f - 15.0f, t, F{} + 10.0f);
  return q > 1.0f ? F{} + 1.0f : q;
}

// Each lane as a signed integer (lanes hold whole numbers here), as uint32.
template <class T, class R = U>
inline R wholeOf(T x) {
  if constexpr (N == 1) {
    return static_cast<R>(static_cast<std::int32_t>(x));
  } else {
    using I [[gnu::vector_size(sizeof(T))]] = std::int32_t;
    return reinterpret_cast<R>(__builtin_convertvector(x, I));
  }
}

template <class S>
concept HasFloorWhole = requires(typename S::F x) { S::floorWhole(x); };

// A cell (as its hash part) and fraction moved by d cells, |d| < 2^22:
// fraction + d, rounded once, split into whole cells (exact) and fraction.
template <class S = Isa>
inline void moved(F d, std::uint32_t step, U& hash, F& fraction) {
  const F t = fraction + d;
  const F whole = Isa::floor(t);
  fraction = t - whole;
  if constexpr (HasFloorWhole<S>)
    hash = hash + S::floorWhole(t) * step;  // the same whole, converted beside floor, not after it
  else
    hash = hash + wholeOf(whole) * step;
}

// The point path on a grid (PointLayout::Grid), with offsets when kOffset.
template <int kFade, bool kGradient, bool kTime, bool kRidged, bool kOffset>
void gridWith(const PointRun& r) {
  TimeTables tables;
  fillTimeTables<kGradient, kTime>(r, tables);
  // sum plus octave o at the N pixels from column i, moved by (ox, oy) when
  // kOffset.
  const auto octave = [&](int i, int o, F ox, F oy, F sum, const auto& fma) __attribute__((always_inline)) {
    const std::size_t at = o * r.stride + i;
    PointTerms t;
    t.x0 = load<U>(r.hx + at);
    t.fx = load<F>(r.fx + at);
    t.y0 = U{} + r.rowHy[o];
    t.fy = F{} + r.rowFy[o];
    if constexpr (kOffset) {
      moved(ox * r.scale[o], kHashX, t.x0, t.fx);
      moved(oy * r.scale[o], kHashY, t.y0, t.fy);
      t.u = fadeFloat<kFade>(fma, t.fx);
      t.v = fadeFloat<kFade>(fma, t.fy);
      t.fy1 = t.fy - 1.0f;
    } else {
      (void)ox;
      (void)oy;
      t.u = load<F>(r.u + at);
      t.v = F{} + r.rowV[o];
      t.fy1 = F{} + r.rowFy1[o];
    }
    return pointOctave<kGradient, kTime, kRidged>(r, o, t, tables.gz[o], sum, fma);
  };
  // kWays vectors of pixels from column i, stored.
  const auto pixels = [&]<int kWays>(int i) __attribute__((always_inline)) {
    const std::conditional_t<kOffset, typename Isa::Fma, TwoRoundings> fma;
    F ox[kWays] = {}, oy[kWays] = {}, sum[kWays] = {};
    for (int w = 0; w < kWays; ++w)
      if constexpr (kOffset) {
        ox[w] = load<F>(r.g + i + w * N) * 2.0f - 1.0f;
        oy[w] = load<F>(r.h + i + w * N) * 2.0f - 1.0f;
      }
    for (int o = 0; o < r.octaves; ++o)
      for (int w = 0; w < kWays; ++w) sum[w] = octave(i + w * N, o, ox[w], oy[w], sum[w], fma);
    for (int w = 0; w < kWays; ++w) storeRow(r.out, i + w * N, r.count, sum[w] + r.offset);
  };
  // Warped, each octave is a long chain of dependent steps: three vectors of
  // pixels side by side keep the vector pipes busy (measured on Zen: 15% off
  // the warped fill, with the AVX-512 file scheduled by GCC to interleave the
  // chains; two gave 7%, four spill). Sixteen registers do not hold three.
  inWays<kOffset ? kRowWays : 1>(r.count, pixels);
}

template <int kFade, bool kGradient, bool kTime, bool kRidged>
void gridOffset(const PointRun& r) {
  if (r.g) return gridWith<kFade, kGradient, kTime, kRidged, true>(r);
  return gridWith<kFade, kGradient, kTime, kRidged, false>(r);
}

template <int kFade, bool kGradient>
void grid(const PointRun& r) {
  if (r.time) return r.ridged ? gridOffset<kFade, kGradient, true, true>(r) : gridOffset<kFade, kGradient, true, false>(r);
  return r.ridged ? gridOffset<kFade, kGradient, false, true>(r) : gridOffset<kFade, kGradient, false, false>(r);
}

template <bool kGradient>
void points(const PointRun& r) {
  switch (r.layout) {
    case PointLayout::Positions:
      if (r.fade == 0) return fused<0, kGradient>(r);
      if (r.fade == 1) return fused<1, kGradient>(r);
      return fused<2, kGradient>(r);
    case PointLayout::Grid:
      if (r.fade == 0) return grid<0, kGradient>(r);
      if (r.fade == 1) return grid<1, kGradient>(r);
      return grid<2, kGradient>(r);
    case PointLayout::Tables: break;
  }
  if (r.time) return r.ridged ? pointsWith<kGradient, true, true>(r) : pointsWith<kGradient, true, false>(r);
  return r.ridged ? pointsWith<kGradient, false, true>(r) : pointsWith<kGradient, false, false>(r);
}

// ---- Shaping ----

// The first `lanes` values from p, zeros after.
inline F partial(const float* p, int lanes) {
  float in[N] = {};
  for (int j = 0; j < lanes; ++j) in[j] = p[j];
  return load<F>(in);
}

// e^x for e > 0: log2 by the series of atanh ((m - 1) / (m + 1), m the
// mantissa in [sqrt(1/2), sqrt(2))), exp2 by Taylor's series on [-1/2, 1/2]
// and the exponent bits. Relative error about 1e-7 over the ranges used.
inline F powOf(F e, float x) {
  const U bits = __builtin_bit_cast(U, e);
  const U exponentBits = (bits >> 23) - 127u;
  F m = __builtin_bit_cast(F, (bits & 0x007FFFFFu) | 0x3F800000u);
  const F k0 = Isa::toFloat(exponentBits);
  const F big = m > 1.41421356f ? F{} + 1.0f : F{};
  m = m * (1.0f - 0.5f * big);
  const F k = k0 + big;
  const F s = (m - 1.0f) / (m + 1.0f);
  const F s2 = s * s;
  const F ln = 2.0f * s * (1.0f + s2 * (0.33333333f + s2 * (0.2f + s2 * (0.14285714f + s2 * 0.11111111f))));
  F y = (k + ln * 1.44269504f) * x;
  y = y < -126.0f ? F{} - 126.0f : y;
  y = y > 126.0f ? F{} + 126.0f : y;
  const F n = roundNearest(y);
  const F z = (y - n) * 0.69314718f;
  const F p =
      1.0f + z * (1.0f + z * (0.5f + z * (0.16666667f + z * (0.041666668f + z * (0.0083333338f + z * (0.0013888889f + z * 0.00019841270f))))));
  const U scale = (__builtin_bit_cast(U, n + 12582912.0f) - __builtin_bit_cast(U, F{} + 12582912.0f)) << 23;
  const F result = __builtin_bit_cast(F, __builtin_bit_cast(U, p) + scale);
  return e > 1e-30f ? result : F{};
}

// e^n for a whole n in [2, 8] by squaring and multiplying, most significant
// bit first: at most 6 products, each rounded once, so closer to pow than
// powOf and 8 to 12 times cheaper. Zero where powOf gives zero.
inline F powWhole(F e, int n) {
  int top = 1;
  while (top * 2 <= n) top *= 2;
  F p = e;
  for (int bit = top / 2; bit != 0; bit /= 2) {
    p = p * p;
    if ((n & bit) != 0) p = p * e;
  }
  return e > 1e-30f ? p : F{};
}

// The height curve of r on e (height_curve.h): e held to [0, 1] (NaN: 0),
// its piece chosen by a compare per piece, the cubic by Horner's rule, its
// rounding held to [0, 1].
inline F curveOf(const ShapeRun& r, F e) {
  e = Isa::positive(e);
  e = e < 1.0f ? e : F{} + 1.0f;
  F x0 = F{} + r.curveX0[0], inv = F{} + r.curveInvWidth[0], a = F{} + r.curveA[0], b = F{} + r.curveB[0],
    c = F{} + r.curveC[0], d = F{} + r.curveD[0];
  for (int k = 1; k < r.curvePieces; ++k) {
    const auto in = e >= r.curveX0[k];
    x0 = in ? F{} + r.curveX0[k] : x0;
    inv = in ? F{} + r.curveInvWidth[k] : inv;
    a = in ? F{} + r.curveA[k] : a;
    b = in ? F{} + r.curveB[k] : b;
    c = in ? F{} + r.curveC[k] : c;
    d = in ? F{} + r.curveD[k] : d;
  }
  const F t = (e - x0) * inv;
  const F y = a + t * (b + t * (c + t * d));
  const F above = Isa::positive(y);  // rounding kept inside [0, 1]
  return above < 1.0f ? above : F{} + 1.0f;
}

// step(e, i) on every vector of values[0, count), in place; the last,
// partial vector padded with zeros.
template <class Step>
inline void overRow(float* values, int count, Step step) {
  int i = 0;
  for (; i + N <= count; i += N) {
    const F e = step(load<F>(values + i), i);
    __builtin_memcpy(values + i, &e, sizeof e);
  }
  if (i < count) storeRow(values, i, count, step(partial(values + i, count - i), i));
}

// Steps 3 to 5 on one vector of elevations e at column i (the height curve,
// when on, a branch the whole row takes alike). kPower: 1 no
// exponent, 0 a fractional one, 2 to 8 that whole one; kShape: 0 no island,
// 1 square, 2 round, 3 radial; kMode: 0 lerp, 1 multiply.
template <int kPower, int kShape, int kMode, bool kTerraces>
inline F shapeOf(const ShapeRun& r, const float (&row)[5], F e, int i) {
  if constexpr (kPower == 0) e = powOf(e, r.exponent);
  if constexpr (kPower >= 2) e = powWhole(e, kPower);
  if (r.curvePieces != 0) e = curveOf(r, e);
  if constexpr (kShape != 0) {
    const F column = load<F>(r.column + i);  // padded to whole vectors
    F d;
    if constexpr (kShape == 1) d = 1.0f - column * row[0];
    if constexpr (kShape != 1) d = column + row[1];
    // A product, not a division (which costs as much as the whole step):
    // within one rounding of d / sqrt2.
    if constexpr (kShape == 2) d = d * 0.70710678f;
    // d >= 0 by construction (squares, or 1 less a product of two numbers in
    // [0, 1]); this clamps it to 1 and makes a NaN 1.
    d = d < 1.0f ? d : F{} + 1.0f;
    if (r.distance) storeRow(r.distance, i, r.count, d);
    if constexpr (kMode == 0) e = e + (1.0f - d - e) * row[2];
    if constexpr (kMode == 1) e = e * (1.0f - row[2] * d);
  }
  // k * (1 / L), within one rounding of k / L, for the same reason.
  if constexpr (kTerraces) e = Isa::floor(e * row[3] + 0.5f) * row[4];
  return e;
}

template <int kPower, int kShape, int kMode, bool kTerraces>
void shapeWith(const ShapeRun& r) {
  const float cy = r.ny < -1.0f ? -1.0f : r.ny > 1.0f ? 1.0f : r.ny;
  const float levels = static_cast<float>(r.terraces);
  // 1 - cy^2 (square), ny^2 (round, radial), mix, L, 1 / L.
  const float row[5] = {1.0f - cy * cy, r.ny * r.ny, r.islandMix, levels, 1.0f / levels};
  const ShapeRun run = r;  // as biomeRow's
  overRow(run.values, run.count, [&](F e, int i) { return shapeOf<kPower, kShape, kMode, kTerraces>(run, row, e, i); });
}

template <int kPower, int kShape, int kMode>
void shapeTerraced(const ShapeRun& r) {
  if (r.terraces != 0) return shapeWith<kPower, kShape, kMode, true>(r);
  shapeWith<kPower, kShape, kMode, false>(r);
}

template <int kPower, int kShape>
void shapeIsland(const ShapeRun& r) {
  if (kShape != 0 && r.islandMode != 0) return shapeTerraced<kPower, kShape, 1>(r);
  shapeTerraced<kPower, kShape, 0>(r);
}

template <int kPower>
void shapePowered(const ShapeRun& r) {
  switch (r.island) {
    case 0: return shapeIsland<kPower, 0>(r);
    case 1: return shapeIsland<kPower, 1>(r);
    case 2: return shapeIsland<kPower, 2>(r);
    default: return shapeIsland<kPower, 3>(r);
  }
}

// All steps in one pass over the row, each vector loaded and stored once;
// the choices are made per row, not per vector.
void shapeRow(const ShapeRun& r) {
  // An exponent that is a whole number takes the exact path.
  const int whole = r.exponent >= 2.0f && r.exponent <= 8.0f &&
                            r.exponent == static_cast<float>(static_cast<int>(r.exponent))
                        ? static_cast<int>(r.exponent)
                        : 0;
  if (r.exponent == 1.0f) return shapePowered<1>(r);
  switch (whole) {
    case 0: return shapePowered<0>(r);
    case 2: return shapePowered<2>(r);
    case 3: return shapePowered<3>(r);
    case 4: return shapePowered<4>(r);
    case 5: return shapePowered<5>(r);
    case 6: return shapePowered<6>(r);
    case 7: return shapePowered<7>(r);
    default: return shapePowered<8>(r);
  }
}

// Each cut a compare and a masked add or move (AVX-512); the classes are
// small whole numbers, so the sums are exact in any order.
// The run's fields are copied first: out may alias them, as far as the
// compiler knows, which would read them again for every vector.
void biomeRow(const BiomeRun& r) {
  const BiomeRun run = r;
  for (int i = 0; i < run.count; i += N) {
    const int lanes = run.count - i < N ? run.count - i : N;
    const F e = lanes == N ? load<F>(run.elevation + i) : partial(run.elevation + i, lanes);
    const F w = lanes == N ? load<F>(run.moisture + i) : partial(run.moisture + i, lanes);
    F c = F{} + 2.0f;  // low, dry
    c = e >= run.h ? c + 3.0f : c;
    c = e >= run.t3 ? c + 3.0f : c;
    c = w >= run.w1 ? c + 1.0f : c;
    c = w >= run.w2 ? c + 1.0f : c;
    c = e < run.t2 ? F{} + 1.0f : c;
    c = e >= run.t1 ? c : F{};  // NaN is water
    storeRow(run.out, i, run.count, c);
  }
}

}  // namespace noisescope::kernels::NOISESCOPE_KERNEL_NS

#include "fill/family_kernel_impl.h"

namespace noisescope::kernels::NOISESCOPE_KERNEL_NS {

inline RowKernels rowKernels() {
  // In NoiseKind order, as RowKernels::kinds is indexed.
  return RowKernels{{{KindKernels{&valueRow, &valueStrip, &points<false>, &valueRowFused},
                      KindKernels{&gradientRow, &gradientStrip, &points<true>, &gradientRowFused}}},
                    &axisTerms,
                    &shapeRow,
                    &biomeRow,
                    &simplexPoints,
                    &worleyPoints};
}

}  // namespace noisescope::kernels::NOISESCOPE_KERNEL_NS
