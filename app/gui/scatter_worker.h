// scatter_worker.h — the explorer's scatter points on a thread of their own.
//
// The UI thread posts a ScatterRequest when the settings, the field or the
// region in view change; the worker runs core's scatterPoints (scatter.h)
// and hands back the points. A request posted while the worker is busy
// replaces any older one still waiting, so a drag costs one job at a time,
// and no field job: a spacing change moves only the points. The points are
// the same wherever the region falls (scatter.h), so those already in view
// keep their places while the new region computes: a pan does not make them
// jump.
#pragma once

#include <array>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/scatter.h"
#include "views/map_views.h"

namespace noisescope::gui {

// The most points the explorer asks for in one region; a zoom out that could
// make more shows none and says why (about 5 ms of drawing under llvmpipe
// per 50,000 marks is what the window can carry).
inline constexpr double kExplorerScatterMaxPoints = 200'000;

struct ScatterRequest {
  std::uint64_t iteration = 0;
  NoiseParams params{};  // clamped; each map's points use paramsOfKind(params, its kind)
  views::MapKinds mapKinds = views::kDefaultMapKinds;
  Thresholds thresholds{};
  BiomeCuts cuts{};
  ScatterSettings settings{};
  ScatterRegion region{};  // computed: the view with a margin
  ScatterRegion view{};    // counted: the maps' view
  int countedSlot = 1;     // the main map whose points are counted per biome

  bool samePoints(const ScatterRequest& o) const {
    return params == o.params && mapKinds == o.mapKinds && thresholds == o.thresholds && cuts == o.cuts &&
           settings == o.settings && region.x0 == o.region.x0 && region.y0 == o.region.y0 &&
           region.x1 == o.region.x1 && region.y1 == o.region.y1;
  }
};

struct ScatterResult {
  std::uint64_t iteration = 0;
  ScatterRequest request{};
  // Each main map's points (its own kind's field), map widths, sorted by y then x.
  std::array<std::vector<ScatterPoint>, views::kMapSlots> points;
  std::array<int, kBiomeCount> counts{};  // countedSlot's points inside view, per biome
  std::string refusal;  // why there are none (too many at this zoom, erosion), or empty
};

class ScatterWorker {
 public:
  // wake() is called on the worker thread when a result is ready.
  explicit ScatterWorker(std::function<void()> wake);
  ~ScatterWorker();
  ScatterWorker(const ScatterWorker&) = delete;
  ScatterWorker& operator=(const ScatterWorker&) = delete;

  void post(const ScatterRequest& request);
  // The newest finished result into out, when there is one newer than out's.
  bool take(ScatterResult& out);
  bool busy() const;

 private:
  void run();

  std::function<void()> wake_;
  mutable std::mutex mutex_;
  std::condition_variable wakeWorker_;
  ScatterRequest pending_{};
  bool hasPending_ = false;
  bool working_ = false;
  bool stop_ = false;
  ScatterResult done_{};
  bool hasDone_ = false;
  std::thread thread_;  // last: starts once the members above exist
};

}  // namespace noisescope::gui
