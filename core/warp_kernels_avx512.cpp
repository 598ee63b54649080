// The exact warp in 8 double lanes: AVX-512 F/BW/DQ/VL (this file is
// compiled with those flags), the gradient table read by a gather.
#include "warp_kernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#define NOISESCOPE_WARP_NS avx512
namespace noisescope::warpk::avx512 {
struct Isa {
  using D [[gnu::vector_size(64)]] = double;
  using U [[gnu::vector_size(32)]] = std::uint32_t;
  using I [[gnu::vector_size(32)]] = std::int32_t;
  static constexpr int kLanes = 8;
  static D gather(const double* table, U index) {
    // The masked form with a zero source: GCC 12 warns on the plain one's.
    return reinterpret_cast<D>(
        _mm512_mask_i32gather_pd(_mm512_setzero_pd(), 0xFF, reinterpret_cast<__m256i>(index), table, 8));
  }
  static D toDouble(U u) { return __builtin_convertvector(reinterpret_cast<I>(u), D); }
};
}  // namespace noisescope::warpk::avx512
#include "warp_kernel_impl.h"

namespace noisescope::warpk {
WarpKernel avx512WarpKernel() { return avx512::warpRow; }
}  // namespace noisescope::warpk

#else

namespace noisescope::warpk {
WarpKernel avx512WarpKernel() { return nullptr; }
}  // namespace noisescope::warpk

#endif
