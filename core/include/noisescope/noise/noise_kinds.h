// noise_kinds.h — the one table of noise kinds: each kind's name and how a
// fill turns its kernels' octave sums into the [0, 1] noise.
//
// A fill's kernels sum, per pixel, each octave's raw noise times a float
// weight; the kind says what the raw noise is and so how the weights are
// scaled: value noise blends whole numbers h >> 8 in [0, 2^24), so its
// weight w becomes w 2^-24; gradient noise n, in [-sqrt2/2, sqrt2/2] on the
// plane and [-sqrt3/2, sqrt3/2] with time (noise3.h), maps to (n s + 1) / 2,
// so its weight becomes w s / 2 and the halves, w / 2 summed over the
// octaves, are added once. A ridged octave (1 - |2 n01 - 1|) starts from
// raw * ridgeScale - ridgeShift, which is 2 n01 - 1.
//
// Adding a kind: a row here and its point function (noise.h's sampleNoise,
// terrain.cpp's tiled octave); the fills run that per pixel until the kind
// has kernels (field_kernels.h) and hasKernels. Every switch over NoiseKind is full, so the compiler
// names each place a new kind is still missing.
#pragma once

#include <array>
#include <string_view>

#include "noisescope/noise/params.h"

namespace noisescope {

struct NoiseKindInfo {
  NoiseKind kind;
  std::string_view name;   // --noise, presets and metadata: "gradient"
  double weightScale;      // raw noise to [0, 1] on the plane: 2^-24, or sqrt2 / 2
  double weightScaleTime;  // with time (three dimensions): 2^-24, or (2 / sqrt3) / 2
  double offsetPerWeight;  // added once per unit of weight: 0, or 1/2
  float ridgeScale;        // raw noise to 2 n01 - 1 before the shift: 2^-23, or sqrt2
  float ridgeScaleTime;    // the same with time: 2^-23, or 2 / sqrt3
  float ridgeShift;        // subtracted after the scale: 1, or 0
  bool tiles;              // takes --tile (simplex's skewed lattice cannot repeat)
  bool takesTime;          // takes --time (a 3D definition exists)
  bool fades;              // the fade curve applies
  bool hasKernels;         // the square lattice's row and point kernels; without, fills run the point function per
                           // pixel, or (simplex, Worley) their FamilyRun kernels (fill/family_fill.cpp)
};

// In NoiseKind order: kNoiseKinds[int(k)].kind == k.
// The weight and ridge terms of a kind without kernels are unused (0).
inline constexpr std::array<NoiseKindInfo, 4> kNoiseKinds = {{
    {NoiseKind::Value, "value", 1.0 / 16777216.0, 1.0 / 16777216.0, 0.0, 2.0f / 16777216.0f,
     2.0f / 16777216.0f, 1.0f, true, true, true, true},
    {NoiseKind::Gradient, "gradient", 1.4142135623730951 * 0.5, 0.57735026918962584, 0.5, 1.41421356f,
     1.1547005f, 0.0f, true, true, true, true},
    {NoiseKind::Simplex, "simplex", 0.0, 0.0, 0.0, 0.0f, 0.0f, 0.0f, false, false, false, false},
    {NoiseKind::Worley, "worley", 0.0, 0.0, 0.0, 0.0f, 0.0f, 0.0f, true, false, false, false},
}};

static_assert([] {
  for (std::size_t i = 0; i < kNoiseKinds.size(); ++i)
    if (kNoiseKinds[i].kind != static_cast<NoiseKind>(i)) return false;
  return kNoiseKinds.size() == kAllNoiseKinds.size();
}());

// The kind's row. Total: every NoiseKind has one.
constexpr const NoiseKindInfo& noiseKindInfo(NoiseKind kind) {
  const auto i = static_cast<std::size_t>(kind);
  return i < kNoiseKinds.size() ? kNoiseKinds[i] : kNoiseKinds[1];
}

// The names in table order, for choice lists ("value", "gradient").
inline constexpr std::array<std::string_view, kNoiseKinds.size()> kNoiseKindNames = [] {
  std::array<std::string_view, kNoiseKinds.size()> names{};
  for (std::size_t i = 0; i < names.size(); ++i) names[i] = kNoiseKinds[i].name;
  return names;
}();

}  // namespace noisescope
