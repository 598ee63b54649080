#include "noisescope/fill/camera.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace noisescope {

std::string mapRegionError(const MapRegion& r) {
  const auto number = [](double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.6g", v);
    return std::string(text);
  };
  for (const double v : {r.x0, r.y0, r.x1, r.y1})
    if (!std::isfinite(v) || std::abs(v) > kMapRegionLimit)
      return "the region must lie inside +-" + number(kMapRegionLimit) + " map widths, got " + number(v);
  if (!(r.x0 < r.x1) || !(r.y0 < r.y1))
    return "the region must run from X0,Y0 to a larger X1,Y1, got " + number(r.x0) + "," + number(r.y0) + "," +
           number(r.x1) + "," + number(r.y1);
  return "";
}

Camera defaultCamera(int width, int height) {
  return Camera{0.5, width > 0 ? 0.5 * height / width : 0.5, 1.0};
}

Camera unitSquareCamera(int width, int height) {
  const double aspect = width > 0 && height > 0 ? static_cast<double>(height) / width : 1.0;
  return Camera{0.5, 0.5, std::clamp(aspect, kZoomMin, 1.0)};
}

int tilePixels(int width, int height) {
  return std::max(1, std::min(width, height) / 2);
}

Camera tilesCamera(int width, int height) {
  const int p = tilePixels(width, height);
  const int x0 = (width - 2 * p) / 2, y0 = (height - 2 * p) / 2;
  // screenToMap puts map 0 at screen x0: cx + (x0 - width / 2) / p = 0.
  return Camera{(width * 0.5 - x0) / p, (height * 0.5 - y0) / p,
                std::clamp(static_cast<double>(p) / std::max(width, 1), kZoomMin, kZoomMax)};
}

MapPoint screenToMap(const Camera& camera, int width, int height, double sx, double sy) {
  const double scale = 1.0 / (width * camera.zoom);
  return MapPoint{camera.cx + (sx - width * 0.5) * scale, camera.cy + (sy - height * 0.5) * scale};
}

MapPoint mapToScreen(const Camera& camera, int width, int height, double mx, double my) {
  const double scale = width * camera.zoom;
  return MapPoint{(mx - camera.cx) * scale + width * 0.5, (my - camera.cy) * scale + height * 0.5};
}

MapPoint pixelToMap(const Camera& camera, int width, int height, int px, int py) {
  return screenToMap(camera, width, height, px + 0.5, py + 0.5);
}

Camera panByPixels(const Camera& camera, int width, double dx, double dy) {
  const double scale = 1.0 / (width * camera.zoom);
  return Camera{camera.cx - dx * scale, camera.cy - dy * scale, camera.zoom};
}

Camera zoomAt(const Camera& camera, int width, int height, double sx, double sy, double factor) {
  const MapPoint anchor = screenToMap(camera, width, height, sx, sy);
  Camera next = camera;
  // std::clamp passes NaN through: a NaN factor (or 0 times infinity) keeps
  // the zoom there was, and a NaN zoom becomes 1.
  double zoom = camera.zoom * factor;
  if (std::isnan(zoom)) zoom = std::isnan(camera.zoom) ? 1.0 : camera.zoom;
  next.zoom = std::clamp(zoom, kZoomMin, kZoomMax);
  // Solve screenToMap(next, sx, sy) == anchor for the centre.
  const double scale = 1.0 / (width * next.zoom);
  next.cx = anchor.x - (sx - width * 0.5) * scale;
  next.cy = anchor.y - (sy - height * 0.5) * scale;
  return next;
}

}  // namespace noisescope
