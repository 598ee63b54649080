#include "io/plot_svg.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <span>
#include <stdexcept>

#include "io/atomic_file.h"

namespace noisescope::io {

namespace {

constexpr double kWidth = 800, kHeight = 450;
constexpr double kLeft = 60, kRight = 110, kTop = 40, kBottom = 50;  // margins: labels, the rules' names

std::string number(double v) {
  char buffer[32];
  return std::string(buffer, std::to_chars(buffer, buffer + sizeof buffer, v).ptr);
}

// A number as a label shows it: four significant digits (the data keep all of theirs).
std::string shown(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.4g", std::abs(v) < 1e-12 ? 0.0 : v);
  return buffer;
}

std::string colour(Rgb8 c) {
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "#%02x%02x%02x", c.r, c.g, c.b);
  return buffer;
}

std::string escaped(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

void requireFinite(double v, const std::string& what) {
  if (!std::isfinite(v)) throw std::invalid_argument("the plot's " + what + " is not a finite number");
}

}  // namespace

std::string plotSvg(const Plot& p) {
  for (double v : {p.xMin, p.xMax, p.yMin, p.yMax}) requireFinite(v, "range");
  if (!(p.xMax > p.xMin) || !(p.yMax > p.yMin)) throw std::invalid_argument("the plot's range is empty");
  const double w = kWidth - kLeft - kRight, h = kHeight - kTop - kBottom;
  const double sx = w / (p.xMax - p.xMin), sy = h / (p.yMax - p.yMin);
  std::string s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                  "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + number(kWidth) + "\" height=\"" +
                  number(kHeight) + "\" viewBox=\"0 0 " + number(kWidth) + " " + number(kHeight) +
                  "\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"13\">\n";
  s += "<rect width=\"100%\" height=\"100%\" fill=\"#16171b\"/>\n";
  s += "<text x=\"" + number(kLeft) + "\" y=\"24\" fill=\"#e6e6e6\" font-size=\"16\">" + escaped(p.title) +
       "</text>\n";
  s += "<rect x=\"" + number(kLeft) + "\" y=\"" + number(kTop) + "\" width=\"" + number(w) + "\" height=\"" +
       number(h) + "\" fill=\"#1a1c22\" stroke=\"#808080\"/>\n";
  // Axis ends and labels, in screen units.
  const auto label = [&](double x, double y, const std::string& text, const char* anchor) {
    s += "<text x=\"" + number(x) + "\" y=\"" + number(y) + "\" fill=\"#b4b4b4\" text-anchor=\"" + anchor +
         "\">" + escaped(text) + "</text>\n";
  };
  label(kLeft - 6, kTop + 5, shown(p.yMax), "end");
  label(kLeft - 6, kTop + h + 5, shown(p.yMin), "end");
  label(kLeft, kTop + h + 18, shown(p.xMin), "start");
  label(kLeft + w, kTop + h + 18, shown(p.xMax), "end");
  label(kLeft + w / 2, kTop + h + 36, p.xLabel, "middle");
  s += "<text transform=\"translate(16 " + number(kTop + h / 2) +
       ") rotate(-90)\" fill=\"#b4b4b4\" text-anchor=\"middle\">" + escaped(p.yLabel) + "</text>\n";
  // The data: x to the right, y up, clipped to the plot area.
  const auto screenX = [&](double x) { return number(std::round((kLeft + (x - p.xMin) * sx) * 100) / 100); };
  const auto screenY = [&](double y) { return number(std::round((kTop + (p.yMax - y) * sy) * 100) / 100); };
  s += "<clipPath id=\"area\"><rect x=\"" + number(kLeft) + "\" y=\"" + number(kTop) + "\" width=\"" +
       number(w) + "\" height=\"" + number(h) + "\"/></clipPath>\n<g clip-path=\"url(#area)\">\n";
  for (const PlotSeries& series : p.series) {
    if (series.x.size() != series.y.size())
      throw std::invalid_argument("the plot's series " + series.name + " has unequal x and y");
    std::string data, points;
    for (std::size_t i = 0; i < series.x.size(); ++i) {
      requireFinite(series.x[i], "series " + series.name);
      requireFinite(series.y[i], "series " + series.name);
      if (i > 0) data += ' ', points += ' ';
      data += number(series.x[i]) + "," + number(series.y[i]);
      points += screenX(series.x[i]) + "," + screenY(series.y[i]);
    }
    s += std::string(series.filled ? "<polygon" : "<polyline") + " data-series=\"" + escaped(series.name) +
         "\" data-points=\"" + data + "\" points=\"" + points + "\" " +
         (series.filled ? "fill=\"" + colour(series.colour) + "\" stroke=\"none\""
                        : "fill=\"none\" stroke=\"" + colour(series.colour) + "\" stroke-width=\"1.5\"") +
         "/>\n";
  }
  for (const PlotRule& r : p.rules) {
    requireFinite(r.y, "rule " + r.label);
    s += "<line data-rule=\"" + escaped(r.label) + "\" data-y=\"" + number(r.y) + "\" x1=\"" + number(kLeft) +
         "\" y1=\"" + screenY(r.y) + "\" x2=\"" + number(kLeft + w) + "\" y2=\"" + screenY(r.y) + "\" stroke=\"" +
         colour(r.colour) + "\" stroke-dasharray=\"4 3\"/>\n";
  }
  s += "</g>\n";
  for (const PlotRule& r : p.rules)
    label(kLeft + w + 6, kTop + (p.yMax - r.y) * sy + 4, r.label, "start");
  s += "</svg>\n";
  return s;
}

void savePlotSvg(const std::string& path, const Plot& plot, bool overwrite) {
  const std::string text = plotSvg(plot);
  writeFileAtomically(path, std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()), overwrite);
}

}  // namespace noisescope::io
