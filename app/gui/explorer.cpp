// The explorer's main: linear, in the order of Dear ImGui's
// example_glfw_opengl3 (options, window and OpenGL 3.3 core, ImGui, loop,
// shutdown). The window is platform.h's, one frame is explorer_loop.h's, and
// `--screenshot` is scripted_screenshot.h's, beside the loop.
#include "explorer.h"

#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include <cstdio>
#include <optional>

#include "explorer_loop.h"
#include "explorer_options.h"
#include "explorer_settings.h"
#include "frame.h"
#include "frame_counters.h"
#include "layout_settings.h"
#include "lesson_apply.h"
#include "options/exit_status.h"
#include "platform.h"
#include "scripted_screenshot.h"
#include "settings.h"
#include "state_store.h"
#include "ui_scale.h"

namespace noisescope::gui {

namespace {

// What the start reads before any window opens.
struct Start {
  ExplorerOptions commandLine;
  std::string dir;               // the remembered state's folder; empty with --fresh
  StoredState stored;            // what it held (state_store.h)
  options::MapSettings framing;  // --center and --zoom, waiting for the map's size
};

// The options and the remembered state into `state`, the command line's
// last. An exit code when the explorer is not to open (--help, bad input).
std::optional<int> readStart(std::span<const std::string_view> args, AppState& state, Start& start) {
  ExplorerFiles files;
  try {
    start.commandLine = parseExplorerOptions(args);
    if (start.commandLine.help) {
      printExplorerHelp(stdout);
      return 0;
    }
    files = loadExplorerFiles(start.commandLine);
  } catch (const std::exception& e) {
    return options::reportBadInput(stderr, "noisescope", e);
  }
  const ExplorerOptions& commandLine = start.commandLine;
  start.dir = commandLine.fresh ? std::string() : configDir();
  std::string error;
  if (!readStoredState(start.dir, start.stored, error))
    std::fprintf(stderr, "noisescope: not using the remembered state: %s\n", error.c_str());
  if (!applyRememberedDocument(start.stored, state, error)) {
    std::fprintf(stderr, "noisescope: not using the remembered state: %s\n", error.c_str());
    applyExplorerDefaults(state);
  }
  if (start.stored.explorer &&
      !applyExplorerSettings(*start.stored.explorer, start.stored.explorerSource, state, error))
    std::fprintf(stderr, "noisescope: %s\n", error.c_str());
  if (commandLine.uiScale > 0) state.ui.user = commandLine.uiScale;
  // A preset, lesson or --noise below changes the noise as loading it would: the tiles and 3D view follow.
  state.noiseFollowed = state.params.noise;
  if (files.preset) applyPresetAndView(*files.preset, state);
  if (files.lesson) {
    applyLessonTo(*files.lesson, builtinLessonIndex(files.lesson->id), state);
    state.teaching.show.lessons = true;
  }
  if (commandLine.relief3d) state.panels.relief3d = true;
  if (commandLine.maps) {
    const views::MapKinds before = state.mapKinds;
    state.mapKinds = *commandLine.maps;
    exportFollowsMaps(state, before);
  }
  if (commandLine.mapViews) state.mapViews = *commandLine.mapViews;
  // The map options on the command line win; --center and --zoom wait for the map's size.
  start.framing = layerMapOptions(commandLine, state);
  clampState(state);
  return std::nullopt;
}

// `noisescope --noise K` without --maps shows K: on the right map unless a
// map shows it already, in the octave tiles and in the 3D view. Called once
// the layout is read, which holds the tiles' and the 3D view's own choices.
void showGivenNoise(const Start& start, AppState& state) {
  if (!start.framing.noiseGiven || start.commandLine.maps) return;
  const NoiseKind kind = state.params.noise;
  const views::MapKinds before = state.mapKinds;
  state.mapKinds = views::withKindShown(before, kind);
  exportFollowsMaps(state, before);
  state.octaveNoise = kind;
  state.relief.noise = kind;
}

}  // namespace

int runExplorer(std::span<const std::string_view> args) {
  // ---- options, remembered state ----
  AppState state;
  Start start;
  if (const std::optional<int> exit = readStart(args, state, start)) return *exit;
  const ExplorerOptions& commandLine = start.commandLine;
  const ScriptedScreenshot script(commandLine.screenshotPath, commandLine.force);

  // ---- window and OpenGL 3.3 core ----
  ExplorerWindow window;
  std::string error;
  if (!window.open(commandLine.width, commandLine.height, error)) {
    std::fprintf(stderr, "noisescope: %s\n", error.c_str());
    return 1;
  }

  // ---- Dear ImGui; its layout is the remembered state's "layout" ----
  IMGUI_CHECKVERSION();
  installCountingImGuiAllocator();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // read at start, written at exit: a script's screenshot run changes nothing
  WindowSize windowSize;
  LayoutTargets layout{&state, &windowSize};
  registerLayoutSettings(layout);
  if (!start.stored.layout.empty())
    ImGui::LoadIniSettingsFromMemory(start.stored.layout.data(), start.stored.layout.size());
  showGivenNoise(start, state);
  if (windowSize.width > 0 && !commandLine.sizeGiven) window.resize(windowSize.width, windowSize.height);
  // A scripted screenshot shows the window as it starts, whatever the pointer does.
  if (script.active()) io.ConfigFlags |= ImGuiConfigFlags_NoMouse;
  ImGui::StyleColorsDark();
  state.ui.monitor = window.uiFactor();
  applyUiScale(state.ui.user * state.ui.monitor, false);
  window.installKeyPresses();  // before ImGui's callbacks, which call it in turn
  ImGui_ImplGlfw_InitForOpenGL(window.glfw(), true);
  window.installEventQueue(state);  // after ImGui's callbacks, which it wraps
  ImGui_ImplOpenGL3_Init("#version 330 core");

  // ---- main loop ----
  int exitCode = 0;
  {
    ExplorerLoop loop(state, window, std::move(start.framing), commandLine.screenshotDir);
    if (!loop.init(error)) {
      std::fprintf(stderr, "noisescope: %s\n", error.c_str());
      exitCode = 1;
      window.requestClose();
    }
    while (!window.shouldClose()) {
      window.input().events.nextFrame();
      window.takeEvents(loop.busy() || script.active());
      const double started = steadySeconds();  // a wait for events is no part of the frame's cost
      int width = 0, height = 0;
      if (!window.drawable(width, height)) continue;
      const FrameEnd end = loop.frame(width, height, started);
      if (script.done(state, loop.counters(), end, exitCode)) break;
      loop.present(end);
    }
    if (!script.active() && !start.dir.empty() && exitCode == 0) {
      window.size(windowSize.width, windowSize.height);
      rememberControlsWidth(state);
      if (!writeStoredState(start.dir, state, ImGui::SaveIniSettingsToMemory(), error))
        std::fprintf(stderr, "noisescope: could not remember the state: %s\n", error.c_str());
    }
  }  // GL objects go before the context

  // ---- shutdown ----
  window.uninstallEventQueue();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  return exitCode;  // the window and GLFW end with `window`
}

}  // namespace noisescope::gui
