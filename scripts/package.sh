#!/usr/bin/env bash
# Builds the Debian package dist/noisescope_VERSION_ARCH.deb from a Release
# build: `cmake --install --prefix /usr --strip` into a staging root, the
# Debian files (control with Depends from dpkg-shlibdeps, copyright,
# changelog, md5sums), then dpkg-deb. Prints the package's path.
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
root=$stage/root
umask 022
DESTDIR=$root cmake --install "$build" --prefix /usr --strip >/dev/null

version=$("$root/usr/bin/noisescope" --version | awk '{print $2}')
arch=$(dpkg-architecture -qDEB_HOST_ARCH)
doc=$root/usr/share/doc/noisescope
mkdir -p "$doc" "$root/DEBIAN"
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
gzip -9n -c "$stage/changelog" >"$doc/changelog.gz"
cat >"$doc/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Noisescope

Files: *
Copyright: $year the Noisescope authors
License: none-chosen
 The project has not chosen a licence yet; until it does, all rights are
 reserved by the authors.
EOF

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
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

mkdir -p "$out"
deb=$out/noisescope_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb.tmp" >/dev/null
mv "$deb.tmp" "$deb"
echo "$deb"
