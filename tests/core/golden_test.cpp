// Golden values: a small table of fbm() values and the hash of whole fields,
// kept in tests/golden/core_golden.csv. They catch any change to the numbers
// a user would see. To change them on purpose (after a deliberate change to
// the noise definition), run
//   NOISESCOPE_UPDATE_GOLDEN=1 build/tests/core/core_golden_test
// which rewrites the file, then review the diff and commit it.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "noisescope/fill/field.h"
#include "noisescope/noise/fbm.h"

namespace noisescope {
namespace {

const std::string kGoldenPath = std::string(NOISESCOPE_SOURCE_DIR) + "/tests/golden/core_golden.csv";

struct Case {
  NoiseParams params;
  double x, y;
};

std::vector<Case> valueCases() {
  std::vector<Case> cases;
  const double points[][2] = {{0.25, 0.75}, {-0.5, 3.125}, {17.3, -42.9}, {1e6 + 0.3, -1e6 - 0.7}, {0.0, 0.0}};
  for (NoiseKind kind : {NoiseKind::Value, NoiseKind::Gradient})
    for (Fade fade : kAllFades)
      for (const auto& pt : points) {
        NoiseParams p;
        p.noise = kind;
        p.fade = fade;
        p.octaves = fade == Fade::Cubic ? 3 : 5;
        p.normalize = fade != Fade::Linear;
        cases.push_back({p, pt[0], pt[1]});
      }
  return cases;
}

// FNV-1a over the float bit patterns: any change of any value changes it.
std::uint64_t fieldHash(const std::vector<float>& values) {
  std::uint64_t h = 1469598103934665603ull;
  for (float v : values) {
    std::uint32_t bits;
    std::memcpy(&bits, &v, sizeof bits);
    for (int i = 0; i < 4; ++i) {
      h ^= (bits >> (8 * i)) & 0xFFu;
      h *= 1099511628211ull;
    }
  }
  return h;
}

std::vector<std::pair<std::string, std::uint64_t>> fieldHashes() {
  std::vector<std::pair<std::string, std::uint64_t>> out;
  for (NoiseKind kind : {NoiseKind::Value, NoiseKind::Gradient}) {
    NoiseParams p;
    p.noise = kind;
    p.octaves = 8;
    const FieldSpec spec{128, 96, defaultCamera(128, 96), kWholeFbm};
    out.emplace_back(std::string(noiseKindName(kind)) + "-fbm-128x96", fieldHash(renderField(p, spec)));
    const FieldSpec octave{64, 64, Camera{-3.5, 2.25, 0.75}, 3};
    out.emplace_back(std::string(noiseKindName(kind)) + "-octave3-64x64", fieldHash(renderField(p, octave)));
  }
  // Erosion (erosion.h): the droplets and talus passes, and the flow mask, the same on every path and build.
  NoiseParams eroded;
  eroded.erosion = 1.0;
  eroded.erosionSeed = 11;
  eroded.thermalPasses = 5;
  FieldSpec spec{128, 96, defaultCamera(128, 96), kWholeFbm};
  out.emplace_back("gradient-eroded-128x96", fieldHash(renderField(eroded, spec)));
  spec.layer = FieldLayer::Flow;
  out.emplace_back("gradient-eroded-flow-128x96", fieldHash(renderField(eroded, spec)));
  return out;
}

std::string render() {
  std::ostringstream s;
  char line[256];
  for (const Case& c : valueCases()) {
    std::snprintf(line, sizeof line, "value,%s,%s,%d,%d,%.17g,%.17g,%.17g\n", std::string(noiseKindName(c.params.noise)).c_str(),
                  std::string(fadeName(c.params.fade)).c_str(), c.params.octaves, c.params.normalize ? 1 : 0, c.x, c.y,
                  fbm(c.params, c.x, c.y));
    s << line;
  }
  for (const auto& [name, hash] : fieldHashes()) {
    std::snprintf(line, sizeof line, "field,%s,%016llx\n", name.c_str(), static_cast<unsigned long long>(hash));
    s << line;
  }
  return s.str();
}

TEST(Golden, ValuesAndFieldHashesAreUnchanged) {
  if (std::getenv("NOISESCOPE_UPDATE_GOLDEN")) {
    std::ofstream(kGoldenPath) << render();
    GTEST_SKIP() << "rewrote " << kGoldenPath;
  }
  std::ifstream in(kGoldenPath);
  ASSERT_TRUE(in) << "missing " << kGoldenPath;
  std::stringstream stored;
  stored << in.rdbuf();
  std::istringstream want(stored.str()), got(render());
  std::string a, b;
  int line = 0;
  while (std::getline(want, a)) {
    ++line;
    ASSERT_TRUE(std::getline(got, b)) << "golden file has more lines than the code produces";
    EXPECT_EQ(a, b) << "golden line " << line;
  }
  EXPECT_FALSE(std::getline(got, b)) << "the code produces more lines than the golden file";
}

}  // namespace
}  // namespace noisescope
