#include "mesh_renderer.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>

#include "noisescope/output/colour.h"
#include "noisescope/output/relief.h"
#include "shader_program.h"
#include "ui_scale.h"

namespace noisescope::gui {

namespace {

constexpr float kAmbient = 0.35f;           // the light every slope gets, so shadowed sides keep their colour
constexpr float kWaterOpacity = 0.55f;
constexpr float kEyeDistance = 4.0f;        // map widths from the target; beyond any mesh (z <= 1 per unit of value)
constexpr float kNear = 0.05f, kFar = 8.0f;
constexpr float kBackground[4] = {0.10f, 0.10f, 0.13f, 1.0f};
constexpr std::uint32_t kRestart = 0xFFFFFFFFu;  // ends a row's triangle strip
constexpr float kMeshMarkPixels = 3.0f;          // a scatter mark's side at 100% UI scale
constexpr float kMarkLift = 0.004f;  // map widths above its elevation: clear of the triangles around it

float radians(float degrees) { return degrees * std::numbers::pi_v<float> / 180.0f; }

struct Vec3 {
  float x, y, z;
};
float dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

// World to clip space, row-major (uploaded transposed): a parallel
// projection from the camera, which sits kEyeDistance from `target` in the
// direction (yaw, pitch). right x up = back, so the picture is not mirrored.
std::array<float, 16> viewProjection(const ReliefCamera& c, float aspect, Vec3 target) {
  const float yaw = radians(c.yaw), pitch = radians(c.pitch);
  const Vec3 back{std::cos(pitch) * std::sin(yaw), -std::cos(pitch) * std::cos(yaw), std::sin(pitch)};
  const Vec3 right{std::cos(yaw), std::sin(yaw), 0.0f};
  const Vec3 up{back.y * right.z - back.z * right.y, back.z * right.x - back.x * right.z,
                back.x * right.y - back.y * right.x};
  const Vec3 eye{target.x + kEyeDistance * back.x, target.y + kEyeDistance * back.y,
                 target.z + kEyeDistance * back.z};
  const float halfWidth = 0.5f / c.zoom, halfHeight = halfWidth / aspect;
  const float depth = -2.0f / (kFar - kNear);
  return {right.x / halfWidth, right.y / halfWidth, right.z / halfWidth, -dot(right, eye) / halfWidth,
          up.x / halfHeight,   up.y / halfHeight,   up.z / halfHeight,   -dot(up, eye) / halfHeight,
          depth * back.x,      depth * back.y,      depth * back.z,
          -depth * dot(back, eye) - (kFar + kNear) / (kFar - kNear),
          0.0f,                0.0f,                0.0f,                1.0f};
}

// Towards the light, in this panel's frame (z up, y north) from core's (y up, z south).
Vec3 lightTowards(const Light& light) {
  const noisescope::Vec3 l = lightDirection(light);
  return {l.x, -l.z, l.y};
}

void setTexture(GLint filter, int width, int height, GLint format, GLenum layout, GLenum type, const void* data,
                bool resize) {
  if (resize) {
    glTexImage2D(GL_TEXTURE_2D, 0, format, width, height, 0, layout, type, data);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, filter);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, filter);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  } else {
    glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, width, height, layout, type, data);
  }
}

// glBufferData when the size changes, else the store is reused.
void fillBuffer(GLuint buffer, const void* data, std::size_t bytes, bool resize) {
  glBindBuffer(GL_ARRAY_BUFFER, buffer);
  if (resize)
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(bytes), data, GL_STATIC_DRAW);
  else
    glBufferSubData(GL_ARRAY_BUFFER, 0, static_cast<GLsizeiptr>(bytes), data);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
}

// Points vertex array `array` at relief.vert's two attributes: 0 three
// floats a vertex from `places`, 1 an RGBA8 colour from `paint`.
void bindReliefAttributes(GLuint array, GLuint places, GLuint paint) {
  glBindVertexArray(array);
  glBindBuffer(GL_ARRAY_BUFFER, places);
  glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, 3 * sizeof(float), nullptr);
  glEnableVertexAttribArray(0);
  glBindBuffer(GL_ARRAY_BUFFER, paint);
  glVertexAttribPointer(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, 4, nullptr);
  glEnableVertexAttribArray(1);
  glBindVertexArray(0);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
}

}  // namespace

bool MeshRenderer::init(const ShaderSources& sources, std::string& error) {
  vertices_ = GlVertexArray::create();
  indices_ = GlBuffer::create();
  surface_ = GlBuffer::create();
  paint_ = GlBuffer::create();
  bindReliefAttributes(vertices_.id(), surface_.id(), paint_.id());
  marks_ = GlVertexArray::create();
  markPlaces_ = GlBuffer::create();
  markPaint_ = GlBuffer::create();
  bindReliefAttributes(marks_.id(), markPlaces_.id(), markPaint_.id());
  return replaceProgram(sources, error);
}

bool MeshRenderer::replaceProgram(const ShaderSources& sources, std::string& error) {
  GlProgram next = buildProgram(sources.reliefVertex, sources.reliefFragment, error);
  if (!next) {
    error = "3D panel: " + error;
    return false;
  }
  program_ = std::move(next);
  glUseProgram(program_.id());
  glUniform1i(glGetUniformLocation(program_.id(), "height"), 0);
  glUseProgram(0);
  hasLook_ = false;  // draw again with the new program
  return true;
}

bool MeshRenderer::update(const FieldResult& shown, AppState& state) {
  const FieldBuffer& mesh = shown.mesh;
  if (!mesh.valid || !shown.error.empty()) return false;
  bool changed = false;
  if (shown.iteration != fieldIteration_ &&
      !(mesh.params == source_.params && mesh.spec == source_.spec && gridWidth_ == mesh.spec.width)) {
    uploadHeights(mesh);
    state.relief.uploads += 1;
    changed = true;
  }
  fieldIteration_ = shown.iteration;
  state.relief.sharedField = shown.meshShared;
  const FieldBuffer* moisture = nullptr;
  if (colourInputCount(state.relief.colour) > 1) {
    moisture = &shown.meshMoisture;
    // Asked for with the colouring: until it comes, the last colours stay.
    if (!moisture->valid || moisture->params != mesh.params || moisture->spec.width != mesh.spec.width ||
        moisture->spec.height != mesh.spec.height || !(moisture->spec.camera == mesh.spec.camera))
      return changed;
  }
  if (changed || !coloursMatch(state) || (moisture != nullptr && !(moisture->params == colouredMoisture_))) {
    colour(mesh, moisture, state);
    changed = true;
  }
  return changed;
}

// The colours as they are: the mode, and what it reads among the thresholds and the biome table.
bool MeshRenderer::coloursMatch(const AppState& state) const {
  const ColourMode mode = state.relief.colour;
  if (mode != colouredMode_) return false;
  if (coloursFollowThresholds(mode) && !(state.thresholds == coloured_.thresholds)) return false;
  return !coloursFollowBiomeCuts(mode) ||
         (state.biomeCuts == coloured_.biomeCuts && state.biomeColours == coloured_.biomeColours);
}

void MeshRenderer::uploadHeights(const FieldBuffer& mesh) {
  const int w = mesh.spec.width, h = mesh.spec.height;
  const bool resize = w != gridWidth_ || h != gridHeight_;
  if (!heights_) heights_ = GlTexture::create();
  glBindTexture(GL_TEXTURE_2D, heights_.id());
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  setTexture(GL_NEAREST, w, h, GL_R32F, GL_RED, GL_FLOAT, mesh.values.data(), resize);
  // Value and slopes per vertex: central differences, one-sided at the edges;
  // a step of one vertex is 1 / w map widths.
  surfaceValues_.resize(mesh.values.size() * 3);
  const auto at = [&](int i, int j) { return mesh.values[static_cast<std::size_t>(j) * w + i]; };
  for (int j = 0; j < h; ++j) {
    const int up = std::max(j - 1, 0), down = std::min(j + 1, h - 1);
    for (int i = 0; i < w; ++i) {
      const int left = std::max(i - 1, 0), right = std::min(i + 1, w - 1);
      float* v = &surfaceValues_[(static_cast<std::size_t>(j) * w + i) * 3];
      v[0] = at(i, j);
      v[1] = (at(right, j) - at(left, j)) * static_cast<float>(w) / static_cast<float>(right - left);
      v[2] = (at(i, down) - at(i, up)) * static_cast<float>(w) / static_cast<float>(down - up);
    }
  }
  fillBuffer(surface_.id(), surfaceValues_.data(), surfaceValues_.size() * sizeof(float), resize);
  gridWidth_ = w, gridHeight_ = h;
  source_.params = mesh.params, source_.spec = mesh.spec;
}

void MeshRenderer::colour(const FieldBuffer& mesh, const FieldBuffer* moisture, const AppState& state) {
  const int w = mesh.spec.width, h = mesh.spec.height;
  rgba_.resize(mesh.values.size() * 4);
  const ColourSettings settings{state.thresholds, state.biomeCuts, state.biomeColours};
  ColourInputs in{{mesh.values}, w, h};
  if (moisture != nullptr) in.fields[1] = moisture->values;
  colouriseMap(in, state.relief.colour, settings, 0, h, rgba_);
  fillBuffer(paint_.id(), rgba_.data(), rgba_.size(), w != colouredWidth_ || h != colouredHeight_);
  colouredWidth_ = w, colouredHeight_ = h;
  colouredMode_ = state.relief.colour;
  coloured_ = settings;
  colouredMoisture_ = moisture != nullptr ? moisture->params : NoiseParams{};
  ++colourIteration_;
}

MeshRenderer::Look MeshRenderer::lookOf(const AppState& state, std::uint64_t field, std::uint64_t colours,
                                        std::uint64_t marks) {
  const ReliefState& r = state.relief;
  return Look{r.camera,
              static_cast<float>(state.heightScale),
              state.light,
              r.water,
              r.imageWidth,
              r.imageHeight,
              state.thresholds.t1,
              field,
              colours,
              marks};
}

MeshRenderer::MarksKey MeshRenderer::marksKeyOf(const AppState& state, int gridWidth, int gridHeight) {
  const ScatterView& v = state.scatter;
  const bool shown = v.shown && v.refusal.empty() && v.iteration != 0;
  return MarksKey{shown ? v.iteration : 0, state.camera,      gridWidth, gridHeight,
                  state.relief.noise,      state.biomeColours};
}

// The points of the map showing the 3D view's noise, at their place on the
// grid's [0, 1] x [0, 1] (as the grid's field samples the maps' view) and
// their elevation.
void MeshRenderer::uploadMarks(const AppState& state) {
  const MarksKey key = marksKeyOf(state, gridWidth_, gridHeight_);
  if (key == marksKey_) return;
  marksKey_ = key;
  ++marksIteration_;
  markCount_ = 0;
  int slot = -1;
  for (int k = 0; k < views::kMapSlots && slot < 0; ++k)
    if (state.mapKinds[static_cast<std::size_t>(k)] == key.noise) slot = k;
  if (key.points == 0 || slot < 0 || gridWidth_ < 2) return;
  std::vector<float> places;
  std::vector<std::uint8_t> paint;
  const double w = gridWidth_, h = gridHeight_, z = key.camera.zoom;
  for (const ScatterPoint& p : state.scatter.points[static_cast<std::size_t>(slot)]) {
    const double u = (p.x - key.camera.cx) * z + 0.5;
    const double v = ((p.y - key.camera.cy) * w * z + 0.5 * h) / h;
    if (!(u >= 0 && u <= 1 && v >= 0 && v <= 1)) continue;
    places.insert(places.end(),
                  {static_cast<float>(u), static_cast<float>(v), static_cast<float>(p.elevation)});
    const Rgb8 c = key.colours[static_cast<std::size_t>(p.biome)];
    paint.insert(paint.end(), {c.r, c.g, c.b, 255});
  }
  markCount_ = static_cast<int>(places.size() / 3);
  fillBuffer(markPlaces_.id(), places.data(), places.size() * sizeof(float), true);
  fillBuffer(markPaint_.id(), paint.data(), paint.size(), true);
}

bool MeshRenderer::fieldMatches(const AppState& state) const {
  const NoiseParams wanted = paramsOfKind(state.params, state.relief.noise);
  return gridWidth_ > 0 && source_.params == wanted && source_.spec.camera == state.camera &&
         source_.spec.width == state.sizes.meshWidth && source_.spec.height == state.sizes.meshHeight &&
         coloursMatch(state);
}

bool MeshRenderer::current(const AppState& state) const {
  if (!state.panels.relief3d || state.relief.imageWidth <= 0) return true;  // nothing shown, nothing to wait for
  return fieldMatches(state) && hasLook_ &&
         drawn_ == lookOf(state, fieldIteration_, colourIteration_, marksIteration_) &&
         marksKey_ == marksKeyOf(state, gridWidth_, gridHeight_) && state.relief.texture == picture_.id() &&
         picture_.id() != 0;
}

// The picture's texture and depth buffer at width x height, attached to the
// framebuffer; false (and error_) when the driver cannot draw into them.
bool MeshRenderer::prepareTarget(int width, int height) {
  if (picture_ && width == targetWidth_ && height == targetHeight_) return true;
  if (!picture_) picture_ = GlTexture::create();
  if (!depth_) depth_ = GlRenderbuffer::create();
  if (!framebuffer_) framebuffer_ = GlFramebuffer::create();
  glBindTexture(GL_TEXTURE_2D, picture_.id());
  setTexture(GL_NEAREST, width, height, GL_RGBA8, GL_RGBA, GL_UNSIGNED_BYTE, nullptr, true);
  glBindRenderbuffer(GL_RENDERBUFFER, depth_.id());
  glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT24, width, height);
  glBindRenderbuffer(GL_RENDERBUFFER, 0);
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_.id());
  glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, picture_.id(), 0);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, depth_.id());
  const GLenum status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  if (status != GL_FRAMEBUFFER_COMPLETE) {
    char text[160];
    std::snprintf(text, sizeof text, "cannot draw the 3D panel at %dx%d: its framebuffer is incomplete (status 0x%04X)",
                  width, height, status);
    error_ = text;
    targetWidth_ = targetHeight_ = 0;  // tried again on the next change
    return false;
  }
  targetWidth_ = width, targetHeight_ = height;
  return true;
}

bool MeshRenderer::render(AppState& state) {
  ReliefState& r = state.relief;
  // Colours of another grid size (the biomes' moisture still to come) would be read past their buffer's end.
  if (!state.panels.relief3d || r.imageWidth <= 0 || r.imageHeight <= 0 || gridWidth_ < 2 || gridHeight_ < 2 ||
      colouredWidth_ != gridWidth_ || colouredHeight_ != gridHeight_ || !program_)
    return false;
  uploadMarks(state);
  const Look look = lookOf(state, fieldIteration_, colourIteration_, marksIteration_);
  if (hasLook_ && look == drawn_ && r.texture == picture_.id()) return false;
  if (!prepareTarget(r.imageWidth, r.imageHeight)) {
    r.texture = 0;
    hasLook_ = false;
    return false;
  }
  draw(state);
  r.texture = picture_.id();
  r.renders += 1;
  r.marks = markCount_;
  drawn_ = look;
  hasLook_ = true;
  return true;
}

void MeshRenderer::draw(const AppState& state) {
  const ReliefState& r = state.relief;
  if (indexGridWidth_ != gridWidth_ || indexGridHeight_ != gridHeight_) {
    // One triangle strip per row of cells, (j, i) (j + 1, i) (j, i + 1) ...: the
    // cells' two triangles (j,i)(j+1,i)(j,i+1) and (j,i+1)(j+1,i)(j+1,i+1), two
    // indices per cell instead of six; made once per grid size.
    std::vector<std::uint32_t> index;
    index.reserve(static_cast<std::size_t>(gridHeight_ - 1) * (2 * gridWidth_ + 1));
    const auto w = static_cast<std::uint32_t>(gridWidth_);
    for (std::uint32_t j = 0; j + 1 < static_cast<std::uint32_t>(gridHeight_); ++j) {
      for (std::uint32_t i = 0; i < w; ++i) index.insert(index.end(), {j * w + i, (j + 1) * w + i});
      index.push_back(kRestart);
    }
    glBindVertexArray(vertices_.id());
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, indices_.id());
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(index.size() * sizeof(std::uint32_t)),
                 index.data(), GL_STATIC_DRAW);
    glBindVertexArray(0);
    indexGridWidth_ = gridWidth_, indexGridHeight_ = gridHeight_;
  }
  const GLuint p = program_.id();
  const float zScale = static_cast<float>(state.heightScale);
  const float aspect = static_cast<float>(r.imageWidth) / static_cast<float>(r.imageHeight);
  // The camera turns about the middle of the terrain's height range.
  const std::array<float, 16> matrix = viewProjection(r.camera, aspect, Vec3{0.0f, 0.0f, 0.5f * zScale});
  const Vec3 light = lightTowards(state.light);

  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_.id());
  glViewport(0, 0, r.imageWidth, r.imageHeight);
  glDisable(GL_SCISSOR_TEST);
  glDisable(GL_CULL_FACE);
  glClearColor(kBackground[0], kBackground[1], kBackground[2], kBackground[3]);
  glClearDepth(1.0);
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  glDepthMask(GL_TRUE);
  glDisable(GL_BLEND);
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);

  glUseProgram(p);
  glUniformMatrix4fv(glGetUniformLocation(p, "viewProjection"), 1, GL_TRUE, matrix.data());
  glUniform2i(glGetUniformLocation(p, "grid"), gridWidth_, gridHeight_);
  glUniform1f(glGetUniformLocation(p, "zScale"), zScale);
  glUniform1f(glGetUniformLocation(p, "waterLevel"), state.thresholds.t1);
  glUniform3f(glGetUniformLocation(p, "lightDirection"), light.x, light.y, light.z);
  glUniform1f(glGetUniformLocation(p, "ambient"), kAmbient);
  const Rgb8 water = kTerrainRamp[1].colour;
  glUniform4f(glGetUniformLocation(p, "waterColour"), water.r / 255.0f, water.g / 255.0f, water.b / 255.0f,
              kWaterOpacity);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, heights_.id());
  glBindVertexArray(vertices_.id());

  const GLint part = glGetUniformLocation(p, "part");
  glUniform1i(part, 0);
  // Seen from above (pitch >= 5 degrees) a slope facing away from the camera
  // always lies behind the surface in front of it: culled before llvmpipe
  // sets it up. The cells' triangles turn counter-clockwise seen from above.
  glEnable(GL_CULL_FACE);
  glCullFace(GL_BACK);
  glFrontFace(GL_CCW);
  glEnable(GL_PRIMITIVE_RESTART);
  glPrimitiveRestartIndex(kRestart);
  glDrawElements(GL_TRIANGLE_STRIP, (gridHeight_ - 1) * (2 * gridWidth_ + 1), GL_UNSIGNED_INT, nullptr);
  glDisable(GL_PRIMITIVE_RESTART);
  glDisable(GL_CULL_FACE);
  // Walls down to value 0 make the terrain a solid block, which hides the water plane's underside.
  if (zScale > 0.0f) {
    glUniform1i(part, 2);
    const GLint side = glGetUniformLocation(p, "side");
    for (int s = 0; s < 4; ++s) {
      glUniform1i(side, s);
      glDrawArrays(GL_TRIANGLE_STRIP, 0, 2 * (s < 2 ? gridWidth_ : gridHeight_));
    }
  }
  if (markCount_ > 0) {
    glUniform1i(part, 3);
    glUniform1f(glGetUniformLocation(p, "markLift"), kMarkLift);
    glUniform1f(glGetUniformLocation(p, "markPixels"), ui(kMeshMarkPixels));
    glEnable(GL_PROGRAM_POINT_SIZE);
    glBindVertexArray(marks_.id());
    glDrawArrays(GL_POINTS, 0, markCount_);
    glBindVertexArray(vertices_.id());
    glDisable(GL_PROGRAM_POINT_SIZE);
  }
  // Flat, the plane would lie on the terrain and fight it for every pixel.
  if (r.water && zScale > 0.0f) {
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDepthMask(GL_FALSE);
    glUniform1i(part, 1);
    glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
  }

  glBindVertexArray(0);
  glActiveTexture(GL_TEXTURE0);
  glDisable(GL_DEPTH_TEST);
  glUseProgram(0);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

}  // namespace noisescope::gui
