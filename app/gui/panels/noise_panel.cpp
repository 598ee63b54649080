// The noise parameters: every slider points straight into state.params.
#include <imgui.h>
#include <imgui_internal.h>  // GetActiveID: is the seed being typed

#include <cstdint>
#include <cstdio>
#include <random>
#include <string>

#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "noisescope/noise/fade.h"
#include "noisescope/noise/param_table.h"

namespace noisescope::gui {

namespace {

bool sliderDouble(AppState& state, const char* mark, const char* label, double* v, double lo, double hi,
                  ImGuiSliderFlags flags = 0) {
  return slider(state, mark, label, ImGuiDataType_Double, v, &lo, &hi, "%.3f", flags);
}

void drawFadeChips(AppState& state) {
  Fade& fade = state.params.fade;
  if (chip(state, "1 Linear", "chip.linear", fade == Fade::Linear)) fade = Fade::Linear;
  hint("Linear blend: the slope jumps at every cell border, so the lattice shows as creases.");
  sameLineIfFits(buttonWidth("2 Cubic"));
  if (chip(state, "2 Cubic", "chip.cubic", fade == Fade::Cubic)) fade = Fade::Cubic;
  hint("Cubic t^2 (3 - 2t): flat at the borders, but still curved there.");
  sameLineIfFits(buttonWidth("3 Quintic"));
  if (chip(state, "3 Quintic", "chip.quintic", fade == Fade::Quintic)) fade = Fade::Quintic;
  hint("Quintic 6t^5 - 15t^4 + 10t^3: flat and straight at the borders; the grid disappears.");
  sameLineIfFits(buttonWidth("N"));
  if (chip(state, "N", "chip.normalise", state.params.normalize))
    state.params.normalize = !state.params.normalize;
  hint("Normalise: divide the octave sum by the amplitude sum.\nOff: values above 1 are painted orange.");
}

// The two starts, one click each: teaching (the first start: linear fade,
// thresholds that show every band of both maps) and designing (core's
// defaults, as the command line starts). A chip is lit while the settings are
// exactly its start's.
void startTooltip(const char* what, const ExplorerDefaults& d) {
  if (!ImGui::IsItemHovered()) return;
  ImGui::SetTooltip(
      "%s: seed %d, %d octaves, lacunarity %g, persistence %g, %g cells, %s fade, normalised, no terrain "
      "shaping;\nthresholds %.2f / %.2f / %.2f, biome cut h %.2f; the home view. Biome names and colours stay.",
      what, d.params.seed, d.params.octaves, d.params.lacunarity, d.params.persistence, d.params.frequency,
      fadeName(d.params.fade).data(), d.thresholds.t1, d.thresholds.t2, d.thresholds.t3, d.biomeCuts.h);
}

void drawStarts(AppState& state) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("start");
  ImGui::SameLine();
  const ExplorerDefaults& teaching = explorerDefaults();
  const ExplorerDefaults& designing = designingStart();
  if (chip(state, "teaching", "button.reset", showsStart(state, teaching))) applyStart(state, teaching);
  startTooltip("What a first start shows, so the grid and every band show", teaching);
  sameLineIfFits(buttonWidth("designing"));
  if (chip(state, "designing", "button.start.designing", showsStart(state, designing))) applyStart(state, designing);
  startTooltip("Core's defaults, as the command line and presets start: smooth terrain", designing);
}

// The seed as text, applied when complete (Enter, or the field loses focus)
// and only when it is a 32-bit integer: out-of-range text is refused with the
// command line's own words, never wrapped.
void drawSeedField(AppState& state) {
  std::array<char, 32>& text = state.seedText;
  if (ImGui::GetActiveID() != ImGui::GetID("seed"))
    std::snprintf(text.data(), text.size(), "%d", static_cast<int>(state.params.seed));
  ImGui::InputText("seed", text.data(), text.size(), ImGuiInputTextFlags_CharsDecimal);
  markLastItem(state, "input.seed");
  if (const int dir = arrowNudge(state); dir != 0) {
    const std::int64_t next = std::int64_t{state.params.seed} + dir;
    if (next >= INT32_MIN && next <= INT32_MAX) state.params.seed = static_cast<std::int32_t>(next);
  }
  if (!ImGui::IsItemDeactivated()) return;
  const ParamDesc& seed = *findParam("seed");
  const ParsedParam parsed = parseParam(seed, text.data());
  if (parsed.error.empty())
    seed.set(state.params, parsed.value);
  else
    setStatusLine(state.status, parsed.error + "; kept " + std::to_string(state.params.seed), true);
}

// The last seeds shown, newest first: a click brings one back (the list
// keeps its order, seed_history.h). The current seed is highlighted.
void drawSeedHistory(AppState& state) {
  const SeedHistory& h = state.seeds;
  if (h.count == 0) return;  // before the first frame's seed is noted
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("recent");
  hint("The last seeds shown, newest first: click one to go back to it.");
  for (int i = 0; i < h.count; ++i) {
    const std::int32_t seed = h.seeds[static_cast<std::size_t>(i)];
    char label[40], mark[32];
    std::snprintf(label, sizeof label, "%d##recentseed%d", static_cast<int>(seed), i);
    std::snprintf(mark, sizeof mark, "seed.history.%d", i);
    sameLineIfFits(buttonWidth(label));
    if (chip(state, label, mark, seed == state.params.seed)) state.params.seed = seed;
  }
}

}  // namespace

void drawNoisePanel(AppState& state) {
  if (!ImGui::CollapsingHeader("Noise", ImGuiTreeNodeFlags_DefaultOpen)) return;
  NoiseParams& p = state.params;
  ImGui::PushItemWidth(-ui(90.0f));

  // The slider ends at 8; Ctrl+click types up to 16 (clamped after the frame).
  slider(state, "slider.octaves", "octaves", ImGuiDataType_S32, &p.octaves, &kOctavesMin, &kOctaveSliderMax, "%d");
  hint("Layers summed, each finer and fainter. Ctrl+click to type up to 16.");
  sliderDouble(state, "slider.lacunarity", "lacunarity", &p.lacunarity, kLacunarityMin, kLacunarityMax);
  hint("Frequency factor per octave: 2 makes each octave twice as fine.");
  sliderDouble(state, "slider.persistence", "persistence", &p.persistence, kPersistenceMin, kPersistenceMax);
  hint("Amplitude factor per octave: 0.5 halves each octave's height; higher is rougher.");
  sliderDouble(state, "slider.frequency", "frequency", &p.frequency, kFrequencyMin, kFrequencyMax,
               ImGuiSliderFlags_Logarithmic);
  hint("Lattice cells across the map at zoom 1 (logarithmic slider).");

  drawSeedField(state);
  hint("Any 32-bit integer; octave o uses seed + 1013 o, so octaves differ.");
  ImGui::SameLine();
  if (ImGui::Button("new")) {
    static std::random_device entropy;  // a click, not a frame: no cost when idle
    p.seed = static_cast<std::int32_t>(entropy());
  }
  hint("A random seed.");
  ImGui::PopItemWidth();
  drawSeedHistory(state);

  drawFadeChips(state);
  // What the fade does, in one line whatever it is and however narrow the sidebar (so what is below
  // keeps its place): a first start is the teaching one and says so, so nobody designs on creases unknowingly.
  const Fade fade = state.params.fade;
  const float room = ImGui::GetContentRegionAvail().x;
  const char* note = fade == Fade::Linear  ? longestThatFits({"linear: creases at cell borders (teaching)", "linear: creases"}, room)
                     : fade == Fade::Cubic ? longestThatFits({"cubic: smooth, the grid still faint", "cubic: faint grid"}, room)
                                           : longestThatFits({"quintic: no grid shows (designing)", "quintic: no grid"}, room);
  ImGui::TextDisabled("%s", note);
  markLastItem(state, fade == Fade::Linear ? "note.linear" : "note.fade");
  drawStarts(state);
}

}  // namespace noisescope::gui
