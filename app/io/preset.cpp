#include "preset.h"

#include <sys/stat.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <nlohmann/json.hpp>
#include <vector>

#include "atomic_file.h"
#include "builtin_preset_data.h"
#include "json_reader.h"

namespace noisescope::io {

namespace {

constexpr const char* kVersionKey = "noisescope_preset";
constexpr std::size_t kMaxNameBytes = 200;

constexpr const char* kKnownFields[] = {kVersionKey, "name",        "noise",     "fade",       "seed",
                                        "frequency", "octaves",     "lacunarity", "persistence", "normalize",
                                        "view",      "thresholds",  "display"};
constexpr const char* kKnownViewFields[] = {"cx", "cy", "zoom"};

View readView(const JsonReader& r, const Json& v) {
  if (!v.is_object())
    r.fail({"view"}, "view must be an object {\"cx\", \"cy\", \"zoom\"}, got " + describeJson(v));
  View view;
  for (const auto& [key, value] : v.items()) {
    if (key == "cx") view.cx = r.numberIn({"view", "cx"}, value, -kMaxViewCentre, kMaxViewCentre);
    else if (key == "cy") view.cy = r.numberIn({"view", "cy"}, value, -kMaxViewCentre, kMaxViewCentre);
    else if (key == "zoom") view.zoom = r.numberIn({"view", "zoom"}, value, kZoomMin, kZoomMax);
    else r.rejectUnknown({"view"}, key, kKnownViewFields);
  }
  return view;
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

void readField(const JsonReader& r, const std::string& key, const Json& v, Preset& p, bool& hasVersion) {
  const std::vector<std::string> path{key};
  NoiseParams& n = p.params;
  if (key == kVersionKey) {
    const long long version = r.wholeIn(path, v, 1, 1'000'000);
    if (version > kPresetVersion)
      r.fail(path, "preset format " + std::to_string(version) + " is newer than this Noisescope reads (" +
                       std::to_string(kPresetVersion) + ")");
    hasVersion = true;
  } else if (key == "name") {
    p.name = r.text(path, v);
    if (p.name.size() > kMaxNameBytes) r.fail(path, "name is longer than 200 bytes");
  } else if (key == "noise") {
    const auto kind = noiseKindFromName(r.text(path, v));
    if (!kind) r.fail(path, "noise must be \"value\" or \"gradient\", got " + describeJson(v));
    n.noise = *kind;
  } else if (key == "fade") {
    const auto fade = fadeFromName(r.text(path, v));
    if (!fade) r.fail(path, "fade must be \"linear\", \"cubic\" or \"quintic\", got " + describeJson(v));
    n.fade = *fade;
  } else if (key == "seed") {
    n.seed = static_cast<std::int32_t>(r.wholeIn(path, v, INT32_MIN, INT32_MAX));
  } else if (key == "frequency") {
    n.frequency = r.numberIn(path, v, kFrequencyMin, kFrequencyMax);
  } else if (key == "octaves") {
    n.octaves = static_cast<int>(r.wholeIn(path, v, kOctavesMin, kOctavesMax));
  } else if (key == "lacunarity") {
    n.lacunarity = r.numberIn(path, v, kLacunarityMin, kLacunarityMax);
  } else if (key == "persistence") {
    n.persistence = r.numberIn(path, v, kPersistenceMin, kPersistenceMax);
  } else if (key == "normalize") {
    n.normalize = r.boolean(path, v);
  } else if (key == "view") {
    p.view = readView(r, v);
    p.hasView = true;
  } else if (key == "thresholds") {
    p.thresholds = readThresholds(r, v);
  } else if (key == "display") {
    const auto display = views::displayFromName(r.text(path, v));
    if (!display) r.fail(path, "display must be " + views::displayNamesList() + ", got " + describeJson(v));
    p.display = *display;
  } else {
    r.rejectUnknown({}, key, kKnownFields);
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

std::string presetToJson(const Preset& p) {
  Json json;
  json[kVersionKey] = kPresetVersion;
  json["name"] = p.name;
  json["noise"] = std::string(noiseKindName(p.params.noise));
  json["fade"] = std::string(fadeName(p.params.fade));
  json["seed"] = p.params.seed;
  json["frequency"] = p.params.frequency;
  json["octaves"] = p.params.octaves;
  json["lacunarity"] = p.params.lacunarity;
  json["persistence"] = p.params.persistence;
  json["normalize"] = p.params.normalize;
  if (p.hasView) json["view"] = Json{{"cx", p.view.cx}, {"cy", p.view.cy}, {"zoom", p.view.zoom}};
  json["thresholds"] =
      Json::array({shortestFloat(p.thresholds.t1), shortestFloat(p.thresholds.t2), shortestFloat(p.thresholds.t3)});
  json["display"] = views::displayName(p.display);
  // Non-ASCII names are escaped, so the text also fits a PNG tEXt chunk.
  return json.dump(2, ' ', true) + "\n";
}

Preset presetFromJson(std::string_view text, std::string_view sourceName) {
  const JsonReader r(text, sourceName);
  const Json json = r.parse();
  if (!json.is_object()) r.failAt(0, "a preset must be a JSON object {...}, got " + describeJson(json));
  Preset p;
  bool hasVersion = false;
  for (const auto& [key, value] : json.items()) readField(r, key, value, p, hasVersion);
  if (!hasVersion)
    r.failAt(0, std::string("not a Noisescope preset: the \"") + kVersionKey + "\" version field is missing");
  if (views::displayOctave(p.display) >= p.params.octaves)
    r.fail({"display"}, "display " + views::displayName(p.display) + " needs octaves of at least " +
                            std::to_string(p.display.octave + 1) + ", the preset has " +
                            std::to_string(p.params.octaves));
  return p;
}

Preset loadPresetFile(const std::string& path) {
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (file == nullptr) throw IoError("cannot read " + quotedPath(path) + ": " + std::strerror(errno));
  std::string text(kMaxPresetBytes + 1, '\0');
  const std::size_t n = std::fread(text.data(), 1, text.size(), file);
  const int error = std::ferror(file) ? errno : 0;
  std::fclose(file);
  if (error != 0) throw IoError("cannot read " + quotedPath(path) + ": " + std::strerror(error));
  text.resize(n);
  return presetFromJson(text, path);
}

Preset loadPresetFileOrBuiltin(const std::string& pathOrId) {
  struct stat st {};
  if (::stat(pathOrId.c_str(), &st) == 0 || pathOrId.find('/') != std::string::npos) return loadPresetFile(pathOrId);
  if (const BuiltinPreset* builtin = findBuiltinPreset(pathOrId)) return builtin->preset;
  std::string ids;
  for (const BuiltinPreset& b : builtinPresets()) ids += (ids.empty() ? "" : ", ") + std::string(b.id);
  throw IoError("cannot read " + quotedPath(pathOrId) + ": no such file, nor a built-in preset (" + ids + ")");
}

void savePresetFile(const std::string& path, const Preset& p) {
  const std::string text = presetToJson(p);
  writeFileAtomically(path, std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()), true);
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
