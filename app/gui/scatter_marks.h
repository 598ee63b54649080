// scatter_marks.h — the scatter points as marks over both main maps.
//
// Each point of state.scatter.points inside a map is a filled disc of its
// biome's colour (state.biomeColours) with a dark ring, of radius
// kScatterMarkRadius at the UI scale but at most a third of the smallest
// spacing on screen (so marks never merge), centred on the
// pixel the point falls in: the pixel's centre, as the pin snaps to it. The
// marks use the camera of this frame, so a pan or zoom moves them with the
// map at once. Cost: one test a point and, in view, two discs (ImGui's
// anti-aliased circles), or where the spacing leaves marks of about a pixel,
// that pixel in a dark square (scatter_marks.cpp measures both).
#pragma once

#include "app_state.h"

namespace noisescope::gui {

inline constexpr float kScatterMarkRadius = 2.5f;  // 100% UI scale pixels

// Into the current window's draw list (the views' child), clipped to each map.
void drawScatterMarks(const AppState& state);

}  // namespace noisescope::gui
