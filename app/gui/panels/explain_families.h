// explain_families.h — the explain panel's drawing and steps for the kinds
// off the square lattice (noisescope/noise/noise_families.h): simplex's skewed cell with
// its three corners, Worley's 25 searched cells with F1 and F2. Every number
// is the core's own (simplexSteps, worleySearch, worleyFeature).
#pragma once

#include <imgui.h>

#include "noisescope/teaching/breakdown.h"
#include "gui/app_state.h"

namespace noisescope::gui {

// The drawing of octave steps `s` of clamped parameters `p` (simplex or
// Worley), `side` pixels square; marks "explain.cell". False, drawing
// nothing, for a kind with square-lattice steps (value, gradient).
bool drawFamilyCell(AppState& state, const OctaveSteps& s, const NoiseParams& p, float side);

// The kind's own rows of the steps table (between the position and the
// weight): marks "explain.corner.K" (simplex) or "explain.f1" (Worley).
// False, drawing nothing, for value and gradient.
bool drawFamilyRows(AppState& state, const OctaveSteps& s, const NoiseParams& p);

// One row of the steps table: the step's name, then `format` wrapped in its column.
void explainRow(const char* step, const char* format, ...) IM_FMTARGS(2);

}  // namespace noisescope::gui
