// How the views look, which rows are shown, the view itself, screenshots.
#include <imgui.h>

#include <cstdio>

#include "noisescope/noise/params.h"
#include "gui/panels/panels.h"
#include "gui/explorer_settings.h"
#include "gui/panels/widgets.h"

namespace noisescope::gui {

void drawViewOptionsPanel(AppState& state) {
  if (!ImGui::CollapsingHeader("View", ImGuiTreeNodeFlags_DefaultOpen)) return;

  ImGui::TextUnformatted("maps");
  ImGui::SameLine(ui(110));
  if (chip(state, "ramp", "chip.ramp", state.mapColour == ColourMode::Ramp)) state.mapColour = ColourMode::Ramp;
  sameLineIfFits(buttonWidth("grey"));
  if (chip(state, "grey", "chip.grey", state.mapColour == ColourMode::Grey)) state.mapColour = ColourMode::Grey;
  sameLineIfFits(buttonWidth("stretch"));
  if (chip(state, "stretch", "chip.stretch", state.stretchMaps)) state.stretchMaps = !state.stretchMaps;
  hint("Colour each map from its measured min to its max, so both use the whole ramp.\n"
       "A shader uniform: no field is recomputed. The band views keep the true values.");

  ImGui::TextUnformatted("octave tiles");
  ImGui::SameLine(ui(110));
  kindChips(state, "tiles", state.octaveNoise);
  sameLineIfFits(buttonWidth("sums"));
  if (chip(state, "sums", "tiles.sums", state.panels.octaveSums)) state.panels.octaveSums = !state.panels.octaveSums;
  hint("Under each octave tile, the running sum of octaves 0..k: the map after k + 1 octaves.\n"
       "The last one is the main map of the tiles' noise.");
  sameLineIfFits(buttonWidth("at amplitude"));
  if (chip(state, "at amplitude", "tiles.amplitude", state.panels.tilesAtAmplitude))
    state.panels.tilesAtAmplitude = !state.panels.tilesAtAmplitude;
  hint("Draw tile k with contrast persistence^k around mid-grey, so a faint octave looks faint.\n"
       "Off: every tile at full contrast. A shader uniform: no field is recomputed.");

  checkbox(state, "show.octaves", "octaves##show", &state.panels.octaves);
  sameLineIfFits(checkboxWidth("bands##show"));
  checkbox(state, "show.bands", "bands##show", &state.panels.bands);
  sameLineIfFits(checkboxWidth("terrain##show"));
  checkbox(state, "show.terrain", "terrain##show", &state.panels.terrainViews);
  hint("The band row's terrain views: moisture, biomes, the warp's lattice, the island mask and the relief.");
  sameLineIfFits(checkboxWidth("tooltip##show"));
  checkbox(state, "show.tooltip", "tooltip##show", &state.panels.hoverTooltip);
  sameLineIfFits(checkboxWidth("3D##show"));
  checkbox(state, "show.relief3d", "3D##show", &state.panels.relief3d);
  hint("The 3D panel: the elevation as a lit mesh (--3d opens it at start).");
  // On the 3D line and closed at first: the sidebar keeps its height until the user asks.
  sameLineIfFits(buttonWidth("relief light"));
  if (chip(state, "relief light", "light.header", state.panels.reliefLight))
    state.panels.reliefLight = !state.panels.reliefLight;
  hint("The relief view's hillshade: where the light comes from and how steep the field's slopes are.");
  if (state.panels.reliefLight) {
    ImGui::PushItemWidth(-ui(110.0f));
    lightSliders(state, "light");
    heightScaleSlider(state, "light.heightScale", "relief height##view");
    ImGui::PopItemWidth();
  }

  Camera& v = state.camera;
  ImGui::PushItemWidth(-ui(90.0f));
  // The centre in lattice cells of octave 0 (the units of `sample`, `explain`
  // and the lattice overlay), the view's map widths times the frequency.
  const double f = clampParams(state.params).frequency;
  bool edited = false;
  for (double Camera::*axis : {&Camera::cx, &Camera::cy}) {
    const bool x = axis == &Camera::cx;
    double cells = v.*axis * f;
    if (ImGui::InputDouble(x ? "centre x" : "centre y", &cells, 0.0, 0.0, "%.4f cells")) {
      v.*axis = cells / f;
      edited = true;
    }
    markLastItem(state, x ? "input.cx" : "input.cy");
    hint("The view's centre in lattice cells of octave 0, the units of `noisescope sample` and `explain`.");
  }
  edited |= ImGui::InputDouble("zoom", &v.zoom, 0.0, 0.0, "%.6g");
  markLastItem(state, "input.zoom");
  ImGui::PopItemWidth();
  if (edited) state.viewIsDefault = false;
  if (ImGui::Button("Reset view")) state.viewIsDefault = true;
  sameLineIfFits(buttonWidth("Screenshot (F12)"));
  if (ImGui::Button("Screenshot (F12)")) state.requests.screenshot = true;
  sameLineIfFits(buttonWidth("Present (F11)"));
  if (ImGui::Button("Present (F11)")) state.panels.presenting = true;
  markLastItem(state, "button.present");
  hint("The maps fill the window, with any open panel beside them: for a projector or a slide. F11 or Esc "
       "leaves it.");
  sameLineIfFits(buttonWidth("Reload shaders"));
  if (ImGui::Button("Reload shaders")) state.requests.reloadShaders = true;
  markLastItem(state, "button.reloadShaders");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Recompile shaders/ from the source tree (F5)");

  // Buttons, not a slider: the text under the pointer changes size with the value.
  ImGui::TextUnformatted("UI scale");
  ImGui::SameLine(ui(110));
  if (ImGui::Button("-##uiscale")) state.ui.user = steppedUiScale(state.ui.user, -1);
  markLastItem(state, "uiscale.smaller");
  hint("Smaller text and controls (Ctrl+-)");
  char percent[24];
  std::snprintf(percent, sizeof percent, "%.0f%%###uiscale", 100.0 * state.ui.user);
  ImGui::SameLine();
  if (ImGui::Button(percent)) state.ui.user = 1.0f;
  markLastItem(state, "uiscale.reset");
  hint("100%: the monitor's own scale (Ctrl+0). Remembered for the next start; --ui-scale sets it.");
  ImGui::SameLine();
  if (ImGui::Button("+##uiscale")) state.ui.user = steppedUiScale(state.ui.user, +1);
  markLastItem(state, "uiscale.larger");
  hint("Larger text and controls, for projectors and large screens (Ctrl+=)");
}

}  // namespace noisescope::gui
