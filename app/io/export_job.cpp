#include "export_job.h"

#include <new>

namespace noisescope::io {

ExportJob::ExportJob(ExportSettings settings, std::string path, bool overwrite, int columns, int rows)
    : path_(std::move(path)), worker_([this, s = std::move(settings), overwrite, columns, rows] {
        run(s, overwrite, columns, rows);
      }) {}

ExportJob::~ExportJob() {
  cancel();
  if (worker_.joinable()) worker_.join();
}

void ExportJob::run(ExportSettings settings, bool overwrite, int columns, int rows) {
  const ExportProgress progress = [this](double done, std::string_view phase) {
    phase_.store(phase == "rendering" ? 0 : 1, std::memory_order_relaxed);
    progress_.store(done, std::memory_order_relaxed);
    return !cancel_.load(std::memory_order_relaxed);
  };
  try {
    if (columns * rows > 1) {
      const std::vector<ExportResult> tiles =
          exportTiles(settings, columns, rows, path_, overwrite, progress);
      ExportResult first = tiles.front();
      first.path += " .. " + tiles.back().path;
      result_ = first;
    } else {
      result_ = exportMap(settings, path_, overwrite, progress);
    }
  } catch (const std::bad_alloc&) {
    error_ = "not enough memory for a " + std::to_string(settings.width) + "x" + std::to_string(settings.height) +
             " map";
  } catch (const std::exception& e) {
    error_ = e.what();
  }
  finished_.store(true, std::memory_order_release);
}

}  // namespace noisescope::io
