#include "noisescope/fill/camera.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <utility>

#include "noisescope/terrain/terrain.h"

namespace noisescope {
namespace {

TEST(Camera, DefaultViewSpansTheUnitIntervalAcross) {
  const Camera v = defaultCamera(800, 400);
  EXPECT_DOUBLE_EQ(v.cy, 0.25);
  EXPECT_DOUBLE_EQ(screenToMap(v, 800, 400, 0, 0).x, 0.0);
  EXPECT_DOUBLE_EQ(screenToMap(v, 800, 400, 800, 400).x, 1.0);
  EXPECT_DOUBLE_EQ(screenToMap(v, 800, 400, 800, 400).y, 0.5);
}

TEST(Camera, UnitSquareViewShowsTheWholeSquareOnEveryShape) {
  for (const auto& [w, h] :
       {std::pair{800, 400}, std::pair{500, 500}, std::pair{300, 600}, std::pair{1001, 451}}) {
    const Camera v = unitSquareCamera(w, h);
    const MapPoint a = screenToMap(v, w, h, 0, 0), b = screenToMap(v, w, h, w, h);
    EXPECT_LE(a.x, 1e-12) << w << "x" << h;
    EXPECT_LE(a.y, 1e-12) << w << "x" << h;
    EXPECT_GE(b.x, 1.0 - 1e-12) << w << "x" << h;
    EXPECT_GE(b.y, 1.0 - 1e-12) << w << "x" << h;
    // Tight on the shorter side: the square fills it edge to edge.
    EXPECT_NEAR(std::min(b.x - a.x, b.y - a.y), 1.0, 1e-12) << w << "x" << h;
  }
  EXPECT_DOUBLE_EQ(unitSquareCamera(800, 400).zoom, 0.5);
}

// Two whole-pixel squares each way: map 0 and 2 on pixel edges, and pixel
// px + P one map width (one tile) after pixel px.
TEST(Camera, HomeViewIsTheUnitSquareOnlyWithAnIsland) {
  NoiseParams p;
  EXPECT_EQ(homeCamera(p, 800, 400), defaultCamera(800, 400));
  for (IslandShape shape : {IslandShape::Square, IslandShape::Round, IslandShape::Radial}) {
    p.island = shape;
    EXPECT_EQ(homeCamera(p, 800, 400), unitSquareCamera(800, 400));
  }
}

TEST(Camera, TilesViewShowsTheUnitSquareTwiceEachWayOnWholePixels) {
  for (const auto& [w, h] :
       {std::pair{800, 400}, std::pair{500, 500}, std::pair{300, 601}, std::pair{541, 480}}) {
    const Camera v = tilesCamera(w, h);
    const int p = tilePixels(w, h);
    EXPECT_EQ(p, std::min(w, h) / 2);
    const int x0 = (w - 2 * p) / 2, y0 = (h - 2 * p) / 2;
    const MapPoint a = screenToMap(v, w, h, x0, y0), b = screenToMap(v, w, h, x0 + 2 * p, y0 + 2 * p);
    EXPECT_NEAR(a.x, 0.0, 1e-12) << w << "x" << h;
    EXPECT_NEAR(a.y, 0.0, 1e-12) << w << "x" << h;
    EXPECT_NEAR(b.x, 2.0, 1e-12) << w << "x" << h;
    EXPECT_NEAR(b.y, 2.0, 1e-12) << w << "x" << h;
    for (int px : {x0, x0 + 7, x0 + p - 1}) {
      const MapPoint m = pixelToMap(v, w, h, px, y0 + 3), n = pixelToMap(v, w, h, px + p, y0 + 3 + p);
      EXPECT_NEAR(n.x - m.x, 1.0, 1e-12);
      EXPECT_NEAR(n.y - m.y, 1.0, 1e-12);
    }
  }
  EXPECT_EQ(tilePixels(1, 1), 1);
}

TEST(Camera, PixelCentresFollowDesignMd) {
  const Camera v{0.3, 0.6, 2.0};
  const MapPoint m = pixelToMap(v, 100, 50, 10, 20);
  EXPECT_DOUBLE_EQ(m.x, 0.3 + (10 + 0.5 - 50.0) / 200.0);
  EXPECT_DOUBLE_EQ(m.y, 0.6 + (20 + 0.5 - 25.0) / 200.0);
}

TEST(Camera, PanKeepsWhatWasUnderTheCursorUnderIt) {
  const Camera v{0.5, 0.5, 3.0};
  const MapPoint before = screenToMap(v, 400, 300, 100, 80);
  const Camera moved = panByPixels(v, 400, 37, -12);
  const MapPoint after = screenToMap(moved, 400, 300, 137, 68);
  EXPECT_NEAR(after.x, before.x, 1e-15);
  EXPECT_NEAR(after.y, before.y, 1e-15);
}

TEST(Camera, ZoomKeepsTheAnchorFixedAndClamps) {
  const Camera v{0.5, 0.5, 1.0};
  const MapPoint anchor = screenToMap(v, 400, 300, 90, 210);
  const Camera z = zoomAt(v, 400, 300, 90, 210, 1.25);
  EXPECT_DOUBLE_EQ(z.zoom, 1.25);
  const MapPoint after = screenToMap(z, 400, 300, 90, 210);
  EXPECT_NEAR(after.x, anchor.x, 1e-15);
  EXPECT_NEAR(after.y, anchor.y, 1e-15);
  EXPECT_EQ(zoomAt(v, 400, 300, 0, 0, 1e12).zoom, kZoomMax);
  EXPECT_EQ(zoomAt(v, 400, 300, 0, 0, 1e-12).zoom, kZoomMin);
}

}  // namespace
}  // namespace noisescope
