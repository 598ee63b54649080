#!/usr/bin/env bash
# Renders the manual's pictures (docs/terrain-*.png) with the command line,
# each from a built-in preset, so anyone can make them again.
#   scripts/readme_images.sh [BINARY]           writes docs/terrain-*.png
#   scripts/readme_images.sh --check [BINARY]   renders into a temporary folder
#                                               and fails when a committed
#                                               picture differs (ctest runs it)
# BINARY defaults to build/app/noisescope. The pictures are byte for byte what
# `render` writes (pixels and metadata), so a change to the noise, a preset, a
# colouring or the PNG writer shows up here as a stale picture.
set -euo pipefail
cd "$(dirname "$0")/.."

check=0
if [[ "${1:-}" == "--check" ]]; then
  check=1
  shift
fi
bin="${1:-build/app/noisescope}"

out=docs
if ((check)); then
  out="$(mktemp -d)"
  trap 'rm -rf "$out"' EXIT
fi

# NAME then the words after `render` (a preset, and what the picture varies).
pictures=(
  "terrain-warp        --preset warped-continent --size 320x320"
  "terrain-warp-grid   --preset warped-continent --view warp --size 320x320"
  "terrain-ridged      --preset ridged-range --size 320x320"
  "terrain-exponent-1  --preset island --exponent 1 --size 190x190"
  "terrain-exponent-2  --preset island --exponent 2.5 --size 190x190"
  "terrain-curve-0     --preset plateau-island --height-curve off --view relief --size 190x190"
  "terrain-curve-1     --preset plateau-island --view relief --size 190x190"
  "terrain-island      --preset island --size 320x320"
  "terrain-terraces    --preset terraced-mesas --size 320x320"
  "terrain-tile        --preset seamless-texture --zoom 0.5 --size 320x320"
  "terrain-time-0      --preset rolling-hills --time 0 --size 190x190"
  "terrain-time-1      --preset rolling-hills --time 1 --size 190x190"
  "terrain-biome       --preset island --view biome --size 320x320"
  "terrain-simplex     --preset simplex-continent --size 320x320"
  "terrain-worley-edge --preset cracked-stone --size 320x320"
  "terrain-worley-cell --preset worley-cell-biomes --size 320x320"
  "terrain-uneroded    --preset eroded-range --erosion 0 --thermal-passes 0 --size 320x320"
  "terrain-eroded      --preset eroded-range --size 320x320"
)

stale=()
for line in "${pictures[@]}"; do
  read -r -a words <<<"$line"
  name="${words[0]}"
  "$bin" render "${words[@]:1}" --force -o "$out/$name.png" >/dev/null
  if ((check)) && ! cmp -s "$out/$name.png" "docs/$name.png"; then
    stale+=("docs/$name.png")
  fi
done

# Every terrain picture the README and the manual show is one of the above.
if ((check)); then
  for shown in $(grep -oh 'terrain-[a-z0-9-]*\.png' README.md docs/manual/*.md | sort -u); do
    [[ -f "$out/$(basename "$shown")" ]] || stale+=("$shown (not made by this script)")
  done
fi

if ((${#stale[@]})); then
  echo "stale README pictures: ${stale[*]} (run scripts/readme_images.sh and commit docs/)" >&2
  exit 1
fi
