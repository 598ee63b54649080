// params.h — every setting of a noise field in one plain struct.
//
// NoiseParams is edited in place by the GUI's widgets, read by the command
// line and written to presets. Free functions take it by const reference; it
// has no setters and caches nothing. The shader's uniforms use the same names.
//
// The k*Min / k*Max constants are the allowed ranges: the GUI's sliders, the
// command line's checks and the preset reader all use them, and
// clampParams() brings any struct (NaN included) inside them, so the core
// never sees a value it cannot handle.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "fade.h"

namespace noisescope {

enum class NoiseKind { Value, Gradient };

inline constexpr int kOctavesMin = 1;
inline constexpr int kOctavesMax = 16;
inline constexpr double kLacunarityMin = 1.0;
inline constexpr double kLacunarityMax = 8.0;
inline constexpr double kPersistenceMin = 0.0;
inline constexpr double kPersistenceMax = 1.0;
inline constexpr double kFrequencyMin = 1.0 / 64.0;
inline constexpr double kFrequencyMax = 4096.0;

struct NoiseParams {
  NoiseKind noise = NoiseKind::Gradient;  // value or gradient noise; default gradient
  Fade fade = Fade::Quintic;              // blend curve; default quintic (the GUI's first start: linear)
  std::int32_t seed = 7;                  // any 32-bit integer; octave o uses seed + 1013*o; default 7
  double frequency = 4.0;                 // lattice cells across the map at zoom 1, [1/64, 4096]; default 4
  int octaves = 5;                        // layers summed, [1, 16]; default 5
  double lacunarity = 2.0;                // frequency factor per octave, [1, 8]; default 2
  double persistence = 0.5;               // amplitude factor per octave, [0, 1]; default 0.5
  bool normalize = true;                  // divide by the amplitude sum so fBm stays in [0, 1]; default on

  bool operator==(const NoiseParams&) const = default;
};

// Every field inside its allowed range; NaN takes the default.
NoiseParams clampParams(const NoiseParams& p);

// Empty when every field of p lies in its allowed range, else one sentence
// naming the first field that does not and its range.
std::string paramsError(const NoiseParams& p);

// "value", "gradient", and back.
std::string_view noiseKindName(NoiseKind kind);
std::optional<NoiseKind> noiseKindFromName(std::string_view name);

}  // namespace noisescope
