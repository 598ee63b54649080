#include "layout_worker.h"

#include <exception>

#include "noisescope/terrain/erosion.h"

namespace noisescope::gui {

namespace {

void computePoints(const LayoutRequest& r, LayoutResult& out) {
  if (erosionOn(r.params)) {
    out.refusal = "no points while erosion is on: scatter reads the field point by point";
    return;
  }
  if (const double bound = scatterPointBound(r.settings, r.region); bound > kExplorerScatterMaxPoints) {
    out.refusal = "zoom in to see points: this view could hold " +
                  std::to_string(static_cast<long long>(bound)) + ", more than " +
                  std::to_string(static_cast<long long>(kExplorerScatterMaxPoints));
    return;
  }
  if (const double bound = scatterMarginBound(r.settings, r.region); bound > kExplorerScatterMarginPoints) {
    out.refusal = "no points: the largest spacing reaches far around this view (up to " +
                  std::to_string(static_cast<long long>(bound)) +
                  " points to place there): bring the spacings closer together";
    return;
  }
  try {
    for (int slot = 0; slot < views::kMapSlots; ++slot) {
      const std::size_t i = static_cast<std::size_t>(slot);
      if (slot > 0 && r.mapKinds[i] == r.mapKinds[0]) {
        out.points[i] = out.points[0];
        continue;
      }
      out.points[i] =
          scatterPoints(paramsOfKind(r.params, r.mapKinds[i]), r.thresholds, r.cuts, r.settings, r.region,
                        ScatterSlopes::Skip);  // marks do not show the slope
    }
  } catch (const std::exception& e) {
    out.refusal = e.what();
  }
  const ScatterRegion& v = r.view;
  for (const ScatterPoint& p : out.points[static_cast<std::size_t>(r.countedSlot)])
    if (p.x >= v.x0 && p.x < v.x1 && p.y >= v.y0 && p.y < v.y1)
      ++out.counts[static_cast<std::size_t>(p.biome)];
}

void computeChunks(const LayoutRequest& r, LayoutResult& out) {
  if (erosionOn(r.params)) {
    out.chunkRefusal = "no chunks while erosion is on: a chunk reads the field at its centre";
    return;
  }
  const double across = (r.region.x1 - r.region.x0) / r.chunkSize,
               down = (r.region.y1 - r.region.y0) / r.chunkSize;
  if (r.chunkSize * r.mapPixels < kExplorerChunkMinPixels || (across + 1) * (down + 1) > kExplorerMaxChunks) {
    out.chunkRefusal = "zoom in or use larger chunks to see them: a chunk is " +
                       std::to_string(static_cast<int>(r.chunkSize * r.mapPixels)) + " pixels across here";
    return;
  }
  try {
    for (int slot = 0; slot < views::kMapSlots; ++slot) {
      const std::size_t i = static_cast<std::size_t>(slot);
      out.chunks[i] = slot > 0 && r.mapKinds[i] == r.mapKinds[0]
                          ? out.chunks[0]
                          : chunkLayout(paramsOfKind(r.params, r.mapKinds[i]), r.thresholds, r.cuts,
                                        r.chunkSize, r.region);
    }
  } catch (const std::exception& e) {
    out.chunkRefusal = e.what();
  }
}

}  // namespace

void LayoutWorker::compute(const LayoutRequest& r, LayoutResult& out) {
  out = LayoutResult{};
  out.iteration = r.iteration;
  out.request = r;
  if (hasLast_ && r.samePoints(last_.request)) {
    out.points = last_.points;
    out.counts = last_.counts;
    out.refusal = last_.refusal;
  } else if (r.pointsShown) {
    computePoints(r, out);
    out.pointsComputed = true;
  }
  if (hasLast_ && r.sameChunks(last_.request)) {
    out.chunks = last_.chunks;
    out.chunkRefusal = last_.chunkRefusal;
  } else if (r.chunksShown) {
    computeChunks(r, out);
    out.chunksComputed = true;
  }
  last_ = out;
  hasLast_ = true;
}

}  // namespace noisescope::gui
