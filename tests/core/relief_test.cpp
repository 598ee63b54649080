#include "noisescope/output/relief.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <stdexcept>
#include <vector>

#include "noisescope/fill/field.h"

namespace noisescope {
namespace {

constexpr double kDeg = std::numbers::pi / 180.0;

// The cartographers' formula as ESRI writes it, with the slope and aspect in
// trigonometric form, in double: an independent route to the same number.
// dzdx east-positive, dzdy south-positive (rows down), both already scaled.
double esriHillshade(double dzdx, double dzdy, double azimuth, double altitude) {
  const double zenith = (90.0 - altitude) * kDeg;
  double azimuthMath = 360.0 - azimuth + 90.0;
  if (azimuthMath >= 360.0) azimuthMath -= 360.0;
  const double slope = std::atan(std::sqrt(dzdx * dzdx + dzdy * dzdy));
  double aspect = 0.0;
  if (dzdx != 0.0) {
    aspect = std::atan2(dzdy, -dzdx);
    if (aspect < 0) aspect += 2.0 * std::numbers::pi;
  } else if (dzdy > 0) {
    aspect = std::numbers::pi / 2.0;
  } else if (dzdy < 0) {
    aspect = 2.0 * std::numbers::pi - std::numbers::pi / 2.0;
  }
  const double shade = std::cos(zenith) * std::cos(slope) +
                       std::sin(zenith) * std::sin(slope) * std::cos(azimuthMath * kDeg - aspect);
  return shade > 0.0 ? shade : 0.0;
}

std::vector<float> terrainField(int w, int h) {
  NoiseParams p;
  FieldSpec spec{w, h, defaultCamera(w, h)};
  return renderField(p, spec);
}

TEST(Relief, FlatGroundGetsTheSineOfTheAltitude) {
  const std::vector<float> flat(12, 0.4f);
  const Surface s{4, 3, 0.01, 0.1};
  for (const double alt : {0.0, 20.0, 45.0, 90.0}) {
    std::vector<float> out(12);
    hillshadeField(flat, s, Light{315.0, alt}, out);
    for (const float v : out) EXPECT_NEAR(v, std::sin(alt * kDeg), 1e-6) << alt;
  }
}

TEST(Relief, AgreesWithTheCartographersFormulaOnAField) {
  const int w = 64, h = 48;
  const std::vector<float> field = terrainField(w, h);
  const Surface s{w, h, 1.0 / w, 0.1};
  for (const Light light : {Light{}, Light{90.0, 30.0}, Light{200.0, 70.0}, Light{0.0, 10.0}}) {
    std::vector<float> out(field.size());
    hillshadeField(field, s, light, out);
    for (int y = 1; y + 1 < h; ++y)
      for (int x = 1; x + 1 < w; ++x) {
        const auto at = [&](int cx, int cy) { return double(field[cy * w + cx]); };
        const double dzdx = (at(x + 1, y) - at(x - 1, y)) * s.heightScale / (2 * s.spacing);
        const double dzdy = (at(x, y + 1) - at(x, y - 1)) * s.heightScale / (2 * s.spacing);
        ASSERT_NEAR(out[y * w + x], esriHillshade(dzdx, dzdy, light.azimuth, light.altitude), 2e-6)
            << x << "," << y << " az " << light.azimuth;
      }
  }
}

TEST(Relief, ASlopeFacingTheLightIsBrighterThanOneFacingAway) {
  // A ridge running north-south: its west face looks at the default light.
  const int w = 9, h = 3;
  std::vector<float> ridge(w * h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) ridge[y * w + x] = 1.0f - std::abs(x - 4) / 4.0f;
  std::vector<float> out(ridge.size());
  hillshadeField(ridge, Surface{w, h, 0.1, 0.1}, Light{}, out);
  EXPECT_GT(out[1 * w + 2], out[1 * w + 6]);
  EXPECT_GT(out[1 * w + 2], std::sin(45.0 * kDeg));
}

TEST(Relief, BordersUseTheOneSidedDifference) {
  const std::vector<float> ramp = {0.0f, 0.2f, 0.6f};  // one row
  const Surface s{3, 1, 0.5, 1.0};
  const Vec3 left = surfaceNormal(ramp, s, 0, 0);
  const Vec3 mid = surfaceNormal(ramp, s, 1, 0);
  const Vec3 right = surfaceNormal(ramp, s, 2, 0);
  // slopes: (0.2 - 0) / 0.5 = 0.4; (0.6 - 0) / 1 = 0.6; (0.6 - 0.2) / 0.5 = 0.8
  EXPECT_NEAR(-left.x / left.y, 0.4, 1e-6);
  EXPECT_NEAR(-mid.x / mid.y, 0.6, 1e-6);
  EXPECT_NEAR(-right.x / right.y, 0.8, 1e-6);
  for (const Vec3& n : {left, mid, right}) {
    EXPECT_NEAR(n.x * n.x + n.y * n.y + n.z * n.z, 1.0, 1e-6);
    EXPECT_EQ(n.z, 0.0f);  // one row: no slope down the rows
  }
}

TEST(Relief, NormalsPointUpAndAreUnitLength) {
  const int w = 32, h = 32;
  const std::vector<float> field = terrainField(w, h);
  std::vector<Vec3> normals(field.size());
  surfaceNormals(field, Surface{w, h, 1.0 / w, 0.2}, normals);
  for (const Vec3& n : normals) {
    EXPECT_GT(n.y, 0.0f);
    EXPECT_NEAR(n.x * n.x + n.y * n.y + n.z * n.z, 1.0, 1e-6);
  }
}

TEST(Relief, HeightScaleZeroIsFlat) {
  const std::vector<float> field = terrainField(16, 16);
  std::vector<float> out(field.size());
  hillshadeField(field, Surface{16, 16, 1.0 / 16, 0.0}, Light{}, out);
  for (const float v : out) EXPECT_NEAR(v, std::sin(45.0 * kDeg), 1e-6);
}

TEST(Relief, NonFiniteHeightsCountAsZero) {
  std::vector<float> f = {0.0f, NAN, 0.0f, INFINITY};
  std::vector<float> out(4);
  hillshadeField(f, Surface{2, 2, 1.0, 1.0}, Light{}, out);
  for (const float v : out) EXPECT_NEAR(v, std::sin(45.0 * kDeg), 1e-6);
}

TEST(Relief, LightDirectionPointsWhereTheAzimuthSays) {
  const Vec3 nw = lightDirection(Light{});
  EXPECT_LT(nw.x, 0.0f);  // west
  EXPECT_LT(nw.z, 0.0f);  // north (z runs south)
  const Vec3 east = lightDirection(Light{90.0, 0.0});
  EXPECT_NEAR(east.x, 1.0, 1e-7);
  EXPECT_NEAR(east.y, 0.0, 1e-7);
  EXPECT_NEAR(lightDirection(Light{0.0, 90.0}).y, 1.0, 1e-7);
}

TEST(Relief, BadInputThrows) {
  std::vector<float> f(4), out(4);
  std::vector<float> shortOut(3);
  EXPECT_THROW(hillshadeField(f, Surface{2, 2, 1.0, 0.1}, Light{}, shortOut), std::invalid_argument);
  EXPECT_THROW(hillshadeField(f, Surface{3, 2, 1.0, 0.1}, Light{}, out), std::invalid_argument);
  EXPECT_THROW(hillshadeField(f, Surface{2, 2, 0.0, 0.1}, Light{}, out), std::invalid_argument);
  EXPECT_THROW(hillshadeField(f, Surface{2, 2, 1.0, -1.0}, Light{}, out), std::invalid_argument);
  EXPECT_THROW(hillshadeField(f, Surface{2, 2, 1.0, NAN}, Light{}, out), std::invalid_argument);
  EXPECT_THROW((void)surfaceNormal(f, Surface{2, 2, 1.0, 0.1}, 2, 0), std::out_of_range);
}

}  // namespace
}  // namespace noisescope
