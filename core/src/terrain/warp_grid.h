// warp_grid.h — the exact warp on a grid of lattice points (internal to
// core): warpOffset() (terrain.h) for every column of a row, with the
// columns' terms found once per fill and the rows on the vector kernels of
// warp_kernels.h.
//
//   WarpGrid(c, xs, count)  the columns xs[0, count) (lattice x; any double,
//                           NaN and huge made sane as coords.h does), for
//                           parameters c that clampParams() already passed.
//   row(py, out)            out[i] = warpOffset(c, xs[i], py) bit for bit,
//                           each in [-k, k]; (0, 0) when k = 0. Thread-safe
//                           (const), on fieldPath()'s instruction set.
//
//   WarpGrid(c, xs, count, GridFbm::Elevation)  the elevation's fBm instead
//                           (terrainFbm(c, Elevation, ...), ridged or not;
//                           untiled plain fBm is fbm.h's fbm(), the same
//                           operations):
//   elevationPiece(py, first, count, out)  out[i] = that fBm at (xs[first + i],
//                           py) bit for bit, [0, 1] normalised; first a
//                           multiple of kMaxWarpLanes.
//
// Defined in terrain.cpp beside fbmOf, so its positions are that code.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "fill/warp_kernels.h"
#include "noisescope/terrain/terrain.h"

namespace noisescope::detail {

enum class GridFbm { Warp, Elevation };

class WarpGrid {
 public:
  WarpGrid(const NoiseParams& clamped, const double* xs, int count, GridFbm fbms = GridFbm::Warp);
  void row(double py, WarpOffset* out) const;
  void elevationPiece(double py, int first, int count, double* out) const;

 private:
  warpk::WarpRowRun rowRun(double py) const;

  int fields_ = 2;
  NoiseParams c_;
  int count_ = 0;
  std::size_t stride_ = 0;
  warpk::WarpKernel kernel_ = nullptr;
  warpk::WarpRowRun run_{};  // the fill's constant part: columns, amplitudes, divisor, k
  std::array<OctavePlan, 2> plans_{};  // each field's octaves (octave_plan.h)
  // [field][octave][stride_] column terms (fields_ fields).
  std::vector<std::uint32_t> hx0_, hx1_;
  std::vector<double> fx_, fx1_, u_;
};

}  // namespace noisescope::detail
