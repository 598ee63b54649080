#!/usr/bin/env bash
# Installs what is missing, builds (Release) and starts the explorer. Extra
# arguments go to the explorer. With no display, it says so and writes a
# screenshot through Xvfb instead, printing its path.
set -euo pipefail
cd "$(dirname "$0")/.."
third_party/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$(nproc)" --target noisescope
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
  shot="$PWD/noisescope-$(date +%Y%m%d-%H%M%S).png"
  echo "noisescope: no display found; rendering the explorer under Xvfb to $shot" >&2
  # The explorer prints the screenshot's path on stdout once it is written.
  exec xvfb-run -a -s "-screen 0 1600x1000x24" build/app/noisescope --screenshot "$shot" "$@"
else
  exec build/app/noisescope "$@"
fi
