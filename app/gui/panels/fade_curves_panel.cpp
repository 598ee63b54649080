// The fade curves: linear, cubic and quintic on [0, 1], with their slopes
// and curvatures, the current one highlighted, the pinned point's fractions
// marked, and the seed's fact at t = 0.01; the curves and slopes as an SVG
// for slides.
#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>

#include "noisescope/noise/fade.h"
#include "noisescope/teaching/breakdown.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "gui/pin.h"

namespace noisescope::gui {

namespace {

constexpr int kSamples = 96;  // line segments per curve
constexpr ImU32 kFadeColours[3] = {IM_COL32(120, 170, 255, 255), IM_COL32(255, 170, 80, 255),
                                   IM_COL32(120, 220, 120, 255)};

using CurveFunction = double (*)(Fade, double);

struct Plot {
  std::array<const char*, 3> titles;  // longest first: the first that fits the plot's width is drawn
  CurveFunction f;
  double lo, hi;  // the value axis
};

constexpr std::array<Plot, 3> kPlots = {
    {{{"fade(t)", "fade", "f"}, &applyFade, -0.05, 1.05},
     {{"slope  fade'(t)", "slope", "f'"}, &fadeSlope, -0.1, 2.0},
     {{"curvature  fade''(t)", "curvature", "f''"}, &fadeCurvature, -6.5, 6.5}}};

void drawPlot(const Plot& plot, Fade current, const double* marks, int markCount, ImVec2 size) {
  const ImVec2 o = plotArea(size, IM_COL32(30, 32, 38, 255));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const auto at = [&](double t, double v) {
    return ImVec2(o.x + static_cast<float>(t) * size.x,
                  o.y + static_cast<float>((plot.hi - v) / (plot.hi - plot.lo)) * size.y);
  };
  draw->AddLine(at(0.0, 0.0), at(1.0, 0.0), IM_COL32(90, 90, 90, 255));
  for (int m = 0; m < markCount; ++m)
    draw->AddLine(at(marks[m], plot.lo), at(marks[m], plot.hi), IM_COL32(255, 90, 90, 160));
  for (std::size_t k = 0; k < kAllFades.size(); ++k) {
    const Fade fade = kAllFades[k];
    const bool chosen = fade == current;
    ImVec2 points[kSamples + 1];
    for (int i = 0; i <= kSamples; ++i) {
      const double t = static_cast<double>(i) / kSamples;
      points[i] = at(t, plot.f(fade, t));
    }
    const ImU32 colour = chosen ? kFadeColours[k] : (kFadeColours[k] & 0x60FFFFFFu);
    draw->AddPolyline(points, kSamples + 1, colour, ImDrawFlags_None, ui(chosen ? 2.5f : 1.0f));
    for (int m = 0; m < markCount && chosen; ++m)
      draw->AddCircleFilled(at(marks[m], plot.f(fade, marks[m])), ui(4.0f), colour);
  }
  // Within the plot, never over its neighbour's title (narrow plots at 200%).
  const char* title = longestThatFits({plot.titles[0], plot.titles[1], plot.titles[2]}, size.x - ui(8.0f));
  draw->PushClipRect(o, ImVec2(o.x + size.x, o.y + size.y), true);
  draw->AddText(ImVec2(o.x + ui(4.0f), o.y + ui(2.0f)), IM_COL32(220, 220, 220, 255), title);
  draw->PopClipRect();
}

// The fades and their slopes as data for an SVG (plot_svg.h): t in [0, 1],
// kSamples + 1 points a curve, the pinned fractions as vertical lines.
io::Plot fadePlot(Fade current, const double* marks, int markCount) {
  io::Plot plot;
  plot.title = "Fade curves and their slopes (in use: " + std::string(fadeName(current)) + ")";
  plot.xLabel = "t, the fraction across a cell";
  plot.yLabel = "fade(t), and slope fade'(t)";
  plot.xMin = 0.0, plot.xMax = 1.0, plot.yMin = kPlots[0].lo, plot.yMax = kPlots[1].hi;
  for (std::size_t plotIndex = 0; plotIndex < 2; ++plotIndex)
    for (std::size_t k = 0; k < kAllFades.size(); ++k) {
      io::PlotSeries s{std::string(plotIndex == 0 ? "fade." : "slope.") + std::string(fadeName(kAllFades[k])),
                       rgbOf(kFadeColours[k]), {}, {}, false};
      for (int i = 0; i <= kSamples; ++i) {
        const double t = static_cast<double>(i) / kSamples;
        s.x.push_back(t);
        s.y.push_back(kPlots[plotIndex].f(kAllFades[k], t));
      }
      plot.series.push_back(std::move(s));
    }
  for (int m = 0; m < markCount; ++m)
    plot.series.push_back(io::PlotSeries{m == 0 ? "pin.fx" : "pin.fy", Rgb8{255, 90, 90}, {marks[m], marks[m]},
                                         {plot.yMin, plot.yMax}, false});
  return plot;
}

}  // namespace

void drawFadeCurvesPanel(AppState& state) {
  TeachingState& t = state.teaching;
  if (!beginPanelWindow(state, "Fade curves", &t.show.fadeCurves, "panel.fade", ImVec2(345.0f, -380.0f),
                        ImVec2(560.0f, 330.0f)))
    return;
  Fade& fade = state.params.fade;
  for (std::size_t k = 0; k < kAllFades.size(); ++k) {
    if (k > 0) ImGui::SameLine();
    char mark[24];
    std::snprintf(mark, sizeof mark, "fade.%s", fadeName(kAllFades[k]).data());
    ImGui::PushStyleColor(ImGuiCol_Text, kFadeColours[k]);
    if (chip(state, fadeName(kAllFades[k]).data(), mark, fade == kAllFades[k])) fade = kAllFades[k];
    ImGui::PopStyleColor();
  }
  // The pinned point's fractions in the chosen octave, as the explain panel has them.
  double marks[2] = {0, 0};
  int markCount = 0;
  if (t.pin.active) {
    const NoiseParams p = paramsOfKind(state.params, t.pin.noise);
    const PinLattice at = pinLattice(state);
    const OctaveSteps s = octaveSteps(p, t.octave, at.x, at.y);
    marks[0] = s.cell.fx;
    marks[1] = s.cell.fy;
    markCount = 2;
  }
  const float width = (ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().ItemSpacing.x) / 3.0f;
  const ImVec2 plotSize(std::max(width, ui(60.0f)), ui(170.0f));
  for (std::size_t i = 0; i < kPlots.size(); ++i) {
    if (i > 0) ImGui::SameLine();
    drawPlot(kPlots[i], fade, marks, markCount, plotSize);
  }
  // Wrapped at spaces: a number is never split at its decimal point, nor
  // parted from its name (no-break spaces, U+00A0).
  char line[160];
  if (markCount > 0) {
    std::snprintf(line, sizeof line,
                  "pinned fractions fx\u00a0%.4f, fy\u00a0%.4f  ->  u\u00a0%.4f, v\u00a0%.4f", marks[0],
                  marks[1], applyFade(fade, marks[0]), applyFade(fade, marks[1]));
    wrappedAtSpaces(line);
  }
  const double cubic = applyFade(Fade::Cubic, 0.01), quintic = applyFade(Fade::Quintic, 0.01);
  std::snprintf(line, sizeof line,
                "at t\u00a0=\u00a00.01: cubic\u00a0%.3g, quintic\u00a0%.3g, about 1/%.0f of the cubic", cubic,
                quintic, cubic / quintic);
  wrappedAtSpaces(line);
  caption(
      "Linear's slope jumps at the cell border (a crease); the cubic's curvature is 6 there; "
      "the quintic's slope and curvature are both\u00a00.");
  markLastItem(state, "fade.note");
  saveSvgRow(state, t.fadeSvg, {"fade.svg.file", "fade.svg.save", "fade.svg.replace"},
             "The three fades and their slopes as an SVG for slides, the data (t, value) beside each curve.",
             [&] { return fadePlot(fade, marks, markCount); }, "the fade curves");
  fitHeightToContent(state);
  ImGui::End();
}

}  // namespace noisescope::gui
