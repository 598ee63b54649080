// The lessons: the seed demo's story and the seed's common mistakes, one
// small file each (lessons/*.json). Choosing one applies its settings and
// opens the panel it is about; its paragraph says what to look at.
#include <imgui.h>

#include "gui/lesson_apply.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"

namespace noisescope::gui {

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
  if (ImGui::BeginCombo("##lesson", t.lesson.title.empty() ? "choose a lesson" : t.lesson.title.c_str())) {
    for (int i = 0; i < count; ++i)
      if (ImGui::Selectable(lessons[static_cast<std::size_t>(i)].title.c_str(), i == t.lesson.index))
        chosen = i;
    ImGui::EndCombo();
  }
  if (chosen != t.lesson.index && chosen >= 0 && chosen < count)
    applyLessonTo(lessons[static_cast<std::size_t>(chosen)], chosen, state);
  if (!t.lesson.title.empty()) {
    if (t.lesson.index >= 0) ImGui::TextDisabled("lesson %d of %d", t.lesson.index + 1, count);
    ImGui::TextUnformatted(t.lesson.title.c_str());
    ImGui::TextWrapped("%s", t.lesson.text.c_str());
    markLastItem(state, "lessons.text");
    if (t.lesson.panel != "none") {
      ImGui::TextDisabled("look at: the %s panel (opened)", t.lesson.panel.c_str());
      markLastItem(state, "lessons.look");
    }
  }
  fitHeightToContent(state);
  ImGui::End();
}

}  // namespace noisescope::gui
