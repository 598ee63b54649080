// latest_worker.h — a thread that computes the newest request it was given.
//
// The explorer's workers (field_worker.h, layout_worker.h) are this: the UI
// thread posts a Request; a request posted while the worker is busy replaces
// any older one still waiting, so a drag costs one job at a time; the result
// comes back by swapping, so the buffers of the result handed in go back to
// the worker for the next job (once sizes settle, nothing is allocated).
// Request and Result carry `std::uint64_t iteration`; take() drops a result
// older than the one shown, so a view never steps backwards. A long job may
// show parts of its result before it ends (publishPart, a copy; take() gives
// a part and then the whole of one iteration in turn) and stop early when a
// newer request waits (superseded). `wake` runs on the worker thread when a
// result or a part is ready (glfwPostEmptyEvent).
#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <utility>

namespace noisescope::gui {

template <typename Request, typename Result>
class LatestWorker {
 public:
  // compute(request, result) fills result from request, reusing its buffers;
  // it runs on the worker thread alone, so what it captures is the worker's.
  using Compute = std::function<void(const Request&, Result&)>;

  LatestWorker(Compute compute, std::function<void()> wake)
      : compute_(std::move(compute)), wake_(std::move(wake)), thread_([this] { run(); }) {}
  ~LatestWorker() { stop(); }
  LatestWorker(const LatestWorker&) = delete;
  LatestWorker& operator=(const LatestWorker&) = delete;

  // Queues request, replacing any request not yet started.
  void post(const Request& request) {
    {
      std::lock_guard lock(mutex_);
      pending_ = request;
      hasPending_ = true;
    }
    wakeWorker_.notify_one();
  }

  // When a result (or a part of one) not older than `shownIteration` is
  // ready, swaps it into `out` (out's old buffers go back to the worker) and
  // returns true.
  bool take(Result& out, std::uint64_t shownIteration) {
    std::lock_guard lock(mutex_);
    if (!readyFresh_) return false;
    readyFresh_ = false;
    if (ready_.iteration < shownIteration) return false;  // stale: never step backwards
    std::swap(out, ready_);
    return true;
  }

  // True while a request waits, is being computed, or its result waits for take().
  bool busy() const {
    std::lock_guard lock(mutex_);
    return hasPending_ || working_ || readyFresh_;
  }

 protected:
  // Ends the thread once its job is done (a result not yet taken is dropped).
  // A derived class whose compute reads its own members calls this in its
  // destructor, before those members go.
  void stop() {
    {
      std::lock_guard lock(mutex_);
      stop_ = true;
    }
    wakeWorker_.notify_one();
    if (thread_.joinable()) thread_.join();
  }

  // From compute, on the worker thread: shows a copy of `part` (the result
  // so far) as the next take() gives it, and wakes the UI.
  void publishPart(const Result& part) {
    {
      std::lock_guard lock(mutex_);
      ready_ = part;
      readyFresh_ = true;
    }
    if (wake_) wake_();
  }

  // From compute: a newer request waits, so the job in hand may stop early.
  bool superseded() const {
    std::lock_guard lock(mutex_);
    return hasPending_ || stop_;
  }

 private:
  void run() {
    for (;;) {
      Request request;
      {
        std::unique_lock lock(mutex_);
        wakeWorker_.wait(lock, [this] { return stop_ || hasPending_; });
        if (stop_) return;
        request = pending_;
        hasPending_ = false;
        working_ = true;
      }
      compute_(request, work_);
      {
        std::lock_guard lock(mutex_);
        std::swap(work_, ready_);
        readyFresh_ = true;
        working_ = false;
      }
      if (wake_) wake_();
    }
  }

  Compute compute_;
  std::function<void()> wake_;
  mutable std::mutex mutex_;
  std::condition_variable wakeWorker_;
  Request pending_{};
  bool hasPending_ = false;
  bool working_ = false;
  bool stop_ = false;
  Result work_{};   // the worker's own, touched without the lock
  Result ready_{};  // finished, waiting for take()
  bool readyFresh_ = false;
  std::thread thread_;  // last: starts after everything above exists
};

}  // namespace noisescope::gui
