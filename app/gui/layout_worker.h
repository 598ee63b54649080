// layout_worker.h — the explorer's layout stage on a thread of its own: the
// scatter points and the chunks over both main maps.
//
// The UI thread posts a LayoutRequest when the settings, the field or the
// region in view change; the worker runs core's scatterPoints (scatter.h)
// and chunkLayout (chunks.h) and hands back the points and chunks. A request
// posted while the worker is busy replaces any older one still waiting, so a
// drag costs one job at a time, and no field job: a spacing or chunk size
// change moves only the layout. Points and chunks are the same wherever the
// region falls, so those already in view keep their places while the new
// region computes: a pan does not make them jump.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "noisescope/terrain/chunks.h"
#include "noisescope/terrain/scatter.h"
#include "latest_worker.h"
#include "views/map_views.h"

namespace noisescope::gui {

// The most points the explorer asks for in one region; a zoom out that could
// make more shows none and says why (about 5 ms of drawing under llvmpipe
// per 50,000 marks is what the window can carry).
inline constexpr double kExplorerScatterMaxPoints = 200'000;
// The most chunks in one region, and the smallest a chunk may be on screen
// (in pixels) for the grid to be drawn: below either the view shows none and
// says why.
inline constexpr double kExplorerMaxChunks = 40'000;
inline constexpr double kExplorerChunkMinPixels = 4.0;

struct LayoutRequest {
  std::uint64_t iteration = 0;
  NoiseParams params{};  // clamped; each map's points use paramsOfKind(params, its kind)
  views::MapKinds mapKinds = views::kDefaultMapKinds;
  Thresholds thresholds{};
  BiomeCuts cuts{};
  bool pointsShown = false;
  ScatterSettings settings{};
  ScatterRegion region{};  // computed: the view with a margin
  ScatterRegion view{};    // counted: the maps' view
  int countedSlot = 1;     // the main map whose points are counted per biome
  bool chunksShown = false;
  double chunkSize = kChunkSizeDefault;  // map widths
  double mapPixels = 1;                  // pixels per map width on screen: how small a chunk is drawn

  bool sameLayout(const LayoutRequest& o) const {
    return params == o.params && mapKinds == o.mapKinds && thresholds == o.thresholds && cuts == o.cuts &&
           pointsShown == o.pointsShown && settings == o.settings && region.x0 == o.region.x0 &&
           region.y0 == o.region.y0 && region.x1 == o.region.x1 && region.y1 == o.region.y1 &&
           chunksShown == o.chunksShown && chunkSize == o.chunkSize && mapPixels == o.mapPixels;
  }
};

struct LayoutResult {
  std::uint64_t iteration = 0;
  LayoutRequest request{};
  // Each main map's points (its own kind's field), map widths, sorted by y then x.
  std::array<std::vector<ScatterPoint>, views::kMapSlots> points;
  std::array<int, kBiomeCount> counts{};  // countedSlot's points inside view, per biome
  std::string refusal;                    // why there are none (too many at this zoom, erosion), or empty
  // Each main map's chunks over region (chunks.h chunkLayout order), when shown.
  std::array<std::vector<ChunkBiome>, views::kMapSlots> chunks;
  std::string chunkRefusal;  // why there are none, or empty
};

// LayoutRequest in, LayoutResult out, on a thread of its own (latest_worker.h).
class LayoutWorker : public LatestWorker<LayoutRequest, LayoutResult> {
 public:
  // wake() is called on the worker thread when a result is ready.
  explicit LayoutWorker(std::function<void()> wake) : LatestWorker(&compute, std::move(wake)) {}

 private:
  static void compute(const LayoutRequest& request, LayoutResult& result);
};

}  // namespace noisescope::gui
