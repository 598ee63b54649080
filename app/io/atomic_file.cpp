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

// open(O_EXCL) with our own random suffix rather than mkstemp, so the new
// file gets the usual 0666 & ~umask permissions instead of mkstemp's 0600.
int createTemporary(const std::string& path, std::string& tempPath) {
  static constexpr char kDigits[] = "abcdefghijklmnopqrstuvwxyz0123456789";
  std::random_device entropy;
  std::mt19937 pick(entropy());
  std::uniform_int_distribution<int> digit(0, static_cast<int>(sizeof kDigits) - 2);
  for (int attempt = 0; attempt < 64; ++attempt) {
    tempPath = path + ".tmp-";
    for (int i = 0; i < 6; ++i) tempPath += kDigits[digit(pick)];
    const int fd = ::open(tempPath.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0 || errno != EEXIST) return fd;
  }
  errno = EEXIST;
  return -1;
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

void AtomicFile::commit() {
  if (file_ == nullptr) fail("the file is already closed");
  if (std::ferror(file_)) fail("a write failed");
  if (std::fflush(file_) != 0) fail(systemReason(errno));
  if (::fsync(::fileno(file_)) != 0 && errno != EINVAL && errno != EROFS) fail(systemReason(errno));
  const int closed = std::fclose(file_);
  file_ = nullptr;
  if (closed != 0) fail(systemReason(errno));

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
