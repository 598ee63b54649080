#include "noisescope/terrain/erosion.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>
#include <tuple>
#include <utility>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include "fill/field_internal.h"
#include "noisescope/noise/lattice.h"

namespace noisescope {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kInitialSpeed = 1.0;  // Lague's initial speed and water volume
constexpr double kInitialWater = 1.0;
constexpr double kMaxBrushPixels = 128.0;  // a brush radius; 51,000 pixels

// The brush: the pixels within radius r of a node and their weights
// max(0, r - distance), which sum to 1 over the whole brush, in pairs side
// by side in a row (a disc's pixels in a row lie side by side): pair k's
// first pixel at offset[k] (dy x the field's width + dx), its weights
// weight[2k] and weight[2k + 1]. A row of odd length ends with a pixel of
// weight 0, still within `reach` of the node (a row's pixels lie less than
// r from it, so at most reach - 1 along the row).
struct Brush {
  std::vector<double> weight;
  std::vector<std::ptrdiff_t> offset;
  std::size_t pixels = 0;  // of weight above 0
  int reach = 0;           // the farthest offset along an axis
};

Brush brushOf(double radius, int width) {
  Brush b;
  const int reach = static_cast<int>(std::ceil(radius));
  b.reach = reach;
  double sum = 0.0;
  for (int y = -reach; y <= reach; ++y) {
    const std::size_t rowStart = b.weight.size();
    for (int x = -reach; x <= reach; ++x) {
      const double w = radius - std::sqrt(static_cast<double>(x * x + y * y));
      if (w <= 0.0) continue;
      if ((b.weight.size() - rowStart) % 2 == 0)
        b.offset.push_back(static_cast<std::ptrdiff_t>(y) * width + x);
      b.weight.push_back(w);
      sum += w;
    }
    b.pixels += b.weight.size() - rowStart;
    if (b.weight.size() % 2 != 0) b.weight.push_back(0.0);
  }
  for (double& w : b.weight) w /= sum;
  return b;
}

// The field in reference units: heights H x elevation, positions in pixels.
struct Ground {
  std::span<float> e;
  int width, height;

  double at(int x, int y) const { return e[static_cast<std::size_t>(y) * width + x]; }

  // Bilinear height and gradient (per pixel) at (px, py), inside [0, w - 1) x [0, h - 1).
  void sample(double px, double py, double& h, double& gx, double& gy) const {
    const int x = static_cast<int>(px), y = static_cast<int>(py);
    const double u = px - x, v = py - y;
    const double a = at(x, y), b = at(x + 1, y), c = at(x, y + 1), d = at(x + 1, y + 1);
    gx = (b - a) * (1 - v) + (d - c) * v;
    gy = (c - a) * (1 - u) + (d - b) * u;
    h = a * (1 - u) * (1 - v) + b * u * (1 - v) + c * (1 - u) * v + d * u * v;
  }
};

// Where droplet k of n starts, as a share of the region's width and height.
// The droplets at every resolution are one sequence in time: droplet k runs
// at t = k / n and starts at base point floor(t m) (m = kBaseWidth^2 x D x
// height / width base points, hashed over the region) moved by its own
// jitter within one base cell. A 256-pixel preview runs the base points
// themselves; a 1024-pixel export runs each sixteen times, from within its
// cell, in the same order: so both carve the same gullies.
class StartPoints {
 public:
  StartPoints(const NoiseParams& p, int width, int height, std::int64_t n)
      : seed_(p.erosionSeed), n_(std::max<std::int64_t>(n, 1)) {
    const double aspect = static_cast<double>(height) / width;
    m_ = std::max<std::int64_t>(1, std::llround(p.erosion * kBaseWidth * kBaseWidth * aspect));
    cellX_ = 1.0 / kBaseWidth;
    cellY_ = 1.0 / std::max(1.0, kBaseWidth * aspect);
  }

  std::pair<double, double> at(std::int64_t k) const {
    const std::int64_t base = static_cast<std::int64_t>((static_cast<double>(k) / n_) * m_);
    const double bx = unit(base, 0x9E3779B9u), by = unit(base, 0x85EBCA6Bu);
    const double jx = n_ > m_ ? unit(k, 0xC2B2AE35u) - 0.5 : 0.0,
                 jy = n_ > m_ ? unit(k, 0x27D4EB2Fu) - 0.5 : 0.0;
    return {std::clamp(bx + jx * cellX_, 0.0, 1.0), std::clamp(by + jy * cellY_, 0.0, 1.0)};
  }

 private:
  static constexpr double kBaseWidth = 256.0;
  // [0, 1) from index i and a stream's salt.
  double unit(std::int64_t i, std::uint32_t salt) const {
    const std::uint32_t h = latticeHash(static_cast<std::int32_t>(i), static_cast<std::int32_t>(i >> 32),
                                        static_cast<std::int32_t>(static_cast<std::uint32_t>(seed_) ^ salt));
    return (h >> 8) / 16777216.0;
  }
  std::int32_t seed_;
  std::int64_t n_, m_ = 1;
  double cellX_ = 0, cellY_ = 0;
};

// Two pixels side by side, or two droplets, as doubles (SSE2 pairs on
// x86-64, two lanes of whatever the compiler makes elsewhere): loaded from
// and stored to floats, clipped at 0, square roots, and two floats plus two
// doubles rounded to float; each lane exactly as one pixel's or droplet's
// double operations alone. SSE2's own instructions
// where the compiler does not find them: a pair of floats converted straight
// from memory (not two conversions and a shuffle), maxpd for
// (a > 0 ? a : 0), and a store of the low half.
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
inline DoublePair squareRoot(DoublePair v) {
  return _mm_sqrt_pd(v);
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
inline DoublePair squareRoot(DoublePair v) {
  return DoublePair{std::sqrt(v[0]), std::sqrt(v[1])};
}
#endif

// The floats at `at` plus v rounded to float, as doubles again (exact).
inline DoublePair addAsFloats(const float* at, DoublePair v) {
  FloatPair f;
  __builtin_memcpy(&f, at, sizeof f);
  return __builtin_convertvector(f + __builtin_convertvector(v, FloatPair), DoublePair);
}

// The brush's take around a node: each pixel loses min(its height above
// `floor`, take x its weight), never going below floor (no pit deeper than
// the droplet's outflow); the ground taken, in reference heights, is added
// to `sediment` pixel by pixel in the brush's order, and to `wear` when
// kept. Returns the sediment. Called through DropletRules::take, which
// picks this one or takeUnderBrushAvx2 by the field path.
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

template <bool kWear>
[[gnu::noinline]] double takeUnderBrush(float* e, float* wear, const Brush& brush, double take, double floor,
                                        double heightPerElevation, double sediment) {
  const BrushTake t{DoublePair{} + floor, DoublePair{} + take, DoublePair{} + heightPerElevation,
                    brush.weight.data()};
  // Held here: the stores to the field might otherwise be the brush's own.
  const std::ptrdiff_t* const offset = brush.offset.data();
  const std::size_t pairs = brush.offset.size();
  for (std::size_t k = 0; k < pairs; ++k) t.pair<kWear>(e, wear, offset[k], k, sediment);
  return sediment;
}

#if defined(__x86_64__)
// takeUnderBrush in AVX2's four doubles: brush pairs k and k + 1 (two
// places in the field) in one vector, each lane's operations those of one
// pixel (vmaxpd and vminpd are maxpd and minpd), the sediment summed in the
// lanes' order: the same bytes, with a third fewer instructions for a
// brush of fifteen pairs (radius 3).
template <bool kWear>
[[gnu::noinline, gnu::target("avx2")]] double takeUnderBrushAvx2(float* e, float* wear, const Brush& brush,
                                                                 double take, double floor,
                                                                 double heightPerElevation, double sediment) {
  const BrushTake t{DoublePair{} + floor, DoublePair{} + take, DoublePair{} + heightPerElevation,
                    brush.weight.data()};
  const __m256d floors = _mm256_set1_pd(floor), takes = _mm256_set1_pd(take),
                perElevation = _mm256_set1_pd(heightPerElevation), zero = _mm256_setzero_pd();
  const std::ptrdiff_t* const offset = brush.offset.data();
  const std::size_t pairs = brush.offset.size();
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
#endif

// takeUnderBrush's signature.
using BrushTakeFn = double (*)(float* e, float* wear, const Brush& brush, double take, double floor,
                               double heightPerElevation, double sediment);

// What a droplet's steps read, for one erosion.
struct DropletRules {
  const NoiseParams& p;
  double scale;               // pixels per reference pixel
  double units;               // elevation per reference height
  double heightPerElevation;  // 1 / units
  const Brush& brush;
  ErosionMasks* masks;
  float *flow, *wear, *deposit;  // the masks' pixels, or none
  // takeUnderBrush on the field path's instruction set (AVX2's from the
  // AVX2 path up): the same bytes on every one.
  BrushTakeFn take;
  // A droplet stops a brush's reach and a pixel from the edge: the field's
  // outer ring is ground it cannot dig under (else every outflow would
  // sink to 0). Inside is [margin, xEnd) x [margin, yEnd).
  double margin, xEnd, yEnd;

  DropletRules(const NoiseParams& p, double scale, double units, const Brush& brush, ErosionMasks* masks,
               const Ground& g)
      : p(p),
        scale(scale),
        units(units),
        heightPerElevation(1.0 / units),
        brush(brush),
        masks(masks),
        flow(pixelsOf(masks, &ErosionMasks::flow)),
        wear(pixelsOf(masks, &ErosionMasks::wear)),
        deposit(pixelsOf(masks, &ErosionMasks::deposit)),
        take(takeFor(wear != nullptr)),
        margin(brush.reach + 1.0),
        xEnd(g.width - 1 - margin),
        yEnd(g.height - 1 - margin) {}

  static float* pixelsOf(ErosionMasks* masks, std::vector<float> ErosionMasks::*mask) {
    return masks != nullptr && !(masks->*mask).empty() ? (masks->*mask).data() : nullptr;
  }

  static BrushTakeFn takeFor(bool wear) {
#if defined(__x86_64__)
    if (fieldPath() == FieldPath::Avx2 || fieldPath() == FieldPath::Avx512)
      return wear ? &takeUnderBrushAvx2<true> : &takeUnderBrushAvx2<false>;
#endif
    return wear ? &takeUnderBrush<true> : &takeUnderBrush<false>;
  }

  // One branch where four would each be a guess.
  bool inside(double x, double y) const {
    return (x >= margin) & (y >= margin) & (x < xEnd) & (y < yEnd);
  }
};

// A droplet's sediment and steps (the rest of it is in Courses).
struct Droplet {
  double sediment = 0;
  int step = 0;
};

// A step's move, found before the step changes the ground: the node (the
// pixel the droplet left) with its fractions, and the height gained.
struct Move {
  std::size_t node = 0;
  double u = 0, v = 0, newHeight = 0, drop = 0;
  double capacity = 0;  // the sediment the droplet can carry, at its speed and water before the step
};

// Two droplets' positions, directions, speeds and water, a lane each.
struct Courses {
  DoublePair px, py, dirX, dirY, speed, water;
};

// The four pixels around two positions (inside the field) and the
// positions' fractions within them.
struct Cells {
  std::array<std::size_t, 2> node;
  DoublePair u, v, a, b, c, d;  // a (x, y), b (x + 1, y), c (x, y + 1), d (x + 1, y + 1)
};

Cells cellsAt(const Ground& g, DoublePair px, DoublePair py) {
  using IntPair = std::int32_t __attribute__((vector_size(8)));
  const IntPair x = __builtin_convertvector(px, IntPair), y = __builtin_convertvector(py, IntPair);
  Cells c;
  c.u = px - __builtin_convertvector(x, DoublePair), c.v = py - __builtin_convertvector(y, DoublePair);
  const std::size_t w = static_cast<std::size_t>(g.width);
  for (int l = 0; l < 2; ++l) c.node[l] = static_cast<std::size_t>(y[l]) * w + x[l];
  const float* const e = g.e.data();
  const auto at = [&](std::size_t offset) {
    return DoublePair{e[c.node[0] + offset], e[c.node[1] + offset]};
  };
  c.a = at(0), c.b = at(1), c.c = at(w), c.d = at(w + 1);
  return c;
}

// Ground::sample's bilinear height, two lanes at a time.
DoublePair heightIn(const Cells& c) {
  const DoublePair u = c.u, v = c.v;
  return c.a * (1 - u) * (1 - v) + c.b * u * (1 - v) + c.c * (1 - u) * v + c.d * u * v;
}

// The first half of a step for two droplets (lanes), each lane with the
// operations of one droplet alone (Ground::sample's): it follows the
// gradient with inertia one step on. Reads the ground, writes nothing. A
// lane `moves` where it is `live` and goes on: it has a slope to follow and
// stays in the field's inner part. A lane that does not move stays where it
// was, ground its thread has read, and reads its new height there: a lane
// with no droplet (or one that stopped) is worked like the others, with no
// branch, and touches no other thread's ground.
void movePair(const DropletRules& r, const Ground& g, Courses& k, const bool* live, Move* m, bool* moves) {
  const Cells here = cellsAt(g, k.px, k.py);
  const DoublePair u = here.u, v = here.v, a = here.a, b = here.b, c = here.c, d = here.d;
  const DoublePair gx = (b - a) * (1 - v) + (d - c) * v, gy = (c - a) * (1 - u) + (d - b) * u;
  const DoublePair h = heightIn(here);
  // The gradient in reference heights per reference pixel, against the unit direction.
  const double slope = r.heightPerElevation * r.scale, inertia = r.p.erosionInertia;
  k.dirX = k.dirX * inertia - gx * slope * (1.0 - inertia);
  k.dirY = k.dirY * inertia - gy * slope * (1.0 - inertia);
  const DoublePair length = squareRoot(k.dirX * k.dirX + k.dirY * k.dirY);
  k.dirX /= length, k.dirY /= length;
  const DoublePair toX = k.px + k.dirX * r.scale, toY = k.py + k.dirY * r.scale;
  using Mask = std::int64_t __attribute__((vector_size(16)));
  const Mask alive = {live[0] ? -1 : 0, live[1] ? -1 : 0};
  const Mask on =
      alive & (length > 0.0) & (toX >= r.margin) & (toY >= r.margin) & (toX < r.xEnd) & (toY < r.yEnd);
  k.px = on ? toX : k.px, k.py = on ? toY : k.py;
  const DoublePair newHeight = heightIn(cellsAt(g, k.px, k.py));
  const DoublePair drop = (newHeight - h) * r.heightPerElevation;  // > 0 climbs
  // std::max(carried, least) and std::max(0.0, s): (a < b ? b : a).
  const DoublePair carried = -drop * k.speed * k.water * r.p.erosionCapacity;
  const DoublePair capacity = carried < r.p.erosionMinCapacity ? r.p.erosionMinCapacity : carried;
  const DoublePair speed2 = k.speed * k.speed - drop * r.p.erosionGravity;
  k.speed = squareRoot(0.0 < speed2 ? speed2 : 0.0);
  k.water *= 1.0 - r.p.erosionEvaporation;
  for (int l = 0; l < 2; ++l) {
    m[l] = Move{here.node[l], u[l], v[l], newHeight[l], drop[l], capacity[l]};
    moves[l] = on[l] != 0;
  }
}

// The second half: the droplet lays down or digs at the node it left, then
// speeds up or slows and evaporates. False where its lifetime is over.
bool workDroplet(const DropletRules& r, Ground& g, Droplet& d, const Move& m) {
  const NoiseParams& p = r.p;
  const double drop = m.drop, capacity = m.capacity;
  if (r.flow != nullptr) r.flow[m.node] += 1.0f;
  if (d.sediment > capacity || drop > 0.0) {
    const double laid = drop > 0.0 ? std::min(drop, d.sediment) : (d.sediment - capacity) * p.erosionDeposit;
    d.sediment -= laid;
    // Back in elevation, spread bilinearly over the node's cell: e (1 - u) (1 - v) and e u (1 - v)
    // on the node's row, e (1 - u) v and e u v on the next, a pair of pixels each.
    const double e = laid * r.units;
    const DoublePair across = e * DoublePair{1 - m.u, m.u};
    const DoublePair top = across * (1 - m.v), bottom = across * m.v;
    const std::size_t below = m.node + static_cast<std::size_t>(g.width);
    for (float* f : {g.e.data(), r.deposit})
      if (f != nullptr) {
        storeFloats(f + m.node, addAsFloats(f + m.node, top));
        storeFloats(f + below, addAsFloats(f + below, bottom));
      }
  } else {
    const double take = std::min((capacity - d.sediment) * p.erosionErode, -drop) * r.units;
    // The node lies a brush's reach and more inside the field (inside()): every brush pixel is in it.
    float* const e = g.e.data() + m.node;
    d.sediment = r.take(e, r.wear != nullptr ? r.wear + m.node : nullptr, r.brush, take, m.newHeight,
                        r.heightPerElevation, d.sediment);
  }
  return ++d.step < p.erosionLifetime;
}

// Droplets in parallel, with the bytes of no particular thread count. The
// field is cut into square tiles of side 2R + 1, R the farthest a droplet
// reads or writes from its start (its lifetime's steps, its brush, the
// bilinear neighbours), and the tiles coloured by the parity of their column
// and row: two tiles of one colour lie more than 2R apart, so their droplets
// touch disjoint pixels. The droplets run in rounds of kRoundDroplets in k's
// order; within a round, the tiles of colour 0, then 1, 2 and 3, each
// colour's tiles side by side on the pool, each tile's droplets one after
// another in k's order. Rounds keep the order close to k's: a droplet waits
// at most for the rest of its round.
constexpr int kDropletLanes = 4;

class DropletTiles {
 public:
  // A 512 x 512 preview's first round shows 30 ms after it starts on two cores of a Xeon
  // (erosion/preview-first), and a round's buckets take 1.5 MB.
  static constexpr std::int64_t kRoundDroplets = 65536;

  DropletTiles(int width, int height, int reach)
      : side_(2 * reach + 1), columns_((width + side_ - 1) / side_), rows_((height + side_ - 1) / side_) {
    for (int r = 0; r < rows_; ++r)
      for (int c = 0; c < columns_; ++c) ofColour_[(r & 1) * 2 + (c & 1)].push_back(r * columns_ + c);
    first_.resize(static_cast<std::size_t>(columns_) * rows_ + 1);
  }

  // Droplets [first, last) of `starts`, bucketed by the tile they start in.
  template <class Starts>
  void bucket(const Starts& starts, std::int64_t first, std::int64_t last, int width, int height) {
    const std::size_t n = static_cast<std::size_t>(last - first);
    tile_.resize(n), x_.resize(n), y_.resize(n), order_.resize(n);
    std::fill(first_.begin(), first_.end(), 0);
    for (std::size_t i = 0; i < n; ++i) {
      const auto [fx, fy] = starts.at(first + static_cast<std::int64_t>(i));
      x_[i] = fx * (width - 1), y_[i] = fy * (height - 1);
      tile_[i] = std::min(static_cast<int>(y_[i]) / side_, rows_ - 1) * columns_ +
                 std::min(static_cast<int>(x_[i]) / side_, columns_ - 1);
      ++first_[static_cast<std::size_t>(tile_[i]) + 1];
    }
    for (std::size_t t = 1; t < first_.size(); ++t) first_[t] += first_[t - 1];
    std::vector<std::size_t> next(first_.begin(), first_.end() - 1);
    for (std::size_t i = 0; i < n; ++i) order_[next[static_cast<std::size_t>(tile_[i])]++] = i;
    // The busiest tiles first, so that the threads' last tiles are small ones and end together.
    const auto size = [&](int t) {
      return first_[static_cast<std::size_t>(t) + 1] - first_[static_cast<std::size_t>(t)];
    };
    for (std::vector<int>& tiles : ofColour_)
      std::stable_sort(tiles.begin(), tiles.end(), [&](int a, int b) { return size(a) > size(b); });
  }

  // The tiles of a colour, those with the most droplets of the round first.
  const std::vector<int>& ofColour(int colour) const { return ofColour_[static_cast<std::size_t>(colour)]; }

  // The droplets of `tile`, in k's order: start(j) for j in [first, last).
  std::pair<std::size_t, std::size_t> droplets(int tile) const {
    return {first_[static_cast<std::size_t>(tile)], first_[static_cast<std::size_t>(tile) + 1]};
  }
  std::pair<double, double> start(std::size_t j) const { return {x_[order_[j]], y_[order_[j]]}; }

 private:
  int side_, columns_, rows_;
  std::array<std::vector<int>, 4> ofColour_;
  std::vector<std::size_t> first_;  // tile t's droplets are order_[first_[t] .. first_[t + 1])
  std::vector<int> tile_;
  std::vector<double> x_, y_;
  std::vector<std::size_t> order_;
};

// The droplets of `tile` (one colour's tiles, so no two touch a common
// pixel), kLanes tiles in flight at a time: each lane runs its tile's
// droplets one after another in k's order and then takes the next tile not
// yet `taken` (a queue the threads share), so every pixel sees the writes
// of the one schedule DropletTiles defines. A step's move (a chain of
// dependent reads, a square root and a division) is found for every lane,
// two at a time, before any lane works the ground, so the lanes' chains
// overlap in the CPU instead of waiting one for another.
template <int kLanes>
void runTiles(const DropletRules& r, Ground& g, const DropletTiles& tiles, const std::vector<int>& tile,
              std::atomic<std::size_t>& taken) {
  static_assert(kLanes % 2 == 0, "lanes go in pairs");
  std::array<Droplet, kLanes> d;
  std::array<Courses, kLanes / 2> course{};
  const auto place = [&](int l, double x, double y) {
    Courses& k = course[static_cast<std::size_t>(l / 2)];
    k.px[l % 2] = x, k.py[l % 2] = y, k.dirX[l % 2] = 0.0, k.dirY[l % 2] = 0.0;
    k.speed[l % 2] = kInitialSpeed, k.water[l % 2] = kInitialWater;
  };
  // Each lane's next droplet and its tile's end.
  std::array<std::pair<std::size_t, std::size_t>, kLanes> queue{};
  std::array<bool, kLanes> live{};
  // The lane's next droplet that starts inside, false when every tile is taken.
  const auto next = [&](int l) {
    auto& [j, end] = queue[static_cast<std::size_t>(l)];
    for (;;) {
      while (j == end) {
        const std::size_t t = taken.fetch_add(1, std::memory_order_relaxed);
        if (t >= tile.size()) return false;
        std::tie(j, end) = tiles.droplets(tile[t]);
      }
      const auto [x, y] = tiles.start(j++);
      if (r.inside(x, y) && r.p.erosionLifetime > 0) {
        place(l, x, y);
        d[static_cast<std::size_t>(l)] = Droplet{};
        return true;
      }
    }
  };
  int running = 0;
  for (int l = 0; l < kLanes; ++l) running += (live[static_cast<std::size_t>(l)] = next(l));
  if (running == 0) return;
  // A lane with no droplet stands where the first lane with one starts.
  const int first = static_cast<int>(std::find(live.begin(), live.end(), true) - live.begin());
  const Courses& firstCourse = course[static_cast<std::size_t>(first / 2)];
  for (int l = 0; l < kLanes; ++l)
    if (!live[static_cast<std::size_t>(l)]) place(l, firstCourse.px[first % 2], firstCourse.py[first % 2]);
  std::array<Move, kLanes> move;
  std::array<bool, kLanes> moved{};
  while (running > 0) {
    for (std::size_t q = 0; q < course.size(); ++q)
      movePair(r, g, course[q], &live[2 * q], &move[2 * q], &moved[2 * q]);
    for (std::size_t l = 0; l < kLanes; ++l)
      if (live[l] && !(moved[l] && workDroplet(r, g, d[l], move[l])) &&
          !(live[l] = next(static_cast<int>(l))))
        --running;
  }
}

// Talus passes: every neighbour step steeper than the talus angle moves
// strength x excess / 8 from the higher pixel to the lower, all found from
// the pass's starting heights. Each pixel gathers its four steps in one
// order (from above, from the left, to the right, below), each rounded to
// float: the bytes of moving each pair once in row order, with rows on the
// pool side by side. Passes go back and forth between the field and one
// scratch copy.
void thermalPasses(const NoiseParams& p, std::span<float> e, int width, int height,
                   double pixelsPerMapWidth) {
  // The talus step in elevation: tan(angle) map widths of height per map width, a pixel apart.
  const double talus = std::tan(p.talusAngle * kPi / 180.0) / (pixelsPerMapWidth * kErosionHeightScale);
  const double share = p.thermalStrength / 8.0;
  std::vector<float> scratch(e.size());
  std::span<float> before = e, after = scratch;
  // What moves from pixel i to pixel j (negative: from j to i).
  const auto moved = [&](std::size_t i, std::size_t j) {
    const double d = static_cast<double>(before[i]) - before[j];
    const double excess = std::abs(d) - talus;
    return excess > 0.0 ? share * excess * (d > 0 ? 1.0 : -1.0) : 0.0;
  };
  const std::size_t w = static_cast<std::size_t>(width);
  for (int pass = 0; pass < p.thermalPasses; ++pass) {
    detail::forRowPieces(0, height, 8.0 * width, [&](int a, int b) {
      for (int y = a; y < b; ++y)
        for (int x = 0; x < width; ++x) {
          const std::size_t i = static_cast<std::size_t>(y) * w + x;
          float v = before[i];
          double m = 0.0;
          // A step of no excess moves nothing and leaves the float as it is.
          if (y > 0 && (m = moved(i - w, i)) != 0.0) v = static_cast<float>(v + m);
          if (x > 0 && (m = moved(i - 1, i)) != 0.0) v = static_cast<float>(v + m);
          if (x + 1 < width && (m = moved(i, i + 1)) != 0.0) v = static_cast<float>(v - m);
          if (y + 1 < height && (m = moved(i, i + w)) != 0.0) v = static_cast<float>(v - m);
          after[i] = v;
        }
    });
    std::swap(before, after);
  }
  if (before.data() != e.data()) std::copy(before.begin(), before.end(), e.begin());
}

}  // namespace

bool erosionOn(const NoiseParams& p) {
  return p.erosion > 0.0 || p.thermalPasses > 0;
}

std::string erosionSizeError(const NoiseParams& p, int width, int height) {
  const double droplets = std::round(p.erosion * width * static_cast<double>(height));
  if (!(droplets <= kErosionMaxDroplets))
    return "erosion " + std::to_string(p.erosion) + " over " + std::to_string(width) + "x" +
           std::to_string(height) + " is " + std::to_string(static_cast<long long>(droplets)) +
           " droplets; at most 2^28 (268435456)";
  return {};
}

// What a run holds between steps.
struct ErosionRun::State {
  NoiseParams p;
  std::span<float> heights;
  int width = 0, height = 0;
  double pixelsPerMapWidth = 0, scale = 0, units = 0;
  ErosionMasks* masks = nullptr;
  Brush brush;
  std::int64_t droplets = 0, next = 0;  // droplets in all, the first not yet run
  std::optional<StartPoints> starts;
  std::optional<DropletTiles> tiles;
  bool done = false;
};

ErosionRun::ErosionRun(const NoiseParams& p, std::span<float> heights, int width, int height,
                       double pixelsPerMapWidth, ErosionMasks* masks)
    : state_(std::make_unique<State>()) {
  if (width < 1 || height < 1 || heights.size() != static_cast<std::size_t>(width) * height)
    throw std::invalid_argument("erodeField: the heights are not width x height");
  if (const std::string error = erosionSizeError(p, width, height); !error.empty())
    throw std::invalid_argument(error);
  // A talus step and a droplet's step are lengths per pixel: a resolution of 0, below or NaN has none.
  if (!(pixelsPerMapWidth > 0.0 && std::isfinite(pixelsPerMapWidth)))
    throw std::invalid_argument("erosion needs a resolution of more than 0 pixels per map width, got " +
                                std::to_string(pixelsPerMapWidth));
  State& s = *state_;
  s.p = p, s.heights = heights, s.width = width, s.height = height, s.masks = masks;
  s.pixelsPerMapWidth = pixelsPerMapWidth;
  if (masks != nullptr)
    for (std::vector<float>* m : {&masks->flow, &masks->wear, &masks->deposit})
      m->assign(heights.size(), 0.0f);
  s.scale = pixelsPerMapWidth / kErosionReferencePixels;
  s.units = 1.0 / (kErosionHeightScale * kErosionReferencePixels);  // elevation per reference height
  if (p.erosion > 0.0 && width > 1 && height > 1) {
    // At most kMaxBrushPixels across however far the view zooms in: memory and time stay bounded
    // (and half a pixel for a resolution of no sense: 0, negative, NaN).
    const double radius = p.erosionRadius * s.scale;
    s.brush = brushOf(radius >= 0.5 ? std::min(radius, kMaxBrushPixels) : 0.5, width);
    s.droplets = static_cast<std::int64_t>(std::round(p.erosion * width * static_cast<double>(height)));
    s.starts.emplace(p, width, height, s.droplets);
    // A droplet moves at most `scale` pixels a step, digs a brush's reach around its node and reads
    // and lays down on the node's cell.
    // (At most the field's size: one tile then holds every droplet. A resolution of no sense, 0,
    // negative or NaN, counts no travel; its droplets stop at their first step or climb, unharmed.)
    const double travel = p.erosionLifetime * s.scale;
    const double reach = (travel > 0.0 ? std::ceil(travel) : 0.0) + s.brush.reach + 2;
    const double most = static_cast<double>(width) + height;
    s.tiles.emplace(width, height, static_cast<int>(reach <= most ? reach : most));
  }
}

ErosionRun::~ErosionRun() = default;
ErosionRun::ErosionRun(ErosionRun&&) noexcept = default;
ErosionRun& ErosionRun::operator=(ErosionRun&&) noexcept = default;

std::int64_t ErosionRun::droplets() const {
  return state_->droplets;
}
std::int64_t ErosionRun::dropletsRun() const {
  return state_->next;
}
bool ErosionRun::done() const {
  return state_->done;
}

double ErosionRun::progress() const {
  const State& s = *state_;
  if (s.done) return 1.0;
  return s.droplets > 0 ? 0.999 * static_cast<double>(s.next) / static_cast<double>(s.droplets) : 0.0;
}

bool ErosionRun::advance(std::int64_t atLeast) {
  State& s = *state_;
  if (s.done) return true;
  const std::int64_t until = s.next + std::max<std::int64_t>(atLeast, 1);
  Ground g{s.heights, s.width, s.height};
  const DropletRules rules(s.p, s.scale, s.units, s.brush, s.masks, g);
  while (s.next < s.droplets && s.next < until) {
    const std::int64_t first = s.next, last = std::min(s.droplets, first + DropletTiles::kRoundDroplets);
    s.tiles->bucket(*s.starts, first, last, s.width, s.height);
    for (int colour = 0; colour < 4; ++colour) {
      const std::vector<int>& list = s.tiles->ofColour(colour);
      // Work in the pool's units (about a pixel-octave each): a droplet step costs a brush.
      const double workPerTile = static_cast<double>(last - first) /
                                 (4.0 * static_cast<double>(list.size())) * s.p.erosionLifetime *
                                 static_cast<double>(s.brush.pixels);
      // One call a thread, the calls taking tiles from one queue: a thread's
      // lanes stay full until the colour's last tiles (a piece of a few
      // tiles each left most lanes idle as it ended).
      const int threads = std::max(1, std::min(fieldThreads(), static_cast<int>(list.size())));
      std::atomic<std::size_t> taken{0};
      detail::forRowPieces(0, threads, workPerTile * static_cast<double>(list.size()) / threads,
                           [&](int, int) { runTiles<kDropletLanes>(rules, g, *s.tiles, list, taken); });
    }
    s.next = last;
  }
  if (s.next < s.droplets) return false;
  if (s.droplets > 0 && s.masks != nullptr && !s.masks->flow.empty())
    for (float& f : s.masks->flow) f = static_cast<float>(f / std::max(s.p.erosion, 1e-9));
  if (s.p.thermalPasses > 0) thermalPasses(s.p, s.heights, s.width, s.height, s.pixelsPerMapWidth);
  s.done = true;
  return true;
}

void erodeField(const NoiseParams& p, std::span<float> heights, int width, int height,
                double pixelsPerMapWidth, ErosionMasks* masks) {
  ErosionRun run(p, heights, width, height, pixelsPerMapWidth, masks);
  while (!run.advance(std::numeric_limits<std::int64_t>::max() / 2)) {
  }
}

}  // namespace noisescope
