// runExplorer for the command-line executable (noisescope) of a build with
// the window: it starts noisescope-explorer in this process's place, so the
// commands never load GLFW, X11, OpenGL or FFTW, and the explorer keeps this
// process (its id, its standard streams) as if it had been started directly.
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "explorer.h"
#include "io/atomic_file.h"

namespace noisescope::gui {

namespace {

// The folder of this executable, with a trailing '/'; empty if unknown.
std::string ownFolder() {
  std::string path(4096, '\0');
  const ssize_t length = ::readlink("/proc/self/exe", path.data(), path.size());
  if (length <= 0 || static_cast<std::size_t>(length) >= path.size()) return {};
  path.resize(static_cast<std::size_t>(length));
  return path.substr(0, path.rfind('/') + 1);
}

}  // namespace

int runExplorer(std::span<const std::string_view> args) {
  std::vector<std::string> words{"noisescope"};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);

  // Beside this executable (the build tree), then where `install` puts it.
  const std::string folder = ownFolder();
  if (folder.empty()) {
    std::fprintf(stderr, "noisescope: cannot start the explorer window: this executable's folder is unknown\n");
    return 1;
  }
  std::string tried;
  int error = ENOENT;
  for (const std::string& path : {folder + "noisescope-explorer", folder + NOISESCOPE_EXPLORER_FROM_BINDIR}) {
    ::execv(path.c_str(), argv.data());
    if (errno != ENOENT || tried.empty()) error = errno;
    tried = path;
  }
  std::fprintf(stderr, "noisescope: cannot start the explorer window %s: %s\n", io::quotedPath(tried).c_str(),
               std::strerror(error));
  return 1;
}

}  // namespace noisescope::gui
