#include "explorer_loop.h"

#include <glad/gl.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>
#include <imgui_internal.h>  // GetActiveID, GetInputTextState: is a text field typed into

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "explorer_settings.h"
#include "frame.h"
#include "screenshot.h"
#include "shader_program.h"
#include "shader_sources.h"
#include "time_play.h"
#include "ui_scale.h"

namespace noisescope::gui {

namespace {

constexpr float kWindowBackground[4] = {0.09f, 0.09f, 0.11f, 1.0f};
// Seconds a screenshot may wait for the views before stderr says what holds it: with three ASan explorers
// at 1440 x 900 on two cores a frame took about 0.6 s and a refresh of the fields 0.1 s, so 15 s is a hold.
constexpr double kScreenshotWaitReport = 15.0;

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
  if (presses.present) state.panels.presenting = !state.panels.presenting;
  if (presses.uiScaleReset) state.ui.user = 1.0f;
  if (presses.uiScaleSteps != 0) state.ui.user = steppedUiScale(state.ui.user, presses.uiScaleSteps);
  const ImGuiID active = ImGui::GetActiveID();
  if (active == 0 || ImGui::GetInputTextState(active) == nullptr) {  // typing a number is not a fade change
    for (int i = 0; i < 3; ++i)
      if (presses.fade[i]) state.params.fade = kAllFades[static_cast<std::size_t>(i)];
  }
  presses = KeyPresses{};
}

void setStatus(AppState& state, std::string line, bool isError) {
  setStatusLine(state.status, std::move(line), isError);
}

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
  st.erosion = shown.erosion;
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

}  // namespace

ExplorerLoop::ExplorerLoop(AppState& state, ExplorerWindow& window, options::MapSettings framing,
                           std::string screenshotDir)
    : state_(state),
      window_(window),
      framing_(std::move(framing)),
      framingPending_(framing_.centreX || framing_.zoom),
      screenshotDir_(std::move(screenshotDir)),
      renderer_(std::make_unique<ViewRenderer>()),
      mesh_(std::make_unique<MeshRenderer>()),
      worker_([] { ExplorerWindow::wake(); }),
      layoutWorker_([] { ExplorerWindow::wake(); }) {}

bool ExplorerLoop::init(std::string& error) {
  return renderer_->init(embeddedShaders(), error) && mesh_->init(embeddedShaders(), error);
}

bool ExplorerLoop::busy() const {
  const InterpolationSteps& steps = state_.teaching.steps;
  // A blend's marker sliding in the explain panel, or its steps playing, needs every frame.
  const bool spinning = (state_.panels.relief3d && state_.relief.spin) ||
                        (state_.teaching.show.explain && (steps.playing || steps.sliding(steadySeconds())));
  return worker_.busy() || layoutWorker_.busy() || calmFrames_ < 3 || state_.requests.screenshot ||
         window_.input().events.pending() || spinning || state_.play.playing;
}

void ExplorerLoop::takeFields(bool& texturesChanged) {
  if (worker_.take(shown_, shown_.iteration)) {
    takeResult(shown_, state_, *renderer_);
    shownDivisor_ = std::max(1, static_cast<int>(std::lround(static_cast<double>(state_.sizes.mapWidth) /
                                                             std::max(1, shown_.request.sizes.mapWidth))));
    texturesChanged = true;
  }
  texturesChanged |= renderer_->recolour(state_);
  texturesChanged |= mesh_->update(shown_, state_);
  if (std::string e = renderer_->takeError(); !e.empty()) setStatus(state_, e, true);
  if (state_.requests.reloadShaders) reloadShaders(state_, *renderer_, *mesh_, shown_);
}

// One comparison per frame decides whether the worker has anything to do.
// Moving frames may get smaller fields (time_play.h); a held map drag keeps
// full size, its pans are cheap. A held control counts only while it
// changes the fields: a threshold or biome cut is a uniform, and a slider
// held still sharpens at once.
bool ExplorerLoop::postRequest() {
  AppState& s = state_;
  const bool moving =
      s.play.playing || (ImGui::IsAnyItemActive() && !s.drag.active && !(s.params == lastRequest_.params));
  s.status.resolutionDivisor = resolutionDivisor(moving, s.status.refreshMs, shownDivisor_);
  FieldRequest wanted{0,
                      s.params,
                      s.mapKinds,
                      s.mapViews,
                      s.camera,
                      reducedSizes(s.sizes, s.status.resolutionDivisor),
                      s.octaveNoise,
                      s.teaching.show.spectrum,
                      s.relief.noise,
                      colourInputCount(s.relief.colour) > 1};
  bool posted = false;
  if (s.sizes.mapWidth > 0 && (iteration_ == 0 || !wanted.sameFields(lastRequest_))) {
    wanted.iteration = ++iteration_;
    worker_.post(wanted);
    lastRequest_ = wanted;
    posted = true;
  }
  s.status.computing = worker_.busy();
  return posted;
}

bool ExplorerLoop::takeLayout() {
  LayoutResult result;
  if (!layoutWorker_.take(result, shownLayout_)) return false;
  ScatterView& v = state_.scatter;
  shownLayout_ = result.iteration;
  v.iteration = result.iteration;
  v.points = std::move(result.points);
  v.region = result.request.region;
  v.view = result.request.view;
  v.counts = result.counts;
  v.refusal = std::move(result.refusal);
  ChunksView& c = state_.chunks;
  c.chunks = std::move(result.chunks);
  c.region = result.request.region;
  c.size = result.request.chunkSize;
  c.refusal = std::move(result.chunkRefusal);
  return true;
}

// The region in view with a quarter of a view's margin each way, so a short
// pan finds its points and chunks already there.
bool ExplorerLoop::postLayout() {
  AppState& s = state_;
  ScatterView& v = s.scatter;
  v.computing = layoutWorker_.busy();
  const bool chunks = s.chunks.shown;
  if (!(v.shown || chunks) || s.sizes.mapWidth <= 0) return false;
  const int w = s.sizes.mapWidth, h = s.sizes.mapHeight;
  const MapPoint a = screenToMap(s.camera, w, h, -0.25 * w, -0.25 * h);
  const MapPoint b = screenToMap(s.camera, w, h, 1.25 * w, 1.25 * h);
  const MapPoint c = screenToMap(s.camera, w, h, 0, 0), d = screenToMap(s.camera, w, h, w, h);
  LayoutRequest wanted;
  wanted.params = clampParams(s.params);
  wanted.mapKinds = s.mapKinds;
  wanted.thresholds = s.thresholds;
  wanted.cuts = s.biomeCuts;
  wanted.pointsShown = v.shown;
  wanted.settings = s.scatterSettings;
  wanted.region = ScatterRegion{a.x, a.y, b.x, b.y};
  wanted.view = ScatterRegion{c.x, c.y, d.x, d.y};
  // The legend counts the map that shows the band views' noise (the biome view's field), else the right one.
  wanted.countedSlot = s.mapKinds[0] == s.params.noise ? 0 : 1;
  wanted.chunksShown = chunks;
  wanted.chunkSize = s.chunkSize;
  wanted.mapPixels = w * s.camera.zoom;
  if (lastLayout_.iteration != 0 && wanted.sameLayout(lastLayout_)) return false;
  wanted.iteration = lastLayout_.iteration + 1;
  layoutWorker_.post(wanted);
  lastLayout_ = wanted;
  v.computing = true;
  return true;
}

FrameEnd ExplorerLoop::frame(int width, int height, double started) {
  AppState& s = state_;
  InputEvents& events = window_.input().events;
  KeyPresses& presses = window_.input().presses;
  // The 3D panel's uploads and pictures count with the maps'.
  meter_.begin(renderer_->uploads() + s.relief.uploads, renderer_->colourPasses() + s.relief.renders);
  const bool resized = width != lastWidth_ || height != lastHeight_;
  lastWidth_ = width, lastHeight_ = height;
  bool changed =
      resized || presses.any || s.requests.screenshot || s.requests.reloadShaders || s.requests.relayout;
  presses.any = false;
  s.requests.relayout = false;

  // Whether a texture the maps or ImGui show changed this frame (the window cache repaints all of it then).
  bool texturesChanged = resized || s.requests.reloadShaders;
  takeFields(texturesChanged);  // fresh fields first, so this frame draws them
  changed |= takeLayout();

  ImGui_ImplOpenGL3_NewFrame();
  s.ui.monitor = window_.uiFactor();  // the window may have moved to another monitor
  texturesChanged |= applyUiScale(s.ui.user * s.ui.monitor, true);  // a new font atlas
  ImGui_ImplGlfw_NewFrame();
  if (float x = 0, y = 0; events.buttonAt(x, y)) ImGui::GetIO().MousePos = ImVec2(x, y);
  ImGui::NewFrame();
  changed |= mouseInput();
  s.pointer = events.pointer();
  drawFrame(s);
  handleShortcuts(s, presses);
  clampState(s);
  slotsFollowNoise(s);
  s.seeds.note(s.params.seed);
  advancePlay(s, steadySeconds());
  if (framingPending_ && s.sizes.mapWidth > 0) {
    framing_.preset.hasCamera = !s.viewIsDefault;
    framing_.preset.camera = s.camera;
    s.camera = options::framedCamera(framing_, s.sizes.mapWidth, s.sizes.mapHeight);
    s.viewIsDefault = false;
    framingPending_ = false;
  }
  if (s.viewIsDefault && s.sizes.mapWidth > 0) s.camera = homeCamera(s);

  const bool pictureDrawn = mesh_->render(s);
  if (std::string e = mesh_->takeError(); !e.empty()) setStatus(s, e, true);
  const bool posted = postRequest();
  changed |= postLayout();

  ImGui::Render();
  windowCache_.draw(ImGui::GetDrawData(), width, height, texturesChanged, pictureDrawn ? s.relief.texture : 0,
                    kWindowBackground);
  changed |= texturesChanged || pictureDrawn || s.requests.relayout;

  FrameEnd end;
  end.width = width, end.height = height, end.started = started;
  const bool layoutShown = s.scatter.shown || s.chunks.shown;
  end.waitingFor = posted || shown_.iteration != lastRequest_.iteration || worker_.busy() ? "the fields"
                   : frame_ < 3 || s.requests.relayout                                   ? "the layout"
                   : layoutShown && (shownLayout_ != lastLayout_.iteration || layoutWorker_.busy())
                       ? "the scatter points and chunks"
                   : !imagesMatchState(s, *renderer_) ? "the map images"
                   : !mesh_->current(s)               ? "the 3D view"
                   // The frame's start, not now: a marker drawn after it stood where it stops.
                   : s.teaching.show.explain && s.teaching.steps.sliding(started)
                       ? "the explain panel's sliding marker"
                       : nullptr;
  end.settled = end.waitingFor == nullptr;
  // Not idle either: a frame that waits for fields, or one that repainted part of the window's picture
  // (window_cache.h; the first repaint after the first fields is where llvmpipe compiles its shaders, some
  // 4,100 operator new calls inside Mesa's LLVM). Neither keeps the loop awake: calmFrames counts changes.
  // Measured before any screenshot is written: writing one is work, not idling.
  const bool waiting = shown_.iteration != lastRequest_.iteration || worker_.busy();
  meter_.end(changed || posted || waiting || windowCache_.lastRepaints() > 0,
             renderer_->uploads() + s.relief.uploads, renderer_->colourPasses() + s.relief.renders);
  calmFrames_ = changed || posted ? 0 : calmFrames_ + 1;
  // Only a frame that did something has a cost to show: an idle wake-up's would change the digits,
  // whose repaint would change them again, and the screen would never rest.
  end.worked = changed || posted || waiting;
  return end;
}

void ExplorerLoop::present(const FrameEnd& end) {
  AppState& s = state_;
  // A screenshot that waits long says on stderr what for: a user's F12 seems lost, and a test's log shows why.
  if (!s.requests.screenshot || end.settled) {
    screenshotAsked_ = -1.0;
  } else if (screenshotAsked_ < 0.0) {
    screenshotAsked_ = end.started;
  } else if (end.started - screenshotAsked_ > kScreenshotWaitReport) {
    std::fprintf(stderr, "noisescope: the screenshot has waited %.0f s for %s\n", end.started - screenshotAsked_,
                 end.waitingFor);
    screenshotAsked_ = end.started;  // once per interval
  }
  if (s.requests.screenshot && end.settled) {
    s.requests.screenshot = false;
    // Absolute, as the export panel names its files.
    std::error_code ec;
    std::string path = timestampedScreenshotPath(screenshotDir_);
    if (const auto absolute = std::filesystem::absolute(path, ec); !ec)
      path = absolute.lexically_normal().string();
    std::string error;
    if (saveScreenshot(s, counters(), path, false, end.width, end.height, error))
      setStatus(s, "screenshot written to " + path, false);
    else
      setStatus(s, error, true);
  }
  window_.swap();
  if (end.worked) noteFrameCost(s.status, steadySeconds() - end.started);
  ++frame_;
}

}  // namespace noisescope::gui
