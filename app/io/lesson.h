// lesson.h — a teaching lesson: settings, a paragraph, and a panel to look at.
//
// A lesson file (lessons/*.json, compiled into the binary; any file with
// --lesson FILE) is a small, versioned JSON object:
//
//   { "noisescope_lesson": 1, "title": "The cubic fade",
//     "text": "One paragraph: what to see and why.",
//     "panel": "fade",            // none|explain|fade|cross|histogram|lattice|spectrum
//     "octave": 0,                // the octave the teaching panels explain
//     "pin": [0.5, 0.3],          // optional: a pinned map point (map widths)
//     "settings": { "noisescope_preset": 1, ... } }   // a preset (preset.h)
//
// Reading is as strict as a preset's: the version is required and a newer
// one refused, unknown and missing fields are errors, the settings are read
// by presetFromJson (so their ranges are checked the same way), title and
// text must be non-empty (title up to 80 bytes, text up to 2000). Anything
// wrong throws PresetError with one line naming the source.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "io/preset.h"

namespace noisescope::io {

inline constexpr int kLessonVersion = 1;

// Which teaching panel a lesson opens (app/gui/panels/).
enum class LessonPanel { None, Explain, Fade, Cross, Histogram, Lattice, Spectrum };

std::string_view lessonPanelName(LessonPanel panel);

struct Lesson {
  std::string id;            // built-in: the file name without ".json"; a file: its path
  std::string title;         // one line
  std::string text;          // one paragraph
  LessonPanel panel = LessonPanel::None;
  int octave = 0;            // [0, settings.params.octaves - 1]
  bool hasPin = false;
  double pinX = 0.0, pinY = 0.0;  // map widths, finite
  Preset settings{};
};

// Parses text; sourceName names it in errors. Throws PresetError.
Lesson lessonFromJson(std::string_view text, std::string_view sourceName);

// The lesson as a lesson file's text, which lessonFromJson reads back to the
// same lesson (its id aside). Title and text are held to the reader's limits
// (1 to 80 and 1 to 2000 bytes), the octave to the settings' octaves; a
// lesson outside them throws PresetError naming the field.
std::string lessonToJson(const Lesson& lesson);

// Writes lessonToJson(lesson) to path atomically; an existing file only with
// overwrite (atomic_file.h). Throws PresetError or IoError.
void saveLessonFile(const std::string& path, const Lesson& lesson, bool overwrite);

// The lessons shipped in the binary, in file-name order (the order to teach in).
std::span<const Lesson> builtinLessons();

// The file WORD when it exists, else the built-in lesson with that id, or
// whose number it is ("3" or "03" is 03-cubic-fade). Neither: IoError
// naming WORD and listing the built-in ids.
Lesson loadLessonFileOrBuiltin(const std::string& pathOrId);

}  // namespace noisescope::io
