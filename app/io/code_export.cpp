#include "io/code_export.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <span>
#include <vector>

#include "code_runtimes_embedded.h"
#include "io/map_export.h"
#include "noisescope/noise/coords.h"
#include "noisescope/noise/lattice.h"
#include "noisescope/noise/noise3.h"
#include "noisescope/noise/noise_families.h"
#include "noisescope/noise/noise_kinds.h"
#include "noisescope/noise/octave_plan.h"
#include "noisescope/terrain/erosion.h"

namespace noisescope::io {

namespace {

constexpr std::uint32_t kTimeHashStep = 2246822519u;  // latticeHash3's multiplier of iz (lattice.h)

// How each language writes what the generator emits.
struct Syntax {
  CodeLanguage language;
  std::string_view name, label;
  std::string_view prefix;                   // of every constant: "NS_" or ""
  std::string_view declare;                  // before a constant's type: "static const ", "const "
  std::string_view intType, uintType, realType, boolType;  // empty: the language has none to write
  std::string_view yes, no;                  // the bool constants
  std::string_view uintSuffix;               // "u" or ""
  int realDigits;                            // significant digits of a real number
  bool typedArrays;                          // GLSL: float[16](...); else { ... } or [ ... ]
  std::string_view arrayOpen, arrayClose;    // C { }, JS [ ]
  std::string_view signature;                // the functions, for the header
  std::string_view build;                    // how to use the file, for the header
  std::string_view preamble;                 // after the header, before the settings
  std::string_view runtime;                  // the fixed functions
};

constexpr std::array<Syntax, 3> kSyntax = {{
    {CodeLanguage::C, "c", "C99", "NS_", "static const ", "int ", "uint32_t ", "double ", "int ", "1", "0", "u",
     17, false, "{", "}",
     " * double noisescope_elevation(double x, double y)  the elevation\n"
     " * double noisescope_moisture(double x, double y)   the moisture, [0, 1]\n"
     " * int noisescope_biome(double x, double y)         the biome class, 0..10 (below)\n"
     " * int noisescope_biome_of(double e, double w)      the class of an elevation and a moisture\n",
     " * C99 or C++ with libm alone: cc -std=c99 -c FILE.c, link with -lm. The\n"
     " * functions keep no state: call them from any thread.\n",
     "#include <math.h>\n#include <stdint.h>\n\n"
     "double noisescope_elevation(double x, double y);\n"
     "double noisescope_moisture(double x, double y);\n"
     "int noisescope_biome(double x, double y);\n"
     "int noisescope_biome_of(double e, double w);\n",
     kRuntimeC},
    {CodeLanguage::JavaScript, "js", "JavaScript", "", "const ", "", "", "", "", "true", "false", "", 17, false,
     "[", "]",
     " * elevation(x, y)  the elevation\n"
     " * moisture(x, y)   the moisture, [0, 1]\n"
     " * biome(x, y)      the biome class, 0..10 (below)\n"
     " * biomeOf(e, w)    the class of an elevation and a moisture\n",
     " * An ES module: import { elevation, moisture, biome } from './FILE.mjs'. The\n"
     " * functions keep no state.\n",
     "", kRuntimeJs},
    {CodeLanguage::Glsl, "glsl", "GLSL", "NS_", "const ", "int ", "uint ", "float ", "bool ", "true", "false",
     "u", 9, true, "", "",
     " * float noisescope_elevation(vec2 p)  the elevation\n"
     " * float noisescope_moisture(vec2 p)   the moisture, [0, 1]\n"
     " * int noisescope_biome(vec2 p)        the biome class, 0..10 (below)\n"
     " * int noisescope_biome_of(float e, float w)  the class of an elevation and a moisture:\n"
     " *     cheaper where a shader has both (each call inlines its sums)\n"
     " * and each of the three as (ivec2 cell, vec2 fraction), the point cell +\n"
     " * fraction, for worlds far from the origin where a vec2 loses the fraction.\n",
     " * GLSL 3.30 or ES 3.00 (highp): paste it after your #version line. In\n"
     " * float, within 1e-4 of the CPU's double.\n",
     "", kRuntimeGlsl},
}};

const Syntax& syntaxOf(CodeLanguage language) {
  return kSyntax[static_cast<std::size_t>(language)];
}

enum class Type { Int, Uint, Real, Bool };

std::string number(const Syntax& s, Type type, double v) {
  char buf[40];
  switch (type) {
    case Type::Bool: return std::string(v != 0.0 ? s.yes : s.no);
    case Type::Int: std::snprintf(buf, sizeof buf, "%.0f", v); return buf;
    case Type::Uint: std::snprintf(buf, sizeof buf, "%.0f%s", v, std::string(s.uintSuffix).c_str()); return buf;
    case Type::Real: {
      std::snprintf(buf, sizeof buf, "%.*g", s.realDigits, v);
      std::string text = buf;
      if (text.find_first_of(".en") == std::string::npos) text += ".0";  // a float literal in every language
      return text;
    }
  }
  return "0";
}

std::string_view typeName(const Syntax& s, Type type) {
  switch (type) {
    case Type::Int: return s.intType;
    case Type::Uint: return s.uintType;
    case Type::Real: return s.realType;
    case Type::Bool: return s.boolType;
  }
  return s.intType;
}

// One named constant, a scalar or (with `array`) a table, and its comment.
void constant(std::string& out, const Syntax& s, Type type, std::string_view name, std::span<const double> values,
              std::string_view comment, bool array = false) {
  std::string line = std::string(s.declare) + std::string(typeName(s, type)) + std::string(s.prefix) +
                     std::string(name);
  if (!array) {
    line += " = " + number(s, type, values[0]) + ";";
  } else {
    const std::string count = std::to_string(values.size());
    line += s.typedArrays ? "[" + count + "] = " + std::string(typeName(s, type)) + "[" + count + "](" :
            s.language == CodeLanguage::C ? "[" + count + "] = " + std::string(s.arrayOpen) :
                                            " = " + std::string(s.arrayOpen);
    for (std::size_t i = 0; i < values.size(); ++i) {
      line += (i % 4 == 0 ? "\n    " : " ") + number(s, type, values[i]) + (i + 1 < values.size() ? "," : "");
    }
    line += std::string(s.typedArrays ? ")" : s.arrayClose) + ";";
  }
  out += line;
  if (!comment.empty()) out += " /* " + std::string(comment) + " */";
  out += "\n";
}

void scalar(std::string& out, const Syntax& s, Type type, std::string_view name, double v,
            std::string_view comment) {
  const double values[1] = {v};
  constant(out, s, type, name, values, comment);
}

// The JSON inside a block comment: "*/" written "*\/" and every byte beyond
// ASCII as \u escapes (both the same JSON), each line after " * ".
std::string commentedJson(std::string_view json) {
  std::string escaped;
  for (std::size_t i = 0; i < json.size(); ++i) {
    const auto c = static_cast<unsigned char>(json[i]);
    if (c == '*' && i + 1 < json.size() && json[i + 1] == '/') {
      escaped += "*\\";
      continue;
    }
    if (c < 0x80) {
      escaped += static_cast<char>(c);
      continue;
    }
    // A UTF-8 sequence (presetToJson writes valid UTF-8) to its code point.
    const int more = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : 1;
    std::uint32_t cp = c & (more == 3 ? 0x07u : more == 2 ? 0x0Fu : 0x1Fu);
    for (int k = 0; k < more && i + 1 < json.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(json[++i]) & 0x3Fu);
    char buf[16];
    if (cp >= 0x10000) {
      cp -= 0x10000;
      std::snprintf(buf, sizeof buf, "\\u%04x\\u%04x", 0xD800u + (cp >> 10), 0xDC00u + (cp & 0x3FFu));
    } else {
      std::snprintf(buf, sizeof buf, "\\u%04x", cp);
    }
    escaped += buf;
  }
  std::string out;
  std::size_t start = 0;
  while (start < escaped.size()) {
    const std::size_t end = escaped.find('\n', start);
    const std::string_view line = std::string_view(escaped).substr(start, end - start);
    out += line.empty() ? " *\n" : " * " + std::string(line) + "\n";
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return out;
}

std::string header(const Syntax& s, const Preset& preset) {
  const NoiseParams& c = preset.params;
  const OctavePlan elevation = planSum(c, TerrainFbm::Elevation);
  char range[96];
  if (elevation.normalize)
    std::snprintf(range, sizeof range, "[0, 1]");
  else
    std::snprintf(range, sizeof range, "[0, %.6g] (normalisation off: the sum of the weights)", elevation.amplitudeSum);
  std::string out = "/*\n * Noisescope " + std::string(noisescopeVersion()) + ": a map as " + std::string(s.label) +
                    " (noisescope code --lang " + std::string(s.name) + ").\n *\n";
  out += s.signature;
  out += " *\n * The elevation lies in " + std::string(range) + ". Points are lattice units, as\n";
  out += " * `noisescope sample` reads them: a map point (map widths; the map spans\n";
  char frequency[64];
  std::snprintf(frequency, sizeof frequency, "%.17g", c.frequency);
  out += " * [0, 1] across) times the base frequency " + std::string(frequency) + ". The values are\n";
  out += " * those of `noisescope sample --field elevation|moisture|biome`.\n *\n";
  out += s.build;
  out += " *\n * Biome classes:";
  for (int b = 0; b < kBiomeCount; ++b) {
    out += (b == 6 ? "\n *  " : " ") + std::to_string(b) + " " +
           std::string(biomeName(static_cast<Biome>(b))) + (b + 1 < kBiomeCount ? "," : ".\n");
  }
  out += " *\n * Made from these settings, a Noisescope preset: save the JSON as a file,\n";
  out += " * and `noisescope code --lang " + std::string(s.name) + " --preset FILE -o OUT` writes this file again.\n *\n";
  out += commentedJson(presetToJson(preset));
  out += " */\n";
  return out;
}

// A positive double v as whole + high 2^-32 + low 2^-64, exactly for every
// v in [2^-12, 2^32) (its last bit lies above 2^-64); the whole part is held
// to 2^32 - 1, where no float point of the GLSL code stays inside +-1e9.
struct FixedPoint {
  double whole, high, low;
};
FixedPoint fixedPoint(double v) {
  constexpr double kWord = 4294967296.0;
  const double whole = std::floor(v);
  if (whole >= kWord) return FixedPoint{kWord - 1.0, 0.0, 0.0};
  const double rest = (v - whole) * kWord;  // exact: a power-of-two scale
  const double high = std::floor(rest);
  return FixedPoint{whole, high, std::floor((rest - high) * kWord)};
}

std::string settings(const Syntax& s, const Preset& preset) {
  const NoiseParams& c = preset.params;
  std::string out = "\n/* ---- The settings ---- */\n";
  const auto kind = static_cast<double>(static_cast<int>(c.noise));
  scalar(out, s, Type::Int, "NOISE", kind, "0 value, 1 gradient, 2 simplex, 3 worley");
  scalar(out, s, Type::Int, "FADE", static_cast<int>(c.fade), "0 linear, 1 cubic, 2 quintic (value, gradient)");
  scalar(out, s, Type::Real, "JITTER", c.jitter, "Worley: the feature points' jitter");
  scalar(out, s, Type::Int, "CELL_DISTANCE", static_cast<int>(c.cellDistance), "Worley: 0 euclidean, 1 manhattan, 2 chebyshev");
  scalar(out, s, Type::Int, "CELL_RETURN", static_cast<int>(c.cellReturn), "Worley: 0 f1, 1 f2, 2 edge, 3 cell");
  scalar(out, s, Type::Real, "WORLEY_BOUND", worleyBound(c.cellDistance, c.cellReturn), "Worley: the distance's bound");
  scalar(out, s, Type::Real, "SIMPLEX_SKEW", kSimplexSkew, "(sqrt3 - 1) / 2");
  scalar(out, s, Type::Real, "SIMPLEX_UNSKEW", kSimplexUnskew, "(3 - sqrt3) / 6");
  scalar(out, s, Type::Real, "SIMPLEX_SCALE", kSimplexScale, "");
  scalar(out, s, Type::Real, "FREQUENCY", c.frequency, "cells across the map");
  scalar(out, s, Type::Real, "WARP", c.warp, "warp strength, lattice units; 0 off");
  scalar(out, s, Type::Real, "EXPONENT", c.exponent, "redistribution; 1 off");
  // The height curve's pieces (height_curve.h), padded with zeros to 15.
  const CurvePieces curve = curvePiecesOf(c.heightCurve);
  scalar(out, s, Type::Int, "CURVE_PIECES", curve.count, "the height curve's pieces; 0 off");
  std::vector<double> x0, invWidth, a, b, cc, d;
  for (const CurvePiece& q : curve.piece) {
    x0.push_back(q.x0), invWidth.push_back(q.invWidth), a.push_back(q.a);
    b.push_back(q.b), cc.push_back(q.c), d.push_back(q.d);
  }
  constant(out, s, Type::Real, "CURVE_X0", x0, "piece k: t = (e - X0) * INV_WIDTH", true);
  constant(out, s, Type::Real, "CURVE_INV_WIDTH", invWidth, "", true);
  constant(out, s, Type::Real, "CURVE_A", a, "and e = A + t (B + t (C + t D))", true);
  constant(out, s, Type::Real, "CURVE_B", b, "", true);
  constant(out, s, Type::Real, "CURVE_C", cc, "", true);
  constant(out, s, Type::Real, "CURVE_D", d, "", true);
  scalar(out, s, Type::Int, "ISLAND", static_cast<int>(c.island), "0 none, 1 square, 2 round, 3 radial");
  scalar(out, s, Type::Int, "ISLAND_MODE", static_cast<int>(c.islandMode), "0 lerp, 1 multiply");
  scalar(out, s, Type::Real, "ISLAND_MIX", c.islandMix, "");
  scalar(out, s, Type::Int, "TERRACES", c.terraces, "levels; 0 off");
  scalar(out, s, Type::Real, "T1", preset.thresholds.t1, "water below");
  scalar(out, s, Type::Real, "T2", preset.thresholds.t2, "beach below");
  scalar(out, s, Type::Real, "T3", preset.thresholds.t3, "high land from here");
  scalar(out, s, Type::Real, "H", preset.biomeCuts.h, "low land below");
  scalar(out, s, Type::Real, "W1", preset.biomeCuts.w1, "dry below");
  scalar(out, s, Type::Real, "W2", preset.biomeCuts.w2, "wet from here");

  std::vector<double> gx, gy;
  for (const Gradient& g : kGradients) gx.push_back(g.x), gy.push_back(g.y);
  constant(out, s, Type::Real, "GRADIENT_X", gx, "the sixteen gradients, angle 2 pi k / 16", true);
  constant(out, s, Type::Real, "GRADIENT_Y", gy, "", true);
  std::vector<double> g3x, g3y, g3z;
  for (const Gradient3& g : kGradients3) g3x.push_back(g.x), g3y.push_back(g.y), g3z.push_back(g.z);
  constant(out, s, Type::Real, "GRADIENT3_X", g3x, "with time: the sixteen tilted gradients", true);
  constant(out, s, Type::Real, "GRADIENT3_Y", g3y, "", true);
  constant(out, s, Type::Real, "GRADIENT3_Z", g3z, "", true);

  // The octave plan of the four sums: slot field * 16 + octave.
  out += "\n/* ---- The octaves: slot field * 16 + o; fields 0 elevation, 1 and 2 the warp's, 3 moisture ---- */\n";
  constexpr TerrainFbm kFields[4] = {TerrainFbm::Elevation, TerrainFbm::WarpX, TerrainFbm::WarpY, TerrainFbm::Moisture};
  std::vector<double> octaves, divisor, seed, scaleA, scaleB, period, periodLow, amplitude;
  std::vector<double> timeHash, timeHashNext, timeFraction, timeFade;
  for (TerrainFbm field : kFields) {
    const OctavePlan sum = planSum(c, field);
    octaves.push_back(sum.count);
    divisor.push_back(sum.divisor());
    for (int o = 0; o < kOctavesMax; ++o) {
      const Octave octave = planOctave(c, field, o).octaves[0];
      const double p = octavePeriod(c, field, o);
      seed.push_back(static_cast<std::uint32_t>(octave.seed));
      scaleA.push_back(c.tile ? c.frequency : sum.factor);
      scaleB.push_back(c.tile ? p : octave.lacunarityPower);
      period.push_back(p <= 1073741824.0 ? p : 0.0);
      periodLow.push_back(static_cast<double>(static_cast<std::uint32_t>(static_cast<std::uint64_t>(p))));
      if (field == TerrainFbm::Elevation) amplitude.push_back(octave.amplitude);
      // Time is one number: each slot's time cell and fraction found here, in double, as noise3.h does.
      const Cell t = cellOf(c.time ? planOctave(c, field, o).scaled(octave, *c.time) : 0.0, 0.0);
      const auto iz = static_cast<std::uint32_t>(t.ix);
      timeHash.push_back(static_cast<std::uint32_t>(iz * kTimeHashStep));
      timeHashNext.push_back(static_cast<std::uint32_t>((iz + 1u) * kTimeHashStep));
      timeFraction.push_back(t.fx);
      timeFade.push_back(applyFade(c.fade, t.fx));
    }
  }
  scalar(out, s, Type::Bool, "TILED", c.tile, "seamless: indices modulo each octave's period");
  scalar(out, s, Type::Bool, "RIDGED", planSum(c, TerrainFbm::Elevation).ridged, "the elevation's octaves n become 1 - |2n - 1|");
  constant(out, s, Type::Int, "OCTAVES", octaves, "octaves of each field", true);
  constant(out, s, Type::Real, "DIVISOR", divisor, "each field's sum is divided by this", true);
  constant(out, s, Type::Real, "AMPLITUDE", amplitude, "octave o's weight, persistence^o", true);
  constant(out, s, Type::Uint, "SEED", seed, "each slot's seed", true);
  if (s.language == CodeLanguage::Glsl) {
    // GLSL works in float: each scale K = A * B (tiled B / A) also as an exact
    // fixed-point number w + f1 2^-32 + f2 2^-64, for the whole cells' product.
    std::vector<double> scale, whole, fraction, fractionLow;
    for (std::size_t k = 0; k < scaleA.size(); ++k) {
      const double kk = c.tile ? scaleB[k] / scaleA[k] : scaleA[k] * scaleB[k];
      const FixedPoint fixed = fixedPoint(kk);
      scale.push_back(kk);
      whole.push_back(fixed.whole);
      fraction.push_back(fixed.high);
      fractionLow.push_back(fixed.low);
    }
    constant(out, s, Type::Real, "SCALE", scale, "a point p scales to p * K", true);
    constant(out, s, Type::Uint, "SCALE_WHOLE", whole, "K's whole part (at most 2^32 - 1)", true);
    constant(out, s, Type::Uint, "SCALE_FRACTION", fraction, "K's fraction, bits 2^-1 to 2^-32", true);
    constant(out, s, Type::Uint, "SCALE_FRACTION_LOW", fractionLow, "and bits 2^-33 to 2^-64", true);
    const FixedPoint skew = fixedPoint(kSimplexSkew), unskew = fixedPoint(kSimplexUnskew);
    scalar(out, s, Type::Uint, "SKEW_FRACTION", skew.high, "the simplex skew as fixed point");
    scalar(out, s, Type::Uint, "SKEW_FRACTION_LOW", skew.low, "");
    scalar(out, s, Type::Uint, "UNSKEW_FRACTION", unskew.high, "");
    scalar(out, s, Type::Uint, "UNSKEW_FRACTION_LOW", unskew.low, "");
  } else {
    constant(out, s, Type::Real, "SCALE_A", scaleA, "a point p scales to p * A * B, tiled p / A * B", true);
    constant(out, s, Type::Real, "SCALE_B", scaleB, "", true);
  }
  constant(out, s, Type::Int, "PERIOD", period, "tiled: the period; 0 beyond 2^30", true);
  constant(out, s, Type::Uint, "PERIOD_LOW", periodLow, "tiled: the period modulo 2^32", true);
  scalar(out, s, Type::Bool, "TIME_ON", c.time.has_value(), "time: each octave between two planes of its time cells");
  constant(out, s, Type::Uint, "TIME_HASH", timeHash, "with time: the time cell's hash term", true);
  constant(out, s, Type::Uint, "TIME_HASH_NEXT", timeHashNext, "and the next cell's", true);
  constant(out, s, Type::Real, "TIME_FRACTION", timeFraction, "the time's fraction in its cell", true);
  constant(out, s, Type::Real, "TIME_FADE", timeFade, "and faded", true);
  return out;
}

}  // namespace

std::string_view codeLanguageName(CodeLanguage language) { return syntaxOf(language).name; }

std::optional<CodeLanguage> codeLanguageFromName(std::string_view name) {
  for (const Syntax& s : kSyntax)
    if (s.name == name) return s.language;
  return std::nullopt;
}

std::string_view codeLanguageLabel(CodeLanguage language) { return syntaxOf(language).label; }

std::string codeRefusal(const NoiseParams& p) {
  if (std::string e = paramsError(p); !e.empty()) return e;
  if (erosionOn(p))
    return "erosion needs the whole region, not a point, and has no code: turn erosion off (set --erosion 0 "
           "--thermal-passes 0)";
  if (p.mistakeCast || p.mistakeFloat)
    return "the cast and float mistakes are teaching views of wrong code and have no code: turn them off";
  return "";
}

std::string mapAsCode(const Preset& given, CodeLanguage language) {
  if (std::string why = codeRefusal(given.params); !why.empty()) throw CodeError(why);
  Preset preset = given;
  preset.params = clampParams(given.params);
  const Syntax& s = syntaxOf(language);
  std::string out = header(s, preset);
  if (!s.preamble.empty()) {
    out += '\n';
    out += s.preamble;
  }
  out += settings(s, preset);
  out += "\n";
  out += s.runtime;
  return out;
}

}  // namespace noisescope::io
