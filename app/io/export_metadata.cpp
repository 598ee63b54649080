// The metadata every export carries (map_export.h: exportMetadataJson) and
// the way back from a file to the settings that made it (settingsFrom*).
#include <filesystem>
#include <nlohmann/json.hpp>

#include "noisescope/noise/mistakes.h"
#include "exr_file.h"
#include "json_reader.h"
#include "map_export.h"
#include "mesh_file.h"
#include "png_file.h"

namespace noisescope::io {

std::string exportMetadataJson(const ExportSettings& s, const ExportResult& result) {
  Json json;
  json["noisescope_export"] = kMetadataVersion;
  json["version"] = std::string(noisescopeVersion());
  json["width"] = s.width;
  json["height"] = s.height;
  json["format"] = std::string(exportFormatName(s.format));
  if (const std::string_view sample = exportFormatInfo(s.format).sample; !sample.empty())
    json["sample"] = std::string(sample);
  json["stretch"] = s.stretch;
  if (s.format == ExportFormat::Splat) json["splat-blend"] = s.splatBlend;
  if (exportFormatInfo(s.format).sixteenBit) json["range"] = Json::array({result.rangeLow, result.rangeHigh});
  json["min"] = result.min;
  json["max"] = result.max;
  Preset preset = s.preset;
  preset.camera = exportCamera(s.preset, s.width, s.height);
  preset.hasCamera = true;
  json["preset"] = Json::parse(presetToJson(preset));
  if (s.preset.display.kind == views::ViewKind::Biome) {  // what each class (grey level in classes) is called
    Json legend = Json::array();
    for (std::size_t i = 0; i < s.preset.biomeNames.size(); ++i) {
      const Rgb8 c = s.preset.biomeColours[i];
      legend.push_back(Json{{"class", i},
                            {"name", std::string(s.preset.biomeNames[i].text())},
                            {"colour", Json::array({c.r, c.g, c.b})}});
    }
    json["biomes"] = legend;
  }
  if (mistakesOn(s.preset.params))
    json["teaching_mistakes"] = mistakesText(s.preset.params);  // wrong on purpose
  return json.dump(2) + "\n";
}

ExportSettings settingsFromMetadata(std::string_view text, std::string_view sourceName) {
  const std::string source = std::string(sourceName) + " (Noisescope metadata)";
  const JsonReader r(text, source);
  const Json json = r.parse();
  if (!json.is_object()) r.fail({}, "metadata must be a JSON object {...}, got " + describeJson(json));
  const auto field = [&](const char* key) -> const Json& {
    static const Json missing;
    const auto found = json.find(key);
    return found == json.end() ? missing : *found;
  };
  if (json.contains("window") && !json.contains("noisescope_export"))
    r.fail(
        {},
        "this is an explorer screenshot; only a PNG from noisescope render or the export panel re-renders");
  if (!json.contains("noisescope_export")) r.fail({}, "the \"noisescope_export\" version field is missing");
  if (r.wholeIn({"noisescope_export"}, field("noisescope_export"), 1, 1'000'000) > kMetadataVersion)
    r.fail({"noisescope_export"},
           "written by a newer Noisescope (" +
               quotedExcerpt(field("version").is_string() ? field("version").get<std::string>() : "?") + ")");
  ExportSettings s;
  s.width = static_cast<int>(r.wholeIn({"width"}, field("width"), 1, kMaxFieldSide));
  s.height = static_cast<int>(r.wholeIn({"height"}, field("height"), 1, kMaxFieldSide));
  const auto format = exportFormatFromName(r.text({"format"}, field("format")));
  if (!format)
    r.fail({"format"},
           "format must be " + exportFormatNamesList() + ", got " + describeJson(field("format")));
  s.format = *format;
  s.stretch = r.boolean({"stretch"}, field("stretch"));
  if (json.contains("splat-blend"))
    s.splatBlend = r.numberIn({"splat-blend"}, field("splat-blend"), 0.0, kSplatBlendMax);
  if (!field("preset").is_object())
    r.fail({"preset"}, "preset must be an object, got " + describeJson(field("preset")));
  s.preset = presetFromJson(field("preset").dump(2), std::string(sourceName) + " (embedded preset)");
  s.preset.camera = exportCamera(s.preset, s.width, s.height);
  s.preset.hasCamera = true;
  return s;
}

ExportSettings settingsFromPng(const std::string& path) {
  for (const PngText& t : readPngText(path))
    if (t.key == kMetadataKey) return settingsFromMetadata(t.value, path);
  throw PresetError(path + ": no Noisescope metadata (only PNGs written by noisescope render carry it)");
}

namespace {

// A RAW export's sidecar: PATH.json beside a .r16, .f32 or .raw file.
std::optional<std::string> rawSidecar(const std::string& path) {
  const std::optional<ExportFormat> byName = formatFromFileName(path);
  if (!byName || exportFormatInfo(*byName).writer != ExportWriter::Raw) return std::nullopt;
  std::error_code ec;
  return std::filesystem::is_regular_file(path + ".json", ec) ? std::optional(path + ".json") : std::nullopt;
}

}  // namespace

bool looksLikeExport(const std::string& path) {
  return looksLikePng(path) || looksLikeExr(path) || readMeshMetadata(path) || rawSidecar(path);
}

ExportSettings settingsFromExport(const std::string& path) {
  if (looksLikePng(path)) return settingsFromPng(path);
  if (looksLikeExr(path)) {
    for (const PngText& t : readExrText(path))
      if (t.key == kMetadataKey) return settingsFromMetadata(t.value, path);
    throw PresetError(path +
                      ": no Noisescope metadata (only EXR files written by noisescope render carry it)");
  }
  if (const std::optional<std::string> mesh = readMeshMetadata(path)) {
    if (mesh->empty())
      throw PresetError(path +
                        ": no Noisescope metadata (only meshes written by noisescope render carry it)");
    return settingsFromMetadata(*mesh, path);
  }
  if (const std::optional<std::string> sidecar = rawSidecar(path))
    return settingsFromMetadata(readJsonFile(*sidecar), *sidecar);
  if (endsWithNoCase(path, ".json")) {
    const std::string text = readJsonFile(path);
    const nlohmann::json top = nlohmann::json::parse(text, nullptr, false);  // at most kMaxJsonBytes
    if (top.is_object() && top.contains("noisescope_preset"))
      throw PresetError(path + " is a preset, not a file Noisescope exported: give it as --preset " + path);
    return settingsFromMetadata(text, path);  // a RAW file's sidecar itself
  }
  return settingsFromPng(path);  // says what it is not
}

}  // namespace noisescope::io
