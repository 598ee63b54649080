// export_job.h — an export (map_export.h) running on a thread of its own.
//
// The explorer starts one from its export panel and polls it once a frame,
// so the window stays responsive while a 16384 x 16384 map is written. All
// members may be called from the thread that owns the job; the worker
// thread only writes progress and, when done, the outcome.
//
// Destroying a running job cancels it and waits for the worker to stop; a
// cancelled export leaves no file behind (atomic_file.h).
#pragma once

#include <atomic>
#include <optional>
#include <string>
#include <thread>

#include "map_export.h"

namespace noisescope::io {

class ExportJob {
 public:
  // Starts at once; columns x rows > 1 writes tiles (map_export.h exportTiles).
  ExportJob(ExportSettings settings, std::string path, bool overwrite, int columns = 1, int rows = 1);
  ~ExportJob();
  ExportJob(const ExportJob&) = delete;
  ExportJob& operator=(const ExportJob&) = delete;

  // Share done of the current phase, [0, 1], and the phase: 0 rendering, 1 writing.
  double progress() const { return progress_.load(std::memory_order_relaxed); }
  int phase() const { return phase_.load(std::memory_order_relaxed); }
  bool finished() const { return finished_.load(std::memory_order_acquire); }
  void cancel() { cancel_.store(true, std::memory_order_relaxed); }
  bool cancelRequested() const { return cancel_.load(std::memory_order_relaxed); }

  // After finished(): the result (of tiles: the first, its path naming the
  // first and last tile), or the one-line error (cancelled included).
  const std::optional<ExportResult>& result() const { return result_; }
  const std::string& error() const { return error_; }
  const std::string& path() const { return path_; }

 private:
  void run(ExportSettings settings, bool overwrite, int columns, int rows);

  std::string path_;
  std::atomic<double> progress_{0.0};
  std::atomic<int> phase_{0};
  std::atomic<bool> cancel_{false};
  std::atomic<bool> finished_{false};
  std::optional<ExportResult> result_;  // written by the worker before finished_
  std::string error_;                   // written by the worker before finished_
  std::thread worker_;                  // last: starts after every member above exists
};

}  // namespace noisescope::io
