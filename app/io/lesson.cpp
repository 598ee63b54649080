#include "lesson.h"

#include <sys/stat.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <nlohmann/json.hpp>
#include <vector>

#include "io/atomic_file.h"
#include "io/builtin_preset_data.h"

namespace noisescope::io {

namespace {

using Json = nlohmann::json;

constexpr LessonPanel kPanels[] = {LessonPanel::None, LessonPanel::Explain, LessonPanel::Fade,
                                   LessonPanel::Cross, LessonPanel::Histogram, LessonPanel::Lattice};
constexpr const char* kFields[] = {"noisescope_lesson", "title", "text", "panel", "octave", "pin", "settings"};
constexpr std::size_t kMaxTitle = 80, kMaxText = 2000;

[[noreturn]] void fail(std::string_view source, const std::string& what) {
  throw PresetError(std::string(source) + ": " + what);
}

const Json& field(std::string_view source, const Json& j, const char* name) {
  const auto it = j.find(name);
  if (it == j.end()) fail(source, std::string("missing field \"") + name + "\"");
  return *it;
}

std::string text(std::string_view source, const Json& j, const char* name, std::size_t maxBytes) {
  const Json& v = field(source, j, name);
  if (!v.is_string() || v.get_ref<const std::string&>().empty() || v.get_ref<const std::string&>().size() > maxBytes)
    fail(source, std::string(name) + " must be text of 1 to " + std::to_string(maxBytes) + " bytes");
  return v.get<std::string>();
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
  }
  return "none";
}

Lesson lessonFromJson(std::string_view textIn, std::string_view source) {
  const Json j = Json::parse(textIn.begin(), textIn.end(), nullptr, false);
  if (j.is_discarded() || !j.is_object()) fail(source, "not a JSON object");
  for (const auto& [key, value] : j.items()) {
    bool known = false;
    for (const char* f : kFields) known |= key == f;
    if (!known) fail(source, "unknown field \"" + key.substr(0, 40) + "\"");
  }
  const Json& version = field(source, j, "noisescope_lesson");
  if (!version.is_number_integer() || version.get<long long>() < 1 || version.get<long long>() > kLessonVersion)
    fail(source, "noisescope_lesson must be 1 (this program reads lesson version 1)");
  Lesson lesson;
  lesson.id = std::string(source);
  lesson.title = text(source, j, "title", kMaxTitle);
  lesson.text = text(source, j, "text", kMaxText);
  const Json& settings = field(source, j, "settings");
  if (!settings.is_object()) fail(source, "settings must be a preset object");
  lesson.settings = presetFromJson(settings.dump(2), std::string(source) + " settings");
  const std::string panel = text(source, j, "panel", 16);
  bool found = false;
  for (LessonPanel p : kPanels) {
    if (lessonPanelName(p) != panel) continue;
    lesson.panel = p;
    found = true;
  }
  if (!found) fail(source, "panel must be none, explain, fade, cross, histogram or lattice, got \"" + panel + "\"");
  if (const auto it = j.find("octave"); it != j.end()) {
    if (!it->is_number_integer() || it->get<long long>() < 0 ||
        it->get<long long>() >= lesson.settings.params.octaves)
      fail(source, "octave must be a whole number below the settings' octaves");
    lesson.octave = it->get<int>();
  }
  if (const auto it = j.find("pin"); it != j.end()) {
    if (!it->is_array() || it->size() != 2 || !(*it)[0].is_number() || !(*it)[1].is_number() ||
        !std::isfinite((*it)[0].get<double>()) || !std::isfinite((*it)[1].get<double>()))
      fail(source, "pin must be two finite numbers [x, y] in map widths");
    lesson.hasPin = true;
    lesson.pinX = (*it)[0].get<double>();
    lesson.pinY = (*it)[1].get<double>();
  }
  return lesson;
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
  struct stat st {};
  if (::stat(pathOrId.c_str(), &st) != 0 && pathOrId.find('/') == std::string::npos) {
    for (const Lesson& l : builtinLessons())
      if (l.id == pathOrId) return l;
    std::string ids;
    for (const Lesson& l : builtinLessons()) ids += (ids.empty() ? "" : ", ") + l.id;
    throw IoError("cannot read " + quotedPath(pathOrId) + ": no such file, nor a built-in lesson (" + ids + ")");
  }
  std::FILE* file = std::fopen(pathOrId.c_str(), "rb");
  if (file == nullptr) throw IoError("cannot read " + quotedPath(pathOrId) + ": " + std::strerror(errno));
  std::string content(kMaxPresetBytes + 1, '\0');
  const std::size_t n = std::fread(content.data(), 1, content.size(), file);
  const int error = std::ferror(file) ? errno : 0;
  std::fclose(file);
  if (error != 0) throw IoError("cannot read " + quotedPath(pathOrId) + ": " + std::strerror(error));
  if (n > kMaxPresetBytes) throw PresetError(pathOrId + ": larger than 1 MiB");
  content.resize(n);
  return lessonFromJson(content, pathOrId);
}

}  // namespace noisescope::io
