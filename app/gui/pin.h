// pin.h — pinning a point for the teaching panels (teaching_state.h).
//
// updatePin: a click on a main map (press and release without dragging) or
// the key P while the mouse is over one pins the centre of the main map's
// pixel under the mouse; the clicked map's noise becomes the pin's. Call once
// per frame after the views are drawn (they set state.hover). Esc (outside a
// text field or popup), a right-click on a main map and a double-click there
// (which resets the view) take the pin away; the double-click pins nothing.
// drawPinMarkers: a ring on both main maps where the pin is, following pans
// and zooms; nothing when no pin or outside the maps.
#pragma once

#include "app_state.h"

namespace noisescope::gui {

// Esc pressed this frame outside a text field or popup (which Esc closes).
bool escapePressed();

// escapeTaken: Esc did something else this frame (left the presentation), so it leaves the pin.
void updatePin(AppState& state, bool escapeTaken = false);
void drawPinMarkers(const AppState& state);

// The pin's point in lattice units of octave 0 (map point times frequency).
struct PinLattice {
  double x = 0.0, y = 0.0;
};
PinLattice pinLattice(const AppState& state);

}  // namespace noisescope::gui
