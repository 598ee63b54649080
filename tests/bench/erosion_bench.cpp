// Erosion (noisescope/terrain/erosion.h) on one thread and on two: droplets
// over a 512 x 512 and a 1024 x 1024 elevation of the default map (one per
// pixel, the seconds per droplet counted), and 50 thermal passes over
// 1024 x 1024 (the seconds per field). Each iteration erodes a fresh copy of
// the same field; the bytes are the same on either thread count. The
// yardstick, "erosion/plain": the same droplets written the straightforward
// way on one thread (plain_erosion.h), one per pixel of the same fields.
#include <string>
#include <vector>

#include "bench_summary.h"
#include "noisescope/fill/field.h"
#include "noisescope/terrain/erosion.h"
#include "plain_erosion.h"

namespace noisescope::bench {

namespace {

constexpr int kHydraulicSide = 512;
constexpr int kThermalPasses = 50;

void erosionBody(benchmark::State& state, const Entry& e) {
  const bool thermal = e.noise == "thermal";
  const int side = thermal ? kGrid : e.octaves;  // a hydraulic entry's side rides in `octaves`
  const FieldSpec spec{side, side, defaultCamera(side, side), kWholeFbm};
  const std::vector<float> plain = renderField(benchParams("gradient", 5), spec);
  NoiseParams p = benchParams("gradient", 5);
  if (thermal)
    p.thermalPasses = kThermalPasses;
  else
    p.erosion = 1.0;
  std::vector<float> field(plain.size());
  for (auto _ : state) {
    state.PauseTiming();
    field = plain;
    state.ResumeTiming();
    setFieldThreads(e.threads);
    if (e.path == "plain")
      plainErosion(field, side, static_cast<std::int64_t>(side) * side, 1);
    else
      erodeField(p, field, side, side, side);
    benchmark::DoNotOptimize(field.data());
  }
  setFieldThreads(0);
  countItems(state, e);
}

// The explorer's preview (app/gui/field_worker.cpp): the 512 x 512 land
// before erosion, then the first round of droplets ("preview-first", what
// shows first) or every round ("preview-whole"); seconds per field.
void previewBody(benchmark::State& state, const Entry& e) {
  const int side = e.octaves;
  const FieldSpec spec{side, side, defaultCamera(side, side), kWholeFbm};
  NoiseParams p = benchParams("gradient", 5);
  p.erosion = 1.0;
  const NoiseParams plain = benchParams("gradient", 5);
  std::vector<float> field(static_cast<std::size_t>(side) * side);
  setFieldThreads(e.threads);
  for (auto _ : state) {
    fillField(plain, spec, field);
    ErosionRun run(p, field, side, side, side);
    if (e.noise == "preview-first")
      run.advance(1);
    else
      while (!run.advance(1)) {
      }
    benchmark::DoNotOptimize(field.data());
  }
  setFieldThreads(0);
  countItems(state, e);
}

}  // namespace

void registerErosionBenchmarks() {
  for (const char* part : {"preview-first", "preview-whole"})
    add(std::string("erosion/") + part + "/512x512/threads:2", Entry{"erosion", part, kHydraulicSide, 2, "", 1.0},
        previewBody);
  for (int threads : {1, 2}) {
    const std::string t = "/threads:" + std::to_string(threads);
    for (int side : {kHydraulicSide, kGrid})
      add("erosion/hydraulic/" + std::to_string(side) + "x" + std::to_string(side) + t,
          Entry{"erosion", "hydraulic", side, threads, "", double(side) * side}, erosionBody);
    add("erosion/thermal/1024x1024" + t, Entry{"erosion", "thermal", 0, threads, "", 1.0}, erosionBody);
  }
  for (int side : {kHydraulicSide, kGrid})
    add("erosion/plain/" + std::to_string(side) + "x" + std::to_string(side) + "/threads:1",
        Entry{"erosion", "hydraulic", side, 1, "plain", double(side) * side}, erosionBody);
}

}  // namespace noisescope::bench
