#!/usr/bin/env bash
# The long, exploratory fuzzing run, one command (not part of scripts/test.sh,
# whose fuzz stage is a fixed seed and count):
#   tests/fuzz/run_long.sh [SECONDS | --runs N] [TARGET...]
# Builds the libFuzzer targets (tests/fuzz/build.sh) and fuzzes each target
# (default: every folder in tests/fuzz/corpus) for SECONDS (default 600) or
# for N inputs, with a random seed. What a run learns stays in
# build-fuzz/corpus-long/TARGET, so the next run goes on from there; after a
# clean run, the inputs that reach code the checked-in seeds do not are
# merged into tests/fuzz/corpus/TARGET (libFuzzer -merge=1: a minimal set by
# coverage, named by their SHA-1), to be committed. A crash leaves its input
# in build-fuzz/crashes/TARGET/ and makes the script exit 1: copy the input to
# tests/fuzz/corpus/TARGET/regression-WHAT, fix the bug, and add a test to
# TARGET_regressions_test.cpp (tests/fuzz/CMakeLists.txt).
set -uo pipefail
cd "$(dirname "$0")/../.."
limit=(-max_total_time=600)
if [[ "${1:-}" == --runs ]]; then
  limit=(-runs="$2")
  shift 2
elif [[ -n "${1:-}" && "${1:-}" != -* && -z "${1//[0-9]/}" ]]; then
  limit=(-max_total_time="$1")
  shift
fi
targets=("$@")
if ((${#targets[@]} == 0)); then
  mapfile -t targets < <(ls tests/fuzz/corpus)
fi
tests/fuzz/build.sh || exit 1
status=0
for t in "${targets[@]}"; do
  log=build-fuzz/fuzz-$t.log
  fuzzer=build-fuzz/tests/fuzz/fuzz_$t
  echo "fuzz_$t: ${limit[*]} (log: $log)"
  start=$(date +%s)
  if NOISESCOPE_FUZZ_ARTIFACTS=build-fuzz/crashes/$t tests/fuzz/run_fuzz.sh "$fuzzer" tests/fuzz/corpus/$t \
    build-fuzz/corpus-long/$t "${limit[@]}" >"$log" 2>&1; then
    grep -E '^(stat::number_of_executed_units|stat::new_units_added|stat::peak_rss_mb)' "$log" | sed 's/^/  /'
    echo "  $(($(date +%s) - start)) s; corpus-long now $(ls build-fuzz/corpus-long/$t | wc -l) inputs"
    before=$(ls tests/fuzz/corpus/$t | wc -l)
    "$fuzzer" -merge=1 tests/fuzz/corpus/$t build-fuzz/corpus-long/$t >"build-fuzz/merge-$t.log" 2>&1 ||
      { status=1; echo "  merge failed (build-fuzz/merge-$t.log)"; }
    echo "  tests/fuzz/corpus/$t: $before -> $(ls tests/fuzz/corpus/$t | wc -l) inputs"
  else
    status=1
    echo "  FOUND A PROBLEM:"
    grep -aE 'fuzz check failed|runtime error|ERROR: |Test unit written' "$log" | head -5 | sed 's/^/  /'
  fi
done
exit $status
