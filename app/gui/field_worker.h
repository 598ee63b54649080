// field_worker.h — computes the explorer's fields on a thread of its own.
//
// The UI thread posts a FieldRequest whenever what the views need changes
// (parameters, view, sizes); the worker computes every field of it with
// core's bulk calls (refreshField: a pan recomputes only the uncovered
// strips) and hands back a FieldResult. With erosion on, the eroded fields
// show first as the land before erosion, then after every round of droplets
// (noisescope/terrain/erosion.h ErosionRun) as the land part-way, each a
// part of the result (latest_worker.h publishPart), until the whole erosion
// is done or a newer request stops it. Requests carry an iteration number:
// a request posted while the worker is busy replaces any older one still
// waiting, and a result older than the one already shown is dropped, so the
// views never step backwards. Results travel by swapping buffers: once the
// sizes settle, a refresh allocates nothing but the statistics' histogram.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "app_state.h"
#include "noisescope/fill/field.h"
#include "latest_worker.h"
#include "spectrum.h"

namespace noisescope::gui {

// What the views need: one request yields every field of a frame.
struct FieldRequest {
  std::uint64_t iteration = 0;  // increases with every request posted
  NoiseParams params{};         // clamped; params.noise is the band views' noise
  views::MapKinds mapKinds = views::kDefaultMapKinds;  // the main maps' kinds, left and right
  views::MapViews mapViews = views::kDefaultMapViews;  // and what each shows (a terrain view's fields too)
  Camera camera{};
  ViewSizes sizes{};
  NoiseKind octaveNoise = NoiseKind::Gradient;
  bool spectrum = false;        // also the two maps' power spectra (the spectrum panel is open)
  NoiseKind meshNoise = NoiseKind::Gradient;  // the 3D panel's noise (sizes.meshWidth > 0)
  bool meshMoisture = false;                  // also the moisture at the grid's size (the mesh shows biomes)

  // The parameters main map `slot` (0 left, 1 right) is computed with.
  NoiseParams mapParams(int slot) const {
    return paramsOfKind(params, mapKinds[static_cast<std::size_t>(slot)]);
  }

  // Same fields needed (the iteration aside).
  bool sameFields(const FieldRequest& o) const {
    return params == o.params && mapKinds == o.mapKinds && mapViews == o.mapViews && camera == o.camera &&
           sizes == o.sizes &&
           octaveNoise == o.octaveNoise && spectrum == o.spectrum && meshNoise == o.meshNoise &&
           meshMoisture == o.meshMoisture;
  }
};

// One field and what it was computed for.
struct FieldBuffer {
  NoiseParams params{};
  FieldSpec spec{};
  std::vector<float> values;  // spec.width * spec.height, row-major
  bool valid = false;
  bool eroding = false;  // values are the land part-way through its erosion: shown, never reused
};

// Every FieldLayer, the erosion masks included: the layers a main map's view may read.
inline constexpr std::size_t kLayerSlots = static_cast<std::size_t>(FieldLayer::Deposit) + 1;

struct FieldResult {
  std::uint64_t iteration = 0;
  FieldRequest request{};
  std::array<FieldBuffer, views::kMapSlots> maps;  // the two main maps (fBm of request.mapParams(slot))
  // A main map showing a terrain view (request.mapViews): the fields it
  // reads besides the elevation in maps, at map size, indexed by FieldLayer;
  // the others are not valid.
  std::array<std::array<FieldBuffer, kLayerSlots>, views::kMapSlots> mapLayers;
  std::array<FieldBuffer, kOctavesMax> octaves; // octave tiles of request.octaveNoise
  int octaveCount = 0;
  std::array<FieldBuffer, kOctavesMax> sums;    // running sums of octaves 0..k (runningSumParams), the
  int sumCount = 0;                             // tiles' noise and size; octaveCount with sizes.octaveSums, else 0
  // The band row's fields at band-view size, indexed by FieldLayer: those
  // the first sizes.bandViews views of kBandRowViews read (views::viewFields),
  // of params.noise; the others are not valid.
  std::array<FieldBuffer, kAllFieldLayers.size()> bandLayers;
  FieldBuffer mesh;                             // elevation of request.meshNoise at the 3D grid's size
                                                // over the maps' extent; invalid while the panel is closed
  bool meshShared = false;                      // mesh is a copy of a main map (same params and spec):
                                                // no field of its own was sampled
  FieldBuffer meshMoisture;                     // moisture at mesh's spec; valid only with request.meshMoisture
  std::array<MapStats, views::kMapSlots> mapStats;       // range, share outside [0, 1], histogram
  std::array<MapSpectrum, views::kMapSlots> mapSpectra;  // empty unless request.spectrum
  double erosion = 1.0;                         // share of the erosion done, [0, 1]; 1 with erosion off
  double milliseconds = 0;                      // wall time of the whole refresh
  std::string error;                            // empty unless core refused the request
};

// FieldRequest in, FieldResult out, on a thread of its own (latest_worker.h).
class FieldWorker : public LatestWorker<FieldRequest, FieldResult> {
 public:
  // `wake` is called from the worker when a result is ready (glfwPostEmptyEvent).
  explicit FieldWorker(std::function<void()> wake)
      : LatestWorker([this](const FieldRequest& r, FieldResult& out) { compute(r, out); }, std::move(wake)) {}
  ~FieldWorker() { stop(); }  // before this goes: compute publishes through it

 private:
  void compute(const FieldRequest& request, FieldResult& result);
};

}  // namespace noisescope::gui
