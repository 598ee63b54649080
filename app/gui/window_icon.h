// window_icon.h — the explorer's window icon: the island of
// packaging/icon.json (embedded at build time), the same picture the
// installed icons are rendered from with `noisescope render`.
//
// windowIconPixels draws it through the exporter's own field and colours
// (io/map_export.h, noisescope/output/colour.h), so it equals the installed PNG of the
// same size pixel for pixel. All three sizes take well under a millisecond.
#pragma once

#include <cstdint>
#include <vector>

struct GLFWwindow;

namespace noisescope::gui {

// The icon at size x size pixels, row-major RGBA, alpha 255, top row first
// (GLFWimage's layout). size in [1, 16384].
std::vector<std::uint8_t> windowIconPixels(int size);

// Gives the window the icon at 16, 32 and 48 pixels (X11 shows it in task
// bars and switchers; on Wayland the desktop entry's icon is used instead).
void setWindowIcon(GLFWwindow* window);

}  // namespace noisescope::gui
