#include "widgets.h"

#include <imgui.h>

namespace noisescope::gui {

void hint(const char* text) {
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

void markLastItem(AppState& state, const char* markName) {
  const ImVec2 a = ImGui::GetItemRectMin();
  const ImVec2 b = ImGui::GetItemRectMax();
  state.marks.add(markName, ScreenRect{a.x, a.y, b.x - a.x, b.y - a.y});
}

bool chip(AppState& state, const char* label, const char* markName, bool selected) {
  if (selected) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    ImGui::PushStyleColor(ImGuiCol_Border, ImVec4(1, 1, 1, 0.8f));
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.0f);
  }
  const bool clicked = ImGui::Button(label);
  if (selected) {
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(2);
  }
  markLastItem(state, markName);
  return clicked;
}

}  // namespace noisescope::gui
