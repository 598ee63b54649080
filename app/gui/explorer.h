// explorer.h — the explorer window's entry point.
//
// runExplorer opens the window (GLFW, OpenGL 3.3 core, Dear ImGui) and runs
// until it is closed; `--screenshot PATH` renders the first frames, writes
// the window to PATH and exits. Returns the process exit code. Three
// builds of it: explorer.cpp (the window, in noisescope-explorer),
// explorer_launch.cpp (noisescope's: execv of noisescope-explorer, returning
// 1 with one line only if that cannot start) and explorer_disabled.cpp
// (NOISESCOPE_GUI=OFF: checks the options, says there is no window, 1).
// printExplorerHelp (explorer_options.cpp) writes the explorer's options.
#pragma once

#include <cstdio>
#include <span>
#include <string_view>

namespace noisescope::gui {

int runExplorer(std::span<const std::string_view> args);
void printExplorerHelp(std::FILE* out);

}  // namespace noisescope::gui
