#include "rows_table.h"

#include <cmath>
#include <cstdio>
#include <numbers>

namespace noisescope::io {

std::string rowsText(bool json, std::string_view jsonKey, const std::vector<RowsColumn>& columns,
                     const std::vector<std::vector<std::string>>& rows) {
  std::string text;
  if (!json) {
    for (std::size_t c = 0; c < columns.size(); ++c) (text += c ? "," : "") += columns[c].name;
    text += '\n';
    for (const std::vector<std::string>& row : rows) {
      for (std::size_t c = 0; c < row.size(); ++c) (text += c ? "," : "") += row[c];
      text += '\n';
    }
    return text;
  }
  ((text += "{\"") += jsonKey) += "\": [\n";
  for (std::size_t r = 0; r < rows.size(); ++r) {
    text += "  {";
    for (std::size_t c = 0; c < columns.size(); ++c) {
      ((text += c ? ", \"" : "\"") += columns[c].name) += "\": ";
      text += columns[c].text ? "\"" + rows[r][c] + "\"" : rows[r][c];
    }
    text += r + 1 < rows.size() ? "},\n" : "}\n";
  }
  return text + "]}\n";
}

namespace {

std::string number(const char* format, double v) {
  char text[40];
  std::snprintf(text, sizeof text, format, v);
  return text;
}

}  // namespace

std::string scatterPointsText(const std::vector<ScatterPoint>& points, bool json, double heightScale) {
  std::vector<std::vector<std::string>> rows;
  rows.reserve(points.size());
  for (const ScatterPoint& p : points) {
    const double degrees = std::atan(heightScale * p.slope) * 180.0 / std::numbers::pi;
    rows.push_back({number("%.17g", p.x), number("%.17g", p.y), scatterBiomeWord(p.biome),
                    number("%.9g", p.elevation), number("%.6g", degrees)});
  }
  return rowsText(json, "points", {{"x"}, {"y"}, {"biome", true}, {"elevation"}, {"slope"}}, rows);
}

std::string chunksText(const std::vector<ChunkBiome>& chunks, bool json) {
  std::vector<std::vector<std::string>> rows;
  rows.reserve(chunks.size());
  for (const ChunkBiome& c : chunks)
    rows.push_back({std::to_string(c.index.i), std::to_string(c.index.j), number("%.17g", c.centre.x),
                    number("%.17g", c.centre.y), scatterBiomeWord(c.biome), number("%.17g", c.elevation),
                    number("%.17g", c.moisture)});
  return rowsText(json, "chunks", {{"i"}, {"j"}, {"x"}, {"y"}, {"biome", true}, {"elevation"}, {"moisture"}},
                  rows);
}

}  // namespace noisescope::io
