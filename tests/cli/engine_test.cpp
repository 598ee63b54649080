// `render --engine unity|unreal`, splat maps and tiles: files as engines import them.
// Unity's RAW is the r16 samples with the rows from the bottom (its first row
// is the terrain's south edge); Unreal's PNG is the png16 samples; each takes
// its square sizes alone and a refusal names the nearest one.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "../io/test_folder.h"
#include "captured_output.h"
#include "cli/render_command.h"
#include "noisescope/terrain/bands.h"
#include "io/export_formats.h"
#include "io/png_file.h"

namespace noisescope::cli {
namespace {

using io::testing::readAll;
using io::testing::TempFolder;
using testing::capture;

testing::Result render(const std::vector<std::string>& args) {
  const std::vector<std::string_view> words(args.begin(), args.end());
  return capture([&](std::FILE* out, std::FILE* err) { return runRender(words, out, err); });
}

int le16(const std::string& raw, std::size_t i) {
  return static_cast<unsigned char>(raw[2 * i]) | (static_cast<unsigned char>(raw[2 * i + 1]) << 8);
}

TEST(Engine, UnityRawIsR16WithTheBottomRowFirst) {
  TempFolder dir;
  const std::vector<std::string> map = {"--preset", "island", "--size", "33x33"};
  auto with = [&](std::vector<std::string> more) {
    std::vector<std::string> all = map;
    all.insert(all.end(), more.begin(), more.end());
    return all;
  };
  ASSERT_EQ(render(with({"-o", dir.file("top.r16")})).code, 0);
  const testing::Result r = render(with({"--engine", "unity", "-o", dir.file("terrain.raw")}));
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string top = readAll(dir.file("top.r16")), unity = readAll(dir.file("terrain.raw"));
  ASSERT_EQ(unity.size(), 33u * 33u * 2u);
  for (std::size_t y = 0; y < 33; ++y)
    for (std::size_t x = 0; x < 33; ++x)
      ASSERT_EQ(le16(unity, y * 33 + x), le16(top, (32 - y) * 33 + x)) << x << "," << y;
  EXPECT_NE(top, unity) << "an island that reads the same upside down tests nothing";
  EXPECT_NE(readAll(dir.file("terrain.raw.json")).find("bottom row first"), std::string::npos);
  // The name says the format, and the sidecar makes it again.
  ASSERT_EQ(render(with({"-o", dir.file("named.raw")})).code, 0);
  EXPECT_EQ(readAll(dir.file("named.raw")), unity);
  ASSERT_EQ(render({"--from", dir.file("terrain.raw"), "-o", dir.file("again.raw")}).code, 0);
  EXPECT_EQ(readAll(dir.file("again.raw")), unity);
}

TEST(Engine, UnrealPngIsThePng16Samples) {
  TempFolder dir;
  ASSERT_EQ(render({"--size", "127x127", "--format", "png16", "-o", dir.file("h.png")}).code, 0);
  const testing::Result r = render({"--size", "127x127", "--engine", "unreal", "-o", dir.file("u.png")});
  ASSERT_EQ(r.code, 0) << r.err;
  const io::Image a = io::readPng(dir.file("h.png")), b = io::readPng(dir.file("u.png"));
  EXPECT_EQ(b.bitDepth, 16);
  EXPECT_EQ(b.channels, 1);
  EXPECT_EQ(a.pixels, b.pixels);
}

TEST(Engine, EachTakesItsSquareSizesAndNamesTheNearest) {
  TempFolder dir;
  struct Case {
    std::vector<std::string> args;
    std::string message;
  };
  const std::vector<Case> cases = {
      {{"--engine", "unity", "--size", "1024x1024"}, "1024x1024 is not; the nearest is 1025x1025"},
      {{"--engine", "unity", "--size", "1025x513"}, "1025x513 is not; the nearest is 1025x1025"},
      {{"--engine", "unity", "--size", "9000x9000"}, "the nearest is 4097x4097"},
      {{"--engine", "unreal", "--size", "1000x1000"}, "1000x1000 is not; the nearest is 1009x1009"},
      {{"--engine", "unreal", "--size", "8000x8000"}, "the nearest is 8129x8129"},
      {{"--engine", "cryengine"}, "--engine must be unity, unreal or godot, got 'cryengine'"},
      {{"--engine", "unity", "--format", "r16"}, "give one of --format and --engine, once"},
  };
  for (const Case& c : cases) {
    std::vector<std::string> args = c.args;
    args.insert(args.end(), {"-o", dir.file("x.raw")});
    if (c.args[1] == "unreal") args.back() = dir.file("x.png");
    const testing::Result r = render(args);
    EXPECT_EQ(r.code, 2) << args[1] << " " << args[3];
    EXPECT_NE(r.err.find(c.message), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
  }
  EXPECT_EQ(dir.entryCount(), 0u);
}

TEST(Engine, GodotIsR16NamedWithItsSizeAndRange) {
  TempFolder dir;
  const std::vector<std::string> map = {"--preset", "island", "--size", "64x48"};
  auto with = [&](std::vector<std::string> more) {
    std::vector<std::string> all = map;
    all.insert(all.end(), more.begin(), more.end());
    return all;
  };
  ASSERT_EQ(render(with({"-o", dir.file("plain.r16")})).code, 0);
  const testing::Result r = render(with({"--engine", "godot", "-o", dir.file("island.r16")}));
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string named = dir.file("island_64x48_0..1.r16");
  EXPECT_EQ(r.out.rfind("wrote " + named + " (", 0), 0u) << r.out;
  EXPECT_EQ(readAll(named), readAll(dir.file("plain.r16")));
  EXPECT_NE(readAll(named + ".json").find("\"format\": \"godot\""), std::string::npos);
  EXPECT_FALSE(std::filesystem::exists(dir.file("island.r16")));

  // Stretched, the name carries the measured range the samples span.
  ASSERT_EQ(render(with({"--stretch", "-o", dir.file("plain-stretched.r16")})).code, 0);
  const testing::Result stretched =
      render(with({"--engine", "godot", "--stretch", "-o", dir.file("stretched.r16")}));
  ASSERT_EQ(stretched.code, 0) << stretched.err;
  const std::size_t at = stretched.out.find("stretched_64x48_");
  ASSERT_NE(at, std::string::npos) << stretched.out;
  const std::string name = stretched.out.substr(at, stretched.out.find(' ', at) - at);
  double low = 0, high = 0;
  ASSERT_EQ(std::sscanf(name.c_str(), "stretched_64x48_%lf..%lf.r16", &low, &high), 2) << name;
  EXPECT_LT(low, high);
  EXPECT_TRUE(low > 0.0 || high < 1.0) << "a measured range, not the stated [0, 1]: " << name;
  EXPECT_EQ(readAll(dir.file(name)), readAll(dir.file("plain-stretched.r16")));

  const testing::Result tiled =
      render(with({"--engine", "godot", "--tiles", "2x2", "-o", dir.file("t.r16")}));
  EXPECT_EQ(tiled.code, 2);
  EXPECT_NE(tiled.err.find("godot is one heightmap"), std::string::npos) << tiled.err;
}

TEST(Engine, SizeAndRangePathKeepsTheFolderAndExtension) {
  EXPECT_EQ(io::sizeAndRangePath("maps/island.r16", 1024, 1024, 0.0, 1.0), "maps/island_1024x1024_0..1.r16");
  EXPECT_EQ(io::sizeAndRangePath("heights", 513, 257, -0.125, 0.875), "heights_513x257_-0.125..0.875");
  EXPECT_EQ(io::sizeAndRangePath("a.b/c", 2, 2, 0.0, 1.0), "a.b/c_2x2_0..1");
}

TEST(Engine, SplatMapsHoldEachPixelsBandWeights) {
  TempFolder dir;
  const std::vector<std::string> map = {"--preset", "island", "--view", "bands", "--size", "48x40"};
  auto with = [&](std::vector<std::string> more) {
    std::vector<std::string> all = map;
    all.insert(all.end(), more.begin(), more.end());
    return all;
  };
  ASSERT_EQ(render(with({"-o", dir.file("e.f32")})).code, 0);
  const testing::Result r =
      render(with({"--format", "splat", "--splat-blend", "0.08", "-o", dir.file("s.png")}));
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string floats = readAll(dir.file("e.f32"));
  const io::Image splat = io::readPng(dir.file("s.png"));
  ASSERT_EQ(splat.channels, 4);
  ASSERT_EQ(floats.size(), 48u * 40u * 4u);
  int blended = 0;
  for (std::size_t i = 0; i < 48u * 40u; ++i) {
    float v = 0;
    std::memcpy(&v, floats.data() + 4 * i, 4);
    const std::array<std::uint8_t, 4> want = bandWeights(v, Thresholds{}, 0.08);
    int sum = 0, nonzero = 0;
    for (std::size_t c = 0; c < 4; ++c) {
      ASSERT_EQ(splat.pixels[4 * i + c], want[c]) << "pixel " << i << " channel " << c;
      sum += splat.pixels[4 * i + c];
      nonzero += splat.pixels[4 * i + c] > 0;
    }
    ASSERT_EQ(sum, 255);
    blended += nonzero > 1;
  }
  EXPECT_GT(blended, 20) << "a blend that shares no pixel tests nothing";
  ASSERT_EQ(render({"--from", dir.file("s.png"), "-o", dir.file("again.png")}).code, 0);
  EXPECT_EQ(readAll(dir.file("again.png")), readAll(dir.file("s.png")));
  const testing::Result moisture =
      render({"--view", "moisture", "--format", "splat", "-o", dir.file("m.png")});
  EXPECT_EQ(moisture.code, 2);
  EXPECT_EQ(moisture.err,
            "noisescope render: format splat weighs the elevation's bands, and view moisture is not the "
            "elevation\n");
}

int sample16(const io::Image& png, int x, int y) {
  const std::size_t at = (static_cast<std::size_t>(y) * png.width + x) * 2;
  return (png.pixels[at] << 8) | png.pixels[at + 1];
}

// Tiles are cut from one render of the whole: each pixel is the whole map's,
// so neighbours share their edge row or column to the bit.
TEST(Engine, TilesShareTheirEdgesAndAreTheWholeMapCut) {
  TempFolder dir;
  const std::vector<std::string> map = {"--preset", "island", "--format", "png16", "--stretch"};
  auto with = [&](std::vector<std::string> more) {
    std::vector<std::string> all = map;
    all.insert(all.end(), more.begin(), more.end());
    return all;
  };
  const testing::Result r = render(with({"--size", "17x13", "--tiles", "3x2", "-o", dir.file("t.png")}));
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("6 tiles"), std::string::npos) << r.out;
  ASSERT_EQ(render(with({"--size", "49x25", "-o", dir.file("whole.png")})).code, 0);
  const io::Image whole = io::readPng(dir.file("whole.png"));
  for (int ty = 0; ty < 2; ++ty)
    for (int tx = 0; tx < 3; ++tx) {
      const io::Image tile =
          io::readPng(dir.file("t_" + std::to_string(tx) + "_" + std::to_string(ty) + ".png"));
      ASSERT_EQ(tile.width, 17);
      ASSERT_EQ(tile.height, 13);
      for (int y = 0; y < 13; ++y)
        for (int x = 0; x < 17; ++x)
          ASSERT_EQ(sample16(tile, x, y), sample16(whole, tx * 16 + x, ty * 12 + y))
              << "tile " << tx << "," << ty << " pixel " << x << "," << y;
    }
  // A tile's metadata is the view of its own pixels: rendered again alone, it
  // samples the same points to the last bits of the view's centre. (A
  // stretched tile again is stretched over its own range, not the whole's.)
  ASSERT_EQ(render({"--preset", "island", "--format", "png16", "--size", "17x13", "--tiles", "3x2", "-o",
                    dir.file("plain.png")})
                .code,
            0);
  ASSERT_EQ(render({"--from", dir.file("plain_2_1.png"), "-o", dir.file("again.png")}).code, 0);
  const io::Image tile = io::readPng(dir.file("plain_2_1.png")), again = io::readPng(dir.file("again.png"));
  for (int y = 0; y < 13; ++y)
    for (int x = 0; x < 17; ++x) EXPECT_NEAR(sample16(again, x, y), sample16(tile, x, y), 1) << x << "," << y;
}

TEST(Engine, UnityTilesCountFromTheSouth) {
  TempFolder dir;
  ASSERT_EQ(render({"--preset", "island", "--engine", "unity", "--size", "33x33", "--tiles", "2x2", "-o",
                    dir.file("u.raw")})
                .code,
            0);
  ASSERT_EQ(
      render({"--preset", "island", "--format", "r16", "--size", "65x65", "-o", dir.file("whole.r16")}).code,
      0);
  const std::string whole = readAll(dir.file("whole.r16"));
  for (int ty = 0; ty < 2; ++ty)
    for (int tx = 0; tx < 2; ++tx) {
      const std::string tile =
          readAll(dir.file("u_" + std::to_string(tx) + "_" + std::to_string(ty) + ".raw"));
      ASSERT_EQ(tile.size(), 33u * 33u * 2u);
      // File row r of tile (tx, ty) is image row 64 - (32 ty + r) of the whole.
      for (std::size_t row = 0; row < 33; ++row)
        for (std::size_t x = 0; x < 33; ++x)
          ASSERT_EQ(le16(tile, row * 33 + x), le16(whole, (64 - (32 * ty + row)) * 65 + 32 * tx + x))
              << "tile " << tx << "," << ty;
    }
}

TEST(Engine, ATilingThatCannotBeWrittenWritesNothing) {
  TempFolder dir;
  std::FILE* f = std::fopen(dir.file("t_1_0.png").c_str(), "w");
  ASSERT_NE(f, nullptr);
  std::fputs("keep", f);
  std::fclose(f);
  const testing::Result r = render({"--size", "9x9", "--tiles", "2x2", "-o", dir.file("t.png")});
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("t_1_0.png"), std::string::npos) << r.err;
  EXPECT_EQ(dir.entryCount(), 1u);
  EXPECT_EQ(readAll(dir.file("t_1_0.png")), "keep");
  const testing::Result big = render({"--size", "8193x8193", "--tiles", "3x1", "-o", dir.file("b.png")});
  EXPECT_EQ(big.code, 2);
  EXPECT_NE(big.err.find("make 24577x8193 pixels"), std::string::npos) << big.err;
}

}  // namespace
}  // namespace noisescope::cli
