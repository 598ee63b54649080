// The 4-lane path: SSE2, which every x86-64 CPU has. SSE2 has no variable
// permute, so the gradient table is read lane by lane.
#include "field_kernels.h"

#if defined(__x86_64__)

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
  static F fromTable(const float* table, U h) {
    return F{table[h[0] >> 28], table[h[1] >> 28], table[h[2] >> 28], table[h[3] >> 28]};
  }
};
}  // namespace noisescope::kernels::sse2
#include "field_kernel_impl.h"

namespace noisescope::kernels {
RowKernels sse2Kernels() { return sse2::rowKernels(); }
}  // namespace noisescope::kernels

#else

namespace noisescope::kernels {
RowKernels sse2Kernels() { return RowKernels{}; }
}  // namespace noisescope::kernels

#endif
