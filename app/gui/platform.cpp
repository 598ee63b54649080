#include "platform.h"

#include <glad/gl.h>
// glad first: GLFW must not pull in the system GL header.
#include <GLFW/glfw3.h>

#include <array>
#include <cstdio>

#include "explorer_settings.h"
#include "ui_scale.h"
#include "window_icon.h"

namespace noisescope::gui {

namespace {

std::string lastGlfwError = "no details";  // GLFW's error callback has no window to keep it in
void onGlfwError(int, const char* description) {
  lastGlfwError = description;
}

void onKey(GLFWwindow* window, int key, int, int action, int mods) {
  KeyPresses& presses = windowInput(window).presses;
  presses.any = true;
  if (action != GLFW_PRESS) return;
  if (key == GLFW_KEY_Q && (mods & GLFW_MOD_CONTROL)) glfwSetWindowShouldClose(window, GLFW_TRUE);
  if (key == GLFW_KEY_F12) presses.screenshot = true;
  if (key == GLFW_KEY_F5) presses.reloadShaders = true;
  if (key == GLFW_KEY_F11) presses.present = true;
  if (key >= GLFW_KEY_1 && key <= GLFW_KEY_3 && mods == 0) presses.fade[key - GLFW_KEY_1] = true;
  if (mods & GLFW_MOD_CONTROL) {  // Ctrl++ is Ctrl+Shift+= on most layouts
    if (key == GLFW_KEY_EQUAL || key == GLFW_KEY_KP_ADD) presses.uiScaleSteps += 1;
    if (key == GLFW_KEY_MINUS || key == GLFW_KEY_KP_SUBTRACT) presses.uiScaleSteps -= 1;
    if (key == GLFW_KEY_0 || key == GLFW_KEY_KP_0) presses.uiScaleReset = true;
  }
}

// A file dropped on the window: its settings are loaded (preset_panel.cpp).
void onDrop(GLFWwindow* window, int count, const char** paths) {
  AppState* target = windowInput(window).dropTarget;
  if (target == nullptr || count < 1) return;
  std::array<char, 1024>& path = target->exporting.presetPath;
  std::snprintf(path.data(), path.size(), "%s", paths[0]);
  target->requests.loadSettings = true;
}

}  // namespace

WindowInput& windowInput(GLFWwindow* window) {
  return *static_cast<WindowInput*>(glfwGetWindowUserPointer(window));
}

ExplorerWindow::~ExplorerWindow() {
  if (window_ != nullptr) glfwDestroyWindow(window_);
  if (glfwStarted_) glfwTerminate();
}

bool ExplorerWindow::open(int width, int height, std::string& error) {
  glfwSetErrorCallback(onGlfwError);
  if (!glfwInit()) {
    error = "no display to open the explorer on (" + lastGlfwError +
            "); scripts/run.sh renders a screenshot through Xvfb instead";
    return false;
  }
  glfwStarted_ = true;
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  glfwWindowHintString(GLFW_X11_CLASS_NAME, "noisescope");  // the desktop entry's StartupWMClass
  glfwWindowHintString(GLFW_X11_INSTANCE_NAME, "noisescope");
  window_ = glfwCreateWindow(width, height, "Noisescope", nullptr, nullptr);
  if (window_ == nullptr) {
    error = "OpenGL 3.3 core is not available here (" + lastGlfwError + ")";
    return false;
  }
  glfwSetWindowUserPointer(window_, &input_);
  setWindowIcon(window_);
  glfwMakeContextCurrent(window_);
  glfwSwapInterval(1);
  if (GLFWmonitor* monitor = glfwGetPrimaryMonitor())
    if (const GLFWvidmode* mode = glfwGetVideoMode(monitor); mode && mode->refreshRate > 60)
      frameSeconds_ = 1.0 / mode->refreshRate;
  const int glVersion = gladLoadGL(glfwGetProcAddress);
  if (glVersion == 0 || GLAD_VERSION_MAJOR(glVersion) * 10 + GLAD_VERSION_MINOR(glVersion) < 33) {
    char text[96];
    std::snprintf(text, sizeof text, "OpenGL 3.3 core is not available here (the driver offers %d.%d)",
                  GLAD_VERSION_MAJOR(glVersion), GLAD_VERSION_MINOR(glVersion));
    error = text;
    return false;
  }
  return true;
}

void ExplorerWindow::installKeyPresses() {
  glfwSetKeyCallback(window_, onKey);
}

void ExplorerWindow::installEventQueue(AppState& dropTarget) {
  input_.events.install(window_);
  input_.dropTarget = &dropTarget;
  glfwSetDropCallback(window_, onDrop);
}

void ExplorerWindow::uninstallEventQueue() {
  input_.events.uninstall();
  input_.dropTarget = nullptr;
}

bool ExplorerWindow::shouldClose() const {
  return glfwWindowShouldClose(window_);
}
void ExplorerWindow::requestClose() {
  glfwSetWindowShouldClose(window_, GLFW_TRUE);
}

void ExplorerWindow::takeEvents(bool busy) {
  const auto listened = [&] { input_.events.listened(glfwGetTime()); };
  if (!busy) glfwWaitEventsTimeout(0.5), listened();
  const double earliest = frameStarted_ + frameSeconds_;
  for (double left = earliest - glfwGetTime(); left > 0.0; left = earliest - glfwGetTime())
    glfwWaitEventsTimeout(left), listened();
  glfwPollEvents();
  listened();
  frameStarted_ = glfwGetTime();
}

bool ExplorerWindow::drawable(int& width, int& height) {
  glfwGetFramebufferSize(window_, &width, &height);
  if (width > 0 && height > 0 && !glfwGetWindowAttrib(window_, GLFW_ICONIFIED)) return true;
  glfwWaitEventsTimeout(0.25);  // minimised: nothing to draw
  input_.events.listened(glfwGetTime());
  return false;
}

float ExplorerWindow::uiFactor() {
  float xs = 1.0f, ys = 1.0f;
  int w = 0, h = 0, fbw = 0, fbh = 0;
  glfwGetWindowContentScale(window_, &xs, &ys);
  glfwGetWindowSize(window_, &w, &h);
  glfwGetFramebufferSize(window_, &fbw, &fbh);
  lastUiFactor_ = monitorUiFactor(xs, w, fbw, lastUiFactor_);
  return lastUiFactor_;
}

void ExplorerWindow::size(int& width, int& height) const {
  glfwGetWindowSize(window_, &width, &height);
}
void ExplorerWindow::resize(int width, int height) {
  glfwSetWindowSize(window_, width, height);
}
void ExplorerWindow::swap() {
  glfwSwapBuffers(window_);
}
void ExplorerWindow::wake() {
  glfwPostEmptyEvent();
}

}  // namespace noisescope::gui
