// `noisescope scatter`: the rows are core's points, chunks written apart join
// into the whole map, JSON says the same as CSV, biome names read back.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "../io/test_folder.h"
#include "captured_output.h"
#include "cli/scatter_command.h"

namespace noisescope::cli {
namespace {

using io::testing::readAll;
using io::testing::TempFolder;
using testing::capture;

testing::Result scatter(std::vector<std::string> words) {
  std::vector<std::string_view> views(words.begin(), words.end());
  return capture([&](std::FILE* out, std::FILE* err) { return runScatter(views, out, err); });
}

std::vector<std::string> rowsOf(const std::string& csv) {
  std::vector<std::string> rows;
  std::istringstream in(csv);
  for (std::string line; std::getline(in, line);) rows.push_back(line);
  return rows;
}

TEST(Scatter, WritesCoresPointsOnePerRowWithAHeader) {
  TempFolder dir;
  const auto r = scatter({"--frequency", "3", "--spacing", "0.05", "--biome-spacing",
                          "forest=0.03,bare-rock=0", "-o", dir.file("trees.csv")});
  ASSERT_EQ(r.code, 0) << r.err;
  const std::vector<std::string> rows = rowsOf(readAll(dir.file("trees.csv")));
  ASSERT_GT(rows.size(), 100u);
  EXPECT_EQ(rows[0], "x,y,biome,elevation,slope");
  ScatterSettings s;
  s.spacing = 0.05;
  s.biomeSpacing[static_cast<int>(Biome::Forest)] = 0.03;
  s.biomeSpacing[static_cast<int>(Biome::BareRock)] = 0;
  NoiseParams p;
  p.frequency = 3;
  const auto points = scatterPoints(p, Thresholds{}, BiomeCuts{}, s, ScatterRegion{});
  ASSERT_EQ(rows.size(), points.size() + 1);
  EXPECT_NE(r.out.find(std::to_string(points.size()) + " points"), std::string::npos);
  for (std::size_t i = 0; i < points.size(); ++i) {
    double x = 0, y = 0;
    char biome[32] = {};
    ASSERT_EQ(std::sscanf(rows[i + 1].c_str(), "%lf,%lf,%31[^,]", &x, &y, biome), 3) << rows[i + 1];
    EXPECT_EQ(x, points[i].x);
    EXPECT_EQ(y, points[i].y);
    EXPECT_EQ(biome, scatterBiomeWord(points[i].biome));
    EXPECT_NE(std::string(biome), "bare-rock");
  }
}

TEST(Scatter, ChunksWrittenApartHoldTheRowsOfTheWholeMap) {
  TempFolder dir;
  ASSERT_EQ(scatter({"--spacing", "0.04", "-o", dir.file("all.csv")}).code, 0);
  std::vector<std::string> joined;
  for (const char* region : {"0,0,0.5,1", "0.5,0,1,1"}) {
    ASSERT_EQ(scatter({"--spacing", "0.04", "--region", region, "-o", dir.file("part.csv"), "--force"}).code,
              0);
    const auto rows = rowsOf(readAll(dir.file("part.csv")));
    joined.insert(joined.end(), rows.begin() + 1, rows.end());
  }
  auto all = rowsOf(readAll(dir.file("all.csv")));
  all.erase(all.begin());
  std::sort(all.begin(), all.end());
  std::sort(joined.begin(), joined.end());
  EXPECT_EQ(joined, all);
}

TEST(Scatter, JsonCarriesTheSamePoints) {
  TempFolder dir;
  ASSERT_EQ(scatter({"--spacing", "0.05", "--method", "jitter", "-o", dir.file("p.csv")}).code, 0);
  ASSERT_EQ(scatter({"--spacing", "0.05", "--method", "jitter", "-o", dir.file("p.json")}).code, 0);
  const auto rows = rowsOf(readAll(dir.file("p.csv")));
  const auto json = nlohmann::json::parse(readAll(dir.file("p.json")));
  ASSERT_EQ(json.at("points").size() + 1, rows.size());
  const auto& first = json.at("points").at(0);
  double x = 0;
  std::sscanf(rows[1].c_str(), "%lf", &x);
  EXPECT_EQ(first.at("x").get<double>(), x);
  EXPECT_GE(first.at("slope").get<double>(), 0.0);
  EXPECT_LT(first.at("slope").get<double>(), 90.0);
}

TEST(Scatter, APresetsScatterSettingsAreTheBaseTheOptionsChange) {
  TempFolder dir;
  io::testing::writeText(
      dir.file("p.json"),
      R"({"noisescope_preset": 2, "scatter": {"spacing": 0.04, "biome-spacing": {"forest": 0.02}}})");
  ASSERT_EQ(scatter({"--preset", dir.file("p.json"), "-o", dir.file("a.csv")}).code, 0);
  ASSERT_EQ(scatter({"--spacing", "0.04", "--biome-spacing", "forest=0.02", "-o", dir.file("b.csv")}).code,
            0);
  EXPECT_EQ(readAll(dir.file("a.csv")), readAll(dir.file("b.csv")));
  ASSERT_EQ(scatter({"--preset", dir.file("p.json"), "--spacing", "0.05", "-o", dir.file("c.csv")}).code, 0);
  EXPECT_NE(readAll(dir.file("a.csv")), readAll(dir.file("c.csv")));
}

TEST(Scatter, BiomeSpacingsReadEveryTableName) {
  ScatterSettings s;
  std::string text;
  for (int b = 0; b < kBiomeCount; ++b) {
    if (b > 0) text += ',';
    text += scatterBiomeWord(static_cast<Biome>(b));
    text += '=';
    text += std::to_string(0.01 * (b + 1));
  }
  readBiomeSpacings("--biome-spacing", text, s);
  for (int b = 0; b < kBiomeCount; ++b)
    EXPECT_DOUBLE_EQ(s.biomeSpacing[static_cast<std::size_t>(b)], 0.01 * (b + 1));
}

}  // namespace
}  // namespace noisescope::cli
