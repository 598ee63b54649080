#!/usr/bin/env bash
# Builds the Debian packages dist/noisescope_VERSION_ARCH.deb (the program)
# and dist/noisescope-dev_VERSION_ARCH.deb (the library: headers,
# libnoisescope.a, the CMake package and pkg-config file) from a Release
# build: `cmake --install --prefix /usr` of each component into a staging
# root, the Debian files (control with Depends from dpkg-shlibdeps,
# copyright, changelog, md5sums), then dpkg-deb. Prints the dev package's
# path, then the program's on the last line.
#
#   scripts/package.sh [OUT_DIR]        default OUT_DIR: dist
#
# NOISESCOPE_BUILD_DIR picks the build folder (default build, the one
# scripts/run.sh and scripts/test.sh use: an up-to-date one is reused).
# NOISESCOPE_MAINTAINER sets the Maintainer field.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${NOISESCOPE_BUILD_DIR:-build}
out=${1:-dist}
maintainer=${NOISESCOPE_MAINTAINER:-Noisescope maintainers <noisescope@example.org>}
for tool in dpkg-deb dpkg-shlibdeps dpkg-architecture; do
  command -v "$tool" >/dev/null || { echo "package.sh: $tool is missing (dpkg-dev; third_party/packages.txt)" >&2; exit 1; }
done

cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" -j "$(nproc)" --target noisescope noisescope_help_docs noisescope_icons

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root=$stage/root devroot=$stage/devroot
umask 022
# Install rules without a component are the program's ("Unspecified").
DESTDIR=$root cmake --install "$build" --prefix /usr --strip --component Unspecified >/dev/null
DESTDIR=$devroot cmake --install "$build" --prefix /usr --component dev >/dev/null

version=$("$root/usr/bin/noisescope" --version | awk '{print $2}')
arch=$(dpkg-architecture -qDEB_HOST_ARCH)
gzip -9n "$root/usr/share/man/man1/noisescope.1"

# The date of the commit built, so the same commit packs the same changelog.
if date_rfc=$(git log -1 --format=%cD 2>/dev/null) && [[ -n "$date_rfc" ]]; then
  commit=$(git log -1 --format=%h)
else
  date_rfc=$(date -R) commit="a source tree outside git"
fi
year=$(date -d "$date_rfc" +%Y)
cat >"$stage/changelog" <<EOF
noisescope ($version) unstable; urgency=medium

  * Built from $commit by scripts/package.sh.

 -- $maintainer  $date_rfc
EOF
cat >"$stage/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Noisescope

Files: *
Copyright: $year the Noisescope authors
License: none-chosen
 The project has not chosen a licence yet; until it does, all rights are
 reserved by the authors.
EOF

# ROOT PACKAGE: the changelog and copyright under ROOT/usr/share/doc/PACKAGE.
doc_files() {
  local doc=$1/usr/share/doc/$2
  mkdir -p "$doc" "$1/DEBIAN"
  gzip -9n -c "$stage/changelog" >"$doc/changelog.gz"
  cp "$stage/copyright" "$doc/copyright"
}
doc_files "$root" noisescope
doc_files "$devroot" noisescope-dev

# Depends: the shared libraries the binary links (dpkg-shlibdeps reads
# them from the binary), plus what it loads by other means: GLFW opens
# libGL at run time (libgl1 brings Mesa's drivers), and the explorer reads
# DejaVu Sans from fonts-dejavu-core's path.
mkdir -p "$stage/debian"
printf 'Source: noisescope\n\nPackage: noisescope\nArchitecture: any\n' >"$stage/debian/control"
shlibs=$(cd "$stage" && dpkg-shlibdeps -O -e root/usr/bin/noisescope -e root/usr/libexec/noisescope/noisescope-explorer 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[[ -n "$shlibs" ]] || { echo "package.sh: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
depends="$shlibs, libgl1, fonts-dejavu-core"

cat >"$root/DEBIAN/control" <<EOF
Package: noisescope
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: graphics
Priority: optional
Homepage: $(sed -n 's/^NOISESCOPE_HOMEPAGE:STRING=//p' "$build/CMakeCache.txt")
Description: explorer for the noise fields procedural terrain is built from
 Noisescope shows value noise and gradient noise side by side, each octave
 on its own, and the terrain bands a threshold cuts from the field, and
 updates them in the same frame as a slider moves. It is made for
 designers tuning terrain noise, for teachers and students, and for anyone
 who needs a screenshot or a heightmap: the noisescope command renders any
 view to PNG, 16-bit PNG, RAW or EXR, a biome class map or a glTF/OBJ
 mesh without a window.
EOF
# The library: a static archive and headers, so nothing to depend on at run
# time; building against it needs a C++20 compiler, as any -dev package does.
cat >"$devroot/DEBIAN/control" <<EOF
Package: noisescope-dev
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$devroot" | cut -f1)
Section: libdevel
Priority: optional
Homepage: $(sed -n 's/^NOISESCOPE_HOMEPAGE:STRING=//p' "$build/CMakeCache.txt")
Description: noise library of Noisescope, for games and tools (development files)
 The library that computes everything Noisescope shows: value, gradient,
 simplex and Worley fBm, the terrain steps, biomes, whole-field fills on
 every instruction set, scatter points and chunk layouts, the same bits on
 every CPU. A game that links it gets the explorer's field exactly.
 .
 This package holds the headers, the static library libnoisescope.a, a
 CMake package (find_package(Noisescope), target Noisescope::core) and a
 pkg-config file (noisescope).
EOF

# ROOT DEB: md5sums, then the package, written whole or not at all.
pack() {
  (cd "$1" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$1/DEBIAN/md5sums"
  chmod 0644 "$1/DEBIAN/control" "$1/DEBIAN/md5sums"
  dpkg-deb --root-owner-group -Zxz --build "$1" "$2.tmp" >/dev/null
  mv "$2.tmp" "$2"
  echo "$2"
}
mkdir -p "$out"
pack "$devroot" "$out/noisescope-dev_${version}_${arch}.deb"
pack "$root" "$out/noisescope_${version}_${arch}.deb"
