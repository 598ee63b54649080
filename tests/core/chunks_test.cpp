// chunks.h's promises: a chunk's values are the point functions' at its
// centre, the same whatever region asked, and a chunked field paints every
// pixel with its own chunk's value.
#include "noisescope/terrain/chunks.h"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

#include "noisescope/fill/field.h"
#include "noisescope/terrain/terrain.h"

namespace noisescope {
namespace {

NoiseParams params() {
  NoiseParams p;
  p.frequency = 3;
  p.seed = 11;
  p.warp = 0.6;
  p.island = IslandShape::Square;
  return p;
}

TEST(Chunks, IndexAndCentreFollowTheGridFromTheOrigin) {
  EXPECT_EQ(chunkAt(0.0, 0.0, 0.25), (ChunkIndex{0, 0}));
  EXPECT_EQ(chunkAt(0.2499, 0.25, 0.25), (ChunkIndex{0, 1}));
  EXPECT_EQ(chunkAt(-0.01, -0.26, 0.25), (ChunkIndex{-1, -2}));
  const MapPoint c = chunkCentre(ChunkIndex{-1, 3}, 0.25);
  EXPECT_EQ(c.x, -0.125);
  EXPECT_EQ(c.y, 0.875);
}

TEST(Chunks, EachChunkIsThePointFunctionsAtItsCentre) {
  const NoiseParams p = params();
  const Thresholds t{};
  const BiomeCuts cuts{};
  const double size = 1.0 / 8;
  const std::vector<ChunkBiome> layout = chunkLayout(p, t, cuts, size, MapRegion{-0.3, 0.1, 0.9, 0.7});
  // Columns -3..7, rows 0..5: every chunk the region overlaps, rows from the top.
  ASSERT_EQ(layout.size(), 11u * 6u);
  EXPECT_EQ(layout.front().index, (ChunkIndex{-3, 0}));
  EXPECT_EQ(layout[1].index, (ChunkIndex{-2, 0}));
  EXPECT_EQ(layout.back().index, (ChunkIndex{7, 5}));
  int biomes[kBiomeCount] = {};
  for (const ChunkBiome& c : layout) {
    const double px = c.centre.x * p.frequency, py = c.centre.y * p.frequency;
    EXPECT_EQ(c.elevation, elevation(p, px, py));
    EXPECT_EQ(c.moisture, moisture(p, px, py));
    EXPECT_EQ(c.biome, biomeAt(p, t, cuts, px, py));
    ++biomes[static_cast<int>(c.biome)];
  }
  int distinct = 0;
  for (int n : biomes) distinct += n > 0;
  EXPECT_GE(distinct, 3) << "a layout of one biome would test little";
}

TEST(Chunks, AChunkIsTheSameWhateverRegionAsked) {
  const NoiseParams p = params();
  const double size = 0.05;
  const std::vector<ChunkBiome> wide = chunkLayout(p, {}, {}, size, MapRegion{0, 0, 1, 1});
  const std::vector<ChunkBiome> part = chunkLayout(p, {}, {}, size, MapRegion{0.31, 0.52, 0.49, 0.61});
  ASSERT_FALSE(part.empty());
  for (const ChunkBiome& c : part) {
    const std::size_t at = static_cast<std::size_t>(c.index.j) * 20 + static_cast<std::size_t>(c.index.i);
    ASSERT_LT(at, wide.size());
    EXPECT_EQ(wide[at].index, c.index);
    EXPECT_EQ(wide[at].elevation, c.elevation);
    EXPECT_EQ(wide[at].biome, c.biome);
  }
}

TEST(Chunks, AChunkedFieldPaintsEachPixelWithItsChunk) {
  const NoiseParams p = params();
  FieldSpec spec{97, 61, Camera{0.4, 0.3, 1.7}, kWholeFbm};
  spec.chunk = 0.07;
  for (FieldLayer layer : {FieldLayer::Elevation, FieldLayer::Moisture, FieldLayer::Biome}) {
    spec.layer = layer;
    const std::vector<float> field = renderField(p, spec);
    for (int y = 0; y < spec.height; y += 3)
      for (int x = 0; x < spec.width; x += 2) {
        const MapPoint m = pixelToMap(spec.camera, spec.width, spec.height, x, y);
        const MapPoint c = chunkCentre(chunkAt(m.x, m.y, spec.chunk), spec.chunk);
        const double px = c.x * p.frequency, py = c.y * p.frequency;
        const double want = layer == FieldLayer::Elevation ? elevation(p, px, py)
                            : layer == FieldLayer::Moisture
                                ? moisture(p, px, py)
                                : static_cast<double>(static_cast<int>(biomeAt(p, {}, {}, px, py)));
        ASSERT_EQ(field[static_cast<std::size_t>(y) * spec.width + x], static_cast<float>(want))
            << fieldLayerName(layer) << " at pixel " << x << "," << y;
      }
  }
}

TEST(Chunks, AStripFilledAloneMatchesTheWholeField) {
  const NoiseParams p = params();
  FieldSpec spec{64, 48, Camera{0.5, 0.4, 1.0}, kWholeFbm};
  spec.chunk = 0.1;
  const std::vector<float> whole = renderField(p, spec);
  std::vector<float> strips(whole.size(), -1.0f);
  fillFieldRect(p, spec, 0, 0, 64, 17, strips);
  fillFieldRect(p, spec, 0, 17, 64, 48, strips);
  EXPECT_EQ(strips, whole);
}

TEST(Chunks, RefusesBadSizesRegionsErosionAndOtherLayers) {
  EXPECT_NE(chunkSizeError(0).find("must be in"), std::string::npos);
  EXPECT_NE(chunkSizeError(2).find("got 2"), std::string::npos);
  EXPECT_NE(chunkSizeError(std::nan("")).find("got nan"), std::string::npos);
  EXPECT_EQ(chunkSizeError(kChunkSizeMin), "");
  EXPECT_NE(chunkRequestError(0.1, MapRegion{1, 0, 0, 1}).find("larger X1,Y1"), std::string::npos);
  const std::string many = chunkRequestError(kChunkSizeMin, MapRegion{0, 0, 10, 10});
  EXPECT_NE(many.find("1677721600 chunks"), std::string::npos) << many;
  NoiseParams eroded = params();
  eroded.erosion = 0.5;
  EXPECT_THROW(chunkLayout(eroded, {}, {}, 0.1, MapRegion{}), std::invalid_argument);
  FieldSpec spec{8, 8, Camera{}, kWholeFbm};
  spec.chunk = 0.1;
  EXPECT_THROW(renderField(eroded, spec), std::invalid_argument);
  spec.layer = FieldLayer::WarpOffsetX;
  EXPECT_THROW(renderField(params(), spec), std::invalid_argument);
  spec.layer = FieldLayer::Elevation;
  spec.octave = 0;
  EXPECT_THROW(renderField(params(), spec), std::invalid_argument);
  spec.octave = kWholeFbm;
  spec.chunk = 1e-9;
  EXPECT_THROW(renderField(params(), spec), std::invalid_argument);
}

}  // namespace
}  // namespace noisescope
