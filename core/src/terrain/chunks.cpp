#include "noisescope/terrain/chunks.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "fill/field_internal.h"
#include "noisescope/fill/field.h"
#include "noisescope/terrain/erosion.h"
#include "noisescope/terrain/terrain.h"

namespace noisescope {

namespace {

// A chunk's values through the point functions, as elevation() and
// moisture() read lattice point (m f) with map point (m f) / f.
ChunkBiome evaluate(const TerrainPoint& field, const Thresholds& t, const BiomeCuts& cuts, double size,
                    ChunkIndex index) {
  const MapPoint m = chunkCentre(index, size);
  const double f = field.params().frequency;
  const double px = m.x * f, py = m.y * f;
  const double e = field.elevation(px, py, px / f, py / f);
  const double w = field.moisture(px, py);
  return ChunkBiome{index, m, e, w, classifyBiome(e, w, t, cuts)};
}

void refuseErosion(const NoiseParams& p) {
  if (erosionOn(p))
    throw std::invalid_argument("chunks read the field at their centres and cannot erode: set --erosion 0");
}

// The runs of equal chunk index along one axis of pixels [a, b): run r
// covers pixels [starts[r], starts[r + 1]) and has index ids[r].
struct Runs {
  std::vector<int> starts;
  std::vector<std::int64_t> ids;
};
template <typename IndexOf>
Runs runsOf(int a, int b, IndexOf indexOf) {
  Runs r;
  for (int k = a; k < b; ++k) {
    const std::int64_t id = indexOf(k);
    if (r.ids.empty() || r.ids.back() != id) {
      r.starts.push_back(k);
      r.ids.push_back(id);
    }
  }
  r.starts.push_back(b);
  return r;
}

std::int64_t indexOf(double m, double size) { return static_cast<std::int64_t>(std::floor(m / size)); }

}  // namespace

ChunkIndex chunkAt(double mx, double my, double size) { return ChunkIndex{indexOf(mx, size), indexOf(my, size)}; }

MapPoint chunkCentre(ChunkIndex c, double size) {
  return MapPoint{(static_cast<double>(c.i) + 0.5) * size, (static_cast<double>(c.j) + 0.5) * size};
}

std::string chunkSizeError(double size) {
  if (size >= kChunkSizeMin && size <= kChunkSizeMax) return "";
  char text[128];
  std::snprintf(text, sizeof text, "the chunk size must be in [%.6g, %.6g] map widths, got %.6g", kChunkSizeMin,
                kChunkSizeMax, size);
  return text;
}

std::string chunkRequestError(double size, const MapRegion& r) {
  if (std::string e = chunkSizeError(size); !e.empty()) return e;
  if (std::string e = mapRegionError(r); !e.empty()) return e;
  const double columns = std::ceil(r.x1 / size) - std::floor(r.x0 / size);
  const double rows = std::ceil(r.y1 / size) - std::floor(r.y0 / size);
  if (columns * rows > static_cast<double>(kChunkMaxCount)) {
    char text[160];
    std::snprintf(text, sizeof text, "the region holds %.0f chunks, more than the %llu allowed: use larger chunks or a smaller region",
                  columns * rows, static_cast<unsigned long long>(kChunkMaxCount));
    return text;
  }
  return "";
}

std::vector<ChunkBiome> chunkLayout(const NoiseParams& p, const Thresholds& t, const BiomeCuts& cuts, double size,
                                    const MapRegion& r) {
  if (std::string e = chunkRequestError(size, r); !e.empty()) throw std::invalid_argument(e);
  refuseErosion(p);
  const TerrainPoint field(p);
  const std::int64_t i0 = indexOf(r.x0, size), j0 = indexOf(r.y0, size);
  // The last chunk is the one that starts before x1 (x1 itself is outside).
  const std::int64_t i1 = static_cast<std::int64_t>(std::ceil(r.x1 / size)) - 1;
  const std::int64_t j1 = static_cast<std::int64_t>(std::ceil(r.y1 / size)) - 1;
  const auto columns = static_cast<std::size_t>(i1 - i0 + 1);
  std::vector<ChunkBiome> out(columns * static_cast<std::size_t>(j1 - j0 + 1));
  const double workPerRow = static_cast<double>(columns) * field.params().octaves * 2 * 30.0;
  detail::forRowPieces(0, static_cast<int>(j1 - j0 + 1), workPerRow, [&](int a, int b) {
    for (int row = a; row < b; ++row)
      for (std::size_t col = 0; col < columns; ++col)
        out[static_cast<std::size_t>(row) * columns + col] =
            evaluate(field, t, cuts, size, ChunkIndex{i0 + static_cast<std::int64_t>(col), j0 + row});
  });
  return out;
}

void fillChunkedField(const NoiseParams& c, const FieldSpec& spec, int x0, int y0, int x1, int y1,
                      std::span<float> out) {
  if (spec.octave != kWholeFbm ||
      !(spec.layer == FieldLayer::Elevation || spec.layer == FieldLayer::Moisture || spec.layer == FieldLayer::Biome))
    throw std::invalid_argument("a chunked field is the elevation, moisture or biome layer, got " +
                                std::string(fieldLayerName(spec.layer)) +
                                (spec.octave != kWholeFbm ? " of one octave" : ""));
  refuseErosion(c);
  const double size = spec.chunk;
  // pixelToMap's x does not depend on the row, nor y on the column.
  const Runs columns = runsOf(x0, x1, [&](int x) {
    return indexOf(pixelToMap(spec.camera, spec.width, spec.height, x, 0).x, size);
  });
  const Runs rows = runsOf(y0, y1, [&](int y) {
    return indexOf(pixelToMap(spec.camera, spec.width, spec.height, 0, y).y, size);
  });
  const TerrainPoint field(c);
  const double workPerRun = static_cast<double>(columns.ids.size()) * c.octaves * 2 * 30.0 +
                            static_cast<double>(x1 - x0) * (y1 - y0) / static_cast<double>(rows.ids.size());
  detail::forRowPieces(0, static_cast<int>(rows.ids.size()), workPerRun, [&](int a, int b) {
    for (int r = a; r < b; ++r)
      for (std::size_t k = 0; k < columns.ids.size(); ++k) {
        const ChunkBiome chunk = evaluate(field, spec.thresholds, spec.biomeCuts, size,
                                          ChunkIndex{columns.ids[k], rows.ids[static_cast<std::size_t>(r)]});
        const double v = spec.layer == FieldLayer::Elevation ? chunk.elevation
                         : spec.layer == FieldLayer::Moisture
                             ? chunk.moisture
                             : static_cast<double>(static_cast<int>(chunk.biome));
        const auto value = static_cast<float>(v);
        for (int y = rows.starts[static_cast<std::size_t>(r)]; y < rows.starts[static_cast<std::size_t>(r) + 1]; ++y)
          for (int x = columns.starts[k]; x < columns.starts[k + 1]; ++x)
            out[static_cast<std::size_t>(y) * spec.width + x] = value;
      }
  });
}

}  // namespace noisescope
