// scatter_command.h — `noisescope scatter`: trees and rocks as points, by biome.
//
//   noisescope scatter [map options] [--spacing D] [--biome-spacing NAME=D,...]
//                      [--region X0,Y0,X1,Y1] [--method poisson|jitter]
//                      [--scatter-seed N] [--force] -o FILE.csv|FILE.json
//
// Spacings and the region are in map widths (the region defaults to the map,
// [0, 1] x [0, 1]); biome names are the table's, lower case with '-' for a
// space (bare-rock). One point per row: x, y, biome, elevation, slope (degrees
// at the preset's height scale). The points are noisescope/terrain/scatter.h's: the same in
// any region that contains them. Bad input: one line, exit 2 (1 for a file
// that cannot be written), no file left.
#pragma once

#include <cstdio>
#include <span>
#include <string>
#include <string_view>

#include "noisescope/terrain/scatter.h"

namespace noisescope::cli {

// "forest=0.01,desert=0.05" into s.biomeSpacing; throws options::UsageError
// naming an unknown biome (with the closest name) or a malformed pair.
void readBiomeSpacings(std::string_view option, std::string_view text, ScatterSettings& s);

// args are the words after "scatter". The preset's "scatter" settings are
// the base the options change. Returns the process exit code.
int runScatter(std::span<const std::string_view> args, std::FILE* out, std::FILE* err);

}  // namespace noisescope::cli
