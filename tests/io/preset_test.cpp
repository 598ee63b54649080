#include "io/preset.h"

#include "noisescope/noise/param_table.h"
#include "noisescope/terrain/terrain.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "io/atomic_file.h"
#include "test_folder.h"

namespace noisescope::io {
namespace {

using testing::readAll;
using testing::TempFolder;
using testing::writeText;

Preset unusualPreset() {
  Preset p;
  p.name = "Gr\xC3\xBCne H\xC3\xBCgel \"quoted\"";
  p.params.noise = NoiseKind::Value;
  p.params.fade = Fade::Cubic;
  p.params.seed = -2147483647 - 1;
  p.params.frequency = 1.0 / 3.0;
  p.params.octaves = 16;
  p.params.lacunarity = 2.718281828459045;
  p.params.persistence = 0.1 + 0.2;  // not a short decimal: must still come back exactly
  p.params.normalize = false;
  p.camera = Camera{-1234.5678901234567, 1e-9, 12345.678};
  p.hasCamera = true;
  p.thresholds = Thresholds{0.1f, 0.33333334f, 0.9f};
  p.display = MapDisplay{views::ViewKind::Octave, 15};
  p.params.warp = 2.5;
  p.params.warpFrequency = 0.1 + 0.7;
  p.params.warpOctaves = 8;
  p.params.fractal = Fractal::Ridged;
  p.params.exponent = 1.7;
  p.params.island = IslandShape::Radial;
  p.params.islandMode = IslandMode::Multiply;
  p.params.islandMix = 0.3;
  p.params.terraces = 64;
  p.params.tile = true;
  p.params.moistureFrequency = 1.0 / 16.0;
  p.params.time = -0.125;
  p.biomeCuts = BiomeCuts{0.5f, 0.2f, 0.8f};
  p.biomeNames[0] = biomeLabel("Meer \"tief\"");
  p.biomeNames[6] = biomeLabel("Nadelw\xC3\xA4ld\xF0\x9F\x8C\xB2");  // 4-byte UTF-8 too
  p.biomeNames[10] = biomeLabel(std::string(kBiomeLabelMaxBytes, 'x'));
  return p;
}

// Names are written only when renamed: a default preset has no "biome-names",
// a file without them loads the table's names, and renamed ones come back.
TEST(Preset, BiomeNamesAreWrittenWhenRenamedAndReadBack) {
  EXPECT_EQ(presetToJson(Preset{}).find("biome-names"), std::string::npos);
  EXPECT_EQ(presetFromJson(R"({"noisescope_preset": 2})", "p").biomeNames, defaultBiomeNames());
  const Preset p = presetFromJson(R"({"noisescope_preset": 2, "biome-names": ["sea", "sand", "dunes", "meadow",
      "bog", "heath", "wood", "jungle", "crag", "t\u00fcndra", "ice"]})", "p");
  EXPECT_EQ(p.biomeNames[4].text(), "bog");
  EXPECT_EQ(p.biomeNames[9].text(), "t\xC3\xBCndra");
  const std::string json = presetToJson(p);
  EXPECT_NE(json.find("\"biome-names\""), std::string::npos);
  EXPECT_EQ(json.find('\xC3'), std::string::npos);  // escaped: the text also fits a PNG tEXt chunk
  EXPECT_EQ(presetFromJson(json, "again").biomeNames, p.biomeNames);
}

// The explorer's main maps: absent means value | gradient, and another pair
// is written and read back.
TEST(Preset, MapKindsAreWrittenWhenNotValueAndGradientAndReadBack) {
  EXPECT_EQ(presetToJson(Preset{}).find("\"maps\""), std::string::npos);
  EXPECT_EQ(presetFromJson(R"({"noisescope_preset": 2})", "p").maps, views::kDefaultMapKinds);
  Preset p;
  p.maps = {NoiseKind::Simplex, NoiseKind::Worley};
  const std::string json = presetToJson(p);
  EXPECT_NE(json.find("\"maps\""), std::string::npos);
  EXPECT_EQ(presetFromJson(json, "again").maps, p.maps);
  EXPECT_EQ(findBuiltinPreset("simplex-continent")->preset.maps[0], NoiseKind::Simplex);
}

// A preset without "maps" shows its noise: a Worley preset opens with Worley
// on the right map, and a pair that differs from that is written, so that
// value | gradient with Worley's band views reads back as it was.
TEST(Preset, WithoutMapsItsNoiseIsOnTheRightMap) {
  const Preset worley = presetFromJson(R"({"noisescope_preset": 2, "noise": "worley"})", "p");
  EXPECT_EQ(worley.maps, (views::MapKinds{NoiseKind::Value, NoiseKind::Worley}));
  EXPECT_EQ(presetFromJson(R"({"noisescope_preset": 2, "noise": "value"})", "p").maps,
            views::kDefaultMapKinds);
  EXPECT_EQ(presetToJson(worley).find("\"maps\""), std::string::npos);
  Preset both = worley;
  both.maps = views::kDefaultMapKinds;
  const std::string json = presetToJson(both);
  EXPECT_NE(json.find("\"maps\""), std::string::npos);
  EXPECT_EQ(presetFromJson(json, "again"), both);
}

// A preset without "display" shows its noise's own view: a hand-written
// simplex preset renders simplex noise, not the default gradient's view.
TEST(Preset, WithoutDisplayItsNoiseIsTheView) {
  EXPECT_EQ(presetFromJson(R"({"noisescope_preset": 2, "noise": "simplex"})", "p").display.kind,
            views::ViewKind::Simplex);
  EXPECT_EQ(presetFromJson(R"({"noisescope_preset": 2})", "p").display.kind, views::ViewKind::Gradient);
  EXPECT_EQ(
      presetFromJson(R"({"noisescope_preset": 2, "noise": "worley", "display": "bands"})", "p").display.kind,
      views::ViewKind::Bands);
}

// Export's noise view follows a kind that leaves the maps to the kind that
// took its place; a view of another kind, or of no noise, stays.
TEST(Preset, TheExportNoiseViewFollowsTheMaps) {
  using views::ViewKind;
  const views::MapKinds valueGradient = views::kDefaultMapKinds;
  const views::MapKinds simplexWorley{NoiseKind::Simplex, NoiseKind::Worley};
  const views::MapKinds gradientGradient{NoiseKind::Gradient, NoiseKind::Gradient};
  EXPECT_EQ(views::viewFollowingMaps(ViewKind::Gradient, valueGradient, simplexWorley), ViewKind::Worley);
  EXPECT_EQ(views::viewFollowingMaps(ViewKind::Value, valueGradient, simplexWorley), ViewKind::Simplex);
  EXPECT_EQ(views::viewFollowingMaps(ViewKind::Gradient, gradientGradient, simplexWorley), ViewKind::Worley);
  EXPECT_EQ(views::viewFollowingMaps(ViewKind::Gradient, valueGradient, gradientGradient),
            ViewKind::Gradient);
  EXPECT_EQ(views::viewFollowingMaps(ViewKind::Gradient, simplexWorley, valueGradient), ViewKind::Gradient);
  EXPECT_EQ(views::viewFollowingMaps(ViewKind::Biome, valueGradient, simplexWorley), ViewKind::Biome);
}

// What the main maps show of their kinds: absent means the noise on both;
// a terrain view is written by its name and read back.
TEST(Preset, MapViewsAreWrittenWhenNotTheNoiseAndReadBack) {
  EXPECT_EQ(presetToJson(Preset{}).find("\"map-views\""), std::string::npos);
  EXPECT_EQ(presetFromJson(R"({"noisescope_preset": 2})", "p").mapViews, views::kDefaultMapViews);
  Preset p;
  p.mapViews = {views::ViewKind::Biome, std::nullopt};
  const std::string json = presetToJson(p);
  EXPECT_NE(json.find(R"("map-views": [
    "biome",
    "noise"
  ])"), std::string::npos) << json;
  EXPECT_EQ(presetFromJson(json, "again").mapViews, p.mapViews);
  for (views::ViewKind view : {views::ViewKind::Raw, views::ViewKind::Relief, views::ViewKind::Flow,
                                views::ViewKind::Deposit}) {
    p.mapViews = {std::nullopt, view};
    EXPECT_EQ(presetFromJson(presetToJson(p), "each").mapViews, p.mapViews) << views::viewInfo(view).name;
  }
}

TEST(Preset, ScatterSettingsAreWrittenWhenSetAndReadBack) {
  EXPECT_EQ(presetToJson(Preset{}).find("\"scatter\""), std::string::npos);
  Preset p;
  p.scatter.method = ScatterMethod::Jitter;
  p.scatter.spacing = 0.03;
  p.scatter.seed = 4000000000u;
  p.scatter.biomeSpacing[static_cast<int>(Biome::Forest)] = 0.01;
  p.scatter.biomeSpacing[static_cast<int>(Biome::BareRock)] = 0;
  const std::string json = presetToJson(p);
  EXPECT_NE(json.find("\"bare-rock\": 0"), std::string::npos) << json;
  EXPECT_EQ(presetFromJson(json, "again").scatter, p.scatter);
  for (const char* bad : {R"({"noisescope_preset": 2, "scatter": {"spacing": -1}})",
                          R"({"noisescope_preset": 2, "scatter": {"biome-spacing": {"forrest": 0.01}}})",
                          R"({"noisescope_preset": 2, "scatter": {"method": "bridson"}})",
                          R"({"noisescope_preset": 2, "scatter": {"spacing": 1e-9}})",
                          R"({"noisescope_preset": 2, "scatter": {"density": 3}})"})
    EXPECT_THROW(presetFromJson(bad, "p"), PresetError) << bad;
}

TEST(Preset, TheChunkSizeIsWrittenWhenSetAndReadBack) {
  EXPECT_EQ(presetToJson(Preset{}).find("\"chunk\""), std::string::npos);
  Preset p;
  p.chunk = 0.03125;
  const std::string json = presetToJson(p);
  EXPECT_NE(json.find("\"chunk\": 0.03125"), std::string::npos) << json;
  EXPECT_EQ(presetFromJson(json, "again").chunk, 0.03125);
  for (const char* bad : {R"({"noisescope_preset": 2, "chunk": 0})", R"({"noisescope_preset": 2, "chunk": 2})",
                          R"({"noisescope_preset": 2, "chunk": "big"})", R"({"noisescope_preset": 1, "chunk": 0.1})"})
    EXPECT_THROW(presetFromJson(bad, "p"), PresetError) << bad;
  try {
    presetFromJson(R"({"noisescope_preset": 2, "chunks": 0.1})", "p");
    ADD_FAILURE() << "an unknown key loaded";
  } catch (const PresetError& e) {
    EXPECT_NE(std::string(e.what()).find("(did you mean \"chunk\"?)"), std::string::npos) << e.what();
  }
}

// Every format-1 file loads as it did: the terrain steps off, the cuts'
// default h moved inside the file's [t2, t3].
TEST(Preset, Version1FilesLoadWithEveryTerrainStepOff) {
  const Preset p = presetFromJson(
      R"({"noisescope_preset": 1, "octaves": 3, "thresholds": [0.6, 0.7, 0.9], "display": "bands"})", "old");
  EXPECT_EQ(p.params.octaves, 3);
  EXPECT_FALSE(terrainOn(p.params));
  EXPECT_EQ(p.biomeCuts.h, 0.7f);
  for (const BuiltinPreset& b : builtinPresets()) EXPECT_EQ(b.preset.biomeCuts.w1, BiomeCuts{}.w1) << b.id;
}

TEST(Preset, WritesFormat2WithEveryParameterOfTheTable) {
  const std::string json = presetToJson(Preset{});
  EXPECT_NE(json.find("\"noisescope_preset\": 2"), std::string::npos) << json;
  for (const ParamDesc& d : paramTable()) {
    std::string key(1, '"');
    key += d.name;
    key += "\":";
    // A teaching-only switch and erosion are written only when set, so files stay as they were.
    if (d.teachingOnly || d.writtenWhenSet) {
      EXPECT_EQ(json.find(key), std::string::npos) << d.name;
      continue;
    }
    EXPECT_NE(json.find(key), std::string::npos) << d.name;
  }
  EXPECT_NE(json.find("\"time\": \"off\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"biome-cuts\""), std::string::npos) << json;
}

TEST(Preset, RoundTripsEveryFieldExactly) {
  const Preset p = unusualPreset();
  EXPECT_EQ(presetFromJson(presetToJson(p), "test"), p);
  const Preset defaults;  // no view: none written, none read
  EXPECT_EQ(presetFromJson(presetToJson(defaults), "test"), defaults);
  EXPECT_EQ(presetToJson(defaults).find("\"view\""), std::string::npos);
}

TEST(Preset, TeachingMistakesAreWrittenWhenOnAndReadBack) {
  Preset p;
  p.params.mistakeCast = true;
  p.params.mistakeSharedSeed = true;
  const std::string json = presetToJson(p);
  EXPECT_NE(json.find("\"mistake-cast\": true"), std::string::npos) << json;
  EXPECT_EQ(json.find("\"mistake-float\""), std::string::npos) << json;
  EXPECT_EQ(presetFromJson(json, "test"), p);
}

TEST(Preset, RoundTripsThroughAFile) {
  TempFolder dir;
  savePresetFile(dir.file("p.json"), unusualPreset(), false);
  EXPECT_EQ(loadPresetFile(dir.file("p.json")), unusualPreset());
  EXPECT_THROW(savePresetFile(dir.file("p.json"), Preset{}, false), FileExistsError);
  EXPECT_EQ(loadPresetFile(dir.file("p.json")), unusualPreset());
  savePresetFile(dir.file("p.json"), Preset{}, true);  // replaces
  EXPECT_EQ(loadPresetFile(dir.file("p.json")).params, NoiseParams{});
  EXPECT_EQ(dir.entryCount(), 1u);
}

TEST(Preset, WritesShortReadableThresholds) {
  const std::string json = presetToJson(Preset{});
  EXPECT_NE(json.find("0.35"), std::string::npos) << json;
  EXPECT_EQ(json.find("0.3499"), std::string::npos) << json;
  EXPECT_EQ(json.back(), '\n');
}

TEST(Preset, MissingFieldsKeepTheirDefaultsAndNoViewMeansDefaultView) {
  const Preset p = presetFromJson(R"({"noisescope_preset": 1, "octaves": 3})", "test");
  Preset expected;
  expected.params.octaves = 3;
  EXPECT_EQ(p, expected);
  EXPECT_FALSE(p.hasCamera);
}

TEST(Preset, WholeNumbersMayBeWrittenAsDecimals) {
  const Preset p = presetFromJson(R"({"noisescope_preset": 1.0, "octaves": 3.0, "seed": -5e0})", "test");
  EXPECT_EQ(p.params.octaves, 3);
  EXPECT_EQ(p.params.seed, -5);
}

TEST(Preset, EveryBuiltinLoadsAndIsWhatItsNameSays) {
  const auto presets = builtinPresets();
  ASSERT_GE(presets.size(), 4u);
  for (const BuiltinPreset& b : presets) {
    EXPECT_FALSE(b.preset.name.empty()) << b.id;
    EXPECT_TRUE(paramsError(b.preset.params).empty()) << b.id;
    EXPECT_EQ(findBuiltinPreset(b.id), &b);
    // What the GUI's copy button puts on the clipboard reads back the same.
    EXPECT_EQ(presetFromJson(presetToJson(b.preset), "clipboard"), b.preset) << b.id;
  }
  const BuiltinPreset* demo = findBuiltinPreset("seed-demo");
  ASSERT_NE(demo, nullptr);
  EXPECT_EQ(demo->preset.params.fade, Fade::Linear);
  const BuiltinPreset* hills = findBuiltinPreset("rolling-hills");
  ASSERT_NE(hills, nullptr);
  EXPECT_NEAR(hills->preset.params.persistence, 0.35, 0.05);
  const BuiltinPreset* mountains = findBuiltinPreset("rough-mountains");
  ASSERT_NE(mountains, nullptr);
  EXPECT_NEAR(mountains->preset.params.persistence, 0.75, 0.05);
  const BuiltinPreset* islands = findBuiltinPreset("archipelago");
  ASSERT_NE(islands, nullptr);
  EXPECT_GT(islands->preset.thresholds.t1, Thresholds{}.t1);  // more sea than the default cut
  EXPECT_EQ(findBuiltinPreset("no-such-preset"), nullptr);
}

// The built-ins that show the terrain steps off: each turns its step on, and
// the two islands are land in the middle of the map and sea at its corners.
TEST(Preset, TerrainBuiltinsTurnOnTheStepTheirNameSays) {
  const auto get = [](std::string_view id) {
    const BuiltinPreset* b = findBuiltinPreset(id);
    EXPECT_NE(b, nullptr) << id;
    return b == nullptr ? Preset{} : b->preset;
  };
  const Preset continent = get("warped-continent");
  EXPECT_GT(continent.params.warp, 0.0);
  const Preset island = get("island");
  for (const Preset& p : {continent, island}) {
    EXPECT_NE(p.params.island, IslandShape::None) << p.name;
    const double f = p.params.frequency;
    EXPECT_GT(elevation(p.params, 0.5 * f, 0.5 * f), p.thresholds.t2) << p.name;
    for (const double mx : {0.02, 0.98})
      for (const double my : {0.02, 0.98}) EXPECT_LT(elevation(p.params, mx * f, my * f), p.thresholds.t1) << p.name;
  }
  EXPECT_EQ(get("ridged-range").params.fractal, Fractal::Ridged);
  EXPECT_GE(get("terraced-mesas").params.terraces, 2);
  EXPECT_TRUE(get("seamless-texture").params.tile);
  for (const std::string_view id : {"warped-continent", "island", "ridged-range", "terraced-mesas", "seamless-texture"})
    EXPECT_TRUE(terrainOn(get(id).params)) << id;
}

TEST(Preset, DisplayNamesRoundTrip) {
  for (const MapDisplay d : {MapDisplay{views::ViewKind::Value, 0}, MapDisplay{views::ViewKind::Gradient, 0},
                             MapDisplay{views::ViewKind::Octave, 0}, MapDisplay{views::ViewKind::Octave, 15},
                             MapDisplay{views::ViewKind::LandWater, 0}, MapDisplay{views::ViewKind::Bands, 0},
                             MapDisplay{views::ViewKind::Raw, 0}, MapDisplay{views::ViewKind::Moisture, 0},
                             MapDisplay{views::ViewKind::Biome, 0}, MapDisplay{views::ViewKind::Warp, 0},
                             MapDisplay{views::ViewKind::Island, 0}})
    EXPECT_EQ(views::displayFromName(views::displayName(d)), d) << views::displayName(d);
  for (const char* bad : {"", "octave", "octave:", "octave:16", "octave:-1", "octave:1x", "Value", "grey"})
    EXPECT_FALSE(views::displayFromName(bad)) << bad;
}

struct BadPreset {
  const char* text;
  const char* message;  // expected whole error (SOURCE:PLACE: reason) or its start
};

// Each bad preset with the message a person gets for it.
const BadPreset kBadPresets[] = {
    {"",
     "bad.json:1:1: syntax error while parsing value - unexpected end of input; expected '[', '{', or a "
     "literal (is the file cut short?)"},
    {"{\"noisescope_preset\": 1,\n \"octaves\": 5,\n \"seed\": 1",
     "bad.json:3:11: in field \"seed\": syntax error while parsing object - unexpected end of input; "
     "expected "
     "'}' (is the file cut short?)"},
    {"{\"noisescope_preset\": 1,\n \"persistence\": 0.5,,\n}",
     "bad.json:2:21: after field \"persistence\": syntax error"},
    {"[1, 2]", "bad.json:1:1: a preset must be a JSON object {...}, got an array"},
    {"{\"octaves\": 5}",
     "bad.json:1:1: not a Noisescope preset: the \"noisescope_preset\" version field is missing"},
    {"{\"noisescope_preset\": 3}", "bad.json:1:2: preset format 3 is newer than this Noisescope reads (2)"},
    {"{\"noisescope_preset\": 1, \"warp\": 2}",
     "bad.json:1:26: field \"warp\" needs preset format 2 (\"noisescope_preset\": 2), the file says 1"},
    {"{\"noisescope_preset\": 2, \"terraces\": 1}",
     "bad.json:1:26: terraces must be 0 (off) or in [2, 64], got 1"},
    {"{\"noisescope_preset\": 2, \"biome-colours\": [[1, 2, 3]]}",
     "bad.json:1:26: biome-colours must be 11 colours [r, g, b] (0..255), water first, got an array"},
    {"{\"noisescope_preset\": 2, \"biome-names\": [\"sea\"]}",
     "bad.json:1:26: biome-names must be 11 names, water first, got an array"},
    {"{\"noisescope_preset\": 2, \"biome-names\": \"sea\"}",
     "bad.json:1:26: biome-names must be 11 names, water first, got the text \"sea\""},
    {"{\"noisescope_preset\": 2, \"biome-names\": [\"a\", \"b\", \"c\", \"d\", \"e\", \"f\", 7, \"h\", "
     "\"i\", \"j\", \"k\"]}",
     "bad.json:1:26: biome-names must be text, got 7"},
    {"{\"noisescope_preset\": 2, \"biome-names\": [\"a\", \"\", \"c\", \"d\", \"e\", \"f\", \"g\", \"h\", "
     "\"i\", \"j\", \"k\"]}",
     "bad.json:1:26: biome-names: a biome name must not be empty (class 1, \"\")"},
    {"{\"noisescope_preset\": 2, \"biome-names\": [\"a\", \"b\", \"c\", \"d\", \"e\", \"f\", \"g\", \"h\", "
     "\"i\", \"j\", "
     "\"kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk\"]}",
     "bad.json:1:26: biome-names: a biome name must be at most 32 bytes of UTF-8, got 42 (class 10, "},
    {"{\"noisescope_preset\": 2, \"biome-names\": [\"a\\u0007\", \"b\", \"c\", \"d\", \"e\", \"f\", \"g\", "
     "\"h\", \"i\", \"j\", \"k\"]}",
     "bad.json:1:26: biome-names: a biome name must not hold control characters (class 0, \"a\")"},
    {"{\"noisescope_preset\": 2, \"biome-names\": [\"\\ud800\", \"b\", \"c\", \"d\", \"e\", \"f\", \"g\", "
     "\"h\", \"i\", \"j\", \"k\"]}",
     "bad.json:1:49: in field \"biome-names\": syntax error"},
    {"{\"noisescope_preset\": 1, \"biome-names\": [\"a\", \"b\", \"c\", \"d\", \"e\", \"f\", \"g\", \"h\", "
     "\"i\", \"j\", \"k\"]}",
     "bad.json:1:26: field \"biome-names\" needs preset format 2 (\"noisescope_preset\": 2), the file says "
     "1"},
    {"{\"noisescope_preset\": 2, \"island\": \"hex\"}",
     "bad.json:1:26: island must be \"none\", \"square\", \"round\" or \"radial\", got the text \"hex\""},
    {"{\"noisescope_preset\": 2, \"time\": \"never\"}",
     "bad.json:1:26: time must be \"off\" or a number, got the text \"never\""},
    {"{\"noisescope_preset\": 2, \"biome-cuts\": [0.5, 0.6, 0.4]}", "bad.json:1:26: "},
    {"{\"noisescope_preset\": 1,\n  \"persistence\": 1.5}",
     "bad.json:2:3: persistence must be in [0, 1], got 1.5"},
    {"{\"noisescope_preset\": 1, \"octaves\": 17}", "bad.json:1:26: octaves must be in [1, 16], got 17"},
    {"{\"noisescope_preset\": 1, \"octaves\": 4.5}",
     "bad.json:1:26: octaves must be a whole number, got 4.5"},
    {"{\"noisescope_preset\": 1, \"octaves\": \"five\"}",
     "bad.json:1:26: octaves must be a number, got the text \"five\""},
    {"{\"noisescope_preset\": 1, \"frequency\": 0}",
     "bad.json:1:26: frequency must be in [0.015625, 4096], got 0"},
    {"{\"noisescope_preset\": 1, \"lacunarity\": 1e400}",
     "bad.json:1:26: in field \"lacunarity\": number overflow parsing '1e400'"},
    {"{\"noisescope_preset\": 1, \"seed\": 2147483648}",
     "bad.json:1:26: seed must be in [-2147483648, 2147483647], got 2147483648"},
    {"{\"noisescope_preset\": 1, \"noise\": \"perlin\"}",
     "bad.json:1:26: noise must be \"value\", \"gradient\", \"simplex\" or \"worley\", got the text "
     "\"perlin\""},
    {"{\"noisescope_preset\": 2, \"cell-distance\": \"Euclidian\"}",
     "bad.json:1:26: cell-distance must be \"euclidean\", \"manhattan\" or \"chebyshev\", got the text "
     "\"Euclidian\" (did you mean \"euclidean\"?)"},
    {"{\"noisescope_preset\": 1, \"fade\": null}", "bad.json:1:26: fade must be text, got null"},
    {"{\"noisescope_preset\": 1, \"normalize\": 1}", "bad.json:1:26: normalize must be true or false, got 1"},
    {"{\"noisescope_preset\": 1, \"persistance\": 0.4}",
     "bad.json:1:26: unknown field \"persistance\" (did you mean \"persistence\"?)"},
    {"{\"noisescope_preset\": 1, \"colour\": 0.4}",
     "bad.json:1:26: unknown field \"colour\" (known fields: "},
    {"{\"noisescope_preset\": 1, \"view\": {\"cx\": 0, \"zom\": 2}}",
     "bad.json:1:44: unknown field \"view.zom\" (did you mean \"zoom\"?)"},
    {"{\"noisescope_preset\": 1, \"view\": {\"zoom\": 0}}",
     "bad.json:1:35: view.zoom must be in [0.015625, 1048576], got 0"},
    {"{\"noisescope_preset\": 1, \"view\": [0.5, 0.5, 1]}",
     "bad.json:1:26: view must be an object {\"cx\", \"cy\", \"zoom\"}, got an array"},
    {"{\"noisescope_preset\": 1, \"thresholds\": [0.5, 0.4, 0.7]}",
     "bad.json:1:26: thresholds must be ordered t1 < t2 < t3, got 0.5, 0.4, 0.7"},
    {"{\"noisescope_preset\": 1, \"thresholds\": [0.1, 0.4]}",
     "bad.json:1:26: thresholds must be three numbers [t1, t2, t3], got an array"},
    {"{\"noisescope_preset\": 1, \"thresholds\": [0.1, 0.4, 1.5]}",
     "bad.json:1:26: thresholds must be in [0, 1], got 1.5"},
    {"{\"noisescope_preset\": 1, \"display\": \"octave:5\"}",
     "bad.json:1:26: display octave:5 needs octaves of at least 6, the preset has 5"},
    {"{\"noisescope_preset\": 1, \"display\": \"swamp\"}",
     "bad.json:1:26: display must be value, gradient, octave:K (K in 0..15), landwater, bands, raw, "
     "moisture, "
     "biome, warp, island, relief, simplex, worley, flow, wear, deposit or chunks, got the text \"swamp\""},
    {"{\"noisescope_preset\": 1, \"seed\": 1, \"seed\": 2}", "bad.json:1:26: field \"seed\" appears twice"},
    {"{\"noisescope_preset\": 2, \"maps\": [\"simplex\"]}",
     "bad.json:1:26: maps must be two noise kinds [left, right], each \"value\", \"gradient\", \"simplex\" "
     "or "
     "\"worley\", got an array"},
    {"{\"noisescope_preset\": 2, \"maps\": [\"simplex\", \"perlin\"]}",
     "bad.json:1:26: maps must be two noise kinds [left, right], each \"value\", \"gradient\", \"simplex\" "
     "or "
     "\"worley\", got the text \"perlin\""},
    {"{\"noisescope_preset\": 1, \"maps\": [\"simplex\", \"worley\"]}",
     "bad.json:1:26: field \"maps\" needs preset format 2"},
    {"{\"noisescope_preset\": 2, \"map-views\": [\"noise\", \"octave:2\"]}",
     "bad.json:1:26: map-views must be two of noise, raw, landwater, bands, moisture, biome, warp, island, "
     "relief, flow, wear or deposit [left, right], got the text \"octave:2\""},
    {"{\"noisescope_preset\": 2, \"map-views\": \"biome\"}",
     "bad.json:1:26: map-views must be two of noise, raw, landwater, bands, moisture, biome, warp, island, "
     "relief, flow, wear or deposit [left, right], got the text \"biome\""},
    {"{\"noisescope_preset\": 1, \"name\": \"\xFF\xFE\"}", "bad.json:1:35: in field \"name\": syntax error"},
};

TEST(Preset, EachBadPresetGetsItsOneLineMessage) {
  for (const BadPreset& bad : kBadPresets) {
    try {
      presetFromJson(bad.text, "bad.json");
      ADD_FAILURE() << "accepted: " << bad.text;
    } catch (const PresetError& e) {
      const std::string what = e.what();
      EXPECT_EQ(what.substr(0, std::string(bad.message).size()), bad.message) << "for: " << bad.text;
      EXPECT_EQ(what.find('\n'), std::string::npos) << what;
    } catch (const std::exception& e) {
      ADD_FAILURE() << "not a PresetError: " << e.what() << " for: " << bad.text;
    }
  }
}

TEST(Preset, HostileInputStaysOneLineAndNeverCrashes) {
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  const std::string longKey = "{\"noisescope_preset\": 1, \"" + std::string(100000, 'k') + "\n\": 1}";
  const std::string controlName = "{\"noisescope_preset\": 1, \"\\u0007x\\ny\\u001b[31m\": 1}";
  const std::string huge = "{\"noisescope_preset\": 1, \"name\": \"" + std::string(kMaxPresetBytes, 'a') + "\"}";
  const std::string nul = std::string("{\"noisescope_preset\": 1,\0 }", 27);
  for (const std::string& text : {deep, longKey, controlName, huge, nul}) {
    try {
      presetFromJson(text, "evil\n.json");
      ADD_FAILURE() << "accepted " << text.substr(0, 60);
    } catch (const PresetError& e) {
      const std::string what = e.what();
      EXPECT_EQ(what.find('\n'), std::string::npos) << what;
      EXPECT_EQ(what.find('\x1b'), std::string::npos) << what;
      EXPECT_LT(what.size(), 800u)
          << what;  // bounded: the list of known fields and a 40-byte excerpt at most
      EXPECT_EQ(what.rfind("evil.json:", 0), 0u) << what;
      for (char c : what) EXPECT_TRUE(c >= 32 && c < 127) << what;
    }
  }
}

TEST(Preset, UnreadableFileIsAnIoErrorNamingThePath) {
  TempFolder dir;
  try {
    loadPresetFile(dir.file("missing.json"));
    FAIL();
  } catch (const IoError& e) {
    EXPECT_NE(std::string(e.what()).find(dir.file("missing.json")), std::string::npos);
  }
  EXPECT_THROW(loadPresetFile(dir.path().string()), IoError);  // a folder
}

TEST(Preset, BadFileNamesItselfInTheError) {
  TempFolder dir;
  writeText(dir.file("hills.json"), "{\"noisescope_preset\": 1,\n  \"octaves\": 0\n}\n");
  try {
    loadPresetFile(dir.file("hills.json"));
    FAIL();
  } catch (const PresetError& e) {
    EXPECT_EQ(std::string(e.what()), dir.file("hills.json") + ":2:3: octaves must be in [1, 16], got 0");
  }
}

}  // namespace
}  // namespace noisescope::io
