#include "params.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace noisescope {

namespace {

double clampOr(double v, double lo, double hi, double fallback) {
  if (std::isnan(v)) return fallback;
  return std::clamp(v, lo, hi);
}

std::string rangeError(const char* field, double lo, double hi) {
  char text[160];
  std::snprintf(text, sizeof text, "%s must be in [%g, %g]", field, lo, hi);
  return text;
}

bool inRange(double v, double lo, double hi) { return v >= lo && v <= hi; }  // false for NaN

}  // namespace

NoiseParams clampParams(const NoiseParams& p) {
  const NoiseParams d{};
  NoiseParams c = p;
  c.octaves = std::clamp(p.octaves, kOctavesMin, kOctavesMax);
  c.frequency = clampOr(p.frequency, kFrequencyMin, kFrequencyMax, d.frequency);
  c.lacunarity = clampOr(p.lacunarity, kLacunarityMin, kLacunarityMax, d.lacunarity);
  c.persistence = clampOr(p.persistence, kPersistenceMin, kPersistenceMax, d.persistence);
  if (p.noise != NoiseKind::Value && p.noise != NoiseKind::Gradient) c.noise = d.noise;
  if (p.fade != Fade::Linear && p.fade != Fade::Cubic && p.fade != Fade::Quintic) c.fade = d.fade;
  return c;
}

std::string paramsError(const NoiseParams& p) {
  if (p.octaves < kOctavesMin || p.octaves > kOctavesMax)
    return rangeError("octaves", kOctavesMin, kOctavesMax);
  if (!inRange(p.frequency, kFrequencyMin, kFrequencyMax))
    return rangeError("frequency", kFrequencyMin, kFrequencyMax);
  if (!inRange(p.lacunarity, kLacunarityMin, kLacunarityMax))
    return rangeError("lacunarity", kLacunarityMin, kLacunarityMax);
  if (!inRange(p.persistence, kPersistenceMin, kPersistenceMax))
    return rangeError("persistence", kPersistenceMin, kPersistenceMax);
  return {};
}

std::string_view noiseKindName(NoiseKind kind) {
  return kind == NoiseKind::Value ? "value" : "gradient";
}

std::optional<NoiseKind> noiseKindFromName(std::string_view name) {
  if (name == "value") return NoiseKind::Value;
  if (name == "gradient") return NoiseKind::Gradient;
  return std::nullopt;
}

}  // namespace noisescope
