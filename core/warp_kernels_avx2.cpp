// The exact warp in 4 double lanes: AVX2 (this file is compiled with -mavx2),
// the gradient table read by a gather.
#include "warp_kernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#define NOISESCOPE_WARP_NS avx2
namespace noisescope::warpk::avx2 {
struct Isa {
  using D [[gnu::vector_size(32)]] = double;
  using U [[gnu::vector_size(16)]] = std::uint32_t;
  using I [[gnu::vector_size(16)]] = std::int32_t;
  static constexpr int kLanes = 4;
  static D fromTable(const double* table, U h) {
    // The masked form with a zero source: GCC 12 warns on the plain one's.
    return reinterpret_cast<D>(_mm256_mask_i32gather_pd(_mm256_setzero_pd(), table, reinterpret_cast<__m128i>(h >> 28),
                                                        _mm256_castsi256_pd(_mm256_set1_epi64x(-1)), 8));
  }
  static D withSign(U, D dot) { return dot; }
  static D toDouble(U u) { return __builtin_convertvector(reinterpret_cast<I>(u), D); }
};
}  // namespace noisescope::warpk::avx2
#include "warp_kernel_impl.h"

namespace noisescope::warpk {
WarpKernel avx2WarpKernel() { return avx2::warpRow; }
}  // namespace noisescope::warpk

#else

namespace noisescope::warpk {
WarpKernel avx2WarpKernel() { return nullptr; }
}  // namespace noisescope::warpk

#endif
