// The window icon: the island of packaging/icon.json, equal pixel for pixel
// to the PNG icon `noisescope render` drew for the install at build time.
#include "gui/window_icon.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <tuple>

#include "noisescope/output/colour.h"
#include "io/png_file.h"

namespace noisescope::gui {
namespace {

TEST(WindowIcon, IsOpaqueAndPaintedInTheBandColours) {
  const std::vector<std::uint8_t> rgba = windowIconPixels(48);
  ASSERT_EQ(rgba.size(), 48u * 48u * 4u);
  std::set<std::tuple<int, int, int>> colours;
  for (std::size_t i = 0; i < rgba.size(); i += 4) {
    EXPECT_EQ(rgba[i + 3], 255) << "pixel " << i / 4;
    colours.insert({rgba[i], rgba[i + 1], rgba[i + 2]});
  }
  std::set<std::tuple<int, int, int>> bands;
  for (const Rgb8& c : kBandColours) bands.insert({c.r, c.g, c.b});
  EXPECT_TRUE(std::includes(bands.begin(), bands.end(), colours.begin(), colours.end()));
  EXPECT_EQ(colours.size(), 4u) << "an island shows water, sand, grass and rock";
}

TEST(WindowIcon, EqualsTheInstalledIconOfTheSameSize) {
  for (int size : {16, 32, 48}) {
    const std::string path = std::string(NOISESCOPE_ICON_DIR) + "/" + std::to_string(size) + "x" +
                             std::to_string(size) + "/" + NOISESCOPE_APP_ID + ".png";
    const io::Image png = io::readPng(path);
    ASSERT_EQ(png.width, size);
    ASSERT_EQ(png.height, size);
    ASSERT_EQ(png.channels, 3);
    const std::vector<std::uint8_t> rgba = windowIconPixels(size);
    for (std::size_t p = 0; p < static_cast<std::size_t>(size * size); ++p)
      for (std::size_t c = 0; c < 3; ++c)
        ASSERT_EQ(rgba[4 * p + c], png.pixels[3 * p + c]) << size << "px icon, pixel " << p << " channel " << c;
  }
}

}  // namespace
}  // namespace noisescope::gui
