#include "frame.h"

#include <algorithm>

#include <imgui.h>
#include <imgui_internal.h>  // TableSetColumnWidth, a column's width: Dear ImGui 1.86 has no public calls for them

#include "panels/panels.h"
#include "pin.h"
#include "ui_scale.h"

namespace noisescope::gui {

namespace {

constexpr ImGuiWindowFlags kHostFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                        ImGuiWindowFlags_NoBringToFrontOnFocus |
                                        ImGuiWindowFlags_NoScrollWithMouse;
constexpr float kControlsWidth = 330.0f;  // at UI scale 1; a width in imgui.ini follows the font's size
// At start and at a new UI scale the controls take at most this share of the
// window: at 200% on a 1440-pixel projector 330 px became 660, 45% of the
// width, and the maps shrank to 345 px each. A drag may widen them again.
constexpr float kMaxControlsShare = 0.34f;

}  // namespace

void drawFrame(AppState& state) {
  state.marks.clear();

  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  ImGui::Begin("Noisescope##host", nullptr, kHostFlags);

  // The columns end above a one-line status bar.
  const float columnsHeight = ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeightWithSpacing();
  // The column widths live in imgui.ini, so the layout survives a restart.
  if (columnsHeight > 0 && ImGui::BeginTable("layout", 2, ImGuiTableFlags_Resizable | ImGuiTableFlags_BordersInnerV)) {
    ImGui::TableSetupColumn("controls", ImGuiTableColumnFlags_WidthFixed,
                            std::min(ui(kControlsWidth), kMaxControlsShare * viewport->WorkSize.x));
    ImGui::TableSetupColumn("views", ImGuiTableColumnFlags_WidthStretch);
    // At start and whenever the UI scale changes (not when the window is resized, which would narrow
    // the sidebar for good): the width, scaled from imgui.ini, held to the share. Before the first cell
    // locks the layout, so last frame's width.
    if (state.ui.widthHeldAt != uiScale()) state.ui.widthHeldAt = uiScale(), state.ui.holdFrames = 3;
    const float widest = kMaxControlsShare * viewport->WorkSize.x;
    if (state.ui.holdFrames > 0) {
      --state.ui.holdFrames;
      if (ImGui::GetCurrentTable()->Columns[0].WidthGiven > widest + 1.0f) ImGui::TableSetColumnWidth(0, widest);
    }
    ImGui::TableNextColumn();
    ImGui::BeginChild("controls", ImVec2(0, columnsHeight));
    const ImVec2 sidebarAt = ImGui::GetWindowPos(), sidebarSize = ImGui::GetWindowSize();
    state.marks.add("sidebar", ScreenRect{sidebarAt.x, sidebarAt.y, sidebarSize.x, sidebarSize.y});
    drawHistoryPanel(state);
    drawNoisePanel(state);
    drawTerrainPanel(state);
    drawBandsControlsPanel(state);
    drawViewOptionsPanel(state);
    drawPresetPanel(state);
    drawExportPanel(state);
    drawTeachingPanel(state);
    ImGui::EndChild();

    ImGui::TableNextColumn();
    ImGui::BeginChild("views", ImVec2(0, columnsHeight), false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    drawViewsPanel(state);
    drawLatticeOverlayPanel(state);
    drawExportFramePanel(state);
    drawPinMarkers(state);  // in the views' own draw list: floating panels cover it
    ImGui::EndChild();
    ImGui::EndTable();
  }
  drawStatusPanel(state);
  ImGui::End();

  drawHoverPanel(state);
  updatePin(state);
  drawExplainPanel(state);
  drawFadeCurvesPanel(state);
  drawCrossSectionPanel(state);
  drawHistogramPanel(state);
  drawLessonsPanel(state);
  drawSpectrumPanel(state);
  drawRelief3dPanel(state);
}

}  // namespace noisescope::gui
