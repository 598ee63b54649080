#include "cli/explain_command.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "captured_output.h"
#include "noisescope/noise/fbm.h"
#include "noisescope/noise/lattice.h"

namespace noisescope::cli {
namespace {

using testing::Result;
using testing::capture;

Result run(std::vector<std::string_view> args) {
  return capture([&](std::FILE* out, std::FILE* err) { return runExplain(args, out, err); });
}

nlohmann::json runJson(std::vector<std::string_view> args) {
  args.insert(args.begin(), "--json");
  const Result r = run(args);
  EXPECT_EQ(r.code, 0) << r.err;
  return nlohmann::json::parse(r.out);
}

TEST(Explain, TheBooksWorkedExample) {
  const nlohmann::json j = runJson(
      {"--noise", "value", "--fade", "cubic", "--octaves", "1", "--corners", "0.2,0.9,0.6,0.4", "0.25", "0.75"});
  const nlohmann::json& o = j["octaves"][0];
  EXPECT_EQ(o["cell"], nlohmann::json::parse("[0, 0]"));
  EXPECT_DOUBLE_EQ(o["fade"][0].get<double>(), 0.15625);
  EXPECT_DOUBLE_EQ(o["fade"][1].get<double>(), 0.84375);
  EXPECT_DOUBLE_EQ(o["corners"][1]["value"].get<double>(), 0.9);
  EXPECT_DOUBLE_EQ(o["top"].get<double>(), 0.309375);
  EXPECT_DOUBLE_EQ(o["bottom"].get<double>(), 0.56875);
  EXPECT_NEAR(o["noise"].get<double>(), 0.528, 5e-4);
  EXPECT_NEAR(j["fbm"].get<double>(), 0.528, 5e-4);

  const Result text = run(
      {"--noise", "value", "--fade", "cubic", "--octaves", "1", "--corners", "0.2,0.9,0.6,0.4", "0.25", "0.75"});
  EXPECT_NE(text.out.find("lerp(0.2, 0.9, u) = 0.309375"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("fbm = sum of the contributions = 0.528223"), std::string::npos) << text.out;
}

TEST(Explain, FbmIsSamplesValueAndEveryOctaveIsListed) {
  for (const char* noise : {"value", "gradient"}) {
    const nlohmann::json j = runJson({"--noise", noise, "--seed", "-99", "--persistence", "0.7", "--", "-3.7", "12.25"});
    NoiseParams p;
    p.noise = *noiseKindFromName(noise);
    p.seed = -99;
    p.persistence = 0.7;
    EXPECT_EQ(j["fbm"].get<double>(), fbm(p, -3.7, 12.25));
    ASSERT_EQ(j["octaves"].size(), 5u);
    double sum = 0.0;
    for (int o = 0; o < 5; ++o) {
      EXPECT_EQ(j["octaves"][o]["octave"], o);
      EXPECT_EQ(j["octaves"][o]["seed"], octaveSeed(-99, o));
      EXPECT_EQ(j["octaves"][o]["noise"].get<double>(), octaveValue(p, o, -3.7, 12.25));
      sum += j["octaves"][o]["contribution"].get<double>();
    }
    EXPECT_NEAR(sum, j["fbm"].get<double>(), 1e-12);
  }
}

// Worley's text steps show the return's division with the bound that
// distance has (DESIGN.md: B1, B2), so a reader can redo it from F1 and F2.
TEST(Explain, WorleyShowsTheReturnsDivision) {
  struct Case {
    const char* cellReturn;
    const char* distance;
    std::string division;
  };
  for (const Case& c : {Case{"f1", "euclidean", "F1 / 1.41421 = "}, Case{"f2", "chebyshev", "F2 / 1.5 = "},
                        Case{"edge", "manhattan", "(F2 - F1) / 2 = "},
                        Case{"cell", "euclidean", "the nearest cell's own value = "}}) {
    const std::vector<std::string_view> args = {
        "--noise",   "worley", "--cell-return", c.cellReturn, "--cell-distance", c.distance,
        "--octaves", "1",      "0.3",           "0.7"};
    const Result text = run(args);
    ASSERT_EQ(text.code, 0) << text.err;
    const std::size_t at = text.out.find("noise         " + c.division);
    ASSERT_NE(at, std::string::npos) << text.out;
    std::vector<std::string_view> json = args;
    json.insert(json.begin(), "--json");
    const double noise = nlohmann::json::parse(run(json).out)["octaves"][0]["noise"].get<double>();
    EXPECT_NEAR(std::stod(text.out.substr(at + 14 + c.division.size())), noise, 5e-6 * noise)
        << c.cellReturn;  // six digits
  }
}

TEST(Explain, CornersComeInLatticeOrderWithTheirHashes) {
  const nlohmann::json j = runJson({"--octave", "2", "-0.3", "1.6"});
  ASSERT_EQ(j["octaves"].size(), 1u);
  const nlohmann::json& o = j["octaves"][0];
  EXPECT_EQ(o["octave"], 2);
  EXPECT_EQ(o["position"][0].get<double>(), -1.2);
  EXPECT_EQ(o["cell"], nlohmann::json::parse("[-2, 6]"));
  const int expected[4][2] = {{-2, 6}, {-1, 6}, {-2, 7}, {-1, 7}};
  for (int k = 0; k < 4; ++k) {
    const nlohmann::json& c = o["corners"][k];
    EXPECT_EQ(c["lattice"][0], expected[k][0]);
    EXPECT_EQ(c["lattice"][1], expected[k][1]);
    EXPECT_EQ(c["hash"].get<std::uint32_t>(), latticeHash(expected[k][0], expected[k][1], octaveSeed(7, 2)));
    const Gradient g = latticeGradient(expected[k][0], expected[k][1], octaveSeed(7, 2));
    EXPECT_EQ(c["gradient"][0].get<double>(), g.x);
    EXPECT_EQ(c["gradient"][1].get<double>(), g.y);
    EXPECT_FALSE(c.contains("value"));
  }
}

TEST(Explain, GradientNoiseIsOneHalfAtLatticePoints) {
  for (const char* point : {"0", "3", "-5"}) {
    const nlohmann::json j = runJson({"--octaves", "1", "--fade", "linear", point, "4"});
    EXPECT_EQ(j["fbm"].get<double>(), 0.5);
    EXPECT_EQ(j["octaves"][0]["corners"][0]["dot"].get<double>(), 0.0);
  }
}

TEST(Explain, BadInputIsOneLineAndExitTwo) {
  const std::vector<std::vector<std::string_view>> bad = {
      {},
      {"1"},
      {"1", "2", "3"},
      {"x", "2"},
      {"1", "nan"},
      {"--octave", "5", "1", "2"},
      {"--octave", "-1", "1", "2"},
      {"--corners", "0.2,0.9,0.6", "--noise", "value", "1", "2"},
      {"--corners", "0.2,0.9,0.6,1.5", "--noise", "value", "1", "2"},
      {"--corners", "0.2,0.9,0.6,0.4", "1", "2"},
      {"--frequency", "4", "1", "2"},
      {"--view", "bands", "1", "2"},
  };
  for (const auto& args : bad) {
    const Result r = run(args);
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.out.empty());
    ASSERT_FALSE(r.err.empty());
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
  }
}

}  // namespace
}  // namespace noisescope::cli
