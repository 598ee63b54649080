#include "render_command.h"

#include <unistd.h>

#include <csignal>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <chrono>
#include <new>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "io/atomic_file.h"
#include "io/map_export.h"
#include "io/preset.h"
#include "options/exit_status.h"
#include "options/map_options.h"

namespace noisescope::cli {

namespace {

using options::quoted;
using options::UsageError;

constexpr const char* kRenderHelp =
    "usage: noisescope render [--preset FILE|NAME | --from PNG|EXR] [options] -o FILE\n"
    "       noisescope render --list-presets\n"
    "\n"
    "Renders a map without a window, at any size up to 16384x16384. Settings\n"
    "are layered: defaults, then the preset (--preset, or everything a PNG from\n"
    "--from was made with: preset, view, size, format), then the options below,\n"
    "whatever their order. The same view shows the same field as the explorer.\n"
    "The explorer and `noisescope sample` take the same map options.\n"
    "\n"
    "map options (--noise picks the noise of octave, raw, landwater and bands views):\n";

constexpr const char* kRenderHelpTail =
    "\n"
    "Every PNG and EXR file carries its metadata (preset, view, Noisescope version)\n"
    "in its header, so `noisescope render --from map.png -o again.png` re-renders it.\n"
    "Exit status: 0 written, 2 bad options or preset, 1 a file could not be read\n"
    "or written (or exists without --force).\n";

const std::vector<options::Option>& renderOptions() {
  static const std::vector<options::Option> own = {
      {"--from", "PNG|EXR", "the settings stored in a PNG or EXR file this command wrote"},
      {"--size", "WxH", "pixels, each side 1..16384 (default 1024x1024)"},
      {"--format", "F",
       "png    8-bit RGB of the coloured view\n"
       "png16  16-bit grey heightmap, field [0, 1] -> 0..65535\n"
       "r16    the same samples, 16-bit little-endian RAW\n"
       "f32    the field as float32 little-endian RAW\n"
       "exr    the same floats as OpenEXR (one float channel, Y)\n"
       "classes  with --view biome: 8-bit grey PNG, each pixel the biome class\n"
       "       number 0..10 (water 0 ... snow 10, docs/manual/terrain.md)\n"
       "Views of several fields (biome, warp) write their first field in\n"
       "png16, r16, f32 and exr: the elevation.\n"
       "glb    the field as a mesh, binary glTF: --size is the vertex grid,\n"
       "       2..4096 each way; heights value * --height-scale map widths\n"
       "obj    the same mesh as Wavefront OBJ\n"
       "unity  16-bit little-endian RAW, bottom row first as Unity's Import Raw\n"
       "       reads it; square, 33, 65, ..., 4097 (2^n + 1) a side\n"
       "unreal 16-bit grey PNG at an Unreal landscape size: 127, 253, 505,\n"
       "       1009, 2017, 4033 or 8129 square\n"
       "splat  RGBA PNG: the water, sand, grass and rock weight of each pixel's\n"
       "       elevation, summing to 255 (--splat-blend W blends across each\n"
       "       threshold over W)\n"
       "godot  16-bit little-endian RAW (.r16) for Terrain3D's importer, top row\n"
       "       first, the size and range in the name: FILE_WxH_LO..HI.r16\n"
       "(default from the file name: .png, .r16, .f32, .exr, .glb, .obj, .raw; a\n"
       "name that says another format than --format is refused)"},
      {"--engine", "unity|unreal|godot",
       "the heightmap as that engine imports it: --format unity, unreal or godot"},
      {"--output", "FILE", "where to write (-o FILE); RAW files get a FILE.json sidecar"},
      {"--force", "", "replace an existing file"},
      {"--stretch", "", "16-bit formats: map the measured min..max, not [0, 1]"},
      {"--tiles", "NxM",
       "N x M tiles of --size each, sharing their edge pixels, as FILE_X_Y (X from\n"
       "the west, Y from the north; from the south for unity), 1..64 each way"},
      {"--splat-blend", "W",
       "splat: bands share the elevations within W/2 of a threshold, [0, 0.25] (default 0)"},
      {"--print-preset", "",
       "print the resolved preset as JSON instead of rendering (to -o FILE when given)"},
      {"--list-presets", "", "list the built-in presets"},
      {"--help", "", "this text (-h)"},
  };
  return own;
}

// Ctrl-C or a kill during an export: stop at the next progress report, so
// the temporary file is removed instead of left behind.
volatile std::sig_atomic_t gStopRequested = 0;

void requestStop(int) { gStopRequested = 1; }

class StopOnSignals {
 public:
  StopOnSignals() {
    gStopRequested = 0;
    struct sigaction action {};
    action.sa_handler = requestStop;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGINT, &action, &oldInt_);
    ::sigaction(SIGTERM, &action, &oldTerm_);
  }
  ~StopOnSignals() {
    ::sigaction(SIGINT, &oldInt_, nullptr);
    ::sigaction(SIGTERM, &oldTerm_, nullptr);
  }
  StopOnSignals(const StopOnSignals&) = delete;
  StopOnSignals& operator=(const StopOnSignals&) = delete;

 private:
  struct sigaction oldInt_ {};
  struct sigaction oldTerm_ {};
};

// Progress on stderr once the work has run for a second: one updating line
// on a terminal, a line per tenth otherwise (logs, pipes).
class ProgressLine {
 public:
  explicit ProgressLine(std::FILE* err) : err_(err), terminal_(::isatty(::fileno(err)) == 1) {}
  ~ProgressLine() { finish(); }

  bool operator()(double done, std::string_view phase) {
    if (gStopRequested) return false;
    if (std::chrono::steady_clock::now() - start_ < std::chrono::seconds(1)) return true;
    const int percent = static_cast<int>(done * 100.0 + 0.5);
    if (terminal_) {
      std::fprintf(err_, "\rnoisescope render: %.*s %3d%%", static_cast<int>(phase.size()), phase.data(), percent);
      std::fflush(err_);
      open_ = true;
    } else if (phase != phase_ || percent / 10 != tenth_) {
      std::fprintf(err_, "noisescope render: %.*s %d%%\n", static_cast<int>(phase.size()), phase.data(), percent);
    }
    phase_ = phase;
    tenth_ = percent / 10;
    return true;
  }
  void finish() {
    if (open_) std::fputc('\n', err_);
    open_ = false;
  }

 private:
  std::FILE* err_;
  bool terminal_;
  bool open_ = false;
  std::string phase_;
  int tenth_ = -1;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

struct Request {
  io::ExportSettings settings;
  std::string output;
  bool force = false;
  int tileColumns = 0, tileRows = 0;  // --tiles NxM; 0: one file
  bool printPreset = false;
  bool listPresets = false;
};

Request parseRequest(std::span<const std::string_view> words) {
  const std::vector<options::GivenOption> given =
      options::readOptions(words, options::Command::Render, renderOptions());
  const auto isBase = [](const options::GivenOption& g) { return g.name == "--preset" || g.name == "--from"; };
  if (std::count_if(given.begin(), given.end(), isBase) > 1) throw UsageError("give one of --preset and --from, once");
  const std::optional<std::string_view> presetName = options::onceValue(given, "--preset");
  const std::optional<std::string_view> fromPng = options::onceValue(given, "--from");

  Request r;
  std::optional<io::ExportFormat> format;
  options::MapSettings map;
  if (fromPng) {
    r.settings = io::settingsFromExport(std::string(*fromPng));
    format = r.settings.format;
  } else if (presetName) {
    r.settings.preset = io::loadPresetFileOrBuiltin(std::string(*presetName));
  }
  map.preset = r.settings.preset;
  options::applyMapOptions(given, options::Command::Render, map);

  std::optional<io::ExportFormat> explicitFormat;
  for (const auto& [option, v] : given) {
    if (option == "--size") {
      std::tie(r.settings.width, r.settings.height) = options::parseSize(option, v, 1, kMaxFieldSide);
    } else if (option == "--format" || option == "--engine") {
      if (explicitFormat) throw UsageError("give one of --format and --engine, once");
      explicitFormat = io::exportFormatFromName(v);
      const bool engine = explicitFormat && io::exportFormatInfo(*explicitFormat).engine;
      if (option == "--engine" && !engine)
        throw UsageError("--engine must be " + io::engineNamesList() + ", got " + quoted(v));
      if (!explicitFormat) throw UsageError("--format must be " + io::exportFormatNamesList() + ", got " + quoted(v));
    } else if (option == "--output") {
      r.output = std::string(v);
      if (r.output.empty()) throw UsageError("--output needs a file name");
    } else if (option == "--force") {
      r.force = true;
    } else if (option == "--stretch") {
      r.settings.stretch = true;
    } else if (option == "--tiles") {
      std::tie(r.tileColumns, r.tileRows) = options::parseSize(option, v, 1, io::kMaxTilesPerSide);
    } else if (option == "--splat-blend") {
      const double w = options::parseDouble(option, v);
      if (!(w >= 0 && w <= kSplatBlendMax))
        throw UsageError("--splat-blend must be in [0, 0.25], got " + quoted(v));
      r.settings.splatBlend = w;
    } else if (option == "--print-preset") {
      r.printPreset = true;
    } else if (option == "--list-presets") {
      r.listPresets = true;
    }
  }

  io::Preset& preset = r.settings.preset;
  preset = map.preset;
  const views::MapDisplay& d = preset.display;
  if (views::displayOctave(d) >= preset.params.octaves)
    throw UsageError("--view " + views::displayName(d) + " needs --octaves " + std::to_string(d.octave + 1) +
                     " or more (the settings have " + std::to_string(preset.params.octaves) + ")");
  if (map.noiseGiven && io::displayParams(preset).noise != preset.params.noise)
    throw UsageError("--noise does not apply to --view " + views::displayName(d) +
                     " (that view is its noise; --noise picks the noise of octave, landwater and bands)");
  // The view's own noise with the settings: simplex cannot tile, time is the square lattice's.
  if (const std::string e = io::displayError(preset); !e.empty()) throw UsageError(e);

  // Without a view from the preset or the options, the map's default view
  // (the metadata still records the one used).
  if (map.centreX || map.zoom) {
    preset.camera = options::framedCamera(map, r.settings.width, r.settings.height);
    preset.hasCamera = true;
  }

  // The format: --format, else --from's where the name fits it, else the name's.
  if (explicitFormat) format = explicitFormat;
  else if (!format || !io::extensionMismatch(*format, r.output).empty()) format = io::formatFromFileName(r.output);
  if (!r.printPreset && !r.listPresets) {
    if (r.output.empty()) throw UsageError("render needs an output file: -o FILE (see --help)");
    if (!format)
      throw UsageError("cannot tell the format from " + quoted(r.output) + "; give --format");
    if (const std::string e = io::extensionMismatch(*format, r.output); !e.empty()) throw UsageError(e);
  }
  r.settings.format = format.value_or(io::ExportFormat::Png);
  if (std::string e = io::exportFormatError(r.settings.format, preset.display); !e.empty())
    throw UsageError(
        io::exportFormatInfo(r.settings.format).biomeOnly ? e + " (--view biome --format classes)" : e);
  if (const std::string e = io::exportSizeError(r.settings.format, r.settings.width, r.settings.height); !e.empty())
    throw UsageError("--size: " + e);
  if (r.tileColumns > 0)
    if (const std::string e = io::exportTilesError(r.settings, r.tileColumns, r.tileRows); !e.empty())
      throw UsageError("--tiles: " + e);
  return r;
}

void listPresets(std::FILE* out) {
  for (const io::BuiltinPreset& b : io::builtinPresets())
    std::fprintf(out, "%-18.*s %s\n", static_cast<int>(b.id.size()), b.id.data(), b.preset.name.c_str());
}

void announce(std::FILE* out, std::FILE* err, const io::ExportSettings& s, const io::ExportResult& result) {
  std::fprintf(out, "wrote %s (%dx%d %.*s, %s", result.path.c_str(), s.width, s.height,
               static_cast<int>(io::exportFormatName(s.format).size()), io::exportFormatName(s.format).data(),
               views::displayName(s.preset.display).c_str());
  if (io::exportFormatInfo(s.format).sixteenBit)
    std::fprintf(out, ", field %.9g..%.9g -> 0..65535", result.rangeLow, result.rangeHigh);
  if (!result.sidecarPath.empty()) std::fprintf(out, ", metadata in %s", result.sidecarPath.c_str());
  std::fprintf(out, ")\n");
  if (result.clipped > 0 && s.format != io::ExportFormat::F32)
    std::fprintf(err,
                 "noisescope render: warning: %zu values outside [0, 1] (field %.6g..%.6g) were clipped; "
                 "--stretch maps the measured range instead\n",
                 result.clipped, result.min, result.max);
}

// The island view of a map without an island is d = 0, one colour: say so
// (the explorer writes "island off" over it), but write it, as the explorer
// exports it.
void warnIfIslandViewIsBlank(std::FILE* err, const io::Preset& preset) {
  if (preset.display.kind != views::ViewKind::Island) return;
  switch (preset.params.island) {
    case IslandShape::None:
      std::fprintf(err,
                   "noisescope render: warning: --view island without an island (--island none) is d = 0, one colour "
                   "everywhere; --island square, round or radial draws the mask\n");
      return;
    case IslandShape::Square:
    case IslandShape::Round:
    case IslandShape::Radial: return;
  }
}

}  // namespace

int runRender(std::span<const std::string_view> args, std::FILE* out, std::FILE* err) {
  if (options::asksForHelp(args)) {
    const std::vector<options::Option> shared = options::mapOptions(options::Command::Render);
    std::fprintf(out, "%s%s\noutput:\n%s%s", kRenderHelp, options::helpLines(shared).c_str(),
                 options::helpLines(renderOptions()).c_str(), kRenderHelpTail);
    return 0;
  }
  const std::vector<std::string_view> words = options::withLongOutput(args);

  const auto fail = [&](int code, const std::string& message) {
    std::fprintf(err, "noisescope render: %s\n", message.c_str());
    return code;
  };
  std::optional<Request> request;
  try {
    request = parseRequest(words);
    if (request->listPresets) {
      listPresets(out);
      return 0;
    }
    if (request->printPreset) {
      if (request->output.empty()) {
        std::fputs(io::presetToJson(request->settings.preset).c_str(), out);
      } else {
        io::savePresetFile(request->output, request->settings.preset, request->force);
        std::fprintf(out, "wrote %s (preset)\n", request->output.c_str());
      }
      return std::fflush(out) == 0 ? 0 : 1;
    }
    const StopOnSignals stopOnSignals;
    ProgressLine progress(err);
    if (request->tileColumns > 0) {
      const std::vector<io::ExportResult> tiles = io::exportTiles(
          request->settings, request->tileColumns, request->tileRows, request->output, request->force,
          [&](double done, std::string_view phase) { return progress(done, phase); });
      progress.finish();
      std::fprintf(out, "wrote %zu tiles %s .. %s (%dx%d %s each, sharing their edges)\n", tiles.size(),
                   tiles.front().path.c_str(), tiles.back().path.c_str(), request->settings.width,
                   request->settings.height,
                   std::string(io::exportFormatName(request->settings.format)).c_str());
      return std::fflush(out) == 0 ? 0 : 1;
    }
    const io::ExportResult result = io::exportMap(
        request->settings, request->output, request->force,
        [&](double done, std::string_view phase) { return progress(done, phase); });
    progress.finish();
    announce(out, err, request->settings, result);
    warnIfIslandViewIsBlank(err, request->settings.preset);
    return std::fflush(out) == 0 ? 0 : 1;
  } catch (const io::ExportCancelled&) {
    return fail(130, "interrupted; nothing was written");
  } catch (const std::bad_alloc&) {
    if (!request) return fail(1, "out of memory");
    const auto& s = request->settings;
    return fail(1, "not enough memory for a " + std::to_string(s.width) + "x" + std::to_string(s.height) +
                       " field (" + std::to_string(4.0 * s.width * s.height / (1 << 30)).substr(0, 4) + " GiB)");
  } catch (const std::exception& e) {
    return options::reportBadInput(err, "noisescope render", e);
  }
}

}  // namespace noisescope::cli
