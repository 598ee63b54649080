// explorer.h — the explorer window's entry point.
//
// runExplorer opens the window (GLFW, OpenGL 3.3 core, Dear ImGui) and runs
// until it is closed; `--screenshot PATH` renders the first frames, writes
// the window to PATH and exits. Returns the process exit code.
#pragma once

#include <cstdio>
#include <span>
#include <string_view>

namespace noisescope::gui {

int runExplorer(std::span<const std::string_view> args);
void printExplorerHelp(std::FILE* out);

}  // namespace noisescope::gui
