// droplet_kernels.h — hydraulic erosion's droplets (erosion.cpp) run by one
// instruction set's kernels, chosen at run time as the field's are.
//
// erosion.cpp cuts the field into tiles and colours them so that the
// droplets of one colour's tiles touch disjoint pixels; a TileRunner runs
// such a colour's droplets on one thread, taking tiles from a queue the
// threads share. Every runner gives the same bytes: each lane's operations
// are one droplet's, in one order, and each tile's droplets run one after
// another in k's order (droplet_kernel_impl.h).
//
// Plain data only: the kernels are compiled once per instruction set, each
// in its own namespace, and share no inline function with the rest of core.
#pragma once

#include <cstddef>

namespace noisescope::droplets {

// Tiles in flight on a thread, a droplet of each: on a Xeon eight measured
// no faster than four, and two 30% slower (the baseline kernels).
inline constexpr int kTilesInFlight = 4;

// The brush (erosion.cpp's Brush): pairs of pixels side by side in a row,
// pair k's first pixel at offset[k] from the node, its weights weight[2k]
// and weight[2k + 1].
struct BrushPairs {
  const double* weight = nullptr;
  const std::ptrdiff_t* offset = nullptr;
  std::size_t pairs = 0;
};

// What a droplet's steps read and write, for one erosion: the heights in
// elevation, width x height floats, and the masks' (or none), the brush,
// the scales (pixels per reference pixel, elevation per reference height)
// and the droplet's settings (noisescope/noise/params.h).
struct DropletSettings {
  float* heights = nullptr;
  std::ptrdiff_t width = 0;
  float *flow = nullptr, *wear = nullptr, *deposit = nullptr;
  BrushPairs brush;
  double scale = 0, units = 0, heightPerElevation = 0;
  // A droplet stops a brush's reach and a pixel from the edge: the field's
  // outer ring is ground it cannot dig under (else every outflow would
  // sink to 0). Inside is [margin, xEnd) x [margin, yEnd).
  double margin = 0, xEnd = 0, yEnd = 0;
  double inertia = 0, capacity = 0, minCapacity = 0, erode = 0, depositShare = 0, gravity = 0,
         evaporation = 0;
  int lifetime = 0;
};

// One colour's tiles (tile[0 .. tiles)) and the round's droplets: tile t's
// are order[first[t] .. first[t + 1]), droplet i starting at pixel
// (x[i], y[i]). A thread takes the next tile by incrementing `taken` (an
// atomic increment, the GCC builtin: no inline function of the standard
// library is shared with the kernels).
struct TileQueue {
  const int* tile = nullptr;
  std::size_t tiles = 0;
  const std::size_t* first = nullptr;
  const std::size_t* order = nullptr;
  const double *x = nullptr, *y = nullptr;
  std::size_t* taken = nullptr;
};

using TileRunner = void (*)(const DropletSettings& s, const TileQueue& queue);

// Droplets in SSE2 pairs on x86-64, in the compiler's lanes elsewhere.
TileRunner baselineTileRunner();
// Droplets in AVX2's four doubles; nullptr where not built for x86-64.
TileRunner avx2TileRunner();

}  // namespace noisescope::droplets
