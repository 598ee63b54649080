#include "preset.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <nlohmann/json.hpp>
#include <vector>

#include "atomic_file.h"
#include "builtin_preset_data.h"
#include "exr_file.h"
#include "json_reader.h"
#include "map_export.h"
#include "noisescope/noise/param_table.h"
#include "png_file.h"
#include "words/words.h"

namespace noisescope::io {

namespace {

constexpr const char* kVersionKey = "noisescope_preset";
constexpr std::size_t kMaxNameBytes = 200;

constexpr const char* kBiomeCutsKey = "biome-cuts";
constexpr const char* kBiomeColoursKey = "biome-colours";
constexpr const char* kBiomeNamesKey = "biome-names";
constexpr const char* kLightKey = "light";
constexpr const char* kHeightScaleKey = "height-scale";
constexpr const char* kMapsKey = "maps";
constexpr const char* kMapViewsKey = "map-views";
constexpr const char* kScatterKey = "scatter";
constexpr const char* kChunkKey = "chunk";

// Every top-level field: the version, the name, each parameter of
// noisescope/noise/param_table.h under its own name, the view, the cuts, the display.
std::span<const char* const> knownFields() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n{kVersionKey, "name"};
    for (const ParamDesc& d : paramTable()) n.emplace_back(d.name);
    for (const char* k : {"view", "thresholds", kBiomeCutsKey, kBiomeColoursKey, kBiomeNamesKey, "display",
                          kLightKey, kHeightScaleKey, kMapsKey, kMapViewsKey, kScatterKey, kChunkKey})
      n.emplace_back(k);
    return n;
  }();
  static const std::vector<const char*> pointers = [] {
    std::vector<const char*> p;
    for (const std::string& n : names) p.push_back(n.c_str());
    return p;
  }();
  return pointers;
}

// The parameters a version-1 preset could hold; the others came with version 2.
bool inVersion1(std::string_view param) {
  for (std::string_view p : {"noise", "fade", "seed", "frequency", "octaves", "lacunarity", "persistence", "normalize"})
    if (param == p) return true;
  return false;
}

// "\"fbm\" or \"ridged\""
std::string quotedNames(const ParamDesc& d) {
  std::string out;
  for (std::size_t i = 0; i < d.names.size(); ++i) {
    out += listSeparator(i, d.names.size());
    out += '"';
    out += d.names[i];
    out += '"';
  }
  return out;
}

// One parameter's value, checked as its table entry says.
ParamValue readParam(const JsonReader& r, const JsonPath& path, const Json& v, const ParamDesc& d) {
  switch (d.kind) {
    case ParamKind::Enum: {
      const std::string& name = r.text(path, v);
      for (std::size_t i = 0; i < d.names.size(); ++i)
        if (d.names[i] == name) return ParamValue{static_cast<double>(i), false};
      const std::string_view meant = options::meantName(name, d.names);
      r.fail(path, std::string(d.name) + " must be " + quotedNames(d) + ", got " + describeJson(v) +
                       (meant.empty() ? "" : " (did you mean \"" + std::string(meant) + "\"?)"));
    }
    case ParamKind::Bool: return ParamValue{r.boolean(path, v) ? 1.0 : 0.0, false};
    case ParamKind::Seed:
      return ParamValue{static_cast<double>(r.wholeIn(path, v, INT32_MIN, INT32_MAX)), false};
    case ParamKind::Int:
      if (d.offValue && v.is_number() && v.get<double>() == *d.offValue) return ParamValue{*d.offValue, false};
      if (d.offValue && !(v.is_number() && v.get<double>() >= d.min && v.get<double>() <= d.max))
        r.fail(path, paramValueError(d, ParamValue{d.min - 1, false}) + ", got " + describeJson(v));
      return ParamValue{static_cast<double>(r.wholeIn(path, v, static_cast<long long>(d.min),
                                                      static_cast<long long>(d.max))),
                        false};
    case ParamKind::Double: return ParamValue{r.numberIn(path, v, d.min, d.max), false};
    case ParamKind::Time:
      if (v.is_string() && v.get_ref<const std::string&>() == "off") return ParamValue{0.0, true};
      if (!v.is_number()) r.fail(path, std::string(d.name) + " must be \"off\" or a number, got " + describeJson(v));
      return ParamValue{r.numberIn(path, v, d.min, d.max), false};
    case ParamKind::Curve: {
      if (v.is_string() && v.get_ref<const std::string&>() == "off") return ParamValue{};
      const std::string shape = std::string(d.name) + " must be \"off\" or points [[x, y], ...]";
      if (!v.is_array()) r.fail(path, shape + ", got " + describeJson(v));
      std::vector<CurvePoint> points;
      for (const Json& p : v) {
        if (!p.is_array() || p.size() != 2 || !p[0].is_number() || !p[1].is_number())
          r.fail(path, shape + ", got " + describeJson(p));
        points.push_back(CurvePoint{p[0].get<double>(), p[1].get<double>()});
      }
      const std::string error = heightCurveError(d.name, points);
      if (!error.empty()) r.fail(path, error);
      return ParamValue(std::move(points));
    }
  }
  r.fail(path, std::string(d.name) + " has an unknown kind");
}

// One parameter as JSON: names for enums, true/false, "off" or a number, a
// curve's points as [[x, y], ...].
Json paramJson(const ParamDesc& d, ParamValue v) {
  switch (d.kind) {
    case ParamKind::Enum: return std::string(d.names[static_cast<std::size_t>(v.number)]);
    case ParamKind::Bool: return v.number != 0.0;
    case ParamKind::Seed:
    case ParamKind::Int: return static_cast<long long>(v.number);
    case ParamKind::Double: return v.number;
    case ParamKind::Time: return v.off ? Json("off") : Json(v.number);
    case ParamKind::Curve: {
      if (v.points.empty()) return Json("off");
      Json points = Json::array();
      for (const CurvePoint& p : v.points) points.push_back(Json::array({p.x, p.y}));
      return points;
    }
  }
  return v.number;
}
constexpr const char* kKnownViewFields[] = {"cx", "cy", "zoom"};

Camera readView(const JsonReader& r, const Json& v) {
  if (!v.is_object())
    r.fail({"view"}, "view must be an object {\"cx\", \"cy\", \"zoom\"}, got " + describeJson(v));
  Camera camera;
  for (const auto& [key, value] : v.items()) {
    if (key == "cx")
      camera.cx = r.numberIn({"view", "cx"}, value, -kMaxViewCentre, kMaxViewCentre);
    else if (key == "cy")
      camera.cy = r.numberIn({"view", "cy"}, value, -kMaxViewCentre, kMaxViewCentre);
    else if (key == "zoom")
      camera.zoom = r.numberIn({"view", "zoom"}, value, kZoomMin, kZoomMax);
    else r.rejectUnknown({"view"}, key, kKnownViewFields);
  }
  return camera;
}

Thresholds readThresholds(const JsonReader& r, const Json& v) {
  if (!v.is_array() || v.size() != 3)
    r.fail({"thresholds"}, "thresholds must be three numbers [t1, t2, t3], got " + describeJson(v));
  Thresholds t;
  t.t1 = static_cast<float>(r.numberIn({"thresholds"}, v[0], 0.0, 1.0));
  t.t2 = static_cast<float>(r.numberIn({"thresholds"}, v[1], 0.0, 1.0));
  t.t3 = static_cast<float>(r.numberIn({"thresholds"}, v[2], 0.0, 1.0));
  const std::string error = thresholdsError(t);
  if (!error.empty()) r.fail({"thresholds"}, error);
  return t;
}

BiomeCuts readBiomeCuts(const JsonReader& r, const Json& v) {
  if (!v.is_array() || v.size() != 3)
    r.fail({kBiomeCutsKey}, "biome-cuts must be three numbers [h, w1, w2], got " + describeJson(v));
  BiomeCuts c;
  c.h = static_cast<float>(r.numberIn({kBiomeCutsKey}, v[0], 0.0, 1.0));
  c.w1 = static_cast<float>(r.numberIn({kBiomeCutsKey}, v[1], 0.0, 1.0));
  c.w2 = static_cast<float>(r.numberIn({kBiomeCutsKey}, v[2], 0.0, 1.0));
  return c;
}

BiomePalette readBiomeColours(const JsonReader& r, const Json& v) {
  if (!v.is_array() || v.size() != kBiomeCount)
    r.fail({kBiomeColoursKey}, "biome-colours must be 11 colours [r, g, b] (0..255), water first, got " +
                                   describeJson(v));
  BiomePalette palette{};
  for (std::size_t i = 0; i < palette.size(); ++i) {
    const Json& c = v[i];
    if (!c.is_array() || c.size() != 3)
      r.fail({kBiomeColoursKey}, "each biome colour must be [r, g, b] (0..255), got " + describeJson(c));
    const auto channel = [&](std::size_t k) {
      return static_cast<std::uint8_t>(r.wholeIn({kBiomeColoursKey}, c[k], 0, 255));
    };
    palette[i] = Rgb8{channel(0), channel(1), channel(2)};
  }
  return palette;
}

BiomeNames readBiomeNames(const JsonReader& r, const Json& v) {
  if (!v.is_array() || v.size() != kBiomeCount)
    r.fail({kBiomeNamesKey}, "biome-names must be 11 names, water first, got " + describeJson(v));
  BiomeNames names;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string& name = r.text({kBiomeNamesKey}, v[i]);
    if (const std::string problem = biomeLabelError(name); !problem.empty())
      r.fail({kBiomeNamesKey}, "biome-names: " + problem + " (class " + std::to_string(i) + ", " +
                                   quotedExcerpt(name) + ")");
    names[i] = biomeLabel(name);
  }
  return names;
}

// The first field a version-1 preset cannot hold, or "".
std::string firstVersion2Field(const Json& json) {
  for (const auto& [key, value] : json.items()) {
    if (key == kBiomeCutsKey || key == kBiomeColoursKey || key == kBiomeNamesKey || key == kLightKey ||
        key == kHeightScaleKey || key == kMapsKey || key == kMapViewsKey || key == kScatterKey || key == kChunkKey)
      return key;
    if (const ParamDesc* d = findParam(key); d != nullptr && !inVersion1(d->name)) return key;
  }
  return {};
}

// "maps": the explorer's two main maps' kinds, left first.
views::MapKinds readMapKinds(const JsonReader& r, const Json& v) {
  const std::vector<std::string> path{kMapsKey};
  const std::string expected =
      "maps must be two noise kinds [left, right], each " + quotedNames(*findParam("noise"));
  if (!v.is_array() || v.size() != views::kMapSlots) r.fail(path, expected + ", got " + describeJson(v));
  views::MapKinds kinds{};
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    const std::optional<NoiseKind> kind =
        v[i].is_string() ? noiseKindFromName(v[i].get<std::string>()) : std::nullopt;
    if (!kind) r.fail(path, expected + ", got " + describeJson(v[i]));
    kinds[i] = *kind;
  }
  return kinds;
}

// "map-views": what the two main maps show of their kinds, left first.
views::MapViews readMapViews(const JsonReader& r, const Json& v) {
  const std::vector<std::string> path{kMapViewsKey};
  const std::string expected = "map-views must be two of " + views::mapViewNamesList() + " [left, right]";
  if (!v.is_array() || v.size() != views::kMapSlots) r.fail(path, expected + ", got " + describeJson(v));
  views::MapViews shown{};
  for (std::size_t i = 0; i < shown.size(); ++i) {
    if (!v[i].is_string() || !views::mapViewFromName(v[i].get<std::string>(), shown[i]))
      r.fail(path, expected + ", got " + describeJson(v[i]));
  }
  return shown;
}

// "scatter": {"method", "spacing", "seed", "biome-spacing": {"forest": 0.01, ...}}, each optional.
ScatterSettings readScatter(const JsonReader& r, const Json& v) {
  const std::vector<std::string> path{kScatterKey};
  if (!v.is_object())
    r.fail(path, "scatter must be an object {\"spacing\": ..., ...}, got " + describeJson(v));
  ScatterSettings s;
  for (const auto& [key, value] : v.items()) {
    const std::vector<std::string> at{kScatterKey, key};
    if (key == "method") {
      const auto method = scatterMethodFromName(r.text(at, value));
      if (!method) r.fail(at, "scatter method must be poisson or jitter, got " + describeJson(value));
      s.method = *method;
    } else if (key == "spacing") {
      s.spacing = r.numberIn(at, value, 0, kScatterSpacingMax);
    } else if (key == "seed") {
      s.seed = static_cast<std::uint32_t>(r.wholeIn(at, value, 0, 4294967295LL));
    } else if (key == "biome-spacing") {
      if (!value.is_object()) r.fail(at, "biome-spacing must be an object {\"forest\": 0.01, ...}");
      for (const auto& [name, spacing] : value.items()) {
        const auto biome = biomeFromScatterWord(name);
        if (!biome) r.fail(at, "biome-spacing: no biome is called \"" + name + "\"");
        s.biomeSpacing[static_cast<std::size_t>(*biome)] = r.numberIn(at, spacing, 0, kScatterSpacingMax);
      }
    } else {
      r.fail(at, "scatter has no field \"" + key + "\" (method, spacing, seed, biome-spacing)");
    }
  }
  if (const std::string e = scatterSettingsError(s); !e.empty()) r.fail(path, "scatter: " + e);
  return s;
}

Json scatterJson(const ScatterSettings& s) {
  Json biomes = Json::object();
  const ScatterSettings defaults;
  for (int b = 0; b < kBiomeCount; ++b)
    if (s.biomeSpacing[static_cast<std::size_t>(b)] != defaults.biomeSpacing[static_cast<std::size_t>(b)])
      biomes[scatterBiomeWord(static_cast<Biome>(b))] = scatterSpacing(s, static_cast<Biome>(b));
  Json j{{"method", std::string(scatterMethodName(s.method))}, {"spacing", s.spacing}, {"seed", s.seed}};
  if (!biomes.empty()) j["biome-spacing"] = biomes;
  return j;
}

void readField(const JsonReader& r, const std::string& key, const Json& v, Preset& p, long long& version) {
  const std::vector<std::string> path{key};
  if (key == kVersionKey) {
    version = r.wholeIn(path, v, 1, 1'000'000);
    if (version > kPresetVersion)
      r.fail(path, "preset format " + std::to_string(version) + " is newer than this Noisescope reads (" +
                       std::to_string(kPresetVersion) + ")");
  } else if (const ParamDesc* d = findParam(key)) {
    d->set(p.params, readParam(r, path, v, *d));
  } else if (key == kBiomeCutsKey) {
    p.biomeCuts = readBiomeCuts(r, v);
  } else if (key == kBiomeColoursKey) {
    p.biomeColours = readBiomeColours(r, v);
  } else if (key == kBiomeNamesKey) {
    p.biomeNames = readBiomeNames(r, v);
  } else if (key == kLightKey) {
    if (!v.is_array() || v.size() != 2)
      r.fail(path, "light must be two numbers [azimuth, altitude] in degrees, got " + describeJson(v));
    p.light.azimuth = r.numberIn(path, v[0], kLightAzimuthMin, kLightAzimuthMax);
    p.light.altitude = r.numberIn(path, v[1], kLightAltitudeMin, kLightAltitudeMax);
  } else if (key == kHeightScaleKey) {
    p.heightScale = r.numberIn(path, v, kHeightScaleMin, kHeightScaleMax);
  } else if (key == kMapsKey) {
    p.maps = readMapKinds(r, v);
  } else if (key == kMapViewsKey) {
    p.mapViews = readMapViews(r, v);
  } else if (key == kScatterKey) {
    p.scatter = readScatter(r, v);
  } else if (key == kChunkKey) {
    p.chunk = r.numberIn(path, v, kChunkSizeMin, kChunkSizeMax);
  } else if (key == "name") {
    p.name = r.text(path, v);
    if (p.name.size() > kMaxNameBytes) r.fail(path, "name is longer than 200 bytes");
  } else if (key == "view") {
    p.camera = readView(r, v);
    p.hasCamera = true;
  } else if (key == "thresholds") {
    p.thresholds = readThresholds(r, v);
  } else if (key == "display") {
    const auto display = views::displayFromName(r.text(path, v));
    if (!display) r.fail(path, "display must be " + views::displayNamesList() + ", got " + describeJson(v));
    p.display = *display;
  } else {
    r.rejectUnknown({}, key, knownFields());
  }
}

double shortestFloat(float f) {
  char buffer[32];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, f);
  double d = 0.0;
  std::from_chars(buffer, result.ptr, d);
  return static_cast<float>(d) == f ? d : static_cast<double>(f);
}

}  // namespace

std::string paramsToJson(const NoiseParams& p) {
  Json json = Json::object();
  for (const ParamDesc& d : paramTable()) json[std::string(d.name)] = paramJson(d, d.get(p));
  return json.dump();
}

std::string presetToJson(const Preset& p) {
  Json json;
  json[kVersionKey] = kPresetVersion;
  json["name"] = p.name;
  for (const ParamDesc& d : paramTable())
    if (!(d.teachingOnly || d.writtenWhenSet) || d.get(p.params) != d.defaultValue)
      json[std::string(d.name)] = paramJson(d, d.get(p.params));
  if (p.hasCamera) json["view"] = Json{{"cx", p.camera.cx}, {"cy", p.camera.cy}, {"zoom", p.camera.zoom}};
  json["thresholds"] =
      Json::array({shortestFloat(p.thresholds.t1), shortestFloat(p.thresholds.t2), shortestFloat(p.thresholds.t3)});
  json[kBiomeCutsKey] =
      Json::array({shortestFloat(p.biomeCuts.h), shortestFloat(p.biomeCuts.w1), shortestFloat(p.biomeCuts.w2)});
  if (p.biomeColours != kBiomeColours) {  // the default table when absent
    Json colours = Json::array();
    for (const Rgb8& c : p.biomeColours) colours.push_back(Json::array({c.r, c.g, c.b}));
    json[kBiomeColoursKey] = colours;
  }
  if (p.biomeNames != defaultBiomeNames()) {
    Json names = Json::array();
    for (const BiomeLabel& n : p.biomeNames) names.push_back(std::string(n.text()));
    json[kBiomeNamesKey] = names;
  }
  json["display"] = views::displayName(p.display);
  json[kLightKey] = Json::array({p.light.azimuth, p.light.altitude});
  json[kHeightScaleKey] = p.heightScale;
  if (p.maps !=
      views::withKindShown(views::kDefaultMapKinds, p.params.noise))  // as presetFromJson reads none
    json[kMapsKey] =
        Json::array({std::string(noiseKindName(p.maps[0])), std::string(noiseKindName(p.maps[1]))});
  if (p.mapViews != views::kDefaultMapViews)  // both the noise when absent
    json[kMapViewsKey] = Json::array({std::string(views::mapViewName(p.mapViews[0])),
                                      std::string(views::mapViewName(p.mapViews[1]))});
  if (!(p.scatter == ScatterSettings{})) json[kScatterKey] = scatterJson(p.scatter);
  if (p.chunk != kChunkSizeDefault) json[kChunkKey] = p.chunk;
  // Non-ASCII names are escaped, so the text also fits a PNG tEXt chunk.
  return json.dump(2, ' ', true) + "\n";
}

Preset presetFromJson(std::string_view text, std::string_view sourceName) {
  const JsonReader r(text, sourceName);
  const Json json = r.parse();
  if (!json.is_object()) r.failAt(0, "a preset must be a JSON object {...}, got " + describeJson(json));
  Preset p;
  long long version = 0;
  for (const auto& [key, value] : json.items()) readField(r, key, value, p, version);
  // Without "maps" its noise is on screen: value | gradient, or value beside it;
  // without "display" its map is its noise's own view, as `render --noise K` draws.
  if (!json.contains(kMapsKey)) p.maps = views::withKindShown(views::kDefaultMapKinds, p.params.noise);
  if (!json.contains("display")) p.display = MapDisplay{views::noiseView(p.params.noise), 0};
  if (version == 0)
    r.failAt(0, std::string("not a Noisescope preset: the \"") + kVersionKey + "\" version field is missing");
  if (const std::string later = firstVersion2Field(json); version < 2 && !later.empty())
    r.fail({later}, "field \"" + later + "\" needs preset format 2 (\"" + kVersionKey + "\": 2), the file says " +
                        std::to_string(version));
  // Without cuts (every format-1 file), the default h moved into [t2, t3].
  if (!json.contains(kBiomeCutsKey)) p.biomeCuts.h = std::clamp(p.biomeCuts.h, p.thresholds.t2, p.thresholds.t3);
  if (const std::string error = biomeCutsError(p.biomeCuts, p.thresholds); !error.empty())
    r.fail({kBiomeCutsKey}, error);
  if (views::displayOctave(p.display) >= p.params.octaves)
    r.fail({"display"}, "display " + views::displayName(p.display) + " needs octaves of at least " +
                            std::to_string(p.display.octave + 1) + ", the preset has " +
                            std::to_string(p.params.octaves));
  return p;
}

Preset loadPresetFile(const std::string& path) {
  if (looksLikeExport(path)) return settingsFromExport(path).preset;
  return presetFromJson(readJsonFile(path), path);
}

Preset loadPresetFileOrBuiltin(const std::string& pathOrId) {
  if (namesAFile(pathOrId)) return loadPresetFile(pathOrId);
  if (const BuiltinPreset* builtin = findBuiltinPreset(pathOrId)) return builtin->preset;
  std::vector<std::string_view> ids;
  for (const BuiltinPreset& b : builtinPresets()) ids.push_back(b.id);
  throwNeitherFileNorBuiltin(pathOrId, "preset", ids);
}

void savePresetFile(const std::string& path, const Preset& p, bool overwrite) {
  const std::string text = presetToJson(p);
  writeFileAtomically(path, std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()), overwrite);
}

std::span<const BuiltinPreset> builtinPresets() {
  static const std::vector<BuiltinPreset> presets = [] {
    std::vector<BuiltinPreset> out;
    for (const EmbeddedPresetText& e : embeddedPresetTexts())
      out.push_back(BuiltinPreset{e.id, presetFromJson(e.json, "built-in preset " + std::string(e.id))});
    return out;
  }();
  return presets;
}

const BuiltinPreset* findBuiltinPreset(std::string_view id) {
  for (const BuiltinPreset& b : builtinPresets())
    if (b.id == id) return &b;
  return nullptr;
}

}  // namespace noisescope::io
