// teaching_state.h — what the teaching panels share: the pinned point, the
// octave they explain, which of them are open, and the cross-section's data.
//
// The pin is a map point (map widths, camera.h), the centre of the main map's
// pixel that was clicked (or under the mouse when P was pressed), so the
// numbers the panels show are those the map's pixel was computed from; it
// stays on that map point while the view pans and zooms. Lattice units are
// the map point times params.frequency, as `noisescope explain` reads them.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "noisescope/fill/camera.h"
#include "noisescope/noise/params.h"
#include "noisescope/teaching/breakdown.h"
#include "gui/spectrum.h"
#include "views/map_views.h"

namespace noisescope::gui {

struct PinnedPoint {
  bool active = false;
  double mapX = 0.0, mapY = 0.0;          // map widths
  NoiseKind noise = NoiseKind::Gradient;  // the noise the explain panel shows: the clicked map's
};

// Which teaching panels are open (each one window, app/gui/panels/).
struct TeachingPanels {
  bool explain = false;       // explain this pixel
  bool fadeCurves = false;    // the fade curves and their derivatives
  bool crossSection = false;  // the row through the pin as a graph
  bool histogram = false;     // both maps' histograms with draggable thresholds
  bool lattice = false;       // the chosen octave's lattice over both main maps
  bool lessons = false;       // the lessons (lessons/*.json)
  bool spectrum = false;      // both maps' radially averaged power spectra
};

// The lesson last applied (app/io/lesson.h), as the lessons panel shows it.
struct LessonShown {
  int index = -1;             // in io::builtinLessons(), or -1 (none, or a file)
  std::string id;             // built-in id or file path; empty: none
  std::string title;
  std::string text;
  std::string panel;          // the panel it opens, by name
};

// The cross-section's rows, kept until what they show changes.
struct CrossSectionData {
  NoiseParams params{};
  Camera camera{};
  double mapY = 0.0;
  int width = 0;                  // samples across, the main map's width
  views::MapKinds mapKinds = views::kDefaultMapKinds;     // the main maps' kinds the rows are of
  std::array<std::vector<float>, views::kMapSlots> maps;  // fBm of each main map along the row
  std::vector<float> octaves;     // octave o's noise (of the pinned noise) at [o * width + x]
  std::vector<float> pinned;      // fBm of the pinned noise along the row (the bands are drawn for it)
  NoiseKind octaveNoise = NoiseKind::Gradient;
};

// The maps' spectra as the worker last computed them (field_worker.h).
struct SpectrumData {
  bool valid = false;
  NoiseParams params{};  // what the maps were computed with
  views::MapKinds mapKinds = views::kDefaultMapKinds;  // the maps' kinds
  double zoom = 1.0;
  int width = 0;         // the maps' width, pixels
  std::array<MapSpectrum, views::kMapSlots> maps;  // left, right
};

// What the explain panel takes typed (explain_inputs.h): the pin's lattice
// point, and value noise's four corner values in place of the lattice's.
struct ExplainTyping {
  std::array<char, 40> x{}, y{};  // the lattice fields' text; follows the pin while not typed into
  bool cornersOn = false;         // the corner values replace the lattice's (breakdown.h cornerValues)
  // The seed's worked example: 0.2, 0.9, 0.6, 0.4 at (0.25, 0.75) with the cubic fade gives 0.528.
  std::array<double, 4> corners{0.2, 0.9, 0.6, 0.4};
  // fBm with the corners typed, kept with what it was computed for: explainPoint allocates.
  struct {
    NoiseParams params{};
    double x = 0.0, y = 0.0;
    std::array<double, 4> corners{};
    double fbm = 0.0;
    bool valid = false;
  } cornersFbm;
};

// The Lessons panel's form that saves the explorer's state as a lesson file
// (app/io/lesson.h), which --lesson FILE or the panel's Open reads back.
struct LessonDraft {
  std::array<char, 81> title{};   // 1 to 80 bytes, as a lesson file takes
  std::array<char, 2001> text{};  // 1 to 2000 bytes
  std::array<char, 1024> path{"my-lesson.json"};
};

// The explain panel's steps through one interpolation, as Red Blob Games'
// pages show it (value and gradient noise): 0 shows everything at once;
// 1 the point in its cell, 2 the corners, 3 the blend along the top edge at
// u, 4 along the bottom edge, 5 the blend between them at v, the noise.
// Each blend's marker slides from its start to its place in kStepSeconds.
struct InterpolationSteps {
  int step = 0;               // [0, kLastStep]
  bool playing = false;       // steps on by itself, 1 to kLastStep, then stops on everything (0)
  double stepStarted = 0.0;   // steadySeconds() when the step was shown
  static constexpr int kLastStep = 5;
  static constexpr double kStepSeconds = 1.0;  // a marker's slide
  static constexpr double kHoldSeconds = 1.5;  // a step's whole time while playing

  // A blend's marker is still sliding at steadySeconds() `now`.
  bool sliding(double now) const { return step >= 3 && now - stepStarted < kStepSeconds; }
};

struct TeachingState {
  PinnedPoint pin{};
  InterpolationSteps steps{};
  LessonDraft draft{};
  std::array<char, 1024> crossSectionSvg{"cross-section.svg"};  // where the cross-section's "Save SVG" writes
  std::array<char, 1024> fadeSvg{"fade-curves.svg"};            // the fade curves panel's
  std::array<char, 1024> spectrumSvg{"spectrum.svg"};           // the spectrum panel's
  ExplainTyping typing{};
  bool pinSkipRelease = false;  // the release that ends a double-click pins nothing (it reset the view)
  int octave = 0;          // the octave the panels explain, [0, octaves - 1]
  TeachingPanels show{};
  CrossSectionData crossSection{};
  SpectrumData spectrum{};
  LessonShown lesson{};
  // What the explain panel showed last (for the screenshot's metadata).
  bool explainShown = false;
  OctaveSteps explained{};  // the pinned octave's steps
  double explainedFbm = 0.0;  // fbm at the pin, of the explained noise
};

}  // namespace noisescope::gui
