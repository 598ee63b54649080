#include "noisescope/terrain/biomes.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace noisescope {

std::string biomeCutsError(const BiomeCuts& c, const Thresholds& t) {
  char text[200];
  if (!std::isfinite(c.h) || !std::isfinite(c.w1) || !std::isfinite(c.w2)) return "biome cuts must be finite numbers";
  if (!(c.h >= t.t2 && c.h <= t.t3)) {
    std::snprintf(text, sizeof text, "biome cut h must lie in [t2, t3] = [%g, %g], got %g", t.t2, t.t3, c.h);
    return text;
  }
  if (!(c.w1 >= 0.0f && c.w2 <= 1.0f && c.w1 < c.w2)) {
    std::snprintf(text, sizeof text, "biome cuts must be ordered 0 <= w1 < w2 <= 1, got %g, %g", c.w1, c.w2);
    return text;
  }
  return {};
}

Biome classifyBiome(double e, double w, const Thresholds& t, const BiomeCuts& c) {
  if (!(e >= t.t1)) return Biome::Water;  // NaN lands here too
  if (e < t.t2) return Biome::Beach;
  const int height = e < c.h ? 0 : e < t.t3 ? 1 : 2;
  const int wetness = !(w >= c.w1) ? 0 : w < c.w2 ? 1 : 2;
  return static_cast<Biome>(2 + 3 * height + wetness);
}

std::string_view biomeName(Biome biome) {
  switch (biome) {
    case Biome::Water: return "water";
    case Biome::Beach: return "beach";
    case Biome::Desert: return "desert";
    case Biome::Grassland: return "grassland";
    case Biome::Swamp: return "swamp";
    case Biome::Scrub: return "scrub";
    case Biome::Forest: return "forest";
    case Biome::Rainforest: return "rainforest";
    case Biome::BareRock: return "bare rock";
    case Biome::Tundra: return "tundra";
    case Biome::Snow: return "snow";
  }
  return "water";
}

std::optional<Biome> biomeFromName(std::string_view name) {
  for (int i = 0; i < kBiomeCount; ++i)
    if (biomeName(static_cast<Biome>(i)) == name) return static_cast<Biome>(i);
  return std::nullopt;
}

namespace {

// The length of the well-formed UTF-8 sequence starting text[i] (RFC 3629:
// no overlong forms, no surrogates, nothing above U+10FFFF), or 0.
std::size_t utf8SequenceLength(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  if (lead < 0x80) return 1;
  std::size_t length = 0;
  unsigned char lo = 0x80, hi = 0xBF;  // the second byte's range
  if (lead >= 0xC2 && lead <= 0xDF) length = 2;
  else if (lead == 0xE0) length = 3, lo = 0xA0;
  else if (lead == 0xED) length = 3, hi = 0x9F;
  else if (lead >= 0xE1 && lead <= 0xEF) length = 3;
  else if (lead == 0xF0) length = 4, lo = 0x90;
  else if (lead == 0xF4) length = 4, hi = 0x8F;
  else if (lead >= 0xF1 && lead <= 0xF3) length = 4;
  else return 0;
  if (i + length > text.size() || byte(i + 1) < lo || byte(i + 1) > hi) return 0;
  for (std::size_t k = 2; k < length; ++k)
    if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return 0;
  return length;
}

}  // namespace

std::string_view BiomeLabel::text() const {
  std::size_t n = 0;
  while (n < bytes.size() && bytes[n] != '\0') ++n;
  return {bytes.data(), n};
}

std::string biomeLabelError(std::string_view name) {
  if (name.empty()) return "a biome name must not be empty";
  if (name.size() > kBiomeLabelMaxBytes)
    return "a biome name must be at most " + std::to_string(kBiomeLabelMaxBytes) + " bytes of UTF-8, got " +
           std::to_string(name.size());
  for (std::size_t i = 0; i < name.size();) {
    const unsigned char c = static_cast<unsigned char>(name[i]);
    if (c < 0x20 || c == 0x7F) return "a biome name must not hold control characters";
    const std::size_t length = utf8SequenceLength(name, i);
    if (length == 0) return "a biome name must be UTF-8 text";
    i += length;
  }
  return {};
}

BiomeLabel biomeLabel(std::string_view name) {
  if (const std::string problem = biomeLabelError(name); !problem.empty()) throw std::invalid_argument(problem);
  BiomeLabel label;
  name.copy(label.bytes.data(), name.size());
  return label;
}

const BiomeNames& defaultBiomeNames() {
  static const BiomeNames names = [] {
    BiomeNames n;
    for (int i = 0; i < kBiomeCount; ++i) n[static_cast<std::size_t>(i)] = biomeLabel(biomeName(static_cast<Biome>(i)));
    return n;
  }();
  return names;
}

}  // namespace noisescope
