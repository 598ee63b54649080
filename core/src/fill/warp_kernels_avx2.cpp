// The exact warp in 4 double lanes: AVX2 (this file is compiled with -mavx2),
// the gradient table's first half in registers.
#include "fill/warp_kernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#define NOISESCOPE_WARP_NS avx2
namespace noisescope::warpk::avx2 {
struct Isa {
  using D [[gnu::vector_size(32)]] = double;
  using U [[gnu::vector_size(16)]] = std::uint32_t;
  using I [[gnu::vector_size(16)]] = std::int32_t;
  static constexpr int kLanes = 4;
  using L [[gnu::vector_size(32)]] = std::uint64_t;
  static L wide(U u) { return __builtin_convertvector(u, L); }
  // Entries 0..7 in two registers: each double moved as its two float
  // halves by one 8-lane permute per register, the register chosen by the
  // index's bit 2; withSign flips by the hash's top bit.
  static D fromTable(const double* table, U h) {
    const L k = wide(h >> 28);
    const L pair = (k & 3u) * 2u;
    const __m256i index = reinterpret_cast<__m256i>(pair | ((pair + 1u) << 32));
    const __m256d low = _mm256_castps_pd(
        _mm256_permutevar8x32_ps(_mm256_loadu_ps(reinterpret_cast<const float*>(table)), index));
    const __m256d high = _mm256_castps_pd(
        _mm256_permutevar8x32_ps(_mm256_loadu_ps(reinterpret_cast<const float*>(table + 4)), index));
    return reinterpret_cast<D>(_mm256_blendv_pd(low, high, reinterpret_cast<__m256d>(k << 61)));
  }
  static D withSign(U h, D dot) {
    return reinterpret_cast<D>(reinterpret_cast<L>(dot) ^ (wide(h & 0x80000000u) << 32));
  }
  static D toDouble(U u) { return __builtin_convertvector(reinterpret_cast<I>(u), D); }
};
}  // namespace noisescope::warpk::avx2
#include "fill/warp_kernel_impl.h"

namespace noisescope::warpk {
WarpKernel avx2WarpKernel() {
  return avx2::warpRow;
}
}  // namespace noisescope::warpk

#else

namespace noisescope::warpk {
WarpKernel avx2WarpKernel() {
  return nullptr;
}
}  // namespace noisescope::warpk

#endif
