// main_map_overlay.h — what a drawing over both main maps shares: each main
// map on screen this frame (its slot, its screen rectangle from the marks),
// the camera's scale in screen pixels per map unit, and the views' draw list
// clipped to that map. The scatter marks and the chunk grid draw through it.
// Cost: nothing per map beyond the clip rectangle; the caller's drawing.
#pragma once

#include <imgui.h>

#include <cmath>
#include <cstddef>

#include "app_state.h"

namespace noisescope::gui {

struct MainMapFrame {
  int slot;         // state.mapKinds / the layout worker's results index
  ScreenRect rect;  // the map on screen
  double width;     // rect.w in whole pixels: the field's width
  double scale;     // screen pixels per map unit: width * zoom
};

// Calls draw(frame, drawList) once per main map on screen, the current
// window's draw list clipped to that map meanwhile.
template <class Draw>
void forEachMainMap(const AppState& state, Draw&& draw) {
  ImDrawList* list = ImGui::GetWindowDrawList();
  for (int i = 0; i < state.marks.count; ++i) {
    const int slot = state.marks.mainMapSlot(i);
    if (slot < 0) continue;
    const ScreenRect& r = state.marks.marks[static_cast<std::size_t>(i)].rect;
    const double width = std::floor(r.w);
    list->PushClipRect(ImVec2(r.x, r.y), ImVec2(r.x + r.w, r.y + r.h), true);
    draw(MainMapFrame{slot, r, width, width * state.camera.zoom}, *list);
    list->PopClipRect();
  }
}

}  // namespace noisescope::gui
