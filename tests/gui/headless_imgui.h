// Dear ImGui without a window, for tests of what panels and views draw: a
// context with the default font built (no texture is uploaded), a display
// of the given size, 60 frames a second, no ini file. Pair with
// ImGui::DestroyContext().
#pragma once

#include <imgui.h>

namespace noisescope::gui {

inline void createHeadlessImGui(ImVec2 displaySize) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = displaySize;
  io.DeltaTime = 1.0f / 60.0f;
  io.IniFilename = nullptr;
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
}

}  // namespace noisescope::gui
