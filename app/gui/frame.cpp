#include "frame.h"

#include <imgui.h>
#include <imgui_internal.h>  // TableSetColumnWidth, a column's width: Dear ImGui 1.86 has no public calls for them

#include <algorithm>
#include <cmath>

#include "chunk_grid.h"
#include "panels/panels.h"
#include "pin.h"
#include "scatter_marks.h"
#include "ui_scale.h"

namespace noisescope::gui {

namespace {

constexpr ImGuiWindowFlags kHostFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                        ImGuiWindowFlags_NoBringToFrontOnFocus |
                                        ImGuiWindowFlags_NoScrollWithMouse;
constexpr const char* kHostWindow = "Noisescope##host";
constexpr const char* kLayoutTable = "layout";  // the controls and the views, the host's table
constexpr float kControlsWidth = 330.0f;  // at UI scale 1; a remembered width (state.json's layout) follows the font's size
// At start and at a new UI scale the controls take at most this share of the
// window: at 200% on a 1440-pixel projector 330 px became 660, 45% of the
// width, and the maps shrank to 345 px each. A drag may widen them again.
constexpr float kMaxControlsShare = 0.34f;
// The panel column beside the maps, while a panel is open: about a third of
// the views' width, at least kPanelColumnWidth at UI scale 1 (the explain
// panel's table whole), at most half.
constexpr float kPanelColumnShare = 0.36f;
constexpr float kPanelColumnWidth = 420.0f;
constexpr float kMinViewsWidth = 300.0f;  // narrower views area: panels float over it instead
constexpr float kNarrowestHold = 400.0f;  // window pixels; below, a column's width is not held (see drawFrame)

int openPanels(const AppState& state) {
  const TeachingPanels& t = state.teaching.show;
  return t.explain + t.fadeCurves + t.crossSection + t.histogram + t.lessons + t.spectrum + state.panels.relief3d;
}

// At start and whenever the UI scale changes a fixed column's width, scaled
// from the remembered layout, is held to `widest` (not when the window is
// resized, which would narrow it for good; the controls' column follows the
// window in followWindowWidth). Before the table's first cell locks its
// layout, so last frame's width.
void holdColumnWidth(bool hold, int column, float widest) {
  if (hold && ImGui::GetCurrentTable()->Columns[column].WidthGiven > widest + 1.0f)
    ImGui::TableSetColumnWidth(column, widest);
}

// The controls' width: the width chosen (a drag, or the remembered layout
// at start and at a new UI scale) and, in a window narrower than when it was
// chosen, the larger of kMaxControlsShare of the window and the share it had,
// never wider than chosen; it comes back as the window grows. At 720 px (half
// a 1440 px screen) 244 px instead of 330, and each map 221 px instead of 178.
// A remembered width counts as chosen in a window where it is that share, so
// at start and at a new scale it is held to the share (the hold). Left to
// ImGui below kNarrowestHold. The chosen width, not the shrunk one, is the
// one remembered (rememberControlsWidth). Without a remembered layout the
// table starts at the share, and `preferred` (kControlsWidth at this scale)
// is what was chosen, so a first start in a narrow window grows to it.
void followWindowWidth(ControlsColumn& c, bool hold, float window, float preferred) {
  const ImGuiTable* table = ImGui::GetCurrentTable();
  if (window < kNarrowestHold || table->MinColumnWidth <= 0.0f) return;  // not laid out yet: no width to set
  const float request = table->Columns[0].WidthRequest;  // the width asked for, not as clamped
  if (c.chosen <= 0 || c.set <= 0) {                     // the remembered width
    const bool fresh = std::fabs(request - std::min(preferred, kMaxControlsShare * window)) < 0.5f;
    c.chosen = fresh ? preferred : request;
    c.chosenAt = std::max(window, c.chosen / kMaxControlsShare);
  } else if (std::fabs(request - c.set) > 0.5f) {
    if (hold) {  // a new UI scale: ImGui scaled the width set by the font's ratio, so the chosen one too
      c.chosen *= request / c.set;
      c.chosenAt = std::max(window, c.chosen / kMaxControlsShare);
    } else {  // a drag
      c.chosen = request;
      c.chosenAt = window;
    }
  }
  const float width =
      std::min(c.chosen, std::max(kMaxControlsShare * window, c.chosen * window / c.chosenAt));
  if (std::fabs(request - width) > 0.5f) ImGui::TableSetColumnWidth(0, width);
  c.set = width;
}

void drawControls(AppState& state, float height) {
  ImGui::BeginChild("controls", ImVec2(0, height));
  const ImVec2 sidebarAt = ImGui::GetWindowPos(), sidebarSize = ImGui::GetWindowSize();
  state.marks.add("sidebar", ScreenRect{sidebarAt.x, sidebarAt.y, sidebarSize.x, sidebarSize.y});
  drawHistoryPanel(state);
  drawNoisePanel(state);
  drawTerrainPanel(state);
  drawErosionPanel(state);
  drawBandsControlsPanel(state);
  drawViewOptionsPanel(state);
  drawPresetPanel(state);
  drawExportPanel(state);
  drawTeachingPanel(state);
  drawScatterPanel(state);  // last two: a new section above would push Export below the fold at 1440 x 900
  drawChunksPanel(state);
  ImGui::EndChild();
}

void drawViews(AppState& state, float height) {
  ImGui::BeginChild("views", ImVec2(0, height), false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  drawPanesPanel(state);
  drawChunkGrid(state);
  drawLatticeOverlayPanel(state);
  drawExportFramePanel(state);
  drawScatterMarks(state);
  drawPinMarkers(state);  // in the views' own draw list: floating panels cover it
  ImGui::EndChild();
}

// The views, and while a panel is open the panel column at their right: a
// resizable table of its own, so its width is remembered in the layout too. The
// panels are windows placed in that cell (beginPanelWindow), drawn after.
void drawViewsAndPanelColumn(AppState& state, float height, bool hold) {
  PanelColumn& column = state.panelColumn;
  const float room = ImGui::GetContentRegionAvail().x;
  column.waiting = openPanels(state);
  column.on = column.waiting > 0 && room >= ui(kMinViewsWidth) &&
              ImGui::BeginTable("views and panels", 2, ImGuiTableFlags_Resizable | ImGuiTableFlags_BordersInnerV);
  if (!column.on) {
    drawViews(state, height);
    return;
  }
  ImGui::TableSetupColumn("views", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn("panels", ImGuiTableColumnFlags_WidthFixed,
                          std::floor(std::min(std::max(kPanelColumnShare * room, ui(kPanelColumnWidth)), 0.5f * room)));
  holdColumnWidth(hold, 1, 0.5f * room);
  ImGui::TableNextColumn();
  drawViews(state, height);
  ImGui::TableNextColumn();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  column.x = at.x;
  column.width = std::floor(ImGui::GetContentRegionAvail().x);
  column.top = column.next = at.y;
  column.bottom = at.y + height;
  ImGui::Dummy(ImVec2(column.width, height));
  ImGui::EndTable();
}

// The hover tooltip, the pin, and the panels of the column, top to bottom in this order.
void drawFloatingPanels(AppState& state, bool escapeTaken) {
  drawHoverPanel(state);
  updatePin(state, escapeTaken);
  drawLessonsPanel(state);
  drawExplainPanel(state);
  drawFadeCurvesPanel(state);
  drawCrossSectionPanel(state);
  drawHistogramPanel(state);
  drawSpectrumPanel(state);
  drawRelief3dPanel(state);
}

}  // namespace

void drawFrame(AppState& state) {
  state.marks.clear();

  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  ImGui::Begin(kHostWindow, nullptr, kHostFlags);

  if (state.ui.widthHeldAt != uiScale()) state.ui.widthHeldAt = uiScale(), state.ui.holdFrames = 3;
  // A hold waits while the window is too narrow to lay out: a third of a tiny window would stay the
  // controls' width after the window grows again.
  const bool hold = state.ui.holdFrames > 0 && viewport->WorkSize.x >= kNarrowestHold;
  if (hold) --state.ui.holdFrames;
  // Presenting, the views (and the panel column) take the whole window.
  const bool leftPresentation = state.panels.presenting && escapePressed();
  if (leftPresentation) state.panels.presenting = false;
  if (state.panels.presenting) {
    const float height = ImGui::GetContentRegionAvail().y;
    if (height > 0) drawViewsAndPanelColumn(state, height, hold);
    ImGui::End();
    drawFloatingPanels(state, leftPresentation);
    return;
  }
  // The columns end above a one-line status bar.
  const float columnsHeight = ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeightWithSpacing();
  // The column widths are in the remembered layout, so it survives a restart.
  if (columnsHeight > 0 &&
      ImGui::BeginTable(kLayoutTable, 2, ImGuiTableFlags_Resizable | ImGuiTableFlags_BordersInnerV)) {
    ImGui::TableSetupColumn("controls", ImGuiTableColumnFlags_WidthFixed,
                            std::min(ui(kControlsWidth), kMaxControlsShare * viewport->WorkSize.x));
    ImGui::TableSetupColumn("views", ImGuiTableColumnFlags_WidthStretch);
    followWindowWidth(state.controlsColumn, hold, viewport->WorkSize.x, ui(kControlsWidth));
    ImGui::TableNextColumn();
    drawControls(state, columnsHeight);
    ImGui::TableNextColumn();
    drawViewsAndPanelColumn(state, columnsHeight, hold);
    ImGui::EndTable();
  } else {
    state.panelColumn.on = false;
  }
  drawStatusPanel(state);
  ImGui::End();
  drawFloatingPanels(state, leftPresentation);
}

void rememberControlsWidth(const AppState& state) {
  const ControlsColumn& c = state.controlsColumn;
  ImGuiWindow* host = ImGui::FindWindowByName(kHostWindow);
  if (c.chosen <= 0 || host == nullptr) return;
  if (ImGuiTable* table = ImGui::TableFindByID(host->GetID(kLayoutTable))) {
    table->Columns[0].WidthRequest = c.chosen;
    ImGui::TableSaveSettings(table);
  }
}

}  // namespace noisescope::gui
