#include "sample_command.h"

#include <algorithm>
#include <charconv>
#include <exception>
#include <string>

#include "noisescope/noise/fbm.h"
#include "noisescope/terrain/erosion.h"
#include "noisescope/terrain/terrain.h"
#include "io/preset.h"
#include "options/exit_status.h"
#include "options/map_options.h"

namespace noisescope::cli {

namespace {

constexpr const char* kSampleHelp =
    "usage: noisescope sample [options] < points\n"
    "\n"
    "Reads one point per line, two numbers \"x y\" in lattice units (one lattice\n"
    "cell per unit, frequency 1), and writes the field there, one per line,\n"
    "with 17 significant digits: the elevation (fBm shaped by the terrain steps;\n"
    "with every step off, the fBm itself), the moisture, or the biome class 0..10\n"
    "(--field). The map point of (x, y) is (x, y) / --frequency (island,\n"
    "tiling). nan and inf are accepted and made sane as the core does (NaN\n"
    "becomes 0, anything beyond +-1e9 is clamped to it).\n"
    "\n"
    "options:\n";

// Parses one number at the front of text (after spaces and tabs). Returns
// the rest of the line, or nullopt when no whole number stands there.
bool readNumber(std::string_view& text, double& v) {
  const std::size_t start = text.find_first_not_of(" \t\r");
  if (start == std::string_view::npos) return false;
  text.remove_prefix(start);
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end == text.data()) return false;
  text.remove_prefix(static_cast<std::size_t>(end - text.data()));
  return text.empty() || text.front() == ' ' || text.front() == '\t' || text.front() == '\r';
}

enum class LineRead { Line, End, TooLong };

// The next line of in, without its '\n', into line: at most kMaxSampleLineBytes
// are read, so a line with no end costs 4 KiB, not its length.
LineRead readLine(std::istream& in, std::string& line) {
  line.resize(kMaxSampleLineBytes + 2);  // one byte too many, and getline's '\0'
  in.getline(line.data(), static_cast<std::streamsize>(line.size()));
  std::size_t count = static_cast<std::size_t>(in.gcount());
  if (!in.fail() && !in.eof()) --count;  // gcount counted the '\n' it took
  line.resize(count);
  if (count > kMaxSampleLineBytes) return LineRead::TooLong;
  return in.fail() && count == 0 ? LineRead::End : LineRead::Line;
}

}  // namespace

std::optional<SamplePoint> parseSampleLine(std::string_view line) {
  double x = 0.0, y = 0.0;
  const bool ok = readNumber(line, x) && readNumber(line, y) &&
                  line.find_first_not_of(" \t\r") == std::string_view::npos;
  if (!ok) return std::nullopt;
  return SamplePoint{x, y};
}

namespace {

enum class SampleField { Elevation, Moisture, Biome };

SampleField sampleFieldFromName(std::string_view name) {
  if (name == "elevation") return SampleField::Elevation;
  if (name == "moisture") return SampleField::Moisture;
  if (name == "biome") return SampleField::Biome;
  throw options::UsageError("--field must be elevation, moisture or biome, got " + options::quoted(name));
}

double sampleField(const io::Preset& preset, SampleField field, double x, double y) {
  switch (field) {
    case SampleField::Elevation: return elevation(preset.params, x, y);
    case SampleField::Moisture: return moisture(preset.params, x, y);
    case SampleField::Biome:
      return static_cast<double>(biomeAt(preset.params, preset.thresholds, preset.biomeCuts, x, y));
  }
  return 0.0;
}

}  // namespace

int runSample(std::span<const std::string_view> args, std::istream& in, std::FILE* out, std::FILE* err) {
  static const std::vector<options::Option> own = {
      {"--field", "elevation|moisture|biome", "what is printed (default elevation)"},
      {"--help", "", "this text (-h)"}};
  SampleField field = SampleField::Elevation;
  options::MapSettings map;
  try {
    if (options::asksForHelp(args)) {
      const std::vector<options::Option> shared = options::mapOptions(options::Command::Sample);
      std::fprintf(out, "%s%s%s", kSampleHelp, options::helpLines(shared).c_str(), options::helpLines(own).c_str());
      return 0;
    }
    const std::vector<options::GivenOption> given = options::readOptions(args, options::Command::Sample, own);
    if (const auto preset = options::onceValue(given, "--preset"))
      map.preset = io::loadPresetFileOrBuiltin(std::string(*preset));
    options::applyMapOptions(given, options::Command::Sample, map);
    if (std::string e = paramsError(map.preset.params); !e.empty()) throw options::UsageError(e);
    if (erosionOn(map.preset.params))  // a preset may bring it too
      throw options::UsageError(
          "sample is pointwise and cannot erode: erosion needs the whole region, as render --erosion runs "
          "it");
    if (const auto name = options::onceValue(given, "--field")) field = sampleFieldFromName(*name);
  } catch (const std::exception& e) {
    return options::reportBadInput(err, "noisescope sample", e);
  }

  std::string line;
  long long number = 0;
  for (bool more = true; more;) {
    switch (readLine(in, line)) {
      case LineRead::End: more = false; continue;
      case LineRead::TooLong:
        std::fprintf(err, "noisescope sample: line %lld: longer than %zu bytes, which no \"x y\" line is\n",
                     number + 1, kMaxSampleLineBytes);
        return 2;
      case LineRead::Line: break;
    }
    ++number;
    const std::optional<SamplePoint> point = parseSampleLine(line);
    if (!point) {
      std::fprintf(err, "noisescope sample: line %lld: expected two numbers \"x y\", got %s\n", number,
                   options::quoted(line).c_str());
      return 2;
    }
    std::fprintf(out, "%.17g\n", sampleField(map.preset, field, point->x, point->y));
  }
  if (in.bad()) {
    std::fprintf(err, "noisescope sample: could not read standard input\n");
    return 1;
  }
  return std::fflush(out) == 0 ? 0 : 1;
}

}  // namespace noisescope::cli
