// The export panel: any view of the current settings, at any size, to PNG,
// 16-bit PNG, RAW or OpenEXR, or as a mesh (glb, OBJ) with a height scale. The export runs on its own thread (io/export_job.h);
// the panel shows its progress and puts the outcome in the status line.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iterator>
#include <string>
#include <utility>

#include "noisescope/fill/field.h"
#include "noisescope/output/mesh_grid.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "gui/settings.h"
#include "io/export_job.h"
#include "io/preset.h"

namespace noisescope::gui {

namespace {

void announceOutcome(AppState& state) {
  ExportPanelState& e = state.exporting;
  if (e.announced || !e.job || !e.job->finished()) return;
  e.announced = true;
  if (const auto& result = e.job->result()) {
    std::string line = "exported " + result->path;
    if (!result->sidecarPath.empty()) line += " and " + result->sidecarPath;
    setStatusLine(state.status, std::move(line), false);
  } else if (e.job->cancelRequested()) {  // what the user asked for, not a failure
    setStatusLine(state.status, "export of " + e.job->path() + " cancelled; no file written", false);
  } else {
    setStatusLine(state.status, "export failed: " + e.job->error(), true);
  }
}

void startExport(AppState& state) {
  ExportPanelState& e = state.exporting;
  std::error_code ec;
  const std::filesystem::path absolute = std::filesystem::absolute(e.path.data(), ec);
  const std::string path = ec ? std::string(e.path.data()) : absolute.lexically_normal().string();
  if (const std::string wrong = io::extensionMismatch(static_cast<io::ExportFormat>(e.format), path); !wrong.empty()) {
    setStatusLine(state.status, wrong, true);
    return;
  }
  const bool tiled = exportIsTiled(e);
  if (tiled) {
    if (const std::string wrong = io::exportTilesError(exportSettingsOf(state), e.tiles[0], e.tiles[1]);
        !wrong.empty()) {
      setStatusLine(state.status, wrong, true);
      return;
    }
  } else if (!mayWrite(state, path)) {
    return;
  }
  e.job = std::make_shared<io::ExportJob>(exportSettingsOf(state), path, e.overwrite, tiled ? e.tiles[0] : 1,
                                          tiled ? e.tiles[1] : 1);
  e.announced = false;
  setStatusLine(state.status, "exporting " + path + " ...", false);
}

void drawSettings(AppState& state) {
  ExportPanelState& e = state.exporting;
  // Room for the longest label, "height scale", at any UI scale.
  ImGui::PushItemWidth(-(ImGui::CalcTextSize("height scale").x + ImGui::GetStyle().ItemInnerSpacing.x));
  const views::ViewInfo& shown = views::viewInfo(e.display.kind);
  if (ImGui::BeginCombo("view##export", shown.label.data())) {
    for (const views::ViewInfo& v : views::allViews())
      if (ImGui::Selectable(v.label.data(), v.kind == e.display.kind)) e.display.kind = v.kind;
    ImGui::EndCombo();
  }
  if (views::displayOctave(e.display) != kWholeFbm) {
    const int first = 0, last = state.params.octaves - 1;
    slider(state, "export.octave", "octave##export", ImGuiDataType_S32, &e.display.octave, &first, &last, "%d");
  }
  e.display.octave = std::clamp(e.display.octave, 0, state.params.octaves - 1);

  const bool mesh = io::isMeshFormat(static_cast<io::ExportFormat>(e.format));
  ImGui::InputInt2(mesh ? "vertices##export" : "size##export", e.size);
  for (int& side : e.size) side = mesh ? std::clamp(side, kMeshSideMin, kMeshSideMax) : std::clamp(side, 1, kMaxFieldSide);
  if (ImGui::SmallButton("map size") && state.sizes.mapWidth > 0) {
    e.size[0] = state.sizes.mapWidth;
    e.size[1] = state.sizes.mapHeight;
  }
  // Fixed labels: an idle frame allocates nothing.
  struct Side {
    int side;
    const char* label;
    const char* mark;
  };
  constexpr Side kSides[] = {{1024, "1024", "export.size1024"}, {4096, "4096", "export.size4096"},
                             {16384, "16384", "export.size16384"}};
  for (const Side& s : kSides) {
    sameLineIfFits(ImGui::CalcTextSize(s.label).x + 2 * ImGui::GetStyle().FramePadding.x);
    if (ImGui::SmallButton(s.label)) e.size[0] = e.size[1] = s.side;
    markLastItem(state, s.mark);
  }
  // Tiles are cut from one field of the whole (map_export.h exportTiles).
  const bool tiled = exportTakesTiles(e);
  const double tiles = tiled ? static_cast<double>(e.tiles[0]) * e.tiles[1] : 1.0;
  const double wholeW = tiled ? e.tiles[0] * (e.size[0] - 1.0) + 1.0 : e.size[0];
  const double wholeH = tiled ? e.tiles[1] * (e.size[1] - 1.0) + 1.0 : e.size[1];
  const double memoryMiB = 4.0 * wholeW * wholeH / (1 << 20);
  if (const auto bytes = io::exportFileBytes(static_cast<io::ExportFormat>(e.format), e.size[0], e.size[1]))
    caption("writes %.0f MiB; needs %.0f MiB of memory", tiles * *bytes / (1 << 20), memoryMiB);
  else
    caption("needs %.0f MiB of memory while it runs", memoryMiB);

  // Each format marked export.format.N while the list is open (fixed names: no allocation).
  constexpr const char* kFormatMarks[] = {"export.format.0", "export.format.1",  "export.format.2",
                                          "export.format.3", "export.format.4",  "export.format.5",
                                          "export.format.6", "export.format.7",  "export.format.8",
                                          "export.format.9", "export.format.10", "export.format.11"};
  static_assert(std::size(kFormatMarks) == io::kExportFormats.size());
  const io::ExportFormatInfo& chosen = io::exportFormatInfo(static_cast<io::ExportFormat>(e.format));
  // Where the label is cut (200%), the format's --format word: "png16".
  const bool listed = ImGui::BeginCombo(
      "format##export", comboPreview({chosen.label.data(), chosen.name.data()}), ImGuiComboFlags_HeightLarge);
  markLastItem(state, "export.format");
  if (listed) {
    for (int f = 0; f < static_cast<int>(io::kExportFormats.size()); ++f) {
      if (ImGui::Selectable(io::kExportFormats[f].label.data(), f == e.format) && f != e.format) {
        chooseExportFormat(state, f);
        keepSectionEndInView();  // a 16-bit or mesh format adds a row: keep Export in view
      }
      markLastItem(state, kFormatMarks[f]);
    }
    ImGui::EndCombo();
  }
  if (const int side = io::nearestEngineSide(chosen.format, e.size[0], e.size[1]);
      side > 0 && !(e.size[0] == side && e.size[1] == side)) {
    // An engine takes a few square sizes alone (export_formats.h): offer the nearest.
    char label[48];
    std::snprintf(label, sizeof label, "use %d x %d", side, side);
    caption("%.*s takes square sizes only:", static_cast<int>(chosen.name.size()), chosen.name.data());
    sameLineIfFits(buttonWidth(label));
    if (ImGui::SmallButton(label)) e.size[0] = e.size[1] = side;
    markLastItem(state, "export.engineSize");
  }
  if (chosen.format == io::ExportFormat::Splat) {
    constexpr double kNoBlend = 0.0, kMostBlend = kSplatBlendMax;
    slider(state, "export.splatBlend", "blend##export", ImGuiDataType_Double, &e.splatBlend, &kNoBlend,
           &kMostBlend, "%.3f");
    hint("Each threshold's two bands share the elevations within half this of it; 0 cuts hard.");
  }
  if (chosen.sixteenBit) {
    ImGui::Checkbox("stretch to 0..65535", &e.stretch);
    hint("Map the measured min..max to 0..65535 instead of 0..1.");
  }
  if (mesh) {
    heightScaleSlider(state, "export.heightScale", "height scale##export");
  }
  if (tiled) {
    ImGui::InputInt2("tiles##export", e.tiles);
    markLastItem(state, "export.tiles");
    for (int& n : e.tiles) n = std::clamp(n, 1, io::kMaxTilesPerSide);
    hint("Columns and rows of tiles of the size above, sharing their edge pixels, written as FILE_X_Y.");
  }
  ImGui::InputText("file##export", e.path.data(), e.path.size());
  markLastItem(state, "export.file");
  if (chosen.sizeAndRangeInName) {
    caption("written as FILE_%dx%d_%s%.*s, as Terrain3D's importer reads it", e.size[0], e.size[1],
            e.stretch ? "LOW..HIGH" : "0..1", static_cast<int>(chosen.extension.size()),
            chosen.extension.data());
    markLastItem(state, "export.namedAs");
  }
  replaceCheckbox(state, "replace an existing file##export", "export.replace");
  ImGui::PopItemWidth();
}

}  // namespace

void chooseExportFormat(AppState& state, int format) {
  ExportPanelState& e = state.exporting;
  e.format = static_cast<int>(io::exportFormatInfo(static_cast<io::ExportFormat>(format)).format);
  const std::string p = io::withFormatExtension(e.path.data(), static_cast<io::ExportFormat>(e.format));
  if (p.size() < e.path.size()) std::copy(p.c_str(), p.c_str() + p.size() + 1, e.path.begin());
}

// Meshes and a name that carries its size (godot) are not tiled: the tiles
// row is hidden for them and its numbers wait for a format that takes them.
bool exportTakesTiles(const ExportPanelState& e) {
  const io::ExportFormatInfo& f = io::exportFormatInfo(static_cast<io::ExportFormat>(e.format));
  return f.writer != io::ExportWriter::Mesh && !f.sizeAndRangeInName;
}

bool exportIsTiled(const ExportPanelState& e) {
  return e.tiles[0] * e.tiles[1] > 1 && exportTakesTiles(e);
}

io::ExportSettings exportSettingsOf(const AppState& state) {
  const ExportPanelState& e = state.exporting;
  io::ExportSettings s;
  s.preset = presetFromState(state);
  s.preset.display = e.display;
  s.width = e.size[0];
  s.height = e.size[1];
  s.format = static_cast<io::ExportFormat>(e.format);
  s.stretch = e.stretch;
  s.splatBlend = std::clamp(e.splatBlend, 0.0, kSplatBlendMax);
  return s;
}

void drawExportPanel(AppState& state) {
  announceOutcome(state);
  ImGui::SetNextItemOpen(state.panels.exportPanel);
  const Section section = sectionHeader(state, "Export", "export.header");
  state.panels.exportPanel = section.open;
  if (!section.open) return;

  ExportPanelState& e = state.exporting;
  const bool running = e.job && !e.job->finished();
  ImGui::BeginDisabled(running);
  drawSettings(state);
  ImGui::EndDisabled();

  if (!running) {
    if (ImGui::Button("Export##start")) startExport(state);
    markLastItem(state, "export.start");
    scrollToSectionEnd(section.opened);
    // A failure is told in the status line, which fades; only a file written stays here.
    if (e.job && e.job->result()) {
      caption("last: wrote %s", e.job->result()->path.c_str());
    }
    return;
  }
  char overlay[64];
  std::snprintf(overlay, sizeof overlay, "%s %.0f%%", e.job->phase() == 0 ? "rendering" : "writing",
                e.job->progress() * 100.0);
  ImGui::ProgressBar(static_cast<float>(e.job->progress()), ImVec2(-ui(70.0f), 0.0f), overlay);
  ImGui::SameLine();
  if (ImGui::Button("Cancel##export")) e.job->cancel();
}

}  // namespace noisescope::gui
