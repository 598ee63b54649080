// json_reader.h — the one strict JSON reader behind every JSON Noisescope reads.
//
// Presets (preset.h), the metadata of an exported PNG and a RAW sidecar
// (map_export.h settingsFromMetadata) come from other people, so they are
// all parsed here, with the same limits:
//   - at most kMaxJsonBytes (1 MiB) of text; more is refused unread,
//   - values nested at most kMaxJsonDepth (16) levels; deeper is refused as
//     it is parsed, before it is built (a 200,000-deep array would overflow
//     the stack of whatever walks it afterwards),
//   - a key repeated in one object is an error (nlohmann-json would keep
//     the last one without a word).
// Reading values goes through JsonReader's typed getters, which check type
// and range and fail with a message naming the field.
//
// Every failure throws JsonError, one line:
//     SOURCE:LINE:COLUMN: reason        e.g. `hills.json:9:18: persistence must be in [0, 1], got 1.5`
//     SOURCE: reason                    when no place is known
// Syntax errors give nlohmann-json's position and the field being read.
// Text from the input is quoted, cut to 40 characters and stripped of
// control characters; the source name is stripped of them too. So the
// message stays one line and printable whatever the input holds.
//
// Limits: a field's place is found by searching for its key (nlohmann-json
// keeps no positions), good enough to point a person at the line.
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace noisescope::io {

// ordered_json keeps document order, so the first error reported is the
// first one in the text.
using Json = nlohmann::ordered_json;

inline constexpr std::size_t kMaxJsonBytes = 1 << 20;  // larger texts are refused unread
inline constexpr int kMaxJsonDepth = 16;               // presets nest two deep, export metadata three

struct JsonError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A field's path from the top object, e.g. {"view", "zoom"}; empty: the whole text.
using JsonPath = std::vector<std::string>;

// The text of the file at path, for a JsonReader: at most kMaxJsonBytes + 1
// bytes are read (parse() refuses a longer text with its usual message). A
// file that cannot be read throws IoError (atomic_file.h) naming path.
std::string readJsonFile(const std::string& path);

// What `--preset WORD` and `--lesson WORD` mean: the file WORD when WORD
// exists (a file or a folder) or holds a '/', else the built-in with that id.
bool namesAFile(const std::string& word);

// The IoError for a WORD that is neither: "cannot read 'WORD': no such file,
// nor a built-in KIND (id1, id2, ...)", or "(did you mean ID?)" in place of
// the list when WORD is a typo of one id (options::typoEdits edits away).
[[noreturn]] void throwNeitherFileNorBuiltin(const std::string& word, std::string_view kind,
                                             std::span<const std::string_view> ids);

// One text being read: parses it with the limits above and reads its values.
// Holds views of text and source, which must outlive it.
class JsonReader {
 public:
  JsonReader(std::string_view text, std::string_view sourceName) : text_(text), source_(sourceName) {}

  // The whole text, parsed with the limits above. Throws JsonError.
  Json parse() const;

  // Throw JsonError at the field's place (or without a place when it is not
  // found), or at a byte offset of the text.
  [[noreturn]] void fail(const JsonPath& path, const std::string& reason) const;
  [[noreturn]] void failAt(std::size_t offset, const std::string& reason) const;

  // Typed getters: the value, or JsonError naming path ("view.zoom") and
  // what was found instead. number: any finite double. numberIn: in
  // [lo, hi]. wholeIn: a whole number in [lo, hi]. text: a string.
  double number(const JsonPath& path, const Json& v) const;
  double numberIn(const JsonPath& path, const Json& v, double lo, double hi) const;
  long long wholeIn(const JsonPath& path, const Json& v, long long lo, long long hi) const;
  const std::string& text(const JsonPath& path, const Json& v) const;
  bool boolean(const JsonPath& path, const Json& v) const;

  // An error for a field of `parent` that is none of `known`, with a
  // "did you mean" hint for a near miss, else the list of known fields.
  [[noreturn]] void rejectUnknown(const JsonPath& parent, const std::string& key,
                                  std::span<const char* const> known) const;

  // The source name without its control characters.
  std::string sourceName() const;

 private:
  std::string_view text_;
  std::string_view source_;
};

// "view.zoom" for {"view", "zoom"}.
std::string joinedPath(const JsonPath& path);
// Text for a one-line message: control characters dropped, at most 40
// bytes (not cutting a UTF-8 sequence), in double quotes.
std::string quotedExcerpt(std::string_view text);
// A value for a message: "an object", "an array", "the text \"...\"",
// "true", "null", or the number.
std::string describeJson(const Json& v);
// The shortest decimal text of v that reads back as v ("0.35", "1e+20").
std::string numberText(double v);

}  // namespace noisescope::io
