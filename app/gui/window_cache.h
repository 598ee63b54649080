// window_cache.h — the window's picture kept between frames, redrawn only
// where it changed.
//
// Dear ImGui describes the whole window every frame; llvmpipe paints every
// pixel of it again (about 1.3 million at 1440x900), which costs more than
// the 3D panel's mesh. draw() paints ImGui's draw data into an offscreen
// colour buffer the size of the window and copies that buffer to the
// default framebuffer's back buffer (then swapped, read by screenshots).
// It repaints only the rectangles that differ from the last frame: the
// vertices that moved (a counter's digits), and the quads that show a
// texture whose content changed (the 3D picture while the camera turns);
// everything, when the caller says a texture it cannot name changed, when
// the draw lists' structure changed (a window opened, text grew), or when
// the changes cover much of the window. Each repaint is the whole draw data
// under a scissor, so overlapping windows stay in their order. An idle
// frame repaints nothing and only copies. Needs a current OpenGL 3.3 context.
#pragma once

#include <imgui.h>

#include <vector>

#include "gl_objects.h"

namespace noisescope::gui {

class WindowCache {
 public:
  // Paints `data` (ImGui::GetDrawData()) at width x height framebuffer
  // pixels and leaves the result in the default framebuffer's back buffer.
  // everything: repaint it all (a texture other than `changedTexture` changed).
  // changedTexture: a texture whose content changed since the last frame, or 0.
  // clear: the colour under the windows, RGBA in [0, 1].
  void draw(ImDrawData* data, int width, int height, bool everything, unsigned changedTexture, const float clear[4]);

  // Rectangles repainted in the last draw() (0 when it copied only); for tests and counters.
  int lastRepaints() const { return lastRepaints_; }
  bool lastWasWhole() const { return lastWhole_; }

 private:
  struct List {
    std::vector<ImDrawVert> vertices;
    std::vector<ImDrawIdx> indices;
    std::vector<ImDrawCmd> commands;
  };
  bool prepare(int width, int height);
  bool findDamage(ImDrawData* data, unsigned changedTexture);
  void remember(ImDrawData* data);
  void paint(ImDrawData* data, const ImVec4& rect, const float clear[4]);

  GlFramebuffer framebuffer_;
  GlRenderbuffer colour_;
  int width_ = 0, height_ = 0;
  bool valid_ = false;                // the buffer holds the last frame's picture
  std::vector<List> lists_;           // the last frame's draw lists
  int listCount_ = 0;
  std::vector<ImVec4> damage_;        // x0, y0, x1, y1 in ImGui's coordinates
  int lastRepaints_ = 0;
  bool lastWhole_ = false;
};

}  // namespace noisescope::gui
