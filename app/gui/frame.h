// frame.h — one frame of the explorer's user interface.
//
// drawFrame lays the window out (a resizable controls column on the left,
// the views on the right, a status bar at the bottom) and calls one
// `drawXPanel(AppState&)` per panel; each panel lives in its own file under
// panels/ and is declared in panels/panels.h. Adding a panel is a new file
// plus one line in drawFrame. Needs a current ImGui frame (between
// ImGui::NewFrame and ImGui::Render).
#pragma once

#include "app_state.h"

namespace noisescope::gui {

void drawFrame(AppState& state);

// Before the layout is saved (ImGui::SaveIniSettingsToMemory): the controls'
// width as chosen, not as a narrow window shrank it, so a larger window
// next time shows it whole.
void rememberControlsWidth(const AppState& state);

}  // namespace noisescope::gui
