#!/bin/sh
# Times a whole `noisescope render --erosion 1` of a 1024 x 1024 map (about
# a million droplets, the land filled, eroded on every core, the PNG
# written) against the plain loop of the same droplet algorithm on one
# thread (plain_erosion.h, the benchmark's erosion/plain/1024x1024 entry)
# in the same run, and prints how many times faster the whole render is.
#
#   tests/bench/erosion_vs_plain.sh [BUILD_DIR] [RUNS]
#
# Defaults: build, 9 runs of the render (the median wall time) and 5 of the
# plain loop (the benchmark's median). The render's land is the
# benchmark's: gradient noise, 5 octaves, 4 cells across. Run it on an idle
# machine for numbers worth quoting.
set -eu
build=${1:-build}
runs=${2:-9}
python3 - "$build" "$runs" <<'PY'
import json, os, statistics, subprocess, sys, tempfile, time

build, runs = sys.argv[1], int(sys.argv[2])
with tempfile.TemporaryDirectory() as work:
    out = os.path.join(work, "eroded.png")
    render = [os.path.join(build, "app", "noisescope"), "render", "--erosion", "1", "--noise", "gradient",
              "--octaves", "5", "--frequency", "4", "--size", "1024x1024", "--force", "-o", out]
    walls = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(render, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        walls.append(time.perf_counter() - start)
    report = os.path.join(work, "plain.json")
    subprocess.run([os.path.join(build, "tests", "bench", "noisescope_bench"),
                    "--benchmark_filter=erosion/plain/1024x1024", "--benchmark_repetitions=5",
                    "--benchmark_report_aggregates_only=true", "--benchmark_out=" + report,
                    "--benchmark_out_format=json"], check=True, stdout=subprocess.DEVNULL)
    with open(report) as f:
        medians = [b for b in json.load(f)["benchmarks"] if b["name"].endswith("_median")]
plain = medians[0]["real_time"] * {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[medians[0]["time_unit"]]
render_s = statistics.median(walls)
print(f"render --erosion 1, 1024 x 1024, whole process on {os.cpu_count()} cores: {render_s:.3f} s "
      f"(median of {runs}; {min(walls):.3f} to {max(walls):.3f})")
print(f"the plain loop, one thread, the same droplets: {plain:.3f} s (median of 5)")
print(f"the whole render is {plain / render_s:.2f} times as fast (goal 3)")
PY
