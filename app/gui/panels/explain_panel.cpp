// Explain this pixel: the seed's worked example, live, at the pinned point,
// for the chosen octave. Every number is the core's breakdown (noisescope/teaching/breakdown.h),
// the computation the maps' noise is made by, never a copy of it.
#include <imgui.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

#include "noisescope/noise/fbm.h"
#include "gui/panels/explain_families.h"
#include "gui/panels/explain_inputs.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "gui/pin.h"
#include "gui/app_state.h"

namespace noisescope::gui {

namespace {

constexpr float kCellSide = 190.0f;  // the cell drawing's side, pixels at 100%
constexpr float kStepsWidth = 460.0f;  // the steps table on one line a row, pixels at 100%

ImU32 grey(double v) {
  const int g = static_cast<int>(std::lround(std::fmin(std::fmax(v, 0.0), 1.0) * 255.0));
  return IM_COL32(g, g, g, 255);
}

void arrow(ImDrawList* draw, ImVec2 from, ImVec2 to, ImU32 colour) {
  draw->AddLine(from, to, colour, ui(2.0f));
  const float dx = to.x - from.x, dy = to.y - from.y;
  const float len = std::sqrt(dx * dx + dy * dy);
  if (len < 1.0f) return;
  const float ux = dx / len, uy = dy / len, head = ui(8.0f);
  draw->AddTriangleFilled(
      to, ImVec2(to.x - head * ux + 0.5f * head * uy, to.y - head * uy - 0.5f * head * ux),
      ImVec2(to.x - head * ux - 0.5f * head * uy, to.y - head * uy + 0.5f * head * ux), colour);
}

constexpr float kArrowShare = 0.25f;  // a unit gradient's arrow, as a share of the cell's side

// The cell with y growing downwards as on the map: (i, j) top left. The
// point sits at its fraction; the x-blends at the faded u on the top and
// bottom edges, the y-blend at v between them. The margin around the cell
// holds the longest arrow (a unit gradient) and a corner's number, so
// nothing drawn leaves the item (over the caption, the header or the table).
// A corner's number goes outside the cell on the side its arrow leaves
// least: above or below the corner, or beside it.
// Room around a cell `side` wide for the corner labels and the gradients' arrows.
ImVec2 cellPadding(float side) {
  const float reach = kArrowShare * side + ui(4.0f);
  const ImVec2 label = ImGui::CalcTextSize("+0.000");
  const float gap = ui(6.0f);
  return ImVec2(std::max(reach, label.x + 2 * gap), std::max(reach, label.y + gap));
}

float cellDrawingWidth(float side) {
  return side + 2 * cellPadding(side).x;
}

// The cell's side: kCellSide, smaller where the drawing would pass `room`
// (the panel column at 150% and more), at least a third of it.
float cellSideIn(float room) {
  const float labelRoom = 2 * cellPadding(0.0f).x;  // the labels' part of the padding, whatever the side
  const float fitted =
      std::min(room - labelRoom, (room - 2 * ui(4.0f)) / (1 + 2 * kArrowShare));  // side + 2 padding <= room
  return std::clamp(fitted, ui(kCellSide) / 3, ui(kCellSide));
}

// What step `steps` shows of the drawing: every part from its own step on
// (all of them at step 0), and a blend's marker part of the way (`slide`,
// [0, 1]) during its own step.
struct CellShown {
  bool corners = true, top = true, bottom = true, blend = true;
  double slide = 1.0;
};

CellShown cellShown(const InterpolationSteps& steps) {
  const int k = steps.step;
  CellShown shown;
  if (k == 0) return shown;
  shown.corners = k >= 2, shown.top = k >= 3, shown.bottom = k >= 4, shown.blend = k >= 5;
  if (k >= 3)
    shown.slide = std::clamp((steadySeconds() - steps.stepStarted) / InterpolationSteps::kStepSeconds, 0.0, 1.0);
  return shown;
}

void drawCell(AppState& state, const OctaveSteps& s, float side) {
  const CellShown shown = cellShown(state.teaching.steps);
  const float gap = ui(6.0f);
  const ImVec2 pad = cellPadding(side);
  const ImVec2 o = ImGui::GetCursorScreenPos();
  const ImVec2 a(o.x + pad.x, o.y + pad.y);
  ImGui::Dummy(ImVec2(side + 2 * pad.x, side + 2 * pad.y));
  markLastItem(state, "explain.cell");
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(a, ImVec2(a.x + side, a.y + side), IM_COL32(40, 44, 52, 255));
  draw->AddRect(a, ImVec2(a.x + side, a.y + side), IM_COL32(200, 200, 200, 255));
  const auto at = [&](double fx, double fy) {
    return ImVec2(a.x + static_cast<float>(fx) * side, a.y + static_cast<float>(fy) * side);
  };
  char text[32];
  for (std::size_t k = 0; k < 4 && shown.corners; ++k) {
    const CornerStep& c = s.corners[k];
    const double cx = static_cast<double>(k % 2), cy = static_cast<double>(k / 2);
    const ImVec2 p = at(cx, cy);
    const float outX = cx > 0 ? 1.0f : -1.0f, outY = cy > 0 ? 1.0f : -1.0f;  // away from the cell
    bool beside = false;
    switch (s.kind) {
      case NoiseKind::Value:
        draw->AddCircleFilled(p, ui(9.0f), grey(c.value));
        draw->AddCircle(p, ui(9.0f), IM_COL32(255, 200, 80, 255));
        std::snprintf(text, sizeof text, "%.3f", c.value);
        break;
      case NoiseKind::Gradient: {
        const float gx = static_cast<float>(c.gradient.x), gy = static_cast<float>(c.gradient.y);
        arrow(draw, p, ImVec2(p.x + gx * kArrowShare * side, p.y + gy * kArrowShare * side),
              IM_COL32(255, 200, 80, 255));
        draw->AddLine(p, at(s.cell.fx, s.cell.fy), IM_COL32(120, 170, 255, 120));
        std::snprintf(text, sizeof text, "%+.3f", c.dot);
        beside = gy * outY > gx * outX;
        break;
      }
      case NoiseKind::Simplex:
      case NoiseKind::Worley: break;  // explain_families.cpp draws these
    }
    const ImVec2 size = ImGui::CalcTextSize(text);
    const ImVec2 place =
        beside ? ImVec2(outX > 0 ? p.x + gap : p.x - gap - size.x, p.y - 0.5f * size.y)
               : ImVec2(outX > 0 ? p.x : p.x - size.x, outY > 0 ? p.y + gap : p.y - gap - size.y);
    draw->AddText(place, IM_COL32(230, 230, 230, 255), text);
  }
  // The blends: each marker slides in its own step from where its blend starts (u = 0, v = 0).
  const int step = state.teaching.steps.step;
  const auto slid = [&](double t, int own) { return step == own ? t * shown.slide : t; };
  const ImU32 green = IM_COL32(140, 220, 140, 255);
  const ImVec2 top = at(slid(s.u, 3), 0.0), bottom = at(slid(s.u, 4), 1.0);
  if (shown.top) draw->AddCircleFilled(top, ui(4.0f), green);
  if (shown.bottom) draw->AddCircleFilled(bottom, ui(4.0f), green);
  if (shown.blend) {
    draw->AddLine(top, bottom, IM_COL32(140, 220, 140, 200));
    draw->AddCircle(at(s.u, slid(s.v, 5)), ui(5.0f), green, 12, ui(1.5f));
  }
  draw->AddCircleFilled(at(s.cell.fx, s.cell.fy), ui(5.0f), IM_COL32(255, 90, 90, 255));
}

// What each step says, under the drawing and as wide as it (step 0: the
// legend of everything).
const char* stepCaption(int step, NoiseKind kind) {
  switch (step) {
    case 1: return "1: the point (red) in its cell, at fractions fx, fy";
    case 2:
      return kind == NoiseKind::Value ? "2: the four corners' random values"
                                      : "2: the corners' gradients, each dotted with the offset to the point";
    case 3: return "3: blend the top corners by u (the faded fx): top";
    case 4: return "4: blend the bottom corners by u: bottom";
    case 5: return "5: blend top and bottom by v (the faded fy): the noise";
    default: return "red: the point; green: the x-blends at u and the y-blend at v";
  }
}

// < step >, play: one interpolation a step at a time (value and gradient noise).
void drawStepControls(AppState& state) {
  InterpolationSteps& st = state.teaching.steps;
  const double now = steadySeconds();
  if (st.playing && now - st.stepStarted >= InterpolationSteps::kHoldSeconds) {
    st.step = st.step >= InterpolationSteps::kLastStep ? 0 : st.step + 1;
    st.playing = st.step != 0;
    st.stepStarted = now;
  }
  const auto go = [&](int step) {
    st.step = (step + InterpolationSteps::kLastStep + 1) % (InterpolationSteps::kLastStep + 1);
    st.playing = false;
    st.stepStarted = now;
  };
  if (ImGui::SmallButton("<##step")) go(st.step - 1);
  markLastItem(state, "explain.step.previous");
  ImGui::SameLine();
  // One width for every step's words, so > stays under the pointer from click to click.
  const float wordsAt = ImGui::GetCursorPosX(), wordsWidth = ImGui::CalcTextSize("step 5 of 5").x;
  if (st.step == 0)
    ImGui::TextUnformatted("all steps");
  else
    ImGui::Text("step %d of %d", st.step, InterpolationSteps::kLastStep);
  ImGui::SameLine(wordsAt + wordsWidth + ImGui::GetStyle().ItemSpacing.x);
  if (ImGui::SmallButton(">##step")) go(st.step + 1);
  markLastItem(state, "explain.step.next");
  ImGui::SameLine();
  if (ImGui::SmallButton(st.playing ? "stop##step" : "play##step")) {
    const bool start = !st.playing;
    go(start ? 1 : 0);
    st.playing = start;
  }
  markLastItem(state, "explain.step.play");
  hint("Build the interpolation one step at a time: the cell, the corners, the top blend, the bottom blend, "
       "the noise. Play steps through it by itself.");
}

void squareLatticeRows(AppState& state, const OctaveSteps& s, const NoiseParams& p);

void drawSteps(AppState& state, const OctaveSteps& s, const NoiseParams& p, double fbmValue) {
  if (!ImGui::BeginTable("steps", 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) return;
  ImGui::TableSetupColumn("step", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
  // The values wrap inside their column: a narrow panel (the panel column at
  // 200%) shows every number, on two lines where one is too short.
  explainRow("frequency", "%.6g cells per map width (x %.6g)", p.frequency * s.frequency, s.frequency);
  ImGui::TableNextColumn();
  ImGui::TextUnformatted("seed");
  ImGui::TableNextColumn();
  // The seed the maps use: the mistake's shared seed when it is on (mistakes.h).
  if (p.mistakeSharedSeed)
    wrapped("%d (the base seed: octaves share a seed, the mistake)", s.seed);
  else
    wrapped("%d (seed + 1013 x %d)", s.seed, s.octave);
  explainRow("position", "(%.6f, %.6f)", s.positionX, s.positionY);
  if (!drawFamilyRows(state, s, p)) squareLatticeRows(state, s, p);
  explainRow("weight", "%.6f", s.weight);
  explainRow("contribution", "%.6f  weight x noise", s.contribution);
  explainRow("fBm", "%.6f  all octaves", fbmValue);
  ImGui::EndTable();
}

// Value and gradient noise: the cell, its fraction and fade, four corners and the blends.
void squareLatticeRows(AppState& state, const OctaveSteps& s, const NoiseParams& p) {
  ImGui::TableNextColumn();
  ImGui::TextUnformatted("cell (i, j)");
  ImGui::TableNextColumn();
  wrapped(p.mistakeCast ? "(%d, %d)  cast of the position (the mistake: toward zero)"
                        : "(%d, %d)  floor of the position",
          s.cell.ix, s.cell.iy);
  explainRow("fraction", "fx\u00a0%.6f   fy\u00a0%.6f", s.cell.fx, s.cell.fy);
  ImGui::TableNextColumn();
  ImGui::TextUnformatted("faded");
  ImGui::TableNextColumn();
  wrapped("u\u00a0%.6f   v\u00a0%.6f  (%s)", s.u, s.v, fadeName(s.fade).data());
  static constexpr const char* kCornerMarks[] = {"explain.corner.0", "explain.corner.1", "explain.corner.2",
                                                 "explain.corner.3"};
  static constexpr const char* kOffsetMarks[] = {"explain.corner.0.dot", "explain.corner.1.dot",
                                                 "explain.corner.2.dot", "explain.corner.3.dot"};
  for (std::size_t k = 0; k < s.corners.size(); ++k) {
    const CornerStep& c = s.corners[k];
    ImGui::TableNextColumn();
    ImGui::Text("(%d, %d)", c.ix, c.iy);
    ImGui::TableNextColumn();
    switch (s.kind) {
      case NoiseKind::Value:
        wrapped("hash\u00a0%08x  value\u00a0%.6f", c.hash, c.value);
        markLastItem(state, kCornerMarks[k]);
        break;
      case NoiseKind::Gradient:  // two rows: one was wider than the panel
        wrapped("hash\u00a0%08x  g\u00a0(%+.3f, %+.3f)", c.hash, c.gradient.x, c.gradient.y);
        markLastItem(state, kCornerMarks[k]);
        ImGui::TableNextColumn();
        ImGui::TableNextColumn();
        wrapped("g . offset (%+.3f, %+.3f) = %+.5f", c.offsetX, c.offsetY, c.dot);
        markLastItem(state, kOffsetMarks[k]);
        break;
      case NoiseKind::Simplex:
      case NoiseKind::Worley: break;  // drawFamilyRows
    }
  }
  explainRow("top", "%.6f  lerp of (i, j), (i+1, j) by u", s.top);
  explainRow("bottom", "%.6f  lerp of (i, j+1), (i+1, j+1) by u", s.bottom);
  switch (s.kind) {
    case NoiseKind::Value: explainRow("noise", "%.6f  lerp of top, bottom by v", s.noise); break;
    case NoiseKind::Gradient:
      explainRow("blend", "%+.6f  lerp of top, bottom by v", s.blend);
      explainRow("noise", "%.6f  (blend x sqrt2 + 1) / 2", s.noise);
      break;
    case NoiseKind::Simplex:
    case NoiseKind::Worley: break;  // drawFamilyRows
  }
}

}  // namespace

void drawExplainPanel(AppState& state) {
  TeachingState& t = state.teaching;
  t.explainShown = false;
  // Below the main maps, over the octave tiles and band views, so both maps stay clickable.
  if (!beginPanelWindow(state, "Explain this pixel", &t.show.explain, "panel.explain",
                        ImVec2(-800.0f, -490.0f), ImVec2(790.0f, 460.0f)))
    return;
  if (!t.pin.active) {
    wrapped("Click a map, or press P with the mouse over it, to pin a point.");
    drawTypedPoint(state);
    fitHeightToContent(state);
    ImGui::End();
    return;
  }
  kindChips(state, "explain", t.pin.noise);
  const NoiseParams p = paramsOfKind(state.params, t.pin.noise);
  drawTypedPoint(state);
  drawTypedCorners(state, p.noise);
  const PinLattice at = pinLattice(state);
  const std::optional<std::array<double, 4>> corners = typedCorners(state, p.noise);

  // A handful of corners per frame, only while the panel is open.
  t.explained = octaveSteps(p, t.octave, at.x, at.y, corners);
  t.explainedFbm = corners ? typedCornersFbm(state, clampParams(p), at.x, at.y, *corners) : fbm(p, at.x, at.y);
  t.explainShown = true;
  // The steps beside the drawing where the panel is wide enough, else under it.
  const bool beside = ImGui::GetContentRegionAvail().x >= cellDrawingWidth(ui(kCellSide)) + ui(kStepsWidth);
  const float side = cellSideIn(availableWithScrollbar());
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + cellDrawingWidth(side));  // the caption under the drawing
  if (drawFamilyCell(state, t.explained, p, cellDrawingWidth(side))) {
    caption("%s",
            p.noise == NoiseKind::Simplex
                ? "red: the point; the triangle of its three corners, their reach (r > 0) and gradients"
                : "red: the point; the 25 searched cells' feature points, the nearest ringed; F1 green, "
                  "F2 blue");
  } else {
    drawStepControls(state);
    drawCell(state, t.explained, side);
    caption("%s", stepCaption(t.steps.step, t.explained.kind));
  }
  markLastItem(state, "explain.caption");
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
  if (beside) ImGui::SameLine();
  ImGui::BeginGroup();
  drawSteps(state, t.explained, p, t.explainedFbm);
  ImGui::EndGroup();
  markLastItem(state, "explain.steps");
  ImGui::TextDisabled("The same on the command line:");
  // Numbers in the shortest digits that read back exactly (0.25, not 0.25000000000000000), without
  // allocating: std::to_chars into the frame's own buffers.
  char lacunarity[32], persistence[32], x[32], y[32];
  const auto shortest = [](char (&out)[32], double v) { *std::to_chars(out, out + sizeof out - 1, v).ptr = '\0'; };
  shortest(lacunarity, p.lacunarity), shortest(persistence, p.persistence), shortest(x, at.x), shortest(y, at.y);
  char worley[128] = "";
  if (p.noise == NoiseKind::Worley) {
    char jitter[32];
    shortest(jitter, p.jitter);
    std::snprintf(worley, sizeof worley, " --jitter %s --cell-distance %s --cell-return %s", jitter,
                  cellDistanceName(p.cellDistance).data(), cellReturnName(p.cellReturn).data());
  }
  char cornerWords[160] = "";
  if (corners) {
    char c[4][32];
    for (std::size_t k = 0; k < 4; ++k) shortest(c[k], (*corners)[k]);
    std::snprintf(cornerWords, sizeof cornerWords, " --corners %s,%s,%s,%s", c[0], c[1], c[2], c[3]);
  }
  char command[800];
  std::snprintf(command, sizeof command,
                "noisescope explain --noise %s --fade %s --seed %d --octaves %d --lacunarity %s "
                "--persistence %s%s%s%s%s%s "
                "--octave %d -- %s %s",
                noiseKindName(p.noise).data(), fadeName(p.fade).data(), p.seed, p.octaves, lacunarity,
                persistence, p.normalize ? "" : " --no-normalize", worley,
                p.mistakeSharedSeed ? " --mistake-shared-seed" : "", p.mistakeCast ? " --mistake-cast" : "",
                cornerWords, t.octave, x, y);
  wrappedAtSpaces(command);
  fitHeightToContent(state);
  ImGui::End();
}

}  // namespace noisescope::gui
