// time_play.h — time's play, the frame time, and the resolution of moving frames.
//
// Play moves params.time by speed x (wall time since the last displayed
// frame), so t runs at the same speed whatever the frame rate. The fields of
// a frame take the worker one refresh; when a full refresh would not fit a
// 60 Hz frame (kFrameBudgetMs) while something moves (time plays, a slider is
// held), the explorer asks for fields of 1/d of each side (d = 2, 4 or 8) and
// shows them scaled up; once nothing moves it asks for full size again, so
// the picture sharpens. The UI thread never waits for the worker: a slow
// refresh makes fields arrive less often, never frames.
//
// Output ranges: frame times in milliseconds >= 0; divisors 1, 2, 4 or 8.
#pragma once

#include "app_state.h"

namespace noisescope::gui {

inline constexpr double kFrameBudgetMs = 1000.0 / 60.0;
inline constexpr int kMaxResolutionDivisor = 8;

// Once per displayed frame at steady time `now` (seconds): while playing,
// advances params.time by speed times the wall time since the last frame
// (turning time on at 0 when it was off) and keeps play's statistics. Not
// playing: nothing moves and the clock restarts at the next play.
void advancePlay(AppState& state, double now);

// What one frame cost, `seconds` from the moment its events were in to its
// swap, into status.frameMs (smoothed over the last ten frames or so). The
// wait for the next event is no part of it: an idle screen showed
// "frame 850-1154 ms", the wait counted as the frame.
void noteFrameCost(Status& st, double seconds);

// The divisor for the next request: 1 when nothing moves; while moving, the
// smallest of 1, 2, 4, 8 whose estimated refresh fits kFrameBudgetMs, the
// estimate scaling the last refresh (lastMs at lastDivisor) by pixel count.
// lastMs <= 0 (nothing measured yet) gives 1.
int resolutionDivisor(bool moving, double lastMs, int lastDivisor);

// Each view's side divided by `divisor`, rounded up, at least 1 (0 stays 0:
// not shown); the 3D panel's mesh grid unchanged.
ViewSizes reducedSizes(const ViewSizes& sizes, int divisor);

}  // namespace noisescope::gui
