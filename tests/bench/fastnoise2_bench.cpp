// FastNoise2 as a peer, on the same grid, one thread, one octave: its SIMD
// Simplex and SuperSimplex (OpenSimplex2S) held against our simplex fill,
// its CellularDistance (Euclidean, the nearest point, jitter 1) against our
// Worley F1. GenUniformGrid2D fills the kGrid x kGrid grid in one call at
// the widest instruction set it finds, as a user would call it. Built only
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

template <class Node>
FastNoise::SmartNode<Node> unitScale() {
  auto node = FastNoise::New<Node>();
  node->SetScale(1.0f);  // one feature per world unit: the grid's lattice units
  return node;
}

void simplexBody(benchmark::State& state, const Entry& e) {
  gridBody(state, e, unitScale<FastNoise::Simplex>());
}

void superSimplexBody(benchmark::State& state, const Entry& e) {
  gridBody(state, e, unitScale<FastNoise::SuperSimplex>());
}

void cellularBody(benchmark::State& state, const Entry& e) {
  auto cellular = unitScale<FastNoise::CellularDistance>();
  cellular->SetDistanceFunction(FastNoise::DistanceFunction::Euclidean);
  cellular->SetGridJitter(1.0f);
  gridBody(state, e, cellular);
}

}  // namespace

void registerFastNoise2Benchmarks() {
  const double items = static_cast<double>(kGrid) * kGrid;
  add("peer/fastnoise2_simplex/octaves:1", Entry{"peer", "FastNoise2 Simplex", 1, 1, "", items, "simplex"},
      simplexBody);
  add("peer/fastnoise2_supersimplex/octaves:1",
      Entry{"peer", "FastNoise2 SuperSimplex", 1, 1, "", items, "simplex"}, superSimplexBody);
  add("peer/fastnoise2_cellular/octaves:1",
      Entry{"peer", "FastNoise2 CellularDistance", 1, 1, "", items, "worley"}, cellularBody);
}

}  // namespace noisescope::bench
