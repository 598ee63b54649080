// code_command.h — `noisescope code`: the map as a standalone C99,
// JavaScript or GLSL file (io/code_export.h) that a game calls instead of
// reading pixels.
//
// Takes --lang, -o FILE (or "-o -" for standard output), --force, and the
// options `sample` takes (lattice units: no view). The file is written
// atomically: a refusal or a failed write leaves no file and exit 2 (bad
// input) or 1 (the write), with one line on err.
#pragma once

#include <cstdio>
#include <span>
#include <string_view>

namespace noisescope::cli {

// args are the words after "code". Returns the process exit code.
int runCode(std::span<const std::string_view> args, std::FILE* out, std::FILE* err);

}  // namespace noisescope::cli
