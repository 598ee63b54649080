// warp_kernel_impl.h — the body of the exact warp kernel (warp_kernels.h),
// included once per instruction set inside namespace
// noisescope::warpk::NOISESCOPE_WARP_NS after that namespace's Isa:
//   D        kLanes doubles (a plain double for the scalar path)
//   U        kLanes uint32
//   fromTable(table, h)   table[h >> 28] per lane (a path may read only
//                         entries 0..7, h >> 28 modulo 8, and flip the sign)
//   withSign(h, dot)      dot, or -dot where h's top bit is set when
//                         fromTable read entries 0..7 only (g_{k+8} = -g_k
//                         in both tables; -(a b + c d) is (-a) b + (-c) d
//                         exactly, up to the sign of a zero, which the
//                         noise's + 1 removes)
//   toDouble(u)           u (below 2^24) per lane, exactly
// No include guard: each path's file includes it once.
#include <cstring>

#include "fill/field_kernels.h"
#include "noisescope/noise/lattice.h"
#include "noisescope/noise/noise3.h"

namespace noisescope::warpk::NOISESCOPE_WARP_NS {

using D = Isa::D;
using U = Isa::U;

template <class V, class T>
inline V load(const T* p) {
  V v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

template <class V, class T>
inline void store(T* p, V v) {
  std::memcpy(p, &v, sizeof v);
}

// The gradient tables in double, as kGradients and kGradients3 hold them.
struct Tables {
  double gx[16], gy[16], g3x[16], g3y[16], g3z[16];
};

inline const Tables& tables() {
  static const Tables t = [] {
    Tables r{};
    for (int i = 0; i < 16; ++i) {
      r.gx[i] = kGradients[static_cast<std::size_t>(i)].x;
      r.gy[i] = kGradients[static_cast<std::size_t>(i)].y;
      r.g3x[i] = kGradients3[static_cast<std::size_t>(i)].x;
      r.g3y[i] = kGradients3[static_cast<std::size_t>(i)].y;
      r.g3z[i] = kGradients3[static_cast<std::size_t>(i)].z;
    }
    return r;
  }();
  return t;
}

inline U finish(U h) {
  h = (h ^ (h >> 13)) * kernels::kHashMix;
  return h ^ (h >> 16);
}

inline D lerp(D a, D b, D t) {
  return a + (b - a) * t;
}

// One corner: the value, or the gradient's dot with the offset (dz and oz
// only with time).
template <bool Time, WarpNoise Noise>
inline D corner(const Tables& t, U hx, std::uint32_t hyz, D ox, double oy, double oz) {
  const U h = finish(hx + hyz);
  switch (Noise) {
    case WarpNoise::Value:
    case WarpNoise::ValueFloor: return Isa::toDouble(h >> 8) / 16777216.0;
    case WarpNoise::Gradient: break;
  }
  if constexpr (Time)
    return Isa::withSign(
        h, Isa::fromTable(t.g3x, h) * ox + Isa::fromTable(t.g3y, h) * oy + Isa::fromTable(t.g3z, h) * oz);
  return Isa::withSign(h, Isa::fromTable(t.gx, h) * ox + Isa::fromTable(t.gy, h) * oy);
}

// Octave noise at kLanes columns from `at`: noise.h / noise3.h / terrain.cpp's
// tiledNoise, step by step.
template <bool Time, WarpNoise Noise>
inline D octaveNoise(const Tables& t, const WarpColumns& c, const WarpRowTerms& r, std::size_t at) {
  const U hx0 = load<U>(c.hx0 + at), hx1 = load<U>(c.hx1 + at);
  const D fx = load<D>(c.fx + at), fx1 = load<D>(c.fx1 + at), u = load<D>(c.u + at);
  const auto plane = [&](int dz) {
    const double oz = dz ? r.fz1 : r.fz;
    return lerp(lerp(corner<Time, Noise>(t, hx0, r.h[0][dz], fx, r.fy, oz),
                     corner<Time, Noise>(t, hx1, r.h[0][dz], fx1, r.fy, oz), u),
                lerp(corner<Time, Noise>(t, hx0, r.h[1][dz], fx, r.fy1, oz),
                     corner<Time, Noise>(t, hx1, r.h[1][dz], fx1, r.fy1, oz), u),
                D{} + r.v);
  };
  D n = Time ? lerp(plane(0), plane(1), D{} + r.w) : plane(0);
  const D zero = D{}, one = D{} + 1.0;
  switch (Noise) {
    case WarpNoise::Value: n = n < zero ? zero : n; return one < n ? one : n;
    case WarpNoise::ValueFloor: return n < zero ? zero : n;
    case WarpNoise::Gradient: break;
  }
  n = (n * (Time ? 1.1547005383792515 : 1.4142135623730951) + 1.0) * 0.5;
  n = n < zero ? zero : n;
  return one < n ? one : n;
}

// fbmOf's ridge, 1 - |2n - 1| (|-0| is +0 there and -0 here: 1 - either is 1).
inline D ridge(D n) {
  const D a = 2.0 * n - 1.0;
  return 1.0 - (a < D{} ? -a : a);
}

template <bool Time, WarpNoise Noise>
void fbmRowOf(const WarpRowRun& run) {
  constexpr int kLanes = Isa::kLanes;
  const Tables& t = tables();
  double last[kLanes];
  for (int at = 0; at < run.count; at += kLanes) {
    const std::size_t i = static_cast<std::size_t>(at);
    D sum = D{};
    for (int o = 0; o < run.octaves; ++o) {
      const D n = octaveNoise<Time, Noise>(t, run.columns[0][o], run.rows[0][o], i);
      sum += run.amplitude[o] * (run.ridged ? ridge(n) : n);
    }
    const D value = sum / run.divisor;
    if (at + kLanes <= run.count) {
      store(run.outX + i, value);
    } else {
      store(last, value);
      for (int l = 0; at + l < run.count; ++l) run.outX[i + static_cast<std::size_t>(l)] = last[l];
    }
  }
}

template <bool Time, WarpNoise Noise>
void warpRowOf(const WarpRowRun& run) {
  switch (run.out) {
    case WarpOut::Offsets: break;
    case WarpOut::Fbm: return fbmRowOf<Time, Noise>(run);
  }
  constexpr int kLanes = Isa::kLanes;
  const Tables& t = tables();
  double lastX[kLanes], lastY[kLanes];
  for (int at = 0; at < run.count; at += kLanes) {
    const std::size_t i = static_cast<std::size_t>(at);
    // Both fields in one loop: two independent chains to overlap.
    D sum[2] = {D{}, D{}};
    for (int o = 0; o < run.octaves; ++o)
      for (int field = 0; field < 2; ++field)
        sum[field] +=
            run.amplitude[o] * octaveNoise<Time, Noise>(t, run.columns[field][o], run.rows[field][o], i);
    D offset[2];
    for (int field = 0; field < 2; ++field) offset[field] = run.k * (2.0 * (sum[field] / run.divisor) - 1.0);
    if (at + kLanes <= run.count) {
      store(run.outX + i, offset[0]);
      store(run.outY + i, offset[1]);
    } else {
      store(lastX, offset[0]);
      store(lastY, offset[1]);
      for (int l = 0; at + l < run.count; ++l) {
        run.outX[i + static_cast<std::size_t>(l)] = lastX[l];
        run.outY[i + static_cast<std::size_t>(l)] = lastY[l];
      }
    }
  }
}

template <bool Time>
void warpRowTimed(const WarpRowRun& run) {
  switch (run.noise) {
    case WarpNoise::Value: return warpRowOf<Time, WarpNoise::Value>(run);
    case WarpNoise::ValueFloor: return warpRowOf<Time, WarpNoise::ValueFloor>(run);
    case WarpNoise::Gradient: return warpRowOf<Time, WarpNoise::Gradient>(run);
  }
}

inline void warpRow(const WarpRowRun& run) {
  if (run.time) return warpRowTimed<true>(run);
  warpRowTimed<false>(run);
}

}  // namespace noisescope::warpk::NOISESCOPE_WARP_NS
