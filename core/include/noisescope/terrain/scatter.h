// scatter.h — trees and rocks: points with a minimum spacing per biome, the
// same points inside any rectangle whatever region was asked for.
//
// What it computes
//   Points over a region of the map (map widths, as camera.h), each in the
//   biome the field gives there (terrain.h, biomeAt), with the spacing that
//   biome asks for (0: no points there). Two points a and b are never closer
//   than min(spacing(a), spacing(b)).
//   - Poisson: a maximal Poisson-disc set over dense candidates, one per cell
//     of side spacing / 3 of a grid per distinct spacing: every candidate is
//     either a point or closer to one than the pair's spacing, so almost
//     every place lies within one spacing of a point.
//   - Jitter: one candidate per cell of side 2 x spacing, jittered over the
//     middle half of its cell: within one biome the spacing holds by
//     construction; candidates of two biomes that meet too close at a
//     border keep the one of higher priority. Cheaper, more regular, gaps
//     along biome borders.
//
// Region independence (the reason for the method)
//   The plane is cut into blocks of side B = the largest spacing on a fixed
//   grid from (0, 0). A candidate's place, biome and priority are hashes of
//   its grid cell and the seed, never of the region. Blocks fill in four
//   phases, by the parity of their block column and row; blocks of one phase
//   lie a block apart and cannot conflict, so each fills alone: dart
//   throwing over its candidates in priority order, against the points of
//   the eight blocks around it that filled in earlier phases. A block's
//   points so depend on blocks at most three away, and scatterPoints fills
//   exactly those around the region: the points inside any rectangle are
//   the same bytes whichever region containing it was computed.
//
// Determinism: the same points for the same settings, seed, thresholds and
// cuts, on every path and thread count (biomes come from the double point
// functions). Points come sorted by y, then x.
//
// Cost: about 15 candidates per Poisson point in the densest biome and
// 9 / spacing^2 per unit area in each other one, each a few hashes and a
// look at the cells around it; the field (elevation, and moisture above the
// beach) is read only for a candidate no point is too close to, so about
// once per point where one spacing serves every biome. The slopes add four
// elevations a point. The blocks add three blocks of margin around the
// region. Memory: 33 bytes a cell of side under (smallest spacing) /
// sqrt(2) over the region and its margin; a thread keeps up to 64 MB of it
// for its next request (the explorer asks again at every change). 100,000
// Poisson points on the unit map (gradient, 5 octaves) take 46 ms on two
// threads of a Xeon with AVX-512 (50 ms on a thread's first request, whose
// fresh memory costs its page faults), 62 ms with slopes
// (noisescope_bench scatter/*).
//
// Limits: spacings in [kScatterSpacingMin, kScatterSpacingMax]; a request
// that could make more than kScatterMaxPoints points in the region, or more
// than twice that in the region with its margin (a largest spacing far above
// the smallest), is refused (scatterRequestError), with the number.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "noisescope/fill/camera.h"
#include "noisescope/noise/params.h"
#include "noisescope/terrain/bands.h"
#include "noisescope/terrain/biomes.h"

namespace noisescope {

inline constexpr double kScatterSpacingMin = 1e-5;  // map widths
inline constexpr double kScatterSpacingMax = 1.0;   // map widths
inline constexpr std::uint64_t kScatterMaxPoints = 5'000'000;

enum class ScatterMethod : std::uint8_t { Poisson, Jitter };

// "poisson", "jitter"; and back.
std::string_view scatterMethodName(ScatterMethod method);
std::optional<ScatterMethod> scatterMethodFromName(std::string_view name);

struct ScatterSettings {
  ScatterMethod method = ScatterMethod::Poisson;
  double spacing = 0.02;  // map widths, for every biome not given below; 0: none
  // Per biome (class number): a spacing in map widths, 0 for none, or
  // kScatterUseDefault. The default leaves water empty.
  std::array<double, kBiomeCount> biomeSpacing = defaultBiomeSpacing();
  std::uint32_t seed = 0;  // where the points fall; independent of the noise seed

  static constexpr double kScatterUseDefault = -1.0;
  static constexpr std::array<double, kBiomeCount> defaultBiomeSpacing() {
    std::array<double, kBiomeCount> a{};
    a.fill(kScatterUseDefault);
    a[static_cast<int>(Biome::Water)] = 0.0;
    return a;
  }
  bool operator==(const ScatterSettings&) const = default;
};

// A biome's name in files and options: biomeName with '-' for a space
// ("bare-rock"); and back.
std::string scatterBiomeWord(Biome b);
std::optional<Biome> biomeFromScatterWord(std::string_view word);

// The spacing biome b gets: its own, or the default. Map widths, >= 0.
double scatterSpacing(const ScatterSettings& s, Biome b);

// A region of the map (camera.h): the map, [0, 1) x [0, 1), by default.
using ScatterRegion = MapRegion;

struct ScatterPoint {
  double x, y;       // map widths
  Biome biome;       // biomeAt there
  double elevation;  // elevation(p, x f, y f): the terrain steps' output range
  // |grad elevation| by central differences 1/4096 map widths apart,
  // elevation units per map width, >= 0; 0 when not asked for (ScatterSlopes).
  double slope;
};

// Whether scatterPoints computes each point's slope (four more elevations a
// point: the explorer draws marks without it, `scatter` writes it).
enum class ScatterSlopes : std::uint8_t { Compute, Skip };

// Sets each point's slope as scatterPoints' Compute does, from its x and y
// and the field p (the one the points were placed on), on fieldThreads()
// threads. Throws std::invalid_argument when erosionOn(p).
void computeScatterSlopes(const NoiseParams& p, std::vector<ScatterPoint>& points);

// Empty when the settings are valid, else one sentence, e.g. "biome spacing
// for forest must be 0 or in [1e-05, 1] map widths, got -0.5".
std::string scatterSettingsError(const ScatterSettings& s);

// The most points the request can make: the region's area over the densest
// packing of its smallest spacing (2 / (sqrt(3) s^2) per unit area).
double scatterPointBound(const ScatterSettings& s, const ScatterRegion& r);

// The same bound over the region and the blocks of its margin (three times
// the largest spacing each way, where the points that decide the region's
// edge lie): what the request's work and memory grow with.
double scatterMarginBound(const ScatterSettings& s, const ScatterRegion& r);

// Empty when scatterPoints may run: valid settings, a finite region inside
// +-1e6 with x0 < x1 and y0 < y1, a bound within kScatterMaxPoints and a
// margin bound within twice that; else one sentence that names the number.
std::string scatterRequestError(const ScatterSettings& s, const ScatterRegion& r);

// The points inside the region (see above). Throws std::invalid_argument
// with scatterRequestError's sentence when that is not empty. The noise
// must be pointwise (no erosion: erosionOn is refused the same way).
std::vector<ScatterPoint> scatterPoints(const NoiseParams& p, const Thresholds& t, const BiomeCuts& cuts,
                                        const ScatterSettings& s, const ScatterRegion& r,
                                        ScatterSlopes slopes = ScatterSlopes::Compute);

}  // namespace noisescope
