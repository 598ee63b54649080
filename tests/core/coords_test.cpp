#include "noisescope/noise/coords.h"

#include <gtest/gtest.h>

#include <limits>

namespace noisescope {
namespace {

TEST(Sane, NanBecomesZero) { EXPECT_EQ(sane(std::numeric_limits<double>::quiet_NaN()), 0.0); }

TEST(Sane, ClampsToOneBillion) {
  EXPECT_EQ(sane(5e9), 1e9);
  EXPECT_EQ(sane(-5e9), -1e9);
  EXPECT_EQ(sane(std::numeric_limits<double>::infinity()), 1e9);
  EXPECT_EQ(sane(-std::numeric_limits<double>::infinity()), -1e9);
  EXPECT_EQ(sane(123.25), 123.25);
}

TEST(CellOf, NegativeHalfLiesInCellMinusOne) {
  // static_cast<int>(-0.5) would give cell 0 and a fraction of -0.5.
  const Cell c = cellOf(-0.5, -2.25);
  EXPECT_EQ(c.ix, -1);
  EXPECT_EQ(c.iy, -3);
  EXPECT_DOUBLE_EQ(c.fx, 0.5);
  EXPECT_DOUBLE_EQ(c.fy, 0.75);
}

TEST(CellOf, FractionsStayInHalfOpenUnitInterval) {
  for (double x = -10.0; x < 10.0; x += 0.37) {
    const Cell c = cellOf(x, -x);
    EXPECT_GE(c.fx, 0.0);
    EXPECT_LT(c.fx, 1.0);
    EXPECT_GE(c.fy, 0.0);
    EXPECT_LT(c.fy, 1.0);
  }
}

TEST(CellOf, NanAndHugeInputsGiveDefinedCells) {
  const Cell n = cellOf(std::numeric_limits<double>::quiet_NaN(), 1e300);
  EXPECT_EQ(n.ix, 0);
  EXPECT_EQ(n.fx, 0.0);
  EXPECT_EQ(n.iy, 1000000000);
  EXPECT_EQ(n.fy, 0.0);
}

TEST(CellOf, FarFromTheOriginTheFractionKeepsItsPrecision) {
  const Cell c = cellOf(1e6 + 0.125, -1e6 - 0.875);
  EXPECT_EQ(c.ix, 1000000);
  EXPECT_EQ(c.iy, -1000001);
  EXPECT_DOUBLE_EQ(c.fx, 0.125);
  EXPECT_DOUBLE_EQ(c.fy, 0.125);
}

}  // namespace
}  // namespace noisescope
