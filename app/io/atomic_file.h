// atomic_file.h — writing a file so that it is either all there or not at all.
//
// Bytes go to a temporary file `PATH.tmp-XXXXXX` in the destination's own
// folder (so the final rename never crosses a file system), are flushed to
// disk, and only then renamed over PATH. A failure at any step removes the
// temporary file and leaves whatever was at PATH untouched. Without
// `overwrite`, an existing PATH is an error; the final step then uses link(2),
// so a file that appears while we write is not replaced either.
//
// Every failure throws IoError, whose what() is one line: the path and the
// reason (strerror text), e.g. "cannot write 'out/a.png': No such file or
// directory".
#pragma once

#include <cstdint>
#include <cstdio>
#include <span>
#include <stdexcept>
#include <string>

namespace noisescope::io {

struct IoError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The destination exists and overwrite is off (a command adds its own hint,
// such as "--force replaces it").
struct FileExistsError : IoError {
  using IoError::IoError;
};

// path in single quotes for a one-line message, control characters (a
// newline in a file name) shown as '?'.
std::string quotedPath(const std::string& path);

// Writes bytes to path in one step, as described above.
void writeFileAtomically(const std::string& path, std::span<const std::uint8_t> bytes, bool overwrite);

// A cheap early check before long work: throws FileExistsError when path
// exists and overwrite is off, IoError when path is a folder.
void checkCanCreate(const std::string& path, bool overwrite);

// A file being written in pieces (large renders stream their rows): open()
// creates the temporary file, write() appends, commit() renames it into
// place. Destroying an uncommitted AtomicFile removes the temporary file.
class AtomicFile {
 public:
  AtomicFile(std::string path, bool overwrite);  // creates the temporary file or throws IoError
  ~AtomicFile();
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;

  void write(std::span<const std::uint8_t> bytes);
  // write(), then asks the kernel to start writing what this file holds so
  // far to disk without waiting for it (Linux sync_file_range; elsewhere it
  // is write()), so the disk works while the caller computes the next piece
  // and commit()'s fsync has little left to wait for. Nothing else changes:
  // the data reach PATH only through commit() (fsync, then rename).
  void writeBehind(std::span<const std::uint8_t> bytes);
  // The open stream, for encoders that write through a FILE* (libpng).
  // Check error state with failed() afterwards; commit() checks it too.
  std::FILE* stream() { return file_; }
  // Flushes, syncs, closes and renames into place. Throws IoError.
  void commit();
  // Makes `path` the destination instead, a file in the same folder (the
  // temporary file stays where it is): for a name that depends on what was
  // written. Throws as checkCanCreate.
  void retarget(std::string path);
  friend void commitTogether(AtomicFile& first, AtomicFile& second);

  const std::string& path() const { return path_; }
  const std::string& tempPath() const { return tempPath_; }

 private:
  void startWriteBack();  // flush, and start the disk writing (writeBehind)
  void finish();          // commit's first half: flush, sync, close
  void place();   // and its second: rename (or link) into place
  [[noreturn]] void fail(const std::string& reason);
  void discard() noexcept;

  std::string path_;
  std::string tempPath_;
  bool overwrite_;
  std::FILE* file_ = nullptr;
  bool committed_ = false;
  long long writeBackStarted_ = 0;  // bytes from the start whose write-back has begun
};

// Commits two files as one, such as a heightmap (first) and its metadata
// sidecar (second): both are written out and synced, then second is put in
// place, then first. If placing first fails, second is taken back (removed,
// or the file it replaced put back), so a failure leaves neither new file and
// never first without second. Limits: on a file system without hard links a
// replaced second cannot be put back, and a crash between the two renames
// leaves the new second beside the old first. Throws IoError as commit().
void commitTogether(AtomicFile& first, AtomicFile& second);

}  // namespace noisescope::io
