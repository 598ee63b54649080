#include "code_command.h"

#include <exception>
#include <string>
#include <vector>

#include "io/atomic_file.h"
#include "io/code_export.h"
#include "io/preset.h"
#include "options/exit_status.h"
#include "options/map_options.h"

namespace noisescope::cli {

namespace {

constexpr const char* kCodeHelp =
    "usage: noisescope code --lang c|js|glsl [options] -o FILE\n"
    "\n"
    "Writes the map as one standalone file a game compiles or loads: C99\n"
    "(libm alone; compiles as C++ too), a JavaScript ES module, or GLSL 3.30 /\n"
    "ES 3.00. It computes the elevation, the moisture and the biome class at a\n"
    "point in lattice units, as `sample` reads them, with every setting: noise\n"
    "kind, fade, fBm, warp, ridged, redistribution, island, terraces, tiling,\n"
    "time, moisture and the biome cuts. C and JavaScript give sample's values to\n"
    "1e-6; GLSL, in float, to 1e-4 (its (cell, fraction) overloads hold that a\n"
    "million cells out). The file begins with the preset it was made from.\n"
    "\"-o -\" writes to standard output.\n"
    "\n"
    "options:\n";

io::CodeLanguage languageOf(std::string_view name) {
  if (const auto language = io::codeLanguageFromName(name)) return *language;
  throw options::UsageError("--lang must be c, js or glsl, got " + options::quoted(name));
}

}  // namespace

int runCode(std::span<const std::string_view> args, std::FILE* out, std::FILE* err) {
  static const std::vector<options::Option> own = {
      {"--lang", "c|js|glsl", "the language: C99, a JavaScript ES module, or GLSL"},
      {"--output", "FILE", "the file (-o FILE); - for standard output"},
      {"--force", "", "replace an existing file"},
      {"--help", "", "this text (-h)"}};
  try {
    if (options::asksForHelp(args)) {
      const std::vector<options::Option> shared = options::mapOptions(options::Command::Code);
      std::fprintf(out, "%s%s%s", kCodeHelp, options::helpLines(shared).c_str(), options::helpLines(own).c_str());
      return 0;
    }
    const std::vector<std::string_view> words = options::withLongOutput(args);
    const std::vector<options::GivenOption> given = options::readOptions(words, options::Command::Code, own);
    options::MapSettings map;
    if (const auto preset = options::onceValue(given, "--preset"))
      map.preset = io::loadPresetFileOrBuiltin(std::string(*preset));
    options::applyMapOptions(given, options::Command::Code, map);
    const auto lang = options::onceValue(given, "--lang");
    if (!lang) throw options::UsageError("code needs --lang c, js or glsl");
    const io::CodeLanguage language = languageOf(*lang);
    if (std::string why = io::codeRefusal(map.preset.params); !why.empty())
      throw options::UsageError(why);
    const auto output = options::onceValue(given, "--output");
    if (!output) throw options::UsageError("code needs -o FILE (or -o - for standard output)");
    const std::string path(*output);
    const bool force = options::onceValue(given, "--force").has_value();
    if (path != "-") io::checkCanCreate(path, force);
    const std::string text = io::mapAsCode(map.preset, language);
    if (path == "-") {
      std::fwrite(text.data(), 1, text.size(), out);
      return std::fflush(out) == 0 ? 0 : 1;
    }
    io::writeFileAtomically(path, std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()),
                            force);
    std::fprintf(out, "%s code to %s\n", std::string(io::codeLanguageLabel(language)).c_str(), path.c_str());
  } catch (const std::exception& e) {
    return options::reportBadInput(err, "noisescope code", e);
  }
  return 0;
}

}  // namespace noisescope::cli
