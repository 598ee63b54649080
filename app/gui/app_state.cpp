#include "app_state.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "noisescope/noise/coords.h"
#include "threshold_order.h"

namespace noisescope::gui {

void ScreenMarks::add(const char* name, ScreenRect rect, const MapImage* image) {
  if (count >= static_cast<int>(marks.size())) return;
  Mark& m = marks[static_cast<std::size_t>(count++)];
  std::snprintf(m.name, sizeof m.name, "%s", name);
  m.rect = rect;
  m.image = image;
}

int ScreenMarks::mainMapSlot(int i) const {
  for (int k = 0; k < views::kMapSlots; ++k)
    if (std::strcmp(marks[static_cast<std::size_t>(i)].name,
                    views::kMapSlotMarks[static_cast<std::size_t>(k)]) == 0)
      return k;
  return -1;
}

void setStatusLine(Status& status, std::string line, bool isError) {
  if (isError) std::fprintf(stderr, "noisescope: %s\n", line.c_str());
  for (char& c : line)  // a driver's info log has several lines; the status bar has one
    if (c == '\n') c = ' ';
  status.line = std::move(line);
  status.lineIsError = isError;
  status.lineSince = steadySeconds();
}

double steadySeconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

const ExplorerDefaults& explorerDefaults() {
  static const ExplorerDefaults defaults = [] {
    ExplorerDefaults d;
    d.params.fade = Fade::Linear;
    d.thresholds = Thresholds{0.45f, 0.50f, 0.55f};
    d.biomeCuts.h = 0.53f;
    return d;
  }();
  return defaults;
}

const ExplorerDefaults& designingStart() {
  static const ExplorerDefaults start{};
  return start;
}

void applyStart(AppState& state, const ExplorerDefaults& start) {
  state.params = start.params;
  state.thresholds = start.thresholds;
  state.biomeCuts = start.biomeCuts;
  state.viewIsDefault = true;
}

void applyExplorerDefaults(AppState& state) { applyStart(state, explorerDefaults()); }

bool showsStart(const AppState& state, const ExplorerDefaults& start) {
  return state.params == start.params && state.thresholds == start.thresholds && state.biomeCuts == start.biomeCuts;
}

Camera homeCamera(const AppState& state) {
  return noisescope::homeCamera(state.params, state.sizes.mapWidth, state.sizes.mapHeight);
}

void exportFollowsMaps(AppState& state, const views::MapKinds& before) {
  state.exporting.display.kind =
      views::viewFollowingMaps(state.exporting.display.kind, before, state.mapKinds);
}

void slotsFollowNoise(AppState& state) {
  const NoiseKind before = state.noiseFollowed, now = state.params.noise;
  if (now == before) return;
  if (state.octaveNoise == before) state.octaveNoise = now;
  if (state.relief.noise == before) state.relief.noise = now;
  state.noiseFollowed = now;
}

void clampState(AppState& state) {
  state.params = clampParams(state.params);
  Camera& v = state.camera;
  const Camera d{};
  // A view the user typed or a preset carried: finite, zoom inside its range.
  // Beyond core's coordinate limit every point looks the same, and a drag
  // would be lost in the rounding of so large a number.
  v.cx = std::isfinite(v.cx) ? std::clamp(v.cx, -kCoordinateLimit, kCoordinateLimit) : d.cx;
  v.cy = std::isfinite(v.cy) ? std::clamp(v.cy, -kCoordinateLimit, kCoordinateLimit) : d.cy;
  v.zoom = std::isfinite(v.zoom) ? std::clamp(v.zoom, kZoomMin, kZoomMax) : d.zoom;
  state.thresholds = keepThresholdsOrdered(state.thresholds, ThresholdMoved::None);
  const auto clampOr = [](double x, double lo, double hi, double fallback) {
    return std::isfinite(x) ? std::clamp(x, lo, hi) : fallback;
  };
  state.light.azimuth = clampOr(state.light.azimuth, kLightAzimuthMin, kLightAzimuthMax, kLightAzimuthDefault);
  state.light.altitude = clampOr(state.light.altitude, kLightAltitudeMin, kLightAltitudeMax, kLightAltitudeDefault);
  state.heightScale = clampOr(state.heightScale, kHeightScaleMin, kHeightScaleMax, kHeightScaleDefault);
  // The cuts follow the thresholds (h stays in [t2, t3]) and keep w1 < w2.
  BiomeCuts& c = state.biomeCuts;
  const BiomeCuts dc{};
  c.h = std::isfinite(c.h) ? std::clamp(c.h, state.thresholds.t2, state.thresholds.t3) : state.thresholds.t2;
  c.w1 = std::isfinite(c.w1) ? std::clamp(c.w1, 0.0f, 0.999f) : dc.w1;
  c.w2 = std::isfinite(c.w2) ? std::clamp(c.w2, std::nextafter(c.w1, 1.0f), 1.0f) : std::max(dc.w2, c.w1 + 0.001f);
  state.play.speed = std::isfinite(state.play.speed) ? std::clamp(state.play.speed, kPlaySpeedMin, kPlaySpeedMax)
                                                     : TimePlay{}.speed;
}

bool showingTiles(const AppState& state) {
  const ViewSizes& s = state.sizes;
  return state.params.tile && s.mapWidth > 0 && s.mapHeight > 0 &&
         state.camera == tilesCamera(s.mapWidth, s.mapHeight);
}

}  // namespace noisescope::gui
