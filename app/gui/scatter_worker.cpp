#include "scatter_worker.h"

#include <exception>

#include "core/erosion.h"

namespace noisescope::gui {

namespace {

ScatterResult compute(const ScatterRequest& r) {
  ScatterResult out;
  out.iteration = r.iteration;
  out.request = r;
  if (erosionOn(r.params)) {
    out.refusal = "no points while erosion is on: scatter reads the field point by point";
    return out;
  }
  if (const double bound = scatterPointBound(r.settings, r.region); bound > kExplorerScatterMaxPoints) {
    out.refusal = "zoom in to see points: this view could hold " +
                  std::to_string(static_cast<long long>(bound)) + ", more than " +
                  std::to_string(static_cast<long long>(kExplorerScatterMaxPoints));
    return out;
  }
  try {
    for (int slot = 0; slot < views::kMapSlots; ++slot) {
      const std::size_t i = static_cast<std::size_t>(slot);
      if (slot > 0 && r.mapKinds[i] == r.mapKinds[0]) {
        out.points[i] = out.points[0];
        continue;
      }
      out.points[i] =
          scatterPoints(paramsOfKind(r.params, r.mapKinds[i]), r.thresholds, r.cuts, r.settings, r.region);
    }
  } catch (const std::exception& e) {
    out.refusal = e.what();
  }
  const ScatterRegion& v = r.view;
  for (const ScatterPoint& p : out.points[static_cast<std::size_t>(r.countedSlot)])
    if (p.x >= v.x0 && p.x < v.x1 && p.y >= v.y0 && p.y < v.y1)
      ++out.counts[static_cast<std::size_t>(p.biome)];
  return out;
}

}  // namespace

ScatterWorker::ScatterWorker(std::function<void()> wake)
    : wake_(std::move(wake)), thread_([this] { run(); }) {}

ScatterWorker::~ScatterWorker() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  wakeWorker_.notify_one();
  thread_.join();
}

void ScatterWorker::post(const ScatterRequest& request) {
  {
    std::lock_guard lock(mutex_);
    pending_ = request;
    hasPending_ = true;
  }
  wakeWorker_.notify_one();
}

bool ScatterWorker::take(ScatterResult& out) {
  std::lock_guard lock(mutex_);
  if (!hasDone_ || done_.iteration <= out.iteration) return false;
  std::swap(out, done_);
  hasDone_ = false;
  return true;
}

bool ScatterWorker::busy() const {
  std::lock_guard lock(mutex_);
  return working_ || hasPending_;
}

void ScatterWorker::run() {
  for (;;) {
    ScatterRequest request;
    {
      std::unique_lock lock(mutex_);
      wakeWorker_.wait(lock, [this] { return stop_ || hasPending_; });
      if (stop_) return;
      request = pending_;
      hasPending_ = false;
      working_ = true;
    }
    ScatterResult result = compute(request);
    {
      std::lock_guard lock(mutex_);
      done_ = std::move(result);
      hasDone_ = true;
      working_ = false;
    }
    if (wake_) wake_();
  }
}

}  // namespace noisescope::gui
