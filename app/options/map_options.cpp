#include "map_options.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>

#include "noisescope/noise/fade.h"
#include "noisescope/noise/param_table.h"
#include "noisescope/noise/params.h"
#include "noisescope/output/relief.h"
#include "noisescope/terrain/bands.h"
#include "noisescope/terrain/biomes.h"
#include "noisescope/terrain/chunks.h"
#include "noisescope/terrain/terrain.h"
#include "views/map_views.h"

namespace noisescope::options {

namespace {

enum Takes : unsigned {
  kSample = 1,
  kRender = 2,
  kExplorer = 4,
  kExplain = 8,
  kAll = kSample | kRender | kExplorer,
  kNoise = kAll | kExplain,  // explain works in lattice units: no frequency, no preset
  kMaps = kRender | kExplorer,
};

unsigned bitOf(Command command) {
  switch (command) {
    case Command::Sample: return kSample;
    case Command::Render: return kRender;
    case Command::Explorer: return kExplorer;
    case Command::Explain: return kExplain;
    case Command::Scatter:  // scatter and chunks read the field as sample does, in map widths
    case Command::Chunks:
    case Command::Code: return kSample;  // code computes what sample prints
  }
  return 0;
}

using Apply = std::function<void(std::string_view name, std::string_view value, MapSettings& s)>;

struct Entry {
  Option option;
  unsigned takes;
  Apply apply;
};

// explain works in lattice units on one fBm: no frequency, no terrain step;
// of the teaching mistakes, those the point functions make (mistakes.h).
bool explainTakes(std::string_view param) {
  for (std::string_view p : {"noise", "fade", "seed", "octaves", "lacunarity", "persistence", "normalize",
                             "jitter", "cell-distance", "cell-return", "mistake-shared-seed", "mistake-cast"})
    if (param == p) return true;
  return false;
}

std::string valueNameOf(const ParamDesc& d) {
  switch (d.kind) {
    case ParamKind::Enum: {
      std::string names;
      for (std::string_view n : d.names) {
        if (!names.empty()) names += '|';
        names += n;
      }
      return names;
    }
    case ParamKind::Int: return "N";
    case ParamKind::Double: return "X";
    case ParamKind::Seed: return "S";
    case ParamKind::Time: return "T|off";
    case ParamKind::Curve: return "X:Y,...|off";
    case ParamKind::Bool: return "";
  }
  return "";
}

// "layers summed, [1, 16] (default 5)"; enums list their names in the value.
std::string helpOf(const ParamDesc& d) {
  char range[96] = "";
  switch (d.kind) {
    case ParamKind::Int:
    case ParamKind::Double:
      if (d.offValue) std::snprintf(range, sizeof range, ", %g or [%g, %g]", *d.offValue, d.min, d.max);
      else std::snprintf(range, sizeof range, ", [%g, %g]", d.min, d.max);
      break;
    case ParamKind::Time: std::snprintf(range, sizeof range, ", off or [%g, %g]", d.min, d.max); break;
    case ParamKind::Curve: std::snprintf(range, sizeof range, ", 2 to %d points in [0, 1]^2", kHeightCurveMaxPoints); break;
    case ParamKind::Enum:
    case ParamKind::Seed:
    case ParamKind::Bool: break;
  }
  return std::string(d.help) + range + " (default " + paramText(d, d.defaultValue) + ")";
}

// " (did you mean euclidean?)" after an enum's near miss, else nothing.
std::string typoHint(const ParamDesc& d, std::string_view v) {
  const std::string_view meant = d.kind == ParamKind::Enum ? meantName(v, d.names) : "";
  return meant.empty() ? std::string() : " (did you mean " + std::string(meant) + "?)";
}

void setParam(const ParamDesc& d, ParamValue v, MapSettings& s) {
  d.set(s.preset.params, v);
  if (d.name == "noise") s.noiseGiven = true;
}

// One option per parameter of noisescope/noise/param_table.h, the name its word; a
// yes/no parameter is a pair of flags, --name and --no-name.
void addParamEntries(std::vector<Entry>& entries) {
  for (const ParamDesc& d : paramTable()) {
    const unsigned takes = explainTakes(d.name) ? kNoise : kAll;
    std::string name = "--";
    name += d.name;
    switch (d.kind) {
      case ParamKind::Bool: {
        const bool onByDefault = d.defaultValue.number != 0.0;
        entries.push_back({{name, "", std::string(d.help) + (onByDefault ? " (default)" : "")}, takes,
                           [&d](std::string_view, std::string_view, MapSettings& s) {
                             setParam(d, ParamValue{1.0, false}, s);
                           }});
        std::string noName = "--no-";
        noName += d.name;
        std::string noHelp = "turn ";
        noHelp += name;
        noHelp += onByDefault ? " off" : " off (default)";
        entries.push_back({{noName, "", noHelp},
                           takes, [&d](std::string_view, std::string_view, MapSettings& s) {
                             setParam(d, ParamValue{0.0, false}, s);
                           }});
        break;
      }
      case ParamKind::Int:
      case ParamKind::Double:
      case ParamKind::Enum:
      case ParamKind::Seed:
      case ParamKind::Time:
      case ParamKind::Curve:
        entries.push_back({{name, valueNameOf(d), helpOf(d)}, takes,
                           [&d](std::string_view, std::string_view v, MapSettings& s) {
                             const ParsedParam parsed = parseParam(d, v);
                             if (!parsed.error.empty())
                               throw UsageError("--" + parsed.error + typoHint(d, v));
                             setParam(d, parsed.value, s);
                           }});
        break;
    }
  }
}

const std::vector<Entry>& entries() {
  static const std::vector<Entry> all = [] {
    std::vector<Entry> e;
    e.push_back({{"--preset", "FILE|NAME", "start from a preset file or a built-in preset (render --list-presets)"},
                 kAll, [](std::string_view, std::string_view, MapSettings&) {}});
    addParamEntries(e);
    e.push_back({{"--thresholds", "T1,T2,T3", "band cuts, 0 <= T1 < T2 < T3 <= 1 (default 0.35,0.45,0.7)"}, kAll,
                 [](std::string_view n, std::string_view v, MapSettings& s) {
                   const std::vector<double> t = parseList(n, v, 3, "three numbers T1,T2,T3");
                   const Thresholds thresholds{static_cast<float>(t[0]), static_cast<float>(t[1]),
                                               static_cast<float>(t[2])};
                   const std::string error = thresholdsError(thresholds);
                   if (!error.empty()) throw UsageError("--thresholds: " + error);
                   s.preset.thresholds = thresholds;
                 }});
    e.push_back({{"--biome-cuts", "H,W1,W2",
                  "biome cuts: low/mid height H in [T2, T3], moisture dry/medium/wet W1 < W2 (default 0.55,0.45,0.55)"},
                 kAll, [](std::string_view n, std::string_view v, MapSettings& s) {
                   const std::vector<double> c = parseList(n, v, 3, "three numbers H,W1,W2");
                   s.preset.biomeCuts = BiomeCuts{static_cast<float>(c[0]), static_cast<float>(c[1]),
                                                  static_cast<float>(c[2])};
                   s.biomeCutsGiven = true;
                 }});
    e.push_back({{"--view", "V",
                  "what the map shows: " + views::displayNamesList() +
                      "\n(default the --noise kind's own view, gradient without --noise; the explorer: its "
                      "export panel's view)"},
                 kMaps,
                 [](std::string_view, std::string_view v, MapSettings& s) {
                   const auto display = views::displayFromName(v);
                   if (!display)
                     throw UsageError("--view must be " + views::displayNamesList() + ", got " + quoted(v));
                   s.preset.display = *display;
                   s.viewGiven = true;
                 }});
    e.push_back({{"--center", "X,Y", "view centre in map widths (default the map's centre)"}, kMaps,
                 [](std::string_view n, std::string_view v, MapSettings& s) {
                   const std::vector<double> c = parseList(n, v, 2, "two numbers X,Y");
                   for (double x : c)
                     if (!(std::abs(x) <= io::kMaxViewCentre))
                       throw UsageError("--center must be within +-1e9 map widths, got " + quoted(v));
                   s.centreX = c[0];
                   s.centreY = c[1];
                 }});
    e.push_back({{"--zoom", "Z", "magnification, 1/64..1048576 (default 1)"}, kMaps,
                 [](std::string_view n, std::string_view v, MapSettings& s) {
                   const double zoom = parseDouble(n, v);
                   if (!(zoom >= kZoomMin && zoom <= kZoomMax))
                     throw UsageError("--zoom must be in [0.015625, 1048576], got " + std::string(v));
                   s.zoom = zoom;
                 }});
    // The relief view's light and the surface's height (noisescope/output/relief.h);
    // a mesh export's heights too.
    const auto numberIn = [](std::string_view n, std::string_view v, double lo, double hi) {
      const double x = parseDouble(n, v);
      if (!(x >= lo && x <= hi)) {
        char range[64];
        std::snprintf(range, sizeof range, " must be in [%g, %g], got ", lo, hi);
        throw UsageError(std::string(n) + range + quoted(v));
      }
      return x;
    };
    e.push_back({{"--light-azimuth", "DEG", "relief view: light from, degrees clockwise from north, [0, 360] (default 315)"},
                 kMaps, [numberIn](std::string_view n, std::string_view v, MapSettings& s) {
                   s.preset.light.azimuth = numberIn(n, v, kLightAzimuthMin, kLightAzimuthMax);
                 }});
    e.push_back({{"--light-altitude", "DEG", "relief view: light above the horizon, degrees, [0, 90] (default 45)"},
                 kMaps, [numberIn](std::string_view n, std::string_view v, MapSettings& s) {
                   s.preset.light.altitude = numberIn(n, v, kLightAltitudeMin, kLightAltitudeMax);
                 }});
    e.push_back({{"--height-scale", "H",
                  "relief view and mesh: height of field value 1 in map widths, [0, 10] (default 0.1)"},
                 kMaps, [numberIn](std::string_view n, std::string_view v, MapSettings& s) {
                   s.preset.heightScale = numberIn(n, v, kHeightScaleMin, kHeightScaleMax);
                 }});
    e.push_back({{"--chunk", "D", "chunks view: the side of a chunk, map widths, [0.000244140625, 1] (default 0.0625)"},
                 kMaps, [numberIn](std::string_view n, std::string_view v, MapSettings& s) {
                   s.preset.chunk = numberIn(n, v, kChunkSizeMin, kChunkSizeMax);
                 }});
    return e;
  }();
  return all;
}

const Entry* findEntry(std::string_view name, Command command) {
  for (const Entry& e : entries())
    if (name == e.option.name && (e.takes & bitOf(command)) != 0) return &e;
  return nullptr;
}

}  // namespace

std::string_view commandName(Command command) {
  switch (command) {
    case Command::Sample: return "sample";
    case Command::Render: return "render";
    case Command::Explorer: return "the explorer";
    case Command::Explain: return "explain";
    case Command::Scatter: return "scatter";
    case Command::Chunks: return "chunks";
    case Command::Code: return "code";
  }
  return "";
}

std::vector<Option> mapOptions(Command command) {
  std::vector<Option> out;
  for (const Entry& e : entries())
    if ((e.takes & bitOf(command)) != 0) out.push_back(e.option);
  return out;
}

std::vector<GivenOption> readOptions(std::span<const std::string_view> words, Command command,
                                     std::span<const Option> own, std::vector<std::string_view>* positional) {
  std::vector<Option> known = mapOptions(command);
  known.insert(known.end(), own.begin(), own.end());
  std::vector<GivenOption> given;
  ArgumentReader reader(words);
  bool optionsDone = false;
  while (!reader.done()) {
    if (positional != nullptr && (optionsDone || !reader.nextIsOption())) {
      const std::string_view word = reader.nextWord();
      if (word == "--" && !optionsDone) optionsDone = true;
      else positional->push_back(word);
      continue;
    }
    const std::string_view name = reader.nextOption();
    const auto option = std::find_if(known.begin(), known.end(), [&](const Option& o) { return o.name == name; });
    if (option == known.end()) {
      std::vector<std::string_view> names;
      for (const Option& o : known) names.push_back(o.name);
      const std::string_view close = closestWord(name, names, typoEdits(name));
      throw UsageError("unknown option " + quoted(name) + " for " + std::string(commandName(command)) +
                       (close.empty() ? " (see --help)" : " (did you mean " + std::string(close) + "?)"));
    }
    if (option->valueName.empty()) {
      if (reader.hasInlineValue()) throw UsageError(std::string(name) + " takes no value");
      given.push_back(GivenOption{name, {}});
    } else {
      given.push_back(GivenOption{name, reader.value()});
    }
  }
  return given;
}

std::optional<std::string_view> onceValue(std::span<const GivenOption> given, std::string_view name) {
  std::optional<std::string_view> value;
  for (const GivenOption& g : given) {
    if (g.name != name) continue;
    if (value) throw UsageError("give " + std::string(name) + " once");
    value = g.value;
  }
  return value;
}

void applyMapOptions(std::span<const GivenOption> given, Command command, MapSettings& settings) {
  for (const GivenOption& g : given)
    if (const Entry* e = findEntry(g.name, command)) e->apply(g.name, g.value, settings);
  io::Preset& p = settings.preset;
  // `--noise simplex` alone shows simplex: a view that is one kind's noise (the
  // default gradient, a preset's, --from's) becomes the given kind's.
  if (settings.noiseGiven && !settings.viewGiven &&
      views::displayParams(p.params, p.display).noise != p.params.noise)
    p.display = views::MapDisplay{views::noiseView(p.params.noise), 0};
  // Cuts are checked against the thresholds once every option is in; without
  // --biome-cuts the default h moves into [t2, t3], as a preset without cuts.
  if (!settings.biomeCutsGiven) p.biomeCuts.h = std::clamp(p.biomeCuts.h, p.thresholds.t2, p.thresholds.t3);
  const std::string cutsError = biomeCutsError(p.biomeCuts, p.thresholds);
  if (!cutsError.empty()) throw UsageError("--biome-cuts: " + cutsError);
}

Camera framedCamera(const MapSettings& settings, int width, int height) {
  Camera camera =
      settings.preset.hasCamera ? settings.preset.camera : homeCamera(settings.preset.params, width, height);
  if (settings.centreX) camera.cx = *settings.centreX;
  if (settings.centreY) camera.cy = *settings.centreY;
  if (settings.zoom) camera.zoom = *settings.zoom;
  return camera;
}

namespace {

// prefix + text as lines of at most kHelpWidth columns, broken at spaces
// (a word longer than the room stays whole); the lines after the first
// start with `indent` spaces. Each line ends in '\n'.
std::string wrapLine(std::string prefix, std::string_view text, std::size_t indent) {
  std::string out;
  for (;;) {
    const std::size_t room = kHelpWidth > prefix.size() ? kHelpWidth - prefix.size() : 0;
    if (text.size() <= room) break;
    // The last space that fits, past the text's own indentation; a word
    // longer than the room stays whole on its line.
    const std::size_t start = std::min(text.find_first_not_of(' '), text.size());
    std::size_t space = text.rfind(' ', room);
    if (space == std::string_view::npos || space <= start) space = text.find(' ', std::max(start, room));
    if (space == std::string_view::npos) break;
    const std::size_t end = text.find_last_not_of(' ', space);
    out += prefix + std::string(text.substr(0, end + 1)) + "\n";
    text.remove_prefix(std::min(text.find_first_not_of(' ', space), text.size()));
    prefix.assign(indent, ' ');
  }
  return out + prefix + std::string(text) + "\n";
}

}  // namespace

std::string helpLines(std::span<const Option> options) {
  constexpr std::size_t kColumn = 29;
  std::string out;
  for (const Option& o : options) {
    std::string head = "  " + o.name + (o.valueName.empty() ? "" : " " + o.valueName);
    head += head.size() < kColumn ? std::string(kColumn - head.size(), ' ') : std::string("  ");
    std::string_view help = o.help;
    for (std::size_t line = 0;; ++line) {
      const std::size_t cut = help.find('\n');
      const std::string_view text = help.substr(0, cut);
      // A wrapped line goes on under its own first word (a table row in a
      // help text, like render's --format, keeps its shape).
      const std::size_t hang = kColumn + std::min(text.find_first_not_of(' '), text.size());
      out += wrapLine(line == 0 ? head : std::string(kColumn, ' '), text, hang);
      if (cut == std::string_view::npos) break;
      help.remove_prefix(cut + 1);
    }
  }
  return out;
}

}  // namespace noisescope::options
