#include "words/words.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

namespace noisescope::options {

namespace {

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

}  // namespace

double parseDouble(std::string_view option, std::string_view text) {
  const std::optional<double> v = readNumber(text);
  if (!v) throw UsageError(std::string(option) + " needs a finite number, got " + quoted(text));
  return *v;
}

int parseInt(std::string_view option, std::string_view text, int lo, int hi) {
  const std::optional<double> v = readNumber(text);
  if (!v || *v != std::floor(*v))
    throw UsageError(std::string(option) + " needs a whole number, got " + quoted(text));
  if (*v < lo || *v > hi)
    throw UsageError(std::string(option) + " must be in [" + std::to_string(lo) + ", " + std::to_string(hi) +
                     "], got " + std::string(text));
  return static_cast<int>(*v);
}

std::vector<std::string_view> withLongOutput(std::span<const std::string_view> words) {
  std::vector<std::string_view> out(words.begin(), words.end());
  for (std::string_view& w : out)
    if (w == "-o") w = "--output";
  return out;
}

bool asksForHelp(std::span<const std::string_view> words) {
  for (const std::string_view word : words) {
    if (word == "--") return false;
    if (word == "--help" || word == "-h") return true;
  }
  return false;
}

std::string_view ArgumentReader::nextOption() {
  std::string_view word = words_[next_++];
  if (word == "-h") word = "--help";
  if (word.size() < 3 || word.substr(0, 2) != "--")
    throw UsageError("unexpected argument " + quoted(word) + " (options start with --; see --help)");
  const std::size_t eq = word.find('=');
  hasInlineValue_ = eq != std::string_view::npos;
  option_ = hasInlineValue_ ? word.substr(0, eq) : word;
  inlineValue_ = hasInlineValue_ ? word.substr(eq + 1) : std::string_view{};
  return option_;
}

bool ArgumentReader::nextIsOption() const {
  return !done() &&
         ((words_[next_].size() >= 3 && words_[next_].substr(0, 2) == "--") || words_[next_] == "-h");
}

std::string_view ArgumentReader::value() {
  if (hasInlineValue_) {
    hasInlineValue_ = false;
    return inlineValue_;
  }
  if (done()) throw UsageError(std::string(option_) + " needs a value");
  return words_[next_++];
}

std::vector<double> parseList(std::string_view option, std::string_view text, std::size_t count,
                              std::string_view shape) {
  std::vector<double> values;
  std::size_t start = 0;
  while (values.size() <= count) {
    const std::size_t comma = text.find(',', start);
    const std::string_view part = text.substr(start, comma == std::string_view::npos ? comma : comma - start);
    values.push_back(parseDouble(option, part));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  if (values.size() != count)
    throw UsageError(std::string(option) + " needs " + std::string(shape) + ", got " + quoted(text));
  return values;
}

std::pair<int, int> parseSize(std::string_view option, std::string_view text, int lo, int hi) {
  const std::string expected = std::string(option) + " must be WxH with each side in " + std::to_string(lo) +
                               ".." + std::to_string(hi) + ", got " + quoted(text);
  const auto side = [&](std::string_view part) {
    int v = 0;
    const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), v);
    if (part.empty() || ec != std::errc() || end != part.data() + part.size() || v < lo || v > hi)
      throw UsageError(expected);
    return v;
  };
  const std::size_t x = text.find('x');
  if (x == std::string_view::npos) throw UsageError(expected);
  return {side(text.substr(0, x)), side(text.substr(x + 1))};
}

std::string_view closestWord(std::string_view word, std::span<const std::string_view> candidates,
                             std::size_t maxEdits) {
  std::string_view best;
  std::size_t bestDistance = maxEdits + 1;
  for (std::string_view candidate : candidates) {
    const std::size_t d = editDistance(word, candidate);
    if (d < bestDistance) best = candidate, bestDistance = d;
  }
  return best;
}

std::size_t typoEdits(std::string_view word) {
  return std::min<std::size_t>(3, word.size() / 3);
}

std::string_view meantName(std::string_view value, std::span<const std::string_view> names) {
  std::string lower(value);
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return closestWord(lower, names, typoEdits(lower));
}

}  // namespace noisescope::options
