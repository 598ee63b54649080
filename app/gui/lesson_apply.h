// lesson_apply.h — a lesson (app/io/lesson.h) into the explorer's state.
//
// applyLessonTo sets the lesson's settings as a preset does (parameters,
// thresholds, view), the octave the teaching panels explain, the pin (or
// none), opens the lesson's panel and closes the other teaching windows, and
// keeps the lesson's title and text for the lessons panel. index is the
// lesson's place in io::builtinLessons(), or -1 for a file.
#pragma once

#include "app_state.h"
#include "io/lesson.h"

namespace noisescope::gui {

void applyLessonTo(const io::Lesson& lesson, int index, AppState& state);

// The place of the lesson with this id in io::builtinLessons(), or -1 (a file).
int builtinLessonIndex(const std::string& id);

}  // namespace noisescope::gui
