#include "cli/sample_command.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "captured_output.h"
#include "noisescope/noise/fbm.h"

namespace noisescope::cli {
namespace {

using testing::Result;
using testing::capture;

Result run(std::vector<std::string_view> args, const std::string& input) {
  std::istringstream in(input);
  return capture([&](std::FILE* out, std::FILE* err) { return runSample(args, in, out, err); });
}

TEST(Sample, WritesFbmWithDefaultsOnePerLine) {
  const Result r = run({}, "0.25 0.75\n-3.5 2\n");
  ASSERT_EQ(r.code, 0) << r.err;
  const NoiseParams p;
  char expected[128];
  std::snprintf(expected, sizeof expected, "%.17g\n%.17g\n", fbm(p, 0.25, 0.75), fbm(p, -3.5, 2));
  EXPECT_EQ(r.out, expected);
}

TEST(Sample, OptionsReachTheCore) {
  const Result r = run({"--noise", "value", "--fade=cubic", "--octaves", "3", "--lacunarity", "2.5",
                        "--persistence", "0.7", "--seed", "-99", "--no-normalize"},
                       "1.5 2.5\n");
  ASSERT_EQ(r.code, 0) << r.err;
  NoiseParams p;
  p.noise = NoiseKind::Value;
  p.fade = Fade::Cubic;
  p.octaves = 3;
  p.lacunarity = 2.5;
  p.persistence = 0.7;
  p.seed = -99;
  p.normalize = false;
  EXPECT_DOUBLE_EQ(std::strtod(r.out.c_str(), nullptr), fbm(p, 1.5, 2.5));
}

TEST(Sample, GradientNoiseIsOneHalfOnTheLattice) {
  const Result r = run({"--octaves", "1"}, "3 -4\n0 0\n");
  EXPECT_EQ(r.out, "0.5\n0.5\n");
}

// Erosion works on a region: a point has no eroded value, so sample says so,
// whether --erosion asks or a preset brings it.
TEST(Sample, ErosionIsRefusedInOneLine) {
  for (const std::vector<std::string_view>& args : {std::vector<std::string_view>{"--erosion", "1"},
                                                    {"--preset", "eroded-range"},
                                                    {"--thermal-passes", "3"}}) {
    const Result r = run(args, "0.25 0.75\n");
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err,
              "noisescope sample: sample is pointwise and cannot erode: erosion needs the whole region, as "
              "render --erosion runs it\n");
  }
}

TEST(Sample, MalformedLineNamesItsNumberAndFails) {
  for (const char* bad : {"1 2\n3\n", "1 2\n3 x\n", "1 2\n3 4 5\n", "1 2\n\n", "1 2\n1e999 0\n", "1 2\n4,5\n"}) {
    const Result r = run({}, bad);
    EXPECT_EQ(r.code, 2) << bad;
    EXPECT_NE(r.err.find("line 2:"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << "one line: " << r.err;
  }
}

TEST(Sample, ALineIsReadUpToItsLimitAndRefusedPastIt) {
  // Spaces pad a real line to exactly the limit; one byte more is refused
  // without reading on, and so is a line with no end.
  const std::string atLimit = "0.5 0.25" + std::string(kMaxSampleLineBytes - 8, ' ');
  const Result ok = run({}, atLimit + "\n" + atLimit);
  EXPECT_EQ(ok.code, 0) << ok.err;
  EXPECT_EQ(ok.out, run({}, "0.5 0.25\n0.5 0.25\n").out);
  for (const std::string& tooLong : {"0 0\n" + atLimit + " \n1 1\n", "0 0\n" + std::string(300000, '7')}) {
    const Result r = run({}, tooLong);
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out, run({}, "0 0\n").out);  // line 1 was answered
    EXPECT_EQ(r.err, "noisescope sample: line 2: longer than 4096 bytes, which no \"x y\" line is\n");
  }
}

TEST(Sample, ABadLineIsQuotedWithoutItsControlCharacters) {
  const Result r = run({}, "1\x07 2\x1b[31m\r\n");
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "noisescope sample: line 1: expected two numbers \"x y\", got '1? 2?[31m?'\n");
  const Result nul = run({}, std::string("1\0 2\n", 5));
  EXPECT_EQ(nul.err, "noisescope sample: line 1: expected two numbers \"x y\", got '1? 2'\n");
}

TEST(Sample, AcceptsNanAndInfinityAsTheCoreDefinesThem) {
  const Result r = run({}, "nan 0.5\ninf -inf\n");
  ASSERT_EQ(r.code, 0) << r.err;
  const NoiseParams p;
  char expected[128];
  std::snprintf(expected, sizeof expected, "%.17g\n%.17g\n", fbm(p, 0.0, 0.5), fbm(p, 1e9, -1e9));
  EXPECT_EQ(r.out, expected);
}

TEST(Sample, BadOptionsAreOneLineUsageErrors) {
  const std::vector<std::vector<std::string_view>> bad = {
      {"--octaves", "0"},     {"--octaves", "17"},       {"--octaves", "3.5"}, {"--fade", "smooth"},
      {"--noise", "perlin"},  {"--lacunarity", "nan"},   {"--persistence"},    {"--seed", "99999999999"},
      {"--frequency", "0"},   {"--bogus"},               {"stray"},            {"--persistence", "1.5"},
  };
  for (const auto& args : bad) {
    const Result r = run(args, "0 0\n");
    EXPECT_EQ(r.code, 2) << args[0];
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err.rfind("noisescope sample: ", 0), 0u) << r.err;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
  }
}

TEST(Sample, HelpExplainsEveryOption) {
  const Result r = run({"--help"}, "");
  EXPECT_EQ(r.code, 0);
  for (const char* option : {"--noise", "--fade", "--octaves", "--lacunarity", "--persistence", "--seed",
                             "--no-normalize", "--frequency", "--thresholds", "--preset"})
    EXPECT_NE(r.out.find(option), std::string::npos) << option;
}

}  // namespace
}  // namespace noisescope::cli
