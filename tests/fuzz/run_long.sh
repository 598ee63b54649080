#!/usr/bin/env bash
# The long fuzzing run, one command:
#   tests/fuzz/run_long.sh [SECONDS_PER_TARGET] [TARGET...]
# Builds the libFuzzer targets (tests/fuzz/build.sh) and fuzzes each target
# (default: every folder in tests/fuzz/corpus) for SECONDS_PER_TARGET
# (default 600). What a run learns stays in build-fuzz/corpus-long/TARGET, so
# the next run goes on from there. A crash leaves its input in
# build-fuzz/crashes/TARGET/ and makes the script exit 1: copy the input to
# tests/fuzz/corpus/TARGET/regression-WHAT, fix the bug, and add a test to
# TARGET_regressions_test.cpp (tests/fuzz/CMakeLists.txt).
set -uo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-600}
shift || true
targets=("$@")
if ((${#targets[@]} == 0)); then
  mapfile -t targets < <(ls tests/fuzz/corpus)
fi
tests/fuzz/build.sh || exit 1
status=0
for t in "${targets[@]}"; do
  log=build-fuzz/fuzz-$t.log
  echo "fuzz_$t: $seconds s (log: $log)"
  if NOISESCOPE_FUZZ_ARTIFACTS=build-fuzz/crashes/$t tests/fuzz/run_fuzz.sh build-fuzz/tests/fuzz/fuzz_$t \
    tests/fuzz/corpus/$t "$seconds" build-fuzz/corpus-long/$t >"$log" 2>&1; then
    grep -E '^(stat::number_of_executed_units|stat::new_units_added|stat::peak_rss_mb)' "$log" | sed 's/^/  /'
    echo "  corpus now $(ls build-fuzz/corpus-long/$t | wc -l) inputs"
  else
    status=1
    echo "  FOUND A PROBLEM:"
    grep -aE 'fuzz check failed|runtime error|ERROR: |Test unit written' "$log" | head -5 | sed 's/^/  /'
  fi
done
exit $status
