#include "map_view.h"

#include <imgui.h>

#include <cmath>
#include <cstdint>

namespace noisescope::gui {

namespace {

void handleMouse(AppState& state, int w, int h, ImVec2 origin, NoiseKind noise) {
  const ImGuiIO& io = ImGui::GetIO();
  const double sx = io.MousePos.x - origin.x;
  const double sy = io.MousePos.y - origin.y;
  PanDrag& drag = state.drag;

  if (ImGui::IsItemActivated()) {
    drag = PanDrag{true, state.view, io.MousePos.x, io.MousePos.y, w};
  }
  if (ImGui::IsItemHovered() && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
    drag.active = false;
    state.viewIsDefault = true;  // the explorer puts the default view back for the current size
    return;
  }
  if (ImGui::IsItemActive() && drag.active) {
    // From the press, not frame to frame: the pan is exactly the distance dragged.
    const double dx = io.MousePos.x - drag.pressX;
    const double dy = io.MousePos.y - drag.pressY;
    if (dx != 0 || dy != 0) {
      state.view = panByPixels(drag.viewAtPress, drag.width, dx, dy);
      state.viewIsDefault = false;
    }
  }
  if (ImGui::IsItemDeactivated()) drag.active = false;

  if (ImGui::IsItemHovered()) {
    if (io.MouseWheel != 0.0f) {
      state.view = zoomAt(state.view, w, h, sx, sy, std::pow(kWheelZoomFactor, io.MouseWheel));
      state.viewIsDefault = false;
      if (drag.active) drag = PanDrag{true, state.view, io.MousePos.x, io.MousePos.y, w};
    }
    const MapPoint p = screenToMap(state.view, w, h, sx, sy);
    state.hover = HoverPoint{true, p.x, p.y, noise};
  }
}

}  // namespace

void drawMapView(AppState& state, const char* name, const MapImage& image, int w, int h) {
  ImVec2 origin = ImGui::GetCursorScreenPos();
  origin = ImVec2(std::floor(origin.x), std::floor(origin.y));
  ImGui::SetCursorScreenPos(origin);
  const ImVec2 size(static_cast<float>(w), static_cast<float>(h));
  if (image.texture != 0 && image.width > 0) {
    const UvRect uv = uvForView(image, state.view, w, h);
    ImGui::Image(reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(image.texture)), size,
                 ImVec2(uv.u0, uv.v0), ImVec2(uv.u1, uv.v1));
  } else {
    ImGui::GetWindowDrawList()->AddRectFilled(origin, ImVec2(origin.x + size.x, origin.y + size.y),
                                              IM_COL32(40, 40, 46, 255));
  }
  ImGui::SetCursorScreenPos(origin);
  ImGui::InvisibleButton(name, size);
  handleMouse(state, w, h, origin, image.params.noise);
  state.marks.add(name, ScreenRect{origin.x, origin.y, size.x, size.y}, &image);
}

}  // namespace noisescope::gui
