// The teaching controls: the pinned point, the octave the panels explain,
// and which teaching panels are open.
#include <imgui.h>

#include <cstdio>
#include <string>

#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "gui/pin.h"
#include "noisescope/noise/fbm.h"
#include "noisescope/noise/param_table.h"

namespace noisescope::gui {

namespace {

// The teaching-only switches of noisescope/noise/param_table.h, one checkbox each.
void drawMistakeSwitches(AppState& state) {
  // "(teaching only)" goes where the sidebar is too narrow for it (200%); one ID at any width.
  char label[64];
  std::snprintf(label, sizeof label, "%s###mistakes",
                longestThatFits({"common mistakes (teaching only)", "common mistakes"},
                                availableWithScrollbar() - ImGui::GetTreeNodeToLabelSpacing()));
  if (!ImGui::TreeNode(label)) return;
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
    caption("click a map (or press P over it) to pin a point");
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
  checkbox(state, "teaching.explain", "explain this pixel", &t.show.explain);
  sameLineIfFits(checkboxWidth("fade curves"));
  checkbox(state, "teaching.fade", "fade curves", &t.show.fadeCurves);
  checkbox(state, "teaching.cross", "cross-section", &t.show.crossSection);
  sameLineIfFits(checkboxWidth("histograms"));
  checkbox(state, "teaching.histogram", "histograms", &t.show.histogram);
  checkbox(state, "teaching.lessons", "lessons", &t.show.lessons);
  ImGui::SameLine();
  checkbox(state, "teaching.spectrum", "spectrum", &t.show.spectrum);
  drawMistakeSwitches(state);
}

}  // namespace noisescope::gui
