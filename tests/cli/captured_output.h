// captured_output.h — what a command wrote, for the command-line tests: its
// exit code and its stdout and stderr, each captured in a temporary file
// (capture).
#pragma once

#include <cstdio>
#include <string>

namespace noisescope::cli::testing {

struct Result {
  int code;
  std::string out;
  std::string err;
};

// Everything written to f, which is closed afterwards.
inline std::string slurp(std::FILE* f) {
  std::rewind(f);
  std::string s;
  char buf[4096];
  std::size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) s.append(buf, n);
  std::fclose(f);
  return s;
}

// Runs command(out, err) with both streams captured: its exit code and what
// it wrote to each.
template <class Command>
Result capture(Command&& command) {
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  const int code = command(out, err);
  return Result{code, slurp(out), slurp(err)};
}

}  // namespace noisescope::cli::testing
