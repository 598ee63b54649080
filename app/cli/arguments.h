// arguments.h — strict parsing of command-line words shared by every command.
//
// Numbers are read whole with std::from_chars: "4x", "", "1e400" and "nan"
// are errors, never a silent 0 or a truncated value. Every failure throws
// UsageError with one sentence that names the option, so a command prints it
// on one line and exits 2.
#pragma once

#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/params.h"

namespace noisescope::cli {

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// text in single quotes for a one-line message: control characters shown
// as '?', cut after 60 bytes.
std::string quoted(std::string_view text);

// Finite double, int within [lo, hi], int32 seed (any, including negative).
double parseDouble(std::string_view option, std::string_view text);
int parseInt(std::string_view option, std::string_view text, int lo, int hi);
std::int32_t parseSeed(std::string_view option, std::string_view text);

// Walks argv-style words: "--name value" and "--name=value" both work.
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

 private:
  std::span<const std::string_view> words_;
  std::size_t next_ = 0;
  std::string_view option_;
  std::string_view inlineValue_;
  bool hasInlineValue_ = false;
};

// Applies one noise option (--noise, --fade, --octaves, --lacunarity,
// --persistence, --seed, --frequency, --no-normalize, --normalize) to p and
// returns true, or returns false when `option` is not one of them.
bool applyNoiseOption(std::string_view option, ArgumentReader& reader, NoiseParams& p);

// The help lines for those options, for each command's --help.
std::string noiseOptionsHelp();

}  // namespace noisescope::cli
