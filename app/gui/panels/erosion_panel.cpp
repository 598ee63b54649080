// The Erosion section: hydraulic droplets and thermal passes over the
// elevation (noisescope/terrain/erosion.h), every setting a row of the parameter table.
// The worker erodes each view's field over its whole region, a round of
// droplets at a time, and shows each round, so every view of the elevation
// (maps, band views, relief, 3D) shows the land eroding (field_worker.h).
#include <imgui.h>

#include <array>
#include <span>
#include <string_view>

#include "noisescope/terrain/erosion.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"

namespace noisescope::gui {

namespace {

constexpr std::array<std::string_view, 11> kHydraulicParams = {
    "erosion",       "erosion-seed",    "erosion-inertia",     "erosion-capacity", "erosion-min-capacity",
    "erosion-erode", "erosion-deposit", "erosion-evaporation", "erosion-gravity",  "erosion-lifetime",
    "erosion-radius"};
constexpr std::array<std::string_view, 3> kThermalParams = {"thermal-passes", "talus-angle",
                                                            "thermal-strength"};

}  // namespace

void drawErosionPanel(AppState& state) {
  const Section section = sectionHeader(state, "Erosion", "erosion.header");
  if (!section.open) return;
  ImGui::PushItemWidth(-ui(150.0f));
  caption("hydraulic: droplets carve valleys, lay fans");
  for (std::string_view name : kHydraulicParams)
    if (const ParamDesc* d = findParam(name)) paramControl(state, *d);
  caption("thermal: steep steps slump to the talus angle");
  for (std::string_view name : kThermalParams)
    if (const ParamDesc* d = findParam(name)) paramControl(state, *d);
  ImGui::PopItemWidth();
  if (ImGui::Button("Erosion off")) {
    const NoiseParams defaults{};
    for (std::span<const std::string_view> names : {std::span<const std::string_view>(kHydraulicParams),
                                                    std::span<const std::string_view>(kThermalParams)})
      for (std::string_view name : names)
        if (const ParamDesc* d = findParam(name)) d->set(state.params, d->get(defaults));
  }
  markLastItem(state, "button.erosion-off");
  hint("Every erosion setting back to its default: the land as the noise and terrain steps make it.");
  if (erosionOn(state.params))
    wrapped(
        "Each view erodes its whole region, a round of droplets at a time, as you watch (the status "
        "bar says how far); a pan erodes the new region again. A main map can show the flow, wear or "
        "deposit mask: click its title.");
  scrollToSectionEnd(section.opened);
}

}  // namespace noisescope::gui
