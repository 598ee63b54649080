// explain_inputs.h — what the explain panel takes typed: the pinned point in
// lattice units, exactly, and the four corner values of value noise (the
// seed's worked example: 0.2, 0.9, 0.6, 0.4 at (0.25, 0.75), cubic fade,
// gives 0.528). State: TeachingState::typing (teaching_state.h).
#pragma once

#include <array>
#include <optional>

#include "gui/app_state.h"

namespace noisescope::gui {

// The x and y fields of the pin's lattice point (marks "explain.x",
// "explain.y"). A number typed and entered pins that point exactly: the pin's
// map point times the frequency gives it back bit for bit. With no pin yet,
// it pins the left map's noise. Text that is not a finite number is refused
// in the status line and the pin stays. The fields show the pin's point in the
// shortest digits that read back exactly while not typed into.
void drawTypedPoint(AppState& state);

// For value noise: a checkbox (mark "explain.corners") and, while on, the four
// corner values in [0, 1] (marks "explain.corner.K.value") in the steps'
// order (i, j), (i+1, j), (i, j+1), (i+1, j+1). Nothing for other kinds.
void drawTypedCorners(AppState& state, NoiseKind kind);

// The corner values the panel's steps use: the typed ones while on and the
// pinned noise is value noise, else none (the lattice's).
std::optional<std::array<double, 4>> typedCorners(const AppState& state, NoiseKind kind);

// fbm at lattice point (x, y) of clamped `p` with the typed corners, as
// explainPoint gives it; computed again only when an input changed.
double typedCornersFbm(AppState& state, const NoiseParams& p, double x, double y,
                       const std::array<double, 4>& corners);

// A map coordinate m with m * frequency == lattice exactly where one exists
// within a few ulps of lattice / frequency (every finite lattice value met in
// tests); else the nearest found. frequency > 0.
double mapOfLattice(double lattice, double frequency);

}  // namespace noisescope::gui
