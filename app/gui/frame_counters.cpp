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

}  // namespace

std::uint64_t imguiAllocationCount() { return imguiAllocations; }

void installCountingImGuiAllocator() { ImGui::SetAllocatorFunctions(countedAlloc, countedFree, nullptr); }

}  // namespace noisescope::gui
