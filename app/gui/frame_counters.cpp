#include "frame_counters.h"

#include <imgui.h>

#include <cstdlib>

namespace noisescope::gui {

std::uint64_t (*threadNewCount)() = nullptr;

namespace {

std::uint64_t imguiAllocations = 0;  // Dear ImGui allocates on the UI thread only

void* countedAlloc(std::size_t size, void*) {
  ++imguiAllocations;
  return std::malloc(size);
}

void countedFree(void* p, void*) { std::free(p); }

std::uint64_t newCount() { return threadNewCount != nullptr ? threadNewCount() : 0; }

}  // namespace

FrameMeter::FrameMeter() {
  if (threadNewCount != nullptr) counters_.idleNewAllocations = 0;
}

void FrameMeter::begin(std::uint64_t uploads, std::uint64_t colourPasses) {
  imguiBefore_ = imguiAllocations;
  newBefore_ = newCount();
  uploadsBefore_ = uploads;
  passesBefore_ = colourPasses;
}

void FrameMeter::end(bool changed, std::uint64_t uploads, std::uint64_t colourPasses) {
  FrameCounters& c = counters_;
  c.frames += 1;
  c.uploads = uploads;
  c.colourPasses = colourPasses;
  // Idle: nothing happened in this frame nor in the one before (a change
  // made while drawing, a new status line, shows one frame later).
  if (!changed && !previousChanged_) {
    c.idleFrames += 1;
    c.idleUploads += uploads - uploadsBefore_;
    c.idleColourPasses += colourPasses - passesBefore_;
    c.idleImGuiAllocations += imguiAllocations - imguiBefore_;
    if (c.idleNewAllocations != kNotCounted) c.idleNewAllocations += static_cast<std::int64_t>(newCount() - newBefore_);
  }
  previousChanged_ = changed;
}

void installCountingImGuiAllocator() { ImGui::SetAllocatorFunctions(countedAlloc, countedFree, nullptr); }

}  // namespace noisescope::gui
