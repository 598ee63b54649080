// shader_sources.h — the GLSL of shaders/, embedded at build time, and where
// the source tree keeps it (for reloading while editing a shader).
#pragma once

#include <string>
#include <string_view>

namespace noisescope::gui {

struct ShaderSources {
  std::string vertex;    // shaders/fullscreen.vert
  std::string fragment;  // shaders/colourise.frag
  std::string reliefVertex;    // shaders/relief.vert (the 3D panel)
  std::string reliefFragment;  // shaders/relief.frag
};

// The shaders as they were when the binary was built.
ShaderSources embeddedShaders();

// The folder F5 reloads from: $NOISESCOPE_SHADER_DIR when set, else the
// shaders/ of the source tree the binary was built from.
std::string shaderDir();

// Reads every shader from shaderDir(). Returns false, with a one-line reason
// in error, when a file cannot be read.
bool readShaderFiles(ShaderSources& out, std::string& error);

}  // namespace noisescope::gui
