// rows_file.h — the tables `scatter` and `chunks` write: one row per point
// or chunk, as CSV with a header or as JSON, named by the file's extension.
//
//   CSV:  a header of the column names, then one line per row, no quoting
//         (no value holds a comma: numbers and biome words).
//   JSON: {"KEY": [ {"column": value, ...}, ... ]}, text columns quoted.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/camera.h"

namespace noisescope::cli {

enum class RowsFormat { Csv, Json };

// By the name: .csv or .json; else options::UsageError naming the path.
RowsFormat rowsFormatOf(const std::string& path);

// "X0,Y0,X1,Y1" as the option `option` gives it; options::UsageError if not
// four numbers (the region's own checks are mapRegionError's).
MapRegion readRegion(std::string_view option, std::string_view text);

struct RowsColumn {
  std::string_view name;
  bool text = false;  // quoted in JSON
};

// The table: rows hold one formatted value per column.
std::string rowsText(RowsFormat format, std::string_view jsonKey, const std::vector<RowsColumn>& columns,
                     const std::vector<std::vector<std::string>>& rows);

}  // namespace noisescope::cli
