// field_internal.h — what field.cpp shares with terrain_field.cpp (internal
// to core): the kernels of the chosen path, the pool, the pixel mapping.
#pragma once

#include <cstddef>
#include <functional>
#include <new>
#include <vector>

#include "fill/field_kernels.h"
#include "noisescope/fill/field.h"

namespace noisescope::detail {

// Storage for the kernels' tables, aligned to 64 bytes: a vector load of a
// whole cache line reads one line, not two (unaligned tables cost the row
// kernels about 15%).
template <class T>
struct CacheLineAllocator {
  using value_type = T;
  static constexpr std::align_val_t kAlign{64};
  CacheLineAllocator() = default;
  template <class U>
  CacheLineAllocator(const CacheLineAllocator<U>&) {}
  T* allocate(std::size_t n) { return static_cast<T*>(::operator new(n * sizeof(T), kAlign)); }
  void deallocate(T* p, std::size_t) { ::operator delete(p, kAlign); }
  friend bool operator==(const CacheLineAllocator&, const CacheLineAllocator&) { return true; }
};

template <class T>
using TableVector = std::vector<T, CacheLineAllocator<T>>;

// v's data, grown to at least `size` elements.
template <class T, class A>
T* grown(std::vector<T, A>& v, std::size_t size) {
  if (v.size() < size) v.resize(size);
  return v.data();
}

// A fade as the kernels number it: 0 linear, 1 cubic, 2 quintic.
int fadeIndex(Fade fade);

// The kernels of fieldPath().
kernels::RowKernels activeKernels();

// Calls rows(a, b) over [y0, y1) in pieces, on the pool when the work
// (pixel-octaves) is worth it and the pool is free.
void forRowPieces(int y0, int y1, double workPerRow, const std::function<void(int, int)>& rows);

// The axis-terms kernel a fill of c uses: `correct`, or with the cast or
// float mistake on (mistakes.h) a scalar one that makes it (mistake_axis.cpp).
kernels::AxisKernel axisTermsFor(const NoiseParams& c, kernels::AxisKernel correct);

// pixelToLattice's coordinates, one axis at a time, for clamped params.
double latticeX(const NoiseParams& c, const FieldSpec& spec, int px);
double latticeY(const NoiseParams& c, const FieldSpec& spec, int py);

// Whether a fill of spec needs terrain_field.cpp: any layer but the
// elevation, or any terrain step on.
bool needsTerrainFill(const NoiseParams& c, const FieldSpec& spec);

// A map coordinate less the nearest whole number of map widths, in
// [-0.5, 0.5]: where a tiled field samples, so pixels a whole map width
// apart sample the very same numbers. Infinite and NaN stay as they are.
double wrapMap(double m);

// The pre-shaping fBm values outside [low, high] whose shaping (an exponent
// x's slope) would carry a float sum's error past field.h's precision: a
// fill shapes those again from the fBm in double. relativeError: the float
// sum's error bound over its range S; warped: the 1e-5 promise, else 1e-6.
// Off (nothing to repair) at x 1.
struct ShapingRepair {
  bool on = false;
  float low = 0.0f, high = 0.0f;
  bool needs(float e) const { return on && (e < low || e > high); }
};
ShapingRepair shapingRepair(const NoiseParams& c, double relativeError, bool warped);

// Whether a tiled fill of clamped c samples each pixel at its wrapped map
// point (wrapMap) rather than its own: where no octave can reach coords.h's
// clamp from it. The point functions' fill and the family kernels' share it.
bool wrapsTiledPoints(const NoiseParams& c, const FieldSpec& spec);

// Octaves whose noise is at most 1 (ridged; simplex and Worley) sum to at
// most the float sum of their weights, in any float order; rounded to float,
// the weights can add up to a few ulps above the amplitude sum `bound` (1
// normalised), which the elevation must not pass (found by the core_terrain
// fuzz target: 12 tiled ridged octaves gave 1.00000012). Takes ulps off the
// first weight until they fit: a change of under 1e-6 of a weight.
void keepSumInRange(float* weight, int count, float bound);

// Whether the kernels of simplex and Worley noise (FamilyRun) fill spec:
// the elevation, any octave of it, the moisture or the biome, unwarped,
// without time and the cast and float mistakes, and tiled only where every
// octave's period is at most 2^30 (kMaxKernelPeriod); else the point functions do.
bool takesFamilyFill(const NoiseParams& c, const FieldSpec& spec);
void fillFamilyRect(const NoiseParams& c, const FieldSpec& spec, int x0, int y0, int x1, int y1, float* out);

// fillFieldRect for those fills (arguments already checked and clipped).
void fillTerrainRect(const NoiseParams& c, const FieldSpec& spec, int x0, int y0, int x1, int y1, float* out);

}  // namespace noisescope::detail
