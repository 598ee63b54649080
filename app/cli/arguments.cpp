#include "arguments.h"

#include <charconv>
#include <cmath>

#include "core/fade.h"

namespace noisescope::cli {

std::string quoted(std::string_view text) {
  // A word can hold anything the shell passes, newlines included; the
  // message must stay one line and readable.
  constexpr std::size_t kMaxShown = 60;
  std::string shown;
  for (std::size_t i = 0; i < text.size() && i < kMaxShown; ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    shown += (c < 32 || c == 127) ? '?' : static_cast<char>(c);
  }
  return "'" + shown + (text.size() > kMaxShown ? "...'" : "'");
}

double parseDouble(std::string_view option, std::string_view text) {
  double v = 0.0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v))
    throw UsageError(std::string(option) + " needs a finite number, got " + quoted(text));
  return v;
}

int parseInt(std::string_view option, std::string_view text, int lo, int hi) {
  long long v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size())
    throw UsageError(std::string(option) + " needs a whole number, got " + quoted(text));
  if (v < lo || v > hi)
    throw UsageError(std::string(option) + " must be in [" + std::to_string(lo) + ", " + std::to_string(hi) +
                     "], got " + std::string(text));
  return static_cast<int>(v);
}

std::int32_t parseSeed(std::string_view option, std::string_view text) {
  long long v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || v < INT32_MIN || v > INT32_MAX)
    throw UsageError(std::string(option) + " needs a whole number in [-2147483648, 2147483647], got " +
                     quoted(text));
  return static_cast<std::int32_t>(v);
}

std::string_view ArgumentReader::nextOption() {
  const std::string_view word = words_[next_++];
  if (word.size() < 3 || word.substr(0, 2) != "--")
    throw UsageError("unexpected argument " + quoted(word) + " (options start with --; see --help)");
  const std::size_t eq = word.find('=');
  hasInlineValue_ = eq != std::string_view::npos;
  option_ = hasInlineValue_ ? word.substr(0, eq) : word;
  inlineValue_ = hasInlineValue_ ? word.substr(eq + 1) : std::string_view{};
  return option_;
}

bool ArgumentReader::nextIsOption() const {
  return !done() && words_[next_].size() >= 3 && words_[next_].substr(0, 2) == "--";
}

std::string_view ArgumentReader::value() {
  if (hasInlineValue_) {
    hasInlineValue_ = false;
    return inlineValue_;
  }
  if (done()) throw UsageError(std::string(option_) + " needs a value");
  return words_[next_++];
}

bool applyNoiseOption(std::string_view option, ArgumentReader& reader, NoiseParams& p) {
  if (option == "--noise") {
    const std::string_view v = reader.value();
    const auto kind = noiseKindFromName(v);
    if (!kind) throw UsageError("--noise must be value or gradient, got " + quoted(v));
    p.noise = *kind;
  } else if (option == "--fade") {
    const std::string_view v = reader.value();
    const auto fade = fadeFromName(v);
    if (!fade) throw UsageError("--fade must be linear, cubic or quintic, got " + quoted(v));
    p.fade = *fade;
  } else if (option == "--octaves") {
    p.octaves = parseInt(option, reader.value(), kOctavesMin, kOctavesMax);
  } else if (option == "--lacunarity") {
    p.lacunarity = parseDouble(option, reader.value());
  } else if (option == "--persistence") {
    p.persistence = parseDouble(option, reader.value());
  } else if (option == "--frequency") {
    p.frequency = parseDouble(option, reader.value());
  } else if (option == "--seed") {
    p.seed = parseSeed(option, reader.value());
  } else if (option == "--no-normalize") {
    p.normalize = false;
  } else if (option == "--normalize") {
    p.normalize = true;
  } else {
    return false;
  }
  const std::string error = paramsError(p);
  if (!error.empty()) throw UsageError(error);
  return true;
}

std::string noiseOptionsHelp() {
  return "  --noise value|gradient     which noise (default gradient)\n"
         "  --fade linear|cubic|quintic  blend curve (default quintic)\n"
         "  --octaves N                layers summed, 1..16 (default 5)\n"
         "  --lacunarity L             frequency factor per octave, 1..8 (default 2)\n"
         "  --persistence P            amplitude factor per octave, 0..1 (default 0.5)\n"
         "  --seed S                   32-bit integer; octave o uses S + 1013*o (default 7)\n"
         "  --no-normalize             do not divide by the amplitude sum (values may exceed 1)\n";
}

}  // namespace noisescope::cli
