// band_shares.h — each band's share of a map, read from its histogram.
//
// MapStats (app_state.h) holds the share of pixels in each 1/64 of [0, 1]
// and the share outside [0, 1]. A band's share is the sum of the bins below
// its threshold, the bin a threshold falls in split in proportion to where
// it falls (the values are taken as spread evenly inside a bin), so a share
// is exact to within the share of the one or two bins its thresholds cut.
// The share outside [0, 1] counts as rock: fBm is never below 0, so it is
// the part above 1 when normalisation is off. Output: four
// shares in [0, 1] (water, sand, grass, rock) summing to the binned share
// plus the outside share (1 for a non-empty map).
#pragma once

#include <array>
#include <span>

#include "noisescope/terrain/biomes.h"

#include "app_state.h"

namespace noisescope::gui {

std::array<double, 4> bandShares(const MapStats& stats, const Thresholds& t);

// Each biome class's share of a map of elevation e and moisture m (the same
// length), classifyBiome at every pixel. Output: kBiomeCount shares in
// [0, 1] summing to 1, all 0 for an empty map.
std::array<double, kBiomeCount> biomeShares(std::span<const float> e, std::span<const float> m, const Thresholds& t,
                                            const BiomeCuts& cuts);

}  // namespace noisescope::gui
