// The height curve's control (noisescope/terrain/height_curve.h): a switch,
// the curve drawn over its square with the band thresholds it maps into,
// its points to drag, a field that takes the points as typed text.
//
// On the plot: drag a point (the end points move up and down only); click
// where there is none to add one there (up to 16, at least 1/64 from its
// neighbours in x); right-click an inner point to remove it. Each drag or
// typed curve is one undo step (history.h: the plot is held while dragged).
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

#include "noisescope/output/colour.h"
#include "noisescope/terrain/height_curve.h"
#include "gui/panels/widgets.h"

namespace noisescope::gui {

namespace {

constexpr float kGrabRadius = 8.0f;  // pixels at 100% around a point that pick it
constexpr float kInset = 7.0f;       // pixels at 100% between the plot's edge and its unit square: whole end points
constexpr int kCurveSegments = 96;   // the drawn curve's straight pieces

// A straight line through a middle point to pull: the curve a switch-on starts from.
HeightCurve startCurve() {
  const CurvePoint points[] = {{0.0, 0.0}, {0.5, 0.5}, {1.0, 1.0}};
  return heightCurveOf(points);
}

struct Plot {
  ImVec2 origin, size;
  ImVec2 at(double x, double y) const {
    return ImVec2(origin.x + static_cast<float>(x) * size.x, origin.y + static_cast<float>(1.0 - y) * size.y);
  }
  // The curve point under screen position p, to a thousandth (finer than a
  // pixel of the plot): presets and the points field read 0.2, not 0.19999998.
  CurvePoint pointAt(ImVec2 p) const {
    const auto thousandths = [](double v) { return std::round(std::clamp(v, 0.0, 1.0) * 1000.0) / 1000.0; };
    return CurvePoint{thousandths((p.x - origin.x) / size.x), thousandths(1.0 - (p.y - origin.y) / size.y)};
  }
};

// The point of `curve` within the grab radius of screen position m, nearest first; -1 if none.
int pointNear(const HeightCurve& curve, const Plot& plot, ImVec2 m) {
  int best = -1;
  float bestDistance = ui(kGrabRadius) * ui(kGrabRadius);
  for (int k = 0; k < curve.count; ++k) {
    const ImVec2 p = plot.at(curve.points[k].x, curve.points[k].y);
    const float d = (p.x - m.x) * (p.x - m.x) + (p.y - m.y) * (p.y - m.y);
    if (d <= bestDistance) bestDistance = d, best = k;
  }
  return best;
}

// Point k moved to `to`: x held between its neighbours with the least gap (the ends keep theirs).
void movePoint(HeightCurve& curve, int k, CurvePoint to) {
  CurvePoint& p = curve.points[static_cast<std::size_t>(k)];
  if (k != 0 && k != curve.count - 1) {
    const double low = curveXAfter(curve.points[k - 1].x), high = curveXBefore(curve.points[k + 1].x);
    if (low <= high) p.x = std::min(std::max(to.x, low), high);
  }
  p.y = to.y;
}

// A new point at `at` where it fits (fewer than 16, room on both sides); its index, or -1.
int addPoint(HeightCurve& curve, CurvePoint at) {
  if (curve.count >= kHeightCurveMaxPoints) return -1;
  int k = 1;
  while (k < curve.count - 1 && curve.points[k].x < at.x) ++k;
  if (at.x < curveXAfter(curve.points[k - 1].x) || at.x > curveXBefore(curve.points[k].x)) return -1;
  std::copy_backward(curve.points.begin() + k, curve.points.begin() + curve.count,
                     curve.points.begin() + curve.count + 1);
  curve.points[static_cast<std::size_t>(k)] = at;
  ++curve.count;
  return k;
}

void removePoint(HeightCurve& curve, int k) {
  if (k <= 0 || k >= curve.count - 1) return;  // the ends stay
  std::copy(curve.points.begin() + k + 1, curve.points.begin() + curve.count, curve.points.begin() + k);
  --curve.count;
  curve.points[static_cast<std::size_t>(curve.count)] = CurvePoint{};
}

void drawPlot(ImDrawList* draw, const Plot& plot, const HeightCurve& curve, const Thresholds& t, int lit) {
  const ImU32 grid = IM_COL32(255, 255, 255, 28);
  for (int q = 1; q < 4; ++q) {
    draw->AddLine(plot.at(q / 4.0, 0.0), plot.at(q / 4.0, 1.0), grid);
    draw->AddLine(plot.at(0.0, q / 4.0), plot.at(1.0, q / 4.0), grid);
  }
  draw->AddLine(plot.at(0.0, 0.0), plot.at(1.0, 1.0), IM_COL32(255, 255, 255, 60));  // no change
  // The thresholds on the output axis: which band each stretch of the curve lands in.
  for (float cut : {t.t1, t.t2, t.t3}) {
    const Rgb8 c = colourOf(std::min(cut + 0.01f, 1.0f), ColourMode::Bands, t);
    draw->AddLine(plot.at(0.0, cut), plot.at(1.0, cut), IM_COL32(c.r, c.g, c.b, 150), ui(1.0f));
  }
  ImVec2 line[kCurveSegments + 1];
  const CurvePieces pieces = curvePiecesOf(curve);
  for (int i = 0; i <= kCurveSegments; ++i) {
    const double x = static_cast<double>(i) / kCurveSegments;
    line[i] = plot.at(x, pieces.apply(x));
  }
  draw->AddPolyline(line, kCurveSegments + 1, IM_COL32(255, 220, 120, 255), 0, ui(2.0f));
  for (int k = 0; k < curve.count; ++k) {
    const ImVec2 p = plot.at(curve.points[k].x, curve.points[k].y);
    draw->AddCircleFilled(p, ui(k == lit ? 6.0f : 4.0f), IM_COL32(255, 255, 255, 255));
    draw->AddCircle(p, ui(k == lit ? 6.0f : 4.0f), IM_COL32(20, 20, 20, 255), 0, ui(1.0f));
  }
}

// The points as text, typed and applied with Enter; a curve that is not
// allowed is refused with its reason under the field.
void drawTypedPoints(AppState& state, HeightCurve& curve) {
  static char text[512] = "";
  static std::string error;
  static bool editing = false;  // the field had the keyboard last frame: its text is the user's
  static HeightCurve shown;     // the curve the text was written from: an idle frame writes nothing
  if (!editing && !(shown == curve)) {
    std::snprintf(text, sizeof text, "%s", heightCurveText(curve).c_str());
    shown = curve;
    error.clear();
  }
  // The whole width: a curve of several points is long text.
  ImGui::SetNextItemWidth(-1.0f);
  if (ImGui::InputText("##height-curve-points", text, sizeof text, ImGuiInputTextFlags_EnterReturnsTrue)) {
    const ParsedCurve parsed = parseHeightCurve("height curve", text);
    if (parsed.error.empty()) {
      curve = heightCurveOf(parsed.points);
      error.clear();
    } else {
      error = parsed.error;
    }
  }
  editing = ImGui::IsItemActive();
  markLastItem(state, "input.height-curve");
  hint("The points as x:y pairs from x 0 to x 1, as --height-curve takes them; Enter applies.");
  if (!error.empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1.0f), "%s", error.c_str());
    ImGui::PopTextWrapPos();
    markLastItem(state, "input.height-curve.error");
  }
}

}  // namespace

void heightCurveEditor(AppState& state, const ParamDesc& d) {
  HeightCurve& curve = state.params.heightCurve;
  bool on = curve.count != 0;
  if (checkbox(state, "check.height-curve", "height curve", &on)) curve = on ? startCurve() : HeightCurve{};
  hint(d.help);
  if (!on) return;
  static int dragged = -1;  // the point held on the plot, while the plot is active
  const float width = std::max(ImGui::GetContentRegionAvail().x, ui(64.0f));
  const ImVec2 size(width, std::min(width * 0.75f, ui(220.0f)));
  const ImVec2 corner = plotArea(size, IM_COL32(28, 30, 36, 255));
  const float inset = ui(kInset);
  const Plot plot{ImVec2(corner.x + inset, corner.y + inset), ImVec2(size.x - 2.0f * inset, size.y - 2.0f * inset)};
  state.marks.add("curve.square", ScreenRect{plot.origin.x, plot.origin.y, plot.size.x, plot.size.y});
  ImGui::SetCursorScreenPos(corner);
  ImGui::InvisibleButton("curve.plot", size, ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight);
  markLastItem(state, "curve.plot");
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  if (ImGui::IsItemActivated() && ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
    dragged = pointNear(curve, plot, mouse);
    if (dragged < 0) dragged = addPoint(curve, plot.pointAt(mouse));
  }
  if (ImGui::IsItemActive() && dragged >= 0 && dragged < curve.count) movePoint(curve, dragged, plot.pointAt(mouse));
  if (!ImGui::IsItemActive()) dragged = -1;
  const int near = ImGui::IsItemHovered() ? pointNear(curve, plot, mouse) : -1;
  if (ImGui::IsItemClicked(ImGuiMouseButton_Right) && near >= 0) removePoint(curve, near);
  const int lit = dragged >= 0 ? dragged : near;
  if (lit >= 0 && lit < curve.count && (ImGui::IsItemHovered() || ImGui::IsItemActive()))
    ImGui::SetTooltip("in %.3f -> out %.3f", curve.points[lit].x, curve.points[lit].y);
  else
    hint("Drag a point; click to add one, right-click to remove it. The coloured lines are the band thresholds.");
  drawPlot(ImGui::GetWindowDrawList(), plot, curve, state.thresholds, lit);
  drawTypedPoints(state, curve);
  if (ImGui::Button("straight##height-curve")) curve = startCurve();
  markLastItem(state, "button.height-curve.straight");
  hint("Back to a straight line through three points: no change to the elevation.");
  sameLineIfFits(ImGui::CalcTextSize("points above: x:y, Enter").x);
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("%s", longestThatFits({"points above: x:y, Enter", "x:y, Enter"}, ImGui::GetContentRegionAvail().x));
}

}  // namespace noisescope::gui
