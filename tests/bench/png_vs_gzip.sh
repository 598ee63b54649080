#!/bin/sh
# Times a `noisescope render --format png16` export against `gzip -1` of the
# same raw 16-bit samples (the r16 export of the same field), and prints the
# ratio of the times and the file sizes.
#
#   tests/bench/png_vs_gzip.sh [BUILD_DIR] [SIZE] [RUNS] [render options...]
#
# Defaults: build, 8192 (an 8192 x 8192 map), 3 runs after 1 warm-up run,
# the default view (gradient fBm); e.g. `tests/bench/png_vs_gzip.sh build
# 8192 3 --preset rough-mountains` for a rough field. Uses hyperfine; the
# render uses every CPU the process may use, gzip one. Ratios of the mean
# wall time and of the mean CPU time (user + system). Run it on an idle
# machine for numbers worth quoting.
set -eu
build=${1:-build}
size=${2:-8192}
runs=${3:-3}
if [ $# -ge 3 ]; then shift 3; else set --; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
command -v hyperfine >/dev/null || { echo "png_vs_gzip.sh: needs hyperfine (apt-get install hyperfine)" >&2; exit 2; }

"$build/app/noisescope" render "$@" --size "${size}x${size}" --format r16 -o "$work/samples.r16" >/dev/null 2>&1
hyperfine --warmup 1 --runs "$runs" --export-json "$work/times.json" \
  -n png16 "$build/app/noisescope render $* --size ${size}x${size} --format png16 --force -o $work/map.png" \
  -n "gzip -1" "gzip -1 -c $work/samples.r16 > $work/samples.gz"

python3 - "$work" "$size" <<'PY'
import json, os, sys
work, size = sys.argv[1], sys.argv[2]
results = {r["command"]: r for r in json.load(open(f"{work}/times.json"))["results"]}
png, gz = results["png16"], results["gzip -1"]
cpu = lambda r: r["user"] + r["system"]
mb = lambda name: os.path.getsize(f"{work}/{name}") / 1e6
print(f"{size} x {size} png16 export against gzip -1 of its raw samples ({mb('samples.r16'):.1f} MB):")
print(f"  png16   {png['mean']:7.2f} s wall, {cpu(png):7.2f} s CPU, {mb('map.png'):7.2f} MB")
print(f"  gzip -1 {gz['mean']:7.2f} s wall, {cpu(gz):7.2f} s CPU, {mb('samples.gz'):7.2f} MB")
print(f"  png16 takes {png['mean'] / gz['mean']:.2f} of gzip -1's wall time, {cpu(png) / cpu(gz):.2f} of its CPU time")
PY
