// ui_scale.h — the explorer drawn larger or smaller: fonts and style sizes.
//
// The scale in use is state.ui.user (the user's factor: the View panel's
// UI scale, Ctrl+= / Ctrl+- / Ctrl+0, --ui-scale, remembered in
// state.json) times state.ui.monitor, the monitor's content scale
// (glfwGetWindowContentScale) over the framebuffer's own scale: on X11 the
// content scale itself (Xft.dpi / 96; 1 under Xvfb), on a system that
// already scales the framebuffer 1, as Dear ImGui's units are then scaled.
//
// Applying a scale rebuilds the font atlas (DejaVu Sans at 15 px times the
// scale, rounded; Dear ImGui's own font at 13 px times it without DejaVu)
// and sets the style to the base style's sizes times the scale, never
// compounded. Pixel sizes in the panels' code are written at scale 1 and go
// through ui(). Output of uiScale(): [kUiScaleMin, kUiScaleMax * monitor].
#pragma once

#include "app_state.h"

namespace noisescope::gui {

inline constexpr float kBaseFontPixels = 15.0f;

// The scale the fonts and style are built at (1 before the first build).
float uiScale();

// A length written for scale 1, at the scale in use.
inline float ui(float pixels) { return pixels * uiScale(); }

// Builds fonts and style for `scale` when it differs from the one in use.
// Before the renderer's first frame (deviceReady false) only the atlas is
// set up; afterwards the backend's font texture is rebuilt too, so call it
// between ImGui_ImplOpenGL3_NewFrame and ImGui::NewFrame. Returns whether
// anything was rebuilt. The first call keeps the current style as the base.
bool applyUiScale(float scale, bool deviceReady);

}  // namespace noisescope::gui
