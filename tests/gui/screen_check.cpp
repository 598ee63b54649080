// screen_check — compares explorer screenshots with the core's own CPU
// rendering. Each screenshot carries JSON metadata (app/gui/screenshot.h):
// every view's rectangle in window pixels and exactly what it shows. The
// expected pixels come from core alone (renderField + colourise); the
// screenshot's pixels must match them within one level per channel.
//
//   screen_check maps SHOT                     every view in SHOT is what core renders for it
//   screen_check pan BEFORE AFTER DX DY [VIEW] AFTER's maps show BEFORE's view dragged by (DX, DY) pixels
//                                              of VIEW (a mark; map.left when not given)
//   screen_check zoom BEFORE AFTER X Y NOTCHES AFTER's maps show BEFORE's view zoomed at window (X, Y)
//   screen_check fade BEFORE AFTER NAME        AFTER's value map is BEFORE's with fade NAME
//   screen_check threshold BEFORE AFTER        thresholds moved: maps and band views recoloured, fields
//   untouched screen_check biomecut BEFORE AFTER         a biome cut moved: the biome view reclassified, no
//   field computed or uploaded screen_check frame A B MARK X0 Y0 X1 Y1    inside MARK, B equals A within
//   window rect [X0,X1) x [Y0,Y1) and is
//                                              darker outside it (an outline of up to 4 px and 1 px of
//                                              rounding aside)
//   screen_check glyphs A B MARK RATIO         the text drawn in mark MARK is RATIO times as tall in B as in
//   A (10%)
// Exits 0 when every check holds, 1 with one line per failure otherwise.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "noisescope/fill/camera.h"
#include "noisescope/fill/field.h"
#include "noisescope/noise/param_table.h"
#include "noisescope/output/colour.h"
#include "gui/pane_layout.h"
#include "io/png_file.h"
#include "io/preset.h"
#include "views/map_views.h"

namespace {

using nlohmann::json;
using namespace noisescope;

int failures = 0;

void fail(const std::string& what) {
  std::printf("FAIL %s\n", what.c_str());
  ++failures;
}

struct Shot {
  std::string path;
  io::Image image;
  json meta;
};

Shot loadShot(const std::string& path) {
  Shot s{path, io::readPng(path), {}};
  for (const io::PngText& t : s.image.text)
    if (t.key == "noisescope") s.meta = json::parse(t.value);
  if (s.meta.is_null()) throw std::runtime_error(path + " has no noisescope metadata");
  if (s.image.bitDepth != 8 || s.image.channels < 3) throw std::runtime_error(path + " is not 8-bit RGB");
  return s;
}

// Every parameter-table field the metadata carries, read as the command line
// reads its text (a missing field keeps its default; a curve's points as
// its option's text).
NoiseParams paramsOf(const json& j) {
  NoiseParams p;
  for (const ParamDesc& d : paramTable()) {
    if (!j.contains(std::string(d.name))) continue;
    const json& v = j.at(std::string(d.name));
    std::string text = v.is_string() ? v.get<std::string>() : v.dump();
    if (v.is_array()) {  // a height curve's [[x, y], ...] as the option writes it, x:y,...
      text.clear();
      for (const json& point : v) {
        if (!text.empty()) text += ',';
        text += shortestNumber(point.at(0).get<double>());
        text += ':';
        text += shortestNumber(point.at(1).get<double>());
      }
    }
    const ParsedParam parsed = parseParam(d, text);
    if (!parsed.error.empty()) throw std::runtime_error("metadata: " + parsed.error);
    d.set(p, parsed.value);
  }
  return p;
}

Camera viewOf(const json& j) {
  return Camera{j.at("cx").get<double>(), j.at("cy").get<double>(), j.at("zoom").get<double>()};
}

Thresholds thresholdsOf(const json& j) { return Thresholds{j.at(0).get<float>(), j.at(1).get<float>(), j.at(2).get<float>()}; }

// What a view shows, as its metadata says; overridable piece by piece.
struct ViewContent {
  NoiseParams params;
  Camera camera;
  int octave;
  ColourMode mode;
  Thresholds thresholds;
  int width, height;
  int x, y;  // top-left corner in the window
  bool stretched = false;  // colour clamp((v - stretchMin) * stretchScale, 0, 1)
  float stretchMin = 0, stretchScale = 1;
  BiomeCuts biomeCuts{};
  BiomePalette biomeColours = kBiomeColours;
  Light light{};                             // the relief's light and height scale
  double heightScale = kHeightScaleDefault;
  std::vector<FieldLayer> fields{FieldLayer::Elevation};  // views::viewFields of the view its mark names
};

ViewContent contentOf(const Shot& shot, const std::string& mark) {
  if (!shot.meta.at("marks").contains(mark)) throw std::runtime_error(shot.path + " has no view " + mark);
  const json& m = shot.meta.at("marks").at(mark);
  if (!m.contains("params")) throw std::runtime_error(shot.path + ": view " + mark + " shows no image");
  const json& rect = m.at("rect");
  ViewContent c{paramsOf(m.at("params")),
                viewOf(m.at("view")),
                m.at("octave").get<int>(),
                colourModeFromName(m.at("mode").get<std::string>()).value(),
                thresholdsOf(m.at("thresholds")),
                m.at("size").at(0).get<int>(),
                m.at("size").at(1).get<int>(),
                static_cast<int>(rect.at(0).get<float>()),
                static_cast<int>(rect.at(1).get<float>())};
  if (m.contains("preset")) {  // every parameter, terrain steps included
    const io::Preset preset = io::presetFromJson(m.at("preset").dump(), shot.path + " " + mark);
    c.params = preset.params;
    c.biomeCuts = preset.biomeCuts;
    c.biomeColours = preset.biomeColours;
    c.light = preset.light;
    c.heightScale = preset.heightScale;
  }
  // A band-row view names its view: "band.biome" reads elevation and moisture;
  // a main map showing a terrain view says which ("shows": "biome").
  const std::string shows = mark.rfind("band.", 0) == 0 ? mark.substr(5) : m.value("shows", std::string());
  if (const auto display = views::displayFromName(shows)) {
    const auto layers = views::viewFields(views::viewInfo(display->kind));
    c.fields.assign(layers.begin(), layers.end());
  }
  if (m.contains("stretch")) {
    c.stretched = true;
    c.stretchMin = m.at("stretch").at(0).get<float>();
    c.stretchScale = m.at("stretch").at(1).get<float>();
  }
  if (rect.at(2).get<float>() != c.width || rect.at(3).get<float>() != c.height)
    fail(shot.path + ": " + mark + " is drawn scaled (rectangle size differs from its image)");
  return c;
}

std::vector<std::uint8_t> cpuRender(const ViewContent& c) {
  std::vector<std::vector<float>> fields;
  for (FieldLayer layer : c.fields) {
    FieldSpec spec{c.width, c.height, c.camera, c.octave};
    spec.layer = layer;
    fields.push_back(renderField(c.params, spec));
  }
  if (c.stretched)  // as the shader does, in float
    for (float& v : fields[0]) v = std::clamp((v - c.stretchMin) * c.stretchScale, 0.0f, 1.0f);
  ColourInputs in{{}, c.width, c.height};
  for (std::size_t i = 0; i < fields.size() && i < in.fields.size(); ++i) in.fields[i] = fields[i];
  std::vector<std::uint8_t> rgba(fields[0].size() * 4);
  // The relief's pixel spacing as camera.h gives it: 1 / (W zoom) map widths.
  const double spacing = 1.0 / (static_cast<double>(c.width) * c.camera.zoom);
  colouriseMap(in, c.mode, ColourSettings{c.thresholds, c.biomeCuts, c.biomeColours, c.light, c.heightScale, spacing},
               0, c.height, rgba);
  return rgba;
}

struct Difference {
  int maxLevel = 0;     // largest channel difference
  long overOne = 0;     // pixels with a channel more than one level off
};

// Words drawn over a view on purpose (an octave tile's "< 1 px per cell",
// the island view's "island off"): marks named *.finer or *.off; their
// pixels are not the view's.
struct Box {
  float x0, y0, x1, y1;
};

std::vector<Box> wordBoxes(const Shot& shot) {
  std::vector<Box> boxes;
  for (const auto& [key, mark] : shot.meta.at("marks").items()) {
    const std::string& name = key;  // a lambda may not capture a structured binding before C++20's clang 16
    const auto endsWith = [&](std::string_view end) {
      return name.size() >= end.size() && name.compare(name.size() - end.size(), end.size(), end) == 0;
    };
    if (!endsWith(".finer") && !endsWith(".off")) continue;
    const json& r = mark.at("rect");
    // The word's backdrop reaches 2 pixels left and right, 1 up and down.
    const float x0 = r.at(0).get<float>() - 2, y0 = r.at(1).get<float>() - 1;
    boxes.push_back(Box{x0, y0, x0 + r.at(2).get<float>() + 4, y0 + r.at(3).get<float>() + 2});
  }
  return boxes;
}

bool underAWord(const std::vector<Box>& boxes, int sx, int sy) {
  for (const Box& b : boxes)
    if (sx + 1 > b.x0 && sx < b.x1 && sy + 1 > b.y0 && sy < b.y1) return true;
  return false;
}

// Screenshot pixels in c's rectangle against rgba (c.width x c.height).
Difference compare(const Shot& shot, const ViewContent& c, const std::vector<std::uint8_t>& rgba) {
  Difference d;
  const io::Image& img = shot.image;
  const std::vector<Box> words = wordBoxes(shot);
  for (int y = 0; y < c.height; ++y) {
    for (int x = 0; x < c.width; ++x) {
      const int sx = c.x + x, sy = c.y + y;
      if (underAWord(words, sx, sy)) continue;
      if (sx < 0 || sy < 0 || sx >= img.width || sy >= img.height) {
        ++d.overOne;
        continue;
      }
      const std::uint8_t* s = img.pixels.data() + (static_cast<std::size_t>(sy) * img.width + sx) * img.channels;
      const std::uint8_t* e = rgba.data() + (static_cast<std::size_t>(y) * c.width + x) * 4;
      int worst = 0;
      for (int ch = 0; ch < 3; ++ch) worst = std::max(worst, std::abs(int(s[ch]) - int(e[ch])));
      d.maxLevel = std::max(d.maxLevel, worst);
      if (worst > 1) ++d.overOne;
    }
  }
  return d;
}

// Fraction of pixels in a's and b's rectangles (same size) that differ at all.
double changedShare(const Shot& a, const ViewContent& ca, const Shot& b, const ViewContent& cb) {
  long changed = 0;
  for (int y = 0; y < ca.height; ++y)
    for (int x = 0; x < ca.width; ++x) {
      const std::uint8_t* pa = a.image.pixels.data() + (static_cast<std::size_t>(ca.y + y) * a.image.width + ca.x + x) * a.image.channels;
      const std::uint8_t* pb = b.image.pixels.data() + (static_cast<std::size_t>(cb.y + y) * b.image.width + cb.x + x) * b.image.channels;
      if (pa[0] != pb[0] || pa[1] != pb[1] || pa[2] != pb[2]) ++changed;
    }
  return static_cast<double>(changed) / (static_cast<double>(ca.width) * ca.height);
}

// On a mismatch, core's rendering goes beside the shot as SHOT.expected.MARK.png,
// for a person to compare with the shot.
void keepExpected(const Shot& shot, const ViewContent& c, const std::vector<std::uint8_t>& rgba,
                  const std::string& what) {
  io::Image image;
  image.width = c.width, image.height = c.height, image.channels = 4, image.bitDepth = 8;
  image.pixels = rgba;
  std::string name = what;
  for (char& ch : name)
    if (ch == ' ' || ch == '/') ch = '_';
  const std::string path = shot.path + ".expected." + name + ".png";
  try {
    io::writePng(path, image, {}, true);
    std::printf("core's rendering of %s: %s\n", what.c_str(), path.c_str());
  } catch (const std::exception& e) {
    std::printf("could not keep core's rendering: %s\n", e.what());
  }
}

void expectMatch(const Shot& shot, const ViewContent& expected, const std::string& what) {
  const std::vector<std::uint8_t> rgba = cpuRender(expected);
  const Difference d = compare(shot, expected, rgba);
  std::printf("%-44s %4dx%-4d max difference %d level(s), %ld pixel(s) over one\n", what.c_str(), expected.width,
              expected.height, d.maxLevel, d.overOne);
  if (d.overOne == 0) return;
  fail(what + ": " + std::to_string(d.overOne) + " pixels differ by more than one level");
  keepExpected(shot, expected, rgba, what);
}

int checkMaps(const Shot& shot) {
  int views = 0;
  for (const auto& [name, mark] : shot.meta.at("marks").items()) {
    if (!mark.contains("params")) continue;
    expectMatch(shot, contentOf(shot, name), name);
    ++views;
  }
  // Presenting, the two maps are all there is (app_state.h PanelFlags::presenting).
  if (shot.meta.value("presenting", false)) {
    if (views != 2) fail(std::to_string(views) + " views in " + shot.path + " (presenting: the two maps expected)");
  } else if (views < 6) {
    fail("only " + std::to_string(views) + " views in " + shot.path + " (two maps, tiles, bands expected)");
  }
  return views;
}

// AFTER's maps against BEFORE's content moved to `view` (computed here, not read from AFTER).
void expectMapsAt(const Shot& before, const Shot& after, const Camera& camera, const char* what) {
  for (const char* map : {"map.left", "map.right"}) {
    ViewContent expected = contentOf(before, map);
    const ViewContent shown = contentOf(after, map);
    expected.camera = camera;
    expected.x = shown.x, expected.y = shown.y;
    expectMatch(after, expected, std::string(map) + " " + what);
  }
  const Camera claimed = viewOf(after.meta.at("view"));
  std::printf("view: expected (%.9f, %.9f, zoom %.6f), explorer says (%.9f, %.9f, zoom %.6f)\n", camera.cx,
              camera.cy, camera.zoom, claimed.cx, claimed.cy, claimed.zoom);
}

void checkPan(const Shot& before, const Shot& after, double dx, double dy, const std::string& dragged) {
  const ViewContent v = contentOf(before, dragged);
  expectMapsAt(before, after, panByPixels(v.camera, v.width, dx, dy), "after the drag");
}

void checkZoom(const Shot& before, const Shot& after, double wx, double wy, double notches) {
  // The wheel zooms at the cursor inside whichever map it is over.
  for (const char* map : {"map.left", "map.right"}) {
    const ViewContent v = contentOf(before, map);
    if (wx < v.x || wy < v.y || wx >= v.x + v.width || wy >= v.y + v.height) continue;
    const double factor = std::pow(gui::kWheelZoomFactor, notches);
    expectMapsAt(before, after, zoomAt(v.camera, v.width, v.height, wx - v.x, wy - v.y, factor),
                 "after the wheel");
    return;
  }
  fail("the cursor was over no map");
}

void checkFade(const Shot& before, const Shot& after, const std::string& fadeName) {
  ViewContent expected = contentOf(before, "map.left");
  const ViewContent shownBefore = expected;
  if (expected.params.fade == fadeFromName(fadeName).value()) fail("the fade was " + fadeName + " already before");
  expected.params.fade = fadeFromName(fadeName).value();
  expectMatch(after, expected, "map.left with fade " + fadeName);
  const double changed = changedShare(before, shownBefore, after, contentOf(after, "map.left"));
  std::printf("value map pixels changed by the click: %.1f%%\n", 100 * changed);
  if (changed < 0.2) fail("the value map hardly changed");
}

void checkThreshold(const Shot& before, const Shot& after) {
  const Thresholds t0 = thresholdsOf(before.meta.at("thresholds"));
  const Thresholds t1 = thresholdsOf(after.meta.at("thresholds"));
  std::printf("thresholds %.3f %.3f %.3f -> %.3f %.3f %.3f\n", t0.t1, t0.t2, t0.t3, t1.t1, t1.t2, t1.t3);
  if (t0 == t1) fail("the thresholds did not move");
  const auto jobs0 = before.meta.at("fieldJobs").get<std::uint64_t>();
  const auto jobs1 = after.meta.at("fieldJobs").get<std::uint64_t>();
  std::printf("field refreshes: %llu before, %llu after\n", static_cast<unsigned long long>(jobs0),
              static_cast<unsigned long long>(jobs1));
  if (jobs0 != jobs1) fail("moving a threshold recomputed fields");
  // The ramp follows the thresholds too: the maps' same fields, recoloured.
  for (const char* camera : {"map.left", "map.right", "band.landwater", "band.bands"}) {
    ViewContent expected = contentOf(before, camera);  // the same field ...
    const ViewContent shown = contentOf(after, camera);
    expected.thresholds = t1;                        // ... coloured at the new thresholds
    expected.x = shown.x, expected.y = shown.y;
    expectMatch(after, expected, std::string(camera) + " at the new thresholds");
  }
  const double mapChanged =
      changedShare(before, contentOf(before, "map.left"), after, contentOf(after, "map.left"));
  std::printf("value map pixels recoloured: %.1f%%\n", 100 * mapChanged);
  if (mapChanged == 0.0) fail("the value map's ramp did not follow the threshold");
  const double changed = changedShare(before, contentOf(before, "band.bands"), after, contentOf(after, "band.bands"));
  std::printf("four-band view pixels changed: %.1f%%\n", 100 * changed);
  if (changed == 0.0) fail("the four-band view did not change");
}

// A biome cut moved: the biome view is the same fields classified at the
// new cuts, and no field was computed or uploaded again.
void checkBiomeCut(const Shot& before, const Shot& after) {
  const auto cuts = [](const Shot& s) {
    const json& c = s.meta.at("biomeCuts");
    return BiomeCuts{c.at(0).get<float>(), c.at(1).get<float>(), c.at(2).get<float>()};
  };
  const BiomeCuts c0 = cuts(before), c1 = cuts(after);
  std::printf("biome cuts %.3f %.3f %.3f -> %.3f %.3f %.3f\n", c0.h, c0.w1, c0.w2, c1.h, c1.w1, c1.w2);
  if (c0 == c1) fail("the biome cuts did not move");
  for (const char* key : {"fieldJobs"}) {
    const auto n0 = before.meta.at(key).get<std::uint64_t>(), n1 = after.meta.at(key).get<std::uint64_t>();
    std::printf("%s: %llu before, %llu after\n", key, static_cast<unsigned long long>(n0),
                static_cast<unsigned long long>(n1));
    if (n0 != n1) fail(std::string("moving a biome cut changed ") + key);
  }
  const auto uploads = [](const Shot& s) { return s.meta.at("frames").at("uploads").get<std::uint64_t>(); };
  std::printf("field uploads: %llu before, %llu after\n", static_cast<unsigned long long>(uploads(before)),
              static_cast<unsigned long long>(uploads(after)));
  if (uploads(before) != uploads(after)) fail("moving a biome cut uploaded a field");
  ViewContent expected = contentOf(before, "band.biome");
  const ViewContent shown = contentOf(after, "band.biome");
  expected.biomeCuts = c1;
  expected.x = shown.x, expected.y = shown.y;
  expectMatch(after, expected, "band.biome at the new cuts");
  const double changed = changedShare(before, contentOf(before, "band.biome"), after, shown);
  std::printf("biome view pixels changed: %.1f%%\n", 100 * changed);
  if (changed == 0.0) fail("the biome view did not change");
}

// Height in pixels of the light text inside `mark`: the rows from the first
// to the last with a pixel brighter than the dark window around it.
int inkHeight(const Shot& shot, const std::string& mark) {
  if (!shot.meta.at("marks").contains(mark)) throw std::runtime_error(shot.path + " has no mark " + mark);
  const json& r = shot.meta.at("marks").at(mark).at("rect");
  const int x0 = std::max(0, static_cast<int>(r.at(0).get<float>()));
  const int y0 = std::max(0, static_cast<int>(r.at(1).get<float>()));
  const int x1 = std::min(shot.image.width, static_cast<int>(r.at(0).get<float>() + r.at(2).get<float>()));
  const int y1 = std::min(shot.image.height, static_cast<int>(r.at(1).get<float>() + r.at(3).get<float>()));
  int first = -1, last = -1;
  for (int y = y0; y < y1; ++y)
    for (int x = x0; x < x1; ++x) {
      const std::uint8_t* p = shot.image.pixels.data() + (static_cast<std::size_t>(y) * shot.image.width + x) * shot.image.channels;
      if (std::max({p[0], p[1], p[2]}) >= 150) {
        if (first < 0) first = y;
        last = y;
        break;
      }
    }
  if (first < 0) throw std::runtime_error(shot.path + ": no text in mark " + mark);
  return last - first + 1;
}

void checkGlyphs(const Shot& a, const Shot& b, const std::string& mark, double ratio) {
  const int ha = inkHeight(a, mark), hb = inkHeight(b, mark);
  std::printf("text of %s: %d px tall in %s, %d px in %s: %.3f times (expected %.3f)\n", mark.c_str(), ha,
              a.path.c_str(), hb, b.path.c_str(), static_cast<double>(hb) / ha, ratio);
  if (std::fabs(static_cast<double>(hb) / ha - ratio) > 0.1 * ratio) fail("the text is not " + std::to_string(ratio) + " times as tall");
}

void checkFrame(const Shot& a, const Shot& b, const std::string& mark, double x0, double y0, double x1, double y1) {
  const ViewContent c = contentOf(a, mark);
  long insideChanged = 0, outsideSame = 0, inside = 0, outside = 0;
  for (int y = c.y; y < c.y + c.height; ++y)
    for (int x = c.x; x < c.x + c.width; ++x) {
      const double px = x + 0.5, py = y + 0.5;
      const bool in = px > x0 + 1 && px < x1 - 1 && py > y0 + 1 && py < y1 - 1;
      const bool out = px < x0 - 5 || px > x1 + 5 || py < y0 - 5 || py > y1 + 5;
      if (!in && !out) continue;
      const std::uint8_t* pa = a.image.pixels.data() + (static_cast<std::size_t>(y) * a.image.width + x) * a.image.channels;
      const std::uint8_t* pb = b.image.pixels.data() + (static_cast<std::size_t>(y) * b.image.width + x) * b.image.channels;
      const bool same = pa[0] == pb[0] && pa[1] == pb[1] && pa[2] == pb[2];
      if (in) ++inside, insideChanged += same ? 0 : 1;
      if (out) ++outside, outsideSame += (same || pb[0] + pb[1] + pb[2] >= pa[0] + pa[1] + pa[2]) ? 1 : 0;
    }
  std::printf("frame [%.1f, %.1f] x [%.1f, %.1f] in %s: %ld of %ld pixels inside changed, %ld of %ld outside not darker\n",
              x0, x1, y0, y1, mark.c_str(), insideChanged, inside, outsideSame, outside);
  if (inside == 0 || insideChanged > 0) fail("the export frame's inside is not the map as it was");
  if (outside == 0 || outsideSame > outside / 100) fail("the map outside the export frame is not dimmed");
}

double number(const char* text) {
  char* end = nullptr;
  const double v = std::strtod(text, &end);
  if (end == text || *end != '\0') throw std::runtime_error(std::string("not a number: ") + text);
  return v;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> a(argv + 1, argv + argc);
  try {
    if (a.size() == 2 && a[0] == "maps") {
      checkMaps(loadShot(a[1]));
    } else if ((a.size() == 5 || a.size() == 6) && a[0] == "pan") {
      checkPan(loadShot(a[1]), loadShot(a[2]), number(argv[4]), number(argv[5]),
               a.size() == 6 ? a[5] : "map.left");
    } else if (a.size() == 6 && a[0] == "zoom") {
      checkZoom(loadShot(a[1]), loadShot(a[2]), number(argv[4]), number(argv[5]), number(argv[6]));
    } else if (a.size() == 4 && a[0] == "fade") {
      checkFade(loadShot(a[1]), loadShot(a[2]), a[3]);
    } else if (a.size() == 3 && a[0] == "threshold") {
      checkThreshold(loadShot(a[1]), loadShot(a[2]));
    } else if (a.size() == 3 && a[0] == "biomecut") {
      checkBiomeCut(loadShot(a[1]), loadShot(a[2]));
    } else if (a.size() == 8 && a[0] == "frame") {
      checkFrame(loadShot(a[1]), loadShot(a[2]), a[3], number(argv[5]), number(argv[6]), number(argv[7]), number(argv[8]));
    } else if (a.size() == 5 && a[0] == "glyphs") {
      checkGlyphs(loadShot(a[1]), loadShot(a[2]), a[3], number(argv[5]));
    } else {
      std::fprintf(stderr, "usage: screen_check maps SHOT | pan B A DX DY [VIEW] | zoom B A X Y N | fade B A NAME | threshold B A | biomecut B A | glyphs A B MARK RATIO\n");
      return 2;
    }
  } catch (const std::exception& e) {
    std::printf("FAIL %s\n", e.what());
    return 1;
  }
  std::printf("%s\n", failures == 0 ? "all checks hold" : "some checks failed");
  return failures == 0 ? 0 : 1;
}
