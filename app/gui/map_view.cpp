#include "map_view.h"

#include <imgui.h>

#include <cmath>
#include <cstdint>
#include <utility>

namespace noisescope::gui {

namespace {

void handleMouse(AppState& state, int w, int h, ImVec2 origin, NoiseKind noise) {
  const ImGuiIO& io = ImGui::GetIO();
  const double sx = io.MousePos.x - origin.x;
  const double sy = io.MousePos.y - origin.y;
  PanDrag& drag = state.drag;
  // Positions from the events, not from the frame: a press and a move (or a
  // move and the release) that arrive together still pan the whole distance.
  const PointerEvents& ptr = state.pointer;
  const float nowX = ptr.leftDown ? ptr.x : ptr.releaseX;
  const float nowY = ptr.leftDown ? ptr.y : ptr.releaseY;

  if (ImGui::IsItemActivated()) {
    drag = PanDrag{true, state.camera, ptr.pressX, ptr.pressY, w};
  }
  if (ImGui::IsItemHovered() && ptr.doubleClicked) {
    drag.active = false;
    state.viewIsDefault = true;  // the explorer puts the default view back for the current size
    state.teaching.pin.active = false;  // and no pin: the double-click's clicks pin nothing (pin.h)
    state.teaching.pinSkipRelease = true;
    return;
  }
  if ((ImGui::IsItemActive() || ImGui::IsItemDeactivated()) && drag.active) {
    // From the press, not frame to frame: the pan is exactly the distance dragged.
    const double dx = nowX - drag.pressX;
    const double dy = nowY - drag.pressY;
    if (dx != 0 || dy != 0) {
      state.camera = panByPixels(drag.cameraAtPress, drag.width, dx, dy);
      state.viewIsDefault = false;
    }
  }
  // A release pins only when the events' own press and release lay on this
  // view: ImGui 1.86 polls the pointer once a frame, so a click elsewhere
  // followed at once by a move here can reach it as a press on the view.
  const auto onView = [&](float x, float y) {
    return x >= origin.x && y >= origin.y && x < origin.x + w && y < origin.y + h;
  };
  const bool released = ImGui::IsItemDeactivated() && drag.active && onView(ptr.pressX, ptr.pressY) &&
                        onView(ptr.releaseX, ptr.releaseY);
  if (ImGui::IsItemDeactivated()) drag.active = false;

  if (ImGui::IsItemHovered()) {
    if (io.MouseWheel != 0.0f) {
      state.camera = zoomAt(state.camera, w, h, sx, sy, std::pow(kWheelZoomFactor, io.MouseWheel));
      state.viewIsDefault = false;
      if (drag.active) drag = PanDrag{true, state.camera, nowX, nowY, w};
    }
    const MapPoint p = screenToMap(state.camera, w, h, sx, sy);
    state.hover = HoverPoint{true, p.x, p.y, noise, released};
  }
}

void drawMarker(const HoverPoint& marker, const Camera& camera, ImVec2 origin, int w, int h) {
  // Inverse of screenToMap (camera.h).
  const double sx = (marker.mapX - camera.cx) * w * camera.zoom + w * 0.5;
  const double sy = (marker.mapY - camera.cy) * w * camera.zoom + h * 0.5;
  if (!(sx >= 0 && sy >= 0 && sx < w && sy < h)) return;
  const ImVec2 c(std::floor(origin.x + static_cast<float>(sx)) + 0.5f, std::floor(origin.y + static_cast<float>(sy)) + 0.5f);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  constexpr float r = 6.0f;
  for (const auto& [colour, thickness] : {std::pair{IM_COL32(0, 0, 0, 200), 3.0f}, std::pair{IM_COL32(255, 255, 255, 255), 1.0f}}) {
    draw->AddLine(ImVec2(c.x - r, c.y), ImVec2(c.x + r + 1, c.y), colour, thickness);
    draw->AddLine(ImVec2(c.x, c.y - r), ImVec2(c.x, c.y + r + 1), colour, thickness);
  }
}

}  // namespace

void drawMapView(AppState& state, const char* name, const MapImage& image, int w, int h, const HoverPoint& marker) {
  ImVec2 origin = ImGui::GetCursorScreenPos();
  origin = ImVec2(std::floor(origin.x), std::floor(origin.y));
  ImGui::SetCursorScreenPos(origin);
  const ImVec2 size(static_cast<float>(w), static_cast<float>(h));
  if (image.texture != 0 && image.width > 0) {
    const UvRect uv = uvForView(image, state.camera, w, h);
    ImGui::Image(reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(image.texture)), size,
                 ImVec2(uv.u0, uv.v0), ImVec2(uv.u1, uv.v1));
  } else {
    ImGui::GetWindowDrawList()->AddRectFilled(origin, ImVec2(origin.x + size.x, origin.y + size.y),
                                              IM_COL32(40, 40, 46, 255));
  }
  ImGui::SetCursorScreenPos(origin);
  ImGui::InvisibleButton(name, size);
  if (marker.active) drawMarker(marker, state.camera, origin, w, h);
  handleMouse(state, w, h, origin, image.params.noise);
  state.marks.add(name, ScreenRect{origin.x, origin.y, size.x, size.y}, &image);
}

}  // namespace noisescope::gui
