#include "scripted_screenshot.h"

#include <cstdio>

#include "screenshot.h"

namespace noisescope::gui {

ScriptedScreenshot::ScriptedScreenshot(std::string path, bool overwrite)
    : path_(std::move(path)), overwrite_(overwrite), started_(std::chrono::steady_clock::now()) {}

bool ScriptedScreenshot::done(const AppState& state, const FrameCounters& counters, const FrameEnd& end,
                              int& exitCode) const {
  if (!active()) return false;
  if (end.settled) {
    std::string error;
    if (saveScreenshot(state, counters, path_, overwrite_, end.width, end.height, error)) {
      std::printf("%s\n", path_.c_str());
      exitCode = 0;
    } else {
      std::fprintf(stderr, "noisescope: %s\n", error.c_str());
      exitCode = 1;
    }
    return true;
  }
  if (std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count() >
      kScreenshotTimeoutSeconds) {
    std::fprintf(stderr, "noisescope: the views were not ready after %.0f s; no screenshot written\n",
                 kScreenshotTimeoutSeconds);
    exitCode = 1;
    return true;
  }
  return false;
}

}  // namespace noisescope::gui
