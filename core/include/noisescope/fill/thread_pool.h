// thread_pool.h — a fixed set of worker threads, created once, that share
// numbered tasks with the calling thread.
//
// run(count, task) calls task(i) once for every i in [0, count), spread over
// the workers and the caller, and returns when all calls have returned. The
// threads live as long as the pool; waking them costs microseconds, not the
// tens of microseconds of starting a thread per call. run() is not
// reentrant: one caller at a time (the field fill guards it with a mutex).
//
// Exceptions: a task that throws, on the caller or on a worker, does not stop
// the others; once every call has returned, run() rethrows the first
// exception caught. The pool stays usable.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace noisescope {

class ThreadPool {
 public:
  // threads: participants including the caller, [1, kMaxThreads].
  explicit ThreadPool(int threads);
  ~ThreadPool();
  ThreadPool(const ThreadPool&) = delete;
  ThreadPool& operator=(const ThreadPool&) = delete;

  static constexpr int kMaxThreads = 64;

  // Output: participants including the caller, [1, kMaxThreads].
  int threads() const { return static_cast<int>(workers_.size()) + 1; }

  // Calls task(i) for every i in [0, count), as described above.
  void run(int count, const std::function<void(int)>& task);

 private:
  void workerLoop();
  void takeTasks();

  std::vector<std::thread> workers_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable done_;
  std::uint64_t generation_ = 0;  // bumped per run(); workers wait for a change
  bool open_ = false;             // workers may still join the current run
  bool stop_ = false;
  int busy_ = 0;                  // workers inside the current run
  const std::function<void(int)>* task_ = nullptr;
  int count_ = 0;
  std::atomic<int> next_{0};
  std::exception_ptr error_;  // the first exception of the current run, guarded by mutex_
};

}  // namespace noisescope
