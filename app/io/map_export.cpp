#include "map_export.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "atomic_file.h"
#include "noisescope/fill/eroded_field.h"
#include "noisescope/output/mesh_grid.h"
#include "noisescope/teaching/stats.h"
#include "noisescope/terrain/erosion.h"
#include "noisescope/terrain/terrain.h"
#include "exr_file.h"
#include "mesh_file.h"
#include "png_file.h"

namespace noisescope::io {

namespace {

// About 8 MiB of floats per strip: big enough for the core to spread over
// its threads, small enough for progress to move every fraction of a second.
constexpr std::size_t kStripPixels = std::size_t{1} << 21;
// A 1 MiB strip for an f32 file written while it fills (renderWritingBehind).
constexpr std::size_t kWriteBehindPixels = std::size_t{1} << 18;

class ProgressGate {
 public:
  ProgressGate(const ExportProgress& progress, std::string_view phase) : progress_(progress), phase_(phase) {}
  // Reports done (0..1) when it moved a percent since the last report.
  void report(double done) {
    if (!progress_) return;
    const int percent = static_cast<int>(done * 100.0);
    if (percent == last_) return;
    last_ = percent;
    if (!progress_(done, phase_)) throw ExportCancelled();
  }

 private:
  const ExportProgress& progress_;
  std::string_view phase_;
  int last_ = -1;
};

void checkSize(ExportFormat format, int width, int height) {
  if (const std::string e = exportSizeError(format, width, height); !e.empty())
    throw std::invalid_argument(e);
}

// The surface a mesh export describes: the field's grid at its view's spacing.
Surface meshSurface(const ExportSettings& s) {
  return Surface{s.width, s.height, presetColours(s.preset, s.width, s.height).spacing, s.preset.heightScale};
}

MeshFormat meshFormatOf(ExportFormat format) {
  switch (format) {
    case ExportFormat::Obj: return MeshFormat::Obj;
    case ExportFormat::Glb:
    case ExportFormat::Png:
    case ExportFormat::Png16:
    case ExportFormat::R16:
    case ExportFormat::F32:
    case ExportFormat::Exr:
    case ExportFormat::Classes:
    case ExportFormat::Unity:
    case ExportFormat::Unreal:
    case ExportFormat::Godot:
    case ExportFormat::Splat: break;
  }
  return MeshFormat::Glb;
}

bool isRaw(ExportFormat f) {
  return exportFormatInfo(f).writer == ExportWriter::Raw;
}

std::span<const std::uint8_t> bytesOf(const std::string& text) {
  return {reinterpret_cast<const std::uint8_t*>(text.data()), text.size()};
}

using DisplayFields = std::vector<FieldValues>;

ColourInputs colourInputs(const ExportSettings& s, const DisplayFields& fields) {
  ColourInputs in;
  for (std::size_t f = 0; f < fields.size() && f < in.fields.size(); ++f) in.fields[f] = fields[f];
  in.width = s.width;
  in.height = s.height;
  return in;
}

void writePngFile(const ExportSettings& s, const DisplayFields& fields, const Quantiser& quantise,
                  const std::string& path, bool overwrite, const std::vector<PngText>& text,
                  const ExportProgress& progress) {
  ProgressGate gate(progress, "writing");
  const std::size_t width = static_cast<std::size_t>(s.width);
  const auto written = [&](int rows) { gate.report(static_cast<double>(rows) / s.height); };
  const FieldValues& field = fields.front();
  switch (s.format) {
    case ExportFormat::Png: {
      const ColourMode mode = displayColourMode(s.preset.display);
      const ColourInputs in = colourInputs(s, fields);
      const ColourSettings colours = presetColours(s.preset, s.width, s.height);
      writePngBands(
          path, PngFormat{s.width, s.height, 3, 8},
          [&](int y0, int y1, std::span<std::uint8_t> rows) {
            std::vector<std::uint8_t> rgba(width * 4);
            for (int y = y0; y < y1; ++y) {
              colouriseMap(in, mode, colours, y, y + 1, rgba);
              std::uint8_t* row = rows.data() + 3 * width * static_cast<std::size_t>(y - y0);
              for (std::size_t x = 0; x < width; ++x) std::memcpy(&row[3 * x], &rgba[4 * x], 3);
            }
          },
          text, overwrite, fieldThreads(), written);
      return;
    }
    case ExportFormat::Classes: {
      const FieldValues& moisture = fields.at(1);
      writePngBands(
          path, PngFormat{s.width, s.height, 1, 8},
          [&](int y0, int y1, std::span<std::uint8_t> rows) {
            const std::size_t first = width * static_cast<std::size_t>(y0);
            for (std::size_t i = 0; i < width * static_cast<std::size_t>(y1 - y0); ++i)
              rows[i] = static_cast<std::uint8_t>(classifyBiome(field[first + i], moisture[first + i],
                                                                s.preset.thresholds, s.preset.biomeCuts));
          },
          text, overwrite, fieldThreads(), written);
      return;
    }
    case ExportFormat::Splat: {
      writePngBands(
          path, PngFormat{s.width, s.height, 4, 8},
          [&](int y0, int y1, std::span<std::uint8_t> rows) {
            const std::size_t first = width * static_cast<std::size_t>(y0);
            for (std::size_t i = 0; i < width * static_cast<std::size_t>(y1 - y0); ++i) {
              const std::array<std::uint8_t, 4> w =
                  bandWeights(field[first + i], s.preset.thresholds, s.splatBlend);
              std::memcpy(&rows[4 * i], w.data(), 4);
            }
          },
          text, overwrite, fieldThreads(), written);
      return;
    }
    case ExportFormat::Png16:
    case ExportFormat::Unreal:
    case ExportFormat::R16:
    case ExportFormat::F32:
    case ExportFormat::Exr:
    case ExportFormat::Glb:
    case ExportFormat::Obj:
    case ExportFormat::Godot:
    case ExportFormat::Unity: break;
  }
  writePngBands(
      path, PngFormat{s.width, s.height, 1, 16},
      [&](int y0, int y1, std::span<std::uint8_t> rows) {
        const float* values = field.data() + width * y0;
        const std::size_t count = width * static_cast<std::size_t>(y1 - y0);
        for (std::size_t i = 0; i < count; ++i) {
          const std::uint16_t q = quantise(values[i]);
          rows[2 * i] = static_cast<std::uint8_t>(q >> 8);  // PNG samples are big-endian
          rows[2 * i + 1] = static_cast<std::uint8_t>(q & 0xFF);
        }
      },
      text, overwrite, fieldThreads(), written);
}

void writeRawFile(const ExportSettings& s, const FieldValues& field, const Quantiser& quantise,
                  AtomicFile& file, const ExportProgress& progress) {
  ProgressGate gate(progress, "writing");
  const bool flip = exportFormatInfo(s.format).bottomRowFirst;
  const auto width = static_cast<std::size_t>(s.width);
  // The value written at file position k: row-major, from the top or the bottom row.
  const auto at = [&](std::size_t k) {
    return flip ? field[(static_cast<std::size_t>(s.height) - 1 - k / width) * width + k % width] : field[k];
  };
  std::vector<std::uint8_t> chunk;
  for (std::size_t start = 0; start < field.size(); start += kStripPixels) {
    gate.report(static_cast<double>(start) / field.size());
    const std::size_t count = std::min(kStripPixels, field.size() - start);
    chunk.resize(count * (s.format == ExportFormat::F32 ? 4 : 2));
    for (std::size_t i = 0; i < count; ++i) {
      if (s.format == ExportFormat::F32) {
        const std::uint32_t bits = std::bit_cast<std::uint32_t>(at(start + i));
        for (int b = 0; b < 4; ++b) chunk[4 * i + b] = static_cast<std::uint8_t>(bits >> (8 * b));
      } else {
        const std::uint16_t q = quantise(at(start + i));
        chunk[2 * i] = static_cast<std::uint8_t>(q & 0xFF);  // little-endian, as terrain importers read
        chunk[2 * i + 1] = static_cast<std::uint8_t>(q >> 8);
      }
    }
    file.write(chunk);
  }
}

}  // namespace

int nearestEngineSide(ExportFormat format, int width, int height) {
  const std::span<const int> sides = exportFormatInfo(format).squareSides;
  if (sides.empty()) return 0;
  const long long want = std::max(width, height);
  int best = sides.front();
  for (int side : sides)
    if (std::llabs(side - want) < std::llabs(best - want)) best = side;
  return best;
}

std::string exportSizeError(ExportFormat format, int width, int height) {
  if (isMeshFormat(format)) return meshSizeError(Surface{width, height});
  if (width < 1 || height < 1 || width > kMaxFieldSide || height > kMaxFieldSide)
    return "size " + std::to_string(width) + "x" + std::to_string(height) + " is outside 1..16384 per side";
  const std::span<const int> sides = exportFormatInfo(format).squareSides;
  if (!sides.empty() && (width != height || std::find(sides.begin(), sides.end(), width) == sides.end())) {
    std::string list;
    for (std::size_t i = 0; i < sides.size(); ++i) list += (i ? ", " : "") + std::to_string(sides[i]);
    const int nearest = nearestEngineSide(format, width, height);
    return std::string(exportFormatName(format)) + " heightmaps are square, " + list +
           " pixels a side: " + std::to_string(width) + "x" + std::to_string(height) +
           " is not; the nearest is " + std::to_string(nearest) + "x" + std::to_string(nearest);
  }
  return {};
}

std::string exportFormatError(ExportFormat format, const MapDisplay& display) {
  if (format == ExportFormat::Splat &&
      views::viewFields(views::viewInfo(display.kind))[0] != FieldLayer::Elevation)
    return "format splat weighs the elevation's bands, and view " + views::displayName(display) +
           " is not the elevation";
  if (!exportFormatInfo(format).biomeOnly || views::viewInfo(display.kind).colouring == ColourMode::Biome) return {};
  return "format " + std::string(exportFormatName(format)) + " needs the biome or chunks view, got " +
         views::displayName(display);
}

ColourSettings presetColours(const Preset& preset, int width, int height) {
  const Camera camera = exportCamera(preset, width, height);
  return ColourSettings{preset.thresholds, preset.biomeCuts,   preset.biomeColours,
                        preset.light,      preset.heightScale, 1.0 / (width * camera.zoom)};
}

std::string_view noisescopeVersion() {
  return NOISESCOPE_VERSION;
}

Camera exportCamera(const Preset& preset, int width, int height) {
  return preset.hasCamera ? preset.camera : homeCamera(preset.params, width, height);
}

MapRegion exportRegion(const ExportSettings& settings) {
  const Camera camera = exportCamera(settings.preset, settings.width, settings.height);
  const MapPoint a = screenToMap(camera, settings.width, settings.height, 0, 0);
  const MapPoint b = screenToMap(camera, settings.width, settings.height, settings.width, settings.height);
  return MapRegion{a.x, a.y, b.x, b.y};
}

NoiseParams displayParams(const Preset& preset) {
  return views::displayParams(preset.params, preset.display);
}

std::string displayError(const Preset& preset) {
  const NoiseParams p = displayParams(preset);
  if (std::string e = paramsError(p); !e.empty()) return e;
  if (views::viewInfo(preset.display.kind).layer == views::Layer::Chunk && erosionOn(p))
    return "the chunks view reads the field at each chunk's centre and cannot erode: set --erosion 0";
  return "";
}

FieldSpec displaySpec(const Preset& preset, int width, int height) {
  return FieldSpec{width, height, exportCamera(preset, width, height), views::displayOctave(preset.display)};
}

ColourMode displayColourMode(const MapDisplay& display) {
  return views::viewInfo(display.kind).colouring;
}

namespace {

// Called with rows [y0, y1) of field as soon as they are filled.
using RowsFilled = std::function<void(const FieldValues& field, int y0, int y1)>;

// Field `index` of the display, filled in strips of about stripPixels;
// progress counts it as the index-th of `count`.
FieldValues renderOneField(const ExportSettings& s, std::size_t index, std::size_t count, ProgressGate& gate,
                           std::size_t stripPixels = kStripPixels, const RowsFilled& filled = {}) {
  const NoiseParams params = displayParams(s.preset);
  const FieldSpec spec = views::displayFieldSpec(s.preset.display, index, s.width, s.height,
                                                 exportCamera(s.preset, s.width, s.height), s.preset.chunk);
  FieldValues field(static_cast<std::size_t>(s.width) * static_cast<std::size_t>(s.height));
  // An eroded field is one region (field.h fillsWhole), eroded a round of
  // droplets at a time: progress between rounds, and a cancel stops it.
  if (fillsWhole(params, spec)) {
    ErodedField region(params, spec, spec.layer == FieldLayer::Biome, isErosionMask(spec.layer));
    while (!region.advance(1))
      gate.report((static_cast<double>(index) + region.progress()) / static_cast<double>(count));
    region.layer(spec, field);
    if (filled) filled(field, 0, s.height);
    return field;
  }
  const int strip = static_cast<int>(std::max<std::size_t>(1, stripPixels / static_cast<std::size_t>(s.width)));
  for (int y = 0; y < s.height; y += strip) {
    gate.report((static_cast<double>(index) + static_cast<double>(y) / s.height) /
                static_cast<double>(count));
    const int end = std::min(s.height, y + strip);
    fillFieldRect(params, spec, 0, y, s.width, end, field);
    if (filled) filled(field, y, end);
  }
  return field;
}

// An f32 file holds the field's own floats (on a little-endian CPU): each
// strip goes to the file as soon as it is filled and the disk starts writing
// it while the next strips fill (AtomicFile::writeBehind), so the fsync before
// the rename has little left to wait for. The file still reaches its name only
// through commitTogether (fsync, then rename), as every other export.
FieldValues renderWritingBehind(const ExportSettings& s, const ExportProgress& progress, AtomicFile& file) {
  ProgressGate gate(progress, "rendering");
  const auto width = static_cast<std::size_t>(s.width);
  FieldValues field =
      renderOneField(s, 0, 1, gate, kWriteBehindPixels, [&](const FieldValues& f, int y0, int y1) {
        file.writeBehind(
            {reinterpret_cast<const std::uint8_t*>(f.data() + width * static_cast<std::size_t>(y0)),
             width * static_cast<std::size_t>(y1 - y0) * sizeof(float)});
      });
  gate.report(1.0);
  return field;
}

}  // namespace

FieldValues renderDisplayField(const ExportSettings& s, const ExportProgress& progress) {
  checkSize(s.format, s.width, s.height);
  ProgressGate gate(progress, "rendering");
  FieldValues field = renderOneField(s, 0, 1, gate);
  gate.report(1.0);
  return field;
}

std::vector<FieldValues> renderDisplayFields(const ExportSettings& s, const ExportProgress& progress) {
  checkSize(s.format, s.width, s.height);
  ProgressGate gate(progress, "rendering");
  const std::size_t count = views::viewFields(views::viewInfo(s.preset.display.kind)).size();
  std::vector<FieldValues> fields;
  for (std::size_t i = 0; i < count; ++i) fields.push_back(renderOneField(s, i, count, gate));
  gate.report(1.0);
  return fields;
}

namespace {

// A tile's values cut from a field rendered whole (exportTiles): the
// fields, their width, the tile's first column and row, and the 16-bit
// range every tile shares.
struct TileSource {
  const DisplayFields* whole;
  int wholeWidth;
  int x0, y0;
  double rangeLow, rangeHigh;
};

DisplayFields cutTile(const TileSource& t, int width, int height) {
  DisplayFields out;
  for (const FieldValues& f : *t.whole) {
    FieldValues& tile = out.emplace_back(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    for (int y = 0; y < height; ++y)
      std::memcpy(tile.data() + static_cast<std::size_t>(y) * width,
                  f.data() + static_cast<std::size_t>(t.y0 + y) * t.wholeWidth + t.x0, sizeof(float) * width);
  }
  return out;
}

ExportResult exportFrom(const ExportSettings& s, const std::string& path, bool overwrite,
                        const ExportProgress& progress, const TileSource* tile) {
  checkSize(s.format, s.width, s.height);
  if (std::string e = exportFormatError(s.format, s.preset.display); !e.empty())
    throw std::invalid_argument(e);
  // The view's own noise with the settings (simplex cannot tile; time is the square lattice's).
  if (std::string e = displayError(s.preset); !e.empty()) throw std::invalid_argument(e);
  const ExportFormatInfo& info = exportFormatInfo(s.format);
  ExportResult result;
  // A name carrying the range is known now unless the range is measured (stretch).
  const auto namedPath = [&] {
    return info.sizeAndRangeInName
               ? sizeAndRangePath(path, s.width, s.height, result.rangeLow, result.rangeHigh)
               : path;
  };
  result.path = namedPath();
  if (isRaw(s.format)) result.sidecarPath = result.path + ".json";

  // Find an unwritable destination before the long part, not after it.
  std::optional<AtomicFile> raw, sidecar;
  if (isRaw(s.format)) {
    checkCanCreate(result.path, overwrite);  // the file the user named comes first in a refusal
    checkCanCreate(result.sidecarPath, overwrite);
    raw.emplace(result.path, overwrite);
    sidecar.emplace(result.sidecarPath, overwrite);
  } else if (isMeshFormat(s.format)) {
    raw.emplace(path, overwrite);
  } else {
    AtomicFile probe(path, overwrite);
  }

  // Float and 16-bit formats write the first field alone.
  const bool coloured = info.everyField;
  const bool writtenBehind =
      !tile && s.format == ExportFormat::F32 && std::endian::native == std::endian::little;
  std::vector<FieldValues> fields;
  if (tile)
    fields = cutTile(*tile, s.width, s.height);
  else if (coloured || info.writer == ExportWriter::Mesh)  // a mesh's vertices carry the view's colours
    fields = renderDisplayFields(s, progress);
  else if (writtenBehind)
    fields.push_back(renderWritingBehind(s, progress, *raw));
  else
    fields.push_back(renderDisplayField(s, progress));
  const FieldValues& field = fields.front();
  const FieldStats stats = computeStats(field, 1);
  result.min = stats.min;
  result.max = stats.max;
  if (s.stretch) {
    result.rangeLow = tile ? tile->rangeLow : stats.min;
    result.rangeHigh = tile ? tile->rangeHigh : stats.max;
    if (info.sizeAndRangeInName && !tile) {  // the measured range names the file
      result.path = namedPath();
      result.sidecarPath = result.path + ".json";
      raw->retarget(result.path);
      sidecar->retarget(result.sidecarPath);
    }
  } else {
    result.clipped = stats.outOfRange();
  }
  const double span = result.rangeHigh - result.rangeLow;
  const Quantiser quantise{result.rangeLow, span > 0 ? 65535.0 / span : 0.0};
  // The colour view paints them orange instead; classes have no range; a mesh keeps every value.
  if (coloured || info.writer == ExportWriter::Mesh) result.clipped = 0;

  const std::string metadata = exportMetadataJson(s, result);
  const std::vector<PngText> text = {{"Software", "Noisescope " + std::string(noisescopeVersion())},
                                     {kMetadataKey, metadata}};
  switch (info.writer) {
    case ExportWriter::Mesh: {
      ProgressGate gate(progress, "writing");
      // Each vertex in the colour the view paints it, as the PNG of the same view.
      std::vector<std::uint8_t> rgba(4 * static_cast<std::size_t>(s.width) *
                                     static_cast<std::size_t>(s.height));
      colouriseMap(colourInputs(s, fields), displayColourMode(s.preset.display),
                   presetColours(s.preset, s.width, s.height), 0, s.height, rgba);
      writeMesh(meshFormatOf(s.format), field, rgba, meshSurface(s), metadata, *raw,
                [&](double done) { gate.report(done); });
      raw->commit();
      break;
    }
    case ExportWriter::Raw:
      if (!writtenBehind) writeRawFile(s, field, quantise, *raw, progress);
      sidecar->write(bytesOf(metadata));
      commitTogether(*raw, *sidecar);  // never a heightmap without its metadata
      break;
    case ExportWriter::Exr:
      ProgressGate(progress, "writing").report(0.0);
      writeExr(path, s.width, s.height, field, text, overwrite);
      break;
    case ExportWriter::Png: writePngFile(s, fields, quantise, path, overwrite, text, progress); break;
  }
  if (progress) progress(1.0, "writing");
  return result;
}

}  // namespace

ExportResult exportMap(const ExportSettings& s, const std::string& path, bool overwrite,
                       const ExportProgress& progress) {
  return exportFrom(s, path, overwrite, progress, nullptr);
}

std::string tilePath(const std::string& path, int x, int y) {
  const std::size_t slash = path.find_last_of('/');
  const std::size_t dot = path.find_last_of('.');
  const std::size_t at =
      dot == std::string::npos || (slash != std::string::npos && dot < slash) || dot == slash + 1
          ? path.size()
          : dot;
  return path.substr(0, at) + "_" + std::to_string(x) + "_" + std::to_string(y) + path.substr(at);
}

ExportSettings tiledWhole(const ExportSettings& tile, int columns, int rows) {
  ExportSettings whole = tile;
  whole.width = columns * (tile.width - 1) + 1;
  whole.height = rows * (tile.height - 1) + 1;
  return whole;
}

std::string exportTilesError(const ExportSettings& tileSettings, int columns, int rows) {
  if (columns < 1 || rows < 1 || columns > kMaxTilesPerSide || rows > kMaxTilesPerSide)
    return "tiles must be 1..64 each way, got " + std::to_string(columns) + "x" + std::to_string(rows);
  if (isMeshFormat(tileSettings.format)) return "tiles are images: a mesh format cannot be tiled";
  if (exportFormatInfo(tileSettings.format).sizeAndRangeInName)
    return std::string(exportFormatName(tileSettings.format)) +
           " is one heightmap: Terrain3D cuts it into regions itself, so it is not tiled";
  const long long w = static_cast<long long>(columns) * (tileSettings.width - 1) + 1;
  const long long h = static_cast<long long>(rows) * (tileSettings.height - 1) + 1;
  if (tileSettings.width < 2 || tileSettings.height < 2 || w > kMaxFieldSide || h > kMaxFieldSide)
    return std::to_string(columns) + "x" + std::to_string(rows) + " tiles of " +
           std::to_string(tileSettings.width) + "x" + std::to_string(tileSettings.height) +
           " sharing their edges make " + std::to_string(w) + "x" + std::to_string(h) +
           " pixels; tiles are 2 pixels or more a side and the whole at most 16384";
  return "";
}

std::vector<ExportResult> exportTiles(const ExportSettings& tileSettings, int columns, int rows,
                                      const std::string& path, bool overwrite,
                                      const ExportProgress& progress) {
  if (std::string e = exportTilesError(tileSettings, columns, rows); !e.empty())
    throw std::invalid_argument(e);
  if (std::string e = exportSizeError(tileSettings.format, tileSettings.width, tileSettings.height);
      !e.empty())
    throw std::invalid_argument(e);
  const ExportSettings whole = tiledWhole(tileSettings, columns, rows);
  const bool flip = exportFormatInfo(tileSettings.format).bottomRowFirst;
  // Every destination before the long part: a refusal writes nothing.
  for (int y = 0; y < rows; ++y)
    for (int x = 0; x < columns; ++x) {
      const std::string p = tilePath(path, x, y);
      checkCanCreate(p, overwrite);
      if (isRaw(tileSettings.format)) checkCanCreate(p + ".json", overwrite);
    }
  ExportSettings fieldsOnly = whole;
  fieldsOnly.format = ExportFormat::Png;  // the render checks the whole size, any engine size aside
  const DisplayFields fields = exportFormatInfo(tileSettings.format).everyField
                                   ? renderDisplayFields(fieldsOnly, progress)
                                   : DisplayFields{renderDisplayField(fieldsOnly, progress)};
  const FieldStats stats = computeStats(fields.front(), 1);
  const Camera camera = exportCamera(whole.preset, whole.width, whole.height);
  const double perPixel = 1.0 / (whole.width * camera.zoom);  // map widths
  std::vector<ExportResult> results;
  for (int y = 0; y < rows; ++y)
    for (int x = 0; x < columns; ++x) {
      const int x0 = x * (tileSettings.width - 1);
      const int y0 = flip ? (rows - 1 - y) * (tileSettings.height - 1) : y * (tileSettings.height - 1);
      ExportSettings t = tileSettings;
      // The view that samples the tile's pixels where the whole map samples them.
      t.preset.camera = Camera{camera.cx + (x0 + 0.5 * t.width - 0.5 * whole.width) * perPixel,
                               camera.cy + (y0 + 0.5 * t.height - 0.5 * whole.height) * perPixel,
                               camera.zoom * whole.width / t.width};
      t.preset.hasCamera = true;
      const TileSource source{&fields, whole.width, x0, y0, stats.min, stats.max};
      results.push_back(exportFrom(t, tilePath(path, x, y), overwrite, {}, &source));
    }
  return results;
}

}  // namespace noisescope::io
