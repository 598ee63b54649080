#include "rows_file.h"

#include "io/atomic_file.h"
#include "options/map_options.h"

namespace noisescope::cli {

RowsFormat rowsFormatOf(const std::string& path) {
  const auto ends = [&](std::string_view e) {
    return path.size() >= e.size() && path.compare(path.size() - e.size(), e.size(), e) == 0;
  };
  if (ends(".csv")) return RowsFormat::Csv;
  if (ends(".json")) return RowsFormat::Json;
  throw options::UsageError("-o must name a .csv or .json file, got " + io::quotedPath(path));
}

MapRegion readRegion(std::string_view option, std::string_view text) {
  const std::vector<double> v = options::parseList(option, text, 4, "four numbers X0,Y0,X1,Y1");
  return MapRegion{v[0], v[1], v[2], v[3]};
}

}  // namespace noisescope::cli
