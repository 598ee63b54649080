// The biome legend under the biome cuts: each class's colour, its name and
// its share of the biome view. Both are the user's to change: a click on the
// square opens a colour picker, the name is a text field. Colours and names
// travel with presets ("biome-colours", "biome-names"), screenshots and
// exports; undo takes a changed one back (history.h).
#include <imgui.h>

#include <cstdio>
#include <string>

#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"

namespace noisescope::gui {

namespace {

Rgb8 rgb8Of(const float rgb[3]) {
  const auto channel = [](float c) { return static_cast<std::uint8_t>(c * 255.0f + 0.5f); };
  return Rgb8{channel(rgb[0]), channel(rgb[1]), channel(rgb[2])};
}

// The class's square; clicked, a picker in a popup edits the colour live.
void colourButton(AppState& state, int b, const char* id) {
  Rgb8& c = state.biomeColours[static_cast<std::size_t>(b)];
  float rgb[3] = {c.r / 255.0f, c.g / 255.0f, c.b / 255.0f};
  const float side = ImGui::GetFrameHeight();
  char mark[32];
  if (ImGui::ColorButton(id, ImVec4(rgb[0], rgb[1], rgb[2], 1.0f), ImGuiColorEditFlags_NoDragDrop, ImVec2(side, side)))
    ImGui::OpenPopup(id);
  std::snprintf(mark, sizeof mark, "legend.%d.colour", b);
  markLastItem(state, mark);
  hint("Click to change the class's colour: the biome view and its exports follow.");
  if (!ImGui::BeginPopup(id)) return;
  if (ImGui::ColorPicker3("##picker", rgb, ImGuiColorEditFlags_NoSidePreview | ImGuiColorEditFlags_NoSmallPreview))
    c = rgb8Of(rgb);
  markLastItem(state, "biome.picker");
  ImGui::EndPopup();
}

// The class's name, typed in place. Left empty (or, typed by other means,
// not a valid name) it goes back to the table's name.
void nameField(AppState& state, int b, float width) {
  BiomeLabel& label = state.biomeNames[static_cast<std::size_t>(b)];
  char id[32], mark[32];
  std::snprintf(id, sizeof id, "##biomename%d", b);
  ImGui::SetNextItemWidth(width);
  ImGui::InputText(id, label.bytes.data(), label.bytes.size());
  if (ImGui::IsItemDeactivated() && !biomeLabelError(label.text()).empty())
    label = defaultBiomeNames()[static_cast<std::size_t>(b)];
  std::snprintf(mark, sizeof mark, "legend.%d", b);
  markLastItem(state, mark);
  if (ImGui::IsItemHovered() && !ImGui::IsItemActive()) {
    const std::string_view table = biomeName(static_cast<Biome>(b));
    ImGui::SetTooltip("Class %d (the table's %.*s): its name in the legend, the hover probe and exports, up to %d bytes.",
                      b, static_cast<int>(table.size()), table.data(), static_cast<int>(kBiomeLabelMaxBytes));
  }
}

}  // namespace

void drawBiomeLegendPanel(AppState& state) {
  const float shareWidth = ImGui::CalcTextSize("100.0%").x;
  for (int b = 0; b < kBiomeCount; ++b) {
    char id[32];
    std::snprintf(id, sizeof id, "##biome%d", b);
    ImGui::PushID(b);
    colourButton(state, b, id);
    ImGui::SameLine();
    const ImGuiStyle& style = ImGui::GetStyle();
    nameField(state, b, ImGui::GetContentRegionAvail().x - shareWidth - style.ItemSpacing.x);
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::Text("%5.1f%%", 100.0 * state.images.biomeShares[static_cast<std::size_t>(b)]);
    ImGui::PopID();
  }
}

}  // namespace noisescope::gui
