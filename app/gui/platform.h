// platform.h — the explorer's window: GLFW and an OpenGL 3.3 core context
// behind one small seam, so the main loop (explorer.cpp) reads like Dear
// ImGui's example and no GLFW call hides elsewhere in the frame.
//
// Everything the window's callbacks write lives in its WindowInput, which
// the window's user pointer points to: the key presses Dear ImGui 1.86
// cannot keep, the event queue (input_events.h) and where a dropped file's
// path goes. GLFW's error callback has no window; the last error is kept
// in platform.cpp for open()'s message.
//
// One window per process, as GLFW's event functions are process-wide.
#pragma once

#include <string>

#include "app_state.h"
#include "input_events.h"

struct GLFWwindow;

namespace noisescope::gui {

// Key presses seen by GLFW since the last frame. Dear ImGui 1.86 only keeps
// which keys are down at the frame, so a press and release that arrive
// together (a fast typist, xdotool) would be lost; the callback remembers.
struct KeyPresses {
  bool any = false;  // any key event at all (an idle frame has none)
  bool fade[3] = {};
  bool screenshot = false;
  bool reloadShaders = false;
  bool present = false;  // F11: into or out of the presentation (app_state.h PanelFlags::presenting)
  int uiScaleSteps = 0;       // Ctrl+= (+1), Ctrl+- (-1)
  bool uiScaleReset = false;  // Ctrl+0
};

// What the window's callbacks write.
struct WindowInput {
  KeyPresses presses;
  InputEvents events;
  AppState* dropTarget = nullptr;  // a dropped file's path goes to its exporting.presetPath
};

// The WindowInput of `window` (its user pointer).
WindowInput& windowInput(GLFWwindow* window);

class ExplorerWindow {
 public:
  ExplorerWindow() = default;
  ~ExplorerWindow();  // destroys the window and ends GLFW
  ExplorerWindow(const ExplorerWindow&) = delete;
  ExplorerWindow& operator=(const ExplorerWindow&) = delete;

  // Opens a width x height window with a current OpenGL 3.3 core context
  // and its functions loaded (glad). False with a one-line `error` when
  // there is no display or no such context.
  bool open(int width, int height, std::string& error);

  // The callbacks, in the order Dear ImGui's backend needs: the key presses
  // before ImGui_ImplGlfw_InitForOpenGL (which chains to them), the event
  // queue and the drop target after it (the queue wraps ImGui's callbacks).
  void installKeyPresses();
  void installEventQueue(AppState& dropTarget);
  void uninstallEventQueue();  // before ImGui's backend shuts down

  GLFWwindow* glfw() const { return window_; }
  WindowInput& input() { return input_; }
  bool shouldClose() const;
  void requestClose();

  // Takes the events: while `busy` at once, else waiting for one (0.5 s at
  // most); either way the next frame starts no sooner than one refresh of
  // the primary monitor (60 Hz where it says none or less) after the last
  // one began, events that come meanwhile taken with it. With a display
  // that waits this waits for nothing; under Xvfb, which does not wait,
  // gui_terrain_kinds took 6.2 s of CPU with it and 7.3 s without.
  void takeEvents(bool busy);
  // The framebuffer's size; false (after waiting a little) while minimised or empty.
  bool drawable(int& width, int& height);
  // The monitor's share of the UI scale (explorer_settings.h monitorUiFactor); the last good one while sizes cannot tell.
  float uiFactor();
  void size(int& width, int& height) const;
  void resize(int width, int height);
  void swap();

  // Wakes takeEvents from another thread (the field worker's results).
  static void wake();

 private:
  GLFWwindow* window_ = nullptr;
  bool glfwStarted_ = false;
  WindowInput input_;
  float lastUiFactor_ = 1.0f;
  double frameSeconds_ = 1.0 / 60.0;  // the shortest time between two frames' starts
  double frameStarted_ = 0.0;         // glfwGetTime() when the last frame began
};

}  // namespace noisescope::gui
