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
# One ctest run per build, three tests per core at once: a window test waits
# on Xvfb and llvmpipe about half its time, and the short tests fill it. On a
# 2-vCPU Xeon the 73 Release window tests took 149 s four at a time and
# 105 s six at a time.
test_jobs=$((3 * jobs))
# The sanitizer build optimises less than RelWithDebInfo's -O2 -g (-O1, line
# tables only): gcc compiled its largest file in 48 s instead of 72 s.
sanitizer_flags="-O1 -g1 -DNDEBUG"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$jobs"
stage "Release build"
# GUI tests need a display: they start Xvfb themselves (tests/gui).
ctest --test-dir build --output-on-failure -j "$test_jobs"
stage "Release tests"

# The Debian package, from that build: lintian, desktop-file-validate,
# appstreamcli, then the installed binary run from a scratch root
# (tests/packaging/package_test.sh; says SKIPPED and why without its tools).
tests/packaging/package_test.sh
stage "Debian package"

# Sanitizers and fuzzing, one clang build: the whole suite again with
# AddressSanitizer + UBSan (NOISESCOPE_SANITIZE; any report fails its test,
# the window tests run without the leak check: tests/CMakeLists.txt), and
# the libFuzzer targets (NOISESCOPE_FUZZ), each run over its corpus and then
# for a fixed number of inputs from a fixed seed (fuzz_NAME_bounded,
# -seed=1 -runs=N): the same inputs every run. One build instead of a gcc
# sanitizer build and a clang fuzz build: 216 s instead of 290 + 87 s on a
# 2-vCPU Xeon. Exploring is tests/fuzz/run_long.sh, by hand.
# The window tests there compare the screen with the Release build's
# gui_screen_check (tests/gui/CMakeLists.txt says why).
# lld links it (-fuse-ld=lld): the 74 executables took 53 s of CPU to link
# instead of 93 s with the default linker.
CC=clang CXX=clang++ cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld \
  -DNOISESCOPE_SANITIZE=ON -DNOISESCOPE_FUZZ=ON -DNOISESCOPE_BENCH=OFF \
  -DNOISESCOPE_SCREEN_CHECK="$PWD/build/tests/gui/gui_screen_check" \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$sanitizer_flags" -DCMAKE_C_FLAGS_RELWITHDEBINFO="$sanitizer_flags" >/dev/null
cmake --build build-asan -j "$jobs"
stage "sanitizer and fuzz build (clang)"
# Checks labelled reference hold the numbers against another implementation
# (Python, the GLSL compiler) and spend their time there; the Release stage
# ran them, and the numbers do not change with the build (the golden stages).
# Window tests labelled repeats reach no line of app/ or core/ that the other
# window tests do not (tests/CMakeLists.txt); the Release stage ran them.
UBSAN_OPTIONS=print_stacktrace=1 ctest --test-dir build-asan --output-on-failure -j "$test_jobs" -LE 'reference|repeats'
stage "sanitizer tests and fuzz runs"

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
# Debug without -g: the stage reads no debugger's tables, and they cost compile time.
golden build-o0 -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-O0 -DCMAKE_C_FLAGS_DEBUG=-O0
stage "golden values at -O0"
# The command line of a build without the explorer (build-o0 is configured
# NOISESCOPE_GUI=OFF): the bad-input table, explorer rows included, gets the
# same one line and exit code as the window build.
cmake --build build-o0 -j "$jobs" --target noisescope
ctest --test-dir build-o0 --output-on-failure -R '^hostile_bad_inputs$'
stage "bad inputs without the window"
golden build-native -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS=-march=native
stage "golden values at -march=native"
