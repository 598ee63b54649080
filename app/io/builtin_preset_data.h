// builtin_preset_data.h — the text of presets/*.json, compiled into the
// binary. The definition is generated at build time by
// presets/embed_presets.cmake; preset.h parses it (builtinPresets()).
#pragma once

#include <span>
#include <string_view>

namespace noisescope::io {

struct EmbeddedPresetText {
  std::string_view id;    // file name without ".json"
  std::string_view json;  // the file's text
};

// In file-name order.
std::span<const EmbeddedPresetText> embeddedPresetTexts();

// The text of lessons/*.json (lesson.h), the same way, in file-name order.
std::span<const EmbeddedPresetText> embeddedLessonTexts();

}  // namespace noisescope::io
