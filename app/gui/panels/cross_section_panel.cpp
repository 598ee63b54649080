// The cross-section: the row of the main maps through the pinned point as a
// graph (the seed's row of eight cells, for any row): both maps' fBm, the
// pinned noise's octave contributions stacked, the thresholds as lines and
// the bands as a coloured strip under it. The rows come from core fields of
// one pixel's height, refilled only when what they show changes.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include "noisescope/fill/field.h"
#include "noisescope/noise/fbm.h"
#include "noisescope/output/colour.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "io/plot_svg.h"

namespace noisescope::gui {

namespace {

constexpr ImU32 kOctaveColours[4] = {IM_COL32(70, 110, 170, 255), IM_COL32(90, 150, 120, 255),
                                     IM_COL32(170, 140, 70, 255), IM_COL32(150, 90, 140, 255)};

FieldSpec rowSpec(const Camera& camera, double mapY, int width, int octave) {
  // A field one pixel high samples its row at the view's centre height.
  return FieldSpec{width, 1, Camera{camera.cx, mapY, camera.zoom}, octave};
}

void refresh(AppState& state) {
  CrossSectionData& d = state.teaching.crossSection;
  const int width = state.sizes.mapWidth;
  const NoiseParams p = clampParams(state.params);
  const PinnedPoint& pin = state.teaching.pin;
  if (d.width == width && d.params == p && d.mapKinds == state.mapKinds && d.camera == state.camera &&
      d.mapY == pin.mapY && d.octaveNoise == pin.noise)
    return;
  d.width = width;
  d.params = p;
  d.mapKinds = state.mapKinds;
  d.camera = state.camera;
  d.mapY = pin.mapY;
  d.octaveNoise = pin.noise;
  const std::size_t w = static_cast<std::size_t>(width);
  for (std::size_t slot = 0; slot < d.maps.size(); ++slot) {
    d.maps[slot].resize(w);
    fillField(paramsOfKind(p, d.mapKinds[slot]), rowSpec(state.camera, pin.mapY, width, kWholeFbm),
              d.maps[slot]);
  }
  const NoiseParams q = paramsOfKind(p, pin.noise);
  // The pinned noise's row is a main map's row when a map shows that kind (it usually does).
  const auto shown = std::find(d.mapKinds.begin(), d.mapKinds.end(), pin.noise);
  if (shown != d.mapKinds.end())
    d.pinned = d.maps[static_cast<std::size_t>(shown - d.mapKinds.begin())];
  else
    d.pinned.resize(w), fillField(q, rowSpec(state.camera, pin.mapY, width, kWholeFbm), d.pinned);
  d.octaves.resize(w * static_cast<std::size_t>(p.octaves));
  for (int o = 0; o < p.octaves; ++o)
    fillField(q, rowSpec(state.camera, pin.mapY, width, o),
              std::span(d.octaves).subspan(static_cast<std::size_t>(o) * w, w));
}

void drawGraph(AppState& state, ImVec2 size) {
  const CrossSectionData& d = state.teaching.crossSection;
  const Thresholds& th = state.thresholds;
  const float strip = ui(14.0f), gap = ui(4.0f), line = ui(1.5f);
  const ImVec2 o = plotArea(size, IM_COL32(26, 28, 34, 255), strip + gap);
  markLastItem(state, "cross.graph");
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const double top = std::max(1.0, fbmUpperBound(d.params));
  const float dx = size.x / static_cast<float>(d.width);
  const auto y = [&](double v) { return o.y + static_cast<float>((top - v) / top) * size.y; };

  // The octave contributions of the pinned noise, stacked column by column.
  for (int x = 0; x < d.width; ++x) {
    double below = 0.0;
    for (int k = 0; k < d.params.octaves; ++k) {
      const double c = octaveWeight(d.params, k) * d.octaves[static_cast<std::size_t>(k * d.width + x)];
      draw->AddRectFilled(ImVec2(o.x + x * dx, y(below + c)), ImVec2(o.x + (x + 1) * dx, y(below)),
                          kOctaveColours[k % 4]);
      below += c;
    }
  }
  for (float t : {th.t1, th.t2, th.t3})
    draw->AddLine(ImVec2(o.x, y(t)), ImVec2(o.x + size.x, y(t)), IM_COL32(255, 255, 255, 110));
  if (top > 1.0) draw->AddLine(ImVec2(o.x, y(1.0)), ImVec2(o.x + size.x, y(1.0)), IM_COL32(255, 140, 0, 200));
  for (std::size_t slot = 0; slot < d.maps.size(); ++slot) {
    const std::vector<float>& row = d.maps[slot];
    for (int x = 1; x < d.width; ++x)
      draw->AddLine(ImVec2(o.x + (x - 0.5f) * dx, y(row[static_cast<std::size_t>(x - 1)])),
                    ImVec2(o.x + (x + 0.5f) * dx, y(row[static_cast<std::size_t>(x)])), kMapSlotColours[slot],
                    line);
  }

  // The bands of the pinned noise's row, as the four-band view colours them.
  const std::vector<float>& banded = d.pinned;
  for (int x = 0; x < d.width; ++x) {
    const Rgb8 c = colourOf(banded[static_cast<std::size_t>(x)], ColourMode::Bands, th);
    draw->AddRectFilled(ImVec2(o.x + x * dx, o.y + size.y + gap),
                        ImVec2(o.x + (x + 1) * dx, o.y + size.y + gap + strip),
                        IM_COL32(c.r, c.g, c.b, 255));
  }
  // The pinned column.
  const double px = (state.teaching.pin.mapX - d.camera.cx) * d.width * d.camera.zoom + d.width * 0.5;
  if (px >= 0 && px < d.width) {
    const float sx = o.x + static_cast<float>(px) * dx;
    draw->AddLine(ImVec2(sx, o.y), ImVec2(sx, o.y + size.y + strip + gap), IM_COL32(255, 90, 90, 220), line);
  }
}

// The graph as data for an SVG (plot_svg.h): x in map widths (each column's
// centre, as the fill samples it), y the values; the stacked octaves as
// filled areas, both maps' rows, the pinned column and the thresholds.
io::Plot crossSectionPlot(const AppState& state) {
  const CrossSectionData& d = state.teaching.crossSection;
  io::Plot plot;
  char title[160];
  std::snprintf(title, sizeof title, "Row y = %.4g: %s and %s fBm, %s octaves stacked", d.mapY,
                noiseKindName(d.mapKinds[0]).data(), noiseKindName(d.mapKinds[1]).data(),
                noiseKindName(d.octaveNoise).data());
  plot.title = title;
  plot.xLabel = "map x (map widths)";
  plot.yLabel = "value";
  std::vector<double> xs(static_cast<std::size_t>(d.width));
  for (int x = 0; x < d.width; ++x) xs[static_cast<std::size_t>(x)] = pixelToMap(d.camera, d.width, 1, x, 0).x;
  const double half = 0.5 / (d.width * d.camera.zoom);
  plot.xMin = xs.front() - half, plot.xMax = xs.back() + half;
  plot.yMax = std::max(1.0, fbmUpperBound(d.params));
  std::vector<double> below(xs.size(), 0.0);
  for (int k = 0; k < d.params.octaves; ++k) {
    io::PlotSeries area{"octave." + std::to_string(k), rgbOf(kOctaveColours[k % 4]), xs, {}, true};
    area.y.resize(xs.size());
    for (std::size_t x = 0; x < xs.size(); ++x)
      area.y[x] = below[x] + octaveWeight(d.params, k) * d.octaves[static_cast<std::size_t>(k) * xs.size() + x];
    for (std::size_t x = xs.size(); x-- > 0;) area.x.push_back(xs[x]), area.y.push_back(below[x]);
    std::copy(area.y.begin(), area.y.begin() + static_cast<std::ptrdiff_t>(xs.size()), below.begin());
    plot.series.push_back(std::move(area));
  }
  for (std::size_t slot = 0; slot < d.maps.size(); ++slot)
    plot.series.push_back(io::PlotSeries{std::string(views::kMapSlotMarks[slot]), rgbOf(kMapSlotColours[slot]), xs,
                                         std::vector<double>(d.maps[slot].begin(), d.maps[slot].end()), false});
  plot.series.push_back(io::PlotSeries{"pin", Rgb8{255, 90, 90}, {state.teaching.pin.mapX, state.teaching.pin.mapX},
                                       {0.0, plot.yMax}, false});
  const Thresholds& th = state.thresholds;
  char words[3][32];
  std::snprintf(words[0], sizeof words[0], "water < %.3f", th.t1);
  std::snprintf(words[1], sizeof words[1], "sand < %.3f", th.t2);
  std::snprintf(words[2], sizeof words[2], "grass < %.3f", th.t3);
  plot.rules = {{words[0], th.t1}, {words[1], th.t2}, {words[2], th.t3}};
  return plot;
}

// A file name and Save SVG: the graph for a slide, refused over an existing file unless replace is ticked.
void drawSaveSvg(AppState& state) {
  saveSvgRow(state, state.teaching.crossSectionSvg, {"cross.svg.file", "cross.svg.save", "cross.svg.replace"},
             "The graph as an SVG for slides: the rows and octaves as data (map x, value), the thresholds as lines.",
             [&] { return crossSectionPlot(state); }, "the cross-section");
}

}  // namespace

void drawCrossSectionPanel(AppState& state) {
  TeachingState& t = state.teaching;
  if (!beginPanelWindow(state, "Cross-section", &t.show.crossSection, "panel.cross", ImVec2(345.0f, -320.0f),
                        ImVec2(760.0f, 290.0f)))
    return;
  if (!t.pin.active || state.sizes.mapWidth <= 0) {
    wrapped("Click a map, or press P with the mouse over it, to pin the row to show.");
    ImGui::End();
    return;
  }
  refresh(state);
  for (std::size_t slot = 0; slot < state.mapKinds.size(); ++slot) {
    ImGui::TextColored(ImColor(kMapSlotColours[slot]), "%s fBm", noiseKindName(state.mapKinds[slot]).data());
    ImGui::SameLine();
  }
  // Wrapped at spaces after the legend: the panel column is narrower than the line.
  char line[128];
  std::snprintf(line, sizeof line,
                "  stacked: the %s octaves;  row y\u00a0=\u00a0%.4f map widths, %d\u00a0samples",
                noiseKindName(t.pin.noise).data(), t.pin.mapY, t.crossSection.width);
  state.marks.add("cross.row", wrappedAtSpaces(line));
  drawSaveSvg(state);
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  drawGraph(state, ImVec2(std::max(avail.x, ui(50.0f)), std::max(avail.y - ui(24.0f), ui(40.0f))));
  ImGui::End();
}

}  // namespace noisescope::gui
