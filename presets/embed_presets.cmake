# Writes a C++ source holding the text of every presets/*.json, so the
# binary lists its built-in presets without an install path.
#   cmake -DPRESET_DIR=<presets> -DOUTPUT=<file.cpp> -P embed_presets.cmake
# With -DFUNCTION=embeddedLessonTexts and PRESET_DIR=<lessons> it embeds the
# lessons the same way (app/io/lesson.h).
if(NOT DEFINED FUNCTION)
  set(FUNCTION embeddedPresetTexts)
endif()
file(GLOB preset_files "${PRESET_DIR}/*.json")
list(SORT preset_files)
set(entries "")
foreach(preset_file IN LISTS preset_files)
  get_filename_component(id "${preset_file}" NAME_WE)
  file(READ "${preset_file}" text)
  string(FIND "${text}" ")nspreset\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${preset_file} contains the raw-string delimiter )nspreset\"")
  endif()
  string(APPEND entries "    {\"${id}\", R\"nspreset(${text})nspreset\"},\n")
endforeach()
set(source "// Generated from presets/*.json by presets/embed_presets.cmake; do not edit.
#include \"io/builtin_preset_data.h\"

#include <array>

namespace noisescope::io {

namespace {
constexpr EmbeddedPresetText kPresets[] = {
${entries}};
}  // namespace

std::span<const EmbeddedPresetText> ${FUNCTION}() { return kPresets; }

}  // namespace noisescope::io
")
# Rewrite only on change, so an unchanged preset set does not rebuild.
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
endif()
if(NOT "${old}" STREQUAL "${source}")
  file(WRITE "${OUTPUT}" "${source}")
endif()
