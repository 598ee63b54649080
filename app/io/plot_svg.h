// plot_svg.h — a teaching panel's plot as an SVG file, for slides.
//
// Vectors, so a slide tool scales the plot without loss, and the data kept
// beside the drawing: each series is a polyline (or a filled polygon) in
// the document's units (points, to a hundredth) with the data themselves in
// data-points, x and y in the plot's own units, each in the shortest digits
// that read back as the same double; each rule is a line with its value in
// data-y. No transform or vector-effect: every SVG reader draws it alike.
//
//   <svg ... viewBox="0 0 800 450">
//     <text>title</text> and the axes' labels and ranges
//     <polyline data-series="NAME" data-points="x,y x,y ..." points="..."/> ...
//     <line data-rule="LABEL" data-y="Y" .../> ...
//
// Limits: finite numbers only (a series holding NaN or inf, or a range of
// zero width, throws std::invalid_argument naming it).
#pragma once

#include <string>
#include <vector>

#include "noisescope/output/colour.h"

namespace noisescope::io {

struct PlotSeries {
  std::string name;          // data-series: "map.left", "octave.2", ...
  Rgb8 colour{255, 255, 255};
  std::vector<double> x, y;  // the same length
  bool filled = false;       // a closed, filled polygon instead of a line
};

struct PlotRule {            // a horizontal line across the plot, at y, labelled at its right end
  std::string label;
  double y = 0.0;
  Rgb8 colour{200, 200, 200};
};

struct Plot {
  std::string title;
  std::string xLabel, yLabel;
  double xMin = 0.0, xMax = 1.0, yMin = 0.0, yMax = 1.0;  // the data range shown
  std::vector<PlotSeries> series;                         // drawn in order
  std::vector<PlotRule> rules;
};

// The SVG document: 800 x 450 units, a dark plot area with its ranges at
// the axes' ends.
std::string plotSvg(const Plot& plot);

// Writes plotSvg(plot) atomically; an existing file only with overwrite
// (atomic_file.h). Throws IoError or std::invalid_argument.
void savePlotSvg(const std::string& path, const Plot& plot, bool overwrite);

}  // namespace noisescope::io
