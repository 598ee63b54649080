#include "render_command.h"

#include <unistd.h>

#include <csignal>

#include <charconv>
#include <chrono>
#include <new>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "arguments.h"
#include "io/atomic_file.h"
#include "io/map_export.h"
#include "io/preset.h"

namespace noisescope::cli {

namespace {

constexpr const char* kRenderHelp =
    "usage: noisescope render [--preset FILE|NAME | --from PNG] [options] -o FILE\n"
    "       noisescope render --list-presets\n"
    "\n"
    "Renders a map without a window, at any size up to 16384x16384. Settings\n"
    "are layered: defaults, then the preset (--preset, or everything a PNG from\n"
    "--from was made with: preset, view, size, format), then the options below,\n"
    "whatever their order. The same view shows the same field as the explorer.\n"
    "\n"
    "what to render:\n"
    "  --preset FILE|NAME         a preset file, or a built-in preset's name (--list-presets)\n"
    "  --from PNG                 the settings stored in a PNG this command wrote\n"
    "  --view V                   value | gradient (fBm of that noise, colour ramp),\n"
    "                             octave:K (octave K of --noise, grey), raw (fBm of --noise,\n"
    "                             grey), landwater | bands (that fBm cut by the thresholds);\n"
    "                             default gradient\n"
    "  --frequency F              lattice cells across the map at zoom 1, 1/64..4096 (default 4)\n"
    "  --center X,Y               view centre in map widths (default the map's centre)\n"
    "  --zoom Z                   magnification, 1/64..1048576 (default 1)\n"
    "  --thresholds T1,T2,T3      band cuts, 0 <= T1 < T2 < T3 <= 1 (default 0.35,0.45,0.7)\n"
    "noise options (--noise picks the noise of octave, landwater and bands views):\n";

constexpr const char* kRenderHelpTail =
    "output:\n"
    "  --size WxH                 pixels, each side 1..16384 (default 1024x1024)\n"
    "  --format F                 png    8-bit RGB of the coloured view\n"
    "                             png16  16-bit grey heightmap, field [0, 1] -> 0..65535\n"
    "                             r16    the same samples, 16-bit little-endian RAW\n"
    "                             f32    the field as float32 little-endian RAW\n"
    "                             (default from the file name: .png, .r16, .f32)\n"
    "  -o, --output FILE          where to write; RAW files get a FILE.json sidecar\n"
    "  --force                    replace an existing file\n"
    "  --stretch                  16-bit formats: map the measured min..max, not [0, 1]\n"
    "  --print-preset             print the resolved preset as JSON instead of rendering\n"
    "  --list-presets             list the built-in presets\n"
    "  -h, --help                 this text\n"
    "\n"
    "Every PNG carries its metadata (preset, view, Noisescope version) in a text\n"
    "chunk, so `noisescope render --from map.png -o again.png` re-renders it.\n"
    "Exit status: 0 written, 2 bad options or preset, 1 a file could not be read\n"
    "or written (or exists without --force).\n";

bool isFlag(std::string_view option) {
  for (std::string_view f : {"--force", "--stretch", "--help", "--list-presets", "--print-preset", "--no-normalize",
                             "--normalize"})
    if (option == f) return true;
  return false;
}

// "X,Y" or "T1,T2,T3": exactly `count` finite numbers.
std::vector<double> parseList(std::string_view option, std::string_view text, std::size_t count,
                              std::string_view shape) {
  std::vector<double> values;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = text.find(',', start);
    const std::string_view part = text.substr(start, comma == std::string_view::npos ? comma : comma - start);
    values.push_back(parseDouble(option, part));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  if (values.size() != count)
    throw UsageError(std::string(option) + " needs " + std::string(shape) + ", got " + quoted(text));
  return values;
}

std::pair<int, int> parseSize(std::string_view option, std::string_view text) {
  const std::size_t x = text.find('x');
  const auto side = [&](std::string_view part) {
    int v = 0;
    const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), v);
    if (part.empty() || ec != std::errc() || end != part.data() + part.size() || v < 1 || v > kMaxFieldSide)
      throw UsageError(std::string(option) + " must be WxH with each side in 1..16384, got " + quoted(text));
    return v;
  };
  if (x == std::string_view::npos)
    throw UsageError(std::string(option) + " must be WxH with each side in 1..16384, got " + quoted(text));
  return {side(text.substr(0, x)), side(text.substr(x + 1))};
}

std::optional<io::ExportFormat> formatFromFileName(std::string_view path) {
  const auto endsWith = [&](std::string_view ext) {
    return path.size() > ext.size() && path.substr(path.size() - ext.size()) == ext;
  };
  if (endsWith(".r16")) return io::ExportFormat::R16;
  if (endsWith(".f32")) return io::ExportFormat::F32;
  if (endsWith(".png")) return io::ExportFormat::Png;
  return std::nullopt;
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
  bool printPreset = false;
  bool listPresets = false;
};

Request parseRequest(std::span<const std::string_view> words) {
  // Pass 1: the base (preset or PNG) and every other option in order.
  std::optional<std::string> presetName, fromPng;
  std::vector<std::pair<std::string_view, std::optional<std::string_view>>> options;
  ArgumentReader reader(words);
  while (!reader.done()) {
    const std::string_view option = reader.nextOption();
    if (option == "--preset" || option == "--from") {
      if (presetName || fromPng) throw UsageError("give one of --preset and --from, once");
      (option == "--preset" ? presetName : fromPng) = std::string(reader.value());
    } else {
      options.emplace_back(option, isFlag(option) ? std::nullopt : std::optional(reader.value()));
    }
  }

  Request r;
  std::optional<io::ExportFormat> format;
  if (fromPng) {
    r.settings = io::settingsFromPng(*fromPng);
    format = r.settings.format;
  } else if (presetName) {
    r.settings.preset = io::loadPresetFileOrBuiltin(*presetName);
  }

  // Pass 2: options over the base.
  io::Preset& preset = r.settings.preset;
  std::optional<io::ExportFormat> explicitFormat;
  std::optional<std::pair<double, double>> centre;
  std::optional<double> zoom;
  bool noiseGiven = false;
  for (const auto& [option, value] : options) {
    const std::string_view v = value.value_or(std::string_view{});
    std::vector<std::string_view> pair{option};
    if (value) pair.push_back(*value);
    ArgumentReader single(pair);
    single.nextOption();
    if (applyNoiseOption(option, single, preset.params)) {
      noiseGiven = noiseGiven || option == "--noise";
    } else if (option == "--center") {
      const std::vector<double> c = parseList(option, v, 2, "two numbers X,Y");
      centre = {c[0], c[1]};
    } else if (option == "--zoom") {
      zoom = parseDouble(option, v);
      if (!(*zoom >= kZoomMin && *zoom <= kZoomMax))
        throw UsageError("--zoom must be in [0.015625, 1048576], got " + std::string(v));
    } else if (option == "--thresholds") {
      const std::vector<double> t = parseList(option, v, 3, "three numbers T1,T2,T3");
      preset.thresholds = Thresholds{static_cast<float>(t[0]), static_cast<float>(t[1]), static_cast<float>(t[2])};
      const std::string error = thresholdsError(preset.thresholds);
      if (!error.empty()) throw UsageError("--thresholds: " + error);
    } else if (option == "--view") {
      const auto display = io::mapDisplayFromName(v);
      if (!display)
        throw UsageError("--view must be value, gradient, octave:K (K in 0..15), raw, landwater or bands, got " +
                         quoted(v));
      preset.display = *display;
    } else if (option == "--size") {
      std::tie(r.settings.width, r.settings.height) = parseSize(option, v);
    } else if (option == "--format") {
      explicitFormat = io::exportFormatFromName(v);
      if (!explicitFormat) throw UsageError("--format must be png, png16, r16 or f32, got " + quoted(v));
    } else if (option == "--output") {
      r.output = std::string(v);
      if (r.output.empty()) throw UsageError("--output needs a file name");
    } else if (option == "--force") {
      r.force = true;
    } else if (option == "--stretch") {
      r.settings.stretch = true;
    } else if (option == "--print-preset") {
      r.printPreset = true;
    } else if (option == "--list-presets") {
      r.listPresets = true;
    } else {
      throw UsageError("unknown option " + quoted(option) + " for render (see --help)");
    }
  }

  const io::MapDisplay& d = preset.display;
  if (d.kind == io::MapKind::Octave && d.octave >= preset.params.octaves)
    throw UsageError("--view " + io::mapDisplayName(d) + " needs --octaves " + std::to_string(d.octave + 1) +
                     " or more (the settings have " + std::to_string(preset.params.octaves) + ")");
  const bool fixedNoise = d.kind == io::MapKind::Value || d.kind == io::MapKind::Gradient;
  if (noiseGiven && fixedNoise && io::displayParams(preset).noise != preset.params.noise)
    throw UsageError("--noise does not apply to --view " + io::mapDisplayName(d) +
                     " (that view is its noise; --noise picks the noise of octave, landwater and bands)");

  // Without a view from the preset or the options, the map's default view
  // (the metadata still records the one used).
  if (centre || zoom) {
    View view = io::exportView(preset, r.settings.width, r.settings.height);
    if (centre) view.cx = centre->first, view.cy = centre->second;
    if (zoom) view.zoom = *zoom;
    preset.view = view;
    preset.hasView = true;
  }

  if (explicitFormat) format = explicitFormat;
  else if (const auto byName = formatFromFileName(r.output); byName && (*byName != io::ExportFormat::Png || !format))
    format = byName;
  if (!r.printPreset && !r.listPresets) {
    if (r.output.empty()) throw UsageError("render needs an output file: -o FILE (see --help)");
    if (!format) throw UsageError("cannot tell the format from " + quoted(r.output) + "; give --format");
  }
  r.settings.format = format.value_or(io::ExportFormat::Png);
  return r;
}

void listPresets(std::FILE* out) {
  for (const io::BuiltinPreset& b : io::builtinPresets())
    std::fprintf(out, "%-18.*s %s\n", static_cast<int>(b.id.size()), b.id.data(), b.preset.name.c_str());
}

void announce(std::FILE* out, std::FILE* err, const io::ExportSettings& s, const io::ExportResult& result) {
  std::fprintf(out, "wrote %s (%dx%d %.*s, %s", result.path.c_str(), s.width, s.height,
               static_cast<int>(io::exportFormatName(s.format).size()), io::exportFormatName(s.format).data(),
               io::mapDisplayName(s.preset.display).c_str());
  if (s.format == io::ExportFormat::Png16 || s.format == io::ExportFormat::R16)
    std::fprintf(out, ", field %.9g..%.9g -> 0..65535", result.rangeLow, result.rangeHigh);
  if (!result.sidecarPath.empty()) std::fprintf(out, ", metadata in %s", result.sidecarPath.c_str());
  std::fprintf(out, ")\n");
  if (result.clipped > 0 && s.format != io::ExportFormat::F32)
    std::fprintf(err,
                 "noisescope render: warning: %zu values outside [0, 1] (field %.6g..%.6g) were clipped; "
                 "--stretch maps the measured range instead\n",
                 result.clipped, result.min, result.max);
}

}  // namespace

int runRender(std::span<const std::string_view> args, std::FILE* out, std::FILE* err) {
  // The short forms ArgumentReader does not know.
  std::vector<std::string_view> words(args.begin(), args.end());
  for (std::string_view& w : words) {
    if (w == "-o") w = "--output";
    if (w == "-h") w = "--help";
  }
  for (std::string_view w : words)
    if (w == "--help") {
      std::fprintf(out, "%s%s%s", kRenderHelp, noiseOptionsHelp().c_str(), kRenderHelpTail);
      return 0;
    }

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
      std::fputs(io::presetToJson(request->settings.preset).c_str(), out);
      return std::fflush(out) == 0 ? 0 : 1;
    }
    const StopOnSignals stopOnSignals;
    ProgressLine progress(err);
    const io::ExportResult result = io::exportMap(
        request->settings, request->output, request->force,
        [&](double done, std::string_view phase) { return progress(done, phase); });
    progress.finish();
    announce(out, err, request->settings, result);
    return std::fflush(out) == 0 ? 0 : 1;
  } catch (const io::ExportCancelled&) {
    return fail(130, "interrupted; nothing was written");
  } catch (const UsageError& e) {
    return fail(2, e.what());
  } catch (const io::PresetError& e) {
    return fail(2, e.what());
  } catch (const io::FileExistsError& e) {
    return fail(1, std::string(e.what()) + " (--force replaces it)");
  } catch (const io::IoError& e) {
    return fail(1, e.what());
  } catch (const std::bad_alloc&) {
    if (!request) return fail(1, "out of memory");
    const auto& s = request->settings;
    return fail(1, "not enough memory for a " + std::to_string(s.width) + "x" + std::to_string(s.height) +
                       " field (" + std::to_string(4.0 * s.width * s.height / (1 << 30)).substr(0, 4) + " GiB)");
  } catch (const std::exception& e) {
    return fail(1, e.what());
  }
}

}  // namespace noisescope::cli
