// map_export.h — a map rendered at any size and written as PNG, RAW, OpenEXR
// or a mesh. The formats themselves are one table (export_formats.h); the
// rendering and writing are map_export.cpp, the metadata both ways
// export_metadata.cpp, the field memory field_memory.cpp.
//
// exportMap renders the field of a preset's display (preset.h MapDisplay)
// with noisescope/fill/field.h, in strips so progress can be reported, and writes it:
//
//   Png    8-bit RGB of the coloured view, painted by noisescope/output/colour.h exactly
//          as the GUI paints it: value and gradient with the terrain ramp,
//          an octave and raw in grey, land/water and bands with their tables.
//   Png16  16-bit greyscale heightmap: the field's [0, 1] (or, with
//          stretch, the measured min..max) mapped linearly to 0..65535,
//          rounded to nearest; values outside the range are clipped.
//   R16    the same samples as Png16, 16-bit little-endian, no header.
//   F32    the field's floats, 32-bit IEEE little-endian, bit for bit.
//   Exr    the same floats, bit for bit, as a one-channel OpenEXR file
//          (exr_file.h), the metadata in a string attribute kMetadataKey.
//   Classes  8-bit greyscale PNG of biome class numbers 0..10 (noisescope/terrain/biomes.h:
//          water 0 ... snow 10), classifyBiome of the elevation and moisture
//          at each pixel with the preset's thresholds and cuts; for the
//          biome view only (std::invalid_argument otherwise). A game reads
//          the class straight from the grey level.
//   Glb    the field as a triangle mesh, binary glTF (mesh_file.h): width x
//          height is the vertex grid, 2..4096 each way, heights scaled by
//          the preset's heightScale; the metadata in the node's extras.
//   Obj    the same mesh as Wavefront OBJ, the metadata in a comment line.
// A view of several fields (views/map_views.h: biome, warp) colours them
// together in Png; 16-bit and float formats write its first field.
//
// Every file says how it was made: a PNG carries the metadata JSON
// (exportMetadataJson) in a text chunk with key kMetadataKey, beside a
// "Software" chunk; an EXR file in string attributes of the same names; a
// RAW file gets it as a sidecar, PATH + ".json". settingsFromMetadata reads
// it back, so a PNG or EXR file re-renders exactly.
//
// Pixel (px, py) samples camera.h's mapping for the preset's camera, or for
// homeCamera(params, width, height) when the preset has none: the same field the
// GUI shows for the same view. Files are written atomically
// (atomic_file.h); the destination (and sidecar) is checked before any work.
//
// Memory: the float field (4 bytes a pixel, 1 GiB at 16384 x 16384) plus a
// row or a strip; nothing else scales with the size.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "noisescope/fill/field.h"
#include "noisescope/output/colour.h"
#include "export_formats.h"
#include "preset.h"

namespace noisescope::io {

// Empty when width x height suits format (1..16384 per side; a mesh
// 2..4096; an engine format, unity or unreal, one of its square sizes), else
// one sentence that names the nearest allowed size.
std::string exportSizeError(ExportFormat format, int width, int height);
// An engine format's allowed side nearest max(width, height) (export_formats.h
// squareSides), or 0 for a format of any size.
int nearestEngineSide(ExportFormat format, int width, int height);

// Empty when format can export display, else one sentence why not
// ("format classes needs the biome view, got bands").
std::string exportFormatError(ExportFormat format, const MapDisplay& display);

// The colouring settings of a preset (thresholds, biome cuts, colours, the
// relief's light and height scale) for a width x height map of it (the
// relief's pixel spacing, 1 / (width * zoom)).
ColourSettings presetColours(const Preset& preset, int width, int height);

inline constexpr const char* kMetadataKey = "noisescope";  // PNG text key of the metadata JSON
inline constexpr int kMetadataVersion = 1;

// The Noisescope version this library was built as, e.g. "0.1.0".
std::string_view noisescopeVersion();

// Everything that decides the bytes of an exported file.
struct ExportSettings {
  Preset preset;                       // params, view, thresholds, display
  int width = 1024;                    // pixels, [1, kMaxFieldSide]; a mesh's vertices, [2, 4096]
  int height = 1024;                   // pixels, [1, kMaxFieldSide]; a mesh's vertices, [2, 4096]
  ExportFormat format = ExportFormat::Png;
  bool stretch = false;                // 16-bit formats: map measured min..max instead of [0, 1]
  double splatBlend = 0.0;             // splat: the bands' blend (noisescope/terrain/bands.h bandWeights), [0, 0.25]

  bool operator==(const ExportSettings&) const = default;
};

struct ExportResult {
  std::string path;          // the file written
  std::string sidecarPath;   // PATH.json for RAW formats, else empty
  float min = 0, max = 0;    // measured range of the field
  double rangeLow = 0;       // field value written as 0 (16-bit formats)
  double rangeHigh = 1;      // field value written as 65535 (16-bit formats)
  std::size_t clipped = 0;   // 16-bit formats: values outside [rangeLow, rangeHigh]
};

// The 16-bit sample of a field value for the range [low, high]: (v - low) *
// scale clipped to [0, 65535] and rounded to nearest, halves away from zero
// (exactly std::lround, without the library call, which cost 7% of a png16
// export). NaN gives 0. Output: [0, 65535].
struct Quantiser {
  double low;
  double scale;  // 65535 / (high - low), or 0 for an empty range
  std::uint16_t operator()(float v) const {
    double t = (static_cast<double>(v) - low) * scale;
    t = t > 0.0 ? t : 0.0;  // NaN too
    t = t < 65535.0 ? t : 65535.0;
    // t >= 0, so the cast is floor, and t - whole is exact (Sterbenz).
    const int whole = static_cast<int>(t);
    return static_cast<std::uint16_t>(whole + (t - whole >= 0.5 ? 1 : 0));
  }
};

// Called from the exporting thread with the share done, [0, 1], and the
// phase ("rendering", "writing"); returning false cancels the export.
using ExportProgress = std::function<bool(double done, std::string_view phase)>;

// Thrown when progress returned false; nothing was written.
struct ExportCancelled : std::runtime_error {
  ExportCancelled() : std::runtime_error("export cancelled") {}
};

// The view pixel coordinates map through, as described above.
Camera exportCamera(const Preset& preset, int width, int height);
// The map region an export covers, in map widths (camera.h MapRegion): from
// its first pixel's outer corner to its last one's, the corners screenToMap
// gives for exportCamera. The explorer outlines it on its maps. Output:
// x0 < x1, y0 < y1.
MapRegion exportRegion(const ExportSettings& settings);
// The parameters and field spec of a display: value/gradient force their
// noise; an octave display samples that octave alone.
NoiseParams displayParams(const Preset& preset);
// Empty when the preset's view can be drawn with its settings (paramsError
// of displayParams: simplex cannot tile, time is the square lattice's; the
// chunks view reads points and cannot erode); else one sentence.
std::string displayError(const Preset& preset);
FieldSpec displaySpec(const Preset& preset, int width, int height);
// Ramp for value/gradient, Grey for an octave and raw, LandWater, Bands.
ColourMode displayColourMode(const MapDisplay& display);

// Memory for a render's floats: left uninitialised (the fill writes every
// value, so a render's 16 MiB at 2048 x 2048, up to 1 GiB, is not zero-filled
// first; that pass cost a sixth of a 2048 x 2048 f32 render), and on Linux
// in 2 MiB pages where the kernel offers them on request (madvise), so a
// 2048 x 2048 field takes 8 page faults instead of 4096. Throws bad_alloc.
float* allocateFieldMemory(std::size_t count);
void freeFieldMemory(float* memory, std::size_t count) noexcept;

template <class T>
struct FieldAllocator {
  static_assert(std::is_same_v<T, float>, "FieldAllocator holds floats");
  using value_type = T;
  FieldAllocator() = default;
  T* allocate(std::size_t n) { return allocateFieldMemory(n); }
  void deallocate(T* p, std::size_t n) noexcept { freeFieldMemory(p, n); }
  template <class U>
  void construct(U* p) noexcept {
    ::new (static_cast<void*>(p)) U;  // default-initialised: no zero fill
  }
  template <class U, class... Args>
  void construct(U* p, Args&&... args) {
    ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
  }
  bool operator==(const FieldAllocator&) const = default;
};
using FieldValues = std::vector<float, FieldAllocator<float>>;

// The field an export writes (row-major, width * height floats): the
// display's first field.
FieldValues renderDisplayField(const ExportSettings& settings, const ExportProgress& progress = {});

// Every field of the display (views::viewFields order), each as above.
std::vector<FieldValues> renderDisplayFields(const ExportSettings& settings, const ExportProgress& progress = {});

// Renders and writes settings to path. Throws IoError (cannot write,
// exists and !overwrite: FileExistsError), ExportCancelled,
// std::invalid_argument for a size exportSizeError refuses.
ExportResult exportMap(const ExportSettings& settings, const std::string& path, bool overwrite,
                       const ExportProgress& progress = {});

// Tiled export: columns x rows tiles of settings' size that share their edge
// pixels, cut from one render of the whole, (columns (W - 1) + 1) x
// (rows (H - 1) + 1) pixels at settings' view, so neighbours agree on their
// shared row or column to the bit and stretch maps the whole's range. Tile
// (x, y) goes to tilePath(path, x, y): x from the west, y from the north, or
// from the south for a format written bottom row first (unity), as engines
// lay out terrain tiles. Each tile's metadata holds the view of its own
// pixels. Every destination is checked before the render; each tile is
// written atomically. Throws as exportMap, std::invalid_argument with
// exportTilesError's or exportSizeError's sentence.
inline constexpr int kMaxTilesPerSide = 64;
std::vector<ExportResult> exportTiles(const ExportSettings& settings, int columns, int rows,
                                      const std::string& path, bool overwrite,
                                      const ExportProgress& progress = {});
// The whole map a tiling covers: settings at (columns (W - 1) + 1) x (rows (H - 1) + 1).
ExportSettings tiledWhole(const ExportSettings& settings, int columns, int rows);
// "map.png" -> "map_X_Y.png"; a name without an extension gets "_X_Y" at its end.
std::string tilePath(const std::string& path, int x, int y);
// Empty when the tiling is possible: 1..64 tiles each way, an image format,
// tiles of 2 pixels or more, the whole at most 16384 a side; else one sentence.
std::string exportTilesError(const ExportSettings& settings, int columns, int rows);

// The metadata JSON of an export (indented, a few hundred bytes): format version, Noisescope
// version, size, format, stretch, the 16-bit range, the measured min/max,
// and the full preset with its view; for the biome view also "biomes", each
// class's number, name (the preset's biome-names) and colour, water first.
std::string exportMetadataJson(const ExportSettings& settings, const ExportResult& result);

// Reads metadata JSON back, from a PNG or a RAW sidecar, through
// json_reader.h's limits; errors name "SOURCE (Noisescope metadata)". Output:
// the settings that re-render the same bytes, the preset's view always set.
// Fields other than those exportMetadataJson writes are ignored. Throws
// PresetError.
ExportSettings settingsFromMetadata(std::string_view json, std::string_view sourceName);

// The settings stored in a PNG written by exportMap. Throws IoError (not
// readable), PresetError (no or bad metadata).
ExportSettings settingsFromPng(const std::string& path);

// Whether path is a file exportMap may have written, by its first bytes: a
// PNG, an OpenEXR file, a glb or an OBJ starting with Noisescope's comment,
// or a .r16 / .f32 file with its PATH.json sidecar beside it.
bool looksLikeExport(const std::string& path);

// The settings stored in any file exportMap wrote (looksLikeExport's kinds),
// or in a RAW file's sidecar given itself (a name ending in .json). A preset
// file is refused in one line that says to give it as --preset; any other
// file is read as a PNG, whose reader says what it is not. Throws IoError (not readable),
// PresetError (not an export, no or bad metadata).
ExportSettings settingsFromExport(const std::string& path);

}  // namespace noisescope::io
