// Scatter (noisescope/terrain/scatter.h) over the default map, gradient noise at 5
// octaves: about 100,000 Poisson points (spacing 0.0025 map widths), and the
// jittered grid at the same spacing; the field's threads as fieldThreads()
// gives them. The entries without "+slopes" are the points as the explorer
// asks for them; "+slopes" adds each point's slope, as `scatter` writes it.
// Items are points, so the time per item is the time per point.
#include <vector>

#include "bench_summary.h"
#include "noisescope/fill/field.h"
#include "noisescope/terrain/scatter.h"

namespace noisescope::bench {

namespace {

constexpr double kSpacing = 0.0025;  // about 100,000 Poisson points on the unit map

void scatterBody(benchmark::State& state, const Entry& e) {
  ScatterSettings s;
  s.spacing = kSpacing;
  s.biomeSpacing.fill(kSpacing);  // every biome, water too: the count does not hang on the map
  s.method = e.noise == "jitter" ? ScatterMethod::Jitter : ScatterMethod::Poisson;
  const ScatterSlopes slopes = e.noise.ends_with("+slopes") ? ScatterSlopes::Compute : ScatterSlopes::Skip;
  const NoiseParams p = benchParams("gradient", 5);
  std::size_t count = 0;
  for (auto _ : state) {
    const std::vector<ScatterPoint> points = scatterPoints(p, Thresholds{}, BiomeCuts{}, s, ScatterRegion{},
                                                           slopes);
    count = points.size();
    benchmark::DoNotOptimize(points.data());
  }
  state.counters["points"] = static_cast<double>(count);
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * count));
}

}  // namespace

void registerScatterBenchmarks() {
  add("scatter/poisson/100k", Entry{"scatter", "poisson", 0, 1, "", 1.0}, scatterBody);
  add("scatter/poisson/100k+slopes", Entry{"scatter", "poisson+slopes", 0, 1, "", 1.0}, scatterBody);
  add("scatter/jitter/0.0025", Entry{"scatter", "jitter", 0, 1, "", 1.0}, scatterBody);
}

}  // namespace noisescope::bench
