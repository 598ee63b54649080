// The 4-lane path: SSE2, which every x86-64 CPU has. SSE2 has no variable
// permute, so the gradient table is read lane by lane.
#include "fill/field_kernels.h"

#include <cmath>
#include <cstdint>

#if defined(__x86_64__)
#include <emmintrin.h>

#define NOISESCOPE_KERNEL_NS sse2
namespace noisescope::kernels::sse2 {
struct Isa {
  using F [[gnu::vector_size(16)]] = float;
  using U [[gnu::vector_size(16)]] = std::uint32_t;
  using I [[gnu::vector_size(16)]] = std::int32_t;
  using DH [[gnu::vector_size(16)]] = double;
  using IH [[gnu::vector_size(8)]] = std::int32_t;
  using FH [[gnu::vector_size(8)]] = float;
  static constexpr int kLanes = 4;
  // Whether any lane of a comparison's mask is set.
  static bool any(I mask) { return _mm_movemask_ps(reinterpret_cast<__m128>(mask)) != 0; }
  static I join(IH a, IH b) { return __builtin_shufflevector(a, b, 0, 1, 2, 3); }
  static F join(FH a, FH b) { return __builtin_shufflevector(a, b, 0, 1, 2, 3); }
  static F toFloat(U u) { return __builtin_convertvector(reinterpret_cast<I>(u), F); }
  // SSE2 has no rounding instruction: round |x| by the float format (exact
  // for |x| < 2^23: |x| + 2^23 has a unit ulp; x + 1.5 2^23 rounded to even
  // from 2^22 on, found by the core_terrain fuzz target), give it x's sign,
  // and step down where it went up. From 2^23 on every float is whole: x
  // itself, so the other paths' floor is matched for all x.
  static F floor(F x) {
    const U sign = reinterpret_cast<U>(x) & 0x80000000u;
    const F size = reinterpret_cast<F>(reinterpret_cast<U>(x) & 0x7FFFFFFFu);
    const F rounded = (size + 8388608.0f) - 8388608.0f;
    const F r = reinterpret_cast<F>(reinterpret_cast<U>(rounded) | sign);
    const F whole = r > x ? r - 1.0f : r;
    return size < 8388608.0f ? whole : x;
  }
  static F withSign(U, F dot) { return dot; }
  static F sqrt(F x) { return reinterpret_cast<F>(_mm_sqrt_ps(reinterpret_cast<__m128>(x))); }
  static F positive(F x) { return reinterpret_cast<F>(_mm_max_ps(reinterpret_cast<__m128>(x), _mm_setzero_ps())); }
  // a * b + c rounded once, as std::fma, without an FMA instruction. The
  // product of two floats is exact in double, and their sum rounded to the
  // nearest double, then to float, is std::fma's float, unless that double
  // is halfway between two floats (its low 29 fraction bits 1 and 28 zeros:
  // the first rounding may have moved the sum onto the tie) or below float's
  // normal range (fewer bits). Vectors with such a lane (rare) round the sum
  // to odd instead (toward zero, then the last bit set where that dropped
  // anything), which leaves the one rounding to float correct (Boldo and
  // Melquiond, "Emulation of FMA and correctly rounded sums", 2008).
  struct Fma {
    using F2 [[gnu::vector_size(8)]] = float;
    using D2 [[gnu::vector_size(16)]] = double;
    using UL2 [[gnu::vector_size(16)]] = std::uint64_t;
    // Lanes j and j + 1: the exact product p, c as q, and p + q rounded to
    // the nearest double.
    struct Half {
      D2 p, q, s;
    };
    template <int j>
    static Half half(F a, F b, F c) {
      const D2 p = __builtin_convertvector(__builtin_shufflevector(a, a, j, j + 1), D2) *
                   __builtin_convertvector(__builtin_shufflevector(b, b, j, j + 1), D2);
      const D2 q = __builtin_convertvector(__builtin_shufflevector(c, c, j, j + 1), D2);
      return Half{p, q, p + q};
    }
    // p + q rounded to odd, from s and its exact error e (Knuth's TwoSum):
    // one unit toward zero where e is not 0 and points toward zero, then the
    // last bit set where e is not 0.
    static D2 toOdd(const Half& h) {
      const D2 qs = h.s - h.p;
      const D2 e = (h.p - (h.s - qs)) + (h.q - qs);
      const UL2 inexact = reinterpret_cast<UL2>(e != 0.0);
      const UL2 bits = reinterpret_cast<UL2>(h.s);
      const UL2 towardZero = (reinterpret_cast<UL2>(e) ^ bits) >> 63;  // 1 where e's sign is not s's
      return reinterpret_cast<D2>((bits - (towardZero & inexact)) | (inexact & 1u));
    }
    static F join(D2 low, D2 high) {
      return __builtin_shufflevector(__builtin_convertvector(low, F2), __builtin_convertvector(high, F2), 0, 1, 2, 3);
    }
    F operator()(F a, F b, F c) const {
      const Half low = half<0>(a, b, c), high = half<2>(a, b, c);
      const F r = join(low.s, high.s);
      // The doubles' low halves (x86 is little-endian), and |r|.
      const U fractionBits = __builtin_shufflevector(reinterpret_cast<U>(low.s), reinterpret_cast<U>(high.s), 0, 2, 4, 6);
      const F size = reinterpret_cast<F>(reinterpret_cast<U>(r) & 0x7FFFFFFFu);
      const auto unsure = ((fractionBits & 0x1FFFFFFFu) == 0x10000000u) | (size <= 0x1p-126f);
      if (_mm_movemask_ps(reinterpret_cast<__m128>(unsure)) == 0) [[likely]]
        return r;
      return join(toOdd(low), toOdd(high));
    }
  };
  static F fromTable(const float* table, U h) {
    return F{table[h[0] >> 28], table[h[1] >> 28], table[h[2] >> 28], table[h[3] >> 28]};
  }
};
}  // namespace noisescope::kernels::sse2
#include "fill/field_kernel_impl.h"

namespace noisescope::kernels {
RowKernels sse2Kernels() { return sse2::rowKernels(); }

void sse2FmaLanes(const float* a, const float* b, const float* c, float* out) {
  const sse2::F r = sse2::Isa::Fma{}(sse2::load<sse2::F>(a), sse2::load<sse2::F>(b), sse2::load<sse2::F>(c));
  __builtin_memcpy(out, &r, sizeof r);
}
}  // namespace noisescope::kernels

#else

namespace noisescope::kernels {
RowKernels sse2Kernels() { return RowKernels{}; }

void sse2FmaLanes(const float* a, const float* b, const float* c, float* out) {
  for (int j = 0; j < 4; ++j) out[j] = std::fma(a[j], b[j], c[j]);
}
}  // namespace noisescope::kernels

#endif
