#!/usr/bin/env bash
# The library as a game gets it: `cmake --install --component dev` of this
# build into a scratch prefix, then examples/library built against that
# prefix twice (CMake's find_package, and g++ with pkg-config's flags alone),
# each run over points at several settings and held to `noisescope sample`
# of the same settings: the same 17 digits of the elevation and moisture, the
# same biome class. Also: nothing but include/noisescope, the library, the
# CMake package and the .pc file is installed.
#   library_test.sh BUILD_DIR SOURCE_DIR NOISESCOPE
set -euo pipefail
build=$1 source=$2 noisescope=$3
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
prefix=$scratch/prefix
cmake --install "$build" --component dev --prefix "$prefix" >/dev/null

fail() { echo "FAIL $*"; exit 1; }
# What the component installs: headers, one archive, the package files.
unexpected=$(cd "$prefix" && find . -type f | grep -Ev '^\./include/noisescope/.*\.h$|^\./lib(/[^/]+)?/(libnoisescope\.a|cmake/Noisescope/.*\.cmake|pkgconfig/noisescope\.pc)$' || true)
[[ -z "$unexpected" ]] || fail "the dev component installs more than the API: $unexpected"
[[ ! -e "$prefix/include/noisescope/fill/field_kernels.h" ]] || fail "an internal header is installed"

cmake -S "$source/examples/library" -B "$scratch/cmake-build" -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
cmake --build "$scratch/cmake-build" >/dev/null
pc_dir=$(dirname "$(find "$prefix" -name noisescope.pc)")
flags=$(PKG_CONFIG_PATH=$pc_dir pkg-config --cflags --libs noisescope)
# shellcheck disable=SC2086 # the flags are words
g++ -Wall -Wextra -Werror -o "$scratch/pc-example" "$source/examples/library/main.cpp" $flags

points=$scratch/points
printf '0.25 0.75\n-3.5 2\n1000.125 -77.5\n0 0\n12.3 45.6\n-0.001 0.999\n' >"$points"
check() {  # NAME VALUE pairs: the example's settings, and sample's as --NAME VALUE
  local args=() pair
  for ((i = 1; i < $#; i += 2)); do
    local name=${!i} j=$((i + 1))
    args+=("--$name" "${!j}")
  done
  paste -d' ' <("$noisescope" sample "${args[@]}" --field elevation <"$points") \
              <("$noisescope" sample "${args[@]}" --field moisture <"$points") \
              <("$noisescope" sample "${args[@]}" --field biome <"$points") >"$scratch/want"
  for example in "$scratch/cmake-build/noisescope_example" "$scratch/pc-example"; do
    "$example" "$@" <"$points" | cut -d' ' -f1-3 >"$scratch/got"
    cmp -s "$scratch/want" "$scratch/got" ||
      { diff "$scratch/want" "$scratch/got" | head -5; fail "$(basename "$example") $* differs from sample"; }
  done
  echo "same as sample: ${*:-defaults}"
}
check
check noise simplex octaves 6 island round exponent 2
check noise worley cell-return edge warp 1.5 terraces 8
check noise value fade cubic fractal ridged seed -12345 moisture-frequency 3
"$scratch/pc-example" octaves twelve </dev/null 2>"$scratch/err" && fail "a bad setting was taken"
grep -q "octaves" "$scratch/err" || fail "the bad setting's error does not name it: $(cat "$scratch/err")"
echo "ok"
