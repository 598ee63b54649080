// words.h — strict reading of command-line words, for every command and the
// explorer.
//
// Numbers are read whole with std::from_chars: "4x", "", "1e400" and "nan"
// are errors, never a silent 0 or a truncated value. Every failure throws
// UsageError with one sentence that names the option, so a command prints it
// on one line and exits 2. Text echoed into a message goes through quoted(),
// so the message stays one line whatever the shell passed.
#pragma once

#include <cstddef>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "noisescope/noise/param_table.h"

namespace noisescope::options {

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Text in single quotes for a one-line message (noisescope/noise/param_table.h).
using noisescope::quoted;

// A finite double; an int within [lo, hi] (a whole number, which may be
// written as a decimal: "3", "3.0", "3e0"). Both read numbers with
// noisescope/noise/param_table.h's readNumber, as the parameter options (parseParam) do.
// A NoiseParams field is read by parseParam, not by these.
double parseDouble(std::string_view option, std::string_view text);
int parseInt(std::string_view option, std::string_view text, int lo, int hi);

// "X,Y" or "T1,T2,T3": exactly `count` finite numbers; `shape` names them in
// the error ("two numbers X,Y").
std::vector<double> parseList(std::string_view option, std::string_view text, std::size_t count,
                              std::string_view shape);

// "WxH" with each side a whole number in [lo, hi].
std::pair<int, int> parseSize(std::string_view option, std::string_view text, int lo, int hi);

// Whether the words ask for help: "--help" or "-h" before a lone "--". Every
// command answers that before reading anything else.
bool asksForHelp(std::span<const std::string_view> words);

// The words with "-o", the short form of --output that render and scatter
// take, written as "--output" for the reader.
std::vector<std::string_view> withLongOutput(std::span<const std::string_view> words);

// Walks argv-style words: "--name value" and "--name=value" both work; "-h"
// is "--help", the one short form every command shares.
class ArgumentReader {
 public:
  explicit ArgumentReader(std::span<const std::string_view> words) : words_(words) {}

  bool done() const { return next_ >= words_.size(); }
  // The next option's name (with its dashes); a word that is not an option
  // throws UsageError.
  std::string_view nextOption();
  // The value of the option just read.
  std::string_view value();
  // Whether the next word is an option ("--name", not a lone "--"); false when done.
  bool nextIsOption() const;
  // The next word as it stands (a positional argument, or "--").
  std::string_view nextWord() { return words_[next_++]; }
  // True when the option just read came as "--name=value".
  bool hasInlineValue() const { return hasInlineValue_; }

 private:
  std::span<const std::string_view> words_;
  std::size_t next_ = 0;
  std::string_view option_;
  std::string_view inlineValue_;
  bool hasInlineValue_ = false;
};

// The candidate closest to `word` by edit distance (Levenshtein: one insert,
// delete or change is one edit) when at most maxEdits away, else empty; the
// first of equally close ones. E.g. closestWord("--persistance",
// {"--persistence", ...}, 3) is "--persistence". Options allow
// typoEdits(word) edits, preset fields 2.
std::string_view closestWord(std::string_view word, std::span<const std::string_view> candidates,
                             std::size_t maxEdits);

// How far an option word may be from a known one to be called a typo: a
// third of its length, at most 3.
std::size_t typoEdits(std::string_view word);

// The name a misspelt value meant: the closest of `names` (lower case) to
// `value` lower-cased, within typoEdits; empty if none ('euclidian' and
// 'Euclidean' mean euclidean, 'F1' f1).
std::string_view meantName(std::string_view value, std::span<const std::string_view> names);

}  // namespace noisescope::options
