// The lessons: the seed demo's story and the seed's common mistakes, one
// small file each (lessons/*.json). Choosing one applies its settings and
// opens the panel it is about; its paragraph says what to look at. Under
// them, the state on screen can be saved as a lesson of one's own and a
// lesson file opened.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <string>

#include "gui/lesson_apply.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "gui/settings.h"

namespace noisescope::gui {

namespace {

// The teaching panel a saved lesson opens: the first open one, in the panel column's order.
io::LessonPanel openPanel(const TeachingPanels& show) {
  if (show.explain) return io::LessonPanel::Explain;
  if (show.fadeCurves) return io::LessonPanel::Fade;
  if (show.crossSection) return io::LessonPanel::Cross;
  if (show.histogram) return io::LessonPanel::Histogram;
  if (show.lattice) return io::LessonPanel::Lattice;
  if (show.spectrum) return io::LessonPanel::Spectrum;
  return io::LessonPanel::None;
}

// The explorer's state as a lesson: the settings, the octave explained, the pin, the open panel.
io::Lesson lessonOfState(const AppState& state) {
  const TeachingState& t = state.teaching;
  io::Lesson lesson;
  lesson.title = t.draft.title.data();
  lesson.text = t.draft.text.data();
  lesson.panel = openPanel(t.show);
  lesson.settings = presetFromState(state);
  lesson.settings.name = lesson.title;
  lesson.octave = std::clamp(t.octave, 0, lesson.settings.params.octaves - 1);
  lesson.hasPin = t.pin.active;
  lesson.pinX = t.pin.mapX, lesson.pinY = t.pin.mapY;
  return lesson;
}

void drawSaveLesson(AppState& state) {
  const bool shown = ImGui::CollapsingHeader("Save this state as a lesson");
  markLastItem(state, "lessons.save.header");
  if (!shown) return;
  LessonDraft& d = state.teaching.draft;
  ImGui::InputText("title", d.title.data(), d.title.size());
  markLastItem(state, "lessons.save.title");
  ImGui::InputTextMultiline("text", d.text.data(), d.text.size(),
                            ImVec2(-ImGui::CalcTextSize("text ").x, 4 * ImGui::GetTextLineHeight()));
  markLastItem(state, "lessons.save.text");
  hint("One paragraph: what to look at and why. The lesson keeps the settings, the view, the octave explained, "
       "the pin and the first open teaching panel.");
  ImGui::InputText("file##lesson", d.path.data(), d.path.size());
  markLastItem(state, "lessons.save.file");
  const bool save = ImGui::Button("Save##lesson");
  markLastItem(state, "lessons.save");
  ImGui::SameLine();
  const bool open = ImGui::Button("Open##lesson");
  markLastItem(state, "lessons.open");
  hint("Open a lesson file (the same as noisescope --lesson FILE).");
  sameLineIfFits(checkboxWidth("replace##lesson"));
  replaceCheckbox(state, "replace##lesson", "lessons.replace");
  const std::string path = d.path.data();
  try {
    if (save && mayWrite(state, path)) {
      io::saveLessonFile(path, lessonOfState(state), state.exporting.overwrite);
      setStatusLine(state.status, "saved the lesson to " + path + " (noisescope --lesson " + path + ")", false);
    }
    if (open) {
      applyLessonTo(io::loadLessonFileOrBuiltin(path), -1, state);
      setStatusLine(state.status, "opened the lesson " + path, false);
    }
  } catch (const std::exception& error) {
    setStatusLine(state.status, error.what(), true);
  }
}

}  // namespace

void drawLessonsPanel(AppState& state) {
  TeachingState& t = state.teaching;
  if (!beginPanelWindow(state, "Lessons", &t.show.lessons, "panel.lessons", ImVec2(345.0f, 40.0f),
                        ImVec2(520.0f, 230.0f)))
    return;
  const auto lessons = io::builtinLessons();
  const int count = static_cast<int>(lessons.size());
  int chosen = t.lesson.index;
  if (ImGui::Button("< previous") && count > 0) chosen = chosen <= 0 ? 0 : chosen - 1;
  markLastItem(state, "lessons.previous");
  ImGui::SameLine();
  if (ImGui::Button("next >") && count > 0) chosen = chosen + 1 >= count ? count - 1 : chosen + 1;
  markLastItem(state, "lessons.next");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-1.0f);
  // The chooser shows the title where it fits, else the lesson's number (the
  // title is in full below): a combo box clips its preview mid-word.
  char number[32] = "lesson", numberOnly[16] = "";
  if (t.lesson.index >= 0) {
    std::snprintf(number, sizeof number, "lesson %d", t.lesson.index + 1);
    std::snprintf(numberOnly, sizeof numberOnly, "%d", t.lesson.index + 1);
  }
  const char* preview = t.lesson.title.empty() ? comboPreview({"choose a lesson", "choose"})
                                               : comboPreview({t.lesson.title.c_str(), number, numberOnly});
  if (ImGui::BeginCombo("##lesson", preview)) {
    for (int i = 0; i < count; ++i)
      if (ImGui::Selectable(lessons[static_cast<std::size_t>(i)].title.c_str(), i == t.lesson.index))
        chosen = i;
    ImGui::EndCombo();
  }
  if (chosen != t.lesson.index && chosen >= 0 && chosen < count)
    applyLessonTo(lessons[static_cast<std::size_t>(chosen)], chosen, state);
  if (!t.lesson.title.empty()) {
    if (t.lesson.index >= 0) ImGui::TextDisabled("lesson %d of %d", t.lesson.index + 1, count);
    wrapped("%s", t.lesson.title.c_str());  // a long title at a large UI scale wraps
    wrapped("%s", t.lesson.text.c_str());
    markLastItem(state, "lessons.text");
    if (t.lesson.panel != "none") {
      // One line where it can be: "(opened)" is the first word to go.
      char look[96], lookShort[80];
      std::snprintf(look, sizeof look, "look at: the %s panel (opened)", t.lesson.panel.c_str());
      std::snprintf(lookShort, sizeof lookShort, "look at: the %s panel", t.lesson.panel.c_str());
      caption("%s", longestThatFits({look, lookShort}, availableWithScrollbar()));
      markLastItem(state, "lessons.look");
    }
  }
  drawSaveLesson(state);
  fitHeightToContent(state);
  ImGui::End();
}

}  // namespace noisescope::gui
