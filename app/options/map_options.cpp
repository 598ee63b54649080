#include "map_options.h"

#include <algorithm>
#include <cmath>

#include "core/bands.h"
#include "core/fade.h"
#include "core/params.h"

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

using Apply = void (*)(std::string_view name, std::string_view value, MapSettings& s);

struct Entry {
  const char* name;
  const char* valueName;
  const char* help;
  unsigned takes;
  Apply apply;
};

unsigned bitOf(Command command) {
  switch (command) {
    case Command::Sample: return kSample;
    case Command::Render: return kRender;
    case Command::Explorer: return kExplorer;
    case Command::Explain: return kExplain;
  }
  return 0;
}

// A noise option leaves every field in range or says which is not.
void checkParams(const MapSettings& s) {
  const std::string error = paramsError(s.preset.params);
  if (!error.empty()) throw UsageError(error);
}

const Entry kEntries[] = {
    {"--preset", "FILE|NAME", "start from a preset file or a built-in preset (render --list-presets)", kAll,
     [](std::string_view, std::string_view, MapSettings&) {}},
    {"--noise", "value|gradient", "which noise (default gradient)", kNoise,
     [](std::string_view, std::string_view v, MapSettings& s) {
       const auto kind = noiseKindFromName(v);
       if (!kind) throw UsageError("--noise must be value or gradient, got " + quoted(v));
       s.preset.params.noise = *kind;
       s.noiseGiven = true;
     }},
    {"--fade", "linear|cubic|quintic", "blend curve (default quintic)", kNoise,
     [](std::string_view, std::string_view v, MapSettings& s) {
       const auto fade = fadeFromName(v);
       if (!fade) throw UsageError("--fade must be linear, cubic or quintic, got " + quoted(v));
       s.preset.params.fade = *fade;
     }},
    {"--octaves", "N", "layers summed, 1..16 (default 5)", kNoise,
     [](std::string_view n, std::string_view v, MapSettings& s) {
       s.preset.params.octaves = parseInt(n, v, kOctavesMin, kOctavesMax);
     }},
    {"--lacunarity", "L", "frequency factor per octave, 1..8 (default 2)", kNoise,
     [](std::string_view n, std::string_view v, MapSettings& s) {
       s.preset.params.lacunarity = parseDouble(n, v);
       checkParams(s);
     }},
    {"--persistence", "P", "amplitude factor per octave, 0..1 (default 0.5)", kNoise,
     [](std::string_view n, std::string_view v, MapSettings& s) {
       s.preset.params.persistence = parseDouble(n, v);
       checkParams(s);
     }},
    {"--seed", "S", "32-bit integer; octave o uses S + 1013*o (default 7)", kNoise,
     [](std::string_view n, std::string_view v, MapSettings& s) { s.preset.params.seed = parseSeed(n, v); }},
    {"--frequency", "F",
     "lattice cells across the map at zoom 1, 1/64..4096 (default 4);\n"
     "sample: its points p are lattice units, their map point is p / F",
     kAll,
     [](std::string_view n, std::string_view v, MapSettings& s) {
       s.preset.params.frequency = parseDouble(n, v);
       checkParams(s);
     }},
    {"--normalize", "", "divide by the amplitude sum so fBm stays in [0, 1] (default)", kNoise,
     [](std::string_view, std::string_view, MapSettings& s) { s.preset.params.normalize = true; }},
    {"--no-normalize", "", "do not divide by the amplitude sum (values may exceed 1)", kNoise,
     [](std::string_view, std::string_view, MapSettings& s) { s.preset.params.normalize = false; }},
    {"--thresholds", "T1,T2,T3", "band cuts, 0 <= T1 < T2 < T3 <= 1 (default 0.35,0.45,0.7)", kAll,
     [](std::string_view n, std::string_view v, MapSettings& s) {
       const std::vector<double> t = parseList(n, v, 3, "three numbers T1,T2,T3");
       const Thresholds thresholds{static_cast<float>(t[0]), static_cast<float>(t[1]), static_cast<float>(t[2])};
       const std::string error = thresholdsError(thresholds);
       if (!error.empty()) throw UsageError("--thresholds: " + error);
       s.preset.thresholds = thresholds;
     }},
    {"--view", "V",
     "value | gradient (fBm of that noise, colour ramp),\n"
     "octave:K (octave K of --noise, grey), raw (fBm of --noise,\n"
     "grey), landwater | bands (that fBm cut by the thresholds);\n"
     "default gradient (the explorer: its export panel's view)",
     kMaps,
     [](std::string_view, std::string_view v, MapSettings& s) {
       const auto display = io::mapDisplayFromName(v);
       if (!display)
         throw UsageError("--view must be value, gradient, octave:K (K in 0..15), raw, landwater or bands, got " +
                          quoted(v));
       s.preset.display = *display;
     }},
    {"--center", "X,Y", "view centre in map widths (default the map's centre)", kMaps,
     [](std::string_view n, std::string_view v, MapSettings& s) {
       const std::vector<double> c = parseList(n, v, 2, "two numbers X,Y");
       for (double x : c)
         if (!(std::abs(x) <= io::kMaxViewCentre))
           throw UsageError("--center must be within +-1e9 map widths, got " + quoted(v));
       s.centreX = c[0];
       s.centreY = c[1];
     }},
    {"--zoom", "Z", "magnification, 1/64..1048576 (default 1)", kMaps,
     [](std::string_view n, std::string_view v, MapSettings& s) {
       const double zoom = parseDouble(n, v);
       if (!(zoom >= kZoomMin && zoom <= kZoomMax))
         throw UsageError("--zoom must be in [0.015625, 1048576], got " + std::string(v));
       s.zoom = zoom;
     }},
};

const Entry* findEntry(std::string_view name, Command command) {
  for (const Entry& e : kEntries)
    if (name == e.name && (e.takes & bitOf(command)) != 0) return &e;
  return nullptr;
}

}  // namespace

std::string_view commandName(Command command) {
  switch (command) {
    case Command::Sample: return "sample";
    case Command::Render: return "render";
    case Command::Explorer: return "the explorer";
    case Command::Explain: return "explain";
  }
  return "";
}

std::vector<Option> mapOptions(Command command) {
  std::vector<Option> out;
  for (const Entry& e : kEntries)
    if ((e.takes & bitOf(command)) != 0) out.push_back(Option{e.name, e.valueName, e.help});
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
      const std::string_view close = closestWord(name, names);
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
}

View framedView(const MapSettings& settings, int width, int height) {
  View view = settings.preset.hasView ? settings.preset.view : defaultView(width, height);
  if (settings.centreX) view.cx = *settings.centreX;
  if (settings.centreY) view.cy = *settings.centreY;
  if (settings.zoom) view.zoom = *settings.zoom;
  return view;
}

std::string helpLines(std::span<const Option> options) {
  constexpr std::size_t kColumn = 29;
  std::string out;
  for (const Option& o : options) {
    std::string head = "  " + o.name + (o.valueName.empty() ? "" : " " + o.valueName);
    head += head.size() < kColumn ? std::string(kColumn - head.size(), ' ') : std::string("  ");
    std::string_view help = o.help;
    for (std::size_t line = 0;; ++line) {
      const std::size_t cut = help.find('\n');
      out += (line == 0 ? head : std::string(kColumn, ' ')) + std::string(help.substr(0, cut)) + "\n";
      if (cut == std::string_view::npos) break;
      help.remove_prefix(cut + 1);
    }
  }
  return out;
}

}  // namespace noisescope::options
