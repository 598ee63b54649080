// The preset panel: built-in presets, preset files, and the clipboard: the
// settings as JSON, or as code a game calls ("Copy as code", io/code_export.h).
// A preset that fails to load changes nothing and says why in the status line.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <stdexcept>
#include <filesystem>
#include <string>

#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "gui/settings.h"
#include "io/code_export.h"
#include "io/map_export.h"
#include "io/png_file.h"
#include "io/preset.h"

namespace noisescope::gui {

namespace {

void setStatus(AppState& state, std::string line, bool isError) { setStatusLine(state.status, std::move(line), isError); }

// Applies a preset, including the view it shows in the export panel, and says so.
void apply(AppState& state, const io::Preset& preset, const std::string& from) {
  applyPresetAndView(preset, state);
  const std::string source = from.empty() ? "the clipboard" : from;
  setStatus(state, "loaded " + (preset.name.empty() ? "the settings" : "\"" + preset.name + "\"") + " from " + source,
            false);
}

// The current settings as a preset; its display is the export panel's view.
io::Preset currentPreset(const AppState& state, std::string name) {
  io::Preset preset = presetFromState(state);
  preset.name = std::move(name);
  preset.display = state.exporting.display;
  return preset;
}

void drawBuiltins(AppState& state) {
  const auto builtins = io::builtinPresets();
  if (builtins.empty()) return;
  int& chosen = state.exporting.builtin;
  chosen = std::clamp(chosen, 0, static_cast<int>(builtins.size()) - 1);
  ImGui::PushItemWidth(-ui(70.0f));
  // "Eroded island (radial island, valleys to the sea)" is cut even at 100%:
  // where the name does not fit, the part before its parenthesis.
  const std::string& name = builtins[chosen].preset.name;
  char shortName[64];
  std::snprintf(shortName, sizeof shortName, "%.*s", static_cast<int>(std::min(name.find(" ("), name.size())),
                name.c_str());
  const bool listOpen = ImGui::BeginCombo("built-in", comboPreview({name.c_str(), shortName}));
  markLastItem(state, "preset.builtin");
  if (listOpen) {
    for (int i = 0; i < static_cast<int>(builtins.size()); ++i)
      if (ImGui::Selectable(builtins[i].preset.name.c_str(), i == chosen)) {
        chosen = i;
        apply(state, builtins[i].preset, "the built-in list");
      }
    ImGui::EndCombo();
  }
  ImGui::PopItemWidth();
}

// A preset file, or the settings a PNG export carries (as `render --from`
// reads them), including the export panel's size and format.
void loadFile(AppState& state, const std::string& path) {
  try {
    if (!io::looksLikeExport(path)) {
      apply(state, io::loadPresetFile(path), path);
      return;
    }
    const io::ExportSettings s = io::settingsFromExport(path);
    apply(state, s.preset, path);
    state.exporting.size[0] = s.width;
    state.exporting.size[1] = s.height;
    chooseExportFormat(state, static_cast<int>(s.format));
    state.exporting.stretch = s.stretch;
  } catch (const std::exception& error) {
    setStatus(state, error.what(), true);
  }
}

void drawFile(AppState& state) {
  ExportPanelState& e = state.exporting;
  ImGui::PushItemWidth(-ui(70.0f));
  ImGui::InputText("file##preset", e.presetPath.data(), e.presetPath.size());
  markLastItem(state, "preset.file");
  hint("A preset (.json) to load or save, or a file Noisescope exported (PNG, EXR, glb, OBJ, RAW) to load its settings.\n"
       "Dropping a file on the window loads it too.");
  ImGui::PopItemWidth();
  const char* path = e.presetPath.data();
  const bool load = ImGui::Button("Load##preset");
  markLastItem(state, "preset.load");
  if (load) loadFile(state, path);
  sameLineIfFits(buttonWidth("Save##preset"));
  const bool save = ImGui::Button("Save##preset");
  markLastItem(state, "preset.save");
  sameLineIfFits(checkboxWidth("replace##preset"));
  replaceCheckbox(state, "replace##preset", "preset.replace");
  if (save && mayWrite(state, path)) {
    try {
      io::savePresetFile(path, currentPreset(state, std::filesystem::path(path).stem().string()),
                         state.exporting.overwrite);
      setStatus(state, std::string("saved preset ") + path, false);
    } catch (const std::exception& error) {
      setStatus(state, error.what(), true);
    }
  }
}

void drawClipboard(AppState& state) {
  if (ImGui::Button("Copy to clipboard")) {
    ImGui::SetClipboardText(io::presetToJson(currentPreset(state, "")).c_str());
    setStatus(state, "preset copied to the clipboard as JSON", false);
  }
  markLastItem(state, "preset.copy");
  sameLineIfFits(buttonWidth("Paste from clipboard"));
  const bool paste = ImGui::Button("Paste from clipboard");
  markLastItem(state, "preset.paste");
  if (paste) {
    const char* text = ImGui::GetClipboardText();
    try {
      if (text == nullptr || text[0] == '\0') throw std::runtime_error("the clipboard holds no text");
      apply(state, io::presetFromJson(text, "clipboard"), "");
    } catch (const std::exception& error) {
      setStatus(state, error.what(), true);
    }
  }
}

// The export view's map as a standalone C, JavaScript or GLSL file on the
// clipboard: what Export would render, as a function. Settings that have no
// code grey the button and say why.
void drawCopyAsCode(AppState& state) {
  int& chosen = state.exporting.codeLanguage;
  chosen = std::clamp(chosen, 0, static_cast<int>(io::kAllCodeLanguages.size()) - 1);
  const auto language = io::kAllCodeLanguages[static_cast<std::size_t>(chosen)];
  ImGui::PushItemWidth(ui(110.0f));
  // The labels are string literals: their data() ends in '\0', and no string is made each frame.
  const bool listOpen = ImGui::BeginCombo("##codelanguage", io::codeLanguageLabel(language).data());
  markLastItem(state, "preset.codelanguage");
  if (listOpen) {
    constexpr const char* kMarks[] = {"preset.codelanguage.0", "preset.codelanguage.1", "preset.codelanguage.2"};
    static_assert(std::size(kMarks) == io::kAllCodeLanguages.size());
    for (std::size_t i = 0; i < io::kAllCodeLanguages.size(); ++i) {
      if (ImGui::Selectable(io::codeLanguageLabel(io::kAllCodeLanguages[i]).data(), static_cast<int>(i) == chosen))
        chosen = static_cast<int>(i);
      markLastItem(state, kMarks[i]);
    }
    ImGui::EndCombo();
  }
  ImGui::PopItemWidth();
  const NoiseParams params = views::displayParams(state.params, state.exporting.display);
  const std::string refusal = io::codeRefusal(params);
  sameLineIfFits(buttonWidth("Copy as code"));
  ImGui::BeginDisabled(!refusal.empty());
  const bool copy = ImGui::Button("Copy as code");
  ImGui::EndDisabled();
  markLastItem(state, "preset.code");
  if (!refusal.empty()) {
    caption("no code: %s", refusal.c_str());
  }
  if (!copy) return;
  try {
    io::Preset preset = currentPreset(state, "");
    preset.params = params;
    const std::string text = io::mapAsCode(preset, language);
    ImGui::SetClipboardText(text.c_str());
    const auto lines = std::count(text.begin(), text.end(), '\n');
    setStatus(state,
              "copied the " + views::displayName(state.exporting.display) + " map as " +
                  std::string(io::codeLanguageLabel(language)) + " (" + std::to_string(lines) + " lines)",
              false);
  } catch (const std::exception& error) {
    setStatus(state, error.what(), true);
  }
}

}  // namespace

void drawPresetPanel(AppState& state) {
  if (state.requests.loadSettings) {
    state.requests.loadSettings = false;
    loadFile(state, state.exporting.presetPath.data());
  }
  const Section section = sectionHeader(state, "Presets", "preset.header");
  if (!section.open) return;
  drawBuiltins(state);
  drawFile(state);
  drawClipboard(state);
  drawCopyAsCode(state);
  scrollToSectionEnd(section.opened);
}

}  // namespace noisescope::gui
