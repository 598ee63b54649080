#!/usr/bin/env bash
# Configures and builds the libFuzzer targets in build-fuzz: clang, ASan +
# UBSan, fuzzer coverage; no window, no GoogleTest suites, no benchmarks.
# tests/fuzz/run_long.sh starts here (scripts/test.sh builds them in build-asan).
set -euo pipefail
cd "$(dirname "$0")/../.."
# NOISESCOPE_FUZZ_FLAGS replaces RelWithDebInfo's flags (scripts/test.sh builds at -O1 -g1).
flags=${NOISESCOPE_FUZZ_FLAGS:-"-O2 -g -DNDEBUG"}
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNOISESCOPE_FUZZ=ON \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$flags" -DCMAKE_C_FLAGS_RELWITHDEBINFO="$flags" \
  -DNOISESCOPE_SANITIZE=ON -DNOISESCOPE_TESTS=OFF -DNOISESCOPE_BENCH=OFF -DNOISESCOPE_GUI=OFF >/dev/null
cmake --build build-fuzz -j "$(nproc)"
