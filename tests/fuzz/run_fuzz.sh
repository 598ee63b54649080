#!/usr/bin/env bash
# usage: tests/fuzz/run_fuzz.sh FUZZER SEED_FOLDER WORK_FOLDER|- LIBFUZZER_OPTION...
# Runs one libFuzzer program from the seeds with the options given: for the
# test suite a fixed seed and count (-seed=1 -runs=N: the same inputs every
# time), for tests/fuzz/run_long.sh a time (-max_total_time=S). New inputs go
# to WORK_FOLDER ("-": a scratch folder removed afterwards), so the seeds in
# git stay as they are. A broken promise or a sanitizer report stops the run,
# leaves the input as crash-* in $NOISESCOPE_FUZZ_ARTIFACTS (default: the
# current folder) and exits non-zero.
set -euo pipefail
fuzzer=$1 seeds=$2 work=$3
shift 3
if [[ "$work" == - ]]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"
artifacts=${NOISESCOPE_FUZZ_ARTIFACTS:-$PWD}
mkdir -p "$artifacts"
# A target's dictionary (dict/NAME.dict, NAME the seed folder's name) guides
# mutation towards the words of its format.
extra=()
dict="$(dirname "$0")/dict/$(basename "$seeds").dict"
[[ -f "$dict" ]] && extra+=(-dict="$dict")
# -timeout: one input slower than 10 s is a finding (NOISESCOPE_FUZZ_TIMEOUT
# seconds where set: the test suite's runs share the cores with the window
# tests); -rss_limit_mb: so is 2 GiB.
# The work folder comes first: libFuzzer writes what it finds to the first.
"$fuzzer" -timeout="${NOISESCOPE_FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" "${extra[@]}" "$@" \
  "$work" "$seeds"
