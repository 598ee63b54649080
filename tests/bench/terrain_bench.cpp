// The terrain fills (field.h's layers with terrain.h's steps), one thread on
// the widest path, 1024 x 1024 gradient noise at 5 octaves: the plain
// elevation, warped (k 1.5, 3 warp octaves), stretched (warped with k 8 and
// persistence 1: a warp stretch of 49.6, past field.h's 32, so the offsets
// are found in double, warp_grid.h), shaped (exponent 2, island, terraces),
// curved (the same with plateau-island's six-point height curve),
// lowered (the same at exponent 0.5: fBm values near 0 are shaped again in
// double, field.h), ridged-steep (ridged octaves at exponent 4: a quarter of
// the pixels shaped again in double) and the biome classes (elevation + moisture + classes).
#include <string>
#include <vector>

#include "bench_summary.h"
#include "noisescope/fill/field.h"

namespace noisescope::bench {

namespace {

NoiseParams terrainParams(const std::string& kind) {
  NoiseParams p = benchParams("gradient", 5);
  if (kind == "warped") {
    p.warp = 1.5;
    p.warpOctaves = 3;
  } else if (kind == "stretched") {
    p.warp = 8.0;
    p.persistence = 1.0;
  } else if (kind == "shaped" || kind == "curved" || kind == "lowered") {
    p.exponent = kind == "lowered" ? 0.5 : 2.0;
    p.island = IslandShape::Round;
    p.terraces = 8;
    const CurvePoint curve[] = {{0.0, 0.0}, {0.4, 0.36}, {0.5, 0.46}, {0.56, 0.6}, {0.8, 0.66}, {1.0, 1.0}};
    if (kind == "curved") p.heightCurve = heightCurveOf(curve);
  } else if (kind == "ridged-steep") {
    p.fractal = Fractal::Ridged;
    p.exponent = 4.0;
  }
  return p;
}

void terrainBody(benchmark::State& state, const Entry& e) {
  setFieldPath(FieldPath::Auto);
  setFieldThreads(1);
  const NoiseParams p = terrainParams(e.noise);
  FieldSpec spec{kGrid, kGrid, defaultCamera(kGrid, kGrid), kWholeFbm};
  if (e.noise == "biome") spec.layer = FieldLayer::Biome;
  if (e.noise == "moisture") spec.layer = FieldLayer::Moisture;
  timeFill(state, e, p, spec);
  setFieldThreads(0);
}

}  // namespace

void registerTerrainBenchmarks() {
  for (const char* kind : kTerrainKinds) {
    const Entry e{"terrain", kind, 5, 1, std::string(fieldPathName(fieldPath())), 1.0};
    add(std::string("terrain/") + kind, e, terrainBody);
  }
}

}  // namespace noisescope::bench
