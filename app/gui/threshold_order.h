// threshold_order.h — keeping the three band thresholds ordered while one moves.
//
// noisescope/terrain/bands.h wants 0 <= t1 < t2 < t3 <= 1. When the user drags t1 past t2,
// t2 (and t3 after it) move along instead of the slider stopping or the
// order breaking; dragging t3 down pushes t2 and t1 down. Neighbours stay at
// least kThresholdGap apart. NaN takes the default. Output: thresholds that
// pass thresholdsError().
#pragma once

#include "noisescope/terrain/bands.h"

namespace noisescope::gui {

inline constexpr float kThresholdGap = 0.001f;

enum class ThresholdMoved { None, T1, T2, T3 };

// `moved` is the one the user just changed: it keeps its value (clamped so the
// others fit) and pushes the others; None repairs any struct.
Thresholds keepThresholdsOrdered(Thresholds t, ThresholdMoved moved);

}  // namespace noisescope::gui
