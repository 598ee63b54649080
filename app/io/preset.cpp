#include "preset.h"

#include <sys/stat.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <nlohmann/json.hpp>
#include <set>
#include <vector>

#include "atomic_file.h"
#include "builtin_preset_data.h"

namespace noisescope::io {

namespace {

// ordered_json keeps document order, so the first error reported is the
// first one in the file.
using Json = nlohmann::ordered_json;

constexpr const char* kVersionKey = "noisescope_preset";
constexpr std::size_t kMaxNameBytes = 200;
constexpr int kMaxDepth = 16;            // presets nest two deep; deeper is hostile or broken
constexpr double kMaxViewCentre = 1e9;  // as far as the core's coordinates go

constexpr const char* kKnownFields[] = {kVersionKey, "name",        "noise",     "fade",       "seed",
                                        "frequency", "octaves",     "lacunarity", "persistence", "normalize",
                                        "view",      "thresholds",  "display"};
constexpr const char* kKnownViewFields[] = {"cx", "cy", "zoom"};

// Text from the file, fit for a one-line message: control characters
// dropped, at most 40 bytes (not cutting a UTF-8 sequence), in quotes.
std::string excerpt(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (out.size() >= 40 && (c & 0xC0) != 0x80) {
      out += "...";
      break;
    }
    if (c >= 32 && c != 127) out += static_cast<char>(c);
  }
  return "\"" + out + "\"";
}

// nlohmann-json's reasons quote the bytes last read, which may be anything:
// keep printable ASCII, and keep it short.
std::string printable(std::string_view reason) {
  std::string line;
  for (char c : reason) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (u >= 32) line += u < 127 ? c : '?';
  }
  if (line.size() > 200) line = line.substr(0, 200) + "...";
  return line;
}

std::string numberText(double v) {
  char buffer[40];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, v);
  return std::string(buffer, result.ptr);
}

std::string rangeText(double lo, double hi) {
  char text[80];
  std::snprintf(text, sizeof text, "[%.10g, %.10g]", lo, hi);
  return text;
}

std::string describe(const Json& v) {
  switch (v.type()) {
    case Json::value_t::object: return "an object";
    case Json::value_t::array: return "an array";
    case Json::value_t::string: return "the text " + excerpt(v.get_ref<const std::string&>());
    case Json::value_t::boolean: return v.get<bool>() ? "true" : "false";
    case Json::value_t::null: return "null";
    default: return v.is_number() ? numberText(v.get<double>()) : "an unreadable value";
  }
}

std::size_t editDistance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// Line and column (both from 1) of byte offset `offset` (0-based) in text.
std::string placeOf(std::string_view text, std::size_t offset) {
  offset = std::min(offset, text.size());
  std::size_t line = 1, lineStart = 0;
  for (std::size_t i = 0; i < offset; ++i)
    if (text[i] == '\n') ++line, lineStart = i + 1;
  return std::to_string(line) + ":" + std::to_string(offset - lineStart + 1);
}

// Where a field's key stands: nlohmann-json keeps no positions for values,
// so the key is searched for, each path step after the one before. Good
// enough to point a person at the line; empty when not found.
std::string locateField(std::string_view text, const std::vector<std::string>& path) {
  std::size_t from = 0, at = std::string_view::npos;
  for (const std::string& step : path) {
    const std::string key = "\"" + step + "\"";
    at = std::string_view::npos;
    for (std::size_t p = text.find(key, from); p != std::string_view::npos; p = text.find(key, p + 1)) {
      const std::size_t next = text.find_first_not_of(" \t\r\n", p + key.size());
      if (next != std::string_view::npos && text[next] == ':') {
        at = p;
        break;
      }
    }
    if (at == std::string_view::npos) return {};
    from = at + key.size();
  }
  return at == std::string_view::npos ? std::string{} : placeOf(text, at);
}

class Reader {
 public:
  Reader(std::string_view text, std::string_view source) : text_(text), source_(source) {}

  [[noreturn]] void fail(const std::vector<std::string>& path, const std::string& reason) const {
    const std::string place = locateField(text_, path);
    throw PresetError(sourceName() + (place.empty() ? "" : ":" + place) + ": " + reason);
  }
  [[noreturn]] void failAt(std::size_t offset, const std::string& reason) const {
    throw PresetError(sourceName() + ":" + placeOf(text_, offset) + ": " + reason);
  }
  std::string sourceName() const {
    std::string name;
    for (char c : source_)
      if (static_cast<unsigned char>(c) >= 32 && c != 127) name += c;
    return name;
  }

  double number(const std::vector<std::string>& path, const Json& v) const {
    if (!v.is_number()) fail(path, joined(path) + " must be a number, got " + describe(v));
    const double d = v.get<double>();
    if (!std::isfinite(d)) fail(path, joined(path) + " must be a finite number");
    return d;
  }
  double numberIn(const std::vector<std::string>& path, const Json& v, double lo, double hi) const {
    const double d = number(path, v);
    if (!(d >= lo && d <= hi)) fail(path, joined(path) + " must be in " + rangeText(lo, hi) + ", got " + numberText(d));
    return d;
  }
  long long wholeIn(const std::vector<std::string>& path, const Json& v, long long lo, long long hi) const {
    const double d = number(path, v);
    if (d != std::floor(d)) fail(path, joined(path) + " must be a whole number, got " + numberText(d));
    if (!(d >= static_cast<double>(lo) && d <= static_cast<double>(hi)))
      fail(path, joined(path) + " must be in [" + std::to_string(lo) + ", " + std::to_string(hi) + "], got " +
                     numberText(d));
    if (v.is_number_unsigned()) return static_cast<long long>(v.get<std::uint64_t>());
    return v.is_number_integer() ? v.get<long long>() : static_cast<long long>(d);
  }
  const std::string& text(const std::vector<std::string>& path, const Json& v) const {
    if (!v.is_string()) fail(path, joined(path) + " must be text, got " + describe(v));
    return v.get_ref<const std::string&>();
  }

  static std::string joined(const std::vector<std::string>& path) {
    std::string out;
    for (const std::string& step : path) out += (out.empty() ? "" : ".") + step;
    return out;
  }

  template <std::size_t N>
  void rejectUnknown(const std::vector<std::string>& parent, const std::string& key,
                     const char* const (&known)[N]) const {
    std::vector<std::string> path = parent;
    path.push_back(key);
    std::string hint;
    for (const char* candidate : known)
      if (editDistance(key, candidate) <= 2) hint = " (did you mean \"" + std::string(candidate) + "\"?)";
    if (hint.empty()) {
      hint = " (known fields:";
      for (const char* candidate : known) hint += std::string(" ") + candidate;
      hint += ")";
    }
    fail(path, "unknown field " + excerpt(joined(path)) + hint);
  }

 private:
  std::string_view text_;
  std::string_view source_;
};

View readView(const Reader& r, const Json& v) {
  if (!v.is_object()) r.fail({"view"}, "view must be an object {\"cx\", \"cy\", \"zoom\"}, got " + describe(v));
  View view;
  for (const auto& [key, value] : v.items()) {
    if (key == "cx") view.cx = r.numberIn({"view", "cx"}, value, -kMaxViewCentre, kMaxViewCentre);
    else if (key == "cy") view.cy = r.numberIn({"view", "cy"}, value, -kMaxViewCentre, kMaxViewCentre);
    else if (key == "zoom") view.zoom = r.numberIn({"view", "zoom"}, value, kZoomMin, kZoomMax);
    else r.rejectUnknown({"view"}, key, kKnownViewFields);
  }
  return view;
}

Thresholds readThresholds(const Reader& r, const Json& v) {
  if (!v.is_array() || v.size() != 3)
    r.fail({"thresholds"}, "thresholds must be three numbers [t1, t2, t3], got " + describe(v));
  Thresholds t;
  t.t1 = static_cast<float>(r.numberIn({"thresholds"}, v[0], 0.0, 1.0));
  t.t2 = static_cast<float>(r.numberIn({"thresholds"}, v[1], 0.0, 1.0));
  t.t3 = static_cast<float>(r.numberIn({"thresholds"}, v[2], 0.0, 1.0));
  const std::string error = thresholdsError(t);
  if (!error.empty()) r.fail({"thresholds"}, error);
  return t;
}

void readField(const Reader& r, const std::string& key, const Json& v, Preset& p, bool& hasVersion) {
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
    if (!kind) r.fail(path, "noise must be \"value\" or \"gradient\", got " + describe(v));
    n.noise = *kind;
  } else if (key == "fade") {
    const auto fade = fadeFromName(r.text(path, v));
    if (!fade) r.fail(path, "fade must be \"linear\", \"cubic\" or \"quintic\", got " + describe(v));
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
    if (!v.is_boolean()) r.fail(path, "normalize must be true or false, got " + describe(v));
    n.normalize = v.get<bool>();
  } else if (key == "view") {
    p.view = readView(r, v);
    p.hasView = true;
  } else if (key == "thresholds") {
    p.thresholds = readThresholds(r, v);
  } else if (key == "display") {
    const auto display = mapDisplayFromName(r.text(path, v));
    if (!display)
      r.fail(path, "display must be value, gradient, octave:K (K in 0..15), raw, landwater or bands, got " +
                       describe(v));
    p.display = *display;
  } else {
    r.rejectUnknown({}, key, kKnownFields);
  }
}

// Parses with a callback that tracks the field being read (for syntax
// errors), refuses deep nesting before it is built and finds repeated keys,
// which nlohmann-json would otherwise resolve silently to the last one.
Json parseTracked(const Reader& r, std::string_view text) {
  std::vector<std::string> keys;
  std::vector<std::set<std::string>> seen;
  std::vector<std::string> repeated;
  const auto track = [&](int depth, Json::parse_event_t event, Json& parsed) {
    if (depth > kMaxDepth) r.fail({}, "values are nested deeper than " + std::to_string(kMaxDepth) + " levels");
    if (event == Json::parse_event_t::object_start || event == Json::parse_event_t::array_start) {
      seen.emplace_back();
      keys.resize(static_cast<std::size_t>(depth) + 1);
    } else if (event == Json::parse_event_t::object_end || event == Json::parse_event_t::array_end) {
      if (!seen.empty()) seen.pop_back();
    } else if (event == Json::parse_event_t::key) {
      keys.resize(static_cast<std::size_t>(depth));
      keys.back() = parsed.get<std::string>();
      if (!seen.empty() && !seen.back().insert(keys.back()).second && repeated.empty()) {
        for (const std::string& k : keys)
          if (!k.empty()) repeated.push_back(k);
      }
    }
    return true;
  };
  try {
    Json json = Json::parse(text.begin(), text.end(), track);
    if (!repeated.empty()) r.fail(repeated, "field " + excerpt(Reader::joined(repeated)) + " appears twice");
    return json;
  } catch (const Json::parse_error& e) {
    // what() reads "[json.exception.parse_error.101] parse error at line L, column C: REASON".
    const std::string what = e.what();
    const std::size_t column = what.find("column ");
    const std::size_t colon = what.find(": ", column == std::string::npos ? 0 : column);
    std::string reason = colon == std::string::npos ? what : what.substr(colon + 2);
    std::vector<std::string> field;
    for (const std::string& k : keys)
      if (!k.empty()) field.push_back(k);
    // Reading a key, the last key seen is the field before the damage.
    const char* where = reason.find("object key") != std::string::npos ? "after field " : "in field ";
    if (!field.empty()) reason = where + excerpt(Reader::joined(field)) + ": " + reason;
    if (e.byte >= text.size()) reason += " (is the file cut short?)";
    r.failAt(e.byte == 0 ? 0 : e.byte - 1, printable(reason));
  } catch (const Json::exception& e) {
    // A number too large for a double ("1e400") and the like: no byte
    // offset, but the field being read is known.
    const std::string what = e.what();
    const std::size_t bracket = what.find("] ");
    std::vector<std::string> field;
    for (const std::string& k : keys)
      if (!k.empty()) field.push_back(k);
    r.fail(field, (field.empty() ? "" : "in field " + excerpt(Reader::joined(field)) + ": ") +
                      printable(bracket == std::string::npos ? what : what.substr(bracket + 2)));
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

std::string mapDisplayName(const MapDisplay& display) {
  switch (display.kind) {
    case MapKind::Value: return "value";
    case MapKind::Gradient: return "gradient";
    case MapKind::Octave: return "octave:" + std::to_string(display.octave);
    case MapKind::LandWater: return "landwater";
    case MapKind::Bands: return "bands";
    case MapKind::Raw: return "raw";
  }
  return "gradient";
}

std::optional<MapDisplay> mapDisplayFromName(std::string_view name) {
  if (name == "value") return MapDisplay{MapKind::Value, 0};
  if (name == "gradient") return MapDisplay{MapKind::Gradient, 0};
  if (name == "landwater") return MapDisplay{MapKind::LandWater, 0};
  if (name == "bands") return MapDisplay{MapKind::Bands, 0};
  if (name == "raw") return MapDisplay{MapKind::Raw, 0};
  constexpr std::string_view kOctave = "octave:";
  if (name.substr(0, kOctave.size()) != kOctave) return std::nullopt;
  const std::string_view digits = name.substr(kOctave.size());
  int k = -1;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), k);
  if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size() || k < 0 || k >= kOctavesMax)
    return std::nullopt;
  return MapDisplay{MapKind::Octave, k};
}

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
  json["display"] = mapDisplayName(p.display);
  // Non-ASCII names are escaped, so the text also fits a PNG tEXt chunk.
  return json.dump(2, ' ', true) + "\n";
}

Preset presetFromJson(std::string_view text, std::string_view sourceName) {
  const Reader r(text, sourceName);
  if (text.size() > kMaxPresetBytes) r.failAt(0, "larger than 1 MiB, which no preset is");
  const Json json = parseTracked(r, text);
  if (!json.is_object()) r.failAt(0, "a preset must be a JSON object {...}, got " + describe(json));
  Preset p;
  bool hasVersion = false;
  for (const auto& [key, value] : json.items()) readField(r, key, value, p, hasVersion);
  if (!hasVersion)
    r.failAt(0, std::string("not a Noisescope preset: the \"") + kVersionKey + "\" version field is missing");
  if (p.display.kind == MapKind::Octave && p.display.octave >= p.params.octaves)
    r.fail({"display"}, "display " + mapDisplayName(p.display) + " needs octaves of at least " +
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
