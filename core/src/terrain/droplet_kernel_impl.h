// droplet_kernel_impl.h — the droplets' kernels (droplet_kernels.h),
// written once for the lanes of any instruction set.
//
// Included by one source file per instruction set, each compiled with its
// own target flags and -ffp-contract=off, inside its own namespace
// (NOISESCOPE_DROPLET_NS), so that no inline function compiled for AVX2
// can be picked by the linker for a baseline caller; it uses no template
// of the standard library for that reason. Moves go kMoveLanes droplets at
// a time (AVX2's four doubles where the file is compiled for it, SSE2
// pairs otherwise), each lane with the double operations of one droplet
// alone (Beyer's droplet as erosion.h gives it): every file gives the same
// bytes.
#pragma once

#include <cstddef>
#include <cstdint>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include "terrain/droplet_kernels.h"

namespace noisescope::droplets::NOISESCOPE_DROPLET_NS {

constexpr double kInitialSpeed = 1.0;  // Lague's initial speed and water volume
constexpr double kInitialWater = 1.0;

// ---- Two pixels, as doubles ----

// Two pixels side by side as doubles: loaded from and stored to floats,
// clipped at 0, and two floats plus two doubles rounded to float; each lane exactly as one pixel's double
// operations alone. SSE2's own instructions where the compiler does not find them: a pair of floats converted
// straight from memory (not two conversions and a shuffle), maxpd for (a > 0 ? a : 0), and a store of the low
// half.
using DoublePair = double __attribute__((vector_size(16)));
using FloatPair = float __attribute__((vector_size(8)));

#if defined(__x86_64__)
inline DoublePair loadFloats(const float* at) {
  return _mm_cvtps_pd(_mm_castsi128_ps(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(at))));
}
inline void storeFloats(float* at, DoublePair v) {
  _mm_storel_pi(reinterpret_cast<__m64*>(at), _mm_cvtpd_ps(v));
}
inline DoublePair aboveZero(DoublePair v) {
  return _mm_max_pd(v, _mm_setzero_pd());
}
#else
inline DoublePair loadFloats(const float* at) {
  FloatPair f;
  __builtin_memcpy(&f, at, sizeof f);
  return __builtin_convertvector(f, DoublePair);
}
inline void storeFloats(float* at, DoublePair v) {
  const FloatPair f = __builtin_convertvector(v, FloatPair);
  __builtin_memcpy(at, &f, sizeof f);
}
inline DoublePair aboveZero(DoublePair v) {
  return v > 0.0 ? v : DoublePair{};
}
#endif

// The floats at `at` plus v rounded to float, as doubles again (exact).
inline DoublePair addAsFloats(const float* at, DoublePair v) {
  FloatPair f;
  __builtin_memcpy(&f, at, sizeof f);
  return __builtin_convertvector(f + __builtin_convertvector(v, FloatPair), DoublePair);
}

// ---- Lanes of droplets ----

#if defined(__AVX2__)
constexpr int kMoveLanes = 4;
using Doubles = double __attribute__((vector_size(32)));
using Ints = std::int32_t __attribute__((vector_size(16)));
using Mask = std::int64_t __attribute__((vector_size(32)));
inline Doubles squareRoot(Doubles v) {
  return reinterpret_cast<Doubles>(_mm256_sqrt_pd(reinterpret_cast<__m256d>(v)));
}
#else
constexpr int kMoveLanes = 2;
using Doubles = DoublePair;
using Ints = std::int32_t __attribute__((vector_size(8)));
using Mask = std::int64_t __attribute__((vector_size(16)));
inline Doubles squareRoot(Doubles v) {
#if defined(__x86_64__)
  return _mm_sqrt_pd(v);
#else
  return Doubles{__builtin_sqrt(v[0]), __builtin_sqrt(v[1])};
#endif
}
#endif
static_assert(kTilesInFlight % kMoveLanes == 0, "the tiles in flight move in whole vectors");

// kMoveLanes droplets' positions, directions, speeds and water, a lane each.
struct Courses {
  Doubles px, py, dirX, dirY, speed, water;
};

// A droplet's sediment and steps (the rest of it is in Courses).
struct Droplet {
  double sediment = 0;
  int step = 0;
};

// A step's move, found before the step changes the ground: the node (the
// pixel the droplet left) with its fractions, the height gained, and the
// sediment the droplet can carry (at its speed and water before the step).
struct Move {
  std::ptrdiff_t node = 0;
  double u = 0, v = 0, newHeight = 0, drop = 0, capacity = 0;
};

// The four pixels around kMoveLanes positions (inside the field) and the
// positions' fractions within them.
struct Cells {
  std::ptrdiff_t node[kMoveLanes];
  Doubles u, v, a, b, c, d;  // a (x, y), b (x + 1, y), c (x, y + 1), d (x + 1, y + 1)
};

inline Cells cellsAt(const DropletSettings& s, Doubles px, Doubles py) {
  const Ints x = __builtin_convertvector(px, Ints), y = __builtin_convertvector(py, Ints);
  Cells c;
  c.u = px - __builtin_convertvector(x, Doubles), c.v = py - __builtin_convertvector(y, Doubles);
  for (int l = 0; l < kMoveLanes; ++l) c.node[l] = static_cast<std::ptrdiff_t>(y[l]) * s.width + x[l];
  const float* const e = s.heights;
  const auto at = [&](std::ptrdiff_t offset) {
    Doubles v;
    for (int l = 0; l < kMoveLanes; ++l) v[l] = e[c.node[l] + offset];
    return v;
  };
  c.a = at(0), c.b = at(1), c.c = at(s.width), c.d = at(s.width + 1);
  return c;
}

// The bilinear height at the cells' positions.
inline Doubles heightIn(const Cells& c) {
  const Doubles u = c.u, v = c.v;
  return c.a * (1 - u) * (1 - v) + c.b * u * (1 - v) + c.c * (1 - u) * v + c.d * u * v;
}

// The first half of a step for kMoveLanes droplets (lanes): each follows
// the gradient with inertia one step on, and finds the height it gains,
// its capacity, and its new speed and water. Reads the ground, writes
// nothing. A lane `moves` where it is `live` and goes on: it has a slope
// to follow and stays in the field's inner part. A lane that does not move
// stays where it was, ground its thread has read, and reads its new height
// there: a lane with no droplet (or one that stopped) is worked like the
// others, with no branch, and touches no other thread's ground.
inline void moveLanes(const DropletSettings& s, Courses& k, const bool* live, Move* m, bool* moves) {
  const Cells here = cellsAt(s, k.px, k.py);
  const Doubles u = here.u, v = here.v, a = here.a, b = here.b, c = here.c, d = here.d;
  const Doubles gx = (b - a) * (1 - v) + (d - c) * v, gy = (c - a) * (1 - u) + (d - b) * u;
  const Doubles h = heightIn(here);
  // The gradient in reference heights per reference pixel, against the unit direction.
  const double slope = s.heightPerElevation * s.scale;
  k.dirX = k.dirX * s.inertia - gx * slope * (1.0 - s.inertia);
  k.dirY = k.dirY * s.inertia - gy * slope * (1.0 - s.inertia);
  const Doubles length = squareRoot(k.dirX * k.dirX + k.dirY * k.dirY);
  k.dirX /= length, k.dirY /= length;
  const Doubles toX = k.px + k.dirX * s.scale, toY = k.py + k.dirY * s.scale;
  Mask alive;
  for (int l = 0; l < kMoveLanes; ++l) alive[l] = live[l] ? -1 : 0;
  const Mask on =
      alive & (length > 0.0) & (toX >= s.margin) & (toY >= s.margin) & (toX < s.xEnd) & (toY < s.yEnd);
  k.px = on ? toX : k.px, k.py = on ? toY : k.py;
  const Doubles newHeight = heightIn(cellsAt(s, k.px, k.py));
  const Doubles drop = (newHeight - h) * s.heightPerElevation;  // > 0 climbs
  // std::max(carried, least) and std::max(0.0, speed2): (a < b ? b : a).
  const Doubles carried = -drop * k.speed * k.water * s.capacity;
  const Doubles capacity = carried < s.minCapacity ? s.minCapacity : carried;
  const Doubles speed2 = k.speed * k.speed - drop * s.gravity;
  k.speed = squareRoot(0.0 < speed2 ? speed2 : 0.0);
  k.water *= 1.0 - s.evaporation;
  for (int l = 0; l < kMoveLanes; ++l) {
    m[l] = Move{here.node[l], u[l], v[l], newHeight[l], drop[l], capacity[l]};
    moves[l] = on[l] != 0;
  }
}

// ---- The brush ----

// The brush's take around a node: each pixel loses min(its height above
// `floor`, take x its weight), never going below floor (no pit deeper than
// the droplet's outflow); the ground taken, in reference heights, is added
// to `sediment` pixel by pixel in the brush's order, and to `wear` when
// kept. Returns the sediment.
//
// No branch: taken is 0 or more (take is), never NaN (a NaN height's clip
// and min give 0), and taking 0 changes no bit of a height, of the sediment
// (never -0) or of the wear. max(0, above) is no branch either: whether a
// pixel lies above the floor follows no pattern a CPU predicts (a branch
// cost a 1024 x 1024 erosion 0.3 s of 2.2 on one thread of a Xeon). Two
// pixels of a row at a time (DoublePair), the sediment summed pixel by
// pixel in order: the bytes of one pixel at a time.
struct BrushTake {
  DoublePair floors, takes, perElevation;
  const double* weight;

  // Brush pair k, at e + i.
  template <bool kWear>
  void pair(float* e, float* wear, std::ptrdiff_t i, std::size_t k, double& sediment) const {
    const DoublePair height = loadFloats(e + i), clipped = aboveZero(height - floors);
    DoublePair share;
    __builtin_memcpy(&share, weight + 2 * k, sizeof share);
    const DoublePair wanted = takes * share;
    const DoublePair taken = wanted < clipped ? wanted : clipped;
    storeFloats(e + i, height - taken);
    const DoublePair gained = taken * perElevation;
    sediment += gained[0];
    sediment += gained[1];
    if constexpr (kWear) storeFloats(wear + i, addAsFloats(wear + i, taken));
  }
};

#if defined(__AVX2__)
// With AVX2's four doubles: brush pairs k and k + 1 (two places in the
// field) in one vector, each lane's operations those of one pixel (vmaxpd
// and vminpd are maxpd and minpd), the sediment summed in the lanes' order:
// the same bytes, with a third fewer instructions for a brush of fifteen
// pairs (radius 3).
template <bool kWear>
[[gnu::noinline]] double takeUnderBrush(float* e, float* wear, const BrushPairs& brush, double take,
                                        double floor, double heightPerElevation, double sediment) {
  const BrushTake t{DoublePair{} + floor, DoublePair{} + take, DoublePair{} + heightPerElevation,
                    brush.weight};
  const __m256d floors = _mm256_set1_pd(floor), takes = _mm256_set1_pd(take),
                perElevation = _mm256_set1_pd(heightPerElevation), zero = _mm256_setzero_pd();
  const std::ptrdiff_t* const offset = brush.offset;
  const std::size_t pairs = brush.pairs;
  // The two pairs of floats at a and b as one vector, and back.
  const auto load = [](const float* a, const float* b) {
    return _mm_loadh_pi(_mm_castsi128_ps(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(a))),
                        reinterpret_cast<const __m64*>(b));
  };
  const auto store = [](float* a, float* b, __m128 v) {
    _mm_storel_pi(reinterpret_cast<__m64*>(a), v);
    _mm_storeh_pi(reinterpret_cast<__m64*>(b), v);
  };
  std::size_t k = 0;
  for (; k + 1 < pairs; k += 2) {
    float* const a = e + offset[k];
    float* const b = e + offset[k + 1];
    const __m256d height = _mm256_cvtps_pd(load(a, b));
    const __m256d clipped = _mm256_max_pd(_mm256_sub_pd(height, floors), zero);
    const __m256d taken = _mm256_min_pd(_mm256_mul_pd(takes, _mm256_loadu_pd(t.weight + 2 * k)), clipped);
    store(a, b, _mm256_cvtpd_ps(_mm256_sub_pd(height, taken)));
    const __m256d gained = _mm256_mul_pd(taken, perElevation);
    const __m128d low = _mm256_castpd256_pd128(gained), high = _mm256_extractf128_pd(gained, 1);
    sediment += _mm_cvtsd_f64(low);
    sediment += _mm_cvtsd_f64(_mm_unpackhi_pd(low, low));
    sediment += _mm_cvtsd_f64(high);
    sediment += _mm_cvtsd_f64(_mm_unpackhi_pd(high, high));
    if constexpr (kWear) {
      float* const wa = wear + offset[k];
      float* const wb = wear + offset[k + 1];
      store(wa, wb, _mm_add_ps(load(wa, wb), _mm256_cvtpd_ps(taken)));
    }
  }
  if (k < pairs) t.pair<kWear>(e, wear, offset[k], k, sediment);
  return sediment;
}
#else
template <bool kWear>
[[gnu::noinline]] double takeUnderBrush(float* e, float* wear, const BrushPairs& brush, double take,
                                        double floor, double heightPerElevation, double sediment) {
  const BrushTake t{DoublePair{} + floor, DoublePair{} + take, DoublePair{} + heightPerElevation,
                    brush.weight};
  // Held here: the stores to the field might otherwise be the brush's own.
  const std::ptrdiff_t* const offset = brush.offset;
  const std::size_t pairs = brush.pairs;
  for (std::size_t k = 0; k < pairs; ++k) t.pair<kWear>(e, wear, offset[k], k, sediment);
  return sediment;
}
#endif

// ---- A droplet's step and its tiles ----

// The second half of a step: the droplet lays down or digs at the node it
// left. False where its lifetime is over.
inline bool workDroplet(const DropletSettings& s, Droplet& d, const Move& m) {
  const double drop = m.drop, capacity = m.capacity;
  if (s.flow != nullptr) s.flow[m.node] += 1.0f;
  if (d.sediment > capacity || drop > 0.0) {
    // std::min(drop, sediment): (b < a ? b : a).
    const double laid =
        drop > 0.0 ? (d.sediment < drop ? d.sediment : drop) : (d.sediment - capacity) * s.depositShare;
    d.sediment -= laid;
    // Back in elevation, spread bilinearly over the node's cell: e (1 - u) (1 - v) and e u (1 - v)
    // on the node's row, e (1 - u) v and e u v on the next, a pair of pixels each.
    const double e = laid * s.units;
    const DoublePair across = e * DoublePair{1 - m.u, m.u};
    const DoublePair top = across * (1 - m.v), bottom = across * m.v;
    const std::ptrdiff_t below = m.node + s.width;
    const auto lay = [&](float* f) {
      storeFloats(f + m.node, addAsFloats(f + m.node, top));
      storeFloats(f + below, addAsFloats(f + below, bottom));
    };
    lay(s.heights);
    if (s.deposit != nullptr) lay(s.deposit);
  } else {
    // std::min(wanted, -drop): (b < a ? b : a).
    const double wanted = (capacity - d.sediment) * s.erode;
    const double take = (-drop < wanted ? -drop : wanted) * s.units;
    // The node lies a brush's reach and more inside the field (margin): every brush pixel is in it.
    float* const e = s.heights + m.node;
    d.sediment = s.wear != nullptr ? takeUnderBrush<true>(e, s.wear + m.node, s.brush, take, m.newHeight,
                                                          s.heightPerElevation, d.sediment)
                                   : takeUnderBrush<false>(e, nullptr, s.brush, take, m.newHeight,
                                                           s.heightPerElevation, d.sediment);
  }
  return ++d.step < s.lifetime;
}

// The droplets of a colour's tiles (droplet_kernels.h), kTilesInFlight
// tiles in flight: each lane runs its tile's droplets one after another in
// k's order and then takes the next tile not yet taken, so every pixel sees
// the writes of the one schedule erosion.cpp defines. A step's move (a
// chain of dependent reads, a square root and a division) is found for
// every lane, kMoveLanes at a time, before any lane works the ground, so
// the lanes' chains overlap in the CPU instead of waiting one for another.
void runTiles(const DropletSettings& s, const TileQueue& queue) {
  if (s.lifetime <= 0) return;  // no droplet takes a step
  constexpr int kLanes = kTilesInFlight;
  Droplet d[kLanes];
  Courses course[kLanes / kMoveLanes] = {};
  const auto place = [&](int l, double x, double y) {
    Courses& k = course[l / kMoveLanes];
    const int i = l % kMoveLanes;
    k.px[i] = x, k.py[i] = y, k.dirX[i] = 0.0, k.dirY[i] = 0.0, k.speed[i] = kInitialSpeed,
    k.water[i] = kInitialWater;
  };
  // Each lane's next droplet and its tile's end.
  std::size_t next[kLanes] = {}, end[kLanes] = {};
  bool live[kLanes] = {};
  // The lane's next droplet that starts inside, false when every tile is taken.
  const auto start = [&](int l) {
    for (;;) {
      while (next[l] == end[l]) {
        const std::size_t t = __atomic_fetch_add(queue.taken, 1, __ATOMIC_RELAXED);
        if (t >= queue.tiles) return false;
        next[l] = queue.first[queue.tile[t]], end[l] = queue.first[queue.tile[t] + 1];
      }
      const std::size_t i = queue.order[next[l]++];
      const double x = queue.x[i], y = queue.y[i];
      if ((x >= s.margin) & (y >= s.margin) & (x < s.xEnd) & (y < s.yEnd)) {
        place(l, x, y);
        d[l] = Droplet{};
        return true;
      }
    }
  };
  int running = 0, first = -1;
  for (int l = 0; l < kLanes; ++l)
    if ((live[l] = start(l))) ++running, first = first < 0 ? l : first;
  if (running == 0) return;
  // A lane with no droplet stands where the first lane with one starts.
  for (int l = 0; l < kLanes; ++l)
    if (!live[l])
      place(l, course[first / kMoveLanes].px[first % kMoveLanes],
            course[first / kMoveLanes].py[first % kMoveLanes]);
  Move move[kLanes];
  bool moved[kLanes] = {};
  while (running > 0) {
    for (int q = 0; q < kLanes / kMoveLanes; ++q)
      moveLanes(s, course[q], &live[kMoveLanes * q], &move[kMoveLanes * q], &moved[kMoveLanes * q]);
    for (int l = 0; l < kLanes; ++l)
      if (live[l] && !(moved[l] && workDroplet(s, d[l], move[l])) && !(live[l] = start(l))) --running;
  }
}

}  // namespace noisescope::droplets::NOISESCOPE_DROPLET_NS
