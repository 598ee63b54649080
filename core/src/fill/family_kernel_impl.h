// family_kernel_impl.h — simplex and Worley noise over positions or grid
// rows (FamilyRun, field_kernels.h), written once for any lane count.
//
// Included at the end of field_kernel_impl.h (so inside each instruction
// set's file and namespace), whose helpers it uses. At positions the cells
// and the simplex offsets are found in double, as noise_families.cpp does;
// on grid rows they come from tables found in double (FamilyColumns). The
// rest is float arithmetic with every operation rounded, in one order on
// every path. Isa also gives sqrt(F), correctly rounded on every path.
#pragma once

#include <cmath>

namespace noisescope::kernels::NOISESCOPE_KERNEL_NS {

inline constexpr double kFamilySkew = 0.36602540378443865;    // (sqrt3 - 1) / 2, noise_families.h
inline constexpr double kFamilyUnskew = 0.21132486540518713;  // (3 - sqrt3) / 6
inline constexpr float kFamilyScale = 99.2f;

// True where any lane of a comparison's mask is.
template <class M, class S = Isa>  // a template, so a scalar Isa needs no any()
inline bool anyLane(M m) {
  if constexpr (S::kLanes == 1) {
    return m;
  } else {
    return S::any(m);
  }
}

// Each lane's simplex cell: the corner (i, j) and the offset (x0, y0) from
// it, found in double exactly as simplexSteps does, the offset rounded to
// float. |x + s| < 2^31 after the clamp, so a truncation and a step down
// where it went up is floor.
// floor of each lane of v, positions made sane (|v| <= 1e9): truncation,
// and a step down where that went up.
template <class S>
inline typename S::DH floorLanes(typename S::DH v) {
  using DH = typename S::DH;
  const DH t = __builtin_convertvector(__builtin_convertvector(v, typename S::IH), DH);
  return t > v ? t - 1.0 : t;
}

template <class S = Isa>  // a template, so a scalar Isa needs no half-vector types
inline void simplexLanes(const double* xs, const double* ys, double a, double b, typename S::U& i,
                         typename S::U& j, typename S::F& x0, typename S::F& y0) {
  if constexpr (S::kLanes == 1) {
    const double x = saneTimes(*xs * a * b), y = saneTimes(*ys * a * b);
    const double s = (x + y) * kFamilySkew;
    const double fi = __builtin_floor(x + s), fj = __builtin_floor(y + s);
    const double t = (fi + fj) * kFamilyUnskew;
    i = static_cast<std::uint32_t>(static_cast<std::int32_t>(fi));
    j = static_cast<std::uint32_t>(static_cast<std::int32_t>(fj));
    x0 = static_cast<float>((x - fi) + t);
    y0 = static_cast<float>((y - fj) + t);
  } else {
    using DH = typename S::DH;
    using IH = typename S::IH;
    using FH = typename S::FH;
    const auto floorOf = [](DH v) { return floorLanes<S>(v); };
    const auto half = [&](int at, IH& ci, IH& cj, FH& ox, FH& oy) {
      const DH x = saneTimes(load<DH>(xs + at) * a * b), y = saneTimes(load<DH>(ys + at) * a * b);
      const DH s = (x + y) * kFamilySkew;
      const DH fi = floorOf(x + s), fj = floorOf(y + s);
      const DH t = (fi + fj) * kFamilyUnskew;
      ci = __builtin_convertvector(fi, IH);
      cj = __builtin_convertvector(fj, IH);
      ox = __builtin_convertvector((x - fi) + t, FH);
      oy = __builtin_convertvector((y - fj) + t, FH);
    };
    IH i0, i1, j0, j1;
    FH x00, x01, y00, y01;
    half(0, i0, j0, x00, y00);
    half(N / 2, i1, j1, x01, y01);
    i = reinterpret_cast<typename S::U>(S::join(i0, i1));
    j = reinterpret_cast<typename S::U>(S::join(j0, j1));
    x0 = S::join(x00, x01);
    y0 = S::join(y00, y01);
  }
}

// `value` where mask m holds, else all bits clear: one AND on SSE2 and
// AVX2, where a select of two values takes a blend (recent Intel cores
// issue one blend a cycle against three ANDs, measured). AVX-512's
// comparisons give mask registers, whose selects are one instruction.
template <class M, class T>
inline T onlyWhere(M m, T value) {
  if constexpr (N == 1 || N == 16) {
    return m ? value : T{};
  } else {
    return __builtin_bit_cast(T, reinterpret_cast<U>(m) & __builtin_bit_cast(U, value));
  }
}

// a where mask m holds, else b, bit for bit: b ^ (m & (a ^ b)), with a ^ b
// a constant where a and b are.
template <class M, class T>
inline T either(M m, T a, T b) {
  if constexpr (N == 1 || N == 16) {
    return m ? a : b;
  } else {
    const U bitsB = __builtin_bit_cast(U, b);
    return __builtin_bit_cast(T, bitsB ^ onlyWhere(m, __builtin_bit_cast(U, a) ^ bitsB));
  }
}

// One corner with hash sum h (before mixing) and offset (dx, dy):
// r^4 (g . d) with r = max(0.5 - dx^2 - dy^2, 0), g read from the gradient
// tables as given (scaled by the caller). The mix leaves the top bits as the
// finished hash has them, so the gradient is read there.
inline F simplexCorner(const float* tableX, const float* tableY, U h, F dx, F dy) {
  const U mixed = mixHash(h);
  const F r = Isa::positive(0.5f - dx * dx - dy * dy);
  const F dot = Isa::withSign(mixed, Isa::fromTable(tableX, mixed) * dx + Isa::fromTable(tableY, mixed) * dy);
  const F r2 = r * r;
  return r2 * r2 * dot;
}

// An octave's noise in [0, 1] as the sum adds it: ridged 1 - |2n - 1|.
inline F asOctave(F n, bool ridged) {
  return ridged ? 1.0f - absOf(2.0f * n - 1.0f) : n;
}

// One octave's parts of a simplex grid row (FamilyColumns), copied out of
// FamilyRun: the compiler then keeps them in registers while the kernel
// stores (the pointers were reloaded after every store: 7% of the fill).
struct SimplexGridPart {
  const float* fractionU;
  const float* fractionV;
  const std::uint32_t* term;
  float rowU, rowV;
  std::uint32_t rowTerm;
};

inline SimplexGridPart simplexGridPart(const FamilyRun& r, int o) {
  const FamilyColumns& c = r.columns[o];
  return {c.fraction[0], c.fraction[1], c.term[0], r.rowFraction[o][0], r.rowFraction[o][1], r.rowTerm[o][0]};
}

// Each lane's simplex corner hash h (before mixing) and offset (x0, y0) on
// a grid row: the skewed point's fractions are the column's plus the row's,
// in [0, 2]; where one reaches 1 it carries into the cell.
inline void simplexGridLanes(const SimplexGridPart& p, int at, U& h, F& x0, F& y0) {
  const F u0 = load<F>(p.fractionU + at) + p.rowU;
  const F v0 = load<F>(p.fractionV + at) + p.rowV;
  const auto carryU = u0 >= 1.0f, carryV = v0 >= 1.0f;
  const U base = load<U>(p.term + at) + p.rowTerm;
  h = base + onlyWhere(carryU, U{} + kHashX) + onlyWhere(carryV, U{} + kHashY);
  // u0 - 1 where it carries, u0 - 0 = u0 elsewhere: both exact.
  const F u = u0 - onlyWhere(carryU, F{} + 1.0f), v = v0 - onlyWhere(carryV, F{} + 1.0f);
  const F t = (u + v) * static_cast<float>(kFamilyUnskew);
  x0 = u - t;
  y0 = v - t;
}

// Pixels at a time in the simplex kernel's passes: 5 KB of scratch on the
// stack, well inside the first-level cache (128, 256 and 1024 measured the
// same).
inline constexpr int kSimplexChunk = 256;

// Octave by octave over a chunk of pixels, in three passes over it: each
// lane's cell; its first two corners; its last corner and the octave's
// weighted noise, added to the chunk's sums. Each pass holds few values in
// registers (AVX2 has sixteen) and works on its pixels' short chains side
// by side: in one pass the kernel spilled and its long chain of dependent
// steps left the pipes idle (AVX2, 8 octaves, measured: three passes 14%
// faster than one, two or four slower than three).
//
// The octave's noise (n + 1) / 2 by its weight w, n = 99.2 sum, is
// w / 2 + s, and ridged w (1 - |n|) is w - |s|, where s is the sum
// with gradients scaled by 99.2 w / 2 (ridged 99.2 w): the octave's tables
// carry the scale, which saves two products a vector (AVX2, 8 octaves: 3%
// faster), within a few ulps of scaling each sum afterwards.
template <bool kRidged>
void simplexWith(const FamilyRun& r) {
  const float g = static_cast<float>(kFamilyUnskew), gLess1 = static_cast<float>(kFamilyUnskew - 1.0);
  const float g2Less1 = static_cast<float>(2.0 * kFamilyUnskew - 1.0);
  alignas(64) std::uint32_t hashSums[kSimplexChunk];
  alignas(64) float offsetsX[kSimplexChunk], offsetsY[kSimplexChunk];
  alignas(64) float twoCorners[kSimplexChunk], sums[kSimplexChunk];
  alignas(64) float tableX[16], tableY[16];
  for (int start = 0; start < r.count; start += kSimplexChunk) {
    const int count = r.count - start < kSimplexChunk ? r.count - start : kSimplexChunk;
    for (int o = 0; o < r.octaves; ++o) {
      const auto keepCell = [&](int at, U h, F x0, F y0) {
        __builtin_memcpy(hashSums + at, &h, sizeof h);
        __builtin_memcpy(offsetsX + at, &x0, sizeof x0);
        __builtin_memcpy(offsetsY + at, &y0, sizeof y0);
      };
      if (r.grid) {
        const SimplexGridPart part = simplexGridPart(r, o);
        for (int at = 0; at < count; at += N) {
          U h;
          F x0, y0;
          simplexGridLanes(part, start + at, h, x0, y0);
          keepCell(at, h, x0, y0);
        }
      } else {
        for (int at = 0; at < count; at += N) {
          U i, j;
          F x0, y0;
          simplexLanes(r.xs + start + at, r.ys + start + at, r.scaleA[o], r.scaleB[o], i, j, x0, y0);
          keepCell(at, i * kHashX + j * kHashY + r.seedHash[o], x0, y0);
        }
      }
      const float weight = r.weight[o], halfWeight = weight * 0.5f;
      const float scale = (kRidged ? weight : halfWeight) * kFamilyScale;
      scaleTable(kGradientX, scale, tableX);
      scaleTable(kGradientY, scale, tableY);
      // The middle corner: (i + 1, j) below the diagonal, else (i, j + 1);
      // its offset from the point is (x0 - a + G, y0 - b + G), the last
      // corner's (x0 - 1 + 2G, y0 - 1 + 2G), each a sum with one constant.
      for (int at = 0; at < count; at += N) {
        const U h = load<U>(hashSums + at);
        const F x0 = load<F>(offsetsX + at), y0 = load<F>(offsetsY + at);
        const auto below = x0 > y0;
        const U hMiddle = h + either(below, U{} + kHashX, U{} + kHashY);
        const F across = either(below, F{} + gLess1, F{} + g), down = either(below, F{} + g, F{} + gLess1);
        const F two = simplexCorner(tableX, tableY, h, x0, y0) +
                      simplexCorner(tableX, tableY, hMiddle, x0 + across, y0 + down);
        __builtin_memcpy(twoCorners + at, &two, sizeof two);
      }
      for (int at = 0; at < count; at += N) {
        const U hLast = load<U>(hashSums + at) + (kHashX + kHashY);
        const F x0 = load<F>(offsetsX + at), y0 = load<F>(offsetsY + at);
        const F last = simplexCorner(tableX, tableY, hLast, x0 + g2Less1, y0 + g2Less1);
        const F scaledSum = load<F>(twoCorners + at) + last;
        const F before = o == 0 ? F{} : load<F>(sums + at);
        const F sum = before + (kRidged ? weight - absOf(scaledSum) : scaledSum + halfWeight);
        __builtin_memcpy(sums + at, &sum, sizeof sum);
      }
    }
    for (int at = 0; at < count; at += N) storeRow(r.out, start + at, r.count, load<F>(sums + at));
  }
}

void simplexPoints(const FamilyRun& r) {
  if (r.ridged) {
    simplexWith<true>(r);
  } else {
    simplexWith<false>(r);
  }
}

// Worley's distance: euclidean squared (the root is taken once, at the
// end), manhattan, chebyshev.
template <int kDistance>
inline F cellDistance(F dx, F dy) {
  if constexpr (kDistance == 0) return dx * dx + dy * dy;
  const F ax = absOf(dx), ay = absOf(dy);
  if constexpr (kDistance == 1) return ax + ay;
  return ax > ay ? ax : ay;
}

// The search of one octave at N pixels: F1, F2 (euclidean: squared; left
// infinite where the return reads only F1 and its cell) and the nearest
// cell's hash sum.
struct WorleyFound {
  F f1, f2;
  U nearest;
};

// The hash terms of the five columns (or rows) a = -2..2 around cell c:
// (c + a) k.
struct CellTerms {
  U term[5];
};

inline CellTerms cellTerms(U c, std::uint32_t k) {
  CellTerms t;
  for (int a = -2; a <= 2; ++a) t.term[a + 2] = (c + static_cast<std::uint32_t>(a)) * k;
  return t;
}

// The search runs in units of 2^-16 cells (kUnit cells): a feature point's
// 16-bit hash is then its offset as it stands, and every value is the one
// in cells times a power of two, exactly, so the floats are those of the
// search in cells (distances squared: times kUnit^2).
inline constexpr float kUnit = 65536.0f;

// The offsets from the point to cell column (or row) a's corner of
// jitter, (a + 0.5 - J / 2) - f for a = -2..2, in units; a feature point
// lies at that plus J k units (k its hash's 16 bits).
struct CellOffsets {
  F at[5];
};

inline CellOffsets cellOffsets(F f, float halfJitter) {
  CellOffsets o;
  const F units = f * kUnit;  // (c - f) kUnit = c kUnit - f kUnit, both exact scalings
  for (int a = -2; a <= 2; ++a) o.at[a + 2] = ((static_cast<float>(a) + 0.5f) - halfJitter) * kUnit - units;
  return o;
}

// The feature point of the cell with hash sum h0, as its offset within the
// cell in units: J k for its hash's two 16-bit halves k. kUnitJitter: J is
// 1, whose product changes no bit. The point's hash is finishHash(h0) =
// m ^ (m >> 16) for m = mixHash(h0): its top 16 bits are m's.
template <bool kUnitJitter>
inline void featurePoint(U h0, float jitter, F& u, F& v) {
  const U m = mixHash(h0), top = m >> 16;
  u = Isa::toFloat((m ^ top) & 0xFFFFu), v = Isa::toFloat(top);
  if constexpr (!kUnitJitter) u = u * jitter, v = v * jitter;
}

// kSecond: F2 is kept (the F2 and edge returns read it). (u, v): the cell's
// feature point (featurePoint).
template <int kDistance, bool kSecond>
inline void visitPoint(WorleyFound& w, U h0, F u, F v, int a, int b, const CellOffsets& ox,
                       const CellOffsets& oy) {
  const F d = cellDistance<kDistance>(ox.at[a + 2] + u, oy.at[b + 2] + v);
  const auto nearer = d < w.f1;
  if constexpr (kSecond) w.f2 = nearer ? w.f1 : (d < w.f2 ? d : w.f2);
  w.f1 = nearer ? d : w.f1;
  w.nearest = nearer ? h0 : w.nearest;
}

template <int kDistance, bool kSecond, bool kUnitJitter>
inline void visitCell(WorleyFound& w, const CellTerms& tx, const CellTerms& ty, int a, int b,
                      const CellOffsets& ox, const CellOffsets& oy, float jitter) {
  const U h0 = tx.term[a + 2] + ty.term[b + 2];
  F u, v;
  featurePoint<kUnitJitter>(h0, jitter, u, v);
  visitPoint<kDistance, kSecond>(w, h0, u, v, a, b, ox, oy);
}

// A row's feature points of the inner rows' cells (FamilyColumns::cellTerm):
// u and v of cell k at u[b][k], v[b][k] for b = -1, 0, 1; a vector's lanes
// read theirs at k = (their cell index) + a + 2 by a permute of the N
// entries from the first lane's (rel: each lane's index less the first's,
// at the top of a hash as fromTable reads it).
struct PointTables {
  const float* u[3];
  const float* v[3];
  std::int32_t first;
  U rel;
};

// Fills octave o's tables of a grid row (FamilyColumns::pointsAt).
template <bool kUnitJitter>
inline void fillPointTables(const FamilyRun& r, int o) {
  const FamilyColumns& c = r.columns[o];
  float* table = r.points + c.pointsAt;
  for (int b = 0; b < 3; ++b) {
    float* u = table + 2 * b * c.pitch;
    float* v = u + c.pitch;
    for (int k = 0; k < c.cells; k += N) {
      F fu, fv;
      featurePoint<kUnitJitter>(load<U>(c.cellTerm + k) + r.rowTerm[o][b + 1], r.jitter, fu, fv);
      __builtin_memcpy(u + k, &fu, sizeof fu);
      __builtin_memcpy(v + k, &fv, sizeof fv);
    }
  }
}

// Whether the lanes at `at` read octave o's tables (on a path with a
// permute, each lane's cell at most N - 1 past the first lane's: a tiled
// fill's columns can wrap around the map within a vector), and where.
inline bool pointTablesAt(const FamilyRun& r, int o, int at, PointTables& t) {
  const FamilyColumns& c = r.columns[o];
  if (N < 8 || c.cellTerm == nullptr) return false;
  t.first = c.cellIndex[at];
  const U rel = load<U>(c.cellIndex + at) - static_cast<std::uint32_t>(t.first);
  if (anyLane(rel > static_cast<std::uint32_t>(N - 1))) return false;
  t.rel = rel << 28;
  const float* table = r.points + c.pointsAt + t.first + 1;  // k = index + a + 2 for a = -1: index + 1
  for (int b = 0; b < 3; ++b) t.u[b] = table + 2 * b * c.pitch, t.v[b] = t.u[b] + c.pitch;
  return true;
}

// tx: the columns' hash terms, ty: the rows' with the octave's seed term.
// The inner 3 x 3 cells are all looked at; an outer cell only where a
// lane's F2 (kSecond), or F1 where only F1 and its cell are returned, could
// change: a cell's point lies at least `bound` away (its jitter keeps it
// within J / 2 of the cell's centre), and the margin stands far above the
// rounding of the float distances, so a skipped cell could change nothing
// the return reads.
// tables: the inner cells' feature points (null: found from the hashes).
template <int kDistance, bool kSecond, bool kUnitJitter>
inline WorleyFound worleySearch(const CellTerms& tx, const CellTerms& ty, F fx, F fy, float jitter,
                                const PointTables* tables) {
  WorleyFound w{F{} + INFINITY, F{} + INFINITY, U{}};
  const float halfJitter = 0.5f * jitter, units = kDistance == 0 ? kUnit * kUnit : kUnit;
  const CellOffsets ox = cellOffsets(fx, halfJitter), oy = cellOffsets(fy, halfJitter);
  const auto visit = [&](int a, int b) {
    visitCell<kDistance, kSecond, kUnitJitter>(w, tx, ty, a, b, ox, oy, jitter);
  };
  // Whether a lane could find a nearer point than `bound` (in cells) allows.
  const auto couldBeat = [&](auto bound) {
    return anyLane((bound * 0.9999f - 1e-5f) * units < (kSecond ? w.f2 : w.f1));
  };
  const auto worthVisiting = [&](int a, int b) {
    const F lx0 = absOf((static_cast<float>(a) + 0.5f) - fx) - halfJitter;
    const F ly0 = absOf((static_cast<float>(b) + 0.5f) - fy) - halfJitter;
    return couldBeat(cellDistance<kDistance>(Isa::positive(lx0), Isa::positive(ly0)));
  };
  if (tables != nullptr) {
    for (int b = -1; b <= 1; ++b)
      for (int a = -1; a <= 1; ++a)
        visitPoint<kDistance, kSecond>(w, tx.term[a + 2] + ty.term[b + 2],
                                       Isa::fromTable(tables->u[b + 1] + a + 1, tables->rel),
                                       Isa::fromTable(tables->v[b + 1] + a + 1, tables->rel), a, b, ox, oy);
  } else {
    for (int b = -1; b <= 1; ++b)
      for (int a = -1; a <= 1; ++a) visit(a, b);
  }
  // No outer cell's point lies nearer than 1.5 - J / 2 along an axis, so
  // where every lane's F2 (or F1) is below that (most vectors; F1 nearly
  // always), none is looked at.
  const float ring = 1.5f - halfJitter, ringBound = kDistance == 0 ? ring * ring : ring;
  if (!couldBeat(ringBound)) return w;
  for (int b = -2; b <= 2; ++b)
    for (int a = -2; a <= 2; ++a) {
      if (a > -2 && a < 2 && b > -2 && b < 2) continue;
      if (worthVisiting(a, b)) visit(a, b);
    }
  return w;
}

template <int kDistance, int kOutput, bool kUnitJitter>
void worleyWith(const FamilyRun& r) {
  const float inverseBound = r.inverseBound / kUnit;  // units back to cells, exactly
  if (N >= 8 && r.grid)
    for (int o = 0; o < r.octaves; ++o)
      if (r.columns[o].cellTerm != nullptr) fillPointTables<kUnitJitter>(r, o);
  for (int at = 0; at < r.count; at += N) {
    F sum{};
    for (int o = 0; o < r.octaves; ++o) {
      CellTerms tx, ty;
      F fx, fy;
      PointTables tables;
      const bool tabled = r.grid && pointTablesAt(r, o, at, tables);
      if (r.grid) {
        for (int a = 0; a < 5; ++a) {
          tx.term[a] = load<U>(r.columns[o].term[a] + at);
          ty.term[a] = U{} + r.rowTerm[o][a];
        }
        fx = load<F>(r.columns[o].fraction[0] + at);
        fy = F{} + r.rowFraction[o][0];
      } else {
        U cx, cy;
        F unused;
        cellLanes<0>(r.xs + at, r.scaleA[o], cx, fx, unused, r.scaleB[o]);
        cellLanes<0>(r.ys + at, r.scaleA[o], cy, fy, unused, r.scaleB[o]);
        tx = cellTerms(cx, kHashX);
        ty = cellTerms(cy, kHashY);
        for (U& t : ty.term) t = t + r.seedHash[o];
      }
      constexpr bool kSecond = kOutput == 1 || kOutput == 2;
      const WorleyFound w =
          worleySearch<kDistance, kSecond, kUnitJitter>(tx, ty, fx, fy, r.jitter, tabled ? &tables : nullptr);
      const F f1 = kDistance == 0 ? Isa::sqrt(w.f1) : w.f1, f2 = kDistance == 0 ? Isa::sqrt(w.f2) : w.f2;
      F n;
      if constexpr (kOutput == 0) n = f1 * inverseBound;
      if constexpr (kOutput == 1) n = f2 * inverseBound;
      if constexpr (kOutput == 2) n = (f2 - f1) * inverseBound;
      if constexpr (kOutput == 3)
        n = Isa::toFloat(finishHash(w.nearest + r.cellDelta[o]) >> 8) * (1.0f / 16777216.0f);
      sum = sum + r.weight[o] * asOctave(n, r.ridged);
    }
    storeRow(r.out, at, r.count, sum);
  }
}

template <int kDistance, bool kUnitJitter>
void worleyOutput(const FamilyRun& r) {
  switch (r.output) {
    case 1: return worleyWith<kDistance, 1, kUnitJitter>(r);
    case 2: return worleyWith<kDistance, 2, kUnitJitter>(r);
    case 3: return worleyWith<kDistance, 3, kUnitJitter>(r);
    default: return worleyWith<kDistance, 0, kUnitJitter>(r);
  }
}

template <int kDistance>
void worleyJitter(const FamilyRun& r) {
  return r.jitter == 1.0f ? worleyOutput<kDistance, true>(r) : worleyOutput<kDistance, false>(r);
}

void worleyPoints(const FamilyRun& r) {
  switch (r.distance) {
    case 1: return worleyJitter<1>(r);
    case 2: return worleyJitter<2>(r);
    default: return worleyJitter<0>(r);
  }
}

}  // namespace noisescope::kernels::NOISESCOPE_KERNEL_NS
