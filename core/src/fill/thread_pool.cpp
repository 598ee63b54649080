#include "noisescope/fill/thread_pool.h"

#include <algorithm>
#include <utility>

namespace noisescope {

ThreadPool::ThreadPool(int threads) {
  const int n = std::clamp(threads, 1, kMaxThreads);
  workers_.reserve(static_cast<std::size_t>(n - 1));
  for (int i = 1; i < n; ++i) workers_.emplace_back([this] { workerLoop(); });
}

ThreadPool::~ThreadPool() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  for (std::thread& t : workers_) t.join();
}

void ThreadPool::takeTasks() {
  for (int i = next_.fetch_add(1); i < count_; i = next_.fetch_add(1)) {
    try {
      (*task_)(i);
    } catch (...) {
      std::lock_guard<std::mutex> lock(mutex_);
      if (!error_) error_ = std::current_exception();
    }
  }
}

void ThreadPool::run(int count, const std::function<void(int)>& task) {
  if (count <= 0) return;
  if (workers_.empty() || count == 1) {
    std::exception_ptr error;
    for (int i = 0; i < count; ++i) {
      try {
        task(i);
      } catch (...) {
        if (!error) error = std::current_exception();
      }
    }
    if (error) std::rethrow_exception(error);
    return;
  }
  {
    std::lock_guard<std::mutex> lock(mutex_);
    task_ = &task;
    count_ = count;
    next_.store(0);
    open_ = true;
    ++generation_;
  }
  wake_.notify_all();
  takeTasks();
  // A worker that wakes after the caller ran out of tasks skips this run, so
  // a slow wake-up on a busy machine never delays the return.
  std::unique_lock<std::mutex> lock(mutex_);
  open_ = false;
  done_.wait(lock, [this] { return busy_ == 0; });
  task_ = nullptr;
  const std::exception_ptr error = std::exchange(error_, nullptr);
  lock.unlock();
  if (error) std::rethrow_exception(error);
}

void ThreadPool::workerLoop() {
  std::unique_lock<std::mutex> lock(mutex_);
  // The generation at construction, so a run that began before this thread
  // got here still counts.
  std::uint64_t seen = 0;
  for (;;) {
    wake_.wait(lock, [&] { return stop_ || generation_ != seen; });
    if (stop_) return;
    seen = generation_;
    if (!open_) continue;
    ++busy_;
    lock.unlock();
    takeTasks();
    lock.lock();
    if (--busy_ == 0) done_.notify_all();
  }
}

}  // namespace noisescope
