// FastNoise2 as a peer, on the same grid, one thread, one octave: its SIMD
// Simplex and SuperSimplex (OpenSimplex2S) held against our simplex fill,
// its CellularDistance (Euclidean, the nearest point, jitter 1) against our
// Worley F1. GenUniformGrid2D fills the kGrid x kGrid grid in one call at
// the widest instruction set it finds, as a user would call it, and again
// capped at AVX2, held against our AVX2 path (where the CPU has AVX-512,
// each library's widest path is the other comparison). Built only
// with NOISESCOPE_FASTNOISE2_DIR (CMakeLists.txt); none of its code is in
// this repository.
#include <FastNoise/FastNoise.h>

#include <vector>

#include "bench_summary.h"

namespace noisescope::bench {

namespace {

constexpr double kStep = kCells / kGrid;  // lattice units per pixel

void gridBody(benchmark::State& state, const Entry& e, const FastNoise::SmartNode<>& node) {
  std::vector<float> out(static_cast<std::size_t>(kGrid) * kGrid);
  const auto step = static_cast<float>(kStep);
  for (auto _ : state) {
    node->GenUniformGrid2D(out.data(), 0.5f * step, 0.5f * step, kGrid, kGrid, step, step, 7);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  countItems(state, e);
}

// The entries capped at AVX2 name that path; the others none.
FastSIMD::FeatureSet widest(const Entry& e) {
  return e.path == "avx2" ? FastSIMD::FeatureSet::AVX2 : FastSIMD::FeatureSet::Max;
}

template <class Node>
FastNoise::SmartNode<Node> unitScale(const Entry& e) {
  auto node = FastNoise::New<Node>(widest(e));
  node->SetScale(1.0f);  // one feature per world unit: the grid's lattice units
  return node;
}

void simplexBody(benchmark::State& state, const Entry& e) {
  gridBody(state, e, unitScale<FastNoise::Simplex>(e));
}

void superSimplexBody(benchmark::State& state, const Entry& e) {
  gridBody(state, e, unitScale<FastNoise::SuperSimplex>(e));
}

void cellularBody(benchmark::State& state, const Entry& e) {
  auto cellular = unitScale<FastNoise::CellularDistance>(e);
  cellular->SetDistanceFunction(FastNoise::DistanceFunction::Euclidean);
  cellular->SetGridJitter(1.0f);
  gridBody(state, e, cellular);
}

}  // namespace

void registerFastNoise2Benchmarks() {
  const double items = static_cast<double>(kGrid) * kGrid;
  for (const char* path : {"", "avx2"}) {
    const std::string tail = *path != 0 ? std::string("/") + path : "";
    const std::string cap = *path != 0 ? " AVX2" : "";
    add("peer/fastnoise2_simplex/octaves:1" + tail,
        Entry{"peer", "FastNoise2 Simplex" + cap, 1, 1, path, items, "simplex"}, simplexBody);
    add("peer/fastnoise2_supersimplex/octaves:1" + tail,
        Entry{"peer", "FastNoise2 SuperSimplex" + cap, 1, 1, path, items, "simplex"}, superSimplexBody);
    add("peer/fastnoise2_cellular/octaves:1" + tail,
        Entry{"peer", "FastNoise2 CellularDistance" + cap, 1, 1, path, items, "worley"}, cellularBody);
  }
}

}  // namespace noisescope::bench
