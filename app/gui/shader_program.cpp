#include "shader_program.h"

#include <cstdio>
#include <vector>

namespace noisescope::gui {

namespace {

std::string infoLog(GLuint id, bool program) {
  GLint length = 0;
  program ? glGetProgramiv(id, GL_INFO_LOG_LENGTH, &length) : glGetShaderiv(id, GL_INFO_LOG_LENGTH, &length);
  std::vector<char> log(static_cast<std::size_t>(length > 1 ? length : 1), '\0');
  if (program)
    glGetProgramInfoLog(id, length, nullptr, log.data());
  else
    glGetShaderInfoLog(id, length, nullptr, log.data());
  std::string text(log.data());
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  return text;
}

GlShader compile(GLenum stage, std::string_view source, const char* name, std::string& error) {
  GlShader shader = GlShader::adopt(glCreateShader(stage));
  const char* text = source.data();
  const GLint length = static_cast<GLint>(source.size());
  glShaderSource(shader.id(), 1, &text, &length);
  glCompileShader(shader.id());
  GLint ok = GL_FALSE;
  glGetShaderiv(shader.id(), GL_COMPILE_STATUS, &ok);
  if (ok != GL_TRUE) {
    error = std::string(name) + " does not compile: " + infoLog(shader.id(), false);
    return {};
  }
  return shader;
}

}  // namespace

GlProgram buildProgram(std::string_view vertex, std::string_view fragment, std::string& error) {
  const GlShader vs = compile(GL_VERTEX_SHADER, vertex, "shaders/fullscreen.vert", error);
  if (!vs) return {};
  const GlShader fs = compile(GL_FRAGMENT_SHADER, fragment, "shaders/colourise.frag", error);
  if (!fs) return {};
  GlProgram program = GlProgram::create();
  glAttachShader(program.id(), vs.id());
  glAttachShader(program.id(), fs.id());
  glLinkProgram(program.id());
  GLint ok = GL_FALSE;
  glGetProgramiv(program.id(), GL_LINK_STATUS, &ok);
  if (ok != GL_TRUE) {
    error = "shaders do not link: " + infoLog(program.id(), true);
    return {};
  }
  glDetachShader(program.id(), vs.id());
  glDetachShader(program.id(), fs.id());
  return program;
}

std::string glErrorText(const char* where) {
  std::string text;
  for (GLenum e = glGetError(); e != GL_NO_ERROR; e = glGetError()) {
    char code[64];
    std::snprintf(code, sizeof code, "%sGL error 0x%04X", text.empty() ? "" : ", ", e);
    text += code;
  }
  if (!text.empty()) text += std::string(" after ") + where;
  return text;
}

}  // namespace noisescope::gui
