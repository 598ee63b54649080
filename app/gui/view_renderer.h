// view_renderer.h — fields into float textures, float textures into colour.
//
// Each field of a FieldResult is uploaded into a GL_R32F texture
// (glTexSubImage2D; a texture is recreated only when its size changes). The
// colourise shader (shaders/colourise.frag) then paints it into an RGBA
// texture of the same size through a framebuffer, using the colour tables
// of noisescope/output/colour.h as uniforms, and AppState::images points the panels at
// the result. The band row loops over kBandRowViews (app_state.h), each
// view painted from the fields views::viewFields names (up to three
// textures: the biome view classifies elevation and moisture in the shader;
// the relief view shades each texel from its neighbours as core/src/output/relief.cpp
// does, with the state's light and height scale and the pixel spacing
// 1 / (W zoom)). A main map showing a terrain view (views::MapViews) is
// painted as that band-row view is, from fields of its own size and kind. The shader's uniforms are one table (kUniformNames).
// Changing the map colour, a threshold, a biome cut or the light re-runs only the
// colour pass: no field is uploaded again. A frame where nothing changed
// touches nothing. Needs a current OpenGL 3.3 context.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "app_state.h"
#include "field_worker.h"
#include "gl_objects.h"
#include "shader_sources.h"

namespace noisescope::gui {

// How a view maps field values before colouring: identity unless stretched
// (clamp((v - min) * scale, 0, 1), scale = 1 / (max - min)).
struct Stretch {
  bool on = false;
  float min = 0.0f, scale = 1.0f;
};

class ViewRenderer {
 public:
  // Builds the program from `sources`; false with the info log in error.
  bool init(const ShaderSources& sources, std::string& error);

  // Replaces the program. On failure the last good program stays in use and
  // error holds the info log.
  bool replaceProgram(const ShaderSources& sources, std::string& error);

  // Uploads every field of result and colours it into state.images.
  void show(const FieldResult& result, AppState& state);

  // Re-colours the views whose colouring no longer matches the state (map
  // colour, thresholds, biome cuts). Returns false when nothing needed doing.
  bool recolour(AppState& state);

  // The main maps are coloured as the state asks (map colour, stretch).
  bool mapColoursMatch(const AppState& state) const;

  // The octave tiles are drawn as the state asks (at amplitude or at full contrast).
  static bool tilesMatch(const AppState& state);

  // How octave tile `octave` of `p` is coloured: at amplitude, its
  // deviation from mid-grey scaled by persistence^octave (octave 0 as it
  // is), so a faint octave looks faint; else not stretched (full contrast).
  static Stretch tileStretch(bool atAmplitude, const NoiseParams& p, int octave);

  // The last one-line error of a colour pass (a framebuffer the driver
  // cannot draw into: that view stays empty), or "" when none; cleared.
  std::string takeError() { return std::exchange(error_, {}); }

  // Since start: field uploads (glTexImage2D / glTexSubImage2D) and colour passes.
  std::uint64_t uploads() const { return uploads_; }
  std::uint64_t colourPasses() const { return colourPasses_; }

 private:
  struct FieldTexture {
    GlTexture texture;
    int width = 0, height = 0;
  };
  struct ColourTarget {
    GlTexture texture;
    GlFramebuffer framebuffer;
    int width = 0, height = 0;
  };

  // The fields one colour pass reads, in views::viewFields order.
  using PaintFields = std::array<const FieldTexture*, 3>;

  void upload(FieldTexture& target, const FieldBuffer& field);
  static Stretch stretchFor(bool on, float min, float max);

  void paint(ColourTarget& target, const PaintFields& fields, ColourMode mode, const ColourSettings& c, Stretch s);
  void paintImage(MapImage& image, ColourTarget& target, const PaintFields& fields, const FieldBuffer& source,
                  int octave, ColourMode mode, const ColourSettings& c, Stretch s = {});
  static ColourSettings coloursOf(const AppState& state);
  void paintMaps(AppState& state);
  ColourMode mapMode(const AppState& state, std::size_t slot) const;
  void paintBandRow(AppState& state);
  void paintTiles(AppState& state);
  static bool coloursMatch(const MapImage& image, const AppState& state);
  bool bandRowMatches(const AppState& state) const;
  void setTableUniforms();

  // The colourise shader's uniforms: one name each in kUniformNames, in this order.
  enum class Uniform : std::uint8_t {
    Field, Field1, Field2, WarpLineColour, RampColour, BandColours, LandWaterColours, OutOfRangeColour,  // set once
    Mode, T1, T2, T3, RampPosition, Stretched, StretchMin, StretchScale, Ramp4Position, Ramp4Colour,      // per pass
    H, W1, W2, BiomeColours, SlopeScale, TowardsLight, Count
  };
  static constexpr std::array<const char*, static_cast<std::size_t>(Uniform::Count)> kUniformNames = {
      "field", "field1", "field2", "warpLineColour", "rampColour", "bandColours", "landWaterColours",
      "outOfRangeColour", "mode", "t1", "t2", "t3", "rampPosition", "stretched", "stretchMin", "stretchScale",
      "ramp4Position", "ramp4Colour", "h", "w1", "w2", "biomeColours", "slopeScale", "towardsLight"};
  int at(Uniform u) const { return locations_[static_cast<std::size_t>(u)]; }

  std::uint64_t uploads_ = 0, colourPasses_ = 0;
  std::string error_;
  GlProgram program_;
  GlVertexArray emptyVertices_;
  std::array<int, kUniformNames.size()> locations_{};  // glGetUniformLocation of each name; -1 when unused
  std::array<float, views::kMapSlots> mapMin_{}, mapMax_{};  // measured ranges of the main maps

  std::array<FieldTexture, views::kMapSlots> mapFields_;
  // A main map's terrain view: the fields it reads besides the elevation, by
  // FieldLayer, and the view they were uploaded for (the last result's).
  std::array<std::array<FieldTexture, kLayerSlots>, views::kMapSlots> mapLayerFields_;
  views::MapViews mapViews_ = views::kDefaultMapViews;
  std::array<FieldTexture, kAllFieldLayers.size()> bandFields_;  // by FieldLayer
  std::array<FieldTexture, kOctavesMax> octaveFields_, sumFields_;
  std::array<ColourTarget, views::kMapSlots> mapColours_;
  std::array<ColourTarget, kOctavesMax> octaveColours_, sumColours_;
  std::array<ColourTarget, kBandViewCount> bandColours_;
  // The field data behind each view, as last uploaded (for re-colouring).
  std::array<FieldBuffer, views::kMapSlots> mapSources_;         // params and spec only; values stay empty
  std::array<FieldBuffer, kAllFieldLayers.size()> bandSources_;  // params and spec only
  std::array<FieldBuffer, kOctavesMax> octaveSources_;             // params and spec only
  std::vector<float> bandElevation_, bandMoisture_;  // the biome view's fields, for the biome shares
};

}  // namespace noisescope::gui
