// chunks_command.h — `noisescope chunks`: the biome of every chunk of a
// region, read at the chunk's centre (noisescope/terrain/chunks.h).
//
//   noisescope chunks [map options] [--chunk D] [--region X0,Y0,X1,Y1]
//                     [--force] -o FILE.csv|FILE.json
//
// The chunk side D and the region are in map widths (D defaults to the
// preset's "chunk", 1/16; the region to the map, [0, 1] x [0, 1]). One row
// per chunk that overlaps the region, rows of j from the top, i left to
// right: i, j, x, y (the centre), biome, elevation, moisture, each value what
// `sample` gives at the centre. Bad input: one line, exit 2 (1 for a file
// that cannot be written), no file left.
#pragma once

#include <cstdio>
#include <span>
#include <string_view>

namespace noisescope::cli {

// args are the words after "chunks". Returns the process exit code.
int runChunks(std::span<const std::string_view> args, std::FILE* out, std::FILE* err);

}  // namespace noisescope::cli
