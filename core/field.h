// field.h — the bulk call: a whole map of noise values in one go.
//
// fillField writes a row-major field (values[y * width + x]) for a view, as
// view.h maps pixels to the plane, at the params' base frequency. It is the
// only way the GUI and the exporters get noise: they never sample per pixel.
//
//   spec.octave == kWholeFbm  the fBm value, range as fbm() (fbm.h)
//   spec.octave == k (0..15)  octave k's own noise, [0, 1]
//
// Sizes: width and height in [1, kMaxFieldSide]; a bad size or a buffer of
// the wrong length throws std::invalid_argument. Deterministic.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "params.h"
#include "view.h"

namespace noisescope {

inline constexpr int kWholeFbm = -1;
inline constexpr int kMaxFieldSide = 16384;

struct FieldSpec {
  int width = 0;           // pixels, [1, 16384]
  int height = 0;          // pixels, [1, 16384]
  View view{};             // centre and zoom (view.h)
  int octave = kWholeFbm;  // kWholeFbm for the sum, else one octave 0..15

  bool operator==(const FieldSpec&) const = default;
};

// The point, in lattice units of octave 0, that pixel (px, py) samples.
struct LatticePoint {
  double x;
  double y;
};
LatticePoint pixelToLattice(const NoiseParams& p, const FieldSpec& spec, int px, int py);

// Fills out (size width * height) with the field.
void fillField(const NoiseParams& p, const FieldSpec& spec, std::span<float> out);

// Fills only columns [x0, x1) of rows [y0, y1), leaving the rest of out as it
// is; out has the full width * height layout. Used to recompute the strips a
// pan uncovers.
void fillFieldRect(const NoiseParams& p, const FieldSpec& spec, int x0, int y0, int x1, int y1,
                   std::span<float> out);

// A new field, width * height values.
std::vector<float> renderField(const NoiseParams& p, const FieldSpec& spec);

}  // namespace noisescope
