// `noisescope chunks`: its rows are core's chunks, JSON says what CSV says,
// and `render --view chunks` paints each chunk the colour of its row's biome.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "../io/test_folder.h"
#include "captured_output.h"
#include "cli/chunks_command.h"
#include "cli/render_command.h"
#include "noisescope/output/colour.h"
#include "noisescope/terrain/chunks.h"
#include "noisescope/terrain/scatter.h"
#include "io/png_file.h"

namespace noisescope::cli {
namespace {

using io::testing::readAll;
using io::testing::TempFolder;
using testing::capture;

testing::Result run(int (*command)(std::span<const std::string_view>, std::FILE*, std::FILE*),
                    std::vector<std::string> words) {
  std::vector<std::string_view> views(words.begin(), words.end());
  return capture([&](std::FILE* out, std::FILE* err) { return command(views, out, err); });
}

std::vector<std::string> linesOf(const std::string& text) {
  std::vector<std::string> rows;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) rows.push_back(line);
  return rows;
}

TEST(ChunksCommand, WritesCoresChunksOnePerRowWithAHeader) {
  TempFolder dir;
  const auto r = run(runChunks, {"--frequency", "3", "--seed", "5", "--chunk", "0.125", "--region",
                                 "-0.1,0,0.5,0.3", "-o", dir.file("layout.csv")});
  ASSERT_EQ(r.code, 0) << r.err;
  const std::vector<std::string> rows = linesOf(readAll(dir.file("layout.csv")));
  EXPECT_EQ(rows[0], "i,j,x,y,biome,elevation,moisture");
  NoiseParams p;
  p.frequency = 3;
  p.seed = 5;
  const std::vector<ChunkBiome> want = chunkLayout(p, {}, {}, 0.125, MapRegion{-0.1, 0, 0.5, 0.3});
  ASSERT_EQ(rows.size(), want.size() + 1);
  EXPECT_NE(r.out.find(std::to_string(want.size()) + " chunks"), std::string::npos);
  for (std::size_t k = 0; k < want.size(); ++k) {
    long long i = 0, j = 0;
    double x = 0, y = 0, e = 0, w = 0;
    char biome[32] = {};
    ASSERT_EQ(std::sscanf(rows[k + 1].c_str(), "%lld,%lld,%lf,%lf,%31[^,],%lf,%lf", &i, &j, &x, &y, biome, &e, &w),
              7)
        << rows[k + 1];
    EXPECT_EQ(i, want[k].index.i);
    EXPECT_EQ(j, want[k].index.j);
    EXPECT_EQ(x, want[k].centre.x);
    EXPECT_EQ(e, want[k].elevation);
    EXPECT_EQ(w, want[k].moisture);
    EXPECT_EQ(biome, scatterBiomeWord(want[k].biome));
  }
}

TEST(ChunksCommand, JsonHoldsTheSameRows) {
  TempFolder dir;
  ASSERT_EQ(run(runChunks, {"--chunk", "0.25", "-o", dir.file("c.csv")}).code, 0);
  ASSERT_EQ(run(runChunks, {"--chunk", "0.25", "-o", dir.file("c.json")}).code, 0);
  const std::vector<std::string> rows = linesOf(readAll(dir.file("c.csv")));
  const nlohmann::json j = nlohmann::json::parse(readAll(dir.file("c.json")));
  ASSERT_EQ(j.at("chunks").size(), rows.size() - 1);
  for (std::size_t k = 0; k < j.at("chunks").size(); ++k) {
    const nlohmann::json& c = j["chunks"][k];
    std::string line = std::to_string(c["i"].get<long long>());
    line.append(",").append(std::to_string(c["j"].get<long long>())).append(",");
    EXPECT_EQ(rows[k + 1].rfind(line, 0), 0u) << rows[k + 1];
    std::string biome = ",";
    biome.append(c["biome"].get<std::string>()).append(",");
    EXPECT_NE(rows[k + 1].find(biome), std::string::npos);
  }
}

TEST(ChunksCommand, TheChunksViewPaintsEachChunkInItsRowsBiome) {
  TempFolder dir;
  ASSERT_EQ(run(runChunks, {"--chunk", "0.125", "-o", dir.file("c.csv")}).code, 0);
  const auto r = run(runRender, {"--view", "chunks", "--chunk", "0.125", "--size", "128x128", "-o", dir.file("c.png")});
  ASSERT_EQ(r.code, 0) << r.err;
  const io::Image image = io::readPng(dir.file("c.png"));
  const std::vector<std::string> rows = linesOf(readAll(dir.file("c.csv")));
  ASSERT_EQ(rows.size(), 65u);  // 8 x 8 chunks, 16 pixels each
  for (std::size_t k = 1; k < rows.size(); ++k) {
    long long i = 0, j = 0;
    char biome[32] = {};
    ASSERT_EQ(std::sscanf(rows[k].c_str(), "%lld,%lld,%*f,%*f,%31[^,]", &i, &j, biome), 3);
    const Rgb8 want = kBiomeColours[static_cast<int>(*biomeFromScatterWord(biome))];
    for (int y = static_cast<int>(j) * 16 + 1; y < (j + 1) * 16; y += 7)
      for (int x = static_cast<int>(i) * 16 + 1; x < (i + 1) * 16; x += 7) {
        const std::size_t at = (static_cast<std::size_t>(y) * 128 + x) * 3;
        ASSERT_EQ(image.pixels[at], want.r) << "chunk " << i << "," << j;
        ASSERT_EQ(image.pixels[at + 1], want.g);
        ASSERT_EQ(image.pixels[at + 2], want.b);
      }
  }
}

}  // namespace
}  // namespace noisescope::cli
