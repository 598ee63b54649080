#!/usr/bin/env bash
# The Debian packages as a user gets them. scripts/package.sh builds them (from
# the build folder scripts/test.sh has just built, so nothing recompiles);
# lintian finds no error, desktop-file-validate and appstreamcli validate
# pass; apt resolves its Depends on an empty Debian 12 without anything for
# building or testing; dpkg -x unpacks it into a scratch root, where the
# installed noisescope prints its version, renders a built-in preset byte
# for byte as the build tree's binary does, and under Xvfb writes a
# screenshot and opens a window with its icon and the desktop entry's
# StartupWMClass. The noisescope-dev package: lintian finds no error, and
# examples/library builds against its unpacked tree (CMake's find_package)
# and gives what the installed noisescope's sample gives. Skips, saying why,
# where a tool is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
missing=()
for tool in dpkg-deb dpkg-shlibdeps lintian desktop-file-validate appstreamcli xvfb-run xdotool xprop python3; do
  command -v "$tool" >/dev/null || missing+=("$tool")
done
if ((${#missing[@]})); then
  echo "package test SKIPPED: ${missing[*]} missing (Debian packages in third_party/packages.txt)"
  exit 0
fi
fail() { echo "package test FAILED: $*" >&2; exit 1; }
# WxH of a PNG file from its header, or "not a PNG".
png_size() {
  python3 -c 'import struct, sys; d = open(sys.argv[1], "rb").read(24)
print("%dx%d" % struct.unpack(">II", d[16:24]) if d[:8] == b"\x89PNG\r\n\x1a\n" else "not a PNG")' "$1"
}
build=${NOISESCOPE_BUILD_DIR:-build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

built=$(NOISESCOPE_BUILD_DIR=$build scripts/package.sh "$work/dist")
deb=$(tail -n 1 <<<"$built") devdeb=$(tail -n 2 <<<"$built" | head -n 1)
[[ -f "$deb" && -f "$devdeb" && "$devdeb" == */noisescope-dev_* ]] || fail "scripts/package.sh wrote no packages"
echo "package test: built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB) and $(basename "$devdeb")" \
  "($(du -k "$devdeb" | cut -f1) KiB, ${SECONDS}s)"

# lintian exits non-zero on errors only; its warnings are shown.
for package in "$deb" "$devdeb"; do
  lintian_ok=1
  lintian --fail-on error "$package" >"$work/lintian.txt" 2>&1 || lintian_ok=0
  grep -v '^running with root privileges' "$work/lintian.txt" || true
  ((lintian_ok)) || fail "lintian reports errors in $(basename "$package")"
done
echo "package test: lintian has no errors (${SECONDS}s)"
dpkg-deb -c "$deb" | grep -qE '/include/|\.a$' && fail "the program's package holds the library's files"

root=$work/root
dpkg -x "$deb" "$root"
app_id=$(sed -n 's/^NOISESCOPE_APP_ID:STRING=//p' "$build/CMakeCache.txt")
desktop=$root/usr/share/applications/$app_id.desktop
desktop-file-validate "$desktop" || fail "desktop-file-validate rejects $desktop"
appstreamcli validate --no-net "$root/usr/share/metainfo/$app_id.metainfo.xml" >/dev/null \
  || fail "appstreamcli validate rejects the metainfo"

# Depends: resolvable from Debian 12's archive on an empty system, and
# nothing from it for building or testing (needs apt's package lists).
if compgen -G "/var/lib/apt/lists/*_Packages*" >/dev/null; then
  : >"$work/empty-status"
  pulled=$(apt-get -s -o Dir::State::status="$work/empty-status" install "$(realpath "$deb")" 2>&1 \
           | sed -n 's/^Inst \([^ ]*\).*/\1/p') || true
  grep -qx noisescope <<<"$pulled" || fail "apt cannot install the package on an empty system"
  grep -qx libgl1-mesa-dri <<<"$pulled" || fail "apt would not pull in an OpenGL driver (libgl1-mesa-dri)"
  unwanted=$(grep -E -- '-dev$|^(cmake|ninja-build|gcc|g\+\+|gcc-12|cpp|clang.*|python3.*|xvfb|xdotool|lintian|imagemagick.*)$' <<<"$pulled" || true)
  [[ -z "$unwanted" ]] || fail "installing pulls in packages for building or testing: $unwanted"
  echo "package test: apt on an empty Debian 12 installs $(wc -l <<<"$pulled") packages (${SECONDS}s)"
else
  echo "package test: no apt package lists here; the Depends resolution check is skipped"
fi

# The installed tree, wherever it is unpacked.
bin=$root/usr/bin/noisescope
export HOME=$work/home XDG_CONFIG_HOME=$work/home/.config
version=$(dpkg-deb -f "$deb" Version)
[[ "$("$bin" --version)" == "noisescope $version" ]] || fail "installed --version says '$("$bin" --version)', not $version"
"$bin" render --preset rolling-hills --size 96x64 -o "$work/installed.png" >/dev/null
"$build/app/noisescope" render --preset rolling-hills --size 96x64 -o "$work/built.png" >/dev/null
cmp -s "$work/installed.png" "$work/built.png" || fail "the installed render differs from the build tree's"
for png in "$root"/usr/share/icons/hicolor/*x*/apps/"$app_id".png; do
  size=$(basename "$(dirname "$(dirname "$png")")")
  [[ "$(png_size "$png")" == "$size" ]] || fail "$png is not a $size PNG"
done
[[ -f "$root/usr/share/icons/hicolor/scalable/apps/$app_id.svg" ]] || fail "no scalable icon"
grep -qx "Icon=$app_id" "$desktop" || fail "the desktop entry's Icon is not $app_id"
bash -c "source '$root/usr/share/bash-completion/completions/noisescope' && complete -p noisescope" >/dev/null \
  || fail "the bash completion does not load"
# Unpacked whole first: `zcat | grep -q` under pipefail fails once the page
# outgrows the pipe, as grep's early exit stops zcat with SIGPIPE.
zcat "$root/usr/share/man/man1/noisescope.1.gz" >"$work/noisescope.1"
grep -q '^\.SS render' "$work/noisescope.1" || fail "the man page has no render section"

# The library from the unpacked dev package, built as a game would.
devroot=$work/devroot
dpkg -x "$devdeb" "$devroot"
cmake -S examples/library -B "$work/example" -DCMAKE_PREFIX_PATH="$devroot/usr" >/dev/null
cmake --build "$work/example" >/dev/null || fail "examples/library does not build against noisescope-dev"
printf '0.25 0.75\n-3.5 2\n' >"$work/points"
[[ "$("$work/example/noisescope_example" noise simplex island round <"$work/points" | cut -d' ' -f1)" == \
   "$("$bin" sample --noise simplex --island round <"$work/points")" ]] \
  || fail "the library of noisescope-dev and the installed sample disagree"
echo "package test: examples/library built against noisescope-dev agrees with sample (${SECONDS}s)"

# The explorer from the unpacked tree: a screenshot, then a window that
# carries its icon (16, 32, 48) and WM_CLASS = the entry's StartupWMClass.
export LIBGL_ALWAYS_SOFTWARE=1
xvfb-run -a -s "-screen 0 1600x1000x24" "$bin" --fresh --screenshot "$work/shot.png" --size 800x500 >/dev/null \
  || fail "the installed explorer's --screenshot failed"
echo "package test: the installed explorer wrote a screenshot (${SECONDS}s)"
[[ "$(png_size "$work/shot.png")" == 800x500 ]] || fail "the screenshot is not an 800x500 PNG"
wm_class=$(sed -n 's/^StartupWMClass=//p' "$desktop")
cat >"$work/window.sh" <<EOF
"$bin" --fresh --size 400x300 & pid=\$!
trap 'kill \$pid 2>/dev/null; wait \$pid 2>/dev/null' EXIT
wid=\$(timeout 120 xdotool search --sync --classname '$wm_class' | head -n 1)
[[ -n "\$wid" ]] || { echo "no window of class $wm_class"; exit 1; }
for _ in \$(seq 600); do  # the icon is set just after the window maps
  xprop -id "\$wid" _NET_WM_ICON | grep -q 'Icon (48 x 48)' && exit 0
  sleep 0.1
done
echo "window \$wid has no 48x48 icon"; exit 1
EOF
xvfb-run -a -s "-screen 0 1600x1000x24" bash "$work/window.sh" || fail "the installed explorer's window"
echo "package test: passed (${SECONDS}s)"
