// noisescope_bench: the field fill against its own paths and the peers.
//   build/tests/bench/noisescope_bench --benchmark_repetitions=5
// prints Google Benchmark's table, then a summary of ratios (bench_summary.h).
#include <benchmark/benchmark.h>

#include "bench_summary.h"

int main(int argc, char** argv) {
  noisescope::bench::registerFieldBenchmarks();
  noisescope::bench::registerTerrainBenchmarks();
  noisescope::bench::registerExplorerTerrainBenchmarks();
  noisescope::bench::registerPeerBenchmarks();
  noisescope::bench::registerErosionBenchmarks();
  noisescope::bench::registerScatterBenchmarks();
#ifdef NOISESCOPE_FASTNOISE2
  noisescope::bench::registerFastNoise2Benchmarks();
#endif
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  noisescope::bench::SummaryReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  reporter.printSummary();
  benchmark::Shutdown();
  return 0;
}
