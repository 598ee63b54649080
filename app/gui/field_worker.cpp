#include "field_worker.h"

#include <algorithm>
#include <chrono>
#include <exception>
#include <optional>

#include "noisescope/noise/fbm.h"
#include "noisescope/teaching/stats.h"
#include "noisescope/fill/eroded_field.h"

namespace noisescope::gui {

namespace {

// One region the worker erodes in steps, and the fields that show it: the
// eroded elevation, biome classes and masks of one map size, camera and
// parameters share a run (noisescope/fill/eroded_field.h).
struct ErodingRegion {
  NoiseParams params;  // clamped, erosion on
  FieldSpec spec;      // the region: its size and camera (elevation layer)
  std::vector<FieldBuffer*> targets;
  std::optional<ErodedField> run;

  // Starts the run from the land before erosion.
  void start() {
    bool biome = false, mask = false;
    for (const FieldBuffer* t : targets)
      biome = biome || t->spec.layer == FieldLayer::Biome, mask = mask || isErosionMask(t->spec.layer);
    run.emplace(params, spec, biome, mask);
  }

  // The targets as the region stands (before the first round: the land
  // before erosion, from the run's own fill).
  void show() {
    for (FieldBuffer* t : targets) {
      run->layer(t->spec, t->values);
      t->eroding = !run->done();
      t->valid = true;
    }
  }
};

using ErodingRegions = std::vector<ErodingRegion>;

// Brings `buffer` to (params, spec), reusing its values where a pan allows.
// A field that erosion changes (fillsWhole) joins the region that `regions`
// erodes in steps and stays not valid until that region shows it.
void refresh(FieldBuffer& buffer, const NoiseParams& params, const FieldSpec& spec, ErodingRegions& regions) {
  if (buffer.valid && !buffer.eroding && buffer.params == params && buffer.spec == spec) return;
  const std::size_t size = static_cast<std::size_t>(spec.width) * static_cast<std::size_t>(spec.height);
  const bool reusable = buffer.valid && !buffer.eroding && buffer.params == params && buffer.values.size() == size;
  buffer.values.resize(size);
  buffer.valid = false;  // until filled: an exception leaves it marked unusable
  buffer.eroding = false;
  const NoiseParams c = clampParams(params);
  if (fillsWhole(c, spec)) {
    FieldSpec region{spec.width, spec.height, spec.camera, kWholeFbm};
    ErodingRegion* r = nullptr;
    for (ErodingRegion& e : regions)
      if (e.params == c && e.spec == region) r = &e;
    if (r == nullptr) r = &regions.emplace_back(ErodingRegion{c, region, {}, {}});
    r->targets.push_back(&buffer);
    buffer.eroding = true;
    buffer.params = params;
    buffer.spec = spec;
    return;
  }
  if (reusable)
    refreshField(params, buffer.spec, spec, buffer.values);
  else
    fillField(params, spec, buffer.values);
  buffer.params = params;
  buffer.spec = spec;
  buffer.valid = true;
}

// The fields a main map's terrain view reads besides the elevation (which
// is the map's own field); every other layer marked not valid.
void refreshLayers(std::array<FieldBuffer, kLayerSlots>& layers, std::optional<views::ViewKind> view,
                   const NoiseParams& params, FieldSpec spec, ErodingRegions& regions) {
  std::array<bool, kLayerSlots> needed{};
  if (view)
    for (FieldLayer layer : views::viewFields(views::viewInfo(*view)))
      needed[static_cast<std::size_t>(layer)] = layer != FieldLayer::Elevation;
  for (std::size_t l = 0; l < layers.size(); ++l) {
    if (!needed[l]) {
      layers[l].valid = false;  // its values stay allocated for when the view shows again
      continue;
    }
    spec.layer = static_cast<FieldLayer>(l);
    refresh(layers[l], params, spec, regions);
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

// The maps' statistics and spectra, from the maps as they stand.
void measureMaps(const FieldRequest& request, FieldResult& r) {
  const ViewSizes& s = request.sizes;
  for (std::size_t slot = 0; slot < r.maps.size(); ++slot) {
    r.mapStats[slot] = measure(r.maps[slot]);
    r.mapSpectra[slot] = request.spectrum ? mapSpectrum(r.maps[slot].values, s.mapWidth, s.mapHeight,
                                                        request.params, request.camera.zoom)
                                          : MapSpectrum{};
  }
}

}  // namespace

void FieldWorker::compute(const FieldRequest& request, FieldResult& r) {
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed = [&] {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  };
  r.iteration = request.iteration;
  r.request = request;
  r.error.clear();
  r.erosion = 1.0;
  const ViewSizes& s = request.sizes;
  ErodingRegions regions;
  try {
    for (int slot = 0; slot < views::kMapSlots; ++slot) {
      const std::size_t i = static_cast<std::size_t>(slot);
      const FieldSpec spec{s.mapWidth, s.mapHeight, request.camera, kWholeFbm};
      refresh(r.maps[i], request.mapParams(slot), spec, regions);
      refreshLayers(r.mapLayers[i], request.mapViews[i], request.mapParams(slot), spec, regions);
    }
    NoiseParams p = request.params;

    r.octaveCount = r.sumCount = 0;
    if (s.tileWidth > 0) {
      p = paramsOfKind(request.params, request.octaveNoise);
      r.octaveCount = request.params.octaves;
      r.sumCount = s.octaveSums ? r.octaveCount : 0;
      for (int o = 0; o < r.octaveCount; ++o)
        refresh(r.octaves[static_cast<std::size_t>(o)], p, FieldSpec{s.tileWidth, s.tileHeight, request.camera, o},
                regions);
      for (int k = 0; k < r.sumCount; ++k)
        refresh(r.sums[static_cast<std::size_t>(k)], runningSumParams(p, k),
                FieldSpec{s.tileWidth, s.tileHeight, request.camera, kWholeFbm}, regions);
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
      refresh(r.bandLayers[l], request.params, spec, regions);
    }
    r.meshShared = false;
    if (s.meshWidth > 0) {
      // The same view at another size covers the maps' extent when the grid has their aspect.
      p = paramsOfKind(request.params, request.meshNoise);
      const FieldSpec spec{s.meshWidth, s.meshHeight, request.camera, kWholeFbm};
      for (const FieldBuffer& map : r.maps)
        if (!r.meshShared && map.valid && !map.eroding && map.params == p && map.spec == spec) {
          r.meshShared = true;
          r.mesh.values.assign(map.values.begin(), map.values.end());
        }
      if (r.meshShared) {
        r.mesh.params = p, r.mesh.spec = spec, r.mesh.valid = true, r.mesh.eroding = false;
      } else {
        refresh(r.mesh, p, spec, regions);  // an eroding map of the same region erodes once for both
      }
    } else {
      r.mesh.valid = false;  // its values stay allocated for the next opening
    }
    if (s.meshWidth > 0 && request.meshMoisture) {
      FieldSpec spec{s.meshWidth, s.meshHeight, request.camera, kWholeFbm};
      spec.layer = FieldLayer::Moisture;
      refresh(r.meshMoisture, p, spec, regions);
    } else {
      r.meshMoisture.valid = false;
    }
    // The erosion, a round of droplets of one region at a time, each round
    // shown; first the land before erosion, from each run's own fill.
    double droplets = 0;
    for (ErodingRegion& e : regions) {
      e.start();
      e.show();
      droplets += static_cast<double>(e.run->droplets());
    }
    measureMaps(request, r);
    if (!regions.empty()) {
      const auto showPart = [&] {
        r.erosion = 0.0;
        for (const ErodingRegion& e : regions)
          r.erosion += droplets > 0 ? static_cast<double>(e.run->dropletsRun()) / droplets : 0.0;
        r.erosion = std::min(r.erosion, 0.999);
        r.milliseconds = elapsed();
        publishPart(r);
      };
      showPart();  // the land before erosion
      for (bool done = false; !done;) {
        done = true;
        for (ErodingRegion& e : regions) {
          if (superseded()) return;  // the land part-way, until the newer request's fields come
          if (e.run->done()) continue;
          e.run->advance(1);
          e.show();
          done = done && e.run->done();
          // The maps' statistics and spectra again only when this region is a main map's.
          if (std::any_of(e.targets.begin(), e.targets.end(),
                          [&](const FieldBuffer* t) { return t == &r.maps[0] || t == &r.maps[1]; }))
            measureMaps(request, r);
          if (!done) showPart();
        }
      }
      r.erosion = 1.0;
    }
  } catch (const std::exception& e) {
    r.error = e.what();
  }
  r.milliseconds = elapsed();
}

}  // namespace noisescope::gui
