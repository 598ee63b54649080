// frame_counters.h — what the explorer's frames cost, so the claim "an idle
// frame allocates nothing and uploads nothing" can be checked, not believed.
//
// A frame is idle when nothing happened in it nor in the frame before (a
// change made while drawing shows one frame later): no input event, no new
// field from the worker, no re-colouring, no new request, no resize, and no
// field on its way (the frames at start wait for the first fields), no
// repaint of the window's picture (window_cache.h). Every count is
// since start; a screenshot's metadata carries them (screenshot.h).
#pragma once

#include <cstdint>

namespace noisescope::gui {

inline constexpr std::int64_t kNotCounted = -1;

struct FrameCounters {
  std::uint64_t frames = 0;
  std::uint64_t idleFrames = 0;
  std::uint64_t uploads = 0;        // field uploads into float textures (glTexImage2D / glTexSubImage2D)
  std::uint64_t colourPasses = 0;   // shader passes into the RGBA images
  std::uint64_t idleUploads = 0;    // ... of those, in idle frames
  std::uint64_t idleColourPasses = 0;
  std::uint64_t idleImGuiAllocations = 0;  // Dear ImGui's heap allocations in idle frames
  std::int64_t idleNewAllocations = kNotCounted;  // operator new on the UI thread in idle frames, when counted
};

// Keeps FrameCounters: begin() before a frame's work, end() after it.
class FrameMeter {
 public:
  FrameMeter();
  void begin(std::uint64_t uploads, std::uint64_t colourPasses);
  // `changed`: anything happened this frame (or was still on its way).
  void end(bool changed, std::uint64_t uploads, std::uint64_t colourPasses);
  const FrameCounters& counters() const { return counters_; }

 private:
  FrameCounters counters_;
  std::uint64_t imguiBefore_ = 0, newBefore_ = 0, uploadsBefore_ = 0, passesBefore_ = 0;
  bool previousChanged_ = true;
};

// Set by a build that counts operator new per thread (tests/gui/alloc_probe.cpp
// replaces it); null in the product, whose operator new is the library's.
extern std::uint64_t (*threadNewCount)();

// Routes Dear ImGui's allocations through a counting malloc/free. Call
// before ImGui::CreateContext.
void installCountingImGuiAllocator();

}  // namespace noisescope::gui
