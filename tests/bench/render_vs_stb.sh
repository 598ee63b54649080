#!/bin/sh
# Times `noisescope render --format f32` against stb_render (stb_render.c,
# stb_perlin's fBm over the same grid, written the same way) with the whole
# process pinned to one core, and prints how many times faster Noisescope is.
#
#   tests/bench/render_vs_stb.sh [BUILD_DIR] [SIZE] [OCTAVES] [RUNS]
#
# Defaults: build, 2048 (a 2048 x 2048 field), 5 octaves (the default
# preset's), 20 runs after 3 warm-up runs, with hyperfine (Debian package
# hyperfine). Ratios are of the mean wall time and of the mean CPU time
# (user + system); on a busy machine the CPU time is the steadier one.
# Run it on an idle machine for numbers worth quoting.
set -eu
build=${1:-build}
size=${2:-2048}
octaves=${3:-5}
runs=${4:-20}
cpu=${NOISESCOPE_BENCH_CPU:-0}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
command -v hyperfine >/dev/null || { echo "render_vs_stb.sh: needs hyperfine (apt-get install hyperfine)" >&2; exit 2; }

hyperfine -N --warmup 3 --runs "$runs" --export-json "$work/times.json" \
  -n noisescope "taskset -c $cpu $build/app/noisescope render --view gradient --frequency 4 --octaves $octaves --size ${size}x${size} --format f32 --force -o $work/noisescope.f32" \
  -n stb_perlin "taskset -c $cpu $build/tests/bench/stb_render $size $size $octaves 4 $work/stb.f32"

python3 - "$work/times.json" "$size" "$octaves" <<'PY'
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
ns, stb = results["noisescope"], results["stb_perlin"]
cpu = lambda r: r["user"] + r["system"]
print(f"{sys.argv[2]} x {sys.argv[2]} f32, {sys.argv[3]} octaves, one core:")
print(f"  noisescope render  {ns['mean'] * 1e3:8.2f} ms wall (median {ns['median'] * 1e3:.2f}), {cpu(ns) * 1e3:8.2f} ms CPU")
print(f"  stb_render         {stb['mean'] * 1e3:8.2f} ms wall (median {stb['median'] * 1e3:.2f}), {cpu(stb) * 1e3:8.2f} ms CPU")
print(f"  noisescope is {stb['mean'] / ns['mean']:.1f}x faster by mean wall time, "
      f"{stb['median'] / ns['median']:.1f}x by median wall time, {cpu(stb) / cpu(ns):.1f}x by CPU time")
PY
