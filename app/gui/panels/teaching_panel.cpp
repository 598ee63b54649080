// The teaching controls: the pinned point, the octave the panels explain,
// and which teaching panels are open.
#include <imgui.h>

#include <string>

#include "core/fbm.h"
#include "core/param_table.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "gui/pin.h"

namespace noisescope::gui {

namespace {

// The teaching-only switches of core/param_table.h, one checkbox each.
void drawMistakeSwitches(AppState& state) {
  if (!ImGui::TreeNode("common mistakes (teaching only)")) return;
  for (const ParamDesc& d : paramTable()) {
    if (!d.teachingOnly) continue;
    bool on = d.get(state.params).number != 0.0;
    const std::string label(d.name.substr(std::string_view("mistake-").size()));
    if (ImGui::Checkbox(label.c_str(), &on)) d.set(state.params, ParamValue{on ? 1.0 : 0.0, false});
    const std::string mark = "teaching." + std::string(d.name);
    markLastItem(state, mark.c_str());
    hint(d.help.data());
  }
  ImGui::TreePop();
}

}  // namespace

void drawTeachingPanel(AppState& state) {
  if (!ImGui::CollapsingHeader("Teaching", ImGuiTreeNodeFlags_DefaultOpen)) return;
  TeachingState& t = state.teaching;
  if (t.pin.active) {
    const PinLattice at = pinLattice(state);
    ImGui::Text("pinned  lattice (%.4f, %.4f)", at.x, at.y);
  } else {
    ImGui::TextDisabled("click a map (or press P over it) to pin a point");
  }
  const int last = clampOctaves(state.params.octaves) - 1;
  if (t.octave > last) t.octave = last;
  ImGui::PushItemWidth(-ui(90.0f));
  const int first = 0;
  slider(state, "teaching.octave", "octave##teaching", ImGuiDataType_S32, &t.octave, &first, &last, "%d",
         ImGuiSliderFlags_AlwaysClamp);
  ImGui::PopItemWidth();
  hint("The octave the explain panel and the fade curves show (0 is the coarsest).");

  if (chip(state, "lattice", "chip.lattice", t.show.lattice)) t.show.lattice = !t.show.lattice;
  hint(
      "Draw the chosen octave's lattice over both maps: cell borders, and once the\n"
      "cells are large, each corner's value (value noise) or gradient (gradient noise).");
  ImGui::Checkbox("explain this pixel", &t.show.explain);
  markLastItem(state, "teaching.explain");
  sameLineIfFits(checkboxWidth("fade curves"));
  ImGui::Checkbox("fade curves", &t.show.fadeCurves);
  markLastItem(state, "teaching.fade");
  ImGui::Checkbox("cross-section", &t.show.crossSection);
  markLastItem(state, "teaching.cross");
  sameLineIfFits(checkboxWidth("histograms"));
  ImGui::Checkbox("histograms", &t.show.histogram);
  markLastItem(state, "teaching.histogram");
  ImGui::Checkbox("lessons", &t.show.lessons);
  markLastItem(state, "teaching.lessons");
  ImGui::SameLine();
  ImGui::Checkbox("spectrum", &t.show.spectrum);
  markLastItem(state, "teaching.spectrum");
  drawMistakeSwitches(state);
}

}  // namespace noisescope::gui
