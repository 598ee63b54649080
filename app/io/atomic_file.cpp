#include "atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <random>

namespace noisescope::io {

namespace {

std::string systemReason(int error) { return std::strerror(error); }

[[noreturn]] void throwExists(const std::string& path) {
  throw FileExistsError(quotedPath(path) + " already exists; not replacing it");
}

bool isDirectory(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

bool exists(const std::string& path) {
  struct stat st {};
  return ::lstat(path.c_str(), &st) == 0;
}

// PATH + tag + six random letters and digits.
class NameMaker {
 public:
  std::string operator()(const std::string& path, const char* tag) {
    static constexpr char kDigits[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    std::uniform_int_distribution<int> digit(0, static_cast<int>(sizeof kDigits) - 2);
    std::string name = path + tag;
    for (int i = 0; i < 6; ++i) name += kDigits[digit(pick_)];
    return name;
  }

 private:
  std::mt19937 pick_{std::random_device{}()};
};

// open(O_EXCL) with our own random suffix rather than mkstemp, so the new
// file gets the usual 0666 & ~umask permissions instead of mkstemp's 0600.
int createTemporary(const std::string& path, std::string& tempPath) {
  NameMaker name;
  for (int attempt = 0; attempt < 64; ++attempt) {
    tempPath = name(path, ".tmp-");
    const int fd = ::open(tempPath.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0 || errno != EEXIST) return fd;
  }
  errno = EEXIST;
  return -1;
}

// A second name for the file at path (PATH.old-XXXXXX, a hard link), so it
// can be put back; empty when there is no file or no hard links.
std::string linkAside(const std::string& path) {
  if (!exists(path)) return {};
  NameMaker name;
  for (int attempt = 0; attempt < 64; ++attempt) {
    std::string aside = name(path, ".old-");
    if (::link(path.c_str(), aside.c_str()) == 0) return aside;
    if (errno != EEXIST) break;
  }
  return {};
}

}  // namespace

void checkCanCreate(const std::string& path, bool overwrite) {
  if (path.empty()) throw IoError("cannot write a file with an empty name");
  if (isDirectory(path)) throw IoError("cannot write " + quotedPath(path) + ": it is a folder");
  if (!overwrite && exists(path)) throwExists(path);
}

AtomicFile::AtomicFile(std::string path, bool overwrite) : path_(std::move(path)), overwrite_(overwrite) {
  checkCanCreate(path_, overwrite_);
  const int fd = createTemporary(path_, tempPath_);
  if (fd < 0) throw IoError("cannot write " + quotedPath(path_) + ": " + systemReason(errno));
  file_ = ::fdopen(fd, "wb");
  if (file_ == nullptr) {
    const int error = errno;
    ::close(fd);
    ::unlink(tempPath_.c_str());
    throw IoError("cannot write " + quotedPath(path_) + ": " + systemReason(error));
  }
}

AtomicFile::~AtomicFile() { discard(); }

void AtomicFile::discard() noexcept {
  if (file_ != nullptr) std::fclose(file_);
  file_ = nullptr;
  if (!committed_ && !tempPath_.empty()) ::unlink(tempPath_.c_str());
  tempPath_.clear();
}

void AtomicFile::fail(const std::string& reason) {
  discard();
  throw IoError("cannot write " + quotedPath(path_) + ": " + reason);
}

void AtomicFile::write(std::span<const std::uint8_t> bytes) {
  if (file_ == nullptr) fail("the file is already closed");
  if (!bytes.empty() && std::fwrite(bytes.data(), 1, bytes.size(), file_) != bytes.size())
    fail(systemReason(errno));
}

void AtomicFile::writeBehind(std::span<const std::uint8_t> bytes) {
  write(bytes);
  startWriteBack();
}

void AtomicFile::startWriteBack() {
  if (file_ == nullptr) fail("the file is already closed");
  if (std::fflush(file_) != 0) fail(systemReason(errno));
#ifdef __linux__
  const long long end = ::ftello(file_);
  if (end > writeBackStarted_) {
    // A hint: a failure here shows again in finish()'s fsync, which reports it.
    ::sync_file_range(::fileno(file_), writeBackStarted_, end - writeBackStarted_, SYNC_FILE_RANGE_WRITE);
    writeBackStarted_ = end;
  }
#endif
}

void AtomicFile::retarget(std::string path) {
  checkCanCreate(path, overwrite_);
  path_ = std::move(path);
}

void AtomicFile::commit() {
  finish();
  place();
}

void AtomicFile::finish() {
  if (file_ == nullptr) fail("the file is already closed");
  if (std::ferror(file_)) fail("a write failed");
  if (std::fflush(file_) != 0) fail(systemReason(errno));
  if (::fsync(::fileno(file_)) != 0 && errno != EINVAL && errno != EROFS) fail(systemReason(errno));
  const int closed = std::fclose(file_);
  file_ = nullptr;
  if (closed != 0) fail(systemReason(errno));
}

void AtomicFile::place() {
  if (tempPath_.empty()) fail("the file is already closed");
  if (overwrite_) {
    if (::rename(tempPath_.c_str(), path_.c_str()) != 0) fail(systemReason(errno));
  } else if (::link(tempPath_.c_str(), path_.c_str()) == 0) {
    ::unlink(tempPath_.c_str());
  } else if (errno == EEXIST) {
    discard();
    throwExists(path_);
  } else {
    // File systems without hard links (FAT, some network mounts): check, then rename.
    if (exists(path_)) {
      discard();
      throwExists(path_);
    }
    if (::rename(tempPath_.c_str(), path_.c_str()) != 0) fail(systemReason(errno));
  }
  committed_ = true;
  tempPath_.clear();
}

void commitTogether(AtomicFile& first, AtomicFile& second) {
  // second's blocks are allocated now, so the journal commit of first's
  // fsync takes them along and second's own fsync finds little to do.
  second.startWriteBack();
  first.finish();
  second.finish();
  // Until first is in place, second's predecessor stays reachable.
  const bool secondExisted = exists(second.path());
  const std::string aside = second.overwrite_ ? linkAside(second.path()) : std::string{};
  try {
    second.place();
  } catch (...) {
    if (!aside.empty()) ::unlink(aside.c_str());
    throw;
  }
  try {
    first.place();
  } catch (...) {
    if (!aside.empty())
      ::rename(aside.c_str(), second.path().c_str());
    else if (!secondExisted)
      ::unlink(second.path().c_str());
    throw;
  }
  if (!aside.empty()) ::unlink(aside.c_str());
}

void writeFileAtomically(const std::string& path, std::span<const std::uint8_t> bytes, bool overwrite) {
  AtomicFile file(path, overwrite);
  file.write(bytes);
  file.commit();
}

std::string quotedPath(const std::string& path) {
  std::string shown = path;
  for (char& c : shown)
    if (static_cast<unsigned char>(c) < 32 || c == 127) c = '?';
  return "'" + shown + "'";
}

}  // namespace noisescope::io
