#!/usr/bin/env bash
# Installs what is missing, builds (Release) and runs every test; then the
# same suite under sanitizers, short fuzzing runs and the golden values at
# -O0. Exits non-zero on any failure. This is the README's test command;
# .ci/run calls it.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's wall time, printed at the end (docs/dev/testing.md has the figures).
stage_names=() stage_seconds=()
stage_start=$SECONDS
stage() {
  stage_names+=("$1") stage_seconds+=($((SECONDS - stage_start)))
  stage_start=$SECONDS
}
report() {
  echo "== stage times (s)"
  for i in "${!stage_names[@]}"; do printf '%6d  %s\n' "${stage_seconds[$i]}" "${stage_names[$i]}"; done
  printf '%6d  total\n' "$SECONDS"
}
trap report EXIT

third_party/install-deps.sh
stage "install what is missing"
jobs=$(nproc)
# A window test waits on Xvfb and llvmpipe for about half its time, so twice
# as many run as there are cores: the 66 Release window tests on 2 cores take
# 131 s four at a time against some 235 s two at a time.
gui_jobs=$((2 * jobs))
# The sanitizer builds optimise less (-O1, line tables only): their largest
# file compiles in 48 s instead of 72 s at RelWithDebInfo's -O2 -g.
sanitizer_flags="-O1 -g1 -DNDEBUG"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$jobs"
stage "Release build"
# GUI tests need a display: ctest runs them through xvfb-run themselves.
ctest --test-dir build --output-on-failure -j "$jobs" -E '^gui_'
ctest --test-dir build --output-on-failure -j "$gui_jobs" -R '^gui_'
stage "Release tests"

# The Debian package, from that build: lintian, desktop-file-validate,
# appstreamcli, then the installed binary run from a scratch root
# (tests/packaging/package_test.sh; says SKIPPED and why without its tools).
tests/packaging/package_test.sh
stage "Debian package"

# Sanitizers: the whole suite again, built with AddressSanitizer + UBSan
# (NOISESCOPE_SANITIZE); any report fails its test. The window tests (gui_*)
# run with every check but the leak check: Mesa's allocations are only
# reachable from drivers GLFW has unloaded by exit, which LSan can neither
# see nor name in a suppressions file.
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNOISESCOPE_SANITIZE=ON \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$sanitizer_flags" -DCMAKE_C_FLAGS_RELWITHDEBINFO="$sanitizer_flags" \
  -DNOISESCOPE_BENCH=OFF >/dev/null
cmake --build build-asan -j "$jobs"
stage "sanitizer build"
export UBSAN_OPTIONS=print_stacktrace=1
ctest --test-dir build-asan --output-on-failure -j "$jobs" -E '^gui_'
ASAN_OPTIONS=detect_leaks=0 ctest --test-dir build-asan --output-on-failure -j "$gui_jobs" -R '^gui_'
stage "sanitizer tests"

# Fuzzing: each libFuzzer target (clang) over its corpus, then a fixed
# number of inputs from a fixed seed (fuzz_NAME_bounded, -seed=1 -runs=N):
# the same inputs every run. Exploring is tests/fuzz/run_long.sh, by hand.
NOISESCOPE_FUZZ_FLAGS="$sanitizer_flags" tests/fuzz/build.sh
stage "fuzz build"
ctest --test-dir build-fuzz --output-on-failure -j "$jobs"
stage "fuzz runs"

# Determinism: the golden values and field hashes, with each field path
# forced, in an unoptimised (-O0) build and one for this CPU (-march=native:
# FMA, AVX-512 in every source where the CPU has them) as well as the two
# above. The core is built with -ffp-contract=off, so they all agree.
golden() {
  local dir=$1
  shift
  cmake -S . -B "$dir" -G Ninja "$@" -DNOISESCOPE_GUI=OFF -DNOISESCOPE_BENCH=OFF >/dev/null
  cmake --build "$dir" -j "$jobs" --target core_golden_test field_path_probe
  ctest --test-dir "$dir" --output-on-failure -R '^(Golden\.|golden_forced_)'
}
golden build-o0 -DCMAKE_BUILD_TYPE=Debug
stage "golden values at -O0"
# The command line of a build without the explorer (build-o0 is configured
# NOISESCOPE_GUI=OFF): the bad-input table, explorer rows included, gets the
# same one line and exit code as the window build.
cmake --build build-o0 -j "$jobs" --target noisescope
ctest --test-dir build-o0 --output-on-failure -R '^hostile_bad_inputs$'
stage "bad inputs without the window"
golden build-native -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS=-march=native
stage "golden values at -march=native"
