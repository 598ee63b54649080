// code_export.h — a map as code: one standalone C99, JavaScript or GLSL file
// that computes a preset's elevation, moisture and biome class at a point,
// for a game to call instead of reading pixels (`noisescope code`, the
// explorer's "Copy as code").
//
// What the file holds: a comment with the Noisescope version, the three
// functions' contracts and the preset JSON it was made from (so `noisescope
// code --preset` makes it again); the settings as named constants; the
// octave plan of the four sums (octave_plan.h: seeds, scales, periods,
// weights) as tables; then the functions, a fixed text per language
// (io/code/runtime.*) that reads them. Points are lattice units, as
// `noisescope sample` reads them (a map point times the base frequency).
//
// Agreement, held by tests/code: C and JavaScript compute in double, as the
// core's point functions do, and give `sample`'s values to 1e-6, the lattice
// hash bit for bit; GLSL computes in float and gives them to 1e-4 for
// |p| <= 256 (a float position keeps about 1e-5 of a cell there), the biome
// classes equal away from a cut.
//
// Limits: time is the preset's one number (the functions take x and y);
// erosion (it needs the whole region) and the cast and float mistakes
// (teaching views of wrong code) have no code and are refused with one
// sentence (codeRefusal). Cost: a few hundred microseconds and about 25 KB
// of text.
#pragma once

#include <array>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "io/preset.h"

namespace noisescope::io {

enum class CodeLanguage { C, JavaScript, Glsl };
inline constexpr std::array<CodeLanguage, 3> kAllCodeLanguages = {CodeLanguage::C, CodeLanguage::JavaScript,
                                                                  CodeLanguage::Glsl};

// "c", "js", "glsl" (--lang), and back.
std::string_view codeLanguageName(CodeLanguage language);
std::optional<CodeLanguage> codeLanguageFromName(std::string_view name);
// "C99", "JavaScript", "GLSL" for the explorer's chooser (string literals:
// data() ends in '\0').
std::string_view codeLanguageLabel(CodeLanguage language);

// Settings that have no code.
struct CodeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Empty when p can be written as code, else one sentence saying why not
// (paramsError's, or what has no code).
std::string codeRefusal(const NoiseParams& p);

// The file for `preset`. Throws CodeError with codeRefusal's sentence.
std::string mapAsCode(const Preset& preset, CodeLanguage language);

}  // namespace noisescope::io
