#include "pane_layout.h"

#include <algorithm>
#include <cmath>

namespace noisescope::gui {

ViewSizes computeViewSizes(const LayoutInput& in) {
  const float sp = in.spacing;
  const int tiles = std::max(in.octaves, 1);
  float mapW = std::floor((in.width - sp) / 2);
  float tileW =
      in.showOctaves ? std::floor((in.width - sp * (tiles - 1)) / std::max(tiles, kMinTileSlots)) : 0;
  const int bands = bandRowCount(in.showTerrainViews);
  float bandW = in.showBands ? std::floor((in.width - sp * (bands - 1)) / bands) : 0;
  const bool sums = in.showOctaves && in.showSums;
  const int rows = 1 + (in.showOctaves ? 1 : 0) + (in.showBands ? 1 : 0);
  const float fixed = rows * (in.labelHeight + sp) +
                      (in.showOctaves ? in.tileLabelHeight - in.labelHeight : 0) +
                      (sums ? in.labelHeight + sp : 0);
  const float widthSum = mapW + tileW * (sums ? 2 : 1) + bandW;
  if (!(widthSum >= 1) || !(in.height - fixed >= rows)) return {};

  // Heights are aspect * widths; pick the aspect that fills the height.
  float aspect = std::clamp((in.height - fixed) / widthSum, kMinAspect, maxAspect(rows));
  if (aspect * widthSum > in.height - fixed) {  // too short even when flat: shrink widths
    const float shrink = (in.height - fixed) / (aspect * widthSum);
    mapW = std::floor(mapW * shrink);
    tileW = std::floor(tileW * shrink);
    bandW = std::floor(bandW * shrink);
  }
  auto side = [](float v) { return v >= 1 ? static_cast<int>(v) : 1; };
  ViewSizes s;
  s.mapWidth = side(mapW);
  s.mapHeight = side(std::round(mapW * aspect));
  if (in.showOctaves) {
    s.tileWidth = side(tileW);
    s.tileHeight = side(std::round(tileW * aspect));
    s.octaveSums = sums;
  }
  if (in.showBands) {
    s.bandWidth = side(bandW);
    s.bandHeight = side(std::round(bandW * aspect));
    s.bandViews = bands;
  }
  return s;
}

UvRect uvForView(const MapImage& image, const Camera& camera, int w, int h) {
  if (image.camera == camera && image.width == w && image.height == h) return UvRect{0, 0, 1, 1};
  // The corners of what should be shown, in the old image's texture space.
  const MapPoint t0 = screenToMap(image.camera, image.width, image.height, 0, 0);
  const MapPoint t1 = screenToMap(image.camera, image.width, image.height, image.width, image.height);
  const MapPoint c0 = screenToMap(camera, w, h, 0, 0);
  const MapPoint c1 = screenToMap(camera, w, h, w, h);
  const double tw = t1.x - t0.x, th = t1.y - t0.y;
  return UvRect{static_cast<float>((c0.x - t0.x) / tw), static_cast<float>((c0.y - t0.y) / th),
                static_cast<float>((c1.x - t0.x) / tw), static_cast<float>((c1.y - t0.y) / th)};
}

}  // namespace noisescope::gui
