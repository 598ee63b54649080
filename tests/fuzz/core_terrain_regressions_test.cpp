// What fuzzing the terrain found, as plain tests (the inputs themselves are
// in corpus/core_terrain/regression-*).
#include <gtest/gtest.h>

#include <vector>

#include "noisescope/fill/field.h"
#include "noisescope/noise/fade.h"
#include "noisescope/terrain/terrain.h"

namespace noisescope {
namespace {

std::vector<FieldPath> pathsThisCpuRuns() {
  std::vector<FieldPath> paths;
  for (FieldPath path : {FieldPath::Scalar, FieldPath::Sse2, FieldPath::Avx2, FieldPath::Avx512})
    if (fieldPathSupported(path)) paths.push_back(path);
  return paths;
}

// Found by fuzz_core_terrain: twelve ridged octaves, tiled, all at lattice
// points (each ridge exactly 1) summed their float weights to 1.00000012,
// above the normalised elevation's [0, 1].
TEST(CoreTerrainRegression, RidgedElevationStaysAtMostOne) {
  NoiseParams p;
  p.fractal = Fractal::Ridged;
  p.tile = true;
  p.octaves = 12;
  p.frequency = 1.0 / 64.0;
  FieldSpec spec;
  spec.width = 1;
  spec.height = 1;
  spec.camera = Camera{0.0, 0.0, 1.0};  // pixel (0, 0) samples the map point (0, 0)
  EXPECT_NEAR(elevation(p, 0.0, 0.0), 1.0, 1e-12);
  for (FieldPath path : pathsThisCpuRuns()) {
    setFieldPath(path);
    const std::vector<float> field = renderField(p, spec);
    EXPECT_LE(field[0], 1.0f) << fieldPathName(path);
    EXPECT_NEAR(field[0], 1.0f, 1e-6) << fieldPathName(path);
  }
  setFieldPath(FieldPath::Auto);
}

// Found by fuzz_core_terrain: a view of zoom 0 (outside camera.h's range, as
// an empty input makes it) maps pixels to NaN, and the warped-cell layers
// wrote NaN where field.h promises a fraction in [0, 1).
TEST(CoreTerrainRegression, WarpedCellOfANanPointIsAFraction) {
  FieldSpec spec;
  spec.width = 2;
  spec.height = 2;
  spec.camera = Camera{0.0, 0.0, 0.0};
  for (FieldLayer layer : {FieldLayer::WarpedCellX, FieldLayer::WarpedCellY}) {
    spec.layer = layer;
    for (float v : renderField(NoiseParams{}, spec)) {
      EXPECT_GE(v, 0.0f) << fieldLayerName(layer);
      EXPECT_LT(v, 1.0f) << fieldLayerName(layer);
    }
  }
}

// Found by fuzz_core_terrain: the warped kernel's float quintic fade gave
// 1 + 4 ulps at a fraction just below 1, and a value octave blended past
// its corner of 0 to -3.8e-7, below the elevation's [0, 1]. The double
// quintic passes 1 too (fade.h): both are held to 1.
TEST(CoreTerrainRegression, WarpedQuinticFadeKeepsValueNoiseInRange) {
  NoiseParams p;
  p.noise = NoiseKind::Value;
  p.fade = Fade::Quintic;
  p.seed = 0;
  p.frequency = 1.0 / 64.0;
  p.octaves = 1;
  p.warp = 1e-200;  // on, yet moving no point
  p.warpFrequency = 5.0;
  p.warpOctaves = 1;
  FieldSpec spec;
  spec.width = 2;
  spec.height = 3;
  spec.camera = Camera{0.0, 0.0, 44.578125};
  const LatticePoint q = pixelToLattice(p, spec, 0, 0);
  EXPECT_GE(elevation(p, q.x, q.y), 0.0);
  for (FieldPath path : pathsThisCpuRuns()) {
    setFieldPath(path);
    for (float v : renderField(p, spec)) EXPECT_GE(v, 0.0f) << fieldPathName(path);
  }
  setFieldPath(FieldPath::Auto);
  for (double t = 0.99; t < 1.0; t += 1e-7) ASSERT_LE(applyFade(Fade::Quintic, t), 1.0) << t;
}

}  // namespace
}  // namespace noisescope
