// The explorer's main: linear, in the order of Dear ImGui's
// example_glfw_opengl3 (error callback, init, 3.3 core hints, window, glad,
// ImGui, loop, shutdown).
#include <glad/gl.h>
// glad first: GLFW must not pull in the system GL header.
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_internal.h>  // GetActiveID, GetInputTextState: is a text field typed into
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <memory>

#include "caught_error.h"
#include "explorer.h"
#include "explorer_options.h"
#include "explorer_settings.h"
#include "field_worker.h"
#include "frame_counters.h"
#include "frame.h"
#include "input_events.h"
#include "layout_settings.h"
#include "lesson_apply.h"
#include "mesh_renderer.h"
#include "options/exit_status.h"
#include "screenshot.h"
#include "settings.h"
#include "shader_program.h"
#include "time_play.h"
#include "ui_scale.h"
#include "view_renderer.h"
#include "window_cache.h"
#include "window_icon.h"

namespace noisescope::gui {

namespace {

constexpr double kScreenshotTimeoutSeconds = 120.0;
constexpr float kWindowBackground[4] = {0.09f, 0.09f, 0.11f, 1.0f};

std::string lastGlfwError = "no details";
void onGlfwError(int, const char* description) { lastGlfwError = description; }

// Key presses seen by GLFW since the last frame. Dear ImGui 1.86 only keeps
// which keys are down at the frame, so a press and release that arrive
// together (a fast typist, xdotool) would be lost; the callback remembers.
struct KeyPresses {
  bool any = false;  // any key event at all (an idle frame has none)
  bool fade[3] = {};
  bool screenshot = false;
  bool reloadShaders = false;
  int uiScaleSteps = 0;   // Ctrl+= (+1), Ctrl+- (-1)
  bool uiScaleReset = false;  // Ctrl+0
};

void onKey(GLFWwindow* window, int key, int, int action, int mods) {
  auto* presses = static_cast<KeyPresses*>(glfwGetWindowUserPointer(window));
  presses->any = true;
  if (action != GLFW_PRESS) return;
  if (key == GLFW_KEY_Q && (mods & GLFW_MOD_CONTROL)) glfwSetWindowShouldClose(window, GLFW_TRUE);
  if (key == GLFW_KEY_F12) presses->screenshot = true;
  if (key == GLFW_KEY_F5) presses->reloadShaders = true;
  if (key >= GLFW_KEY_1 && key <= GLFW_KEY_3 && mods == 0) presses->fade[key - GLFW_KEY_1] = true;
  if (mods & GLFW_MOD_CONTROL) {  // Ctrl++ is Ctrl+Shift+= on most layouts
    if (key == GLFW_KEY_EQUAL || key == GLFW_KEY_KP_ADD) presses->uiScaleSteps += 1;
    if (key == GLFW_KEY_MINUS || key == GLFW_KEY_KP_SUBTRACT) presses->uiScaleSteps -= 1;
    if (key == GLFW_KEY_0 || key == GLFW_KEY_KP_0) presses->uiScaleReset = true;
  }
}

// A file dropped on the window: its settings are loaded (preset_panel.cpp).
AppState* dropTarget = nullptr;
void onDrop(GLFWwindow*, int count, const char** paths) {
  if (dropTarget == nullptr || count < 1) return;
  std::array<char, 1024>& path = dropTarget->exporting.presetPath;
  std::snprintf(path.data(), path.size(), "%s", paths[0]);
  dropTarget->requests.loadSettings = true;
}

// The monitor's share of the UI scale for the window (ui_scale.h).
float windowUiFactor(GLFWwindow* window) {
  float xs = 1.0f, ys = 1.0f;
  int w = 0, h = 0, fbw = 0, fbh = 0;
  glfwGetWindowContentScale(window, &xs, &ys);
  glfwGetWindowSize(window, &w, &h);
  glfwGetFramebufferSize(window, &fbw, &fbh);
  return monitorUiFactor(xs, w, fbw);
}

// Mouse moved, clicked, scrolled or held this frame.
bool mouseInput() {
  const ImGuiIO& io = ImGui::GetIO();
  bool input = io.MouseDelta.x != 0 || io.MouseDelta.y != 0 || io.MouseWheel != 0 || io.MouseWheelH != 0;
  for (bool down : io.MouseDown) input |= down;
  return input;
}

// After the panels: whether a text field has the keyboard is known for this
// frame (io.WantTextInput still says what the last frame knew).
void handleShortcuts(AppState& state, KeyPresses& presses) {
  state.requests.screenshot |= presses.screenshot;
  state.requests.reloadShaders |= presses.reloadShaders;
  if (presses.uiScaleReset) state.ui.user = 1.0f;
  if (presses.uiScaleSteps != 0) state.ui.user = steppedUiScale(state.ui.user, presses.uiScaleSteps);
  const ImGuiID active = ImGui::GetActiveID();
  if (active == 0 || ImGui::GetInputTextState(active) == nullptr) {  // typing a number is not a fade change
    for (int i = 0; i < 3; ++i)
      if (presses.fade[i]) state.params.fade = kAllFades[static_cast<std::size_t>(i)];
  }
  presses = KeyPresses{};
}

void setStatus(AppState& state, std::string line, bool isError) { setStatusLine(state.status, std::move(line), isError); }

// Every view the layout asks for shows exactly the current state; a view it
// does not ask for (size 0: hidden, or a window too small for any, as
// computeViewSizes gives all or none) has nothing to match.
bool imagesMatchState(const AppState& s, const ViewRenderer& renderer) {
  const MapImage& v = s.images.maps[0];
  const MapImage& band = s.images.bands[0];
  const bool maps = s.sizes.mapWidth <= 0 || (v.texture != 0 && v.camera == s.camera &&
                                              v.width == s.sizes.mapWidth && v.height == s.sizes.mapHeight &&
                                              renderer.mapColoursMatch(s) && ViewRenderer::tilesMatch(s));
  const bool bands = s.sizes.bandWidth <= 0 || (band.texture != 0 && band.thresholds == s.thresholds);
  return maps && bands;
}

void takeResult(FieldResult& shown, AppState& state, ViewRenderer& renderer) {
  Status& st = state.status;
  st.fieldJobs += 1;
  st.refreshMs = shown.milliseconds;
  if (!shown.error.empty()) {
    setStatus(state, "fields not computed: " + shown.error, true);
    return;
  }
  st.maps = shown.mapStats;
  if (shown.request.spectrum)
    state.teaching.spectrum = SpectrumData{true,
                                           shown.request.params,
                                           shown.request.mapKinds,
                                           shown.request.camera.zoom,
                                           shown.request.sizes.mapWidth,
                                           shown.mapSpectra};
  renderer.show(shown, state);
  if (std::string e = glErrorText("uploading and colouring fields"); !e.empty()) setStatus(state, e, true);
}

void reloadShaders(AppState& state, ViewRenderer& renderer, MeshRenderer& mesh, const FieldResult& shown) {
  state.requests.reloadShaders = false;
  ShaderSources sources;
  std::string error;
  if (!readShaderFiles(sources, error) || !renderer.replaceProgram(sources, error) ||
      !mesh.replaceProgram(sources, error)) {
    setStatus(state, error + " (keeping the last good shaders)", true);
    return;
  }
  if (shown.iteration != 0) renderer.show(shown, state);
  setStatus(state, "shaders reloaded from " + shaderDir(), false);
}

bool saveScreenshot(const AppState& state, const FrameCounters& counters, const std::string& path, bool overwrite,
                    int width, int height, std::string& error) {
  return succeeded(error, [&] {
    writeScreenshot(path, readWindowPixels(width, height), screenMetadata(state, counters, width, height), overwrite);
  });
}

}  // namespace

int runExplorer(std::span<const std::string_view> args) {
  // ---- options, remembered state ----
  AppState state;
  ExplorerOptions commandLine;
  ExplorerFiles files;
  try {
    commandLine = parseExplorerOptions(args);
    if (commandLine.help) {
      printExplorerHelp(stdout);
      return 0;
    }
    files = loadExplorerFiles(commandLine);
  } catch (const std::exception& e) {
    return options::reportBadInput(stderr, "noisescope", e);
  }
  const bool screenshotMode = !commandLine.screenshotPath.empty();
  const std::string dir = commandLine.fresh ? std::string() : configDir();
  std::string error;
  if (!loadLastState(dir, state, error)) {
    std::fprintf(stderr, "noisescope: not using the remembered state: %s\n", error.c_str());
    applyExplorerDefaults(state);
  }
  if (!loadExplorerSettings(dir, state, error)) std::fprintf(stderr, "noisescope: %s\n", error.c_str());
  if (commandLine.uiScale > 0) state.ui.user = commandLine.uiScale;
  if (files.preset) applyPresetTo(*files.preset, state);
  if (files.lesson) {
    applyLessonTo(*files.lesson, builtinLessonIndex(files.lesson->id), state);
    state.teaching.show.lessons = true;
  }
  if (commandLine.relief3d) state.panels.relief3d = true;
  if (commandLine.maps) state.mapKinds = *commandLine.maps;
  // The map options on the command line win; --center and --zoom wait for the map's size.
  options::MapSettings framing = layerMapOptions(commandLine, state);
  bool framingPending = framing.centreX || framing.zoom;
  clampState(state);

  // ---- window and OpenGL 3.3 core ----
  glfwSetErrorCallback(onGlfwError);
  if (!glfwInit()) {
    std::fprintf(stderr,
                 "noisescope: no display to open the explorer on (%s); scripts/run.sh renders a screenshot "
                 "through Xvfb instead\n",
                 lastGlfwError.c_str());
    return 1;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  glfwWindowHintString(GLFW_X11_CLASS_NAME, "noisescope");  // the desktop entry's StartupWMClass
  glfwWindowHintString(GLFW_X11_INSTANCE_NAME, "noisescope");
  GLFWwindow* window = glfwCreateWindow(commandLine.width, commandLine.height, "Noisescope", nullptr, nullptr);
  if (window == nullptr) {
    std::fprintf(stderr, "noisescope: OpenGL 3.3 core is not available here (%s)\n", lastGlfwError.c_str());
    glfwTerminate();
    return 1;
  }
  setWindowIcon(window);
  glfwMakeContextCurrent(window);
  glfwSwapInterval(1);
  const int glVersion = gladLoadGL(glfwGetProcAddress);
  if (glVersion == 0 || GLAD_VERSION_MAJOR(glVersion) * 10 + GLAD_VERSION_MINOR(glVersion) < 33) {
    std::fprintf(stderr, "noisescope: OpenGL 3.3 core is not available here (the driver offers %d.%d)\n",
                 GLAD_VERSION_MAJOR(glVersion), GLAD_VERSION_MINOR(glVersion));
    glfwDestroyWindow(window);
    glfwTerminate();
    return 1;
  }

  // ---- Dear ImGui; the layout lives in imgui.ini next to last.json ----
  IMGUI_CHECKVERSION();
  installCountingImGuiAllocator();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  const std::string iniPath = dir.empty() ? std::string() : dir + "/imgui.ini";
  io.IniFilename = nullptr;  // read at start, written at exit: a script's screenshot run changes nothing
  WindowSize windowSize;
  registerLayoutSettings(state, windowSize);
  if (!iniPath.empty() && std::filesystem::exists(iniPath)) ImGui::LoadIniSettingsFromDisk(iniPath.c_str());
  if (windowSize.width > 0 && !commandLine.sizeGiven) glfwSetWindowSize(window, windowSize.width, windowSize.height);
  // A scripted screenshot shows the window as it starts, whatever the pointer does.
  if (screenshotMode) io.ConfigFlags |= ImGuiConfigFlags_NoMouse;
  ImGui::StyleColorsDark();
  state.ui.monitor = windowUiFactor(window);
  applyUiScale(state.ui.user * state.ui.monitor, false);
  KeyPresses presses;
  glfwSetWindowUserPointer(window, &presses);
  glfwSetKeyCallback(window, onKey);  // before ImGui's, which calls it in turn
  ImGui_ImplGlfw_InitForOpenGL(window, true);
  InputEvents events;
  events.install(window);  // after ImGui's callbacks, which it wraps
  dropTarget = &state;
  glfwSetDropCallback(window, onDrop);
  ImGui_ImplOpenGL3_Init("#version 330 core");

  int exitCode = 0;
  {
    auto renderer = std::make_unique<ViewRenderer>();
    if (!renderer->init(embeddedShaders(), error)) {
      std::fprintf(stderr, "noisescope: %s\n", error.c_str());
      exitCode = 1;
      glfwSetWindowShouldClose(window, GLFW_TRUE);
    }
    auto mesh = std::make_unique<MeshRenderer>();
    if (exitCode == 0 && !mesh->init(embeddedShaders(), error)) {
      std::fprintf(stderr, "noisescope: %s\n", error.c_str());
      exitCode = 1;
      glfwSetWindowShouldClose(window, GLFW_TRUE);
    }
    FieldWorker worker([] { glfwPostEmptyEvent(); });
    FieldResult shown;  // on screen now; its buffers return to the worker on the next take
    FieldRequest lastRequest;
    std::uint64_t iteration = 0;
    int frame = 0;
    FrameMeter meter;
    WindowCache windowCache;
    int lastWidth = 0, lastHeight = 0;
    int calmFrames = 0;    // frames in a row in which nothing changed
    int shownDivisor = 1;  // the resolution divisor of the fields on screen
    const auto started = std::chrono::steady_clock::now();

    // ---- main loop ----
    while (!glfwWindowShouldClose(window)) {
      // Sleep until an event only once a few frames passed without change:
      // Dear ImGui 1.86 sees a click's release one frame after its press,
      // and that frame must come before the mouse moves on.
      events.nextFrame();
      const bool spinning = state.panels.relief3d && state.relief.spin;
      const bool busy = worker.busy() || calmFrames < 3 || state.requests.screenshot || screenshotMode ||
                        events.pending() || spinning || state.play.playing;
      busy ? glfwPollEvents() : glfwWaitEventsTimeout(0.5);
      const double frameStart = steadySeconds();  // a wait for events is no part of the frame's cost
      int fbWidth = 0, fbHeight = 0;
      glfwGetFramebufferSize(window, &fbWidth, &fbHeight);
      if (fbWidth <= 0 || fbHeight <= 0 || glfwGetWindowAttrib(window, GLFW_ICONIFIED)) {
        glfwWaitEventsTimeout(0.25);  // minimised: nothing to draw
        continue;
      }

      // The 3D panel's uploads and pictures count with the maps'.
      meter.begin(renderer->uploads() + state.relief.uploads, renderer->colourPasses() + state.relief.renders);
      const bool resized = fbWidth != lastWidth || fbHeight != lastHeight;
      lastWidth = fbWidth, lastHeight = fbHeight;
      bool changed = resized || presses.any || state.requests.screenshot || state.requests.reloadShaders ||
                     state.requests.relayout;
      presses.any = false;
      state.requests.relayout = false;

      // Whether a texture the maps or ImGui show changed this frame (the window cache repaints all of it then).
      bool texturesChanged = resized || state.requests.reloadShaders;
      // Fresh fields first, so this frame draws them.
      if (worker.take(shown, shown.iteration)) {
        takeResult(shown, state, *renderer);
        shownDivisor = std::max(1, static_cast<int>(std::lround(static_cast<double>(state.sizes.mapWidth) /
                                                                std::max(1, shown.request.sizes.mapWidth))));
        texturesChanged = true;
      }
      texturesChanged |= renderer->recolour(state);
      texturesChanged |= mesh->update(shown, state);
      if (std::string e = renderer->takeError(); !e.empty()) setStatus(state, e, true);
      if (state.requests.reloadShaders) reloadShaders(state, *renderer, *mesh, shown);

      ImGui_ImplOpenGL3_NewFrame();
      state.ui.monitor = windowUiFactor(window);  // the window may have moved to another monitor
      texturesChanged |= applyUiScale(state.ui.user * state.ui.monitor, true);  // a new font atlas
      ImGui_ImplGlfw_NewFrame();
      if (float x = 0, y = 0; events.buttonAt(x, y)) ImGui::GetIO().MousePos = ImVec2(x, y);
      ImGui::NewFrame();
      changed |= mouseInput();
      state.pointer = events.pointer();
      drawFrame(state);
      handleShortcuts(state, presses);
      clampState(state);
      state.seeds.note(state.params.seed);
      advancePlay(state, steadySeconds());
      if (framingPending && state.sizes.mapWidth > 0) {
        framing.preset.hasCamera = !state.viewIsDefault;
        framing.preset.camera = state.camera;
        state.camera = options::framedCamera(framing, state.sizes.mapWidth, state.sizes.mapHeight);
        state.viewIsDefault = false;
        framingPending = false;
      }
      if (state.viewIsDefault && state.sizes.mapWidth > 0) state.camera = homeCamera(state);

      const bool pictureDrawn = mesh->render(state);
      if (std::string e = mesh->takeError(); !e.empty()) setStatus(state, e, true);

      // One comparison per frame decides whether the worker has anything to do.
      // Moving frames may get smaller fields (time_play.h); a held map drag keeps full size, its pans are cheap.
      // A held control counts only while it changes the fields: a threshold or
      // biome cut is a uniform, and a slider held still sharpens at once.
      const bool moving = state.play.playing || (ImGui::IsAnyItemActive() && !state.drag.active &&
                                                 !(state.params == lastRequest.params));
      state.status.resolutionDivisor = resolutionDivisor(moving, state.status.refreshMs, shownDivisor);
      FieldRequest wanted{0,
                          state.params,
                          state.mapKinds,
                          state.camera,
                          reducedSizes(state.sizes, state.status.resolutionDivisor),
                          state.octaveNoise,
                          state.teaching.show.spectrum,
                          state.relief.noise,
                          colourInputCount(state.relief.colour) > 1};
      bool posted = false;
      if (state.sizes.mapWidth > 0 && (iteration == 0 || !wanted.sameFields(lastRequest))) {
        wanted.iteration = ++iteration;
        worker.post(wanted);
        lastRequest = wanted;
        posted = true;
      }
      state.status.computing = worker.busy();

      ImGui::Render();
      windowCache.draw(ImGui::GetDrawData(), fbWidth, fbHeight, texturesChanged, pictureDrawn ? state.relief.texture : 0,
                       kWindowBackground);
      changed |= texturesChanged || pictureDrawn || state.requests.relayout;

      const bool settled = !posted && frame >= 3 && !state.requests.relayout &&
                           shown.iteration == lastRequest.iteration && !worker.busy() &&
                           imagesMatchState(state, *renderer) && mesh->current(state);
      // Not idle either: a frame that waits for fields, or one that repainted part of the window's picture
      // (window_cache.h; the first repaint after the first fields is where llvmpipe compiles its shaders, some
      // 4,100 operator new calls inside Mesa's LLVM). Neither keeps the loop awake: calmFrames counts changes.
      // Measured before any screenshot is written: writing one is work, not idling.
      const bool waiting = shown.iteration != lastRequest.iteration || worker.busy();
      meter.end(changed || posted || waiting || windowCache.lastRepaints() > 0,
                renderer->uploads() + state.relief.uploads, renderer->colourPasses() + state.relief.renders);
      calmFrames = changed || posted ? 0 : calmFrames + 1;
      // Only a frame that did something has a cost to show: an idle wake-up's would change the digits,
      // whose repaint would change them again, and the screen would never rest.
      const bool worked = changed || posted || waiting;
      const FrameCounters& counters = meter.counters();

      if (screenshotMode && settled) {
        if (saveScreenshot(state, counters, commandLine.screenshotPath, commandLine.force, fbWidth, fbHeight, error)) {
          std::printf("%s\n", commandLine.screenshotPath.c_str());
        } else {
          std::fprintf(stderr, "noisescope: %s\n", error.c_str());
          exitCode = 1;
        }
        break;
      }
      if (screenshotMode && std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count() >
                                kScreenshotTimeoutSeconds) {
        std::fprintf(stderr, "noisescope: the views were not ready after %.0f s; no screenshot written\n",
                     kScreenshotTimeoutSeconds);
        exitCode = 1;
        break;
      }
      if (state.requests.screenshot && settled) {
        state.requests.screenshot = false;
        // Absolute, as the export panel names its files.
        std::error_code ec;
        std::string path = timestampedScreenshotPath(commandLine.screenshotDir);
        if (const auto absolute = std::filesystem::absolute(path, ec); !ec) path = absolute.lexically_normal().string();
        if (saveScreenshot(state, counters, path, false, fbWidth, fbHeight, error))
          setStatus(state, "screenshot written to " + path, false);
        else
          setStatus(state, error, true);
      }
      glfwSwapBuffers(window);
      if (worked) noteFrameCost(state.status, steadySeconds() - frameStart);
      ++frame;
    }

    if (!screenshotMode && !dir.empty() && exitCode == 0) {
      glfwGetWindowSize(window, &windowSize.width, &windowSize.height);
      if (!saveLastState(dir, state, error) || !saveExplorerSettings(dir, state, error))
        std::fprintf(stderr, "noisescope: could not remember the state: %s\n", error.c_str());
      else
        ImGui::SaveIniSettingsToDisk(iniPath.c_str());
    }
  }  // GL objects go before the context

  events.uninstall();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(window);
  glfwTerminate();
  return exitCode;
}

}  // namespace noisescope::gui
