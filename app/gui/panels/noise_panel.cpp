// The noise parameters: every slider points straight into state.params.
#include <imgui.h>

#include <random>

#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"

namespace noisescope::gui {

namespace {

bool sliderDouble(const char* label, double* v, double lo, double hi, const char* format,
                  ImGuiSliderFlags flags = 0) {
  return ImGui::SliderScalar(label, ImGuiDataType_Double, v, &lo, &hi, format, flags);
}

void drawFadeChips(AppState& state) {
  Fade& fade = state.params.fade;
  if (chip(state, "1 Linear", "chip.linear", fade == Fade::Linear)) fade = Fade::Linear;
  ImGui::SameLine();
  if (chip(state, "2 Cubic", "chip.cubic", fade == Fade::Cubic)) fade = Fade::Cubic;
  ImGui::SameLine();
  if (chip(state, "3 Quintic", "chip.quintic", fade == Fade::Quintic)) fade = Fade::Quintic;
  ImGui::SameLine();
  if (chip(state, "N", "chip.normalise", state.params.normalize)) state.params.normalize = !state.params.normalize;
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Normalise: divide the octave sum by the amplitude sum.\nOff: values above 1 are painted orange.");
}

}  // namespace

void drawNoisePanel(AppState& state) {
  if (!ImGui::CollapsingHeader("Noise", ImGuiTreeNodeFlags_DefaultOpen)) return;
  NoiseParams& p = state.params;
  ImGui::PushItemWidth(-90.0f);

  // The slider ends at 8; Ctrl+click types up to 16 (clamped after the frame).
  ImGui::SliderInt("octaves", &p.octaves, kOctavesMin, kOctaveSliderMax);
  markLastItem(state, "slider.octaves");
  sliderDouble("lacunarity", &p.lacunarity, kLacunarityMin, kLacunarityMax, "%.3f");
  markLastItem(state, "slider.lacunarity");
  sliderDouble("persistence", &p.persistence, kPersistenceMin, kPersistenceMax, "%.3f");
  markLastItem(state, "slider.persistence");
  sliderDouble("frequency", &p.frequency, kFrequencyMin, kFrequencyMax, "%.3f", ImGuiSliderFlags_Logarithmic);
  markLastItem(state, "slider.frequency");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Lattice cells across the map at zoom 1");

  ImGui::InputInt("seed", &p.seed);
  markLastItem(state, "input.seed");
  ImGui::SameLine();
  if (ImGui::Button("new")) {
    static std::random_device entropy;  // a click, not a frame: no cost when idle
    p.seed = static_cast<std::int32_t>(entropy());
  }
  ImGui::PopItemWidth();

  drawFadeChips(state);
  const bool reset = ImGui::Button("Reset to defaults");
  markLastItem(state, "button.reset");
  if (reset) {
    p = NoiseParams{};
    state.thresholds = Thresholds{};
    state.viewIsDefault = true;
  }
}

}  // namespace noisescope::gui
