// The peers on the same grid, one thread: stb_perlin's fBm (float, 3D Perlin
// noise at z = 0), libnoise's Perlin module (double, standard quality),
// libnoise's Voronoi module (one octave of cells, with the distance added:
// the peer of Worley noise), and Noisescope's own scalar double definition,
// fbm(), pixel by pixel.
#define STB_PERLIN_IMPLEMENTATION
#include <stb/stb_perlin.h>

#include <libnoise/noise.h>

#include <string>

#include "bench_summary.h"
#include "noisescope/noise/fbm.h"

namespace noisescope::bench {

namespace {

constexpr double kStep = kCells / kGrid;  // lattice units per pixel

template <class Sample>
void sampleGrid(benchmark::State& state, const Entry& e, Sample sample) {
  for (auto _ : state) {
    double sum = 0.0;
    for (int y = 0; y < kGrid; ++y)
      for (int x = 0; x < kGrid; ++x) sum += sample((x + 0.5) * kStep, (y + 0.5) * kStep);
    benchmark::DoNotOptimize(sum);
  }
  countItems(state, e);
}

void stbBody(benchmark::State& state, const Entry& e) {
  sampleGrid(state, e, [&](double x, double y) {
    return stb_perlin_fbm_noise3(static_cast<float>(x), static_cast<float>(y), 0.0f, 2.0f, 0.5f, e.octaves);
  });
}

void libnoiseBody(benchmark::State& state, const Entry& e) {
  noise::module::Perlin perlin;
  perlin.SetOctaveCount(e.octaves);
  perlin.SetFrequency(1.0);
  perlin.SetLacunarity(2.0);
  perlin.SetPersistence(0.5);
  perlin.SetNoiseQuality(noise::QUALITY_STD);
  sampleGrid(state, e, [&](double x, double y) { return perlin.GetValue(x, y, 0.0); });
}

void voronoiBody(benchmark::State& state, const Entry& e) {
  noise::module::Voronoi voronoi;
  voronoi.SetFrequency(1.0);
  voronoi.EnableDistance(true);
  sampleGrid(state, e, [&](double x, double y) { return voronoi.GetValue(x, y, 0.0); });
}

void referenceBody(benchmark::State& state, const Entry& e) {
  NoiseParams p;
  p.octaves = e.octaves;
  sampleGrid(state, e, [&](double x, double y) { return fbm(p, x, y); });
}

}  // namespace

void registerPeerBenchmarks() {
  for (int octaves : {1, 5, 8}) {
    const double items = static_cast<double>(kGrid) * kGrid * octaves;
    const std::string suffix = "/octaves:" + std::to_string(octaves);
    add("peer/stb_perlin_fbm" + suffix, Entry{"peer", "stb_perlin fbm", octaves, 1, "", items}, stbBody);
    add("peer/libnoise_perlin" + suffix, Entry{"peer", "libnoise Perlin", octaves, 1, "", items}, libnoiseBody);
    if (octaves == 1)
      add("peer/libnoise_voronoi" + suffix,
          Entry{"peer", "libnoise Voronoi", octaves, 1, "", items, "worley"}, voronoiBody);
    add("peer/scalar_fbm_reference" + suffix, Entry{"peer", "fbm() double reference", octaves, 1, "", items},
        referenceBody);
  }
}

}  // namespace noisescope::bench
