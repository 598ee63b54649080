// Undo and redo of every parameter change, and the A/B compare: one line of
// buttons above the noise controls. Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y)
// redoes, except while a text field has the keyboard (it has its own undo).
#include <imgui.h>

#include "gui/history.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"

namespace noisescope::gui {

namespace {

// Runs an undo, redo or flip on the current settings, recording first a
// change not yet recorded, so that it is not lost. The maps' kinds change as
// a choice changes them: the export's noise view follows.
template <typename Step>
void change(AppState& state, Step step) {
  Settings now = state;  // the document's settings (document.h)
  recordStep(state.history, now);
  if (!step(state.history, now)) return;
  const views::MapKinds before = state.mapKinds;
  static_cast<Settings&>(state) = now;
  exportFollowsMaps(state, before);
}

}  // namespace

void drawHistoryPanel(AppState& state) {
  History& h = state.history;
  const ImGuiIO& io = ImGui::GetIO();
  // A drag or a typed number is one step: record once nothing is held.
  if (!ImGui::IsAnyItemActive() && !io.MouseDown[ImGuiMouseButton_Left]) recordStep(h, state);

  bool undo = false, redo = false;
  if (!io.WantTextInput && io.KeyCtrl) {
    const bool z = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Z));
    undo = z && !io.KeyShift;
    redo = (z && io.KeyShift) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Y));
  }
  ImGui::BeginDisabled(h.undo.empty());
  undo |= ImGui::Button("Undo");
  markLastItem(state, "history.undo");
  ImGui::EndDisabled();
  hint("Ctrl+Z: the last change of a parameter, threshold, biome cut, colour or name (a drag is one step).");
  sameLineIfFits(buttonWidth("Redo"));
  ImGui::BeginDisabled(h.redo.empty());
  redo |= ImGui::Button("Redo");
  markLastItem(state, "history.redo");
  ImGui::EndDisabled();
  hint("Ctrl+Shift+Z or Ctrl+Y.");
  if (undo) change(state, undoStep);
  if (redo) change(state, redoStep);

  sameLineIfFits(buttonWidth("Hold A"));
  if (ImGui::Button("Hold A")) holdSnapshot(h, state);
  markLastItem(state, "compare.hold");
  hint("Keep the current settings as A; change anything (B), then flip between the two.");
  if (!h.held) return;
  const char* flipLabel = h.showingHeld ? "show B" : "show A";
  sameLineIfFits(buttonWidth(flipLabel));
  if (ImGui::Button(flipLabel)) change(state, flipSnapshot);
  markLastItem(state, "compare.flip");
  hint("Swap the settings shown with the ones kept: flip back and forth to compare.");
  sameLineIfFits(ImGui::CalcTextSize("showing B").x);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(h.showingHeld ? "showing A" : "showing B");
}

}  // namespace noisescope::gui
