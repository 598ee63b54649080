// explorer_loop.h — one frame of the explorer, and what lives from frame to frame.
//
// A frame: fresh fields from the worker are uploaded and coloured, the
// panels draw (Dear ImGui), shortcuts and play apply, one comparison
// decides whether the worker gets a new FieldRequest, and the window's
// picture is painted (window_cache.h). present() then writes an F12
// screenshot once every view shows the state, swaps, and notes what the
// frame cost. The GL objects (renderers, window cache) live here, created
// after the context and destroyed before it.
//
// The loop sleeps (ExplorerWindow::takeEvents) only once a few frames
// passed without change: Dear ImGui 1.86 sees a click's release one frame
// after its press, and that frame must come before the mouse moves on.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "app_state.h"
#include "field_worker.h"
#include "frame_counters.h"
#include "layout_worker.h"
#include "mesh_renderer.h"
#include "options/map_options.h"
#include "platform.h"
#include "view_renderer.h"
#include "window_cache.h"

namespace noisescope::gui {

// How a frame ended.
struct FrameEnd {
  bool settled = false;       // every view shows the state, nothing in flight: a screenshot shows it
  const char* waitingFor = "the first frames";  // while not settled, the first thing still in flight
  bool worked = false;        // the frame did something: its cost counts
  int width = 0, height = 0;  // framebuffer pixels
  double started = 0.0;       // steadySeconds() after the events were taken
};

class ExplorerLoop {
 public:
  // `framing`: --center and --zoom, applied once the maps have a size.
  // `screenshotDir`: where F12 writes.
  ExplorerLoop(AppState& state, ExplorerWindow& window, options::MapSettings framing,
               std::string screenshotDir);

  // Compiles the shaders; false with a one-line error.
  bool init(std::string& error);

  // A frame is due at once: the worker computes, input waits, something moves.
  bool busy() const;

  // One frame, up to the painted picture (not yet swapped).
  FrameEnd frame(int width, int height, double started);

  // After frame(): an F12 screenshot when settled, the swap, the frame's cost.
  void present(const FrameEnd& end);

  const FrameCounters& counters() const { return meter_.counters(); }

 private:
  void takeFields(bool& texturesChanged);
  bool postRequest();
  bool takeLayout();
  bool postLayout();

  AppState& state_;
  ExplorerWindow& window_;
  options::MapSettings framing_;
  bool framingPending_ = false;
  std::string screenshotDir_;
  std::unique_ptr<ViewRenderer> renderer_;
  std::unique_ptr<MeshRenderer> mesh_;
  FieldWorker worker_;
  FieldResult shown_;  // on screen now; its buffers return to the worker on the next take
  FieldRequest lastRequest_;
  LayoutWorker layoutWorker_;
  LayoutRequest lastLayout_;       // the newest posted
  std::uint64_t shownLayout_ = 0;  // the iteration of the points in state_.scatter
  std::uint64_t iteration_ = 0;
  int frame_ = 0;
  FrameMeter meter_;
  WindowCache windowCache_;
  int lastWidth_ = 0, lastHeight_ = 0;
  int calmFrames_ = 0;    // frames in a row in which nothing changed
  int shownDivisor_ = 1;  // the resolution divisor of the fields on screen
  double screenshotAsked_ = -1.0;  // steadySeconds() when a waiting screenshot was asked, else < 0
};

}  // namespace noisescope::gui
