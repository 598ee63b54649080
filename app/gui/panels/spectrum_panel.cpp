// The spectrum: both main maps' radially averaged power spectra on log-log
// axes (computed on the field worker, spectrum.h), each octave's lattice
// frequency marked, and the slope fitted between the first and the last
// octave next to the one persistence and lacunarity predict: persistence
// sets the slope, lacunarity spaces the octaves. The plot saves as an SVG.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"

namespace noisescope::gui {

namespace {

struct LogAxes {
  ImVec2 origin, size;
  double fLo, fHi;  // log10 of the frequency range
  double pLo, pHi;  // log10 of the power range

  ImVec2 at(double f, double p) const {
    const double x = (std::log10(f) - fLo) / (fHi - fLo), y = (pHi - std::log10(p)) / (pHi - pLo);
    return ImVec2(origin.x + static_cast<float>(x) * size.x, origin.y + static_cast<float>(y) * size.y);
  }
};

// The power range both curves cover, in whole decades.
void powerRange(const SpectrumData& d, double& lo, double& hi) {
  lo = 1e300, hi = 0.0;
  for (const MapSpectrum& m : d.maps)
    for (double p : m.spectrum.power)
      if (p > 0.0) lo = std::min(lo, p), hi = std::max(hi, p);
  if (!(hi > 0.0)) lo = 1e-12, hi = 1.0;
  lo = std::floor(std::log10(lo)), hi = std::ceil(std::log10(hi));
  if (hi - lo < 1.0) hi = lo + 1.0;
}

void drawCurve(ImDrawList* draw, const LogAxes& a, const MapSpectrum& m, ImU32 colour) {
  const PowerSpectrum& s = m.spectrum;
  ImVec2 previous{};
  bool have = false;
  for (std::size_t i = 0; i < s.frequency.size(); ++i) {
    if (!(s.power[i] > 0.0)) {
      have = false;
      continue;
    }
    const ImVec2 p = a.at(s.frequency[i], s.power[i]);
    if (have) draw->AddLine(previous, p, colour, ui(2.0f));
    previous = p, have = true;
  }
  if (!m.slope.valid) return;
  const auto line = [&](double f) { return a.at(f, std::pow(10.0, m.slope.intercept + m.slope.slope * std::log10(f))); };
  draw->AddLine(line(m.slope.lo), line(m.slope.hi), (colour & 0x00FFFFFFu) | 0xA0000000u, ui(1.0f));
}

void drawPlot(AppState& state, const SpectrumData& d, ImVec2 size) {
  const ImVec2 o = plotArea(size, IM_COL32(28, 30, 36, 255));
  markLastItem(state, "spectrum.plot");
  ImDrawList* draw = ImGui::GetWindowDrawList();
  LogAxes a{o, size, 0.0, std::log10(std::max(d.width / 2.0, 2.0)), 0.0, 1.0};
  powerRange(d, a.pLo, a.pHi);
  draw->PushClipRect(o, ImVec2(o.x + size.x, o.y + size.y), true);
  for (double decade = 1.0; decade <= d.width / 2.0; decade *= 10.0)  // frequency decades
    draw->AddLine(a.at(decade, std::pow(10.0, a.pLo)), a.at(decade, std::pow(10.0, a.pHi)), IM_COL32(60, 60, 66, 255));
  for (double e = a.pLo; e <= a.pHi; e += 1.0)  // power decades
    draw->AddLine(a.at(1.0, std::pow(10.0, e)), a.at(d.width / 2.0, std::pow(10.0, e)), IM_COL32(48, 48, 54, 255));
  for (int octave = 0; octave < d.params.octaves; ++octave) {
    const double f = octaveCycles(d.params, d.zoom, octave);
    if (f < 1.0 || f > d.width / 2.0) continue;
    const ImVec2 top = a.at(f, std::pow(10.0, a.pHi));
    draw->AddLine(top, a.at(f, std::pow(10.0, a.pLo)), IM_COL32(255, 90, 90, 150));
    char label[16];
    std::snprintf(label, sizeof label, "o%d", octave);
    draw->AddText(ImVec2(top.x + ui(2.0f), top.y + ui(2.0f)), IM_COL32(255, 120, 120, 255), label);
  }
  for (std::size_t slot = 0; slot < d.maps.size(); ++slot)
    drawCurve(draw, a, d.maps[slot], kMapSlotColours[slot]);
  const float textY = o.y + size.y - ImGui::GetTextLineHeight() - ui(2.0f);
  for (double decade = 10.0; decade <= d.width / 2.0; decade *= 10.0) {
    char label[16];
    std::snprintf(label, sizeof label, "%.0f", decade);
    draw->AddText(ImVec2(a.at(decade, 1.0).x + ui(2.0f), textY), IM_COL32(170, 170, 170, 255), label);
  }
  char corner[64];
  std::snprintf(corner, sizeof corner, "power 1e%.0f .. 1e%.0f", a.pLo, a.pHi);
  draw->AddText(ImVec2(o.x + ui(4.0f), textY), IM_COL32(170, 170, 170, 255), corner);
  draw->PopClipRect();
}

void slopeLine(const char* name, ImU32 colour, const SpectrumSlope& s) {
  if (s.valid) {
    ImGui::TextColored(ImColor(colour), "%s: slope %.2f", name, s.slope);
  } else {
    ImGui::TextColored(ImColor(colour), "%s: no slope (too few rings between the octaves)", name);
  }
}

// The spectra as data for an SVG (plot_svg.h), in log10 units on both
// axes: each map's rings with power above 0, its fitted line, and each
// octave's lattice frequency as a vertical line.
io::Plot spectrumPlot(const SpectrumData& d) {
  io::Plot plot;
  char title[200];
  std::snprintf(title, sizeof title, "Spectra of %s and %s; p %.2f, L %.2f predict slope %.2f",
                noiseKindName(d.mapKinds[0]).data(), noiseKindName(d.mapKinds[1]).data(),
                d.params.persistence, d.params.lacunarity,
                expectedSpectrumSlope(d.params.persistence, d.params.lacunarity));
  plot.title = title;
  plot.xLabel = "log10 frequency (cycles across the map)";
  plot.yLabel = "log10 power";
  plot.xMin = 0.0, plot.xMax = std::log10(std::max(d.width / 2.0, 2.0));
  powerRange(d, plot.yMin, plot.yMax);
  for (std::size_t slot = 0; slot < d.maps.size(); ++slot) {
    const MapSpectrum& m = d.maps[slot];
    io::PlotSeries curve{std::string(views::kMapSlotMarks[slot]), rgbOf(kMapSlotColours[slot]), {}, {}, false};
    for (std::size_t i = 0; i < m.spectrum.frequency.size(); ++i)
      if (m.spectrum.power[i] > 0.0 && m.spectrum.frequency[i] > 0.0)
        curve.x.push_back(std::log10(m.spectrum.frequency[i])), curve.y.push_back(std::log10(m.spectrum.power[i]));
    if (!curve.x.empty()) plot.series.push_back(std::move(curve));
    if (!m.slope.valid) continue;
    const double a = std::log10(m.slope.lo), b = std::log10(m.slope.hi);
    plot.series.push_back(io::PlotSeries{std::string(views::kMapSlotMarks[slot]) + ".fit",
                                         rgbOf(kMapSlotColours[slot]), {a, b},
                                         {m.slope.intercept + m.slope.slope * a, m.slope.intercept + m.slope.slope * b},
                                         false});
  }
  for (int octave = 0; octave < d.params.octaves; ++octave) {
    const double f = octaveCycles(d.params, d.zoom, octave);
    if (f < 1.0 || f > d.width / 2.0) continue;
    plot.series.push_back(io::PlotSeries{"octave." + std::to_string(octave), Rgb8{255, 90, 90},
                                         {std::log10(f), std::log10(f)}, {plot.yMin, plot.yMax}, false});
  }
  return plot;
}

}  // namespace

void drawSpectrumPanel(AppState& state) {
  TeachingState& t = state.teaching;
  if (!beginPanelWindow(state, "Spectrum", &t.show.spectrum, "panel.spectrum", ImVec2(345.0f, -420.0f),
                        ImVec2(560.0f, 380.0f)))
    return;
  const SpectrumData& d = t.spectrum;
  if (!d.valid) {
    ImGui::TextDisabled("computing the spectra...");
    ImGui::End();
    return;
  }
  caption("power per frequency, log-log; frequency 1 .. %d cycles across the map", d.width / 2);
  const SpectrumSlope& fit = d.maps[1].slope.valid ? d.maps[1].slope : d.maps[0].slope;
  char fitted[160];
  std::snprintf(fitted, sizeof fitted,
                "fitted from %.3g to %.3g cycles; persistence %.2f and lacunarity %.2f predict %.2f", fit.lo,
                fit.hi, d.params.persistence, d.params.lacunarity,
                expectedSpectrumSlope(d.params.persistence, d.params.lacunarity));
  static constexpr const char* kRedLines =
      "red lines: each octave's lattice frequency (o0 the coarsest); 2 ln(p) / ln(L) - 2";
  // Under the plot: the slopes' line, the two texts as they wrap, the SVG row.
  const float width = std::max(ImGui::GetContentRegionAvail().x, ui(64.0f));
  const float under = 3.2f * ImGui::GetTextLineHeightWithSpacing() +
                      wrappedHeight(linesAtSpaces(fitted, width)) +
                      wrappedHeight(linesAtSpaces(kRedLines, width));
  const float height = std::max(ImGui::GetContentRegionAvail().y - under, ui(40.0f));
  drawPlot(state, d, ImVec2(width, height));
  for (std::size_t slot = 0; slot < d.maps.size(); ++slot) {
    if (slot > 0) ImGui::SameLine();
    slopeLine(noiseKindName(d.mapKinds[slot]).data(), kMapSlotColours[slot], d.maps[slot].slope);
  }
  wrappedAtSpaces(fitted);
  caption("%s", kRedLines);
  markLastItem(state, "spectrum.note");
  saveSvgRow(state, t.spectrumSvg, {"spectrum.svg.file", "spectrum.svg.save", "spectrum.svg.replace"},
             "The spectra as an SVG for slides, in log10 units, the rings' data beside each curve.",
             [&] { return spectrumPlot(d); }, "the spectra");
  ImGui::End();
}

}  // namespace noisescope::gui
