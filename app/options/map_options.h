// map_options.h — the options of `noisescope sample`, `noisescope render` and
// the explorer's own command line, in one table, and how they layer.
//
// Every command reads its words the same way (readOptions): each word must
// be an option the command knows, "--name value" or "--name=value"; an
// unknown name is a one-line UsageError that suggests the closest known
// option ("unknown option '--persistance' for render (did you mean
// --persistence?)"). Settings are layered the same way everywhere:
//
//   defaults (params.h, bands.h)  ->  the base (--preset; render's --from;
//   the explorer's remembered state)  ->  every other option, in order,
//   whatever its place among the words.
//
// The shared options (mapOptions) change a MapSettings: the noise
// parameters, the band thresholds, the view shown (--view), and the framing
// (--center, --zoom), which becomes a view once the map's size is known
// (framedCamera). Which command takes which is part of the table: `sample`
// reads points in lattice units, so it takes no framing and no --view;
// `explain` takes the noise options alone.
//
// Values are checked as they are applied (ranges from params.h, camera.h,
// bands.h), with messages that name the option and the allowed range.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "noisescope/fill/camera.h"
#include "io/preset.h"
#include "words/words.h"

namespace noisescope::options {

enum class Command : std::uint8_t { Sample, Render, Explorer, Explain, Scatter, Chunks, Code };

// "sample", "render", "the explorer": how errors name the command.
std::string_view commandName(Command command);

// A word a command understands, for reading and for --help.
struct Option {
  std::string name;       // "--octaves"
  std::string valueName;  // "N"; empty for a flag, which takes no value
  std::string help;       // wrapped by helpLines; "\n" starts a new line
};

// What the shared options set.
struct MapSettings {
  io::Preset preset;                // params, thresholds, display, view
  std::optional<double> centreX;    // --center X,Y, map widths
  std::optional<double> centreY;
  std::optional<double> zoom;       // --zoom, [kZoomMin, kZoomMax]
  bool noiseGiven = false;          // --noise was given (render checks it against --view)
  bool viewGiven = false;           // --view was given (else a kind's view follows --noise)
  bool biomeCutsGiven = false;      // --biome-cuts was given (else h follows the thresholds)
};

// One option as given: its name and value, views of the words read
// (empty for a flag).
struct GivenOption {
  std::string_view name;
  std::string_view value;
};

// The shared options `command` takes, in help order.
std::vector<Option> mapOptions(Command command);

// Reads words against the shared options of `command` plus its `own`
// options. Throws UsageError: a word that is not an option, an unknown
// name, a missing value, a value given to a flag. With `positional`, the
// words that are not options (a lone "-1.5", everything after "--") are
// collected there instead of refused.
std::vector<GivenOption> readOptions(std::span<const std::string_view> words, Command command,
                                     std::span<const Option> own,
                                     std::vector<std::string_view>* positional = nullptr);

// The value of option `name` when given, nullopt when not; given twice is
// a UsageError (a base is chosen once).
std::optional<std::string_view> onceValue(std::span<const GivenOption> given, std::string_view name);

// Applies every shared option of `given` to settings, in order (the layer
// over the base); the command's own options are left for it. Throws
// UsageError on a bad value.
void applyMapOptions(std::span<const GivenOption> given, Command command, MapSettings& settings);

// The view of a width x height map: the preset's (or the default view),
// with the framing options over it.
Camera framedCamera(const MapSettings& settings, int width, int height);

// Every --help keeps its lines within this many columns (tests/cli's
// help-width check runs each command's --help).
inline constexpr std::size_t kHelpWidth = 100;

// Help lines: "  --name VALUE" in a 29-character column, then the help,
// each of its lines wrapped to kHelpWidth at spaces.
std::string helpLines(std::span<const Option> options);

}  // namespace noisescope::options
