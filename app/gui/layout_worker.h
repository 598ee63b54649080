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
// region computes: a pan does not make them jump. The worker keeps its last
// result: a request that changes only what the chunks read (a chunk size
// drag) takes the points from it, and one that changes only the points'
// settings (a spacing drag) takes the chunks, so neither drag pays for both
// (100,000 points took 0.7 s on two cores, a chunk layout milliseconds).
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
// make more shows none and says why. At this bound the whole island at
// spacing 0.002 shows (181,000 marks on both maps at 1600 x 1000: the frame
// 28 -> 42 ms under llvmpipe).
inline constexpr double kExplorerScatterMaxPoints = 1'000'000;
// The most the view and the margin scatter fills around it may hold
// (scatter.h: scatterMarginBound): a largest spacing far above the smallest
// makes that margin large whatever the zoom.
inline constexpr double kExplorerScatterMarginPoints = 2 * kExplorerScatterMaxPoints;
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

  // The field and the region: what both the points and the chunks read.
  bool sameField(const LayoutRequest& o) const {
    return params == o.params && mapKinds == o.mapKinds && thresholds == o.thresholds && cuts == o.cuts &&
           region.x0 == o.region.x0 && region.y0 == o.region.y0 && region.x1 == o.region.x1 &&
           region.y1 == o.region.y1;
  }
  // The same points and counts come out.
  bool samePoints(const LayoutRequest& o) const {
    return sameField(o) && pointsShown == o.pointsShown && settings == o.settings && view.x0 == o.view.x0 &&
           view.y0 == o.view.y0 && view.x1 == o.view.x1 && view.y1 == o.view.y1 && countedSlot == o.countedSlot;
  }
  // The same chunks come out.
  bool sameChunks(const LayoutRequest& o) const {
    return sameField(o) && chunksShown == o.chunksShown && chunkSize == o.chunkSize && mapPixels == o.mapPixels;
  }
  bool sameLayout(const LayoutRequest& o) const { return samePoints(o) && sameChunks(o); }
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
  // Whether this job computed the points and the chunks (false: the last job's were still right).
  bool pointsComputed = false, chunksComputed = false;
};

// LayoutRequest in, LayoutResult out, on a thread of its own (latest_worker.h).
class LayoutWorker : public LatestWorker<LayoutRequest, LayoutResult> {
 public:
  // wake() is called on the worker thread when a result is ready.
  explicit LayoutWorker(std::function<void()> wake)
      : LatestWorker([this](const LayoutRequest& r, LayoutResult& out) { compute(r, out); }, std::move(wake)) {}
  ~LayoutWorker() { stop(); }  // before last_ goes: compute uses it
  LayoutWorker(const LayoutWorker&) = delete;
  LayoutWorker& operator=(const LayoutWorker&) = delete;

 private:
  void compute(const LayoutRequest& request, LayoutResult& result);

  LayoutResult last_;  // the last job's result, on the worker thread alone
  bool hasLast_ = false;
};

}  // namespace noisescope::gui
