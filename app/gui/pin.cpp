#include "pin.h"

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <cmath>
#include <cstring>

#include "gui/ui_scale.h"

namespace noisescope::gui {

namespace {

// A click moves the mouse by less than this (squared pixels) between press and release.
constexpr float kClickSlopSquared = 9.0f;

const ScreenMarks::Mark* findMark(const AppState& state, const char* name) {
  for (int i = 0; i < state.marks.count; ++i)
    if (std::strcmp(state.marks.marks[static_cast<std::size_t>(i)].name, name) == 0)
      return &state.marks.marks[static_cast<std::size_t>(i)];
  return nullptr;
}

}  // namespace

bool escapePressed() {
  return !ImGui::GetIO().WantTextInput && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId) &&
         ImGui::IsKeyPressed(GLFW_KEY_ESCAPE, false);
}

void updatePin(AppState& state, bool escapeTaken) {
  const ImGuiIO& io = ImGui::GetIO();
  TeachingState& t = state.teaching;
  // Esc anywhere (not while typing or in a popup, which Esc closes) takes the pin away.
  if (!escapeTaken && escapePressed()) t.pin.active = false;
  // The release that ends a double-click on a map (map_view.cpp took the pin away there) pins nothing.
  if (t.pinSkipRelease && ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
    t.pinSkipRelease = false;
    return;
  }
  if (!state.hover.active) return;
  // So does a right-click on a main map.
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Right)) t.pin.active = false;
  // The press and release positions from the events (state.pointer): a fast
  // drag, whose press, motion and release reach ImGui in one frame, shows no
  // motion to ImGui and is still a drag, not a click.
  const PointerEvents& ptr = state.pointer;
  const float dx = ptr.releaseX - ptr.pressX, dy = ptr.releaseY - ptr.pressY;
  const bool clicked = state.hover.released &&
                       io.MouseDragMaxDistanceSqr[ImGuiMouseButton_Left] < kClickSlopSquared &&
                       dx * dx + dy * dy < kClickSlopSquared;
  const bool key = !io.WantTextInput && ImGui::IsKeyPressed(GLFW_KEY_P, false);
  if (!clicked && !key) return;
  const int w = state.sizes.mapWidth, h = state.sizes.mapHeight;
  if (w <= 0 || h <= 0) return;
  // Snap to the centre of the main map's pixel, the point its field sampled.
  const double sx = (state.hover.mapX - state.camera.cx) * w * state.camera.zoom + w * 0.5;
  const double sy = (state.hover.mapY - state.camera.cy) * w * state.camera.zoom + h * 0.5;
  const MapPoint m =
      pixelToMap(state.camera, w, h, static_cast<int>(std::floor(sx)), static_cast<int>(std::floor(sy)));
  state.teaching.pin = PinnedPoint{true, m.x, m.y, state.hover.noise};
}

void drawPinMarkers(const AppState& state) {
  const PinnedPoint& pin = state.teaching.pin;
  if (!pin.active) return;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (const char* name : {"map.left", "map.right"}) {
    const ScreenMarks::Mark* mark = findMark(state, name);
    if (mark == nullptr) continue;
    const ScreenRect& r = mark->rect;
    const int w = static_cast<int>(r.w);
    const double sx = (pin.mapX - state.camera.cx) * w * state.camera.zoom + w * 0.5;
    const double sy = (pin.mapY - state.camera.cy) * w * state.camera.zoom + r.h * 0.5;
    if (!(sx >= 0 && sy >= 0 && sx < r.w && sy < r.h)) continue;
    const ImVec2 c(r.x + static_cast<float>(sx), r.y + static_cast<float>(sy));
    draw->PushClipRect(ImVec2(r.x, r.y), ImVec2(r.x + r.w, r.y + r.h), true);
    draw->AddCircle(c, ui(7.0f), IM_COL32(0, 0, 0, 220), 16, ui(3.0f));
    draw->AddCircle(c, ui(7.0f), IM_COL32(255, 230, 80, 255), 16, ui(1.5f));
    draw->PopClipRect();
  }
}

PinLattice pinLattice(const AppState& state) {
  const NoiseParams p = clampParams(state.params);
  return PinLattice{state.teaching.pin.mapX * p.frequency, state.teaching.pin.mapY * p.frequency};
}

}  // namespace noisescope::gui
