#include "view_renderer.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <span>

#include "band_shares.h"
#include "noisescope/output/colour.h"
#include "shader_program.h"

namespace noisescope::gui {

namespace {

constexpr std::size_t kMaxTableColours = 16;
constexpr std::size_t kRamp4Stops = 4;
static_assert(kTerrainRamp.size() <= kMaxTableColours && kBandColours.size() <= kMaxTableColours &&
              kLandWaterColours.size() <= kMaxTableColours && kBiomeColours.size() <= kMaxTableColours);
static_assert(kMoistureRamp.size() == kRamp4Stops && kIslandRamp.size() <= kRamp4Stops);

std::size_t layerIndex(FieldLayer layer) { return static_cast<std::size_t>(layer); }

void setColours(GLint location, const Rgb8* colours, int count) {
  float rgb[3 * kMaxTableColours];
  for (int i = 0; i < count; ++i) {
    rgb[3 * i + 0] = colours[i].r;
    rgb[3 * i + 1] = colours[i].g;
    rgb[3 * i + 2] = colours[i].b;
  }
  glUniform3fv(location, count, rgb);
}

// The moisture or island ramp as the shader's four stops (the last repeated).
template <std::size_t N>
void setRamp4(GLint positionLocation, GLint colourLocation, const std::array<RampStop, N>& ramp) {
  float positions[kRamp4Stops];
  Rgb8 colours[kRamp4Stops];
  for (std::size_t i = 0; i < kRamp4Stops; ++i) {
    const RampStop& stop = ramp[std::min(i, N - 1)];
    positions[i] = stop.position;
    colours[i] = stop.colour;
  }
  glUniform1fv(positionLocation, static_cast<GLsizei>(kRamp4Stops), positions);
  setColours(colourLocation, colours, static_cast<int>(kRamp4Stops));
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
         std::to_string(kLandWaterColours.size()) + "\n#define RAMP4_STOPS " + std::to_string(kRamp4Stops) +
         "\n#define BIOME_COLOURS " + std::to_string(kBiomeColours.size()) + "\n#line 2\n" +
         fragment.substr(lineEnd + 1);
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
  for (std::size_t u = 0; u < kUniformNames.size(); ++u) locations_[u] = glGetUniformLocation(p, kUniformNames[u]);
  glUseProgram(p);
  glUniform1i(at(Uniform::Field), 0);
  glUniform1i(at(Uniform::Field1), 1);
  glUniform1i(at(Uniform::Field2), 2);
  setColours(at(Uniform::WarpLineColour), &kWarpLineColour, 1);
  Rgb8 ramp[kTerrainRamp.size()];
  for (std::size_t i = 0; i < kTerrainRamp.size(); ++i) ramp[i] = kTerrainRamp[i].colour;
  setColours(at(Uniform::RampColour), ramp, static_cast<int>(kTerrainRamp.size()));
  setColours(at(Uniform::BandColours), kBandColours.data(), static_cast<int>(kBandColours.size()));
  setColours(at(Uniform::LandWaterColours), kLandWaterColours.data(), static_cast<int>(kLandWaterColours.size()));
  setColours(at(Uniform::OutOfRangeColour), &kOutOfRangeColour, 1);
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

void ViewRenderer::paint(ColourTarget& target, const PaintFields& fields, ColourMode mode, const ColourSettings& c,
                         Stretch s) {
  const FieldTexture& field = *fields[0];
  const Thresholds& t = c.thresholds;
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
  glUniform1i(at(Uniform::Mode), static_cast<int>(mode));
  glUniform1f(at(Uniform::T1), t.t1);
  glUniform1f(at(Uniform::T2), t.t2);
  glUniform1f(at(Uniform::T3), t.t3);
  const std::array<RampStop, kTerrainRamp.size()> ramp = terrainRamp(t);
  float positions[kTerrainRamp.size()];
  for (std::size_t i = 0; i < ramp.size(); ++i) positions[i] = ramp[i].position;
  glUniform1fv(at(Uniform::RampPosition), static_cast<GLsizei>(ramp.size()), positions);
  glUniform1i(at(Uniform::Stretched), s.on ? 1 : 0);
  glUniform1f(at(Uniform::StretchMin), s.min);
  glUniform1f(at(Uniform::StretchScale), s.scale);
  glUniform1f(at(Uniform::H), c.biomeCuts.h);
  glUniform1f(at(Uniform::W1), c.biomeCuts.w1);
  glUniform1f(at(Uniform::W2), c.biomeCuts.w2);
  setColours(at(Uniform::BiomeColours), c.biomeColours.data(), static_cast<int>(c.biomeColours.size()));
  // As core/src/output/relief.cpp: the slope factor in double, then float; the light as lightDirection gives it.
  const Vec3 light = lightDirection(c.light);
  glUniform1f(at(Uniform::SlopeScale), static_cast<float>(c.heightScale / c.spacing));
  glUniform3f(at(Uniform::TowardsLight), light.x, light.y, light.z);
  switch (mode) {
    case ColourMode::Moisture: setRamp4(at(Uniform::Ramp4Position), at(Uniform::Ramp4Colour), kMoistureRamp); break;
    case ColourMode::Island: setRamp4(at(Uniform::Ramp4Position), at(Uniform::Ramp4Colour), kIslandRamp); break;
    case ColourMode::Grey:
    case ColourMode::Ramp:
    case ColourMode::LandWater:
    case ColourMode::Bands:
    case ColourMode::Biome:
    case ColourMode::Warp:
    case ColourMode::Relief: break;
  }
  // Every sampler gets a texture of the pass: a mode reads only its own.
  for (std::size_t unit = 0; unit < fields.size(); ++unit) {
    glActiveTexture(static_cast<GLenum>(GL_TEXTURE0 + unit));
    glBindTexture(GL_TEXTURE_2D, (fields[unit] != nullptr ? *fields[unit] : field).texture.id());
  }
  glActiveTexture(GL_TEXTURE0);
  glBindVertexArray(emptyVertices_.id());
  glDrawArrays(GL_TRIANGLES, 0, 3);
}

void ViewRenderer::paintImage(MapImage& image, ColourTarget& target, const PaintFields& fields,
                              const FieldBuffer& source, int octave, ColourMode mode, const ColourSettings& c,
                              Stretch s) {
  ColourSettings settings = c;
  // The relief's pixel spacing, as noisescope/fill/camera.h and the exporter have it: 1 / (W zoom) map widths.
  settings.spacing = 1.0 / (static_cast<double>(source.spec.width) * source.spec.camera.zoom);
  paint(target, fields, mode, settings, s);
  image.texture = target.texture.id();
  image.width = target.width;
  image.height = target.height;
  image.params = source.params;
  image.camera = source.spec.camera;
  image.octave = octave;
  image.mode = mode;
  image.thresholds = c.thresholds;
  image.biomeCuts = c.biomeCuts;
  image.biomeColours = c.biomeColours;
  image.light = c.light;
  image.heightScale = c.heightScale;
  image.stretched = s.on;
  image.stretchMin = s.min;
  image.stretchScale = s.scale;
}

// A main map's colouring: the map colour for its noise, or its terrain view's.
ColourMode ViewRenderer::mapMode(const AppState& state, std::size_t slot) const {
  return mapViews_[slot] ? views::viewInfo(*mapViews_[slot]).colouring : state.mapColour;
}

bool ViewRenderer::mapColoursMatch(const AppState& state) const {
  for (std::size_t slot = 0; slot < state.images.maps.size(); ++slot) {
    const MapImage& m = state.images.maps[slot];
    const bool stretched = !mapViews_[slot] && stretchFor(state.stretchMaps, mapMin_[slot], mapMax_[slot]).on;
    if (m.mode != mapMode(state, slot) || m.stretched != stretched || !coloursMatch(m, state)) return false;
  }
  return true;
}

ColourSettings ViewRenderer::coloursOf(const AppState& state) {
  return ColourSettings{state.thresholds, state.biomeCuts, state.biomeColours, state.light, state.heightScale};
}

void ViewRenderer::paintMaps(AppState& state) {
  const ColourSettings c = coloursOf(state);
  for (std::size_t slot = 0; slot < state.images.maps.size(); ++slot) {
    MapImage& image = state.images.maps[slot];
    image.view = mapViews_[slot];
    if (!mapViews_[slot]) {
      paintImage(image, mapColours_[slot], {&mapFields_[slot]}, mapSources_[slot], kWholeFbm, state.mapColour, c,
                 stretchFor(state.stretchMaps, mapMin_[slot], mapMax_[slot]));
      continue;
    }
    const std::span<const FieldLayer> layers = views::viewFields(views::viewInfo(*mapViews_[slot]));
    PaintFields fields{};
    for (std::size_t f = 0; f < layers.size(); ++f)
      fields[f] = layers[f] == FieldLayer::Elevation ? &mapFields_[slot] : &mapLayerFields_[slot][layerIndex(layers[f])];
    paintImage(image, mapColours_[slot], fields, mapSources_[slot], kWholeFbm, mapMode(state, slot), c);
  }
}

// Every band-row view from the band fields it reads (views::viewFields).
void ViewRenderer::paintBandRow(AppState& state) {
  ViewImages& images = state.images;
  const ColourSettings c = coloursOf(state);
  for (std::size_t b = 0; b < static_cast<std::size_t>(images.bandCount); ++b) {
    const views::ViewInfo& info = views::viewInfo(kBandRowViews[b]);
    const std::span<const FieldLayer> layers = views::viewFields(info);
    PaintFields fields{};
    for (std::size_t f = 0; f < layers.size(); ++f) fields[f] = &bandFields_[layerIndex(layers[f])];
    paintImage(images.bands[b], bandColours_[b], fields, bandSources_[layerIndex(layers[0])], kWholeFbm,
               info.colouring, c);
  }
  images.biomeShares = biomeShares(bandElevation_, bandMoisture_, c.thresholds, c.biomeCuts);
}

Stretch ViewRenderer::tileStretch(bool atAmplitude, const NoiseParams& p, int octave) {
  if (!atAmplitude) return {};
  // Below 1e-6 the tile is mid-grey to the last level anyway; the floor keeps min finite.
  const float a = static_cast<float>(std::max(std::pow(clampParams(p).persistence, octave), 1e-6));
  return Stretch{true, 0.5f - 0.5f / a, a};  // (v - min) * a = 0.5 + a * (v - 0.5)
}

bool ViewRenderer::tilesMatch(const AppState& state) {
  const ViewImages& images = state.images;
  return images.octaveCount == 0 || images.octaves[0].stretched == state.panels.tilesAtAmplitude;
}

void ViewRenderer::paintTiles(AppState& state) {
  ViewImages& images = state.images;
  const ColourSettings c = coloursOf(state);
  for (std::size_t o = 0; o < static_cast<std::size_t>(images.octaveCount); ++o) {
    const int octave = static_cast<int>(o);
    paintImage(images.octaves[o], octaveColours_[o], {&octaveFields_[o]}, octaveSources_[o], octave,
               ColourMode::Grey, c, tileStretch(state.panels.tilesAtAmplitude, octaveSources_[o].params, octave));
  }
}

// Whether the thresholds, biome cuts and colours, and light an image's
// colouring follows are the state's.
bool ViewRenderer::coloursMatch(const MapImage& image, const AppState& state) {
  if (coloursFollowThresholds(image.mode) && !(image.thresholds == state.thresholds)) return false;
  if (coloursFollowBiomeCuts(image.mode) &&
      (!(image.biomeCuts == state.biomeCuts) || image.biomeColours != state.biomeColours))
    return false;
  return !coloursFollowLight(image.mode) || (image.light == state.light && image.heightScale == state.heightScale);
}

bool ViewRenderer::bandRowMatches(const AppState& state) const {
  const ViewImages& images = state.images;
  for (std::size_t b = 0; b < static_cast<std::size_t>(images.bandCount); ++b)
    if (!coloursMatch(images.bands[b], state)) return false;
  return true;
}

void ViewRenderer::show(const FieldResult& result, AppState& state) {
  if (!result.error.empty()) return;
  ViewImages& images = state.images;
  const ColourSettings c = coloursOf(state);
  for (std::size_t slot = 0; slot < result.maps.size(); ++slot) {
    upload(mapFields_[slot], result.maps[slot]);
    mapSources_[slot].params = result.maps[slot].params, mapSources_[slot].spec = result.maps[slot].spec;
    mapMin_[slot] = result.mapStats[slot].min, mapMax_[slot] = result.mapStats[slot].max;
    for (std::size_t l = 0; l < result.mapLayers[slot].size(); ++l)
      if (result.mapLayers[slot][l].valid) upload(mapLayerFields_[slot][l], result.mapLayers[slot][l]);
  }
  mapViews_ = result.request.mapViews;
  paintMaps(state);
  images.octaveCount = result.octaveCount;
  for (std::size_t o = 0; o < static_cast<std::size_t>(result.octaveCount); ++o) {
    upload(octaveFields_[o], result.octaves[o]);
    octaveSources_[o].params = result.octaves[o].params, octaveSources_[o].spec = result.octaves[o].spec;
  }
  paintTiles(state);
  images.sumCount = result.sumCount;
  for (std::size_t k = 0; k < static_cast<std::size_t>(result.sumCount); ++k) {
    upload(sumFields_[k], result.sums[k]);
    paintImage(images.sums[k], sumColours_[k], {&sumFields_[k]}, result.sums[k], kWholeFbm, ColourMode::Grey, c);
  }
  const ViewSizes& sizes = result.request.sizes;
  images.bandCount = sizes.bandWidth > 0 ? sizes.bandViews : 0;
  for (std::size_t l = 0; l < result.bandLayers.size(); ++l) {
    const FieldBuffer& layer = result.bandLayers[l];
    if (!layer.valid || images.bandCount == 0) continue;
    upload(bandFields_[l], layer);
    bandSources_[l].params = layer.params, bandSources_[l].spec = layer.spec;
  }
  const FieldBuffer& elevation = result.bandLayers[layerIndex(FieldLayer::Elevation)];
  const FieldBuffer& moisture = result.bandLayers[layerIndex(FieldLayer::Moisture)];
  const bool biomes = images.bandCount > 0 && elevation.valid && moisture.valid;
  bandElevation_.assign(elevation.values.begin(), biomes ? elevation.values.end() : elevation.values.begin());
  bandMoisture_.assign(moisture.values.begin(), biomes ? moisture.values.end() : moisture.values.begin());
  paintBandRow(state);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  glUseProgram(0);
}

bool ViewRenderer::recolour(AppState& state) {
  ViewImages& images = state.images;
  bool painted = false;
  if (images.maps[0].texture != 0 && !mapColoursMatch(state)) {
    paintMaps(state);
    painted = true;
  }
  if (!tilesMatch(state)) {
    paintTiles(state);
    painted = true;
  }
  if (images.bandCount > 0 && !bandRowMatches(state)) {
    // A threshold or a biome cut moved: a uniform changes and the same fields are painted again.
    paintBandRow(state);
    painted = true;
  }
  if (painted) {
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glUseProgram(0);
  }
  return painted;
}

}  // namespace noisescope::gui
