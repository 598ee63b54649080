// param_table.h — one table of every NoiseParams field: name, help, kind,
// range, default and access.
//
// Each entry's name is the command-line option word without its dashes
// (`--warp-frequency`) and the preset key ("warp-frequency"). The command
// line, the presets, the help text and the GUI's sliders loop over
// paramTable(); clampParams() and paramsError() (params.h) are driven by it.
// Adding a setting means one NoiseParams member and one entry here.
//
// Values travel as a ParamValue: numbers (whole ones for Int and Seed) as a
// double, bools as 0 or 1, enums as their index in `names` (the enum's own
// order), and time's "off" (the 2D field) as off = true. Every int32 and
// every double of the table's ranges is exact in a double.
//
// Kinds and their ranges
//   Int     whole numbers in [min, max], or exactly offValue where the entry
//           has one (terraces: 0 is off, then [2, 64]).
//   Double  finite numbers in [min, max].
//   Bool    0 or 1.
//   Enum    an index into names.
//   Seed    any 32-bit signed integer.
//   Time    off, or a finite number in [min, max].
//   Curve   off (no points), or the points of an allowed height curve
//           (height_curve.h); text "off" or "x:y,x:y,...".
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "noisescope/noise/params.h"

namespace noisescope {

enum class ParamKind { Int, Double, Bool, Enum, Seed, Time, Curve };

struct ParamValue {
  ParamValue() = default;
  ParamValue(double number, bool off) : number(number), off(off) {}
  explicit ParamValue(std::vector<CurvePoint> points) : points(std::move(points)) {}

  double number = 0.0;  // the value; for an enum its index
  bool off = false;     // Time only: the 2D field
  std::vector<CurvePoint> points;  // Curve only: empty is off (allocates only for a curve that is on)

  bool operator==(const ParamValue&) const = default;
};

struct ParamDesc {
  std::string_view name;                    // option word and preset key, e.g. "warp-octaves"
  std::string_view help;                    // one line, e.g. "warp fields' octaves W"
  ParamKind kind;
  double min;                               // Int, Double, Time: smallest allowed; Seed -2^31; Bool 0; Enum 0
  double max;                               // largest allowed; Seed 2^31 - 1; Bool 1; Enum names.size() - 1
  std::optional<double> offValue;           // Int: a value outside [min, max] that means off (terraces 0)
  std::span<const std::string_view> names;  // Enum: the value names in the enum's order; else empty
  ParamValue defaultValue;                  // NoiseParams{}'s value
  ParamValue (*get)(const NoiseParams&);    // reads the member
  void (*set)(NoiseParams&, ParamValue);    // writes the member; the value must be allowed (see below)
  bool teachingOnly;                        // a mistake switch (mistakes.h): presets write it only when on
  bool writtenWhenSet = false;              // presets write it only when not its default (erosion)
  // Whether p's member is allowed, read in place; nullptr: paramValueAllowed(d, get(p)). A row
  // whose value would allocate to copy (the curve) has one, so an allowed p allocates nothing.
  bool (*allowedIn)(const NoiseParams&) = nullptr;
};

// Every entry, in the order help and presets list them: noise, fade, seed,
// frequency, octaves, lacunarity, persistence, normalize, warp,
// warp-frequency, warp-octaves, fractal, exponent, height-curve, island, island-mode,
// island-mix, terraces, tile, moisture-frequency, time, the erosion's
// (erosion, erosion-seed, erosion-inertia, erosion-capacity,
// erosion-min-capacity, erosion-erode, erosion-deposit,
// erosion-evaporation, erosion-gravity, erosion-lifetime, erosion-radius,
// thermal-passes, talus-angle, thermal-strength), then the
// teaching-only switches mistake-shared-seed, mistake-moisture-seed,
// mistake-cast, mistake-float (Bool, off by default).
std::span<const ParamDesc> paramTable();

// The entry called name, or nullptr.
const ParamDesc* findParam(std::string_view name);

// Whether v is allowed for d (what paramValueError says in words).
bool paramValueAllowed(const ParamDesc& d, ParamValue v);

// Whether p's value of d is allowed, without copying it where d says how
// (allowedIn): clampParams' test, allocation-free for an allowed p.
bool paramAllowedIn(const ParamDesc& d, const NoiseParams& p);

// Empty when v is allowed for d, else one sentence naming d and its range:
// "warp must be in [0, 8]", "terraces must be 0 (off) or in [2, 64]",
// "fractal must be fbm or ridged", "time must be off or in [-1e+06, 1e+06]".
std::string paramValueError(const ParamDesc& d, ParamValue v);

// The nearest allowed value: NaN takes the default, so does an unnamed enum
// index; an Int at or below offValue becomes offValue (terraces -3 -> 0),
// one between offValue and the range its end (terraces 1 -> 2).
ParamValue clampParamValue(const ParamDesc& d, ParamValue v);

// A value as text: enum names, "true"/"false", "off", whole numbers without a
// point, other doubles as the shortest text that reads back exactly
// ("0.05", not "0.050000000000000003"), a curve as heightCurveText writes it.
std::string paramText(const ParamDesc& d, ParamValue v);

// Text in single quotes for a one-line message: control characters shown as
// '?', cut after 60 bytes ("'x'", "'a?b'", "'aaa...'"). The app's option
// messages use it too (app/words/words.h).
std::string quoted(std::string_view text);

// The shortest text that reads back as the same double ("0.25", not
// "0.25000000000000000"; "0.20000000000000001" only where it must): what a
// copyable command shows.
std::string shortestNumber(double v);

// What goes before item i of a list of `count` items in a message: "" for
// the first, " or " for the last, ", " between ("a, b or c").
std::string_view listSeparator(std::size_t i, std::size_t count);

// A finite number written whole, as std::from_chars reads it: "4x", "",
// "1e400", "nan" and "inf" are nullopt, never a silent 0 or a cut value.
// Every number the table, the presets' words and the options read goes
// through it.
std::optional<double> readNumber(std::string_view text);

// Reads a value from text: numbers as std::from_chars reads them, enum names,
// true/false/on/off/1/0 for Bool, "off" or a number for Time, "off" or
// x:y,x:y,... for Curve. Either value
// holds an allowed value and error is empty, or error is one sentence naming
// the entry ("warp needs a finite number, got 'x'", or paramValueError's).
struct ParsedParam {
  ParamValue value;
  std::string error;
};
ParsedParam parseParam(const ParamDesc& d, std::string_view text);

}  // namespace noisescope
