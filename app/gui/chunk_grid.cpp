#include "chunk_grid.h"

#include <imgui.h>

#include <cmath>

#include "gui/main_map_overlay.h"

namespace noisescope::gui {

namespace {

constexpr double kLinesFromPixels = 8.0;

// The first pixel (from the map's left or top edge) whose centre lies at or
// after the map coordinate `edge`.
float firstPixel(double edge, double centre, double scale, double half) {
  return static_cast<float>(std::ceil((edge - centre) * scale + half - 0.5));
}

}  // namespace

const ChunkBiome* shownChunkAt(const AppState& state, int slot, double mx, double my) {
  const ChunksView& v = state.chunks;
  const std::vector<ChunkBiome>& chunks = v.chunks[static_cast<std::size_t>(slot)];
  if (!v.shown || chunks.empty()) return nullptr;
  const ChunkIndex want = chunkAt(mx, my, v.size), first = chunks.front().index, last = chunks.back().index;
  if (want.i < first.i || want.i > last.i || want.j < first.j || want.j > last.j) return nullptr;
  const auto columns = static_cast<std::size_t>(last.i - first.i + 1);
  return &chunks[static_cast<std::size_t>(want.j - first.j) * columns +
                 static_cast<std::size_t>(want.i - first.i)];
}

void drawChunkGrid(const AppState& state) {
  const ChunksView& v = state.chunks;
  if (!v.shown) return;
  forEachMainMap(state, [&](const MainMapFrame& map, ImDrawList& draw) {
    const ScreenRect& r = map.rect;
    const bool lines = v.size * map.scale >= kLinesFromPixels;
    for (const ChunkBiome& c : v.chunks[static_cast<std::size_t>(map.slot)]) {
      const double x0 = static_cast<double>(c.index.i) * v.size, y0 = static_cast<double>(c.index.j) * v.size;
      const float px0 = firstPixel(x0, state.camera.cx, map.scale, map.width * 0.5);
      const float px1 = firstPixel(x0 + v.size, state.camera.cx, map.scale, map.width * 0.5);
      const float py0 = firstPixel(y0, state.camera.cy, map.scale, r.h * 0.5);
      const float py1 = firstPixel(y0 + v.size, state.camera.cy, map.scale, r.h * 0.5);
      if (px1 <= 0 || py1 <= 0 || px0 >= r.w || py0 >= r.h) continue;
      const ImVec2 a(r.x + px0, r.y + py0), b(r.x + px1, r.y + py1);
      if (v.filled) {
        const Rgb8 colour = state.biomeColours[static_cast<std::size_t>(c.biome)];
        draw.AddRectFilled(a, b, IM_COL32(colour.r, colour.g, colour.b, 255));
      }
      if (lines) {
        draw.AddRectFilled(a, ImVec2(a.x + 1.0f, b.y), IM_COL32(0, 0, 0, 150));
        draw.AddRectFilled(ImVec2(a.x + 1.0f, a.y), ImVec2(b.x, a.y + 1.0f), IM_COL32(0, 0, 0, 150));
      }
    }
  });
}

}  // namespace noisescope::gui
