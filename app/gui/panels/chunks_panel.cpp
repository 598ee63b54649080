// The Chunks section: the layout stage of a streamed world (noisescope/terrain/chunks.h)
// over both main maps. A chunk size, the grid drawn with or without each
// chunk filled in the biome at its centre, and the chunk and biome under the
// pointer (the hover probe says it too). The chunks come from the layout
// worker (layout_worker.h): a size change recomputes them, never a field.
#include <imgui.h>

#include <cstdio>

#include "noisescope/terrain/chunks.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"

namespace noisescope::gui {

namespace {

constexpr double kSizeLow = 1.0 / 256, kSizeHigh = 1.0;  // the slider's range, map widths

}  // namespace

void drawChunksPanel(AppState& state) {
  const Section section = sectionHeader(state, "Chunks", "chunks.header");
  if (!section.open) return;
  ChunksView& v = state.chunks;
  checkbox(state, "chunks.show", "Show chunks", &v.shown);
  hint(
      "Square chunks on a grid from (0, 0), each with the biome at its centre: what a streamed game reads, "
      "the "
      "same rows `noisescope chunks` writes.");
  ImGui::SameLine();
  checkbox(state, "chunks.filled", "filled", &v.filled);
  hint("Each chunk in its biome's colour; off: only the grid over the map.");
  ImGui::PushItemWidth(-ui(110.0f));
  slider(state, "chunks.size", "chunk size", ImGuiDataType_Double, &state.chunkSize, &kSizeLow, &kSizeHigh,
         "%.4f", ImGuiSliderFlags_Logarithmic);
  if (!(state.chunkSize >= kChunkSizeMin)) state.chunkSize = kChunkSizeMin;  // a typed 0, negative or nan
  if (state.chunkSize > kChunkSizeMax) state.chunkSize = kChunkSizeMax;
  ImGui::PopItemWidth();
  caption("in map widths: %.1f chunks across the map", 1.0 / state.chunkSize);
  if (v.shown && !v.refusal.empty()) wrapped("%s", v.refusal.c_str());
  if (v.shown && state.probe.shown && state.probe.chunk) {
    const ChunkBiome& c = *state.probe.chunk;
    wrapped("under the pointer: chunk (%lld, %lld), %s", static_cast<long long>(c.index.i),
            static_cast<long long>(c.index.j),
            state.biomeNames[static_cast<std::size_t>(c.biome)].text().data());
  }
  scrollToSectionEnd(section.opened);
}

}  // namespace noisescope::gui
