// The 3D panel: the elevation of one noise as a lit mesh (mesh_renderer.h
// draws it; this panel sets what it shows and moves the camera).
//   drag    orbits: left-right turns the camera about the vertical, up-down tilts it
//   wheel   zooms by kWheelZoom per notch
// Closed or collapsed it asks for no field and nothing is drawn.
#include <imgui.h>
#include <imgui_internal.h>  // ImGuiWindow::ScrollbarY: whether the panel shows its scrollbar

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"

namespace noisescope::gui {

namespace {

constexpr float kDegreesPerPixel = 0.4f;
constexpr float kWheelZoom = 1.25f;
constexpr float kSpinDegreesPerSecond = 30.0f;
constexpr int kGridChoices[] = {64, 128, 256, 512};

void closed(AppState& state) {
  state.sizes.meshWidth = state.sizes.meshHeight = 0;
  state.relief.imageWidth = state.relief.imageHeight = 0;
  state.relief.drag.active = false;
}

// The grid has the maps' aspect, its longer side gridSide vertices.
void askForGrid(AppState& state) {
  const int w = state.sizes.mapWidth, h = state.sizes.mapHeight, side = state.relief.gridSide;
  if (w <= 0 || h <= 0) {
    state.sizes.meshWidth = state.sizes.meshHeight = 0;
    return;
  }
  const auto shorter = [side](int a, int b) { return std::max(2, static_cast<int>(std::lround(double(side) * a / b))); };
  state.sizes.meshWidth = w >= h ? side : shorter(w, h);
  state.sizes.meshHeight = w >= h ? shorter(h, w) : side;
}

void drawControls(AppState& state) {
  ReliefState& r = state.relief;
  ImGui::TextUnformatted("noise");
  ImGui::SameLine(ui(80.0f));
  kindChips(state, "relief", r.noise);
  ImGui::TextUnformatted("grid");
  ImGui::SameLine(ui(80.0f));
  // Each row's items wrap where the panel is narrow (a UI scale of 200%).
  bool first = true;
  for (int side : kGridChoices) {
    char label[32], mark[32];
    std::snprintf(label, sizeof label, "%d##relief", side);
    std::snprintf(mark, sizeof mark, "relief.grid%d", side);
    if (!first) sameLineIfFits(buttonWidth(label));
    first = false;
    if (chip(state, label, mark, r.gridSide == side)) r.gridSide = side;
  }

  ImGui::TextUnformatted("colour");
  ImGui::SameLine(ui(80.0f));
  first = true;
  for (ColourMode mode : kAllColourModes) {
    if (!meshColouring(mode)) continue;
    const std::string_view name = colourModeName(mode);
    char label[32], mark[32];
    std::snprintf(label, sizeof label, "%.*s##relief", static_cast<int>(name.size()), name.data());
    std::snprintf(mark, sizeof mark, "relief.%.*s", static_cast<int>(name.size()), name.data());
    if (!first) sameLineIfFits(buttonWidth(label));
    first = false;
    if (chip(state, label, mark, r.colour == mode)) r.colour = mode;
  }
  sameLineIfFits(checkboxWidth("water"));
  ImGui::Checkbox("water##relief", &r.water);
  hint("A translucent plane at the water threshold t1 (not drawn while the height scale is 0).");

  // Sliders no wider than leaves their longest label room in a narrow panel.
  const float labelRoom = ImGui::CalcTextSize("light altitude").x + ImGui::GetStyle().ItemInnerSpacing.x;
  ImGui::PushItemWidth(
      std::max(ui(60.0f), std::min(ui(150.0f), ImGui::GetContentRegionAvail().x - labelRoom)));
  // The one height scale: the relief view's slopes and the mesh export use it too.
  heightScaleSlider(state, "relief.height", "height##relief");
  sameLineIfFits(sliderWidth("light from"));
  lightSliders(state, "relief");  // the relief view's light: one light for both
  ImGui::PopItemWidth();
  sameLineIfFits(buttonWidth("isometric"));
  if (ImGui::Button("isometric##relief")) r.camera = ReliefCamera{};
  markLastItem(state, "relief.isometric");
  hint("The view of seeds/004's isometric render: from the map's bottom edge, 30 degrees up, parallel projection.");
  sameLineIfFits(buttonWidth("top"));
  if (ImGui::Button("top##relief")) r.camera = ReliefCamera{0.0f, kReliefPitchMax, 1.0f};
  markLastItem(state, "relief.top");
  sameLineIfFits(checkboxWidth("spin"));
  checkbox(state, "relief.spin", "spin##relief", &r.spin);
}

void handleMouse(AppState& state) {
  ReliefState& r = state.relief;
  const PointerEvents& ptr = state.pointer;
  if (ImGui::IsItemActivated()) r.drag = ReliefDrag{true, r.camera, ptr.pressX, ptr.pressY};
  if ((ImGui::IsItemActive() || ImGui::IsItemDeactivated()) && r.drag.active) {
    // From the press, as the maps pan: the turn is exactly the distance dragged.
    const float x = ptr.leftDown ? ptr.x : ptr.releaseX, y = ptr.leftDown ? ptr.y : ptr.releaseY;
    r.camera.yaw = std::remainder(r.drag.atPress.yaw - (x - r.drag.pressX) * kDegreesPerPixel, 360.0f);
    r.camera.pitch = std::clamp(r.drag.atPress.pitch + (y - r.drag.pressY) * kDegreesPerPixel, kReliefPitchMin,
                                kReliefPitchMax);
  }
  if (ImGui::IsItemDeactivated()) r.drag.active = false;
  const float wheel = ImGui::GetIO().MouseWheel;
  if (ImGui::IsItemHovered() && wheel != 0.0f)
    r.camera.zoom = std::clamp(r.camera.zoom * std::pow(kWheelZoom, wheel), kReliefZoomMin, kReliefZoomMax);
}

}  // namespace

void drawRelief3dPanel(AppState& state) {
  ReliefState& r = state.relief;
  if (state.panels.relief3d) ImGui::SetNextWindowBgAlpha(1.0f);  // outside the column too: the maps must not show through
  if (!beginPanelWindow(state, "3D relief", &state.panels.relief3d, "panel.relief3d", ImVec2(-620, 40),
                        ImVec2(600, 560))) {
    closed(state);
    return;
  }
  if (r.spin) r.camera.yaw = std::remainder(r.camera.yaw + kSpinDegreesPerSecond * ImGui::GetIO().DeltaTime, 360.0f);
  drawControls(state);
  askForGrid(state);

  // The picture has the maps' aspect, so the top view frames exactly what they
  // show, and the panel's width: the panel's height follows (fitHeightToContent),
  // and it scrolls where the viewport is too short (at a large UI scale).
  const float aspect = state.sizes.mapWidth > 0 ? float(state.sizes.mapHeight) / float(state.sizes.mapWidth) : 1.0f;
  // The width is the one without a scrollbar while the panel at that width fits its room (the viewport,
  // or what the panel column has left), else the one with it, whether the scrollbar shows this frame or
  // not: it shows one frame late, and a picture that followed it would need it, lose it and need it
  // again, frame after frame. Decided from the full width alone, so no choice feeds back into the next.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float full = ImGui::GetContentRegionAvail().x + (ImGui::GetCurrentWindow()->ScrollbarY ? style.ScrollbarSize : 0);
  const float tallest = ImGui::GetCursorPosY() + std::floor(full * aspect) + style.WindowPadding.y;
  const bool capped = tallest > panelHeightLimit(state);
  const float avail = capped ? full - style.ScrollbarSize : full;
  const float w = std::floor(avail), h = std::floor(w * aspect);
  r.imageWidth = std::max(0, static_cast<int>(w));
  r.imageHeight = std::max(0, static_cast<int>(h));
  if (r.imageWidth < 8 || r.imageHeight < 8) {
    r.imageWidth = r.imageHeight = 0;
    fitHeightToContent(state);
    ImGui::End();
    return;
  }
  ImVec2 origin = ImGui::GetCursorScreenPos();
  origin = ImVec2(std::floor(origin.x), std::floor(origin.y));
  ImGui::SetCursorScreenPos(origin);
  const ImVec2 size(w, h);
  if (r.texture != 0) {
    // The picture's rows run bottom-up, as GL draws them.
    ImGui::Image(reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(r.texture)), size, ImVec2(0, 1),
                 ImVec2(1, 0));
  } else {
    ImGui::GetWindowDrawList()->AddRectFilled(origin, ImVec2(origin.x + w, origin.y + h), IM_COL32(40, 40, 46, 255));
  }
  ImGui::SetCursorScreenPos(origin);
  ImGui::InvisibleButton("relief.image", size);
  handleMouse(state);
  state.marks.add("relief.image", ScreenRect{origin.x, origin.y, w, h});
  fitHeightToContent(state);
  ImGui::End();
}

}  // namespace noisescope::gui
