#include "json_reader.h"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <nlohmann/json.hpp>
#include <set>

#include "atomic_file.h"
#include "words/words.h"

namespace noisescope::io {

namespace {

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

std::string rangeText(double lo, double hi) {
  char text[80];
  std::snprintf(text, sizeof text, "[%.10g, %.10g]", lo, hi);
  return text;
}

// Line and column (both from 1) of byte offset `offset` (0-based) in text.
std::string placeOf(std::string_view text, std::size_t offset) {
  offset = std::min(offset, text.size());
  std::size_t line = 1, lineStart = 0;
  for (std::size_t i = 0; i < offset; ++i)
    if (text[i] == '\n') ++line, lineStart = i + 1;
  return std::to_string(line) + ":" + std::to_string(offset - lineStart + 1);
}

// Where a field's key stands, each path step searched for after the one
// before; empty when not found.
std::string locateField(std::string_view text, const JsonPath& path) {
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

JsonPath nonEmpty(const std::vector<std::string>& keys) {
  JsonPath field;
  for (const std::string& k : keys)
    if (!k.empty()) field.push_back(k);
  return field;
}

}  // namespace

std::string joinedPath(const JsonPath& path) {
  std::string out;
  for (const std::string& step : path) out += (out.empty() ? "" : ".") + step;
  return out;
}

std::string quotedExcerpt(std::string_view text) {
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

std::string numberText(double v) {
  char buffer[40];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, v);
  return std::string(buffer, result.ptr);
}

std::string describeJson(const Json& v) {
  switch (v.type()) {
    case Json::value_t::object: return "an object";
    case Json::value_t::array: return "an array";
    case Json::value_t::string: return "the text " + quotedExcerpt(v.get_ref<const std::string&>());
    case Json::value_t::boolean: return v.get<bool>() ? "true" : "false";
    case Json::value_t::null: return "null";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float: return numberText(v.get<double>());
    case Json::value_t::binary:
    case Json::value_t::discarded: return "an unreadable value";
  }
  return "an unreadable value";
}

std::string JsonReader::sourceName() const {
  std::string name;
  for (char c : source_)
    if (static_cast<unsigned char>(c) >= 32 && c != 127) name += c;
  return name;
}

void JsonReader::fail(const JsonPath& path, const std::string& reason) const {
  const std::string place = locateField(text_, path);
  throw JsonError(sourceName() + (place.empty() ? "" : ":" + place) + ": " + reason);
}

void JsonReader::failAt(std::size_t offset, const std::string& reason) const {
  throw JsonError(sourceName() + ":" + placeOf(text_, offset) + ": " + reason);
}

double JsonReader::number(const JsonPath& path, const Json& v) const {
  if (!v.is_number()) fail(path, joinedPath(path) + " must be a number, got " + describeJson(v));
  const double d = v.get<double>();
  if (!std::isfinite(d)) fail(path, joinedPath(path) + " must be a finite number");
  return d;
}

double JsonReader::numberIn(const JsonPath& path, const Json& v, double lo, double hi) const {
  const double d = number(path, v);
  if (!(d >= lo && d <= hi))
    fail(path, joinedPath(path) + " must be in " + rangeText(lo, hi) + ", got " + numberText(d));
  return d;
}

long long JsonReader::wholeIn(const JsonPath& path, const Json& v, long long lo, long long hi) const {
  const double d = number(path, v);
  if (d != std::floor(d)) fail(path, joinedPath(path) + " must be a whole number, got " + numberText(d));
  if (!(d >= static_cast<double>(lo) && d <= static_cast<double>(hi)))
    fail(path, joinedPath(path) + " must be in [" + std::to_string(lo) + ", " + std::to_string(hi) +
                   "], got " + numberText(d));
  if (v.is_number_unsigned()) return static_cast<long long>(v.get<std::uint64_t>());
  return v.is_number_integer() ? v.get<long long>() : static_cast<long long>(d);
}

const std::string& JsonReader::text(const JsonPath& path, const Json& v) const {
  if (!v.is_string()) fail(path, joinedPath(path) + " must be text, got " + describeJson(v));
  return v.get_ref<const std::string&>();
}

bool JsonReader::boolean(const JsonPath& path, const Json& v) const {
  if (!v.is_boolean()) fail(path, joinedPath(path) + " must be true or false, got " + describeJson(v));
  return v.get<bool>();
}

void JsonReader::rejectUnknown(const JsonPath& parent, const std::string& key,
                               std::span<const char* const> known) const {
  JsonPath path = parent;
  path.push_back(key);
  const std::vector<std::string_view> names(known.begin(), known.end());
  const std::string_view close = options::closestWord(key, names, 2);
  std::string hint;
  if (!close.empty()) hint = " (did you mean \"" + std::string(close) + "\"?)";
  if (hint.empty()) {
    hint = " (known fields:";
    for (const char* candidate : known) hint += std::string(" ") + candidate;
    hint += ")";
  }
  fail(path, "unknown field " + quotedExcerpt(joinedPath(path)) + hint);
}

// Parses with a callback that tracks the field being read (for syntax
// errors), refuses deep nesting before it is built and finds repeated keys.
Json JsonReader::parse() const {
  if (text_.size() > kMaxJsonBytes) failAt(0, "larger than 1 MiB, which no Noisescope file is");
  std::vector<std::string> keys;
  std::vector<std::set<std::string>> seen;
  JsonPath repeated;
  const auto track = [&](int depth, Json::parse_event_t event, Json& parsed) {
    if (event == Json::parse_event_t::object_start || event == Json::parse_event_t::array_start) {
      // depth counts the containers around this one.
      if (depth >= kMaxJsonDepth)
        fail(nonEmpty(keys), "values are nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
      seen.emplace_back();
      keys.resize(static_cast<std::size_t>(depth) + 1);
    } else if (event == Json::parse_event_t::object_end || event == Json::parse_event_t::array_end) {
      if (!seen.empty()) seen.pop_back();
    } else if (event == Json::parse_event_t::key) {
      keys.resize(static_cast<std::size_t>(depth));
      keys.back() = parsed.get<std::string>();
      if (!seen.empty() && !seen.back().insert(keys.back()).second && repeated.empty())
        repeated = nonEmpty(keys);
    }
    return true;
  };
  try {
    Json json = Json::parse(text_.begin(), text_.end(), track);
    if (!repeated.empty()) fail(repeated, "field " + quotedExcerpt(joinedPath(repeated)) + " appears twice");
    return json;
  } catch (const Json::parse_error& e) {
    // what() reads "[json.exception.parse_error.101] parse error at line L, column C: REASON".
    const std::string what = e.what();
    const std::size_t column = what.find("column ");
    const std::size_t colon = what.find(": ", column == std::string::npos ? 0 : column);
    std::string reason = colon == std::string::npos ? what : what.substr(colon + 2);
    const JsonPath field = nonEmpty(keys);
    // Reading a key, the last key seen is the field before the damage.
    const char* where = reason.find("object key") != std::string::npos ? "after field " : "in field ";
    if (!field.empty()) reason = where + quotedExcerpt(joinedPath(field)) + ": " + reason;
    if (e.byte >= text_.size()) reason += " (is the file cut short?)";
    failAt(e.byte == 0 ? 0 : e.byte - 1, printable(reason));
  } catch (const Json::exception& e) {
    // A number too large for a double ("1e400") and the like: no byte
    // offset, but the field being read is known.
    const std::string what = e.what();
    const std::size_t bracket = what.find("] ");
    const JsonPath field = nonEmpty(keys);
    fail(field, (field.empty() ? "" : "in field " + quotedExcerpt(joinedPath(field)) + ": ") +
                    printable(bracket == std::string::npos ? what : what.substr(bracket + 2)));
  }
}

std::string readJsonFile(const std::string& path) {
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (file == nullptr) throw IoError("cannot read " + quotedPath(path) + ": " + std::strerror(errno));
  std::string text(kMaxJsonBytes + 1, '\0');
  const std::size_t n = std::fread(text.data(), 1, text.size(), file);
  const int error = std::ferror(file) ? errno : 0;
  std::fclose(file);
  if (error != 0) throw IoError("cannot read " + quotedPath(path) + ": " + std::strerror(error));
  text.resize(n);
  return text;
}

bool namesAFile(const std::string& word) {
  struct stat st {};
  return ::stat(word.c_str(), &st) == 0 || word.find('/') != std::string::npos;
}

void throwNeitherFileNorBuiltin(const std::string& word, std::string_view kind,
                                std::span<const std::string_view> ids) {
  const std::string_view close = options::closestWord(word, ids, options::typoEdits(word));
  if (!close.empty())
    throw IoError("cannot read " + quotedPath(word) + ": no such file, nor a built-in " + std::string(kind) +
                  " (did you mean " + std::string(close) + "?)");
  std::string list;
  for (const std::string_view id : ids) list += (list.empty() ? "" : ", ") + std::string(id);
  throw IoError("cannot read " + quotedPath(word) + ": no such file, nor a built-in " + std::string(kind) + " (" +
                list + ")");
}

}  // namespace noisescope::io
