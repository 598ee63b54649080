#include "noisescope/fill/field.h"

#include <gtest/gtest.h>

#include <stdexcept>

#include "noisescope/noise/fbm.h"

namespace noisescope {
namespace {

TEST(Field, EachPixelIsTheFbmAtItsMappedPoint) {
  NoiseParams p;
  p.frequency = 6.0;
  const FieldSpec spec{37, 21, Camera{0.4, 0.2, 1.5}, kWholeFbm};
  const std::vector<float> f = renderField(p, spec);
  ASSERT_EQ(f.size(), 37u * 21u);
  for (int y = 0; y < 21; ++y)
    for (int x = 0; x < 37; ++x) {
      const MapPoint m = pixelToMap(spec.camera, 37, 21, x, y);
      // The blend runs in float (field.h): within 1e-6 of the double definition.
      ASSERT_NEAR(f[y * 37 + x], fbm(p, m.x * 6.0, m.y * 6.0), 1e-6);
    }
}

TEST(Field, AtTheDefaultViewFrequencyIsCellsAcross) {
  // Gradient noise is 0.5 on lattice points. With f = 4 on a 4-pixel-wide map
  // at zoom 1/(1 - 1/4)... simpler: sample at map x = i / f, which the
  // default view puts at pixel centre (i/f) * W - 0.5.
  NoiseParams p;
  p.octaves = 1;
  p.frequency = 4.0;
  const FieldSpec spec{8, 8, defaultCamera(8, 8), kWholeFbm};
  const LatticePoint q = pixelToLattice(p, spec, 7, 7);
  EXPECT_DOUBLE_EQ(q.x, 7.5 / 8.0 * 4.0);
  EXPECT_DOUBLE_EQ(q.y, 7.5 / 8.0 * 4.0);
}

TEST(Field, OctaveFieldIsThatOctavesOwnValue) {
  NoiseParams p;
  const FieldSpec spec{16, 16, defaultCamera(16, 16), 2};
  const std::vector<float> f = renderField(p, spec);
  const LatticePoint q = pixelToLattice(p, spec, 5, 9);
  EXPECT_NEAR(f[9 * 16 + 5], octaveValue(p, 2, q.x, q.y), 1e-6);
}

TEST(Field, RectFillTouchesOnlyItsRectangle) {
  NoiseParams p;
  const FieldSpec spec{20, 10, defaultCamera(20, 10), kWholeFbm};
  std::vector<float> f(200, -1.0f);
  fillFieldRect(p, spec, 5, 2, 9, 4, f);
  const std::vector<float> full = renderField(p, spec);
  for (int y = 0; y < 10; ++y)
    for (int x = 0; x < 20; ++x) {
      const bool inside = x >= 5 && x < 9 && y >= 2 && y < 4;
      EXPECT_EQ(f[y * 20 + x], inside ? full[y * 20 + x] : -1.0f);
    }
}

TEST(Field, BadSizesAreRejected) {
  NoiseParams p;
  EXPECT_THROW(renderField(p, FieldSpec{0, 10}), std::invalid_argument);
  EXPECT_THROW(renderField(p, FieldSpec{10, -3}), std::invalid_argument);
  EXPECT_THROW(renderField(p, FieldSpec{16385, 1}), std::invalid_argument);
  std::vector<float> small(5);
  EXPECT_THROW(fillField(p, FieldSpec{3, 3}, small), std::invalid_argument);
}

}  // namespace
}  // namespace noisescope
