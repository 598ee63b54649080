#include "view_renderer.h"

#include <cstdio>

#include "core/colour.h"
#include "shader_program.h"

namespace noisescope::gui {

namespace {

constexpr ColourMode kBandModes[kBandViewCount] = {ColourMode::Grey, ColourMode::LandWater, ColourMode::Bands};

constexpr std::size_t kMaxTableColours = 16;
static_assert(kTerrainRamp.size() <= kMaxTableColours && kBandColours.size() <= kMaxTableColours &&
              kLandWaterColours.size() <= kMaxTableColours);

void setColours(GLint location, const Rgb8* colours, int count) {
  float rgb[3 * kMaxTableColours];
  for (int i = 0; i < count; ++i) {
    rgb[3 * i + 0] = colours[i].r;
    rgb[3 * i + 1] = colours[i].g;
    rgb[3 * i + 2] = colours[i].b;
  }
  glUniform3fv(location, count, rgb);
}

void setNearest(GLenum wrap) {
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, static_cast<GLint>(wrap));
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, static_cast<GLint>(wrap));
}

// The fragment shader with core's table sizes defined after its #version
// line (RAMP_STOPS, BAND_COLOURS, LAND_WATER_COLOURS), so its uniform arrays
// are as long as the tables uploaded into them; #line keeps the driver's
// line numbers those of the file.
std::string withTableSizes(const std::string& fragment) {
  const std::size_t lineEnd = fragment.find('\n');
  if (lineEnd == std::string::npos) return fragment;  // no #version line: let the compiler say so
  return fragment.substr(0, lineEnd + 1) + "#define RAMP_STOPS " + std::to_string(kTerrainRamp.size()) +
         "\n#define BAND_COLOURS " + std::to_string(kBandColours.size()) + "\n#define LAND_WATER_COLOURS " +
         std::to_string(kLandWaterColours.size()) + "\n#line 2\n" + fragment.substr(lineEnd + 1);
}

}  // namespace

bool ViewRenderer::init(const ShaderSources& sources, std::string& error) {
  emptyVertices_ = GlVertexArray::create();
  return replaceProgram(sources, error);
}

bool ViewRenderer::replaceProgram(const ShaderSources& sources, std::string& error) {
  GlProgram next = buildProgram(sources.vertex, withTableSizes(sources.fragment), error);
  if (!next) return false;
  program_ = std::move(next);
  setTableUniforms();
  return true;
}

void ViewRenderer::setTableUniforms() {
  const GLuint p = program_.id();
  glUseProgram(p);
  glUniform1i(glGetUniformLocation(p, "field"), 0);
  Rgb8 ramp[kTerrainRamp.size()];
  for (std::size_t i = 0; i < kTerrainRamp.size(); ++i) ramp[i] = kTerrainRamp[i].colour;
  rampPositionLocation_ = glGetUniformLocation(p, "rampPosition");  // set per pass: they follow the thresholds
  setColours(glGetUniformLocation(p, "rampColour"), ramp, static_cast<int>(kTerrainRamp.size()));
  setColours(glGetUniformLocation(p, "bandColours"), kBandColours.data(), static_cast<int>(kBandColours.size()));
  setColours(glGetUniformLocation(p, "landWaterColours"), kLandWaterColours.data(),
             static_cast<int>(kLandWaterColours.size()));
  setColours(glGetUniformLocation(p, "outOfRangeColour"), &kOutOfRangeColour, 1);
  modeLocation_ = glGetUniformLocation(p, "mode");
  t1Location_ = glGetUniformLocation(p, "t1");
  t2Location_ = glGetUniformLocation(p, "t2");
  t3Location_ = glGetUniformLocation(p, "t3");
  stretchedLocation_ = glGetUniformLocation(p, "stretched");
  stretchMinLocation_ = glGetUniformLocation(p, "stretchMin");
  stretchScaleLocation_ = glGetUniformLocation(p, "stretchScale");
  glUseProgram(0);
}

void ViewRenderer::upload(FieldTexture& target, const FieldBuffer& field) {
  const int w = field.spec.width, h = field.spec.height;
  ++uploads_;
  if (!target.texture) target.texture = GlTexture::create();
  glBindTexture(GL_TEXTURE_2D, target.texture.id());
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  if (target.width != w || target.height != h) {
    glTexImage2D(GL_TEXTURE_2D, 0, GL_R32F, w, h, 0, GL_RED, GL_FLOAT, field.values.data());
    setNearest(GL_CLAMP_TO_EDGE);
    target.width = w;
    target.height = h;
  } else {
    glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, w, h, GL_RED, GL_FLOAT, field.values.data());
  }
}

Stretch ViewRenderer::stretchFor(bool on, float min, float max) {
  if (!on || !(max > min)) return {};  // a flat field has nothing to stretch
  return Stretch{true, min, 1.0f / (max - min)};
}

void ViewRenderer::paint(ColourTarget& target, const FieldTexture& field, ColourMode mode, const Thresholds& t,
                         Stretch s) {
  if (!target.texture || target.width != field.width || target.height != field.height) {
    target.texture = GlTexture::create();
    glBindTexture(GL_TEXTURE_2D, target.texture.id());
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, field.width, field.height, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    // Outside the image (an old image shifted during a drag) shows dark, not smeared edges.
    setNearest(GL_CLAMP_TO_BORDER);
    const float border[4] = {0.16f, 0.16f, 0.18f, 1.0f};
    glTexParameterfv(GL_TEXTURE_2D, GL_TEXTURE_BORDER_COLOR, border);
    if (!target.framebuffer) target.framebuffer = GlFramebuffer::create();
    glBindFramebuffer(GL_FRAMEBUFFER, target.framebuffer.id());
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, target.texture.id(), 0);
    const GLenum status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
    if (status != GL_FRAMEBUFFER_COMPLETE) {
      char text[160];
      std::snprintf(text, sizeof text,
                    "cannot colour a %dx%d map: its framebuffer is incomplete (status 0x%04X)", field.width,
                    field.height, status);
      error_ = text;
      glBindFramebuffer(GL_FRAMEBUFFER, 0);
      target = ColourTarget{};  // no image; tried again on the next paint
      return;
    }
    target.width = field.width;
    target.height = field.height;
  }
  ++colourPasses_;
  glBindFramebuffer(GL_FRAMEBUFFER, target.framebuffer.id());
  glViewport(0, 0, target.width, target.height);
  glDisable(GL_BLEND);
  glDisable(GL_SCISSOR_TEST);
  glUseProgram(program_.id());
  glUniform1i(modeLocation_, static_cast<int>(mode));
  glUniform1f(t1Location_, t.t1);
  glUniform1f(t2Location_, t.t2);
  glUniform1f(t3Location_, t.t3);
  const std::array<RampStop, kTerrainRamp.size()> ramp = terrainRamp(t);
  float positions[kTerrainRamp.size()];
  for (std::size_t i = 0; i < ramp.size(); ++i) positions[i] = ramp[i].position;
  glUniform1fv(rampPositionLocation_, static_cast<GLsizei>(ramp.size()), positions);
  glUniform1i(stretchedLocation_, s.on ? 1 : 0);
  glUniform1f(stretchMinLocation_, s.min);
  glUniform1f(stretchScaleLocation_, s.scale);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, field.texture.id());
  glBindVertexArray(emptyVertices_.id());
  glDrawArrays(GL_TRIANGLES, 0, 3);
}

void ViewRenderer::paintImage(MapImage& image, ColourTarget& target, const FieldTexture& field,
                              const FieldBuffer& source, int octave, ColourMode mode, const Thresholds& t,
                              Stretch s) {
  paint(target, field, mode, t, s);
  image.texture = target.texture.id();
  image.width = target.width;
  image.height = target.height;
  image.params = source.params;
  image.view = source.spec.view;
  image.octave = octave;
  image.mode = mode;
  image.thresholds = t;
  image.stretched = s.on;
  image.stretchMin = s.min;
  image.stretchScale = s.scale;
}

bool ViewRenderer::mapColoursMatch(const AppState& state) const {
  const MapImage& v = state.images.value;
  return v.mode == state.mapColour && v.stretched == stretchFor(state.stretchMaps, valueMin_, valueMax_).on &&
         (!coloursFollowThresholds(v.mode) || v.thresholds == state.thresholds);
}

void ViewRenderer::paintMaps(AppState& state) {
  const Thresholds& t = state.thresholds;
  const Stretch v = stretchFor(state.stretchMaps, valueMin_, valueMax_);
  const Stretch g = stretchFor(state.stretchMaps, gradientMin_, gradientMax_);
  paintImage(state.images.value, valueColour_, valueField_, valueSource_, kWholeFbm, state.mapColour, t, v);
  paintImage(state.images.gradient, gradientColour_, gradientField_, gradientSource_, kWholeFbm, state.mapColour, t, g);
}

void ViewRenderer::show(const FieldResult& result, AppState& state) {
  if (!result.error.empty()) return;
  ViewImages& images = state.images;
  const Thresholds& t = state.thresholds;
  upload(valueField_, result.value);
  upload(gradientField_, result.gradient);
  valueSource_.params = result.value.params, valueSource_.spec = result.value.spec;
  gradientSource_.params = result.gradient.params, gradientSource_.spec = result.gradient.spec;
  valueMin_ = result.valueStats.min, valueMax_ = result.valueStats.max;
  gradientMin_ = result.gradientStats.min, gradientMax_ = result.gradientStats.max;
  paintMaps(state);
  images.octaveCount = result.octaveCount;
  for (std::size_t o = 0; o < static_cast<std::size_t>(result.octaveCount); ++o) {
    upload(octaveFields_[o], result.octaves[o]);
    paintImage(images.octaves[o], octaveColours_[o], octaveFields_[o], result.octaves[o], static_cast<int>(o),
               ColourMode::Grey, t);
  }
  if (result.band.valid && result.request.sizes.bandWidth > 0) {
    upload(bandField_, result.band);
    for (std::size_t b = 0; b < kBandViewCount; ++b)
      paintImage(images.bands[b], bandColours_[b], bandField_, result.band, kWholeFbm, kBandModes[b], t);
  }
  bandSource_.params = result.band.params, bandSource_.spec = result.band.spec;
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  glUseProgram(0);
}

bool ViewRenderer::recolour(AppState& state) {
  ViewImages& images = state.images;
  const Thresholds& t = state.thresholds;
  bool painted = false;
  if (images.value.texture != 0 && !mapColoursMatch(state)) {
    paintMaps(state);
    painted = true;
  }
  if (images.bands[0].texture != 0 && !(images.bands[0].thresholds == t)) {
    // A threshold moved: a uniform changes and the same field is painted again.
    for (std::size_t b = 0; b < kBandViewCount; ++b)
      paintImage(images.bands[b], bandColours_[b], bandField_, bandSource_, kWholeFbm, kBandModes[b], t);
    painted = true;
  }
  if (painted) {
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glUseProgram(0);
  }
  return painted;
}

}  // namespace noisescope::gui
