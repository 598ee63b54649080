#include "seed_history.h"

#include <algorithm>

namespace noisescope::gui {

void SeedHistory::note(std::int32_t seed) {
  const auto end = seeds.begin() + count;
  if (std::find(seeds.begin(), end, seed) != end) return;
  count = std::min(count + 1, kSeedHistorySize);
  std::copy_backward(seeds.begin(), seeds.begin() + count - 1, seeds.begin() + count);
  seeds[0] = seed;
}

}  // namespace noisescope::gui
