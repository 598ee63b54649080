// The droplets' AVX2 kernels: four droplets' moves and two brush pairs in
// one vector of four doubles (this file is compiled with -mavx2; erosion.cpp
// runs it on the AVX2 and AVX-512 field paths).
#include "terrain/droplet_kernels.h"

#if defined(__x86_64__)
#define NOISESCOPE_DROPLET_NS avx2
#include "terrain/droplet_kernel_impl.h"

namespace noisescope::droplets {
TileRunner avx2TileRunner() {
  return &avx2::runTiles;
}
}  // namespace noisescope::droplets

#else

namespace noisescope::droplets {
TileRunner avx2TileRunner() {
  return nullptr;
}
}  // namespace noisescope::droplets

#endif
