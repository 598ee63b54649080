// camera.h — where a map looks: its centre and zoom, and the pixel mapping.
//
// Three words stay apart: the camera (this file) is where every map looks;
// a view (ViewKind, app/views/map_views.h, `--view`) is what a map shows;
// a pane is the place on screen one image is drawn (app/gui/pane_layout.h).
//
// A camera is a centre (cx, cy) in map widths and a zoom z. In a map W x H
// pixels, the point at pixel position (sx, sy) (pixels from the top-left
// corner, so pixel (px, py) has its centre at (px + 0.5, py + 0.5)) is
//   mx = cx + (sx - W/2) / (W z),   my = cy + (sy - H/2) / (W z),
// and a field of base frequency f samples there at (mx f, my f). At the
// default camera (cx = 0.5, cy = 0.5 H/W, z = 1) the map spans [0, 1] across,
// so f is the number of lattice cells across whatever the map's size.
//
// Output ranges: map coordinates are any finite doubles; zoom stays inside
// [kZoomMin, kZoomMax] after zoomAt.
#pragma once

#include <string>

namespace noisescope {

inline constexpr double kZoomMin = 1.0 / 64.0;
inline constexpr double kZoomMax = 1048576.0;

struct Camera {
  double cx = 0.5;    // centre, in map widths from the left edge; default 0.5
  double cy = 0.5;    // centre, in map widths from the top edge; default 0.5 * H / W
  double zoom = 1.0;  // magnification, [1/64, 2^20]; default 1

  bool operator==(const Camera&) const = default;
};

struct MapPoint {
  double x;  // map widths
  double y;  // map widths
};

// A rectangle of the map: [x0, x1) x [y0, y1), map widths (scatter.h, chunks.h).
struct MapRegion {
  double x0 = 0, y0 = 0, x1 = 1, y1 = 1;
};
inline constexpr double kMapRegionLimit = 1e6;  // map widths either way

// Empty when every corner is finite and inside +-kMapRegionLimit and
// x0 < x1, y0 < y1; else one sentence naming the bad number.
std::string mapRegionError(const MapRegion& r);

// The default camera of a width x height map.
Camera defaultCamera(int width, int height);

// The camera that shows the whole unit square [0, 1] x [0, 1] of map widths,
// centred (cx = cy = 0.5), on a map of any shape: zoom min(1, height /
// width), so a landscape map shows the square's full height with margins
// left and right, and a square or portrait one equals defaultCamera across.
// The island (terrain.h) lives on this square. Output: zoom in (0, 1].
Camera unitSquareCamera(int width, int height);

// The camera that shows the unit square twice each way, [0, 2] x [0, 2] map
// widths, in the middle of a width x height map: each square P = max(1,
// min(width, height) / 2) whole pixels wide, the first one starting at pixel
// (x0, y0) = ((width - 2P) / 2, (height - 2P) / 2) (integer division). With
// seamless tiling (terrain.h) every field repeats each map width, so pixel
// (px, py) and (px + P, py) sample the same point of the tile: the
// explorer's 2 x 2 tile chip. Output: zoom P / width, kept inside
// [kZoomMin, kZoomMax].
Camera tilesCamera(int width, int height);
int tilePixels(int width, int height);  // P above, >= 1

// Map position of a screen position inside a width x height map.
MapPoint screenToMap(const Camera& camera, int width, int height, double sx, double sy);

// Screen position, inside a width x height map, of a map position: the
// inverse of screenToMap (up to rounding).
MapPoint mapToScreen(const Camera& camera, int width, int height, double mx, double my);

// Map position of pixel (px, py)'s centre.
MapPoint pixelToMap(const Camera& camera, int width, int height, int px, int py);

// The camera after dragging the map by (dx, dy) pixels: what was under the
// cursor stays under it.
Camera panByPixels(const Camera& camera, int width, double dx, double dy);

// The camera after multiplying zoom by factor, keeping the map point under the
// screen position (sx, sy) where it is. The zoom is clamped to its range.
Camera zoomAt(const Camera& camera, int width, int height, double sx, double sy, double factor);

}  // namespace noisescope
