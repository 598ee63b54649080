// export_formats.h — the one table of export formats: each format's name on
// the command line and in metadata, its label in the Export panel, the file
// name extension it is written under, and what it holds.
//
// The command line (render --format, the format guessed from -o), the Export
// panel's list, the remembered state and the metadata all read this table; a new
// format is one row here and one writer in map_export.cpp.
//
// A file's name and its format agree: extensionMismatch says so in one
// sentence where they do not (render refuses; the Export panel renames).
// Extensions compare without case (MAP.PNG is as common as map.png).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace noisescope::io {

enum class ExportFormat : std::uint8_t {
  Png,
  Png16,
  R16,
  F32,
  Exr,
  Classes,
  Glb,
  Obj,
  Unity,
  Unreal,
  Splat,
  Godot
};

// Which writer of map_export.cpp a format goes through.
enum class ExportWriter : std::uint8_t {
  Png,   // png_file.h: 8-bit RGB, 8-bit grey or 16-bit grey, the metadata in a text chunk
  Raw,   // the samples alone, the metadata in a PATH.json sidecar, both committed together
  Exr,   // exr_file.h: the floats, the metadata in a string attribute
  Mesh,  // mesh_file.h: glTF or OBJ, the metadata in the node's extras or a comment
};

struct ExportFormatInfo {
  ExportFormat format;
  std::string_view name;       // --format and metadata: "png16"
  std::string_view label;      // the Export panel's list: "PNG, 16-bit heightmap"
  std::string_view extension;  // the file name's ending, lower case: ".png"
  ExportWriter writer;         // how it is written; Mesh: a vertex grid (2..4096 per side), not an image
  bool everyField;             // colours every field of the view (png, classes); else writes the first
  bool sixteenBit;             // samples 0..65535 of a range (the stretch choice applies)
  bool biomeOnly;              // takes the biome view alone (class numbers)
  std::string_view sample;     // the metadata's "sample": how a value is stored; empty for colour images
  bool bottomRowFirst = false;         // rows written from the map's bottom (south) edge up
  std::span<const int> squareSides{};  // an engine's heightmap sizes: square, one of these; empty: any size
  bool engine = false;                 // render --engine takes it: a file an engine imports as it is
  bool sizeAndRangeInName = false;     // the file name carries WxH and the range (sizeAndRangePath)
};

// Unity's terrain heightmap resolutions, 2^n + 1 (its Import Raw dialog);
// Unreal's recommended landscape sizes (components x quads + 1, its docs'
// table), which import without a resize.
inline constexpr std::array<int, 8> kUnitySides = {33, 65, 129, 257, 513, 1025, 2049, 4097};
inline constexpr std::array<int, 7> kUnrealSides = {127, 253, 505, 1009, 2017, 4033, 8129};

inline constexpr std::string_view kMeshSample =
    "a vertex per value: x east, y up = value * height-scale, z south, in map widths";

// In ExportFormat order: kExportFormats[int(f)].format == f.
inline constexpr std::array<ExportFormatInfo, 12> kExportFormats = {{
    {ExportFormat::Png, "png", "PNG, coloured view", ".png", ExportWriter::Png, true, false, false, ""},
    {ExportFormat::Png16, "png16", "PNG, 16-bit heightmap", ".png", ExportWriter::Png, false, true, false,
     ""},
    {ExportFormat::R16, "r16", "RAW r16 (+ .json)", ".r16", ExportWriter::Raw, false, true, false,
     "uint16 little-endian, row-major, top row first"},
    {ExportFormat::F32, "f32", "RAW float32 (+ .json)", ".f32", ExportWriter::Raw, false, false, false,
     "float32 little-endian, row-major, top row first"},
    {ExportFormat::Exr, "exr", "OpenEXR float32", ".exr", ExportWriter::Exr, false, false, false,
     "float32, channel Y, uncompressed scan lines"},
    {ExportFormat::Classes, "classes", "PNG, biome class numbers (biome view)", ".png", ExportWriter::Png,
     true, false, true, ""},
    {ExportFormat::Glb, "glb", "mesh, binary glTF (.glb)", ".glb", ExportWriter::Mesh, false, false, false,
     kMeshSample},
    {ExportFormat::Obj, "obj", "mesh, Wavefront OBJ", ".obj", ExportWriter::Mesh, false, false, false,
     kMeshSample},
    {ExportFormat::Unity, "unity", "Unity terrain, RAW 16-bit (+ .json)", ".raw", ExportWriter::Raw, false,
     true, false, "uint16 little-endian, row-major, bottom row first (Unity's south edge)", true, kUnitySides,
     true},
    {ExportFormat::Unreal, "unreal", "Unreal landscape, PNG 16-bit", ".png", ExportWriter::Png, false, true,
     false, "", false, kUnrealSides, true},
    {ExportFormat::Splat, "splat", "PNG RGBA, band weights (splat map)", ".png", ExportWriter::Png, false,
     false, false, "RGBA: water, sand, grass, rock weights of the elevation, summing to 255"},
    {ExportFormat::Godot,
     "godot",
     "Godot Terrain3D, r16 (+ .json)",
     ".r16",
     ExportWriter::Raw,
     false,
     true,
     false,
     "uint16 little-endian, row-major, top row first",
     false,
     {},
     true,
     true},
}};

inline constexpr std::array<ExportFormat, kExportFormats.size()> kAllExportFormats = [] {
  std::array<ExportFormat, kExportFormats.size()> all{};
  for (std::size_t i = 0; i < all.size(); ++i) all[i] = kExportFormats[i].format;
  return all;
}();

// The format's row. Total: every ExportFormat has one.
const ExportFormatInfo& exportFormatInfo(ExportFormat format);

// "unity, unreal or godot": the formats render --engine takes, for messages.
std::string engineNamesList();

// The name Terrain3D's importer wants an r16 to carry (it reads neither
// size nor height range from the file): "maps/island.r16" at 1024x1024 for
// the range 0..1 -> "maps/island_1024x1024_0..1.r16", the range's ends
// printed with up to 6 significant digits. A name without an extension gets
// the suffix at its end.
std::string sizeAndRangePath(std::string_view path, int width, int height, double low, double high);

// "png", "png16", ... and back (nullopt for any other word).
std::string_view exportFormatName(ExportFormat format);
std::optional<ExportFormat> exportFormatFromName(std::string_view name);

// "png, png16, ..., unity, unreal or splat", for messages.
std::string exportFormatNamesList();

// Output: whether format writes a mesh (Glb, Obj) rather than an image
// (its writer is ExportWriter::Mesh).
bool isMeshFormat(ExportFormat format);

// Whether path ends in `lowerTail` (lower case), whatever the case of path's
// letters: "MAP.PNG" ends in ".png".
bool endsWithNoCase(std::string_view path, std::string_view lowerTail);

// The format a file name implies by its extension: the first row with that
// extension (.png is Png, the coloured view); nullopt for an unknown one.
std::optional<ExportFormat> formatFromFileName(std::string_view path);

// Empty when path ends in format's extension or has no extension at all
// ("heights"), else one sentence naming both ("'x.glb' ends in .glb, but
// png16 (PNG, 16-bit heightmap) is written as .png ...").
std::string extensionMismatch(ExportFormat format, std::string_view path);

// path with its known export extension (any case) replaced by format's, or
// format's appended where it has none of them: "map.glb" -> "map.png".
std::string withFormatExtension(std::string_view path, ExportFormat format);

// The size of the file an export writes where it does not depend on the
// values (RAW formats and the glb mesh, in bytes, sidecar not counted);
// nullopt for compressed or text formats, whose size depends on the data.
std::optional<double> exportFileBytes(ExportFormat format, int width, int height);

}  // namespace noisescope::io
