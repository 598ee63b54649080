// shader_program.h — compiling and linking GLSL, with the info log on failure.
#pragma once

#include <string>
#include <string_view>

#include "gl_objects.h"

namespace noisescope::gui {

// A linked program, or an empty one with `error` holding which stage failed
// and the driver's info log. Needs a current GL context.
GlProgram buildProgram(std::string_view vertex, std::string_view fragment, std::string& error);

// Empty when no GL error is pending, else "GL error 0x0502 after <where>"
// (every pending error is read, so the next check starts clean).
std::string glErrorText(const char* where);

}  // namespace noisescope::gui
