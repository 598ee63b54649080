#include "gui/panels/explain_inputs.h"

#include <imgui.h>
#include <imgui_internal.h>  // GetActiveID: a field typed into keeps its text

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>

#include "noisescope/noise/param_table.h"
#include "noisescope/noise/params.h"
#include "noisescope/teaching/breakdown.h"
#include "gui/panels/widgets.h"
#include "gui/pin.h"

namespace noisescope::gui {

namespace {

void shortest(std::array<char, 40>& out, double v) {
  *std::to_chars(out.data(), out.data() + out.size() - 1, v).ptr = '\0';
}

// One lattice coordinate's field; true with `value` once a finite number was entered.
bool coordinateField(AppState& state, const char* label, const char* mark, std::array<char, 40>& text,
                     double shown, double& value) {
  // The name and its field on the line where both fit (not past a narrow panel's edge), else on the next.
  const float fieldWidth = ImGui::CalcTextSize("-0.0000000000").x;
  sameLineIfFits(ImGui::CalcTextSize(label + 2).x + ImGui::GetStyle().ItemSpacing.x + fieldWidth);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(label + 2);  // "##x": x
  ImGui::SameLine();
  if (ImGui::GetActiveID() != ImGui::GetID(label)) shortest(text, shown);
  ImGui::SetNextItemWidth(fieldWidth);
  ImGui::InputText(label, text.data(), text.size(), ImGuiInputTextFlags_CharsScientific);
  markLastItem(state, mark);
  if (!ImGui::IsItemDeactivated()) return false;
  const std::optional<double> typed = readNumber(text.data());
  if (!typed) {
    setStatusLine(state.status,
                  std::string("the pin's ") + (label + 2) + " needs a finite number, got " +
                      quoted(text.data()) + "; kept the pin",
                  true);
    return false;
  }
  value = *typed;
  return true;
}

}  // namespace

double mapOfLattice(double lattice, double frequency) {
  double m = lattice / frequency;
  for (int k = 0; k < 8 && m * frequency != lattice; ++k)
    m = std::nextafter(m, m * frequency < lattice ? INFINITY : -INFINITY);
  return m;
}

void drawTypedPoint(AppState& state) {
  PinnedPoint& pin = state.teaching.pin;
  ExplainTyping& typing = state.teaching.typing;
  const PinLattice at = pinLattice(state);
  const double f = clampParams(state.params).frequency;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(pin.active ? "noise at lattice" : "or type a lattice point");
  double x = pin.active ? at.x : 0.0, y = pin.active ? at.y : 0.0;
  const bool typedX = coordinateField(state, "##x", "explain.x", typing.x, x, x);
  const bool typedY = coordinateField(state, "##y", "explain.y", typing.y, y, y);
  if (!typedX && !typedY) return;
  if (!pin.active) {  // a new pin: both coordinates, the untyped one 0
    pin = PinnedPoint{true, mapOfLattice(x, f), mapOfLattice(y, f), state.mapKinds[0]};
    return;
  }
  if (typedX) pin.mapX = mapOfLattice(x, f);
  if (typedY) pin.mapY = mapOfLattice(y, f);
}

void drawTypedCorners(AppState& state, NoiseKind kind) {
  if (kind != NoiseKind::Value) return;
  ExplainTyping& typing = state.teaching.typing;
  ImGui::Checkbox("type the corner values", &typing.cornersOn);
  markLastItem(state, "explain.corners");
  hint("Replace the four lattice values of every cell by these, as a worked example does (the seed's: 0.2, "
       "0.9, 0.6, 0.4 at (0.25, 0.75) with the cubic fade gives 0.528). The maps keep the lattice's.");
  if (!typing.cornersOn) return;
  // Two rows as the cell drawing has them: (i, j) (i+1, j) on top, (i, j+1) (i+1, j+1) below.
  static constexpr const char* kLabels[] = {"##c0", "##c1", "##c2", "##c3"};
  static constexpr const char* kMarks[] = {"explain.corner.0.value", "explain.corner.1.value",
                                           "explain.corner.2.value", "explain.corner.3.value"};
  const float caption = ImGui::CalcTextSize("bottom ").x;
  for (std::size_t k = 0; k < 4; ++k) {
    if (k % 2 == 0) {
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(k == 0 ? "top" : "bottom");
      ImGui::SameLine(ImGui::GetCursorPosX() + caption);
    } else {
      ImGui::SameLine();
    }
    ImGui::SetNextItemWidth(ImGui::CalcTextSize("0.0000000").x);
    ImGui::InputDouble(kLabels[k], &typing.corners[k], 0.0, 0.0, "%.6g");
    markLastItem(state, kMarks[k]);
    typing.corners[k] = std::isfinite(typing.corners[k]) ? std::fmin(std::fmax(typing.corners[k], 0.0), 1.0) : 0.0;
  }
}

std::optional<std::array<double, 4>> typedCorners(const AppState& state, NoiseKind kind) {
  const ExplainTyping& typing = state.teaching.typing;
  if (kind != NoiseKind::Value || !typing.cornersOn) return std::nullopt;
  return typing.corners;
}

double typedCornersFbm(AppState& state, const NoiseParams& p, double x, double y,
                       const std::array<double, 4>& corners) {
  auto& kept = state.teaching.typing.cornersFbm;
  if (!kept.valid || !(kept.params == p) || kept.x != x || kept.y != y || kept.corners != corners) {
    kept.fbm = explainPoint(p, x, y, corners).fbm;
    kept.params = p, kept.x = x, kept.y = y, kept.corners = corners;
    kept.valid = true;
  }
  return kept.fbm;
}

}  // namespace noisescope::gui
