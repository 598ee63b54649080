#include "io/plot_svg.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

namespace noisescope::io {
namespace {

Plot twoPoints() {
  Plot p;
  p.title = "a < b & \"c\"";
  p.series.push_back(PlotSeries{"row", Rgb8{1, 2, 3}, {0.1, 0.7}, {1.0 / 3.0, 0.25}, false});
  p.rules.push_back(PlotRule{"t1", 0.45});
  return p;
}

TEST(PlotSvg, KeepsTheDataExactlyAndEscapesText) {
  const std::string svg = plotSvg(twoPoints());
  EXPECT_NE(svg.find("data-points=\"0.1,0.3333333333333333 0.7,0.25\""), std::string::npos) << svg;
  EXPECT_NE(svg.find("data-y=\"0.45\""), std::string::npos);
  EXPECT_NE(svg.find("a &lt; b &amp; &quot;c&quot;"), std::string::npos);
  EXPECT_EQ(svg.find("a < b"), std::string::npos);
  EXPECT_NE(svg.find("stroke=\"#010203\""), std::string::npos);
}

TEST(PlotSvg, RefusesWhatItCannotDraw) {
  Plot p = twoPoints();
  p.series[0].y[1] = NAN;
  EXPECT_THROW(plotSvg(p), std::invalid_argument);
  p = twoPoints();
  p.series[0].x.pop_back();
  EXPECT_THROW(plotSvg(p), std::invalid_argument);
  p = twoPoints();
  p.xMax = p.xMin;
  EXPECT_THROW(plotSvg(p), std::invalid_argument);
  p = twoPoints();
  p.rules[0].y = INFINITY;
  EXPECT_THROW(plotSvg(p), std::invalid_argument);
}

}  // namespace
}  // namespace noisescope::io
