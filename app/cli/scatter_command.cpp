#include "scatter_command.h"

#include <cmath>
#include <exception>
#include <numbers>
#include <string>
#include <vector>

#include "noisescope/terrain/erosion.h"
#include "io/atomic_file.h"
#include "io/preset.h"
#include "io/rows_table.h"
#include "options/exit_status.h"
#include "options/map_options.h"
#include "rows_file.h"

namespace noisescope::cli {

namespace {

constexpr const char* kScatterHelp =
    "usage: noisescope scatter [options] -o FILE.csv|FILE.json\n"
    "\n"
    "Places points (trees, rocks) over a region of the map with a minimum\n"
    "spacing per biome: no two points closer than the smaller of their\n"
    "biomes' spacings, and the same points inside any rectangle whatever\n"
    "region was asked (chunks of a streamed world agree at their borders).\n"
    "Spacings and the region are in map widths; the region defaults to the\n"
    "map, 0,0,1,1. Water gets no points unless --biome-spacing names it.\n"
    "Writes one point per row: x,y,biome,elevation,slope (slope in degrees at\n"
    "the preset's height scale), as CSV with a header or as JSON.\n"
    "\n"
    "options:\n";

}  // namespace

void readBiomeSpacings(std::string_view option, std::string_view text, ScatterSettings& s) {
  std::vector<std::string> words;
  for (int b = 0; b < kBiomeCount; ++b) words.push_back(scatterBiomeWord(static_cast<Biome>(b)));
  const std::vector<std::string_view> names(words.begin(), words.end());
  while (!text.empty()) {
    const std::size_t comma = text.find(',');
    const std::string_view pair = text.substr(0, comma);
    text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
    const std::size_t eq = pair.find('=');
    if (eq == std::string_view::npos)
      throw options::UsageError(std::string(option) + " takes NAME=D pairs separated by commas, got " +
                                options::quoted(pair));
    const std::string_view name = pair.substr(0, eq);
    int found = -1;
    for (int b = 0; b < kBiomeCount; ++b)
      if (names[static_cast<std::size_t>(b)] == name) found = b;
    if (found < 0) {
      const std::string_view close = options::closestWord(name, names, 3);
      throw options::UsageError(std::string(option) + ": no biome is called " + options::quoted(name) +
                                (close.empty() ? " (water, beach, desert, ..., bare-rock, tundra, snow)"
                                               : " (did you mean " + std::string(close) + "?)"));
    }
    s.biomeSpacing[static_cast<std::size_t>(found)] = options::parseDouble(option, pair.substr(eq + 1));
  }
}

int runScatter(std::span<const std::string_view> args, std::FILE* out, std::FILE* err) {
  static const std::vector<options::Option> own = {
      {"--spacing", "D", "the spacing of every biome not named below, map widths (default 0.02)"},
      {"--biome-spacing", "NAME=D,...", "a biome's own spacing, 0 for none (water is 0 unless named)"},
      {"--region", "X0,Y0,X1,Y1", "where points go, map widths (default 0,0,1,1)"},
      {"--method", "poisson|jitter", "Poisson disc (default) or a jittered grid (cheaper, more regular)"},
      {"--scatter-seed", "N", "where the points fall, 0..4294967295 (default 0)"},
      {"--output", "FILE", "the points, .csv or .json (-o FILE)"},
      {"--force", "", "replace an existing file"},
      {"--help", "", "this text (-h)"}};
  try {
    if (options::asksForHelp(args)) {
      const std::vector<options::Option> shared = options::mapOptions(options::Command::Scatter);
      std::fprintf(out, "%s%s%s", kScatterHelp, options::helpLines(shared).c_str(),
                   options::helpLines(own).c_str());
      return 0;
    }
    const std::vector<std::string_view> words = options::withLongOutput(args);
    const std::vector<options::GivenOption> given =
        options::readOptions(words, options::Command::Scatter, own);
    options::MapSettings map;
    if (const auto preset = options::onceValue(given, "--preset"))
      map.preset = io::loadPresetFileOrBuiltin(std::string(*preset));
    options::applyMapOptions(given, options::Command::Scatter, map);
    if (std::string e = paramsError(map.preset.params); !e.empty()) throw options::UsageError(e);
    if (erosionOn(map.preset.params))
      throw options::UsageError("scatter reads the field point by point and cannot erode: set --erosion 0");
    ScatterSettings settings = map.preset.scatter;
    ScatterRegion region;
    if (const auto v = options::onceValue(given, "--spacing"))
      settings.spacing = options::parseDouble("--spacing", *v);
    if (const auto v = options::onceValue(given, "--biome-spacing"))
      readBiomeSpacings("--biome-spacing", *v, settings);
    if (const auto v = options::onceValue(given, "--region")) region = readRegion("--region", *v);
    if (const auto v = options::onceValue(given, "--method")) {
      const auto method = scatterMethodFromName(*v);
      if (!method)
        throw options::UsageError("--method must be poisson or jitter, got " + options::quoted(*v));
      settings.method = *method;
    }
    if (const auto v = options::onceValue(given, "--scatter-seed")) {
      const double seed = options::parseDouble("--scatter-seed", *v);
      if (!(seed >= 0 && seed <= 4294967295.0 && std::floor(seed) == seed))
        throw options::UsageError("--scatter-seed must be a whole number in [0, 4294967295], got " +
                                  options::quoted(*v));
      settings.seed = static_cast<std::uint32_t>(seed);
    }
    const auto output = options::onceValue(given, "--output");
    if (!output) throw options::UsageError("scatter needs -o FILE.csv or -o FILE.json");
    const std::string path(*output);
    const RowsFormat format = rowsFormatOf(path);
    const bool force = options::onceValue(given, "--force").has_value();
    if (std::string e = scatterRequestError(settings, region); !e.empty()) throw options::UsageError(e);
    io::checkCanCreate(path, force);
    const std::vector<ScatterPoint> points =
        scatterPoints(map.preset.params, map.preset.thresholds, map.preset.biomeCuts, settings, region);
    const std::string text =
        io::scatterPointsText(points, format == RowsFormat::Json, map.preset.heightScale);
    io::writeFileAtomically(path, std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()),
                            force);
    std::fprintf(out, "%zu points to %s\n", points.size(), path.c_str());
  } catch (const std::exception& e) {
    return options::reportBadInput(err, "noisescope scatter", e);
  }
  return 0;
}

}  // namespace noisescope::cli
