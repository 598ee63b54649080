#include "noisescope/noise/lattice.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <set>

namespace noisescope {
namespace {

// The hash written out again the long way, as the JavaScript of seed 000 does it.
constexpr std::uint32_t longWay(std::uint32_t ix, std::uint32_t iy, std::uint32_t seed) {
  std::uint32_t h = ix * 374761393u + iy * 668265263u + seed * 1442695041u;
  h ^= h >> 13;
  h *= 1274126177u;
  h ^= h >> 16;
  return h;
}

TEST(LatticeHash, MatchesTheSeedDocumentsFormulaStepByStep) {
  EXPECT_EQ(latticeHash(3, 5, 42), longWay(3, 5, 42));
  EXPECT_EQ(latticeHash(-7, 2, -1), longWay(0xFFFFFFF9u, 2, 0xFFFFFFFFu));
}

TEST(LatticeHash, NegativeCoordinatesWrapAsTwosComplement) {
  EXPECT_EQ(latticeHash(-1, 0, 0), latticeHash(static_cast<std::int32_t>(0xFFFFFFFFu), 0, 0));
  EXPECT_NE(latticeHash(-1, 0, 0), latticeHash(1, 0, 0));
}

TEST(LatticeHash, IsUsableAtCompileTimeWithTheSameBits) {
  constexpr std::uint32_t h = latticeHash(10, -20, 7);
  static_assert(h == longWay(10, static_cast<std::uint32_t>(-20), 7));
  static_assert(h != latticeHash(11, -20, 7) && h != latticeHash(10, -20, 8));
  volatile std::int32_t x = 10;  // so this call runs at run time
  EXPECT_EQ(latticeHash(x, -20, 7), h);
}

TEST(LatticeValue, IsTopTwentyFourBitsOverTwoToTheTwentyFour) {
  for (int i = -50; i < 50; ++i) {
    const std::uint32_t h = latticeHash(i, 2 * i, 7);
    EXPECT_EQ(latticeValue(i, 2 * i, 7), static_cast<double>(h >> 8) / 16777216.0);
  }
}

TEST(LatticeValue, StaysInHalfOpenUnitIntervalAndIsExactInFloat) {
  for (int y = -64; y < 64; ++y)
    for (int x = -64; x < 64; ++x) {
      const double v = latticeValue(x, y, 123);
      ASSERT_GE(v, 0.0);
      ASSERT_LT(v, 1.0);
      ASSERT_EQ(static_cast<double>(static_cast<float>(v)), v);
    }
}

TEST(LatticeValue, LooksUniform) {
  int bins[10] = {};
  const int n = 200 * 200;
  for (int y = 0; y < 200; ++y)
    for (int x = 0; x < 200; ++x) ++bins[static_cast<int>(latticeValue(x, y, 1) * 10)];
  for (int b : bins) EXPECT_NEAR(b, n / 10, n / 100) << "a bin is far from a tenth";
}

TEST(LatticeGradient, IsOneOfSixteenUnitDirectionsChosenByTopFourBits) {
  std::set<int> seen;
  for (int y = -40; y < 40; ++y)
    for (int x = -40; x < 40; ++x) {
      const int k = static_cast<int>(latticeHash(x, y, 9) >> 28);
      const Gradient g = latticeGradient(x, y, 9);
      EXPECT_DOUBLE_EQ(g.x, kGradients[k].x);
      EXPECT_DOUBLE_EQ(g.y, kGradients[k].y);
      seen.insert(k);
    }
  EXPECT_EQ(seen.size(), 16u);
}

TEST(LatticeGradient, TableHoldsTheAnglesTwoPiKOverSixteen) {
  for (int k = 0; k < 16; ++k) {
    const double angle = 2.0 * std::numbers::pi * k / 16.0;
    EXPECT_NEAR(kGradients[k].x, std::cos(angle), 1e-15);
    EXPECT_NEAR(kGradients[k].y, std::sin(angle), 1e-15);
    EXPECT_NEAR(std::hypot(kGradients[k].x, kGradients[k].y), 1.0, 1e-15);
  }
}

}  // namespace
}  // namespace noisescope
