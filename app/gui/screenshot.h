// screenshot.h — the window as a PNG, with what it shows written inside.
//
// A screenshot is the window's framebuffer, read back after the frame is
// drawn, as an 8-bit RGB PNG (app/io/png_file.h, written atomically). Its
// text chunk "noisescope" holds JSON metadata (screenMetadata): the window
// size, the shared view, params and thresholds, and every marked rectangle
// (maps, tiles, band views, chips, sliders) in window pixels; a view's entry
// also says exactly what it shows (noise, params, view, octave, colour mode,
// thresholds, texture size), so anyone can render the same with core and
// compare pixels. The tests do exactly that.
#pragma once

#include <string>

#include "app_state.h"
#include "frame_counters.h"
#include "io/png_file.h"

namespace noisescope::gui {

inline constexpr const char* kMetadataKey = "noisescope";

// The back buffer of the current framebuffer, width x height, as RGB rows
// from the top. Needs a current GL context.
io::Image readWindowPixels(int width, int height);

// The metadata described above, and what the frames cost so far, as one JSON object.
std::string screenMetadata(const AppState& state, const FrameCounters& counters, int width, int height);

// "DIR/noisescope-YYYYMMDD-HHMMSS.png", or with "-2", "-3", ... when taken.
std::string timestampedScreenshotPath(const std::string& dir);

// Writes image with metadata; throws io::IoError (one line) on failure.
void writeScreenshot(const std::string& path, const io::Image& image, const std::string& metadata, bool overwrite);

// The window's back buffer (width x height) and its metadata to `path`;
// false with a one-line `error` when it could not be written.
bool saveScreenshot(const AppState& state, const FrameCounters& counters, const std::string& path,
                    bool overwrite, int width, int height, std::string& error);

}  // namespace noisescope::gui
