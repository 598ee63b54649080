#include "field_worker.h"

#include <chrono>
#include <exception>

#include "noisescope/noise/fbm.h"
#include "noisescope/teaching/stats.h"

namespace noisescope::gui {

namespace {

// Brings `buffer` to (params, spec), reusing its values where a pan allows.
void refresh(FieldBuffer& buffer, const NoiseParams& params, const FieldSpec& spec) {
  if (buffer.valid && buffer.params == params && buffer.spec == spec) return;
  const std::size_t size = static_cast<std::size_t>(spec.width) * static_cast<std::size_t>(spec.height);
  const bool reusable = buffer.valid && buffer.params == params && buffer.values.size() == size;
  buffer.values.resize(size);
  buffer.valid = false;  // until filled: an exception leaves it marked unusable
  if (reusable) {
    refreshField(params, buffer.spec, spec, buffer.values);
  } else {
    fillField(params, spec, buffer.values);
  }
  buffer.params = params;
  buffer.spec = spec;
  buffer.valid = true;
}

// The fields a main map's terrain view reads besides the elevation (which
// is the map's own field); every other layer marked not valid.
void refreshLayers(std::array<FieldBuffer, kAllFieldLayers.size()>& layers, std::optional<views::ViewKind> view,
                   const NoiseParams& params, FieldSpec spec) {
  std::array<bool, kAllFieldLayers.size()> needed{};
  if (view)
    for (FieldLayer layer : views::viewFields(views::viewInfo(*view)))
      needed[static_cast<std::size_t>(layer)] = layer != FieldLayer::Elevation;
  for (std::size_t l = 0; l < layers.size(); ++l) {
    if (!needed[l]) {
      layers[l].valid = false;  // its values stay allocated for when the view shows again
      continue;
    }
    spec.layer = kAllFieldLayers[l];
    refresh(layers[l], params, spec);
  }
}

MapStats measure(const FieldBuffer& buffer) {
  const FieldStats s = computeStats(buffer.values, kHistogramBins);
  const double n = buffer.values.empty() ? 1.0 : static_cast<double>(buffer.values.size());
  MapStats m{s.min, s.max, static_cast<double>(s.outOfRange()) / n, {}};
  for (std::size_t i = 0; i < m.histogram.size() && i < s.histogram.size(); ++i)
    m.histogram[i] = static_cast<float>(static_cast<double>(s.histogram[i]) / n);
  return m;
}

}  // namespace

void FieldWorker::compute(const FieldRequest& request, FieldResult& r) {
  const auto start = std::chrono::steady_clock::now();
  r.iteration = request.iteration;
  r.request = request;
  r.error.clear();
  const ViewSizes& s = request.sizes;
  try {
    for (int slot = 0; slot < views::kMapSlots; ++slot) {
      const std::size_t i = static_cast<std::size_t>(slot);
      const FieldSpec spec{s.mapWidth, s.mapHeight, request.camera, kWholeFbm};
      refresh(r.maps[i], request.mapParams(slot), spec);
      refreshLayers(r.mapLayers[i], request.mapViews[i], request.mapParams(slot), spec);
    }
    NoiseParams p = request.params;

    r.octaveCount = r.sumCount = 0;
    if (s.tileWidth > 0) {
      p = paramsOfKind(request.params, request.octaveNoise);
      r.octaveCount = request.params.octaves;
      r.sumCount = s.octaveSums ? r.octaveCount : 0;
      for (int o = 0; o < r.octaveCount; ++o)
        refresh(r.octaves[static_cast<std::size_t>(o)], p,
                FieldSpec{s.tileWidth, s.tileHeight, request.camera, o});
      for (int k = 0; k < r.sumCount; ++k)
        refresh(r.sums[static_cast<std::size_t>(k)], runningSumParams(p, k),
                FieldSpec{s.tileWidth, s.tileHeight, request.camera, kWholeFbm});
    }
    std::array<bool, kAllFieldLayers.size()> needed{};
    for (int b = 0; s.bandWidth > 0 && b < s.bandViews; ++b)
      for (FieldLayer layer : views::viewFields(views::viewInfo(kBandRowViews[static_cast<std::size_t>(b)])))
        needed[static_cast<std::size_t>(layer)] = true;
    for (std::size_t l = 0; l < needed.size(); ++l) {
      if (!needed[l]) {
        r.bandLayers[l].valid = false;  // its values stay allocated for when the view shows again
        continue;
      }
      FieldSpec spec{s.bandWidth, s.bandHeight, request.camera, kWholeFbm};
      spec.layer = kAllFieldLayers[l];
      refresh(r.bandLayers[l], request.params, spec);
    }
    r.meshShared = false;
    if (s.meshWidth > 0) {
      // The same view at another size covers the maps' extent when the grid has their aspect.
      p = paramsOfKind(request.params, request.meshNoise);
      const FieldSpec spec{s.meshWidth, s.meshHeight, request.camera, kWholeFbm};
      for (const FieldBuffer& map : r.maps)
        if (!r.meshShared && map.valid && map.params == p && map.spec == spec) {
          r.meshShared = true;
          r.mesh.values.assign(map.values.begin(), map.values.end());
        }
      if (r.meshShared) {
        r.mesh.params = p, r.mesh.spec = spec, r.mesh.valid = true;
      } else {
        refresh(r.mesh, p, spec);
      }
    } else {
      r.mesh.valid = false;  // its values stay allocated for the next opening
    }
    if (s.meshWidth > 0 && request.meshMoisture) {
      FieldSpec spec{s.meshWidth, s.meshHeight, request.camera, kWholeFbm};
      spec.layer = FieldLayer::Moisture;
      refresh(r.meshMoisture, p, spec);
    } else {
      r.meshMoisture.valid = false;
    }

    for (std::size_t slot = 0; slot < r.maps.size(); ++slot) {
      r.mapStats[slot] = measure(r.maps[slot]);
      r.mapSpectra[slot] = request.spectrum ? mapSpectrum(r.maps[slot].values, s.mapWidth, s.mapHeight,
                                                          request.params, request.camera.zoom)
                                            : MapSpectrum{};
    }
  } catch (const std::exception& e) {
    r.error = e.what();
  }
  r.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace noisescope::gui
