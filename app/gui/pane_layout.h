// pane_layout.h — how big each pane (the place on screen one view is drawn)
// is, from the space the window gives.
//
// The views column holds, top to bottom: a label line and the two maps side
// by side; the octave row's label lines (a legend, f and a) and one tile per
// octave, with the running sums' label line and tiles under them when shown;
// a label line and the three
// band views (and the terrain views beside them). All views share the maps' aspect ratio, so every view shows
// the same part of the plane and a drag moves them together. The aspect (height / width) follows the window
// within [kMinAspect, maxAspect(rows)]: the rows a user hides give their height to the others (taller views,
// up to 3x as tall as wide with the maps alone); when even the flattest layout does not fit, everything
// shrinks together.
//
// Output: whole pixels, each side >= 1, or all zero when the space is too
// small to show anything (a minimised window).
#pragma once

#include "app_state.h"

namespace noisescope::gui {

inline constexpr float kMinAspect = 0.45f;
inline constexpr float kMaxAspect = 1.0f;  // with all three rows shown

// The tallest aspect for `rows` rows shown (1..3): kMaxAspect * 3 / rows.
constexpr float maxAspect(int rows) {
  return kMaxAspect * 3.0f / static_cast<float>(rows);
}
inline constexpr int kMinTileSlots = 6;  // tiles are never wider than a sixth of the row

struct LayoutInput {
  float width = 0;  // space available, pixels
  float height = 0;
  float spacing = 8;           // gap between views
  float labelHeight = 20;      // one line of text above each row
  float tileLabelHeight = 40;  // the octave tiles' labels (two lines: f and a)
  int octaves = 5;             // tiles in the octave row
  bool showOctaves = true;
  bool showSums =
      false;  // a second row of tiles (the running sums) with its label line, under the octave tiles
  bool showBands = true;
  bool showTerrainViews = true;  // the band row's terrain views (bandRowCount)
};

ViewSizes computeViewSizes(const LayoutInput& in);

inline constexpr double kWheelZoomFactor = 1.25;  // zoom factor per wheel notch

// The texture coordinates that show `image` (computed for image.view) in a
// w x h view of `view`: exactly (0, 0) and (1, 1) when they agree, so a
// settled view maps texels to pixels one to one. Used to show an old image
// shifted and scaled while a newer field is computed.
struct UvRect {
  float u0, v0, u1, v1;
};
UvRect uvForView(const MapImage& image, const Camera& camera, int w, int h);

}  // namespace noisescope::gui
