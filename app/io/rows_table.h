// rows_table.h — the tables of points and chunks Noisescope writes: one row
// per scatter point or chunk, as CSV with a header or as JSON. `noisescope
// scatter` and `chunks` write them, and so does the explorer's Scatter
// section, so a file from either is the same bytes for the same rows.
//
//   CSV:  a header of the column names, then one line per row, no quoting
//         (no value holds a comma: numbers and biome words).
//   JSON: {"KEY": [ {"column": value, ...}, ... ]}, text columns quoted.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "noisescope/terrain/chunks.h"
#include "noisescope/terrain/scatter.h"

namespace noisescope::io {

struct RowsColumn {
  std::string_view name;
  bool text = false;  // quoted in JSON
};

// The table: rows hold one formatted value per column.
std::string rowsText(bool json, std::string_view jsonKey, const std::vector<RowsColumn>& columns,
                     const std::vector<std::vector<std::string>>& rows);

// x,y,biome,elevation,slope: the point in map widths (17 digits), its biome
// word (scatterBiomeWord), the elevation (9 digits) and the slope in degrees
// at heightScale (6 digits).
std::string scatterPointsText(const std::vector<ScatterPoint>& points, bool json, double heightScale);

// i,j,x,y,biome,elevation,moisture: a chunk's index, centre, biome word and
// values at its centre (17 digits).
std::string chunksText(const std::vector<ChunkBiome>& chunks, bool json);

}  // namespace noisescope::io
