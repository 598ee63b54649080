// A click on a map pins its point; a click elsewhere whose release reaches
// ImGui in the same frame as a move onto the map does not. Dear ImGui runs
// here without a window: the frames are fed positions and button states by
// hand, as GLFW's backend would after a burst of events on a busy machine.
#include <gtest/gtest.h>
#include <imgui.h>

#include "gui/app_state.h"
#include "gui/map_view.h"
#include "gui/pin.h"
#include "headless_imgui.h"

namespace noisescope::gui {
namespace {

class MapClick : public ::testing::Test {
 protected:
  void SetUp() override {
    createHeadlessImGui(ImVec2(400, 300));
    state_.sizes.mapWidth = kMapW;
    state_.sizes.mapHeight = kMapH;
    frame(300, 280, false);  // a first frame with the pointer away from both
  }
  void TearDown() override { ImGui::DestroyContext(); }

  // One frame with the pointer at (x, y) and the left button down or up: a
  // button at (10, 10)..(90, 30), a kMapW x kMapH map at (0, 40); then the
  // pin's rule, as frame.cpp runs it after the views.
  void frame(float x, float y, bool down) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = ImVec2(x, y);
    io.MouseDown[0] = down;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(400, 300));
    ImGui::Begin("window", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove);
    ImGui::SetCursorScreenPos(ImVec2(10, 10));
    ImGui::Button("reset", ImVec2(80, 20));
    ImGui::SetCursorScreenPos(ImVec2(0, 40));
    state_.hover.active = false;
    state_.marks.clear();
    drawMapView(state_, "map.left", image_, kMapW, kMapH, HoverPoint{});
    ImGui::End();
    updatePin(state_);
    ImGui::Render();
  }
  // The events GLFW delivered: the press and the release where they happened.
  void pressedAt(float x, float y) { state_.pointer.pressX = x, state_.pointer.pressY = y; }
  void releasedAt(float x, float y) { state_.pointer.releaseX = x, state_.pointer.releaseY = y; }

  static constexpr int kMapW = 200, kMapH = 100;
  AppState state_;
  MapImage image_;
};

TEST_F(MapClick, AClickOnTheMapPinsItsPoint) {
  pressedAt(100, 90);
  frame(100, 90, true);
  releasedAt(100, 90);
  frame(100, 90, false);
  EXPECT_TRUE(state_.teaching.pin.active);
}

TEST_F(MapClick, AButtonsReleaseThatArrivesWithAMoveOntoTheMapPinsNothing) {
  pressedAt(50, 20);
  frame(50, 20, true);  // the press on the button
  releasedAt(50, 20);   // released there, then moved: one frame sees both
  frame(100, 90, false);
  EXPECT_FALSE(state_.teaching.pin.active);
  // The map still answers the next click of its own.
  pressedAt(100, 90);
  frame(100, 90, true);
  releasedAt(100, 90);
  frame(100, 90, false);
  EXPECT_TRUE(state_.teaching.pin.active);
}

TEST_F(MapClick, AButtonsWholeClickSeenWhereThePointerWentNextPinsNothing) {
  // Press and release on the button, then a move onto the map, all before
  // one frame: ImGui 1.86 polls the pointer and sees the press on the map.
  pressedAt(50, 20);
  releasedAt(50, 20);
  frame(100, 90, true);
  frame(100, 90, false);
  EXPECT_FALSE(state_.teaching.pin.active);
}

}  // namespace
}  // namespace noisescope::gui
