// The exact warp in 2 double lanes: SSE2, which every x86-64 CPU has (no
// gather: the gradient table is read lane by lane).
#include "fill/warp_kernels.h"

#if defined(__x86_64__)

#define NOISESCOPE_WARP_NS sse2
namespace noisescope::warpk::sse2 {
struct Isa {
  using D [[gnu::vector_size(16)]] = double;
  using U [[gnu::vector_size(8)]] = std::uint32_t;
  using I [[gnu::vector_size(8)]] = std::int32_t;
  static constexpr int kLanes = 2;
  static D fromTable(const double* table, U h) { return D{table[h[0] >> 28], table[h[1] >> 28]}; }
  static D withSign(U, D dot) { return dot; }
  static D toDouble(U u) { return __builtin_convertvector(reinterpret_cast<I>(u), D); }
};
}  // namespace noisescope::warpk::sse2
#include "fill/warp_kernel_impl.h"

namespace noisescope::warpk {
WarpKernel sse2WarpKernel() {
  return sse2::warpRow;
}
}  // namespace noisescope::warpk

#else

namespace noisescope::warpk {
WarpKernel sse2WarpKernel() {
  return nullptr;
}
}  // namespace noisescope::warpk

#endif
