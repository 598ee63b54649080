#!/bin/sh
# Every measurement of docs/dev/performance.md in one run: the CPU, the load, the
# clock (for cycles), the field benchmark with its peers, the render against
# an stb_perlin program, a whole eroded render against the plain droplet
# loop, and png16 exports against gzip -1.
#
#   tests/bench/speed_report.sh [BUILD_DIR] > report.txt
#
# Build first: cmake --build build --target noisescope noisescope_bench
# stb_render clock_speed. Takes about 5 minutes on an idle 2-core machine.
# Numbers worth quoting come from an idle machine; the report prints the
# load average before and after, so a busy run shows itself.
set -eu
build=${1:-build}
here=$(dirname "$0")
echo "== machine"
grep -m1 "model name" /proc/cpuinfo || true
echo "CPUs: $(nproc); load before: $(cut -d' ' -f1-3 /proc/loadavg)"
perf stat -e cycles true 2>&1 | grep -q "not supported" && echo "perf: no cycle counter here; cycles = ns x the measured clock" || true
echo "== clock, core 0"
taskset -c 0 "$build/tests/bench/clock_speed"
echo "== field fill and peers (medians of 5)"
"$build/tests/bench/noisescope_bench" \
  --benchmark_filter='fill/(value|gradient)/octaves:8/threads:./(avx512|avx2|sse2|scalar)|peer/.*/octaves:8|explorer/' \
  --benchmark_repetitions=5 --benchmark_report_aggregates_only=true 2>&1 | sed -n '/^Summary/,$p'
echo "== render 2048x2048 f32 against stb_perlin, one core"
"$here/render_vs_stb.sh" "$build" 2048 5 20 | tail -4
echo "== erosion: a whole render --erosion 1 of 1024x1024 against the plain loop"
"$here/erosion_vs_plain.sh" "$build" 9 2>/dev/null | tail -3
echo "== png16 8192x8192 against gzip -1"
"$here/png_vs_gzip.sh" "$build" 8192 3 | tail -4
"$here/png_vs_gzip.sh" "$build" 8192 3 --preset rough-mountains | tail -4
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
