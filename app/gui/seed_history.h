// seed_history.h — the last seeds the maps showed, for going back with a click.
//
// The explorer notes the seed once per frame; a seed not yet listed goes
// first and the oldest falls off past kSeedHistorySize. A seed already
// listed keeps its place, so clicking one of the list does not reorder it
// under the pointer. Arrow-key nudges are seeds shown like any other.
#pragma once

#include <array>
#include <cstdint>

namespace noisescope::gui {

inline constexpr int kSeedHistorySize = 8;

struct SeedHistory {
  std::array<std::int32_t, kSeedHistorySize> seeds{};  // newest first
  int count = 0;                                       // [0, kSeedHistorySize]

  // Records `seed` unless it is listed already.
  void note(std::int32_t seed);
};

}  // namespace noisescope::gui
