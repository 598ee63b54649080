// widgets.h — small controls the panels share.
#pragma once

#include "gui/app_state.h"

namespace noisescope::gui {

// A toggle chip: a button drawn highlighted while `selected`. Registers its
// rectangle as screen mark `markName`. Returns true when clicked.
bool chip(AppState& state, const char* label, const char* markName, bool selected);

// A tooltip for the last item while it is hovered: what a control means.
void hint(const char* text);

// Registers the last item's rectangle as screen mark `markName`.
void markLastItem(AppState& state, const char* markName);

}  // namespace noisescope::gui
