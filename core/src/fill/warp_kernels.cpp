// The exact warp's scalar path (one lattice point at a time, the same double
// operations as every vector path) and the choice of path.
#include "fill/warp_kernels.h"

#define NOISESCOPE_WARP_NS scalar
namespace noisescope::warpk::scalar {
struct Isa {
  using D = double;
  using U = std::uint32_t;
  static constexpr int kLanes = 1;
  static D fromTable(const double* table, U h) { return table[h >> 28]; }
  static D withSign(U, D dot) { return dot; }
  static D toDouble(U u) { return static_cast<double>(u); }
};
}  // namespace noisescope::warpk::scalar
#include "fill/warp_kernel_impl.h"

namespace noisescope::warpk {

WarpKernel sse2WarpKernel();
WarpKernel avx2WarpKernel();
WarpKernel avx512WarpKernel();

WarpKernel warpKernelOf(FieldPath path) {
  switch (path) {
    case FieldPath::Sse2: return sse2WarpKernel();
    case FieldPath::Avx2: return avx2WarpKernel();
    case FieldPath::Avx512: return avx512WarpKernel();
    case FieldPath::Auto:
    case FieldPath::Scalar: return scalar::warpRow;
  }
  return scalar::warpRow;
}

}  // namespace noisescope::warpk
