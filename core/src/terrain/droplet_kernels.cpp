// The droplets' baseline kernels: SSE2 pairs on x86-64 (its baseline), the
// compiler's two-lane vectors elsewhere.
#define NOISESCOPE_DROPLET_NS baseline
#include "terrain/droplet_kernel_impl.h"

namespace noisescope::droplets {
TileRunner baselineTileRunner() {
  return &baseline::runTiles;
}
}  // namespace noisescope::droplets
