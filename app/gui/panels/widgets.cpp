#include "widgets.h"

#include <imgui.h>

#include "io/atomic_file.h"

namespace noisescope::gui {

void hint(const char* text) {
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

bool beginPanelWindow(AppState& state, const char* title, bool* open, const char* markName, ImVec2 place,
                      ImVec2 size) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const float x = place.x < 0 ? viewport->WorkSize.x + place.x : place.x;
  const float y = place.y < 0 ? viewport->WorkSize.y + place.y : place.y;
  ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + x, viewport->WorkPos.y + y), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(size, ImGuiCond_FirstUseEver);
  if (!ImGui::Begin(title, open)) {
    ImGui::End();
    return false;
  }
  const ImVec2 pos = ImGui::GetWindowPos(), at = ImGui::GetWindowSize();
  state.marks.add(markName, ScreenRect{pos.x, pos.y, at.x, at.y});
  return true;
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

void replaceCheckbox(AppState& state, const char* label, const char* markName) {
  ImGui::Checkbox(label, &state.exporting.overwrite);
  markLastItem(state, markName);
  hint("Save and Export replace an existing file only while this is ticked.");
}

bool mayWrite(AppState& state, const std::string& path) {
  try {
    io::checkCanCreate(path, state.exporting.overwrite);
    return true;
  } catch (const io::FileExistsError& error) {
    setStatusLine(state.status, std::string(error.what()) + " (tick \"replace an existing file\")", true);
  } catch (const io::IoError& error) {
    setStatusLine(state.status, error.what(), true);
  }
  return false;
}

}  // namespace noisescope::gui
