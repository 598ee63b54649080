// The exact warp in 8 double lanes: AVX-512 F/BW/DQ/VL (this file is
// compiled with those flags), the gradient table in a register.
#include "fill/warp_kernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#define NOISESCOPE_WARP_NS avx512
namespace noisescope::warpk::avx512 {
struct Isa {
  using D [[gnu::vector_size(64)]] = double;
  using U [[gnu::vector_size(32)]] = std::uint32_t;
  using I [[gnu::vector_size(32)]] = std::int32_t;
  static constexpr int kLanes = 8;
  using L [[gnu::vector_size(64)]] = std::uint64_t;
  static L wide(U u) { return __builtin_convertvector(u, L); }
  // Entries 0..7 in one register, one permute per lookup (the index's low
  // three bits); withSign flips by the top bit.
  static D fromTable(const double* table, U h) {
    // The zero-masking form: GCC 12 warns on the plain one's undefined source.
    return reinterpret_cast<D>(
        _mm512_maskz_permutexvar_pd(0xFF, reinterpret_cast<__m512i>(wide(h >> 28)), _mm512_loadu_pd(table)));
  }
  static D withSign(U h, D dot) {
    return reinterpret_cast<D>(reinterpret_cast<L>(dot) ^ (wide(h & 0x80000000u) << 32));
  }
  static D toDouble(U u) { return __builtin_convertvector(reinterpret_cast<I>(u), D); }
};
}  // namespace noisescope::warpk::avx512
#include "fill/warp_kernel_impl.h"

namespace noisescope::warpk {
WarpKernel avx512WarpKernel() {
  return avx512::warpRow;
}
}  // namespace noisescope::warpk

#else

namespace noisescope::warpk {
WarpKernel avx512WarpKernel() {
  return nullptr;
}
}  // namespace noisescope::warpk

#endif
