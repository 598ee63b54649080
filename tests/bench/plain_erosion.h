// plain_erosion.h — the yardstick of the erosion benchmark (#26's goal: our
// droplets on two cores at least 3 times as fast as this): the same droplet
// algorithm as core's (noisescope/terrain/erosion.h, Beyer's thesis with the
// defaults of Sebastian Lague's project) written the straightforward way, one
// thread, one loop, no tiles, rounds or masks: a droplet starts at a random
// pixel, follows the bilinear gradient with inertia one pixel a step, erodes
// over a brush of radius 3 pixels where it can carry more, deposits
// bilinearly where it carries too much or climbs, and dies after 30 steps or
// where it leaves the field. Heights are the field's elevations.
#pragma once

#include <cstdint>
#include <vector>

namespace noisescope::bench {

// Runs `droplets` droplets over the side x side field `height` in place,
// their starts from std::mt19937(seed).
void plainErosion(std::vector<float>& height, int side, std::int64_t droplets, std::uint32_t seed);

}  // namespace noisescope::bench
