// The 16-lane path: AVX-512 F/BW/DQ/VL (this file is compiled with those
// flags). The whole sixteen-entry table fits one register: one permute per
// lookup.
#include "fill/field_kernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#define NOISESCOPE_KERNEL_NS avx512
namespace noisescope::kernels::avx512 {
struct Isa {
  using F [[gnu::vector_size(64)]] = float;
  using U [[gnu::vector_size(64)]] = std::uint32_t;
  using I [[gnu::vector_size(64)]] = std::int32_t;
  using DH [[gnu::vector_size(64)]] = double;
  using IH [[gnu::vector_size(32)]] = std::int32_t;
  using FH [[gnu::vector_size(32)]] = float;
  static constexpr int kLanes = 16;
  // Whether any lane of a comparison's mask is set.
  static bool any(I mask) {
    return _mm512_test_epi32_mask(reinterpret_cast<__m512i>(mask), reinterpret_cast<__m512i>(mask)) != 0;
  }
  static I join(IH a, IH b) { return __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); }
  static F join(FH a, FH b) { return __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); }
  static F toFloat(U u) { return __builtin_convertvector(reinterpret_cast<I>(u), F); }
  static F floor(F x) {
    return reinterpret_cast<F>(
        _mm512_maskz_roundscale_ps(0xFFFF, reinterpret_cast<__m512>(x), _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC));
  }
  // floor(x) as int32 in one conversion (|x| < 2^31; else the same 0x80000000 as converting floor(x)).
  static U floorWhole(F x) {
    return reinterpret_cast<U>(_mm512_maskz_cvt_roundps_epi32(0xFFFF, reinterpret_cast<__m512>(x), _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC));
  }
  static F withSign(U, F dot) { return dot; }
  static F sqrt(F x) {  // the zero-masking form, as fromTable
    return reinterpret_cast<F>(_mm512_maskz_sqrt_ps(0xFFFF, reinterpret_cast<__m512>(x)));
  }
  static F positive(F x) {
    return reinterpret_cast<F>(_mm512_maskz_max_ps(0xFFFF, reinterpret_cast<__m512>(x), _mm512_setzero_ps()));
  }
  struct Fma {
    F operator()(F a, F b, F c) const {
      return reinterpret_cast<F>(
          _mm512_fmadd_ps(reinterpret_cast<__m512>(a), reinterpret_cast<__m512>(b), reinterpret_cast<__m512>(c)));
    }
  };
  static F fromTable(const float* table, U h) {
    // The zero-masking form: GCC 12 warns on the plain one's undefined source.
    return reinterpret_cast<F>(
        _mm512_maskz_permutexvar_ps(0xFFFF, reinterpret_cast<__m512i>(h >> 28), _mm512_loadu_ps(table)));
  }
};
}  // namespace noisescope::kernels::avx512
#include "fill/field_kernel_impl.h"

namespace noisescope::kernels {
RowKernels avx512Kernels() { return avx512::rowKernels(); }
}  // namespace noisescope::kernels

#else

namespace noisescope::kernels {
RowKernels avx512Kernels() { return RowKernels{}; }
}  // namespace noisescope::kernels

#endif
