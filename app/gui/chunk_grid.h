// chunk_grid.h — the chunk layout drawn over both main maps.
//
// Each chunk of state.chunks on a map is its screen rectangle: the pixels
// whose centres fall inside it, as `render --view chunks` assigns them, so a
// filled chunk (state.chunks.filled) is exactly the pixels of that view, in
// its biome's colour (state.biomeColours). A dark line of one pixel marks
// each chunk's left and top pixel edge, so neighbours of one biome stay
// apart; lines are left out below 8 pixels a chunk, where they would cover
// it. The camera of this frame places them, so a pan moves them with the
// map at once. Cost: one rectangle and two lines per chunk in view.
#pragma once

#include "app_state.h"

namespace noisescope::gui {

// Into the current window's draw list (the views' child), clipped to each map.
void drawChunkGrid(const AppState& state);

// The chunk of map slot `slot` holding map point (mx, my) among those
// computed, or nullptr (not shown, not computed yet, outside the region).
const ChunkBiome* shownChunkAt(const AppState& state, int slot, double mx, double my);

}  // namespace noisescope::gui
