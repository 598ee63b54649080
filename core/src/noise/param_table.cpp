#include "noisescope/noise/param_table.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "noisescope/noise/noise_kinds.h"

namespace noisescope {

namespace {

template <auto Member>
ParamValue getNumber(const NoiseParams& p) {
  return ParamValue{static_cast<double>(p.*Member), false};
}

template <auto Member>
void setNumber(NoiseParams& p, ParamValue v) {
  using T = std::remove_reference_t<decltype(p.*Member)>;
  p.*Member = static_cast<T>(v.number);
}

template <auto Member>
ParamValue getEnum(const NoiseParams& p) {
  return ParamValue{static_cast<double>(static_cast<int>(p.*Member)), false};
}

template <auto Member>
void setEnum(NoiseParams& p, ParamValue v) {
  using T = std::remove_reference_t<decltype(p.*Member)>;
  p.*Member = static_cast<T>(static_cast<int>(v.number));
}

ParamValue getTime(const NoiseParams& p) { return p.time ? ParamValue{*p.time, false} : ParamValue{0.0, true}; }

ParamValue getCurve(const NoiseParams& p) {
  ParamValue v;
  if (p.heightCurve.count != 0) v.points.assign(p.heightCurve.used().begin(), p.heightCurve.used().end());
  return v;
}

void setCurve(NoiseParams& p, ParamValue v) { p.heightCurve = heightCurveOf(v.points); }

bool curveAllowedIn(const NoiseParams& p) { return heightCurveError("height-curve", p.heightCurve.used()).empty(); }

void setTime(NoiseParams& p, ParamValue v) {
  if (v.off)
    p.time.reset();
  else
    p.time = v.number;
}

// The names in each enum's own order; a test holds them to the *Name()
// functions of params.h and fade.h.
constexpr std::array<std::string_view, 3> kFadeNames = {"linear", "cubic", "quintic"};
constexpr std::array<std::string_view, 2> kFractalNames = {"fbm", "ridged"};
constexpr std::array<std::string_view, 3> kCellDistanceNames = {"euclidean", "manhattan", "chebyshev"};
constexpr std::array<std::string_view, 4> kCellReturnNames = {"f1", "f2", "edge", "cell"};
constexpr std::array<std::string_view, 4> kIslandNames = {"none", "square", "round", "radial"};
constexpr std::array<std::string_view, 2> kIslandModeNames = {"lerp", "multiply"};

constexpr double kSeedMin = -2147483648.0;
constexpr double kSeedMax = 2147483647.0;

template <std::size_t N>
ParamDesc enumEntry(std::string_view name, std::string_view help, const std::array<std::string_view, N>& names,
                    int defaultIndex, ParamValue (*get)(const NoiseParams&), void (*set)(NoiseParams&, ParamValue)) {
  return ParamDesc{name, help, ParamKind::Enum, 0.0, static_cast<double>(N - 1), std::nullopt, names,
                   ParamValue{static_cast<double>(defaultIndex), false}, get, set, false};
}

ParamDesc numberEntry(std::string_view name, std::string_view help, ParamKind kind, double lo, double hi,
                      double fallback, ParamValue (*get)(const NoiseParams&), void (*set)(NoiseParams&, ParamValue),
                      std::optional<double> off = std::nullopt) {
  return ParamDesc{name, help, kind, lo, hi, off, {}, ParamValue{fallback, false}, get, set, false};
}

// An erosion setting (erosion.h): presets write it only when set, so files
// without erosion read and write as they always did.
ParamDesc erosionEntry(std::string_view name, std::string_view help, ParamKind kind, double lo, double hi,
                       double fallback, ParamValue (*get)(const NoiseParams&),
                       void (*set)(NoiseParams&, ParamValue)) {
  ParamDesc d = numberEntry(name, help, kind, lo, hi, fallback, get, set);
  d.writtenWhenSet = true;
  return d;
}

// A teaching-only switch (mistakes.h): a Bool, off by default.
ParamDesc mistakeEntry(std::string_view name, std::string_view help, ParamValue (*get)(const NoiseParams&),
                       void (*set)(NoiseParams&, ParamValue)) {
  return ParamDesc{name, help, ParamKind::Bool, 0.0, 1.0, std::nullopt, {}, ParamValue{0.0, false}, get, set, true};
}

using P = NoiseParams;

const std::array<ParamDesc, 42>& table() {
  static const std::array<ParamDesc, 42> kTable = {
      enumEntry("noise", "value, gradient, simplex or Worley (cellular) noise", kNoiseKindNames, 1,
                getEnum<&P::noise>, setEnum<&P::noise>),
      enumEntry("fade", "blend curve: linear, cubic or quintic", kFadeNames, 2, getEnum<&P::fade>,
                setEnum<&P::fade>),
      numberEntry("seed", "32-bit integer; octave o uses seed + 1013*o", ParamKind::Seed, kSeedMin, kSeedMax,
                  7.0, getNumber<&P::seed>, setNumber<&P::seed>),
      numberEntry("frequency", "lattice cells across the map (sample: map point = p / frequency)",
                  ParamKind::Double, kFrequencyMin, kFrequencyMax, 4.0, getNumber<&P::frequency>,
                  setNumber<&P::frequency>),
      numberEntry("octaves", "layers summed", ParamKind::Int, kOctavesMin, kOctavesMax, 5.0,
                  getNumber<&P::octaves>, setNumber<&P::octaves>),
      numberEntry("lacunarity", "frequency factor per octave", ParamKind::Double, kLacunarityMin,
                  kLacunarityMax, 2.0, getNumber<&P::lacunarity>, setNumber<&P::lacunarity>),
      numberEntry("persistence", "amplitude factor per octave", ParamKind::Double, kPersistenceMin,
                  kPersistenceMax, 0.5, getNumber<&P::persistence>, setNumber<&P::persistence>),
      numberEntry("normalize", "divide by the amplitude sum so fBm stays in [0, 1]", ParamKind::Bool, 0.0,
                  1.0, 1.0, getNumber<&P::normalize>, setNumber<&P::normalize>),
      numberEntry("jitter", "worley: how far feature points stray from their cells' centres",
                  ParamKind::Double, kJitterMin, kJitterMax, 1.0, getNumber<&P::jitter>,
                  setNumber<&P::jitter>),
      enumEntry("cell-distance", "worley: euclidean, manhattan or chebyshev distance", kCellDistanceNames, 0,
                getEnum<&P::cellDistance>, setEnum<&P::cellDistance>),
      enumEntry("cell-return", "worley: f1 (cells), f2, edge (cracks) or cell (flat cells)", kCellReturnNames,
                0, getEnum<&P::cellReturn>, setEnum<&P::cellReturn>),
      numberEntry("warp", "domain warp strength k in lattice cells (0 off)", ParamKind::Double, kWarpMin,
                  kWarpMax, 0.0, getNumber<&P::warp>, setNumber<&P::warp>),
      numberEntry("warp-frequency", "warp fields' frequency s, times the base", ParamKind::Double,
                  kWarpFrequencyMin, kWarpFrequencyMax, 1.0, getNumber<&P::warpFrequency>,
                  setNumber<&P::warpFrequency>),
      numberEntry("warp-octaves", "warp fields' octaves W", ParamKind::Int, kWarpOctavesMin, kWarpOctavesMax,
                  3.0, getNumber<&P::warpOctaves>, setNumber<&P::warpOctaves>),
      enumEntry("fractal", "elevation octaves: fbm or ridged", kFractalNames, 0, getEnum<&P::fractal>,
                setEnum<&P::fractal>),
      numberEntry("exponent", "redistribution e = e^x (1 off)", ParamKind::Double, kExponentMin, kExponentMax,
                  1.0, getNumber<&P::exponent>, setNumber<&P::exponent>),
      ParamDesc{"height-curve",
                "redistribution by a curve through points x:y,x:y,... from x 0 to x 1, after the exponent (off)",
                ParamKind::Curve,
                0.0,
                1.0,
                std::nullopt,
                {},
                ParamValue{},
                getCurve,
                setCurve,
                false,
                true,
                curveAllowedIn},
      enumEntry("island", "island shape: none, square, round or radial", kIslandNames, 0, getEnum<&P::island>,
                setEnum<&P::island>),
      enumEntry("island-mode", "how the island bends e: lerp or multiply", kIslandModeNames, 0,
                getEnum<&P::islandMode>, setEnum<&P::islandMode>),
      numberEntry("island-mix", "island strength", ParamKind::Double, kIslandMixMin, kIslandMixMax, 0.5,
                  getNumber<&P::islandMix>, setNumber<&P::islandMix>),
      numberEntry("terraces", "terrace levels L (0 off)", ParamKind::Int, kTerracesMin, kTerracesMax, 0.0,
                  getNumber<&P::terraces>, setNumber<&P::terraces>, 0.0),
      numberEntry("tile", "seamless: every field repeats each map width", ParamKind::Bool, 0.0, 1.0, 0.0,
                  getNumber<&P::tile>, setNumber<&P::tile>),
      numberEntry("moisture-frequency", "moisture's frequency sm, times the base", ParamKind::Double,
                  kMoistureFrequencyMin, kMoistureFrequencyMax, 1.0, getNumber<&P::moistureFrequency>,
                  setNumber<&P::moistureFrequency>),
      ParamDesc{"time",
                "third input t in lattice cells (off: the 2D field)",
                ParamKind::Time,
                kTimeMin,
                kTimeMax,
                std::nullopt,
                {},
                ParamValue{0.0, true},
                getTime,
                setTime,
                false},
      erosionEntry("erosion", "hydraulic erosion: droplets per pixel of the map (0 off)", ParamKind::Double,
                   0.0, kErosionMax, 0.0, getNumber<&P::erosion>, setNumber<&P::erosion>),
      erosionEntry("erosion-seed", "where the droplets start; 32-bit integer", ParamKind::Seed, kSeedMin,
                   kSeedMax, 0.0, getNumber<&P::erosionSeed>, setNumber<&P::erosionSeed>),
      erosionEntry("erosion-inertia", "how much a droplet keeps its direction", ParamKind::Double, 0.0, 1.0,
                   0.05, getNumber<&P::erosionInertia>, setNumber<&P::erosionInertia>),
      erosionEntry("erosion-capacity", "sediment a droplet carries per unit of speed, water and drop",
                   ParamKind::Double, 0.0, kErosionCapacityMax, 4.0, getNumber<&P::erosionCapacity>,
                   setNumber<&P::erosionCapacity>),
      erosionEntry("erosion-min-capacity", "capacity on flat ground", ParamKind::Double, 0.0, 1.0, 0.01,
                   getNumber<&P::erosionMinCapacity>, setNumber<&P::erosionMinCapacity>),
      erosionEntry("erosion-erode", "share of the spare capacity taken from the ground per step",
                   ParamKind::Double, 0.0, 1.0, 0.3, getNumber<&P::erosionErode>,
                   setNumber<&P::erosionErode>),
      erosionEntry("erosion-deposit", "share of the surplus sediment laid down per step", ParamKind::Double,
                   0.0, 1.0, 0.3, getNumber<&P::erosionDeposit>, setNumber<&P::erosionDeposit>),
      erosionEntry("erosion-evaporation", "share of a droplet's water lost per step", ParamKind::Double, 0.0,
                   1.0, 0.01, getNumber<&P::erosionEvaporation>, setNumber<&P::erosionEvaporation>),
      erosionEntry("erosion-gravity", "speed a droplet gains per unit of drop", ParamKind::Double, 0.0,
                   kErosionGravityMax, 4.0, getNumber<&P::erosionGravity>, setNumber<&P::erosionGravity>),
      erosionEntry("erosion-lifetime", "steps of a droplet, each 1/1024 of the map width", ParamKind::Int,
                   1.0, kErosionLifetimeMax, 30.0, getNumber<&P::erosionLifetime>,
                   setNumber<&P::erosionLifetime>),
      erosionEntry("erosion-radius", "erosion brush radius, pixels of a 1024-pixel-wide map",
                   ParamKind::Double, kErosionRadiusMin, kErosionRadiusMax, 3.0, getNumber<&P::erosionRadius>,
                   setNumber<&P::erosionRadius>),
      erosionEntry("thermal-passes", "thermal erosion: talus passes after the droplets (0 off)",
                   ParamKind::Int, 0.0, kThermalPassesMax, 0.0, getNumber<&P::thermalPasses>,
                   setNumber<&P::thermalPasses>),
      erosionEntry("talus-angle", "thermal: the steepest slope that stays, degrees", ParamKind::Double, 0.0,
                   kTalusAngleMax, 35.0, getNumber<&P::talusAngle>, setNumber<&P::talusAngle>),
      erosionEntry("thermal-strength", "thermal: share of the excess slope moved per pass", ParamKind::Double,
                   0.0, 1.0, 0.5, getNumber<&P::thermalStrength>, setNumber<&P::thermalStrength>),
      mistakeEntry("mistake-shared-seed", "teaching only: every octave uses the base seed (a mistake to see)",
                   getNumber<&P::mistakeSharedSeed>, setNumber<&P::mistakeSharedSeed>),
      mistakeEntry("mistake-moisture-seed",
                   "teaching only: moisture uses the height's seed (a mistake to see)",
                   getNumber<&P::mistakeMoistureSeed>, setNumber<&P::mistakeMoistureSeed>),
      mistakeEntry("mistake-cast", "teaching only: cells by a cast, not floor (a mistake to see left of 0)",
                   getNumber<&P::mistakeCast>, setNumber<&P::mistakeCast>),
      mistakeEntry("mistake-float",
                   "teaching only: positions in float, not double (a mistake to see far out)",
                   getNumber<&P::mistakeFloat>, setNumber<&P::mistakeFloat>),
  };
  return kTable;
}

// Whole numbers without a point or exponent ("1000000"), others shortest.
std::string formatNumber(double v) {
  if (v == std::floor(v) && std::abs(v) < 1e15) {
    char text[32];
    std::snprintf(text, sizeof text, "%.0f", v);
    return text;
  }
  return shortestNumber(v);
}

// A range as the messages print it: "[1, 16]", "[0.015625, 4096]".
std::string rangeText(const ParamDesc& d) {
  char text[96];
  std::snprintf(text, sizeof text, "[%g, %g]", d.min, d.max);
  return text;
}

bool whole(double v) { return std::isfinite(v) && v == std::floor(v); }
bool inRange(const ParamDesc& d, double v) { return v >= d.min && v <= d.max; }  // false for NaN

}  // namespace

std::string shortestNumber(double v) {
  char text[32];  // to_chars' shortest double is at most 24 characters
  const auto [end, ec] = std::to_chars(text, text + sizeof text, v);
  return std::string(text, ec == std::errc() ? end : text);
}

std::string_view listSeparator(std::size_t i, std::size_t count) {
  return i == 0 ? "" : i + 1 == count ? " or " : ", ";
}

std::string quoted(std::string_view text) {
  constexpr std::size_t kMaxShown = 60;
  std::string shown;
  for (std::size_t i = 0; i < text.size() && i < kMaxShown; ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    shown += (c < 32 || c == 127) ? '?' : static_cast<char>(c);
  }
  return "'" + shown + (text.size() > kMaxShown ? "...'" : "'");
}

std::optional<double> readNumber(std::string_view text) {
  double v = 0.0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v))
    return std::nullopt;
  return v;
}

std::span<const ParamDesc> paramTable() { return table(); }

const ParamDesc* findParam(std::string_view name) {
  for (const ParamDesc& d : table())
    if (d.name == name) return &d;
  return nullptr;
}

bool paramValueAllowed(const ParamDesc& d, ParamValue v) {
  switch (d.kind) {
    case ParamKind::Int: return whole(v.number) && (inRange(d, v.number) || (d.offValue && v.number == *d.offValue));
    case ParamKind::Double: return inRange(d, v.number);
    case ParamKind::Bool: return v.number == 0.0 || v.number == 1.0;
    case ParamKind::Seed:
    case ParamKind::Enum: return whole(v.number) && inRange(d, v.number);
    case ParamKind::Time: return v.off || inRange(d, v.number);
    case ParamKind::Curve: return heightCurveError(d.name, v.points).empty();
  }
  return false;
}

bool paramAllowedIn(const ParamDesc& d, const NoiseParams& p) {
  return d.allowedIn ? d.allowedIn(p) : paramValueAllowed(d, d.get(p));
}

std::string paramValueError(const ParamDesc& d, ParamValue v) {
  // Only a failing value builds text: clampParams runs every frame and must not allocate.
  if (paramValueAllowed(d, v)) return {};
  const std::string name(d.name);
  switch (d.kind) {
    case ParamKind::Int:
      if (d.offValue) return name + " must be " + formatNumber(*d.offValue) + " (off) or in " + rangeText(d);
      return name + " must be in " + rangeText(d);
    case ParamKind::Double: return name + " must be in " + rangeText(d);
    case ParamKind::Bool: return name + " must be true or false";
    case ParamKind::Seed: return name + " must be a whole number in [-2147483648, 2147483647]";
    case ParamKind::Time: return name + " must be off or in " + rangeText(d);
    case ParamKind::Curve: return heightCurveError(d.name, v.points);
    case ParamKind::Enum: {
      std::string text = name + " must be ";
      for (std::size_t i = 0; i < d.names.size(); ++i) {
        text += listSeparator(i, d.names.size());
        text += d.names[i];
      }
      return text;
    }
  }
  return name + " has an unknown kind";
}

ParamValue clampParamValue(const ParamDesc& d, ParamValue v) {
  if (paramValueAllowed(d, v)) return v;
  switch (d.kind) {
    case ParamKind::Int:
      if (std::isnan(v.number)) return d.defaultValue;
      if (d.offValue && v.number <= *d.offValue) return ParamValue{*d.offValue, false};
      return ParamValue{std::clamp(std::round(v.number), d.min, d.max), false};
    case ParamKind::Double:
      return std::isnan(v.number) ? d.defaultValue : ParamValue{std::clamp(v.number, d.min, d.max), false};
    case ParamKind::Time:
      return std::isnan(v.number) ? d.defaultValue : ParamValue{std::clamp(v.number, d.min, d.max), false};
    case ParamKind::Curve: {
      const HeightCurve c = clampHeightCurve(v.points);
      return ParamValue(std::vector<CurvePoint>(c.used().begin(), c.used().end()));
    }
    case ParamKind::Bool:
    case ParamKind::Seed:
    case ParamKind::Enum: return d.defaultValue;
  }
  return d.defaultValue;
}

std::string paramText(const ParamDesc& d, ParamValue v) {
  switch (d.kind) {
    case ParamKind::Enum: {
      const auto i = static_cast<std::size_t>(v.number);
      return whole(v.number) && inRange(d, v.number) ? std::string(d.names[i]) : formatNumber(v.number);
    }
    case ParamKind::Bool: return v.number != 0.0 ? "true" : "false";
    case ParamKind::Time: return v.off ? "off" : formatNumber(v.number);
    case ParamKind::Curve: return heightCurveText(heightCurveOf(v.points));
    case ParamKind::Int:
    case ParamKind::Double:
    case ParamKind::Seed: return formatNumber(v.number);
  }
  return formatNumber(v.number);
}

ParsedParam parseParam(const ParamDesc& d, std::string_view text) {
  const std::string name(d.name);
  ParsedParam r{d.defaultValue, {}};
  switch (d.kind) {
    case ParamKind::Curve: {
      ParsedCurve c = parseHeightCurve(d.name, text);
      if (!c.error.empty()) r.error = std::move(c.error);
      r.value = ParamValue(std::move(c.points));
      return r;
    }
    case ParamKind::Enum:
      for (std::size_t i = 0; i < d.names.size(); ++i)
        if (d.names[i] == text) return ParsedParam{ParamValue{static_cast<double>(i), false}, {}};
      r.error = paramValueError(d, ParamValue{-1.0, false}) + ", got " + quoted(text);
      return r;
    case ParamKind::Bool:
      if (text == "true" || text == "on" || text == "1") return ParsedParam{ParamValue{1.0, false}, {}};
      if (text == "false" || text == "off" || text == "0") return ParsedParam{ParamValue{0.0, false}, {}};
      r.error = name + " must be true or false (or on, off, 1, 0), got " + quoted(text);
      return r;
    case ParamKind::Time:
      if (text == "off") return ParsedParam{ParamValue{0.0, true}, {}};
      [[fallthrough]];
    case ParamKind::Int:
    case ParamKind::Double:
    case ParamKind::Seed: {
      const std::optional<double> v = readNumber(text);
      if (!v) {
        r.error = name + (d.kind == ParamKind::Time ? " needs off or a finite number, got " : " needs a finite number, got ") +
                  quoted(text);
        return r;
      }
      const ParamValue value{*v, false};
      const std::string error = paramValueError(d, value);
      if (!error.empty()) {
        r.error = error + ", got " + quoted(text);
        return r;
      }
      return ParsedParam{value, {}};
    }
  }
  r.error = name + " has an unknown kind";
  return r;
}

}  // namespace noisescope
