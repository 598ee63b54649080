// scripted_screenshot.h — `noisescope --screenshot PATH`: the harness that
// scripts and tests drive the explorer with, beside the main loop.
//
// The window runs as usual (the mouse ignored, so the pointer cannot change
// what is shown) until a frame ends settled: every view shows the state and
// nothing is in flight. That frame's picture and metadata go to PATH and
// the explorer exits 0; a write that fails, or views not ready within
// kScreenshotTimeoutSeconds, exit 1 with one line on stderr.
#pragma once

#include <chrono>
#include <string>

#include "explorer_loop.h"

namespace noisescope::gui {

inline constexpr double kScreenshotTimeoutSeconds = 120.0;

class ScriptedScreenshot {
 public:
  ScriptedScreenshot(std::string path, bool overwrite);

  // Whether --screenshot was given: the loop then never sleeps.
  bool active() const { return !path_.empty(); }

  // After each frame: true when the run is over, with `exitCode` set.
  bool done(const AppState& state, const FrameCounters& counters, const FrameEnd& end, int& exitCode) const;

 private:
  std::string path_;
  bool overwrite_ = false;
  std::chrono::steady_clock::time_point started_;
};

}  // namespace noisescope::gui
