// layout_settings.h — the explorer's own section of Dear ImGui's ini text.
//
// Dear ImGui keeps its layout (the controls column's width) in ini text, the
// "layout" of state.json (state_store.h);
// this adds the rest of what a user arranges, so the next start looks the
// same:
//   [Noisescope][Layout]
//   WindowSize=1440,900
//   MapColour=ramp
//   Stretch=0             maps coloured from their measured range
//   OctaveNoise=gradient
//   Tiles=0,0             running sums shown, octave tiles at their amplitude
//   Rows=1,1,1            octave tiles, band views, hover tooltip shown
// Unknown or malformed lines are ignored (the defaults stay).
#pragma once

#include "app_state.h"

namespace noisescope::gui {

struct WindowSize {
  int width = 0;   // pixels; 0 until read or set
  int height = 0;
};

// What the section reads and writes.
struct LayoutTargets {
  AppState* state = nullptr;
  WindowSize* window = nullptr;
};

// Registers the section with the current ImGui context. `targets` (and what
// it points to) are read when the ini is written and filled when it is
// read, so they must outlive the context. Call after ImGui::CreateContext,
// before loading.
void registerLayoutSettings(LayoutTargets& targets);

}  // namespace noisescope::gui
