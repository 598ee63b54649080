// `noisescope render` as a user calls it: words in, files and one-line
// messages out. Expected fields come from the core directly (field.h,
// colour.h), not from the exporter under test.
#include "cli/render_command.h"
#include "cli/sample_command.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "../io/test_folder.h"
#include "captured_output.h"
#include "noisescope/fill/field.h"
#include "noisescope/noise/fbm.h"
#include "noisescope/output/colour.h"
#include "noisescope/terrain/terrain.h"
#include "views/map_views.h"
#include "io/exr_file.h"
#include "io/map_export.h"
#include "io/png_file.h"
#include "io/preset.h"

namespace noisescope::cli {
namespace {

namespace fs = std::filesystem;

using testing::Result;
using testing::capture;

// args are the words after "render".
Result render(const std::vector<std::string>& args) {
  const std::vector<std::string_view> words(args.begin(), args.end());
  return capture([&](std::FILE* out, std::FILE* err) { return runRender(words, out, err); });
}

using io::testing::readAll;

class Render : public ::testing::Test {
 protected:
  std::string file(const std::string& name) const { return dir_.file(name); }
  std::size_t entries() const { return dir_.entryCount(); }

  io::testing::TempFolder dir_;
};

// The field the explorer shows for these settings at the default view.
std::vector<float> expectedField(const NoiseParams& p, int w, int h, int octave = kWholeFbm) {
  return renderField(p, FieldSpec{w, h, defaultCamera(w, h), octave});
}

int sample16(const io::Image& image, std::size_t i) { return (image.pixels[2 * i] << 8) | image.pixels[2 * i + 1]; }

TEST_F(Render, Png16DecodesBackToTheFieldWithinOneStep) {
  const Result r = render({"--format", "png16", "--size", "97x61", "--seed", "123", "--octaves", "6",
                           "-o", file("h.png")});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  NoiseParams p;
  p.seed = 123;
  p.octaves = 6;
  const std::vector<float> field = expectedField(p, 97, 61);
  const io::Image image = io::readPng(file("h.png"));
  ASSERT_EQ(image.bitDepth, 16);
  ASSERT_EQ(image.channels, 1);
  ASSERT_EQ(image.width, 97);
  ASSERT_EQ(image.height, 61);
  double worst = 0;
  for (std::size_t i = 0; i < field.size(); ++i)
    worst = std::max(worst, std::abs(sample16(image, i) / 65535.0 - field[i]));
  EXPECT_LE(worst, 1.0 / 65535.0);
}

TEST_F(Render, F32RawEqualsTheFieldBitForBitWithASidecar) {
  const Result r = render({"--size", "50x70", "--view", "value", "--fade", "cubic", "-o", file("m.f32")});
  ASSERT_EQ(r.code, 0) << r.err;
  NoiseParams p;
  p.noise = NoiseKind::Value;
  p.fade = Fade::Cubic;
  const std::vector<float> field = expectedField(p, 50, 70);
  const std::string bytes = readAll(file("m.f32"));
  ASSERT_EQ(bytes.size(), field.size() * 4);
  EXPECT_EQ(std::memcmp(bytes.data(), field.data(), bytes.size()), 0);  // the test machine is little-endian
  const auto sidecar = nlohmann::json::parse(readAll(file("m.f32.json")));
  EXPECT_EQ(sidecar["width"], 50);
  EXPECT_EQ(sidecar["height"], 70);
  EXPECT_EQ(sidecar["format"], "f32");
  EXPECT_EQ(sidecar["preset"]["fade"], "cubic");
  EXPECT_EQ(sidecar["preset"]["display"], "value");
}

TEST_F(Render, R16HoldsThePng16SamplesLittleEndian) {
  ASSERT_EQ(render({"--size", "33x17", "--format", "png16", "-o", file("h.png")}).code, 0);
  ASSERT_EQ(render({"--size", "33x17", "-o", file("h.r16")}).code, 0);
  const io::Image png = io::readPng(file("h.png"));
  const std::string raw = readAll(file("h.r16"));
  ASSERT_EQ(raw.size(), 33u * 17u * 2u);
  for (std::size_t i = 0; i < 33u * 17u; ++i) {
    const int le = static_cast<unsigned char>(raw[2 * i]) | (static_cast<unsigned char>(raw[2 * i + 1]) << 8);
    ASSERT_EQ(le, sample16(png, i)) << i;
  }
  EXPECT_EQ(nlohmann::json::parse(readAll(file("h.r16.json")))["range"], nlohmann::json::array({0.0, 1.0}));
}

TEST_F(Render, StretchMapsTheMeasuredRangeAndSaysSo) {
  const Result r = render({"--size", "64x64", "--format", "png16", "--stretch", "-o", file("s.png")});
  ASSERT_EQ(r.code, 0) << r.err;
  const std::vector<float> field = expectedField(NoiseParams{}, 64, 64);
  const auto [lo, hi] = std::minmax_element(field.begin(), field.end());
  const io::Image image = io::readPng(file("s.png"));
  EXPECT_EQ(sample16(image, static_cast<std::size_t>(lo - field.begin())), 0);
  EXPECT_EQ(sample16(image, static_cast<std::size_t>(hi - field.begin())), 65535);
  std::string metadata;
  for (const io::PngText& t : image.text)
    if (t.key == "noisescope") metadata = t.value;
  const auto json = nlohmann::json::parse(metadata);
  EXPECT_EQ(json["stretch"], true);
  EXPECT_FLOAT_EQ(json["range"][0].get<float>(), *lo);
  EXPECT_FLOAT_EQ(json["range"][1].get<float>(), *hi);
}

TEST_F(Render, UnnormalisedFieldIsClippedWithAWarning) {
  const Result r = render({"--size", "32x32", "--format", "png16", "--no-normalize", "--frequency", "11",
                           "--octaves", "4", "-o", file("c.png")});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.err.find("warning:"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("--stretch"), std::string::npos) << r.err;
}

TEST_F(Render, EveryColourViewPaintsTheCoresColours) {
  struct Case {
    const char* camera;
    NoiseKind noise;
    int octave;
    ColourMode mode;
  };
  const Thresholds t{0.3f, 0.5f, 0.6f};
  for (const Case c : {Case{"value", NoiseKind::Value, kWholeFbm, ColourMode::Ramp},
                       Case{"gradient", NoiseKind::Gradient, kWholeFbm, ColourMode::Ramp},
                       Case{"octave:2", NoiseKind::Value, 2, ColourMode::Grey},
                       Case{"raw", NoiseKind::Value, kWholeFbm, ColourMode::Grey},
                       Case{"landwater", NoiseKind::Value, kWholeFbm, ColourMode::LandWater},
                       Case{"bands", NoiseKind::Value, kWholeFbm, ColourMode::Bands}}) {
    const std::string path =
        file(std::string("v") + std::to_string(static_cast<int>(c.mode)) + c.camera + ".png");
    const Result r = render({"--view", c.camera, "--size", "40x24", "--thresholds", "0.3,0.5,0.6", "--noise",
                             c.camera == std::string("gradient") ? "gradient" : "value", "-o", path});
    ASSERT_EQ(r.code, 0) << c.camera << ": " << r.err;
    NoiseParams p;
    p.noise = c.noise;
    const std::vector<float> field = expectedField(p, 40, 24, c.octave);
    const io::Image image = io::readPng(path);
    ASSERT_EQ(image.channels, 3);
    ASSERT_EQ(image.bitDepth, 8);
    for (std::size_t i = 0; i < field.size(); ++i) {
      const Rgb8 want = colourOf(field[i], c.mode, t);
      ASSERT_EQ((Rgb8{image.pixels[3 * i], image.pixels[3 * i + 1], image.pixels[3 * i + 2]}), want)
          << c.camera << " pixel " << i;
    }
  }
}

TEST_F(Render, ViewOptionsMoveTheMapAsTheGuiDoes) {
  ASSERT_EQ(render({"--size", "30x20", "--center", "3.25,-1.5", "--zoom", "4", "-o", file("z.f32")}).code,
            0);
  const std::vector<float> field =
      renderField(NoiseParams{}, FieldSpec{30, 20, Camera{3.25, -1.5, 4.0}, kWholeFbm});
  const std::string bytes = readAll(file("z.f32"));
  ASSERT_EQ(bytes.size(), field.size() * 4);
  EXPECT_EQ(std::memcmp(bytes.data(), field.data(), bytes.size()), 0);
}

// An .exr name picks OpenEXR; the file re-renders byte for byte with --from.
TEST_F(Render, ExrIsChosenByNameAndReRendersFromItsHeader) {
  const Result first = render({"--preset", "rolling-hills", "--seed", "5", "--size", "64x48", "-o", file("a.exr")});
  ASSERT_EQ(first.code, 0) << first.err;
  EXPECT_NE(first.out.find("64x48 exr"), std::string::npos) << first.out;
  EXPECT_TRUE(io::looksLikeExr(file("a.exr")));
  const Result again = render({"--from", file("a.exr"), "-o", file("b.exr")});
  ASSERT_EQ(again.code, 0) << again.err;
  EXPECT_EQ(readAll(file("a.exr")), readAll(file("b.exr")));
  const Result raw = render({"--from", file("a.exr"), "--format", "f32", "-o", file("c.f32")});
  ASSERT_EQ(raw.code, 0) << raw.err;
  ASSERT_EQ(render({"--preset", "rolling-hills", "--seed", "5", "--size", "64x48", "-o", file("d.f32")}).code, 0);
  EXPECT_EQ(readAll(file("c.f32")), readAll(file("d.f32")));
  const std::string exr = readAll(file("a.exr"));  // the floats are its last bytes, row by row
  EXPECT_EQ(exr.substr(exr.size() - (4 * 64 + 8)).substr(8), readAll(file("d.f32")).substr(4 * 64 * 47));
}

// File names typed by hand end in capitals as often as not (IMAGE.PNG): the
// extension picks the format whatever its case.
TEST_F(Render, TheFormatIsChosenByExtensionInAnyCase) {
  const std::vector<std::pair<std::string, std::string>> names = {
      {"a.PNG", "png"}, {"b.Exr", "exr"}, {"c.F32", "f32"}, {"d.R16", "r16"}, {"e.GLB", "glb"}, {"f.Obj", "obj"}};
  for (const auto& [name, format] : names) {
    const Result r = render({"--size", "8x8", "-o", file(name)});
    ASSERT_EQ(r.code, 0) << name << ": " << r.err;
    EXPECT_NE(r.out.find("8x8 " + format), std::string::npos) << r.out;
  }
  EXPECT_TRUE(io::looksLikeExr(file("b.Exr")));
  EXPECT_EQ(readAll(file("a.PNG")).substr(1, 3), "PNG");
  EXPECT_EQ(readAll(file("c.F32")).size(), 4u * 8 * 8);
}

// A preset's main-map kinds (the explorer's) ride along: into the export's
// metadata, through --from, into the next export.
TEST_F(Render, TheMapKindsTravelThroughFrom) {
  ASSERT_EQ(render({"--preset", "simplex-continent", "--size", "16x16", "-o", file("a.png")}).code, 0);
  ASSERT_EQ(render({"--from", file("a.png"), "--seed", "3", "-o", file("b.png")}).code, 0);
  const io::Preset p = io::settingsFromExport(file("b.png")).preset;
  EXPECT_EQ(p.maps, (views::MapKinds{NoiseKind::Simplex, NoiseKind::Gradient}));
  EXPECT_EQ(p.params.seed, 3);
}

// `render --noise K -o map.png` draws K's noise: with no --view, the view
// that is one kind's noise (the default gradient, or --from's) follows
// --noise; a --view given beside it keeps its own (or is refused: see
// EachBadCallGetsItsOneLineMessage).
TEST_F(Render, NoiseWithoutAViewDrawsThatKind) {
  for (const std::string kind : {"value", "simplex", "worley"}) {
    const Result byNoise = render({"--noise", kind, "--size", "24x24", "-o", file(kind + "-noise.png")});
    ASSERT_EQ(byNoise.code, 0) << kind << ": " << byNoise.err;
    EXPECT_NE(byNoise.out.find("png, " + kind + ")"), std::string::npos) << byNoise.out;
    ASSERT_EQ(render({"--view", kind, "--size", "24x24", "-o", file(kind + "-view.png")}).code, 0);
    EXPECT_EQ(io::readPng(file(kind + "-noise.png")).pixels, io::readPng(file(kind + "-view.png")).pixels)
        << kind;
  }
  // --from a gradient map with --noise worley: Worley's map, every other setting kept.
  ASSERT_EQ(render({"--seed", "11", "--size", "24x24", "-o", file("g.png")}).code, 0);
  ASSERT_EQ(render({"--from", file("g.png"), "--noise", "worley", "-o", file("w.png")}).code, 0);
  const io::Preset w = io::settingsFromExport(file("w.png")).preset;
  EXPECT_EQ(w.display.kind, views::ViewKind::Worley);
  EXPECT_EQ(w.params.seed, 11);
  ASSERT_EQ(render({"--seed", "11", "--view", "worley", "--size", "24x24", "-o", file("w2.png")}).code, 0);
  EXPECT_EQ(io::readPng(file("w.png")).pixels, io::readPng(file("w2.png")).pixels);
  // A view of the settings' noise takes --noise as it always did.
  const Result printed = render({"--noise", "simplex", "--view", "bands", "--print-preset"});
  ASSERT_EQ(printed.code, 0) << printed.err;
  const io::Preset bands = io::presetFromJson(printed.out, "stdout");
  EXPECT_EQ(bands.display.kind, views::ViewKind::Bands);
  EXPECT_EQ(bands.params.noise, NoiseKind::Simplex);
}

// The flow mask of an eroded map is a grey view and an export like any other.
TEST_F(Render, TheErosionMasksAreViews) {
  ASSERT_EQ(render({"--preset", "eroded-island", "--view", "flow", "--size", "48x48", "--format", "f32", "-o",
                    file("flow.f32")})
                .code,
            0);
  const std::string bytes = readAll(file("flow.f32"));
  ASSERT_EQ(bytes.size(), 4u * 48 * 48);
  std::vector<float> flow(48 * 48);
  std::memcpy(flow.data(), bytes.data(), bytes.size());
  EXPECT_GT(*std::max_element(flow.begin(), flow.end()), 0.5f);
  const Result plain = render({"--view", "wear", "--size", "8x8", "-o", file("wear.png")});
  EXPECT_EQ(plain.code, 0) << plain.err;
}

TEST_F(Render, PngMetadataReRendersTheSameImage) {
  const Result first = render({"--preset", "archipelago", "--seed", "99", "--center", "0.7,0.2", "--zoom",
                               "1.5", "--view", "bands", "--size", "120x80", "-o", file("a.png")});
  ASSERT_EQ(first.code, 0) << first.err;
  const Result again = render({"--from", file("a.png"), "-o", file("b.png")});
  ASSERT_EQ(again.code, 0) << again.err;
  EXPECT_EQ(readAll(file("a.png")), readAll(file("b.png")));  // pixels and metadata, byte for byte

  const Result heightmap =
      render({"--size", "45x45", "--format", "png16", "--stretch", "--lacunarity", "2.5", "-o", file("h.png")});
  ASSERT_EQ(heightmap.code, 0) << heightmap.err;
  ASSERT_EQ(render({"--from", file("h.png"), "-o", file("h2.png")}).code, 0);
  EXPECT_EQ(readAll(file("h.png")), readAll(file("h2.png")));

  // The metadata names the version and carries the whole preset.
  for (const io::PngText& t : io::readPngText(file("a.png"))) {
    if (t.key == "Software") {
      EXPECT_EQ(t.value.rfind("Noisescope ", 0), 0u);
    }
    if (t.key != "noisescope") continue;
    const auto json = nlohmann::json::parse(t.value);
    EXPECT_FALSE(json["version"].get<std::string>().empty());
    const io::Preset p = io::presetFromJson(json["preset"].dump(), "metadata");
    EXPECT_EQ(p.params.seed, 99);
    EXPECT_EQ(p.camera, (Camera{0.7, 0.2, 1.5}));
    EXPECT_EQ(p.thresholds, io::findBuiltinPreset("archipelago")->preset.thresholds);
  }
}

// A format-2 PNG, every terrain step on, re-renders byte for byte, as an
// 8-bit colour map and as a 16-bit heightmap, and its metadata carries every
// step (what --from reads back is what was asked for).
TEST_F(Render, Version2PngWithEveryTerrainStepReRendersByteForByte) {
  const std::vector<std::string> steps = {
      "--warp", "1.25", "--warp-frequency", "0.75", "--warp-octaves", "2", "--fractal", "ridged",
      "--exponent", "1.3", "--island", "square", "--island-mode", "multiply", "--island-mix", "0.6",
      "--terraces", "12", "--tile", "--moisture-frequency", "2", "--biome-cuts", "0.5,0.3,0.6",
      "--time", "0.37", "--seed", "31", "--center", "0.4,0.55", "--zoom", "1.25"};
  const Result asked = render([&] {
    std::vector<std::string> words = steps;
    words.push_back("--print-preset");
    return words;
  }());
  ASSERT_EQ(asked.code, 0) << asked.err;
  const io::Preset wanted = io::presetFromJson(asked.out, "stdout");
  ASSERT_TRUE(terrainOn(wanted.params));

  for (const std::string format : {"png", "png16"}) {
    SCOPED_TRACE(format);
    std::vector<std::string> words = steps;
    for (const char* w : {"--size", "96x64", "--format", format.c_str(), "-o"}) words.push_back(w);
    words.push_back(file(format + "-a.png"));
    const Result first = render(words);
    ASSERT_EQ(first.code, 0) << first.err;
    const Result again = render({"--from", file(format + "-a.png"), "-o", file(format + "-b.png")});
    ASSERT_EQ(again.code, 0) << again.err;
    EXPECT_EQ(readAll(file(format + "-a.png")), readAll(file(format + "-b.png")));

    const Result from = render({"--from", file(format + "-a.png"), "--print-preset"});
    ASSERT_EQ(from.code, 0) << from.err;
    const io::Preset back = io::presetFromJson(from.out, "stdout");
    EXPECT_EQ(back.params, wanted.params);
    EXPECT_EQ(back.biomeCuts, wanted.biomeCuts);
    EXPECT_EQ(back.camera, wanted.camera);
    EXPECT_NE(from.out.find("\"noisescope_preset\": 2"), std::string::npos) << from.out;
  }
}

TEST_F(Render, OptionsOverrideThePresetWhateverTheirOrder) {
  const Result r = render({"--persistence", "0.3", "--preset", "rough-mountains", "--print-preset"});
  ASSERT_EQ(r.code, 0) << r.err;
  const io::Preset p = io::presetFromJson(r.out, "stdout");
  EXPECT_DOUBLE_EQ(p.params.persistence, 0.3);
  EXPECT_EQ(p.params.octaves, io::findBuiltinPreset("rough-mountains")->preset.params.octaves);
  EXPECT_FALSE(p.hasCamera);  // no view given: the printed preset keeps following the map's default view

  const Result zoomed = render({"--preset", "rough-mountains", "--size", "200x100", "--zoom", "3", "--print-preset"});
  ASSERT_EQ(zoomed.code, 0) << zoomed.err;
  const io::Preset z = io::presetFromJson(zoomed.out, "stdout");
  EXPECT_EQ(z.camera, (Camera{0.5, 0.25, 3.0}));  // the default view of 200x100, zoomed
}

TEST_F(Render, PresetFileLoadsAndListIncludesEveryBuiltin) {
  io::Preset mine;
  mine.params.seed = 4242;
  mine.display = views::MapDisplay{views::ViewKind::LandWater, 0};
  io::savePresetFile(file("mine.json"), mine, false);
  const Result r = render({"--preset", file("mine.json"), "--print-preset"});
  ASSERT_EQ(r.code, 0) << r.err;
  const io::Preset back = io::presetFromJson(r.out, "stdout");
  EXPECT_EQ(back.params, mine.params);
  EXPECT_EQ(back.display, mine.display);

  const Result list = render({"--list-presets"});
  ASSERT_EQ(list.code, 0);
  for (const io::BuiltinPreset& b : io::builtinPresets())
    EXPECT_NE(list.out.find(std::string(b.id)), std::string::npos) << b.id;
}

// `--print-preset -o FILE` writes the preset there (it used to print it and
// drop -o without a word), under the rules of every output: whole or not at
// all, and an existing file only with --force.
TEST_F(Render, PrintPresetWithAnOutputWritesThePresetFile) {
  const Result r = render({"--preset", "island", "--warp", "2", "--print-preset", "-o", file("mine.json")});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "wrote " + file("mine.json") + " (preset)\n");
  const Result shown = render({"--preset", "island", "--warp", "2", "--print-preset"});
  ASSERT_EQ(shown.code, 0) << shown.err;
  EXPECT_EQ(readAll(file("mine.json")), shown.out);
  EXPECT_DOUBLE_EQ(io::loadPresetFile(file("mine.json")).params.warp, 2.0);

  const Result again = render({"--preset", "seed-demo", "--print-preset", "-o", file("mine.json")});
  EXPECT_EQ(again.code, 1);
  EXPECT_EQ(again.err, "noisescope render: '" + file("mine.json") + "' already exists; not replacing it (--force replaces it)\n");
  EXPECT_EQ(readAll(file("mine.json")), shown.out);
  ASSERT_EQ(render({"--preset", "seed-demo", "--print-preset", "--force", "-o", file("mine.json")}).code, 0);
  EXPECT_EQ(io::loadPresetFile(file("mine.json")).name, io::findBuiltinPreset("seed-demo")->preset.name);
  EXPECT_EQ(entries(), 1u);  // no temporary file left
}

// A PNG or EXR the explorer or render exported carries its preset: --preset
// takes it on every command, as the explorer's Presets panel does (it was
// read as JSON: "syntax error while parsing value - invalid literal").
TEST_F(Render, PresetMayBeAnExportedImage) {
  for (const std::string name : {"made.png", "made.exr"}) {
    ASSERT_EQ(render({"--preset", "island", "--warp", "2", "--size", "40x30", "-o", file(name)}).code, 0);
    const Result viaImage = render({"--preset", file(name), "--print-preset"});
    ASSERT_EQ(viaImage.code, 0) << viaImage.err;
    io::Preset expected = io::presetFromJson(render({"--preset", "island", "--warp", "2", "--print-preset"}).out, "x");
    const io::Preset got = io::presetFromJson(viaImage.out, "y");
    EXPECT_EQ(got.params, expected.params) << name;
    EXPECT_EQ(got.name, expected.name) << name;
    EXPECT_TRUE(got.hasCamera) << name;  // an export records the view it showed
  }
  std::istringstream in("0.3 0.7\n");
  const std::string made = file("made.png");
  const std::vector<std::string_view> words = {"--preset", made};
  const Result sampled = capture([&](std::FILE* out, std::FILE* err) { return runSample(words, in, out, err); });
  ASSERT_EQ(sampled.code, 0) << sampled.err;
  NoiseParams p = io::findBuiltinPreset("island")->preset.params;
  p.warp = 2.0;
  char expected[64];
  std::snprintf(expected, sizeof expected, "%.17g\n", elevation(p, 0.3, 0.7));
  EXPECT_EQ(sampled.out, expected);

  const Result plain = render({"--preset", file("plain.png"), "-o", file("x.png")});  // a PNG without metadata
  io::writePng(file("plain.png"), io::Image{1, 1, 1, 8, {0}, {}}, {}, false);
  const Result noMetadata = render({"--preset", file("plain.png"), "-o", file("x.png")});
  EXPECT_EQ(noMetadata.code, 2);
  EXPECT_NE(noMetadata.err.find("no Noisescope metadata"), std::string::npos) << noMetadata.err;
  EXPECT_EQ(plain.code, 1);  // not there yet: cannot read
  EXPECT_FALSE(fs::exists(file("x.png")));
}

TEST_F(Render, SampleTakesPresetsToo) {
  std::istringstream in("0.3 0.7\n");
  const std::vector<std::string_view> words = {"--octaves", "3", "--preset", "rough-mountains"};
  const Result r = capture([&](std::FILE* out, std::FILE* err) { return runSample(words, in, out, err); });
  ASSERT_EQ(r.code, 0) << r.err;
  NoiseParams p = io::findBuiltinPreset("rough-mountains")->preset.params;
  p.octaves = 3;  // the option wins over the preset whatever the order
  char expected[64];
  std::snprintf(expected, sizeof expected, "%.17g\n", fbm(p, 0.3, 0.7));
  EXPECT_EQ(r.out, expected);
}

TEST_F(Render, ExistingFileIsKeptWithoutForce) {
  std::ofstream(file("old.png")) << "old";
  const Result r = render({"--size", "8x8", "-o", file("old.png")});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, "noisescope render: '" + file("old.png") + "' already exists; not replacing it (--force replaces it)\n");
  EXPECT_EQ(readAll(file("old.png")), "old");
  EXPECT_EQ(render({"--size", "8x8", "-o", file("old.png"), "--force"}).code, 0);
  EXPECT_EQ(io::readPng(file("old.png")).width, 8);
  EXPECT_EQ(entries(), 1u);
}

TEST_F(Render, UnwritableDestinationsFailCleanlyAndLeaveTheOldFile) {
  std::ofstream(file("plain")) << "a file, not a folder";
  std::ofstream(file("map.r16")) << "old heightmap";
  fs::create_directory(file("map.r16.json"));  // the sidecar cannot be written
  fs::create_directory(file("folder.png"));
  struct Case {
    std::string output;
    std::string message;
  };
  for (const Case& c : {Case{file("plain") + "/x.png", "Not a directory"},
                        Case{file("map.r16"), "it is a folder"},
                        Case{file("folder.png"), "it is a folder"},
                        Case{"/proc/noisescope.png", "cannot write '/proc/noisescope.png'"}}) {
    const Result r = render({"--size", "16x16", "--force", "-o", c.output});
    EXPECT_EQ(r.code, 1) << c.output;
    EXPECT_NE(r.err.find(c.message), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
  }
  EXPECT_EQ(readAll(file("map.r16")), "old heightmap");
  EXPECT_EQ(readAll(file("plain")), "a file, not a folder");
  EXPECT_EQ(entries(), 4u);  // no temporary file left anywhere
}

// The terrain used by the terrain views' tests: warp and island on, so
// every field has something to show.
const std::vector<std::string> kTerrainArgs = {"--warp",     "1.5",  "--island", "round", "--thresholds",
                                               "0.3,0.45,0.7", "--biome-cuts", "0.6,0.4,0.6", "--seed", "11"};

NoiseParams terrainParams() {
  NoiseParams p;
  p.seed = 11;
  p.warp = 1.5;
  p.island = IslandShape::Round;
  return p;
}

// The fields a view reads, from the core, at the map's home view (terrain.h:
// the island's whole unit square when an island is on).
std::vector<std::vector<float>> viewFields(views::ViewKind kind, const NoiseParams& p, int w, int h) {
  const views::MapDisplay d{kind, 0};
  std::vector<std::vector<float>> out;
  for (std::size_t i = 0; i < views::viewFields(views::viewInfo(kind)).size(); ++i)
    out.push_back(renderField(p, views::displayFieldSpec(d, i, w, h, homeCamera(p, w, h), kChunkSizeDefault)));
  return out;
}

// With an island on and no view given, a landscape map shows the island's
// whole unit square, as the explorer does, not the top half of it.
TEST_F(Render, AnIslandMapWithoutAViewShowsTheWholeIsland) {
  const Result r = render({"--island", "round", "--seed", "11", "--size", "64x32", "-o", file("i.f32")});
  ASSERT_EQ(r.code, 0) << r.err;
  NoiseParams p;
  p.seed = 11;
  p.island = IslandShape::Round;
  const std::vector<float> whole = renderField(p, FieldSpec{64, 32, unitSquareCamera(64, 32), kWholeFbm});
  const std::string bytes = readAll(file("i.f32"));
  ASSERT_EQ(bytes.size(), whole.size() * 4);
  EXPECT_EQ(std::memcmp(bytes.data(), whole.data(), bytes.size()), 0);
  EXPECT_NE(whole, renderField(p, FieldSpec{64, 32, defaultCamera(64, 32), kWholeFbm}));
}

TEST_F(Render, TerrainViewsPaintTheCoresColouringOfTheirFields) {
  const ColourSettings colours{Thresholds{0.3f, 0.45f, 0.7f}, BiomeCuts{0.6f, 0.4f, 0.6f}, kBiomeColours};
  const int w = 48, h = 32;
  for (const views::ViewKind kind :
       {views::ViewKind::Moisture, views::ViewKind::Biome, views::ViewKind::Warp, views::ViewKind::Island}) {
    const views::ViewInfo& info = views::viewInfo(kind);
    const std::string path = file(std::string(info.name) + ".png");
    std::vector<std::string> args = kTerrainArgs;
    for (const char* a : {"--size", "48x32", "--view"}) args.push_back(a);
    args.push_back(std::string(info.name));
    args.push_back("-o");
    args.push_back(path);
    const Result r = render(args);
    ASSERT_EQ(r.code, 0) << info.name << ": " << r.err;
    const std::vector<std::vector<float>> fields = viewFields(kind, terrainParams(), w, h);
    ColourInputs in{{}, w, h};
    for (std::size_t i = 0; i < fields.size(); ++i) in.fields[i] = fields[i];
    std::vector<std::uint8_t> rgba(static_cast<std::size_t>(w * h * 4));
    colouriseMap(in, info.colouring, colours, 0, h, rgba);
    const io::Image image = io::readPng(path);
    ASSERT_EQ(image.channels, 3);
    std::size_t distinct = 0;
    for (std::size_t i = 0; i < static_cast<std::size_t>(w * h); ++i) {
      ASSERT_EQ(image.pixels[3 * i], rgba[4 * i]) << info.name << " pixel " << i;
      ASSERT_EQ(image.pixels[3 * i + 1], rgba[4 * i + 1]) << info.name << " pixel " << i;
      ASSERT_EQ(image.pixels[3 * i + 2], rgba[4 * i + 2]) << info.name << " pixel " << i;
      distinct += i > 0 && image.pixels[3 * i] != image.pixels[0];
    }
    EXPECT_GT(distinct, static_cast<std::size_t>(w)) << info.name << " is not flat";
    // And it re-renders byte for byte from its own metadata.
    ASSERT_EQ(render({"--from", path, "-o", path + "2.png"}).code, 0);
    EXPECT_EQ(readAll(path), readAll(path + "2.png")) << info.name;
  }
}

// The relief view: each pixel is the ramp colour times the cartographers'
// hillshade, computed here the long way (slope and aspect, in double) from
// the core's field, within one level per channel.
// The island view without an island is one plain colour (d = 0 everywhere);
// the explorer writes "island off" over it, the command line says so on
// stderr and still writes the file (an explorer export may hold that view).
TEST_F(Render, IslandViewWithoutAnIslandSaysSo) {
  const Result off = render({"--view", "island", "--size", "16x16", "-o", file("off.png")});
  ASSERT_EQ(off.code, 0) << off.err;
  EXPECT_EQ(off.err,
            "noisescope render: warning: --view island without an island (--island none) is d = 0, one colour "
            "everywhere; --island square, round or radial draws the mask\n");
  EXPECT_TRUE(fs::exists(file("off.png")));
  const Result on = render({"--view", "island", "--island", "round", "--size", "16x16", "-o", file("on.png")});
  ASSERT_EQ(on.code, 0) << on.err;
  EXPECT_EQ(on.err, "");
  const Result other = render({"--view", "moisture", "--size", "16x16", "-o", file("m.png")});
  EXPECT_EQ(other.err, "");
}

TEST_F(Render, ReliefViewIsTheRampTimesTheCartographersHillshade) {
  const int w = 64, h = 40;
  const double azimuth = 200.0, altitude = 30.0, scale = 0.3, zoom = 2.0;
  const std::string path = file("relief.png");
  const Result r = render({"--size", "64x40", "--view", "relief", "--light-azimuth", "200", "--light-altitude", "30",
                           "--height-scale", "0.3", "--zoom", "2", "-o", path});
  ASSERT_EQ(r.code, 0) << r.err;
  const NoiseParams p;
  Camera camera = defaultCamera(w, h);
  camera.zoom = zoom;
  const std::vector<float> f = renderField(p, FieldSpec{w, h, camera});
  const double spacing = 1.0 / (w * zoom);
  const double pi = std::acos(-1.0);
  const io::Image image = io::readPng(path);
  ASSERT_EQ(image.channels, 3);
  std::size_t darker = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const auto at = [&](int cx, int cy) { return double(f[std::clamp(cy, 0, h - 1) * w + std::clamp(cx, 0, w - 1)]); };
      const int xl = std::max(x - 1, 0), xr = std::min(x + 1, w - 1), yu = std::max(y - 1, 0), yd = std::min(y + 1, h - 1);
      const double dzdx = (at(xr, y) - at(xl, y)) * scale / ((xr - xl) * spacing);
      const double dzdy = (at(x, yd) - at(x, yu)) * scale / ((yd - yu) * spacing);
      const double slope = std::atan(std::hypot(dzdx, dzdy));
      const double aspect = std::atan2(dzdy, -dzdx);
      const double zenith = (90.0 - altitude) * pi / 180.0;
      const double azimuthMath = (450.0 - azimuth) * pi / 180.0;
      const double shade = std::max(0.0, std::cos(zenith) * std::cos(slope) +
                                             std::sin(zenith) * std::sin(slope) * std::cos(azimuthMath - aspect));
      const Rgb8 c = colourOf(f[y * w + x], ColourMode::Ramp, Thresholds{});
      const std::size_t i = static_cast<std::size_t>(y * w + x);
      ASSERT_NEAR(image.pixels[3 * i], std::floor(c.r * shade + 0.5), 1.0) << x << "," << y;
      ASSERT_NEAR(image.pixels[3 * i + 1], std::floor(c.g * shade + 0.5), 1.0) << x << "," << y;
      ASSERT_NEAR(image.pixels[3 * i + 2], std::floor(c.b * shade + 0.5), 1.0) << x << "," << y;
      darker += image.pixels[3 * i + 1] + 2 < c.g;
    }
  EXPECT_GT(darker, static_cast<std::size_t>(w)) << "the shading darkens some slopes";
  // The light and height scale travel in the metadata: --from re-renders it.
  ASSERT_EQ(render({"--from", path, "-o", path + "2.png"}).code, 0);
  EXPECT_EQ(readAll(path), readAll(path + "2.png"));
}

// The class PNG a game reads: one byte a pixel, the class number.
TEST_F(Render, BiomeClassPngHoldsClassifyBiomeAtEachPixel) {
  const int w = 64, h = 40;
  std::vector<std::string> args = kTerrainArgs;
  for (const char* a : {"--size", "64x40", "--view", "biome", "--format", "classes", "-o"}) args.push_back(a);
  args.push_back(file("classes.png"));
  const Result r = render(args);
  ASSERT_EQ(r.code, 0) << r.err;
  const io::Image image = io::readPng(file("classes.png"));
  ASSERT_EQ(image.channels, 1);
  ASSERT_EQ(image.bitDepth, 8);
  const NoiseParams p = terrainParams();
  const Thresholds t{0.3f, 0.45f, 0.7f};
  const BiomeCuts cuts{0.6f, 0.4f, 0.6f};
  const std::vector<std::vector<float>> fields = viewFields(views::ViewKind::Biome, p, w, h);
  const FieldSpec spec{w, h, homeCamera(p, w, h), kWholeFbm};
  const auto nearCut = [](double v, std::initializer_list<float> cutsAt) {
    for (float c : cutsAt)
      if (std::fabs(v - c) < 1e-4) return true;
    return false;
  };
  std::array<int, kBiomeCount> seen{};
  int checked = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const std::size_t i = static_cast<std::size_t>(y * w + x);
      const int cls = image.pixels[i];
      ASSERT_EQ(cls, static_cast<int>(classifyBiome(fields[0][i], fields[1][i], t, cuts))) << x << "," << y;
      ++seen[static_cast<std::size_t>(cls)];
      // The core's double-precision point function agrees away from a cut.
      const double e = fields[0][i], m = fields[1][i];
      if (nearCut(e, {t.t1, t.t2, t.t3, cuts.h}) || nearCut(m, {cuts.w1, cuts.w2})) continue;
      const LatticePoint lp = pixelToLattice(p, spec, x, y);
      ASSERT_EQ(cls, static_cast<int>(biomeAt(p, t, cuts, lp.x, lp.y))) << x << "," << y;
      ++checked;
    }
  EXPECT_GT(checked, w * h * 9 / 10);
  EXPECT_GT(seen[0], 0);  // the round island leaves water at the corners
  EXPECT_GT(std::count_if(seen.begin(), seen.end(), [](int n) { return n > 0; }), 4);
  ASSERT_EQ(render({"--from", file("classes.png"), "-o", file("again.png")}).code, 0);
  EXPECT_EQ(readAll(file("classes.png")), readAll(file("again.png")));
}

// A preset's biome colours paint the biome view of every export.
TEST_F(Render, PresetBiomeColoursPaintTheBiomeView) {
  io::Preset p;
  p.params = terrainParams();
  p.biomeColours[6] = Rgb8{255, 0, 255};  // forest in magenta
  p.biomeColours[0] = Rgb8{0, 0, 0};
  const std::string json = io::presetToJson(p);
  EXPECT_NE(json.find("\"biome-colours\""), std::string::npos);
  EXPECT_EQ(io::presetFromJson(json, "mine").biomeColours, p.biomeColours);
  EXPECT_EQ(io::presetToJson(io::Preset{}).find("biome-colours"), std::string::npos);  // default: absent
  std::ofstream(file("colours.json")) << json;
  ASSERT_EQ(render({"--preset", file("colours.json"), "--view", "biome", "--size", "48x32", "-o", file("b.png")}).code, 0);
  const std::vector<std::vector<float>> fields = viewFields(views::ViewKind::Biome, p.params, 48, 32);
  std::vector<std::uint8_t> rgba(48 * 32 * 4);
  colouriseMap(ColourInputs{{fields[0], fields[1], {}}, 48, 32}, ColourMode::Biome,
               ColourSettings{p.thresholds, p.biomeCuts, p.biomeColours}, 0, 32, rgba);
  const io::Image image = io::readPng(file("b.png"));
  int magenta = 0;
  for (std::size_t i = 0; i < 48 * 32; ++i) {
    ASSERT_EQ((Rgb8{image.pixels[3 * i], image.pixels[3 * i + 1], image.pixels[3 * i + 2]}),
              (Rgb8{rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2]})) << i;
    magenta += image.pixels[3 * i] == 255 && image.pixels[3 * i + 1] == 0 && image.pixels[3 * i + 2] == 255;
  }
  EXPECT_GT(magenta, 0);
}

// A preset's biome names travel: the biome view's metadata lists each class
// with its name and colour, `--from` keeps them (the same bytes again), and
// a classes map names its grey levels the same way.
TEST_F(Render, PresetBiomeNamesNameTheClassesOfEveryBiomeExport) {
  io::Preset p;
  p.params = terrainParams();
  p.biomeNames[6] = biomeLabel("Nadelwald \xF0\x9F\x8C\xB2");
  p.biomeNames[0] = biomeLabel("deep sea");
  std::ofstream(file("names.json")) << io::presetToJson(p);
  for (const char* format : {"png", "classes"}) {
    const std::string out = file(std::string("b-") + format + ".png"), again = file(std::string("c-") + format + ".png");
    ASSERT_EQ(render({"--preset", file("names.json"), "--view", "biome", "--format", format, "--size", "40x30", "-o",
                      out}).code, 0);
    ASSERT_EQ(render({"--from", out, "-o", again}).code, 0);
    EXPECT_EQ(readAll(out), readAll(again)) << format;
    const io::ExportSettings back = io::settingsFromPng(again);
    EXPECT_EQ(back.preset.biomeNames, p.biomeNames) << format;
    for (const io::PngText& t : io::readPngText(again)) {
      if (t.key != "noisescope") continue;
      const auto legend = nlohmann::json::parse(t.value)["biomes"];
      ASSERT_EQ(legend.size(), 11u) << format;
      EXPECT_EQ(legend[6]["name"], "Nadelwald \xF0\x9F\x8C\xB2");
      EXPECT_EQ(legend[0]["name"], "deep sea");
      EXPECT_EQ(legend[3]["name"], "grassland");
      EXPECT_EQ(legend[3]["colour"], nlohmann::json::array({150, 196, 90}));
    }
  }
  // Other views name no biomes.
  ASSERT_EQ(render({"--preset", file("names.json"), "--size", "8x8", "-o", file("g.png")}).code, 0);
  for (const io::PngText& t : io::readPngText(file("g.png")))
    if (t.key == "noisescope") {
      EXPECT_FALSE(nlohmann::json::parse(t.value).contains("biomes"));
    }
}

struct BadCall {
  std::vector<std::string> args;
  int code;
  std::string message;  // the whole line after "noisescope render: "
};

// A file's name says its format: a name without an extension takes --format,
// and --from's format gives way to the one a new name says.
TEST_F(Render, TheFileNameAndTheFormatAgree) {
  const Result bare = render({"--size", "8x8", "--format", "r16", "-o", file("heights")});
  ASSERT_EQ(bare.code, 0) << bare.err;
  EXPECT_EQ(fs::file_size(file("heights")), 8u * 8u * 2u);
  ASSERT_EQ(render({"--size", "8x8", "--format", "png16", "-o", file("h.png")}).code, 0);
  const Result keep = render({"--from", file("h.png"), "-o", file("again.png")});
  ASSERT_EQ(keep.code, 0) << keep.err;
  EXPECT_EQ(io::settingsFromPng(file("again.png")).format, io::ExportFormat::Png16);
  const Result mesh = render({"--from", file("h.png"), "-o", file("h.glb")});
  ASSERT_EQ(mesh.code, 0) << mesh.err;
  EXPECT_NE(mesh.out.find("glb"), std::string::npos) << mesh.out;
}

// --from reads every file an export writes, and --preset takes the same:
// a mesh, a RAW file with its sidecar, the sidecar itself; a preset given to
// --from says to give it as --preset.
TEST_F(Render, FromReadsEveryExportAndPointsAPresetToPreset) {
  for (const char* name : {"m.glb", "m.obj", "m.r16", "m.f32"}) {
    SCOPED_TRACE(name);
    ASSERT_EQ(render({"--size", "12x9", "--seed", "31", "--octaves", "3", "-o", file(name)}).code, 0);
    const std::string again = file(std::string("again-") + name);
    const Result r = render({"--from", file(name), "-o", again});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(readAll(file(name)), readAll(again));
    const Result preset = render({"--preset", file(name), "--print-preset"});
    ASSERT_EQ(preset.code, 0) << preset.err;
    EXPECT_NE(preset.out.find("\"seed\": 31"), std::string::npos) << preset.out;
  }
  const Result sidecar = render({"--from", file("m.r16.json"), "-o", file("b.r16")});
  ASSERT_EQ(sidecar.code, 0) << sidecar.err;
  EXPECT_EQ(readAll(file("m.r16")), readAll(file("b.r16")));

  ASSERT_EQ(render({"--seed", "31", "--print-preset", "-o", file("island.json")}).code, 0);
  const Result preset = render({"--from", file("island.json"), "-o", file("x.png")});
  EXPECT_EQ(preset.code, 2);
  EXPECT_EQ(preset.err, std::string("noisescope render: ") + file("island.json") +
                            " is a preset, not a file Noisescope exported: give it as --preset " +
                            file("island.json") + "\n");
  EXPECT_FALSE(fs::exists(file("x.png")));
}

TEST_F(Render, EachBadCallGetsItsOneLineMessage) {
  const auto quotedFile = [&](const char* name) {
    std::string q = "'";
    q += file(name);
    q += "'";
    return q;
  };
  std::ofstream(file("bad.json")) << "{\"noisescope_preset\": 1,\n  \"octaves\": 40\n}\n";
  std::ofstream(file("cut.json")) << "{\"noisescope_preset\": 1,\n  \"octaves\": ";
  std::ofstream(file("typo.json")) << "{\"noisescope_preset\": 1, \"sed\": 3}";
  std::ofstream(file("text.png")) << "not a png";
  io::writePng(file("plain.png"), io::Image{1, 1, 3, 8, {0, 0, 0}, {}}, {}, false);
  const std::string o = file("out.png");
  const std::vector<BadCall> calls = {
      {{"--size", "0x10", "-o", o}, 2, "--size must be WxH with each side in 1..16384, got '0x10'"},
      {{"--size", "16385x1", "-o", o}, 2, "--size must be WxH with each side in 1..16384, got '16385x1'"},
      {{"--size", "12", "-o", o}, 2, "--size must be WxH with each side in 1..16384, got '12'"},
      {{"--format", "jpg", "-o", o},
       2,
       "--format must be png, png16, r16, f32, exr, classes, glb, obj, unity, unreal, splat or godot, got "
       "'jpg'"},
      {{"--format", "classes", "--view", "bands", "-o", o},
       2,
       "format classes needs the biome or chunks view, got bands (--view biome --format classes)"},
      {{"--view", "octave:9", "-o", o},
       2,
       "--view octave:9 needs --octaves 10 or more (the settings have 5)"},
      {{"--view", "swamp", "-o", o},
       2,
       "--view must be value, gradient, octave:K (K in 0..15), landwater, bands, raw, moisture, biome, warp, "
       "island, "
       "relief, simplex, worley, flow, wear, deposit or chunks, got 'swamp'"},
      {{"--view", "value", "--noise", "gradient", "-o", o},
       2,
       "--noise does not apply to --view value (that view is its noise; --noise picks the noise of octave, "
       "landwater and bands)"},
      {{"--zoom", "0", "-o", o}, 2, "--zoom must be in [0.015625, 1048576], got 0"},
      {{"--center", "1", "-o", o}, 2, "--center needs two numbers X,Y, got '1'"},
      {{"--center", "1,x", "-o", o}, 2, "--center needs a finite number, got 'x'"},
      {{"--thresholds", "0.5,0.4,0.7", "-o", o},
       2,
       "--thresholds: thresholds must be ordered t1 < t2 < t3, got 0.5, 0.4, 0.7"},
      {{"--persistence", "2", "-o", o}, 2, "--persistence must be in [0, 1], got '2'"},
      {{"--octaves", "0", "-o", o}, 2, "--octaves must be in [1, 16], got '0'"},
      {{"--size", "8x8"}, 2, "render needs an output file: -o FILE (see --help)"},
      {{"-o", file("out.dat")}, 2, "cannot tell the format from '" + file("out.dat") + "'; give --format"},
      {{"--format", "png16", "-o", file("x.glb")},
       2,
       quotedFile("x.glb") +
           " ends in .glb, but png16 (PNG, 16-bit heightmap) is written as .png (name it so, or "
           "give the format its name says)"},
      {{"--format", "glb", "-o", file("x.PNG")},
       2,
       quotedFile("x.PNG") +
           " ends in .PNG, but glb (mesh, binary glTF (.glb)) is written as .glb (name it so, or "
           "give the format its name says)"},
      {{"--format", "r16", "-o", file("x.dat")},
       2,
       quotedFile("x.dat") +
           " ends in .dat, but r16 (RAW r16 (+ .json)) is written as .r16 (name it so, or give the "
           "format its name says)"},
      {{"--colour", "red", "-o", o}, 2, "unknown option '--colour' for render (see --help)"},
      {{"--persistance", "0.3", "-o", o},
       2,
       "unknown option '--persistance' for render (did you mean --persistence?)"},
      {{"--octave", "3", "-o", o}, 2, "unknown option '--octave' for render (did you mean --octaves?)"},
      {{"--force=yes", "-o", o}, 2, "--force takes no value"},
      {{"--center", "2e9,0", "-o", o}, 2, "--center must be within +-1e9 map widths, got '2e9,0'"},
      {{"--preset", "a", "--preset", "b", "-o", o}, 2, "give one of --preset and --from, once"},
      {{"--preset", "a", "--from", "b", "-o", o}, 2, "give one of --preset and --from, once"},
      {{"--preset", file("bad.json"), "-o", o},
       2,
       file("bad.json") + ":2:3: octaves must be in [1, 16], got 40"},
      {{"--preset", file("cut.json"), "-o", o},
       2,
       file("cut.json") + ":2:14: in field \"octaves\": syntax error while parsing value - unexpected end of "
                          "input; expected '[', '{', or a literal (is the file cut short?)"},
      {{"--preset", file("typo.json"), "-o", o},
       2,
       file("typo.json") + ":1:26: unknown field \"sed\" (did you mean \"seed\"?)"},
      {{"--preset", file("missing.json"), "-o", o},
       1,
       "cannot read '" + file("missing.json") + "': No such file or directory"},
      {{"--preset", "hills", "-o", o},
       1,
       "cannot read 'hills': no such file, nor a built-in preset (archipelago, cracked-stone, eroded-island, "
       "eroded-range, island, plateau-island, ridged-range, rolling-hills, rough-mountains, seamless-texture, "
       "seed-demo, "
       "simplex-continent, "
       "terraced-mesas, warped-continent, worley-cell-biomes)"},
      {{"--from", file("text.png"), "-o", o}, 1, "cannot read '" + file("text.png") + "': not a PNG file"},
      {{"--from", file("plain.png"), "-o", o},
       2,
       file("plain.png") + ": no Noisescope metadata (only PNGs written by noisescope render carry it)"},
  };
  for (const BadCall& call : calls) {
    const Result r = render(call.args);
    std::string shown;
    for (const auto& a : call.args) shown += a + " ";
    EXPECT_EQ(r.code, call.code) << shown;
    EXPECT_EQ(r.err, "noisescope render: " + call.message + "\n") << shown;
    EXPECT_EQ(r.out, "") << shown;
  }
  EXPECT_FALSE(fs::exists(o));
}

}  // namespace
}  // namespace noisescope::cli
