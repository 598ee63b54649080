// rows_file.h — the words `scatter` and `chunks` share: the table's format
// by the file's extension (the tables: io/rows_table.h) and --region.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "noisescope/fill/camera.h"

namespace noisescope::cli {

enum class RowsFormat { Csv, Json };

// By the name: .csv or .json; else options::UsageError naming the path.
RowsFormat rowsFormatOf(const std::string& path);

// "X0,Y0,X1,Y1" as the option `option` gives it; options::UsageError if not
// four numbers (the region's own checks are mapRegionError's).
MapRegion readRegion(std::string_view option, std::string_view text);

}  // namespace noisescope::cli
