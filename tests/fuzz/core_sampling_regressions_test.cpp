// What fuzzing the core found, as plain tests (the inputs themselves are in
// corpus/core_sampling/regression-*).
#include <gtest/gtest.h>

#include <limits>
#include <vector>

#include "noisescope/fill/camera.h"
#include "noisescope/fill/field.h"
#include "noisescope/noise/fbm.h"
#include "noisescope/noise/noise.h"
#include "noisescope/teaching/stats.h"

namespace noisescope {
namespace {

// Found by fuzz_core_sampling: a NaN reached static_cast<int>(v * bins),
// undefined behaviour (UBSan: "nan is outside the range of ... int").
TEST(CoreSamplingRegression, StatsNeitherBinNorCountNaN) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const std::vector<float> values = {nan, 0.25f, -1.0f, 2.0f, nan, 1.0f};
  const FieldStats s = computeStats(values, 4);
  std::size_t binned = 0;
  for (std::size_t c : s.histogram) binned += c;
  EXPECT_EQ(binned, 2u);
  EXPECT_EQ(s.below, 1u);
  EXPECT_EQ(s.above, 1u);
  EXPECT_EQ(s.histogram[1], 1u);
  EXPECT_EQ(s.histogram[3], 1u);
}

// Found by fuzz_core_sampling: value noise rounded to -3.3e-16 next to a
// lattice corner whose value is 0; gradient noise (found while explaining
// that one) to -1.1e-16 at a cell centre whose gradients all point inwards.
TEST(CoreSamplingRegression, NoiseNeverRoundsOutOfTheUnitInterval) {
  for (Fade fade : kAllFades) {
    EXPECT_GE(valueNoise(0.0, -9.0396497398614883e-08, 0, fade), 0.0);
    EXPECT_GE(valueNoise(-9.0396497398614883e-08, 0.0, 0, fade), 0.0);
    EXPECT_GE(gradientNoise(257.5, -17.5, 7, fade), 0.0);
    EXPECT_LE(gradientNoise(282.5, -247.5, 7, fade), 1.0);
  }
  NoiseParams p;
  p.octaves = 1;
  EXPECT_GE(fbm(p, 257.5, -17.5), 0.0);
  p.noise = NoiseKind::Value;
  p.seed = 0;
  EXPECT_GE(fbm(p, 0.0, -9.0396497398614883e-08), 0.0);
}

// Found by fuzz_core_sampling: std::clamp lets NaN through, so zoomAt with a
// NaN factor returned a NaN zoom, outside the range camera.h promises.
TEST(CoreSamplingRegression, ZoomAtKeepsTheZoomInsideItsClampForAnyFactor) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  const Camera start{0.5, 0.5, 2.0};
  EXPECT_EQ(zoomAt(start, 640, 480, 10, 10, nan).zoom, 2.0);
  EXPECT_EQ(zoomAt(start, 640, 480, 10, 10, inf).zoom, kZoomMax);
  EXPECT_EQ(zoomAt(start, 640, 480, 10, 10, 0.0).zoom, kZoomMin);
  EXPECT_EQ(zoomAt(start, 640, 480, 10, 10, -3.0).zoom, kZoomMin);
  EXPECT_EQ(zoomAt(Camera{0.5, 0.5, nan}, 640, 480, 10, 10, 2.0).zoom, 1.0);
  EXPECT_EQ(zoomAt(Camera{0.5, 0.5, kZoomMin}, 640, 480, 10, 10, inf).zoom, kZoomMax);
}

// Found by fuzz_core_sampling (corpus/core_sampling/regression-refresh-after-pan):
// refreshField kept shifted pixels after a (-1, -1) pan although one row's
// point had moved 1.3e-3 of a cell of octave 15 (lacunarity 8: 4e14 cells per
// map width, where one rounding of cy matters). wholePixelPan checked the
// two corner pixels only, whose points agreed; it now checks every kept row
// and column, and this pan fills afresh.
TEST(CoreSamplingRegression, RefreshAfterAPanEqualsAFreshFillInEveryRow) {
  NoiseParams p;
  p.noise = NoiseKind::Value;
  p.fade = Fade::Linear;
  p.seed = -1129312010;
  p.frequency = 11.1171875;
  p.octaves = 1;
  p.lacunarity = 8.0;
  p.persistence = 1.0;
  p.normalize = false;
  const FieldSpec previous{2, 9, Camera{22.5625, 3.4634797424542492e-18, 0.99999999999999989}, 15};
  FieldSpec next = previous;
  next.camera = panByPixels(previous.camera, previous.width, -1, -1);
  // Row 3 of next and row 4 of previous are the same point but for rounding.
  EXPECT_NE(pixelToLattice(p, next, 0, 3).y, pixelToLattice(p, previous, 1, 4).y);
  std::vector<float> field = renderField(p, previous);
  refreshField(p, previous, next, field);
  EXPECT_EQ(field, renderField(p, next));
}

}  // namespace
}  // namespace noisescope
