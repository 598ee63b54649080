// Noisescope's own field fill: every path the CPU runs, 1 and 2 threads, and
// the explorer's full and pan refreshes.
#include <array>
#include <cstdio>
#include <string>
#include <vector>

#include "bench_summary.h"
#include "noisescope/fill/field.h"
#include "noisescope/noise/noise_kinds.h"

namespace noisescope::bench {

namespace {

void fillBody(benchmark::State& state, const Entry& e) {
  setFieldPath(*fieldPathFromName(e.path));
  setFieldThreads(e.threads);
  timeFill(state, e, benchParams(e.noise, e.octaves),
           FieldSpec{kGrid, kGrid, defaultCamera(kGrid, kGrid), kWholeFbm});
  setFieldPath(FieldPath::Auto);
  setFieldThreads(0);
}

// The explorer's frame: two maps, 512 x 512 at 8 octaves (value and
// gradient, its first screen; or simplex and Worley), and the right map's
// first eight octaves as 128 x 128 tiles, one shared view.
struct Explorer {
  static constexpr int kMap = 512;
  static constexpr int kTile = 128;
  NoiseParams value;     // the left map
  NoiseParams gradient;  // the right map, and the tiles
  std::vector<float> maps[2];
  std::array<std::vector<float>, 8> tiles;

  Explorer(const char* left, const char* right) : value(benchParams(left, 8)), gradient(benchParams(right, 8)) {
    for (auto& m : maps) m.resize(kMap * kMap);
    for (auto& t : tiles) t.resize(kTile * kTile);
  }
  void fill(const Camera& camera) {
    fillField(value, FieldSpec{kMap, kMap, camera, kWholeFbm}, maps[0]);
    fillField(gradient, FieldSpec{kMap, kMap, camera, kWholeFbm}, maps[1]);
    for (int o = 0; o < 8; ++o) fillField(gradient, FieldSpec{kTile, kTile, camera, o}, tiles[o]);
  }
  void refresh(const Camera& from, const Camera& to) {
    refreshField(value, FieldSpec{kMap, kMap, from, kWholeFbm}, FieldSpec{kMap, kMap, to, kWholeFbm}, maps[0]);
    refreshField(gradient, FieldSpec{kMap, kMap, from, kWholeFbm}, FieldSpec{kMap, kMap, to, kWholeFbm}, maps[1]);
    for (int o = 0; o < 8; ++o)
      refreshField(gradient, FieldSpec{kTile, kTile, from, o}, FieldSpec{kTile, kTile, to, o}, tiles[o]);
  }
};

void explorerBody(benchmark::State& state, const Entry& e) {
  setFieldThreads(e.threads);
  const bool families = e.noise == "families";
  Explorer explorer(families ? "simplex" : "value", families ? "worley" : "gradient");
  const Camera a = defaultCamera(Explorer::kMap, Explorer::kMap);
  // A drag of 4 map pixels is one tile pixel: whole pixels on every field.
  const Camera b = panByPixels(a, Explorer::kMap, 4.0, 4.0);
  explorer.fill(a);
  bool atA = true;
  for (auto _ : state) {
    if (e.noise != "pan") {
      explorer.fill(a);
    } else {
      explorer.refresh(atA ? a : b, atA ? b : a);
      atA = !atA;
    }
    benchmark::ClobberMemory();
  }
  countItems(state, e);
  setFieldThreads(0);
}

}  // namespace

NoiseParams benchParams(const std::string& noise, int octaves) {
  NoiseParams p;
  p.noise = noiseKindFromName(noise).value_or(NoiseKind::Gradient);
  p.octaves = octaves;
  p.frequency = kCells;
  return p;
}

void timeFill(benchmark::State& state, const Entry& e, const NoiseParams& p, const FieldSpec& spec) {
  std::vector<float> field(static_cast<std::size_t>(spec.width) * spec.height);
  for (auto _ : state) {
    fillField(p, spec, field);
    benchmark::DoNotOptimize(field.data());
    benchmark::ClobberMemory();
  }
  countItems(state, e);
}

void registerFieldBenchmarks() {
  for (FieldPath path : {FieldPath::Scalar, FieldPath::Sse2, FieldPath::Avx2, FieldPath::Avx512}) {
    if (!fieldPathSupported(path)) {
      std::printf("skipping the %s path: this CPU or build cannot run it\n", std::string(fieldPathName(path)).c_str());
      continue;
    }
    for (NoiseKind kind : kAllNoiseKinds) {
      // The kinds without kernels fill by their point functions (noise_kinds.h): 1 and 8 octaves on one
      // thread say what they cost.
      const bool vector = noiseKindInfo(kind).hasKernels;
      for (int octaves : {1, 5, 8})
        for (int threads : {1, 2}) {
          if (!vector && (octaves == 5 || threads == 2)) continue;
          const Entry e{
              "field", std::string(noiseKindName(kind)), octaves,
              threads, std::string(fieldPathName(path)), static_cast<double>(kGrid) * kGrid * octaves};
          add("fill/" + e.noise + "/octaves:" + std::to_string(octaves) + "/threads:" + std::to_string(threads) +
                  "/" + e.path,
              e, fillBody);
        }
    }
  }
  for (const char* kind : {"full", "pan", "families"})
    for (int threads : {1, 2}) {
      const Entry e{"refresh", kind, 0, threads, "", 1.0};
      add(std::string("explorer/") + kind + "/threads:" + std::to_string(threads), e, explorerBody);
    }
}

}  // namespace noisescope::bench
