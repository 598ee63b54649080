#include "window_cache.h"

#include <imgui_impl_opengl3.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace noisescope::gui {

namespace {

constexpr int kMostRects = 8;             // more changed places than this: repaint it all
constexpr float kMostShare = 0.5f;        // of the window's area, likewise
constexpr float kMargin = 1.0f;           // pixels around changed vertices: antialiased edges reach past them

bool sameCommand(const ImDrawCmd& a, const ImDrawCmd& b) {
  return a.ClipRect.x == b.ClipRect.x && a.ClipRect.y == b.ClipRect.y && a.ClipRect.z == b.ClipRect.z &&
         a.ClipRect.w == b.ClipRect.w && a.TextureId == b.TextureId && a.VtxOffset == b.VtxOffset &&
         a.IdxOffset == b.IdxOffset && a.ElemCount == b.ElemCount && a.UserCallback == b.UserCallback &&
         a.UserCallbackData == b.UserCallbackData;
}

bool sameVertex(const ImDrawVert& a, const ImDrawVert& b) {
  return a.pos.x == b.pos.x && a.pos.y == b.pos.y && a.uv.x == b.uv.x && a.uv.y == b.uv.y && a.col == b.col;
}

void include(ImVec4& box, ImVec2 p) {
  box.x = std::min(box.x, p.x), box.y = std::min(box.y, p.y);
  box.z = std::max(box.z, p.x), box.w = std::max(box.w, p.y);
}

ImVec4 intersect(const ImVec4& a, const ImVec4& b) {
  return ImVec4(std::max(a.x, b.x), std::max(a.y, b.y), std::min(a.z, b.z), std::min(a.w, b.w));
}

const ImVec4 kEmpty(1e30f, 1e30f, -1e30f, -1e30f);

// With room to spare: a counter's text a digit longer in an idle frame must not allocate.
template <class T>
void copyInto(std::vector<T>& out, const ImVector<T>& in) {
  const auto n = static_cast<std::size_t>(in.Size);
  if (out.capacity() < n) out.reserve(n + n / 2 + 256);
  out.assign(in.Data, in.Data + n);
}

}  // namespace

bool WindowCache::prepare(int width, int height) {
  if (framebuffer_ && width == width_ && height == height_) return true;
  if (!framebuffer_) framebuffer_ = GlFramebuffer::create();
  if (!colour_) colour_ = GlRenderbuffer::create();
  glBindRenderbuffer(GL_RENDERBUFFER, colour_.id());
  glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
  glBindRenderbuffer(GL_RENDERBUFFER, 0);
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_.id());
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, colour_.id());
  const bool complete = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  width_ = complete ? width : 0, height_ = complete ? height : 0;
  valid_ = false;
  return complete;
}

// The rectangles where `data` differs from the last frame's lists; false
// when the lists differ in structure (only a whole repaint is safe).
bool WindowCache::findDamage(ImDrawData* data, unsigned changedTexture) {
  damage_.clear();
  if (data->CmdListsCount != listCount_) return false;
  for (int l = 0; l < data->CmdListsCount; ++l) {
    const ImDrawList& in = *data->CmdLists[l];
    const List& old = lists_[static_cast<std::size_t>(l)];
    if (static_cast<std::size_t>(in.CmdBuffer.Size) != old.commands.size() ||
        static_cast<std::size_t>(in.IdxBuffer.Size) != old.indices.size() ||
        static_cast<std::size_t>(in.VtxBuffer.Size) != old.vertices.size())
      return false;
    for (int c = 0; c < in.CmdBuffer.Size; ++c)
      if (!sameCommand(in.CmdBuffer[c], old.commands[static_cast<std::size_t>(c)]) ||
          in.CmdBuffer[c].UserCallback != nullptr)
        return false;
    if (in.IdxBuffer.Size > 0 &&
        std::memcmp(in.IdxBuffer.Data, old.indices.data(), old.indices.size() * sizeof(ImDrawIdx)) != 0)
      return false;
    ImVec4 moved = kEmpty;
    for (int v = 0; v < in.VtxBuffer.Size; ++v) {
      const ImDrawVert& a = in.VtxBuffer[v];
      const ImDrawVert& b = old.vertices[static_cast<std::size_t>(v)];
      if (!sameVertex(a, b)) include(moved, a.pos), include(moved, b.pos);
    }
    if (moved.x <= moved.z) damage_.push_back(moved);
    if (changedTexture == 0) continue;
    for (const ImDrawCmd& cmd : in.CmdBuffer) {
      if (reinterpret_cast<std::uintptr_t>(cmd.TextureId) != changedTexture) continue;
      ImVec4 shown = kEmpty;
      for (unsigned i = cmd.IdxOffset; i < cmd.IdxOffset + cmd.ElemCount; ++i)
        include(shown, in.VtxBuffer[static_cast<int>(cmd.VtxOffset + in.IdxBuffer[static_cast<int>(i)])].pos);
      shown = intersect(shown, cmd.ClipRect);
      if (shown.x < shown.z && shown.y < shown.w) damage_.push_back(shown);
    }
  }
  if (damage_.size() > static_cast<std::size_t>(kMostRects)) return false;
  float area = 0;
  for (ImVec4& d : damage_) {
    d = ImVec4(std::floor(d.x - kMargin), std::floor(d.y - kMargin), std::ceil(d.z + kMargin), std::ceil(d.w + kMargin));
    area += (d.z - d.x) * (d.w - d.y);
  }
  return area <= kMostShare * data->DisplaySize.x * data->DisplaySize.y;
}

void WindowCache::remember(ImDrawData* data) {
  listCount_ = data->CmdListsCount;
  if (lists_.size() < static_cast<std::size_t>(listCount_)) {
    lists_.reserve(static_cast<std::size_t>(listCount_) + 16);
    lists_.resize(static_cast<std::size_t>(listCount_));
  }
  for (int l = 0; l < listCount_; ++l) {
    const ImDrawList& in = *data->CmdLists[l];
    List& out = lists_[static_cast<std::size_t>(l)];
    copyInto(out.vertices, in.VtxBuffer);
    copyInto(out.indices, in.IdxBuffer);
    copyInto(out.commands, in.CmdBuffer);
  }
}

// Clears `rect` (ImGui's coordinates) and paints the draw data inside it.
void WindowCache::paint(ImDrawData* data, const ImVec4& rect, const float clear[4]) {
  const ImVec2 scale = data->FramebufferScale, origin = data->DisplayPos;
  const int x0 = std::max(0, static_cast<int>(std::floor((rect.x - origin.x) * scale.x)));
  const int y0 = std::max(0, static_cast<int>(std::floor((rect.y - origin.y) * scale.y)));
  const int x1 = std::min(width_, static_cast<int>(std::ceil((rect.z - origin.x) * scale.x)));
  const int y1 = std::min(height_, static_cast<int>(std::ceil((rect.w - origin.y) * scale.y)));
  if (x1 <= x0 || y1 <= y0) return;
  glEnable(GL_SCISSOR_TEST);
  glScissor(x0, height_ - y1, x1 - x0, y1 - y0);
  glClearColor(clear[0], clear[1], clear[2], clear[3]);
  glClear(GL_COLOR_BUFFER_BIT);
  glDisable(GL_SCISSOR_TEST);
  for (int l = 0; l < data->CmdListsCount; ++l) {
    ImDrawList& list = *data->CmdLists[l];
    const List& old = lists_[static_cast<std::size_t>(l)];
    for (int c = 0; c < list.CmdBuffer.Size; ++c)
      list.CmdBuffer[c].ClipRect = intersect(old.commands[static_cast<std::size_t>(c)].ClipRect, rect);
  }
  ImGui_ImplOpenGL3_RenderDrawData(data);
  ++lastRepaints_;
}

void WindowCache::draw(ImDrawData* data, int width, int height, bool everything, unsigned changedTexture,
                       const float clear[4]) {
  lastRepaints_ = 0;
  glViewport(0, 0, width, height);
  if (!prepare(width, height)) {  // no offscreen buffer: paint the window directly, all of it
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glClearColor(clear[0], clear[1], clear[2], clear[3]);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(data);
    lastRepaints_ = 1, lastWhole_ = true;
    return;
  }
  lastWhole_ = everything || !valid_ || !findDamage(data, changedTexture);
  remember(data);  // before paint() narrows the clip rectangles
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_.id());
  if (lastWhole_) {
    const ImVec2 o = data->DisplayPos, s = data->DisplaySize;
    paint(data, ImVec4(o.x, o.y, o.x + s.x, o.y + s.y), clear);
  } else {
    for (const ImVec4& d : damage_) paint(data, d, clear);
  }
  valid_ = true;
  glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffer_.id());
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, 0);
  glBlitFramebuffer(0, 0, width, height, 0, 0, width, height, GL_COLOR_BUFFER_BIT, GL_NEAREST);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

}  // namespace noisescope::gui
