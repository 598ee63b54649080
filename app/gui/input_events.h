// input_events.h — what GLFW saw between two frames that Dear ImGui 1.86 cannot keep.
//
// Dear ImGui 1.86 has no input queue: once per frame it polls where the
// pointer is and which keys are down. When several events arrive together (a
// fast hand, xdotool, a busy machine) it loses some of them:
//   - a key pressed and released in one batch is never seen down, so a fast
//     ctrl+a, Return or Escape does nothing in a text field;
//   - a press followed at once by motion is seen where the pointer is at the
//     frame, not where the button went down; motion followed at once by the
//     release is seen only as the release.
// InputEvents chains GLFW's callbacks after ImGui's (install it after
// ImGui_ImplGlfw_InitForOpenGL) and mends both:
//   - key and character events reach ImGui's callbacks up to the first key
//     press of a frame (and the characters it types); the rest wait, in
//     order, for the next frames (nextFrame() hands them on; pending() keeps
//     the loop awake). So ImGui sees ctrl+a with ctrl still down even when
//     the release of ctrl came before the release of a (as xdotool sends it),
//     and every key down for one frame at least; a mouse button event waits
//     behind held-back keys, so a click never overtakes what was typed;
//   - mouse button events reach ImGui one per frame, and buttonAt() gives
//     where the pointer was at that event, for the explorer to put in
//     io.MousePos: ImGui 1.86 polls the pointer, which a held-back click's
//     pointer has long left (a click on Load landed where the pointer went next);
//   - the left button's press and release positions and the pointer's last
//     position come from the events themselves (pointer()), for the views'
//     drags (map_view.cpp); so does a double-click, timed by the events and
//     not by frames, which a slow machine stretches: a press that waited in
//     the X queue while a frame was drawn is taken to have come as early as
//     it could (listened()), so a double-click across a frame of 0.4 s (a
//     sanitizer build on a busy machine) is still one.
// The callbacks reach the instance through the window's user pointer
// (platform.h: the window's WindowInput holds it).
// Idle frames allocate nothing: the queues are reserved at install.
#pragma once

#include <vector>

#include "app_state.h"

struct GLFWwindow;

namespace noisescope::gui {

class InputEvents {
 public:
  // Wraps the window's current key, char, mouse-button and cursor callbacks.
  void install(GLFWwindow* window);
  // Put back the callbacks found at install (before ImGui's shutdown).
  void uninstall();
  // Call once per frame before polling: hands held-back key events to ImGui.
  void nextFrame();
  // Key events still held back: the loop must not sleep.
  bool pending() const { return !queue_.empty(); }
  // Call as each wait for events or poll returns (glfwGetTime()): an event
  // the next one delivers came after `now`, however long the frame between.
  void listened(double now) { listenedUntil_ = now; }
  // The pointer as the events saw it, window pixels.
  const PointerEvents& pointer() const { return pointer_; }
  // Where the pointer was at the button event handed to ImGui since the last
  // nextFrame(); false when there was none.
  bool buttonAt(float& x, float& y) const {
    x = buttonX_, y = buttonY_;
    return buttonThisFrame_;
  }

 private:
  enum class Kind { Key, Char, Button };
  struct Event {
    Kind kind = Kind::Key;
    int key = 0, scancode = 0, action = 0, mods = 0;  // key events; key is the button for Button
    unsigned codepoint = 0;                           // character events
    float x = 0, y = 0;                               // the pointer at a button event
    double time = 0;                                  // glfwGetTime() at a button event
    double after = 0;  // the event came after this time (listened()), at most `time`
  };
  void key(const Event& e);
  void character(const Event& e);
  void mouseButton(const Event& e);  // waits behind held-back keys, so a click never overtakes typing
  static void onKey(GLFWwindow* w, int key, int scancode, int action, int mods);
  static void onChar(GLFWwindow* w, unsigned codepoint);
  static void onButton(GLFWwindow* w, int button, int action, int mods);
  static void onCursor(GLFWwindow* w, double x, double y);

  GLFWwindow* window_ = nullptr;
  void (*prevKey_)(GLFWwindow*, int, int, int, int) = nullptr;
  void (*prevChar_)(GLFWwindow*, unsigned) = nullptr;
  void (*prevButton_)(GLFWwindow*, int, int, int) = nullptr;
  void (*prevCursor_)(GLFWwindow*, double, double) = nullptr;
  std::vector<Event> queue_, replay_;  // held back; being handed on
  bool pressedThisFrame_ = false;      // a key press reached ImGui since the last frame
  bool buttonThisFrame_ = false;       // a button event reached ImGui since the last frame
  float buttonX_ = 0, buttonY_ = 0;    // the pointer at that event
  PointerEvents pointer_{};
  bool cursorKnown_ = false;     // a motion event was seen
  double listenedUntil_ = 0.0;   // when the last wait or poll returned
  double lastPressTime_ = -1.0;  // glfwGetTime() of the last left press that began a click
  float lastPressX_ = 0, lastPressY_ = 0;
};

}  // namespace noisescope::gui
