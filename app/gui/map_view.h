// map_view.h — one view of the plane on screen, and what the mouse does to it.
//
// drawMapView shows `image` in a w x h pixel rectangle at the cursor (snapped
// to whole pixels, so a settled view shows each texel on exactly one pixel)
// and handles the mouse for every view alike:
//   drag           pans: the point under the press stays under the mouse
//   wheel          zooms by kWheelZoomFactor per notch, at the cursor
//   double-click   resets the view to the default (timed by GLFW's events, input_events.h)
//   hover          state.hover: the map point under the mouse
// `marker` (last frame's hover point) is drawn as a small cross in every
// view, so the same point can be found in all of them (and in screenshots,
// which show no mouse pointer).
// While a newer field is being computed the old image is shown shifted and
// scaled to the current view, so a drag answers in the same frame.
#pragma once

#include "app_state.h"
#include "pane_layout.h"

namespace noisescope::gui {

// Draws the view and registers its rectangle as a screen mark called `name`.
void drawMapView(AppState& state, const char* name, const MapImage& image, int w, int h,
                 const HoverPoint& marker);

}  // namespace noisescope::gui
