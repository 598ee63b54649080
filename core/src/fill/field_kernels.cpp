// The scalar path (one pixel at a time, the same float operations as every
// vector path) and the float gradient table all paths share.
#include "fill/field_kernels.h"

#include <cmath>

#include "noisescope/noise/lattice.h"
#include "noisescope/noise/noise3.h"

namespace noisescope::kernels {

namespace {

constexpr float gradientComponent(int k, bool y) {
  const Gradient g = kGradients[static_cast<std::size_t>(k % 8)];
  const float c = static_cast<float>(y ? g.y : g.x);
  return k < 8 ? c : -c;
}

constexpr float gradient3Component(int k, int axis) {
  const Gradient3& g = kGradients3[static_cast<std::size_t>(k)];
  switch (axis) {
    case 0: return static_cast<float>(g.x);
    case 1: return static_cast<float>(g.y);
    default: return static_cast<float>(g.z);
  }
}

}  // namespace

#define NOISESCOPE_GRADIENT_ROW(Y)                                                                   \
  {                                                                                                  \
    gradientComponent(0, Y), gradientComponent(1, Y), gradientComponent(2, Y),                       \
        gradientComponent(3, Y), gradientComponent(4, Y), gradientComponent(5, Y),                   \
        gradientComponent(6, Y), gradientComponent(7, Y), gradientComponent(8, Y),                   \
        gradientComponent(9, Y), gradientComponent(10, Y), gradientComponent(11, Y),                 \
        gradientComponent(12, Y), gradientComponent(13, Y), gradientComponent(14, Y),                \
        gradientComponent(15, Y)                                                                     \
  }
const float kGradientX[16] = NOISESCOPE_GRADIENT_ROW(false);
const float kGradientY[16] = NOISESCOPE_GRADIENT_ROW(true);
#undef NOISESCOPE_GRADIENT_ROW

#define NOISESCOPE_GRADIENT3_ROW(A)                                                                  \
  {                                                                                                  \
    gradient3Component(0, A), gradient3Component(1, A), gradient3Component(2, A),                    \
        gradient3Component(3, A), gradient3Component(4, A), gradient3Component(5, A),                \
        gradient3Component(6, A), gradient3Component(7, A), gradient3Component(8, A),                \
        gradient3Component(9, A), gradient3Component(10, A), gradient3Component(11, A),              \
        gradient3Component(12, A), gradient3Component(13, A), gradient3Component(14, A),             \
        gradient3Component(15, A)                                                                    \
  }
const float kGradient3X[16] = NOISESCOPE_GRADIENT3_ROW(0);
const float kGradient3Y[16] = NOISESCOPE_GRADIENT3_ROW(1);
const float kGradient3Z[16] = NOISESCOPE_GRADIENT3_ROW(2);
#undef NOISESCOPE_GRADIENT3_ROW

}  // namespace noisescope::kernels

#define NOISESCOPE_KERNEL_NS scalar
namespace noisescope::kernels::scalar {
struct Isa {
  using F = float;
  using U = std::uint32_t;
  static constexpr int kLanes = 1;
  static F toFloat(U u) { return static_cast<float>(static_cast<std::int32_t>(u)); }
  static F floor(F x) { return __builtin_floorf(x); }
  static F sqrt(F x) { return __builtin_sqrtf(x); }
  static F positive(F x) { return x > 0.0f ? x : 0.0f; }
  static F withSign(U, F dot) { return dot; }
  static F fromTable(const float* table, U h) { return table[h >> 28]; }
  struct Fma {
    F operator()(F a, F b, F c) const { return std::fma(a, b, c); }
  };
};
}  // namespace noisescope::kernels::scalar
#include "fill/field_kernel_impl.h"

namespace noisescope::kernels {
RowKernels scalarKernels() { return scalar::rowKernels(); }
}  // namespace noisescope::kernels
