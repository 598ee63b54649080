#!/usr/bin/env bash
# Installs what is missing, builds (Release) and runs every test. Exits
# non-zero on any failure. This is the README's test command; .ci/run calls it.
set -euo pipefail
cd "$(dirname "$0")/.."
third_party/install-deps.sh
jobs=$(nproc)
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$jobs"
# GUI tests need a display: ctest runs them through xvfb-run themselves.
ctest --test-dir build --output-on-failure -j "$jobs"
