// exit_status.h — the exit status of bad input, one rule for every command
// (sample, render, explain) and the explorer's command line
// (docs/manual/command-line.md):
//
//   2  a usage error: an unknown or malformed option, a value out of range,
//      or a file that was read but is wrong inside (a preset, a lesson, a
//      PNG's metadata): options::UsageError, io::PresetError
//   1  a file that cannot be read or written: missing, a folder, unreadable,
//      no such built-in preset or lesson, or an output that exists without
//      --force (io::IoError); and anything else that stops a command
//
// The message is always one line, "noisescope[ COMMAND]: WHAT".
#pragma once

#include <cstdio>
#include <exception>
#include <string_view>

namespace noisescope::options {

inline constexpr int kExitUsage = 2;
inline constexpr int kExitCannotRead = 1;

// The status above for an exception a command stops on.
int badInputStatus(const std::exception& error);

// Writes "WHO: WHAT" on err (one line; an output that exists adds "(--force
// replaces it)") and returns badInputStatus(error).
int reportBadInput(std::FILE* err, std::string_view who, const std::exception& error);

}  // namespace noisescope::options
