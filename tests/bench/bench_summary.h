// bench_summary.h — what each benchmark measures, and the table of ratios
// printed after the run.
//
// Every benchmark registers here what one iteration does (so many
// octave-samples, or one explorer refresh). A console reporter keeps each
// benchmark's median (or its only run) and printSummary() prints ns per
// octave-sample, thread scaling and the ratios against the peers, all from
// this one run. Real (wall) time is the measure; the process's CPU time (all
// threads) is printed beside it, since on a machine shared with other work
// the wall time also counts the time the threads waited for a core.
#pragma once

#include <benchmark/benchmark.h>

#include <map>
#include <string>

#include "noisescope/fill/field.h"

namespace noisescope::bench {

// Every per-sample benchmark, ours and the peers', samples this grid: kGrid x
// kGrid pixels over kCells lattice cells (frequency 4, the default view).
inline constexpr int kGrid = 1024;
inline constexpr double kCells = 4.0;

void registerFieldBenchmarks();
// terrain_bench.cpp: the terrain/KIND entries, in the summary's order.
inline constexpr const char* kTerrainKinds[] = {"plain", "warped", "stretched", "shaped", "curved", "lowered", "ridged-steep", "moisture", "biome"};
void registerTerrainBenchmarks();
void registerExplorerTerrainBenchmarks();  // explorer_terrain_bench.cpp
void registerPeerBenchmarks();
void registerErosionBenchmarks();     // erosion_bench.cpp
void registerScatterBenchmarks();     // scatter_bench.cpp
void registerFastNoise2Benchmarks();  // fastnoise2_bench.cpp; only with NOISESCOPE_FASTNOISE2_DIR
                                      // (CMakeLists.txt)

// One benchmark's identity in the summary.
struct Entry {
  std::string group;     // "field", "peer", "refresh", "terrain"
  std::string noise;     // "value", "gradient", or the peer's name
  int octaves = 0;       // octaves per sample (0 for refreshes)
  int threads = 1;
  std::string path;      // field path name; a peer capped at a path: its name (held against ours on it),
                         // else ""; "" for refreshes
  double itemsPerIteration = 1.0;  // octave-samples, or 1 refresh
  std::string against = "gradient";  // a peer: the kind of ours its ratio is taken against
};

// What every fill benchmark starts from: `noise` ("value" or "gradient") at
// `octaves`, frequency kCells, everything else NoiseParams{}.
NoiseParams benchParams(const std::string& noise, int octaves);

// The body of a fill benchmark: fills spec with p into one buffer on every
// iteration, then counts e's items. The caller picks the path and threads.
void timeFill(benchmark::State& state, const Entry& e, const NoiseParams& p, const FieldSpec& spec);

// Registers a benchmark with real time and the counter the summary reads.
void add(const std::string& name, const Entry& entry, void (*body)(benchmark::State&, const Entry&));

// Sets the counter body functions must set at the end: seconds per item.
void countItems(benchmark::State& state, const Entry& entry);

class SummaryReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override;
  void printSummary() const;

 private:
  std::map<std::string, double> secondsPerItem_;     // real time, by benchmark name; median when repeated
  std::map<std::string, double> cpuSecondsPerItem_;  // the process's CPU time, likewise
};

}  // namespace noisescope::bench
