// One full refresh of the explorer's fields with terrain on, at its default
// sizes in a 1440 x 900 window (two 538 x 384 maps, eight 175 x 125 octave
// tiles, a 356 x 254 band view, and the moisture the biome colouring needs
// at map size): 8 octaves, warp 1.5 with 3 warp octaves, a round island,
// all threads. Also at 1/2 and 1/4 of each side, the sizes the explorer
// asks for while time plays and a full refresh does not fit a 60 Hz frame
// (app/gui/time_play.h). The goal: a full refresh under 16.7 ms.
#include <string>
#include <vector>

#include "bench_summary.h"
#include "noisescope/fill/field.h"

namespace noisescope::bench {

namespace {

constexpr int kMapW = 538, kMapH = 384, kTileW = 175, kTileH = 125, kBandW = 356, kBandH = 254;
constexpr int kTerrainOctaves = 8;

int reduced(int side, int divisor) { return (side + divisor - 1) / divisor; }

void explorerTerrainBody(benchmark::State& state, const Entry& e) {
  setFieldThreads(e.threads);
  const int d = std::stoi(e.noise.substr(e.noise.find('/') + 1));  // "terrain/2": each side / 2
  NoiseParams p;
  p.octaves = kTerrainOctaves;
  p.warp = 1.5;
  p.warpOctaves = 3;
  p.island = IslandShape::Round;
  p.time = 0.0;
  const int mw = reduced(kMapW, d), mh = reduced(kMapH, d), tw = reduced(kTileW, d), th = reduced(kTileH, d);
  const int bw = reduced(kBandW, d), bh = reduced(kBandH, d);
  const Camera camera = defaultCamera(mw, mh);
  std::vector<float> maps[3], tiles(static_cast<std::size_t>(tw) * th), band(static_cast<std::size_t>(bw) * bh);
  for (auto& m : maps) m.resize(static_cast<std::size_t>(mw) * mh);
  for (auto _ : state) {
    p.time = *p.time + 0.01;  // as play does: every refresh a new t
    p.noise = NoiseKind::Value;
    fillField(p, FieldSpec{mw, mh, camera, kWholeFbm}, maps[0]);
    p.noise = NoiseKind::Gradient;
    fillField(p, FieldSpec{mw, mh, camera, kWholeFbm}, maps[1]);
    FieldSpec moisture{mw, mh, camera, kWholeFbm};
    moisture.layer = FieldLayer::Moisture;
    fillField(p, moisture, maps[2]);
    for (int o = 0; o < kTerrainOctaves; ++o) fillField(p, FieldSpec{tw, th, camera, o}, tiles);
    fillField(p, FieldSpec{bw, bh, camera, kWholeFbm}, band);
    benchmark::ClobberMemory();
  }
  countItems(state, e);
  setFieldThreads(0);
}

}  // namespace

void registerExplorerTerrainBenchmarks() {
  for (int divisor : {1, 2, 4})
    for (int threads : {1, 2}) {
      const Entry e{"refresh", "terrain/" + std::to_string(divisor), 0, threads, "", 1.0};
      add("explorer/terrain/divisor:" + std::to_string(divisor) + "/threads:" + std::to_string(threads), e,
          explorerTerrainBody);
    }
}

}  // namespace noisescope::bench
