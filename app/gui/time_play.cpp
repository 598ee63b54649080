#include "time_play.h"

#include <algorithm>

#include "noisescope/noise/params.h"

namespace noisescope::gui {

namespace {

// A frame time shown in the status bar follows the last ten frames or so.
constexpr double kSmoothing = 0.1;

int reduced(int side, int divisor) { return side <= 0 ? 0 : std::max(1, (side + divisor - 1) / divisor); }

}  // namespace

void noteFrameCost(Status& st, double seconds) {
  const double ms = seconds * 1000.0;
  st.frameMs = st.frameMs <= 0 ? ms : st.frameMs + (ms - st.frameMs) * kSmoothing;
}

void advancePlay(AppState& state, double now) {
  TimePlay& play = state.play;
  if (!play.playing) {
    play.lastSeconds = 0;
    return;
  }
  NoiseParams& p = state.params;
  if (!p.time) p.time = 0.0;
  if (play.lastSeconds > 0) {
    const double dt = now - play.lastSeconds;
    p.time = std::clamp(*p.time + play.speed * dt, kTimeMin, kTimeMax);
    play.frames += 1;
    play.seconds += dt;
    play.maxFrameMs = std::max(play.maxFrameMs, dt * 1000.0);
  }
  play.lastSeconds = now;
}

int resolutionDivisor(bool moving, double lastMs, int lastDivisor) {
  if (!moving || lastMs <= 0) return 1;
  const double full = lastMs * lastDivisor * lastDivisor;  // cost goes with the pixel count
  int d = 1;
  while (d < kMaxResolutionDivisor && full / (d * d) > kFrameBudgetMs) d *= 2;
  return d;
}

ViewSizes reducedSizes(const ViewSizes& s, int divisor) {
  if (divisor <= 1) return s;
  ViewSizes r = s;  // the 3D panel's grid keeps its size: it is a mesh, not pixels
  for (int ViewSizes::*side : {&ViewSizes::mapWidth, &ViewSizes::mapHeight, &ViewSizes::tileWidth,
                               &ViewSizes::tileHeight, &ViewSizes::bandWidth, &ViewSizes::bandHeight})
    r.*side = reduced(s.*side, divisor);
  return r;
}

}  // namespace noisescope::gui
