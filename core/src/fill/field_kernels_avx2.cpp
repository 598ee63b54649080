// The 8-lane path: AVX2 and FMA (this file is compiled with -mavx2 -mfma;
// the path runs where the CPU has both). The tables'
// upper halves are the lower halves negated, so one 8-entry permute (which
// reads the index's low three bits) per lookup and a sign flip of the dot
// product by the hash's top bit give the same floats as a 16-entry lookup.
#include "fill/field_kernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#define NOISESCOPE_KERNEL_NS avx2
namespace noisescope::kernels::avx2 {
struct Isa {
  using F [[gnu::vector_size(32)]] = float;
  using U [[gnu::vector_size(32)]] = std::uint32_t;
  using I [[gnu::vector_size(32)]] = std::int32_t;
  using DH [[gnu::vector_size(32)]] = double;
  using IH [[gnu::vector_size(16)]] = std::int32_t;
  using FH [[gnu::vector_size(16)]] = float;
  static constexpr int kLanes = 8;
  static I join(IH a, IH b) { return __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7); }
  static F join(FH a, FH b) { return __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7); }
  // Whether any lane of a comparison's mask is set.
  static bool any(I mask) { return _mm256_movemask_ps(reinterpret_cast<__m256>(mask)) != 0; }
  static F toFloat(U u) { return __builtin_convertvector(reinterpret_cast<I>(u), F); }
  static F fromTable(const float* table, U h) {
    return reinterpret_cast<F>(
        _mm256_permutevar8x32_ps(_mm256_loadu_ps(table), reinterpret_cast<__m256i>(h >> 28)));
  }
  static F floor(F x) { return reinterpret_cast<F>(_mm256_floor_ps(reinterpret_cast<__m256>(x))); }
  static F sqrt(F x) { return reinterpret_cast<F>(_mm256_sqrt_ps(reinterpret_cast<__m256>(x))); }
  static F positive(F x) {
    return reinterpret_cast<F>(_mm256_max_ps(reinterpret_cast<__m256>(x), _mm256_setzero_ps()));
  }
  static F withSign(U h, F dot) { return reinterpret_cast<F>(reinterpret_cast<U>(dot) ^ (h & 0x80000000u)); }
  struct Fma {
    F operator()(F a, F b, F c) const {
      return reinterpret_cast<F>(
          _mm256_fmadd_ps(reinterpret_cast<__m256>(a), reinterpret_cast<__m256>(b), reinterpret_cast<__m256>(c)));
    }
  };
};
}  // namespace noisescope::kernels::avx2
#include "fill/field_kernel_impl.h"

namespace noisescope::kernels {
RowKernels avx2Kernels() { return avx2::rowKernels(); }
}  // namespace noisescope::kernels

#else

namespace noisescope::kernels {
RowKernels avx2Kernels() { return RowKernels{}; }
}  // namespace noisescope::kernels

#endif
