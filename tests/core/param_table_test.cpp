#include "noisescope/noise/param_table.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <set>
#include <string>

namespace noisescope {
namespace {

// A copyable command's numbers: as short as they can be and still exact.
TEST(ParamTable, ShortestNumberIsShortAndReadsBackExactly) {
  EXPECT_EQ(shortestNumber(0.25), "0.25");
  EXPECT_EQ(shortestNumber(0.2), "0.2");
  EXPECT_EQ(shortestNumber(2.0), "2");
  EXPECT_EQ(shortestNumber(0.1 + 0.2), "0.30000000000000004");
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> any(-1e6, 1e6);
  for (int i = 0; i < 10000; ++i) {
    const double v = any(rng);
    EXPECT_EQ(std::strtod(shortestNumber(v).c_str(), nullptr), v);
  }
  EXPECT_EQ(listSeparator(0, 3), "");
  EXPECT_EQ(listSeparator(1, 3), ", ");
  EXPECT_EQ(listSeparator(2, 3), " or ");
}

TEST(ParamTable, NamesEveryFieldOnceInDesignMdsWords) {
  std::set<std::string> names;
  for (const ParamDesc& d : paramTable()) {
    EXPECT_TRUE(names.insert(std::string(d.name)).second) << d.name;
    EXPECT_FALSE(d.help.empty()) << d.name;
  }
  const std::set<std::string> want = {"noise",
                                      "fade",
                                      "seed",
                                      "frequency",
                                      "octaves",
                                      "lacunarity",
                                      "persistence",
                                      "normalize",
                                      "jitter",
                                      "cell-distance",
                                      "cell-return",
                                      "warp",
                                      "warp-frequency",
                                      "warp-octaves",
                                      "fractal",
                                      "exponent",
                                      "height-curve",
                                      "island",
                                      "island-mode",
                                      "island-mix",
                                      "terraces",
                                      "tile",
                                      "moisture-frequency",
                                      "time",
                                      "erosion",
                                      "erosion-seed",
                                      "erosion-inertia",
                                      "erosion-capacity",
                                      "erosion-min-capacity",
                                      "erosion-erode",
                                      "erosion-deposit",
                                      "erosion-evaporation",
                                      "erosion-gravity",
                                      "erosion-lifetime",
                                      "erosion-radius",
                                      "thermal-passes",
                                      "talus-angle",
                                      "thermal-strength",
                                      "mistake-shared-seed",
                                      "mistake-moisture-seed",
                                      "mistake-cast",
                                      "mistake-float"};
  EXPECT_EQ(names, want);
}

TEST(ParamTable, DefaultsAreNoiseParamsDefaults) {
  const NoiseParams p;
  for (const ParamDesc& d : paramTable()) {
    EXPECT_EQ(d.get(p), d.defaultValue) << d.name;
    EXPECT_EQ(paramValueError(d, d.defaultValue), "") << d.name;
  }
}

// Each entry reaches its own member and no other: setting an allowed value
// other than the default changes the struct, and only that entry reads it.
TEST(ParamTable, EachEntryWritesItsOwnMember) {
  for (const ParamDesc& d : paramTable()) {
    NoiseParams p;
    ParamValue v = d.kind == ParamKind::Time    ? ParamValue{2.5, false}
                   : d.kind == ParamKind::Curve ? ParamValue(std::vector<CurvePoint>{{0.0, 0.1}, {1.0, 0.9}})
                                                : ParamValue{d.max, false};
    if (v == d.defaultValue) v = ParamValue{d.min, false};
    d.set(p, v);
    EXPECT_NE(p, NoiseParams{}) << d.name;
    EXPECT_EQ(d.get(p), v) << d.name;
    for (const ParamDesc& other : paramTable())
      if (&other != &d) {
        EXPECT_EQ(other.get(p), other.defaultValue) << d.name << " moved " << other.name;
      }
  }
}

TEST(ParamTable, EnumNamesAreTheEnumsNames) {
  const ParamDesc& noise = *findParam("noise");
  for (NoiseKind k : kAllNoiseKinds) EXPECT_EQ(noise.names[static_cast<std::size_t>(k)], noiseKindName(k));
  const ParamDesc& fade = *findParam("fade");
  for (Fade f : kAllFades) EXPECT_EQ(fade.names[static_cast<std::size_t>(f)], fadeName(f));
  const ParamDesc& fractal = *findParam("fractal");
  for (Fractal f : kAllFractals) EXPECT_EQ(fractal.names[static_cast<std::size_t>(f)], fractalName(f));
  const ParamDesc& island = *findParam("island");
  for (IslandShape s : kAllIslandShapes) EXPECT_EQ(island.names[static_cast<std::size_t>(s)], islandShapeName(s));
  const ParamDesc& mode = *findParam("island-mode");
  for (IslandMode m : kAllIslandModes) EXPECT_EQ(mode.names[static_cast<std::size_t>(m)], islandModeName(m));
}

TEST(ParamTable, TextRoundTripsThroughParse) {
  NoiseParams p;
  p.warp = 1.5;
  p.warpFrequency = 0.3;
  p.fractal = Fractal::Ridged;
  p.island = IslandShape::Radial;
  p.terraces = 7;
  p.tile = true;
  p.seed = -2147483647 - 1;
  p.time = -0.1;
  const CurvePoint curve[] = {{0.0, 0.05}, {0.3, 0.1}, {0.7, 0.65}, {1.0, 1.0}};
  p.heightCurve = heightCurveOf(curve);
  for (const ParamDesc& d : paramTable()) {
    const std::string text = paramText(d, d.get(p));
    const ParsedParam back = parseParam(d, text);
    EXPECT_EQ(back.error, "") << d.name << " " << text;
    EXPECT_EQ(back.value, d.get(p)) << d.name << " " << text;
  }
  EXPECT_EQ(paramText(*findParam("time"), ParamValue{0.0, true}), "off");
  // Shortest text: what --help and the man page print as defaults.
  EXPECT_EQ(paramText(*findParam("erosion-inertia"), ParamValue{0.05, false}), "0.05");
  EXPECT_EQ(paramText(*findParam("time"), ParamValue{1e6, false}), "1000000");
  EXPECT_EQ(parseParam(*findParam("time"), "off").value, (ParamValue{0.0, true}));
}

TEST(ParamTable, ParseRefusesWithOneSentence) {
  EXPECT_EQ(parseParam(*findParam("warp"), "9").error, "warp must be in [0, 8], got '9'");
  EXPECT_EQ(parseParam(*findParam("warp"), "x").error, "warp needs a finite number, got 'x'");
  EXPECT_EQ(parseParam(*findParam("warp"), "nan").error, "warp needs a finite number, got 'nan'");
  EXPECT_EQ(parseParam(*findParam("octaves"), "2.5").error, "octaves must be in [1, 16], got '2.5'");
  EXPECT_EQ(parseParam(*findParam("terraces"), "1").error, "terraces must be 0 (off) or in [2, 64], got '1'");
  EXPECT_EQ(parseParam(*findParam("terraces"), "0").error, "");
  EXPECT_EQ(parseParam(*findParam("fractal"), "billow").error, "fractal must be fbm or ridged, got 'billow'");
  EXPECT_EQ(parseParam(*findParam("seed"), "2147483648").error,
            "seed must be a whole number in [-2147483648, 2147483647], got '2147483648'");
  EXPECT_EQ(parseParam(*findParam("tile"), "maybe").error,
            "tile must be true or false (or on, off, 1, 0), got 'maybe'");
  EXPECT_EQ(parseParam(*findParam("time"), "soon").error, "time needs off or a finite number, got 'soon'");
  EXPECT_EQ(findParam("warp_frequency"), nullptr);
}

TEST(ParamTable, ClampAndErrorsAgree) {
  for (const ParamDesc& d : paramTable())
    for (double v : {-1e12, -3.0, -0.5, 0.0, 0.4, 1.0, 1.5, 2.0, 17.0, 1e12}) {
      const ParamValue c = clampParamValue(d, ParamValue{v, false});
      EXPECT_EQ(paramValueError(d, c), "") << d.name << " " << v;
      if (paramValueError(d, ParamValue{v, false}).empty()) {
        EXPECT_EQ(c.number, v) << d.name;
      }
    }
}

}  // namespace
}  // namespace noisescope

namespace noisescope {
namespace {

// paramAllowedIn (clampParams' test, the curve read in place) says what
// paramValueAllowed says of the row's copied value, allowed or not.
TEST(ParamTable, TheInPlaceTestAgreesWithTheValuesTest) {
  NoiseParams good;
  const CurvePoint curve[] = {{0.0, 0.2}, {0.5, 0.4}, {1.0, 0.9}};
  good.heightCurve = heightCurveOf(curve);
  NoiseParams bad = good;
  bad.heightCurve.points[1].x = 0.999;  // too close to the end
  bad.octaves = 40;
  for (const NoiseParams& p : {NoiseParams{}, good, bad})
    for (const ParamDesc& d : paramTable()) EXPECT_EQ(paramAllowedIn(d, p), paramValueAllowed(d, d.get(p))) << d.name;
  EXPECT_FALSE(paramAllowedIn(*findParam("height-curve"), bad));
}

}  // namespace
}  // namespace noisescope
