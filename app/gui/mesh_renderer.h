// mesh_renderer.h — the 3D panel's picture: the elevation as a lit mesh.
//
// update() takes the mesh field the worker computed (FieldResult::mesh, the
// panel's noise over the main maps' extent at the grid's size): each
// vertex's value and its slopes (central differences) go into a vertex
// buffer, made on the CPU only when the field changes, so the vertex shader
// (shaders/relief.vert) reads no texture; the height scale and the light
// are uniforms, and a static index buffer (a triangle strip per row of
// cells, with primitive restart) is made when the grid's size
// changes. The edge walls read the values from a GL_R32F texture. The
// colours are core's colouriseMap() of the same values (the exporters'
// colours, which the 2D maps' shader matches within a level; the biomes
// with FieldResult::meshMoisture) in an RGBA8 vertex buffer, recoloured on
// the CPU when the colour mode, the thresholds or the biome table change.
//
// render() draws the mesh and the water plane (at t1, translucent) into an
// offscreen framebuffer (RGBA8 colour, 24-bit depth, checked complete)
// with a parallel projection from state.relief.camera, and points
// state.relief.texture at it for ImGui::Image. It draws only when something
// it shows changed (field, colours, camera, light, height scale, size, the
// scatter marks): an
// idle frame draws nothing, and a closed panel costs nothing at all. The
// picture's texture keeps its GL name when resized, so a frame that showed
// it never shows a deleted name. Needs a current OpenGL 3.3 context.
//
// Scatter marks: while the Scatter section shows its points, those of the
// main map of the 3D view's noise stand on the mesh as square points of
// their biome's colour, kMeshMarkPixels across at the UI scale, each at its
// own elevation a little above the surface and hidden where the terrain in
// front covers it (the depth test). Uploaded when the points, the view or
// the grid change.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "app_state.h"
#include "field_worker.h"
#include "gl_objects.h"
#include "shader_sources.h"

namespace noisescope::gui {

class MeshRenderer {
 public:
  // Builds the program from sources.reliefVertex / reliefFragment; false with the log in error.
  bool init(const ShaderSources& sources, std::string& error);
  // Replaces the program; on failure the last good one stays and error holds the log.
  bool replaceProgram(const ShaderSources& sources, std::string& error);

  // Uploads `shown.mesh` when it is new, recolours it when the colouring
  // changed. Returns true when it did either.
  bool update(const FieldResult& shown, AppState& state);

  // Draws the picture when the panel is open and anything it shows changed.
  // Returns true when it drew.
  bool render(AppState& state);

  // The picture shows the current state exactly (for screenshots): the
  // field is the one the state asks for and nothing changed since the draw.
  bool current(const AppState& state) const;

  // The last one-line error (an incomplete framebuffer), or ""; cleared.
  std::string takeError() { return std::exchange(error_, {}); }

 private:
  // Everything a picture depends on besides the field.
  struct Look {
    ReliefCamera camera{};
    float heightScale = 0;
    Light light{};
    bool water = false;
    int width = 0, height = 0;
    float waterLevel = 0;
    std::uint64_t field = 0;  // fieldIteration_ drawn
    std::uint64_t colours = 0;  // colourIteration_ drawn
    std::uint64_t marks = 0;    // marksIteration_ drawn
    bool operator==(const Look&) const = default;
  };
  // What the marks' upload depends on.
  struct MarksKey {
    std::uint64_t points = 0;  // ScatterView::iteration; 0: none shown
    Camera camera{};
    int width = 0, height = 0;  // the grid
    NoiseKind noise = NoiseKind::Gradient;
    BiomePalette colours{};
    bool operator==(const MarksKey&) const = default;
  };
  static MarksKey marksKeyOf(const AppState& state, int gridWidth, int gridHeight);
  void uploadMarks(const AppState& state);
  static Look lookOf(const AppState& state, std::uint64_t field, std::uint64_t colours, std::uint64_t marks);
  bool fieldMatches(const AppState& state) const;
  void uploadHeights(const FieldBuffer& mesh);
  bool coloursMatch(const AppState& state) const;
  void colour(const FieldBuffer& mesh, const FieldBuffer* moisture, const AppState& state);
  bool prepareTarget(int width, int height);
  void draw(const AppState& state);

  GlProgram program_;
  GlVertexArray vertices_;  // holds the index buffer and the two attributes
  GlBuffer indices_;
  GlBuffer surface_;        // attribute 0: value, d/dx, d/drow per vertex (floats)
  GlBuffer paint_;          // attribute 1: RGBA8 colour per vertex
  GlTexture heights_;       // the values, for the walls
  GlVertexArray marks_;     // attribute 0: u, v, elevation; attribute 1: RGBA8 colour, per mark
  GlBuffer markPlaces_;
  GlBuffer markPaint_;
  int markCount_ = 0;
  MarksKey marksKey_{};
  std::uint64_t marksIteration_ = 0;  // increases with every upload of the marks
  GlTexture picture_;
  GlRenderbuffer depth_;
  GlFramebuffer framebuffer_;
  int gridWidth_ = 0, gridHeight_ = 0;      // heights_ size
  int colouredWidth_ = 0, colouredHeight_ = 0;  // paint_ size
  int indexGridWidth_ = 0, indexGridHeight_ = 0;
  int targetWidth_ = 0, targetHeight_ = 0;  // picture_ size
  std::vector<std::uint8_t> rgba_;          // the colours before upload, reused
  std::vector<float> surfaceValues_;         // surface_ before upload, reused
  FieldBuffer source_;                      // params and spec of the uploaded field; values stay empty
  std::uint64_t fieldIteration_ = 0;        // the FieldResult iteration uploaded
  std::uint64_t colourIteration_ = 0;       // increases with every recolouring
  ColourMode colouredMode_ = ColourMode::Ramp;
  ColourSettings coloured_{};     // thresholds and biome table of the colours
  NoiseParams colouredMoisture_{};  // the moisture's params when the biomes were coloured
  bool hasLook_ = false;
  Look drawn_{};
  std::string error_;
};

}  // namespace noisescope::gui
