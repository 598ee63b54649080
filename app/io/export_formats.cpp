#include "export_formats.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <vector>

#include "noisescope/noise/param_table.h"

namespace noisescope::io {

bool endsWithNoCase(std::string_view path, std::string_view lowerTail) {
  if (path.size() <= lowerTail.size()) return false;
  const std::string_view tail = path.substr(path.size() - lowerTail.size());
  return std::equal(tail.begin(), tail.end(), lowerTail.begin(), [](char typed, char lower) {
    return std::tolower(static_cast<unsigned char>(typed)) == lower;
  });
}

namespace {

// The known export extension path ends in, or empty.
std::string_view knownExtension(std::string_view path) {
  for (const ExportFormatInfo& f : kExportFormats)
    if (endsWithNoCase(path, f.extension)) return path.substr(path.size() - f.extension.size());
  return {};
}

// The extension of the file name's last part ("map.glb" -> ".glb"), or empty
// where it has none ("heights", ".config", "dir.d/heights").
std::string_view fileExtension(std::string_view path) {
  const std::size_t slash = path.find_last_of('/');
  const std::string_view base = slash == std::string_view::npos ? path : path.substr(slash + 1);
  const std::size_t dot = base.find_last_of('.');
  return dot == std::string_view::npos || dot == 0 ? std::string_view{} : base.substr(dot);
}

}  // namespace

const ExportFormatInfo& exportFormatInfo(ExportFormat format) {
  const auto i = static_cast<std::size_t>(format);
  return i < kExportFormats.size() ? kExportFormats[i] : kExportFormats[0];
}

std::string_view exportFormatName(ExportFormat format) { return exportFormatInfo(format).name; }

std::optional<ExportFormat> exportFormatFromName(std::string_view name) {
  for (const ExportFormatInfo& f : kExportFormats)
    if (f.name == name) return f.format;
  return std::nullopt;
}

std::string exportFormatNamesList() {
  std::string out;
  for (std::size_t i = 0; i < kExportFormats.size(); ++i) {
    out += listSeparator(i, kExportFormats.size());
    out += kExportFormats[i].name;
  }
  return out;
}

std::string engineNamesList() {
  std::vector<std::string_view> names;
  for (const ExportFormatInfo& f : kExportFormats)
    if (f.engine) names.push_back(f.name);
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    out += listSeparator(i, names.size());
    out += names[i];
  }
  return out;
}

std::string sizeAndRangePath(std::string_view path, int width, int height, double low, double high) {
  const std::string_view extension = fileExtension(path);
  char suffix[96];
  std::snprintf(suffix, sizeof suffix, "_%dx%d_%.6g..%.6g", width, height, low, high);
  std::string out(path.substr(0, path.size() - extension.size()));
  return out + suffix + std::string(extension);
}

bool isMeshFormat(ExportFormat format) {
  return exportFormatInfo(format).writer == ExportWriter::Mesh;
}

std::optional<ExportFormat> formatFromFileName(std::string_view path) {
  for (const ExportFormatInfo& f : kExportFormats)
    if (endsWithNoCase(path, f.extension)) return f.format;
  return std::nullopt;
}

std::string extensionMismatch(ExportFormat format, std::string_view path) {
  const ExportFormatInfo& f = exportFormatInfo(format);
  if (endsWithNoCase(path, f.extension)) return {};
  const std::string_view has = fileExtension(path);
  if (has.empty()) return {};  // "heights": a name that says no format
  std::string out = "'";
  out += path;
  out += "' ends in ";
  out += has;
  out += ", but ";
  out += f.name;
  out += " (";
  out += f.label;
  out += ") is written as ";
  out += f.extension;
  out += " (name it so, or give the format its name says)";
  return out;
}

std::string withFormatExtension(std::string_view path, ExportFormat format) {
  std::string out(path.substr(0, path.size() - knownExtension(path).size()));
  return out + std::string(exportFormatInfo(format).extension);
}

std::optional<double> exportFileBytes(ExportFormat format, int width, int height) {
  const double n = static_cast<double>(width) * height;
  switch (format) {
    case ExportFormat::R16:
    case ExportFormat::Godot:
    case ExportFormat::Unity: return 2.0 * n;
    case ExportFormat::F32: return 4.0 * n;
    // POSITION and NORMAL 12 bytes a vertex, TEXCOORD_0 8, COLOR_0 4, six uint32 indices a cell
    // (mesh_file.cpp)
    case ExportFormat::Glb: return 36.0 * n + 24.0 * (width - 1.0) * (height - 1.0);
    case ExportFormat::Png:
    case ExportFormat::Png16:
    case ExportFormat::Exr:
    case ExportFormat::Classes:
    case ExportFormat::Unreal:
    case ExportFormat::Splat:
    case ExportFormat::Obj: return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace noisescope::io
