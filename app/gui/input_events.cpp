#include "input_events.h"

#include <GLFW/glfw3.h>

#include <cmath>

#include "platform.h"

namespace noisescope::gui {

namespace {

constexpr std::size_t kQueueReserve = 256;
constexpr double kDoubleClickSeconds = 0.30;  // Dear ImGui's io.MouseDoubleClickTime
constexpr float kDoubleClickPixels = 6.0f;    // its io.MouseDoubleClickMaxDist

}  // namespace

void InputEvents::install(GLFWwindow* window) {
  window_ = window;
  queue_.reserve(kQueueReserve);
  replay_.reserve(kQueueReserve);
  prevKey_ = glfwSetKeyCallback(window, onKey);
  prevChar_ = glfwSetCharCallback(window, onChar);
  prevButton_ = glfwSetMouseButtonCallback(window, onButton);
  prevCursor_ = glfwSetCursorPosCallback(window, onCursor);
}

void InputEvents::uninstall() {
  if (window_ == nullptr) return;
  glfwSetKeyCallback(window_, prevKey_);
  glfwSetCharCallback(window_, prevChar_);
  glfwSetMouseButtonCallback(window_, prevButton_);
  glfwSetCursorPosCallback(window_, prevCursor_);
  window_ = nullptr;
}

void InputEvents::key(const Event& e) {
  // Once one event waits, the later ones wait behind it: order is kept.
  if (!queue_.empty() || pressedThisFrame_) {
    queue_.push_back(e);
    return;
  }
  pressedThisFrame_ = e.action == GLFW_PRESS;
  if (prevKey_ != nullptr) prevKey_(window_, e.key, e.scancode, e.action, e.mods);
}

void InputEvents::character(const Event& e) {
  if (!queue_.empty()) {
    queue_.push_back(e);
    return;
  }
  if (prevChar_ != nullptr) prevChar_(window_, e.codepoint);
}

void InputEvents::nextFrame() {
  pressedThisFrame_ = false;
  buttonThisFrame_ = false;
  pointer_.doubleClicked = false;  // the last frame saw it
  if (queue_.empty()) return;
  replay_.swap(queue_);  // both keep their capacity
  for (const Event& e : replay_) {
    switch (e.kind) {
      case Kind::Key: key(e); break;
      case Kind::Char: character(e); break;
      case Kind::Button: mouseButton(e); break;
    }
  }
  replay_.clear();
}

void InputEvents::onKey(GLFWwindow* w, int key, int scancode, int action, int mods) {
  windowInput(w).events.key(Event{Kind::Key, key, scancode, action, mods, 0, 0, 0, 0});
}

void InputEvents::onChar(GLFWwindow* w, unsigned codepoint) {
  windowInput(w).events.character(Event{Kind::Char, 0, 0, 0, 0, codepoint, 0, 0, 0});
}

void InputEvents::onButton(GLFWwindow* w, int button, int action, int mods) {
  InputEvents& self = windowInput(w).events;
  if (!self.cursorKnown_) {  // no motion seen yet: ask where the pointer is
    double x = 0, y = 0;
    glfwGetCursorPos(w, &x, &y);
    self.pointer_.x = static_cast<float>(x), self.pointer_.y = static_cast<float>(y);
    self.cursorKnown_ = true;
  }
  self.mouseButton(Event{Kind::Button, button, 0, action, mods, 0, self.pointer_.x, self.pointer_.y,
                         glfwGetTime(), self.listenedUntil_});
}

void InputEvents::mouseButton(const Event& e) {
  if (!queue_.empty() || buttonThisFrame_) {
    queue_.push_back(e);
    return;
  }
  buttonThisFrame_ = true;
  buttonX_ = e.x, buttonY_ = e.y;
  PointerEvents& p = pointer_;
  if (e.key == GLFW_MOUSE_BUTTON_LEFT) {
    switch (e.action) {
      case GLFW_PRESS: {
        p.leftDown = true;
        p.pressX = e.x, p.pressY = e.y;
        // The gap between the presses is at least e.after - lastPressTime_.
        if (e.after - lastPressTime_ <= kDoubleClickSeconds &&
            std::abs(e.x - lastPressX_) <= kDoubleClickPixels &&
            std::abs(e.y - lastPressY_) <= kDoubleClickPixels) {
          p.doubleClicked = true;
          lastPressTime_ = -1.0;  // a third press begins a new click
        } else {
          lastPressTime_ = e.time;
          lastPressX_ = e.x, lastPressY_ = e.y;
        }
        break;
      }
      case GLFW_RELEASE:
        p.leftDown = false;
        p.releaseX = e.x, p.releaseY = e.y;
        break;
      default:
        break;
    }
  }
  if (prevButton_ != nullptr) prevButton_(window_, e.key, e.action, e.mods);
}

void InputEvents::onCursor(GLFWwindow* w, double x, double y) {
  InputEvents& self = windowInput(w).events;
  self.pointer_.x = static_cast<float>(x);
  self.pointer_.y = static_cast<float>(y);
  self.cursorKnown_ = true;
  if (self.prevCursor_ != nullptr) self.prevCursor_(w, x, y);
}

}  // namespace noisescope::gui
