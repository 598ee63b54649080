// The Scatter section: trees and rocks over both main maps (noisescope/terrain/scatter.h).
// A default spacing, one per biome (0: none there; water starts empty), the
// method and the seed; the count and density per biome of the points in
// view. The points come from the scatter worker (layout_worker.h): moving a
// spacing recomputes the points, never a field.
#include <imgui.h>

#include <array>
#include <cstdio>
#include <exception>
#include <span>
#include <string>
#include <vector>

#include "noisescope/terrain/scatter.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "io/atomic_file.h"
#include "io/export_formats.h"
#include "io/rows_table.h"

namespace noisescope::gui {

namespace {

constexpr double kSpacingLow = 0.002, kSpacingHigh = 0.2;  // the sliders' range, map widths

constexpr double kZero = 0.0;

// The points of the counted map inside the view, the rows `noisescope
// scatter --region VIEW` writes for them (they do not depend on the region).
void writePointsInView(AppState& state) {
  ScatterView& v = state.scatter;
  const std::string path(v.path.data());
  const bool json = io::endsWithNoCase(path, ".json");
  if (!json && !io::endsWithNoCase(path, ".csv")) {
    setStatusLine(state.status, "the points file must end in .csv or .json, got " + io::quotedPath(path),
                  true);
    return;
  }
  if (!mayWrite(state, path)) return;
  const int slot = state.mapKinds[0] == state.params.noise ? 0 : 1;  // as the legend counts
  std::vector<ScatterPoint> inView;
  for (const ScatterPoint& p : v.points[static_cast<std::size_t>(slot)])
    if (p.x >= v.view.x0 && p.x < v.view.x1 && p.y >= v.view.y0 && p.y < v.view.y1) inView.push_back(p);
  try {
    // The marks leave the slope out (layout_worker.cpp); the file has it:
    // four elevations a point, once, on the field's threads.
    computeScatterSlopes(paramsOfKind(state.params, state.mapKinds[static_cast<std::size_t>(slot)]), inView);
    const std::string text = io::scatterPointsText(inView, json, state.heightScale);
    io::writeFileAtomically(path, std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()),
                            state.exporting.overwrite);
    setStatusLine(state.status,
                  "wrote " + std::to_string(inView.size()) + " points of the " +
                      std::string(noiseKindName(state.mapKinds[static_cast<std::size_t>(slot)])) +
                      " map to " + path,
                  false);
  } catch (const std::exception& e) {
    setStatusLine(state.status, e.what(), true);
  }
}

}  // namespace

void drawScatterPanel(AppState& state) {
  const Section section = sectionHeader(state, "Scatter", "scatter.header");
  if (!section.open) return;
  ScatterView& v = state.scatter;
  checkbox(state, "scatter.show", "Show trees and rocks", &v.shown);
  hint(
      "Points with a minimum spacing per biome over both maps, the same points `noisescope scatter` writes "
      "for any region.");
  int method = static_cast<int>(state.scatterSettings.method);
  ImGui::RadioButton("Poisson disc", &method, static_cast<int>(ScatterMethod::Poisson));
  markLastItem(state, "scatter.poisson");
  ImGui::SameLine();
  ImGui::RadioButton("jittered grid", &method, static_cast<int>(ScatterMethod::Jitter));
  markLastItem(state, "scatter.jitter");
  state.scatterSettings.method = static_cast<ScatterMethod>(method);
  ImGui::PushItemWidth(-ui(110.0f));
  slider(state, "scatter.spacing", "spacing", ImGuiDataType_Double, &state.scatterSettings.spacing, &kSpacingLow,
         &kSpacingHigh, "%.4f", ImGuiSliderFlags_Logarithmic);
  int seed = static_cast<int>(state.scatterSettings.seed & 0x7FFFFFFF);
  if (ImGui::InputInt("scatter seed", &seed))
    state.scatterSettings.seed = static_cast<std::uint32_t>(seed < 0 ? 0 : seed);
  markLastItem(state, "scatter.seed");
  ImGui::PopItemWidth();

  // Counted on the scatter worker (layout_worker.h), not here each frame.
  const std::array<int, kBiomeCount>& counts = v.counts;
  const double area = (v.view.x1 - v.view.x0) * (v.view.y1 - v.view.y0);
  if (ImGui::BeginTable("scatter biomes", 3, ImGuiTableFlags_SizingStretchProp)) {
    for (int b = 0; b < kBiomeCount; ++b) {
      const Biome biome = static_cast<Biome>(b);
      ImGui::PushID(b);
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      const Rgb8 c = state.biomeColours[static_cast<std::size_t>(b)];
      ImGui::ColorButton("##colour", ImVec4(c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, 1.0f),
                         ImGuiColorEditFlags_NoTooltip, ImVec2(ui(12.0f), ui(12.0f)));
      ImGui::SameLine();
      ImGui::TextUnformatted(state.biomeNames[static_cast<std::size_t>(b)].text().data());
      ImGui::TableNextColumn();
      double spacing = scatterSpacing(state.scatterSettings, biome);
      ImGui::SetNextItemWidth(-1);
      const std::string mark = "scatter.biome." + std::to_string(b);
      if (slider(state, mark.c_str(), "##spacing", ImGuiDataType_Double, &spacing, &kZero, &kSpacingHigh,
                 spacing == 0 ? "none" : "%.4f"))
        state.scatterSettings.biomeSpacing[static_cast<std::size_t>(b)] = spacing < kScatterSpacingMin ? 0.0 : spacing;
      ImGui::TableNextColumn();
      if (v.shown && v.refusal.empty())
        ImGui::Text("%d  %.0f", counts[static_cast<std::size_t>(b)],
                    area > 0 ? counts[static_cast<std::size_t>(b)] / area : 0.0);
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  if (v.shown && v.refusal.empty()) caption("points in view, then per square map width");
  if (v.shown && !v.refusal.empty()) wrapped("%s", v.refusal.c_str());
  if (ImGui::Button("Every biome to the spacing"))
    state.scatterSettings.biomeSpacing = ScatterSettings::defaultBiomeSpacing();
  markLastItem(state, "scatter.reset");
  hint("Each biome back to the default spacing; water back to none.");
  if (v.shown && v.refusal.empty()) {
    ImGui::SetNextItemWidth(-ui(110.0f));
    ImGui::InputText("points file", v.path.data(), v.path.size());
    markLastItem(state, "scatter.file");
    if (ImGui::Button("Write the points in view")) writePointsInView(state);
    markLastItem(state, "scatter.write");
    hint(
        "The points inside the maps' view, of the map the legend counts, as `noisescope scatter --region` "
        "writes them (CSV, or JSON for a .json name).");
  }
  scrollToSectionEnd(section.opened);
}

}  // namespace noisescope::gui
