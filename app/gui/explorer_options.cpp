#include "explorer_options.h"

#include <cstdio>
#include <span>
#include <string>

#include "explorer.h"
#include "explorer_settings.h"
#include "io/atomic_file.h"
#include "io/lesson.h"
#include "noisescope/noise/param_table.h"
#include "words/words.h"

namespace noisescope::gui {

namespace {

// "start with a lesson (lessons/: 01-static ... 17-mistake-moisture-seed)",
// from the lessons compiled in.
std::string lessonHelp() {
  const std::span<const io::Lesson> lessons = io::builtinLessons();
  std::string help = "start with a lesson";
  if (!lessons.empty())
    help += " (lessons/: " + lessons.front().id + " ... " + lessons.back().id + ", or its number: 1 ... " +
            std::to_string(lessons.size()) + ")";
  return help;
}

const std::vector<options::Option>& explorerOwnOptions() {
  static const std::vector<options::Option> own = {
      {"--screenshot", "PATH",
       "render until every view is computed, write the window to PATH, exit;\n"
       "an existing PATH is refused unless --force"},
      {"--force", "", "--screenshot may replace an existing PATH"},
      {"--screenshot-dir", "DIR", "where F12 and the Screenshot button write (default: current folder)"},
      {"--lesson", "FILE|ID", lessonHelp()},
      {"--size", "WxH", "window size in pixels (default 1440x900)"},
      {"--fresh", "", "neither read nor write the remembered state"},
      {"--3d", "", "open the 3D panel (the elevation as a lit mesh) at start"},
      {"--maps", "LEFT,RIGHT",
       "the main maps' noise kinds, each value|gradient|simplex|worley\n"
       "(default value,gradient; with --noise K, K on the right map unless a map shows it)"},
      {"--map-views", "LEFT,RIGHT",
       "what each main map shows of its kind: noise (default), or a terrain\n"
       "view large: raw|landwater|bands|moisture|biome|warp|island|relief,\n"
       "or an erosion mask: flow|wear|deposit"},
      {"--ui-scale", "X",
       "text and controls X times as large, 0.75..3 or 75%..300% (default: the\n"
       "monitor's scale, or the last one chosen; Ctrl+= Ctrl+- Ctrl+0)"},
      {"--help", "", "this text (-h)"},
  };
  return own;
}

}  // namespace

namespace {

// Two words LEFT,RIGHT, each read into its slot by `read` (false: not one);
// a UsageError "OPTION must be two EXPECTED, got ..." otherwise.
template <typename Pair, typename Read>
Pair parseLeftRight(std::string_view option, std::string_view text, const std::string& expected, Read read) {
  const std::size_t comma = text.find(',');
  const std::string_view words[] = {
      text.substr(0, comma), comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1)};
  Pair out{};
  for (std::size_t i = 0; i < out.size(); ++i)
    if (comma == std::string_view::npos || !read(words[i], out[i]))
      throw options::UsageError(std::string(option) + " must be two " + expected + ", got " + quoted(text));
  return out;
}

}  // namespace

views::MapKinds parseMapKinds(std::string_view option, std::string_view text) {
  return parseLeftRight<views::MapKinds>(option, text,
                                         "kinds LEFT,RIGHT, each value, gradient, simplex or worley",
                                         [](std::string_view word, NoiseKind& kind) {
                                           const std::optional<NoiseKind> named = noiseKindFromName(word);
                                           if (named) kind = *named;
                                           return named.has_value();
                                         });
}

views::MapViews parseMapViews(std::string_view option, std::string_view text) {
  return parseLeftRight<views::MapViews>(option, text, "views LEFT,RIGHT, each " + views::mapViewNamesList(),
                                         views::mapViewFromName);
}

float parseUiScale(std::string_view option, std::string_view text) {
  const bool percent = !text.empty() && text.back() == '%';
  if (percent) text.remove_suffix(1);
  double value = options::parseDouble(option, text);
  if (percent) value /= 100.0;
  if (!(value >= kUiScaleMin && value <= kUiScaleMax)) {
    char range[96];
    std::snprintf(range, sizeof range, "%s must be in [%g, %g] (or %g%% to %g%%)", std::string(option).c_str(),
                  kUiScaleMin, kUiScaleMax, 100.0 * kUiScaleMin, 100.0 * kUiScaleMax);
    throw options::UsageError(range);
  }
  return static_cast<float>(value);
}

ExplorerOptions parseExplorerOptions(std::span<const std::string_view> words) {
  ExplorerOptions out;
  const std::vector<options::GivenOption> given =
      options::readOptions(words, options::Command::Explorer, explorerOwnOptions());
  for (const auto& [option, value] : given) {
    if (option == "--screenshot") {
      out.screenshotPath = value;
      if (out.screenshotPath.empty()) throw options::UsageError("--screenshot needs a file name");
    } else if (option == "--force") {
      out.force = true;
    } else if (option == "--screenshot-dir") {
      out.screenshotDir = value;
    } else if (option == "--lesson") {
      out.lesson = value;
    } else if (option == "--size") {
      std::tie(out.width, out.height) = options::parseSize(option, value, kMinWindowSide, kMaxWindowSide);
      out.sizeGiven = true;
    } else if (option == "--fresh") {
      out.fresh = true;
    } else if (option == "--3d") {
      out.relief3d = true;
    } else if (option == "--maps") {
      out.maps = parseMapKinds(option, value);
    } else if (option == "--map-views") {
      out.mapViews = parseMapViews(option, value);
    } else if (option == "--ui-scale") {
      out.uiScale = parseUiScale(option, value);
    } else if (option == "--help") {
      out.help = true;
    }
  }
  if (const auto preset = options::onceValue(given, "--preset")) out.preset = std::string(*preset);
  options::MapSettings check;
  options::applyMapOptions(given, options::Command::Explorer, check);
  out.given = given;
  return out;
}

ExplorerFiles loadExplorerFiles(const ExplorerOptions& options) {
  ExplorerFiles files;
  if (options.preset) files.preset = io::loadPresetFileOrBuiltin(*options.preset);
  // The map options over the preset (or the defaults) are held as every command holds them:
  // `--noise simplex --tile` is refused in one line, not opened untiled.
  options::MapSettings layered;
  if (files.preset) layered.preset = *files.preset;
  options::applyMapOptions(options.given, options::Command::Explorer, layered);
  if (const std::string e = paramsError(layered.preset.params); !e.empty()) throw options::UsageError(e);
  if (options.lesson) files.lesson = io::loadLessonFileOrBuiltin(*options.lesson);
  if (!options.screenshotPath.empty()) io::checkCanCreate(options.screenshotPath, options.force);
  return files;
}

std::string explorerOptionsHelp() {
  return "explorer options:\n" + options::helpLines(explorerOwnOptions()) +
         "map options (the same words as `noisescope render`):\n" +
         options::helpLines(options::mapOptions(options::Command::Explorer)) +
         "\nkeys: 1 2 3 fade, F12 screenshot, F11 present (the maps fill the window; Esc leaves),\n"
         "F5 reload shaders, Ctrl+= Ctrl+- Ctrl+0 UI scale; drag pans, wheel zooms, double-click resets\n";
}

void printExplorerHelp(std::FILE* out) {
  std::fprintf(out, "\nThe explorer window: noisescope [explorer options]\n%s", explorerOptionsHelp().c_str());
}

}  // namespace noisescope::gui
