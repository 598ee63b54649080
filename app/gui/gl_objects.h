// gl_objects.h — small owners for OpenGL names: they delete their name when
// destroyed, move, and never copy (so a name is deleted exactly once).
//
// Needs a current OpenGL 3.3 context (glad loaded) for create() and for the
// destructor of a non-empty owner.
#pragma once

#include <glad/gl.h>

#include <utility>

namespace noisescope::gui {

template <class Traits>
class GlObject {
 public:
  GlObject() = default;
  static GlObject create() { return GlObject(Traits::create()); }
  static GlObject adopt(GLuint id) { return GlObject(id); }  // takes ownership of a name made elsewhere
  ~GlObject() {
    if (id_ != 0) Traits::destroy(id_);
  }
  GlObject(GlObject&& other) noexcept : id_(std::exchange(other.id_, 0)) {}
  GlObject& operator=(GlObject&& other) noexcept {
    if (this != &other) {
      if (id_ != 0) Traits::destroy(id_);
      id_ = std::exchange(other.id_, 0);
    }
    return *this;
  }
  GlObject(const GlObject&) = delete;
  GlObject& operator=(const GlObject&) = delete;

  GLuint id() const { return id_; }
  explicit operator bool() const { return id_ != 0; }

 private:
  explicit GlObject(GLuint id) : id_(id) {}
  GLuint id_ = 0;
};

struct TextureTraits {
  static GLuint create() {
    GLuint id = 0;
    glGenTextures(1, &id);
    return id;
  }
  static void destroy(GLuint id) { glDeleteTextures(1, &id); }
};
struct FramebufferTraits {
  static GLuint create() {
    GLuint id = 0;
    glGenFramebuffers(1, &id);
    return id;
  }
  static void destroy(GLuint id) { glDeleteFramebuffers(1, &id); }
};
struct VertexArrayTraits {
  static GLuint create() {
    GLuint id = 0;
    glGenVertexArrays(1, &id);
    return id;
  }
  static void destroy(GLuint id) { glDeleteVertexArrays(1, &id); }
};
struct BufferTraits {
  static GLuint create() {
    GLuint id = 0;
    glGenBuffers(1, &id);
    return id;
  }
  static void destroy(GLuint id) { glDeleteBuffers(1, &id); }
};
struct RenderbufferTraits {
  static GLuint create() {
    GLuint id = 0;
    glGenRenderbuffers(1, &id);
    return id;
  }
  static void destroy(GLuint id) { glDeleteRenderbuffers(1, &id); }
};
struct ProgramTraits {
  static GLuint create() { return glCreateProgram(); }
  static void destroy(GLuint id) { glDeleteProgram(id); }
};

using GlTexture = GlObject<TextureTraits>;
using GlFramebuffer = GlObject<FramebufferTraits>;
using GlVertexArray = GlObject<VertexArrayTraits>;
using GlBuffer = GlObject<BufferTraits>;
using GlRenderbuffer = GlObject<RenderbufferTraits>;
using GlProgram = GlObject<ProgramTraits>;

struct ShaderTraits {  // made by glCreateShader(type), then adopt()
  static void destroy(GLuint id) { glDeleteShader(id); }
};
using GlShader = GlObject<ShaderTraits>;

}  // namespace noisescope::gui
