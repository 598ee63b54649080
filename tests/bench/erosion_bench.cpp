// Erosion (noisescope/terrain/erosion.h) on one thread: droplets over a 512 x 512
// elevation of the default map (one per pixel, the seconds per droplet
// counted), and 50 thermal passes over 1024 x 1024 (the seconds per field).
// Each iteration erodes a fresh copy of the same field.
#include <vector>

#include "bench_summary.h"
#include "noisescope/fill/field.h"
#include "noisescope/terrain/erosion.h"

namespace noisescope::bench {

namespace {

constexpr int kHydraulicSide = 512;
constexpr int kThermalPasses = 50;

void erosionBody(benchmark::State& state, const Entry& e) {
  const bool thermal = e.noise == "thermal";
  const int side = thermal ? kGrid : kHydraulicSide;
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
    erodeField(p, field, side, side, side);
    benchmark::DoNotOptimize(field.data());
  }
  countItems(state, e);
}

}  // namespace

void registerErosionBenchmarks() {
  add("erosion/hydraulic/512x512",
      Entry{"erosion", "hydraulic", 0, 1, "", double(kHydraulicSide) * kHydraulicSide}, erosionBody);
  add("erosion/thermal/1024x1024", Entry{"erosion", "thermal", 0, 1, "", 1.0}, erosionBody);
}

}  // namespace noisescope::bench
