#include "lesson_apply.h"

#include "settings.h"

namespace noisescope::gui {

void applyLessonTo(const io::Lesson& lesson, int index, AppState& state) {
  const views::MapKinds before = state.mapKinds;
  applyPresetTo(lesson.settings, state);
  exportFollowsMaps(state, before);  // as after a choice of the maps' kinds
  TeachingState& t = state.teaching;
  t.octave = lesson.octave;
  t.pin = PinnedPoint{lesson.hasPin, lesson.pinX, lesson.pinY, lesson.settings.params.noise};
  const bool lessons = t.show.lessons;
  t.show = TeachingPanels{};
  t.show.lessons = lessons;
  switch (lesson.panel) {
    case io::LessonPanel::None: break;
    case io::LessonPanel::Explain: t.show.explain = t.show.lattice = true; break;
    case io::LessonPanel::Fade: t.show.fadeCurves = true; break;
    case io::LessonPanel::Cross: t.show.crossSection = true; break;
    case io::LessonPanel::Histogram: t.show.histogram = true; break;
    case io::LessonPanel::Lattice: t.show.lattice = true; break;
    case io::LessonPanel::Spectrum: t.show.spectrum = true; break;
  }
  t.lesson = LessonShown{index, lesson.id, lesson.title, lesson.text,
                         std::string(io::lessonPanelName(lesson.panel))};
}

int builtinLessonIndex(const std::string& id) {
  int index = -1;
  const auto builtins = io::builtinLessons();
  for (std::size_t i = 0; i < builtins.size(); ++i)
    if (builtins[i].id == id) index = static_cast<int>(i);
  return index;
}

}  // namespace noisescope::gui
