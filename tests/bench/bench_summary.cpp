#include "bench_summary.h"

#include <cstdio>
#include <utility>
#include <vector>

namespace noisescope::bench {

namespace {

std::map<std::string, Entry>& entries() {
  static std::map<std::string, Entry> all;
  return all;
}

constexpr const char* kCounter = "time_per_item";

}  // namespace

void add(const std::string& name, const Entry& entry, void (*body)(benchmark::State&, const Entry&)) {
  entries()[name] = entry;
  benchmark::RegisterBenchmark(name.c_str(), [entry, body](benchmark::State& s) { body(s, entry); })
      ->UseRealTime()
      ->MeasureProcessCPUTime()
      ->Unit(entry.group == "refresh" ? benchmark::kMillisecond : benchmark::kMicrosecond)
      ->MinTime(0.2);
}

void countItems(benchmark::State& state, const Entry& entry) {
  // Seconds of real time per item; the console prints it with an SI prefix
  // (312p = 312 ps = 0.312 ns).
  state.counters[kCounter] = benchmark::Counter(
      entry.itemsPerIteration, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void SummaryReporter::ReportRuns(const std::vector<Run>& runs) {
  for (const Run& run : runs) {
    const bool median = run.run_type == Run::RT_Aggregate && run.aggregate_name == "median";
    const bool single = run.run_type == Run::RT_Iteration && run.repetitions <= 1;
    const auto c = run.counters.find(kCounter);
    const auto e = entries().find(run.run_name.function_name);
    if ((median || single) && c != run.counters.end() && e != entries().end() && !run.error_occurred) {
      secondsPerItem_[e->first] = c->second.value;
      cpuSecondsPerItem_[e->first] =
          run.GetAdjustedCPUTime() / benchmark::GetTimeUnitMultiplier(run.time_unit) / e->second.itemsPerIteration;
    }
  }
  ConsoleReporter::ReportRuns(runs);
}

namespace {

// The measured seconds per item of the entry matching all given fields.
template <class Match>
double find(const std::map<std::string, double>& measured, Match match) {
  for (const auto& [name, entry] : entries()) {
    const auto m = measured.find(name);
    if (m != measured.end() && match(entry)) return m->second;
  }
  return 0.0;
}

}  // namespace

void SummaryReporter::printSummary() const {
  const auto& m = secondsPerItem_;
  std::printf("\nSummary (medians when --benchmark_repetitions > 1; one run). Wall time, and the CPU time\n"
              "of all the process's threads: on a busy machine wall time also counts waiting.\n");
  std::printf("ns per octave-sample, %dx%d field, frequency %g:\n", kGrid, kGrid, kCells);
  std::printf("  %-9s %3s %-7s %10s %10s %8s %10s %10s\n", "noise", "oct", "path", "1 thread", "2 threads",
              "2T/1T", "1T CPU", "2T CPU");
  for (const auto& [name, e] : entries()) {
    if (e.group != "field" || e.threads != 1 || !m.count(name)) continue;
    const double one = m.at(name);
    const auto twoThreads = [&row = e](const Entry& f) {  // a named capture: clang 14 captures no binding
      return f.group == "field" && f.noise == row.noise && f.octaves == row.octaves && f.path == row.path &&
             f.threads == 2;
    };
    const double two = find(m, twoThreads);
    std::printf("  %-9s %3d %-7s %10.3f %10.3f %7.2fx %10.3f %10.3f\n", e.noise.c_str(), e.octaves, e.path.c_str(),
                one * 1e9, two * 1e9, two > 0 ? one / two : 0.0, cpuSecondsPerItem_.at(name) * 1e9,
                find(cpuSecondsPerItem_, twoThreads) * 1e9);
  }
  // The noise families' cost against gradient noise's on each path and octave count that ran (the goals, on
  // the AVX2 path: simplex at most 1.3 times, Worley at most 3).
  std::printf(
      "simplex and Worley, one thread, CPU time per octave-sample as times gradient noise's on the same\n"
      "path (goals on avx2: simplex 1.3, Worley 3):\n");
  for (const auto& entry : entries()) {  // not a structured binding: the lambda below captures it
    const std::string& name = entry.first;
    const Entry& gradient = entry.second;
    if (gradient.group != "field" || gradient.noise != "gradient" || gradient.threads != 1 ||
        !cpuSecondsPerItem_.count(name))
      continue;
    const auto ratio = [&](const std::string& kind) {
      return find(cpuSecondsPerItem_,
                  [&](const Entry& e) {
                    return e.group == "field" && e.threads == 1 && e.noise == kind &&
                           e.octaves == gradient.octaves && e.path == gradient.path;
                  }) /
             cpuSecondsPerItem_.at(name);
    };
    const double simplex = ratio("simplex"), worley = ratio("worley");
    if (simplex == 0 && worley == 0) continue;
    std::printf("  %-7s %2d oct:", gradient.path.c_str(), gradient.octaves);
    if (simplex > 0) std::printf(" simplex %5.2fx", simplex);
    if (worley > 0) std::printf(" Worley %5.2fx", worley);
    std::printf("\n");
  }
  std::printf(
      "peers, one thread, same grid, ns per octave-sample (wall, CPU), and how many times faster our\n"
      "fastest path of the kind it is held against (by CPU time; a peer capped at a path: ours on it)\n"
      "is at the same octave count (by wall time, by CPU time):\n");
  for (const auto& [name, e] : entries()) {
    if (e.group != "peer" || !m.count(name)) continue;
    std::string bestName;
    for (const auto& [fname, f] : entries())
      if (f.group == "field" && f.threads == 1 && f.octaves == e.octaves && f.noise == e.against &&
          (e.path.empty() || f.path == e.path) && cpuSecondsPerItem_.count(fname) &&
          (bestName.empty() || cpuSecondsPerItem_.at(fname) < cpuSecondsPerItem_.at(bestName)))
        bestName = fname;
    if (bestName.empty()) continue;
    std::printf("  %-32s %2d oct %8.3f %8.3f   %-8s %-7s %7.3gx %7.3gx\n", e.noise.c_str(), e.octaves,
                m.at(name) * 1e9, cpuSecondsPerItem_.at(name) * 1e9, e.against.c_str(),
                entries().at(bestName).path.c_str(), m.at(name) / m.at(bestName),
                cpuSecondsPerItem_.at(name) / cpuSecondsPerItem_.at(bestName));
  }
  std::printf("explorer refresh (two 512x512 maps at 8 octaves + eight 128x128 octave tiles), auto path:\n");
  for (int threads : {1, 2}) {
    const double full = find(m, [&](const Entry& e) { return e.noise == "full" && e.threads == threads; });
    const double pan = find(m, [&](const Entry& e) { return e.noise == "pan" && e.threads == threads; });
    std::printf("  %d thread%s: full %.3f ms, pan of 4 pixels %.3f ms (%.3f of a full refresh)\n", threads,
                threads > 1 ? "s" : " ", full * 1e3, pan * 1e3, full > 0 ? pan / full : 0.0);
  }
  for (int threads : {1, 2}) {
    const double families = find(m, [&](const Entry& e) { return e.noise == "families" && e.threads == threads; });
    std::printf("  %d thread%s: full, a simplex and a Worley map (Worley tiles) %.3f ms (%.2f of a 60 Hz frame)\n",
                threads, threads > 1 ? "s" : " ", families * 1e3, families * 60.0);
  }
  const auto terrain = [&](const std::map<std::string, double>& t, const char* kind) {
    return find(t, [&](const Entry& e) { return e.group == "terrain" && e.noise == kind; });
  };
  const double plain = terrain(m, "plain"), plainCpu = terrain(cpuSecondsPerItem_, "plain");
  if (plain > 0) {
    std::printf("terrain, 1024x1024 gradient noise, 5 octaves, one thread, ms per field (wall, CPU) and times\n"
                "the plain elevation (wall, CPU):\n");
    for (const char* kind : kTerrainKinds) {
      const double wall = terrain(m, kind), cpu = terrain(cpuSecondsPerItem_, kind);
      std::printf("  %-9s %8.3f %8.3f   %5.2fx %5.2fx\n", kind, wall * 1e3, cpu * 1e3, wall / plain, cpu / plainCpu);
    }
  }
  for (const auto& [name, e] : entries()) {
    if (e.group != "erosion" || !m.count(name)) continue;
    const char* threads = e.threads > 1 ? "two threads" : "one thread";
    if (e.noise == "preview-first" || e.noise == "preview-whole")
      std::printf("erosion, the explorer's %dx%d preview on %s: the land and %s in %.1f ms\n", e.octaves,
                  e.octaves, threads, e.noise == "preview-first" ? "the first round of droplets" : "every round",
                  m.at(name) * 1e3);
    else if (e.noise == "hydraulic" && e.path == "plain")
      std::printf("erosion, the plain loop (plain_erosion.h), one thread, %dx%d: %.3f us a droplet\n", e.octaves,
                  e.octaves, m.at(name) * 1e6);
    else if (e.noise == "hydraulic")
      std::printf("erosion, %s, %dx%d: %.0f droplets per second (%.3f us each, lifetime 30)\n", threads,
                  e.octaves, e.octaves, 1.0 / m.at(name), m.at(name) * 1e6);
    else
      std::printf("erosion, %s: 50 thermal passes over 1024x1024 in %.1f ms\n", threads, m.at(name) * 1e3);
  }
  const auto droplet = [&](const std::string& path, int threads) {
    return find(m, [&](const Entry& e) {
      return e.group == "erosion" && e.noise == "hydraulic" && e.octaves == kGrid && e.path == path && e.threads == threads;
    });
  };
  if (const double plainDroplet = droplet("plain", 1), ours = droplet("", 2); plainDroplet > 0 && ours > 0)
    std::printf("erosion, 1024x1024: our droplets on two threads are %.2f times as fast as the plain loop on one "
                "(goal 3)\n", plainDroplet / ours);
  for (const auto& [name, e] : entries())
    if (e.group == "refresh" && cpuSecondsPerItem_.count(name))
      std::printf("  CPU time, all threads: %s, %d thread%s: %.3f ms\n", e.noise.c_str(), e.threads,
                  e.threads > 1 ? "s" : "", cpuSecondsPerItem_.at(name) * 1e3);
}

}  // namespace noisescope::bench
