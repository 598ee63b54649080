#include "lesson.h"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <nlohmann/json.hpp>
#include <vector>

#include "io/atomic_file.h"
#include "io/builtin_preset_data.h"
#include "io/json_reader.h"

namespace noisescope::io {

namespace {

constexpr LessonPanel kPanels[] = {LessonPanel::None,  LessonPanel::Explain,   LessonPanel::Fade,
                                   LessonPanel::Cross, LessonPanel::Histogram, LessonPanel::Lattice,
                                   LessonPanel::Spectrum};
constexpr const char* kFields[] = {"noisescope_lesson", "title", "text", "panel", "octave", "pin",
                                   "settings"};
constexpr std::size_t kMaxTitle = 80, kMaxText = 2000;

const Json& field(const JsonReader& r, const Json& j, const char* name) {
  const auto it = j.find(name);
  if (it == j.end()) r.fail({}, std::string("missing field \"") + name + "\"");
  return *it;
}

std::string text(const JsonReader& r, const Json& j, const char* name, std::size_t maxBytes) {
  const std::string& v = r.text({name}, field(r, j, name));
  if (v.empty() || v.size() > maxBytes)
    r.fail({name}, std::string(name) + " must be 1 to " + std::to_string(maxBytes) + " bytes of text");
  return v;
}

LessonPanel panelFrom(const JsonReader& r, const std::string& name) {
  for (LessonPanel p : kPanels)
    if (lessonPanelName(p) == name) return p;
  r.fail({"panel"},
         "panel must be none, explain, fade, cross, histogram, lattice or spectrum, got " + quotedExcerpt(name));
}

}  // namespace

std::string_view lessonPanelName(LessonPanel panel) {
  switch (panel) {
    case LessonPanel::None: return "none";
    case LessonPanel::Explain: return "explain";
    case LessonPanel::Fade: return "fade";
    case LessonPanel::Cross: return "cross";
    case LessonPanel::Histogram: return "histogram";
    case LessonPanel::Lattice: return "lattice";
    case LessonPanel::Spectrum: return "spectrum";
  }
  return "none";
}

Lesson lessonFromJson(std::string_view textIn, std::string_view source) {
  const JsonReader r(textIn, source);
  const Json j = r.parse();
  if (!j.is_object()) r.fail({}, "a lesson is a JSON object, got " + describeJson(j));
  for (const auto& [key, value] : j.items())
    if (std::find_if(std::begin(kFields), std::end(kFields), [&k = key](const char* f) { return k == f; }) ==
        std::end(kFields))
      r.rejectUnknown({}, key, kFields);
  r.wholeIn({"noisescope_lesson"}, field(r, j, "noisescope_lesson"), 1, kLessonVersion);
  Lesson lesson;
  lesson.id = r.sourceName();
  lesson.title = text(r, j, "title", kMaxTitle);
  lesson.text = text(r, j, "text", kMaxText);
  const Json& settings = field(r, j, "settings");
  if (!settings.is_object())
    r.fail({"settings"}, "settings must be a preset object, got " + describeJson(settings));
  lesson.settings = presetFromJson(settings.dump(2), r.sourceName() + " settings");
  lesson.panel = panelFrom(r, text(r, j, "panel", 16));
  if (const auto it = j.find("octave"); it != j.end())
    lesson.octave = static_cast<int>(r.wholeIn({"octave"}, *it, 0, lesson.settings.params.octaves - 1));
  if (const auto it = j.find("pin"); it != j.end()) {
    if (!it->is_array() || it->size() != 2) r.fail({"pin"}, "pin must be [x, y] in map widths");
    lesson.hasPin = true;
    lesson.pinX = r.number({"pin"}, (*it)[0]);
    lesson.pinY = r.number({"pin"}, (*it)[1]);
  }
  return lesson;
}

std::string lessonToJson(const Lesson& lesson) {
  const auto check = [](const std::string& v, const char* name, std::size_t maxBytes) {
    if (v.empty() || v.size() > maxBytes)
      throw PresetError(std::string("a lesson's ") + name + " must be 1 to " + std::to_string(maxBytes) +
                        " bytes of text, got " + std::to_string(v.size()));
  };
  check(lesson.title, "title", kMaxTitle);
  check(lesson.text, "text", kMaxText);
  if (lesson.octave < 0 || lesson.octave >= lesson.settings.params.octaves)
    throw PresetError("a lesson's octave must be in [0, " + std::to_string(lesson.settings.params.octaves - 1) +
                      "], got " + std::to_string(lesson.octave));
  Json j;
  j["noisescope_lesson"] = kLessonVersion;
  j["title"] = lesson.title;
  j["text"] = lesson.text;
  j["panel"] = std::string(lessonPanelName(lesson.panel));
  j["octave"] = lesson.octave;
  if (lesson.hasPin) j["pin"] = Json::array({lesson.pinX, lesson.pinY});
  j["settings"] = Json::parse(presetToJson(lesson.settings));
  return j.dump(2) + "\n";
}

void saveLessonFile(const std::string& path, const Lesson& lesson, bool overwrite) {
  const std::string text = lessonToJson(lesson);
  writeFileAtomically(path, std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()), overwrite);
}

std::span<const Lesson> builtinLessons() {
  static const std::vector<Lesson> lessons = [] {
    std::vector<Lesson> out;
    for (const EmbeddedPresetText& e : embeddedLessonTexts()) {
      out.push_back(lessonFromJson(e.json, "built-in lesson " + std::string(e.id)));
      out.back().id = std::string(e.id);
    }
    return out;
  }();
  return lessons;
}

Lesson loadLessonFileOrBuiltin(const std::string& pathOrId) {
  if (namesAFile(pathOrId)) return lessonFromJson(readJsonFile(pathOrId), pathOrId);
  std::vector<std::string_view> ids;
  // "18" is lesson 18-...: its number, as a teacher says it.
  const bool number = !pathOrId.empty() && pathOrId.size() <= 2 &&
                      pathOrId.find_first_not_of("0123456789") == std::string::npos;
  const std::string numbered = (pathOrId.size() == 1 ? "0" : "") + pathOrId + "-";
  for (const Lesson& l : builtinLessons()) {
    if (l.id == pathOrId || (number && l.id.starts_with(numbered))) return l;
    ids.push_back(l.id);
  }
  throwNeitherFileNorBuiltin(pathOrId, "lesson", ids);
}

}  // namespace noisescope::io
