// chunks.h — the layout stage of a streamed world: one biome per chunk, read
// at the chunk's centre.
//
// What it computes
//   The plane is cut into square chunks of side S map widths on a fixed grid
//   from (0, 0): chunk (i, j) covers [i S, (i + 1) S) x [j S, (j + 1) S) and
//   its centre is ((i + 0.5) S, (j + 0.5) S). A chunk's elevation, moisture
//   and biome are the point functions' (terrain.h elevation(), moisture(),
//   classifyBiome) at its centre's lattice point (centre x f, centre y f),
//   bit for bit what `sample` gives there. Because the field is a function of
//   position, chunk (3, 7) has the same biome whether or not (2, 7) was ever
//   computed, and whatever region was asked for.
//
//   fillChunkedField is the field of FieldSpec::chunk > 0 (field.h): every
//   pixel holds the layer's value at the centre of the chunk its own map
//   point falls in, so a biome colouring of it paints each chunk whole.
//
// Ranges: S in [kChunkSizeMin, kChunkSizeMax]; indices are floor(m / S) of
// map points inside +-kMapRegionLimit, so |i|, |j| < 2^33 (int64).
// Determinism: the same values on every thread count and path (double
// point functions, one rounding to float in a fill).
// Cost: two point evaluations (elevation and moisture) per chunk; a fill
// evaluates each distinct chunk its pixels cover once, so a field of chunks
// larger than a pixel costs far less than one of pixels.
// Limits: erosion is a region step without point functions: both calls
// refuse it (std::invalid_argument); a layout of more than kChunkMaxCount
// chunks is refused (chunkRequestError).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "noisescope/fill/camera.h"
#include "noisescope/noise/params.h"
#include "noisescope/terrain/bands.h"
#include "noisescope/terrain/biomes.h"

namespace noisescope {

struct FieldSpec;

inline constexpr double kChunkSizeMin = 1.0 / 4096;  // map widths: a 4096-chunk-wide map
inline constexpr double kChunkSizeMax = 1.0;
inline constexpr double kChunkSizeDefault = 1.0 / 16;  // a map sixteen chunks across
inline constexpr std::uint64_t kChunkMaxCount = 4'000'000;

struct ChunkIndex {
  std::int64_t i = 0, j = 0;
  bool operator==(const ChunkIndex&) const = default;
};

// The chunk holding map point (mx, my): (floor(mx / S), floor(my / S)).
ChunkIndex chunkAt(double mx, double my, double size);
// Its centre, map widths.
MapPoint chunkCentre(ChunkIndex c, double size);

struct ChunkBiome {
  ChunkIndex index;
  MapPoint centre;   // map widths
  double elevation;  // elevation() at the centre: the terrain steps' output range
  double moisture;   // moisture() there, [0, 1]
  Biome biome;       // classifyBiome of the two
};

// Empty when S is in [kChunkSizeMin, kChunkSizeMax]; else one sentence.
std::string chunkSizeError(double size);

// Empty when chunkLayout may run: a valid size and region (camera.h
// mapRegionError) covering at most kChunkMaxCount chunks; else one sentence
// that names the number.
std::string chunkRequestError(double size, const MapRegion& r);

// Every chunk that overlaps the region, rows of j from the top, i left to
// right in each. Throws std::invalid_argument with chunkRequestError's
// sentence when that is not empty, or when erosion is on.
std::vector<ChunkBiome> chunkLayout(const NoiseParams& p, const Thresholds& t, const BiomeCuts& cuts, double size,
                                    const MapRegion& r);

// The field.h fill for spec.chunk > 0 over columns [x0, x1) of rows
// [y0, y1) of out (spec.width x spec.height): layers Elevation (the whole
// fBm), Moisture and Biome; any other layer, an octave or erosion throws
// std::invalid_argument. c is clamped (clampParams).
void fillChunkedField(const NoiseParams& c, const FieldSpec& spec, int x0, int y0, int x1, int y1,
                      std::span<float> out);

}  // namespace noisescope
