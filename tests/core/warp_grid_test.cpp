// The exact warp's grid (core/src/terrain/warp_grid.h, on core/src/fill/warp_kernels.h's paths):
// every path gives warpOffset()'s doubles bit for bit, over random
// parameters and rows, NaN, infinite and huge coordinates included.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "noisescope/fill/field.h"
#include "noisescope/noise/lattice.h"
#include "noisescope/noise/noise3.h"
#include "noisescope/terrain/terrain.h"
#include "terrain/warp_grid.h"

namespace noisescope {
namespace {

constexpr FieldPath kPaths[] = {FieldPath::Scalar, FieldPath::Sse2, FieldPath::Avx2, FieldPath::Avx512};

bool sameBits(double a, double b) {
  return std::memcmp(&a, &b, sizeof a) == 0;
}

// The largest distance between spec's fill of p and want(pixel's lattice point).
template <class Want>
double worstOff(const NoiseParams& p, const FieldSpec& spec, Want want) {
  std::vector<float> f(static_cast<std::size_t>(spec.width) * spec.height);
  fillField(p, spec, f);
  double worst = 0.0;
  for (int y = 0; y < spec.height; ++y)
    for (int x = 0; x < spec.width; ++x) {
      const double got = f[static_cast<std::size_t>(y) * spec.width + x];
      worst = std::max(worst, std::abs(got - want(pixelToLattice(p, spec, x, y))));
    }
  return worst;
}

// A coordinate: mostly ordinary, sometimes far out, huge, infinite or NaN.
double coordinate(std::mt19937& rng) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  const double r = unit(rng);
  if (r < 0.03) return std::numeric_limits<double>::quiet_NaN();
  if (r < 0.05) return (unit(rng) < 0.5 ? -1.0 : 1.0) * std::numeric_limits<double>::infinity();
  if (r < 0.1) return (unit(rng) - 0.5) * 1e12;
  if (r < 0.2) return (unit(rng) - 0.5) * 2e6;
  return (unit(rng) - 0.5) * 200.0;
}

NoiseParams randomParams(std::mt19937& rng) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  NoiseParams p;
  p.noise = unit(rng) < 0.5 ? NoiseKind::Value : NoiseKind::Gradient;
  p.fade = kAllFades[std::uniform_int_distribution<std::size_t>(0, 2)(rng)];
  p.seed = static_cast<std::int32_t>(rng());
  p.frequency = std::exp2(unit(rng) * 16.0 - 6.0);
  p.lacunarity = 1.0 + unit(rng) * 3.0;
  p.persistence = unit(rng);
  p.warp = unit(rng) < 0.05 ? 0.0 : unit(rng) * 8.0;
  p.warpFrequency = std::exp2(unit(rng) * 8.0 - 4.0);
  p.warpOctaves = std::uniform_int_distribution<int>(1, 8)(rng);
  p.tile = unit(rng) < 0.3;
  if (unit(rng) < 0.4) p.time = unit(rng) < 0.1 ? coordinate(rng) : (unit(rng) - 0.5) * 40.0;
  p.mistakeSharedSeed = unit(rng) < 0.1;
  return p;
}

std::string describe(const NoiseParams& p) {
  std::ostringstream s;
  s << "noise " << static_cast<int>(p.noise) << " fade " << static_cast<int>(p.fade) << " seed " << p.seed
    << " f " << p.frequency << " l " << p.lacunarity << " a " << p.persistence << " k " << p.warp << " s "
    << p.warpFrequency << " W " << p.warpOctaves << " tile " << p.tile << " time "
    << (p.time ? *p.time : -0.0) << " shared seed " << p.mistakeSharedSeed;
  return s.str();
}

TEST(WarpGrid, EveryPathGivesWarpOffsetsDoublesBitForBit) {
  std::mt19937 rng(17);
  std::uniform_int_distribution<int> counts(1, 37);
  int compared = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const NoiseParams p = randomParams(rng);
    std::vector<double> xs(static_cast<std::size_t>(counts(rng)));
    for (double& x : xs) x = coordinate(rng);
    const double py = coordinate(rng);
    std::vector<WarpOffset> want(xs.size());
    for (std::size_t i = 0; i < xs.size(); ++i) want[i] = warpOffset(p, xs[i], py);
    for (FieldPath path : kPaths) {
      if (!fieldPathSupported(path)) continue;
      setFieldPath(path);
      std::vector<WarpOffset> got(xs.size());
      warpOffsetRow(p, xs.data(), py, static_cast<int>(xs.size()), got.data());
      for (std::size_t i = 0; i < xs.size(); ++i) {
        ASSERT_TRUE(sameBits(got[i].x, want[i].x) && sameBits(got[i].y, want[i].y))
            << describe(p) << " at (" << xs[i] << ", " << py << ") on " << fieldPathName(path) << ": got ("
            << got[i].x << ", " << got[i].y << ") want (" << want[i].x << ", " << want[i].y << ")";
        EXPECT_LE(std::abs(got[i].x), p.warp);
        EXPECT_LE(std::abs(got[i].y), p.warp);
        ++compared;
      }
    }
  }
  setFieldPath(FieldPath::Auto);
  EXPECT_GT(compared, 3000);
}

// The elevation's fBm on the grid (the terrain fill's shaping repair):
// terrainFbm's doubles bit for bit on every path, ridged or not (untiled
// plain fBm is fbm.h's fbm(): the same operations), up to 16 octaves,
// normalised or not, for pieces that start past column 0.
TEST(WarpGrid, ElevationPiecesGiveTerrainFbmsDoublesBitForBit) {
  std::mt19937 rng(29);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  int compared = 0;
  for (int trial = 0; trial < 300; ++trial) {
    NoiseParams p = randomParams(rng);
    p.warp = 0.0;
    p.fractal = unit(rng) < 0.7 ? Fractal::Ridged : Fractal::Fbm;
    p.octaves = std::uniform_int_distribution<int>(1, kOctavesMax)(rng);
    p.normalize = unit(rng) < 0.8;
    const NoiseParams c = clampParams(p);
    std::vector<double> xs(static_cast<std::size_t>(std::uniform_int_distribution<int>(1, 45)(rng)));
    for (double& x : xs) x = coordinate(rng);
    const double py = coordinate(rng);
    const int first = xs.size() > 8 && unit(rng) < 0.5 ? 8 : 0;
    const int count = static_cast<int>(xs.size()) - first;
    for (FieldPath path : kPaths) {
      if (!fieldPathSupported(path)) continue;
      setFieldPath(path);
      const detail::WarpGrid grid(c, xs.data(), static_cast<int>(xs.size()), detail::GridFbm::Elevation);
      std::vector<double> got(static_cast<std::size_t>(count));
      grid.elevationPiece(py, first, count, got.data());
      for (int i = 0; i < count; ++i) {
        const double x = xs[static_cast<std::size_t>(first + i)];
        const double want = terrainFbm(p, TerrainFbm::Elevation, x, py);
        ASSERT_TRUE(sameBits(got[static_cast<std::size_t>(i)], want))
            << describe(p) << " octaves " << p.octaves << " ridged " << (p.fractal == Fractal::Ridged)
            << " at (" << x << ", " << py << ") on " << fieldPathName(path) << ": got "
            << got[static_cast<std::size_t>(i)] << " want " << want;
        ++compared;
      }
    }
  }
  setFieldPath(FieldPath::Auto);
  EXPECT_GT(compared, 3000);
}

// The AVX-512 and AVX2 paths read entries 0..7 of the gradient tables and
// flip the dot product's sign by the hash's top bit: that needs g_{k+8} = -g_k
// exactly in both tables.
TEST(WarpGrid, TheGradientTablesUpperHalvesAreTheLowerNegated) {
  for (std::size_t k = 0; k < 8; ++k) {
    EXPECT_TRUE(sameBits(kGradients[k + 8].x, -kGradients[k].x) || kGradients[k].x == 0.0) << k;
    EXPECT_TRUE(sameBits(kGradients[k + 8].y, -kGradients[k].y) || kGradients[k].y == 0.0) << k;
    EXPECT_TRUE(sameBits(kGradients3[k + 8].x, -kGradients3[k].x) || kGradients3[k].x == 0.0) << k;
    EXPECT_TRUE(sameBits(kGradients3[k + 8].y, -kGradients3[k].y) || kGradients3[k].y == 0.0) << k;
    EXPECT_TRUE(sameBits(kGradients3[k + 8].z, -kGradients3[k].z)) << k;
  }
}

// Warped single-octave fields of value noise at warp stretches 27.7 to 30.8
// (k l^o): on the float warp fields they were 1.02e-5 to 1.26e-5 off the
// point functions, past field.h's 1e-5 (found by a random search of 40,000
// fields at 07:55 on 1 December: the float path's error is up to 4.5e-7 per
// unit of stretch). The fill now finds their offsets in double.
TEST(WarpGrid, FieldsPastTheFloatStretchMatchThePointFunctions) {
  struct Found {
    double frequency, lacunarity, persistence, warp, warpFrequency;
    int octaves, warpOctaves;
    bool tile;
    std::int32_t seed;
    Camera camera;
  };
  const Found found[] = {
      {591.59209796783352, 3.7913398438849835, 0.37362315524221668, 7.3112670827183877, 0.093618284688475384,
       8, 8, true, 1654720921, Camera{0.46732655822319868, 0.12649697648412905, 1.4080267393920154}},
      {0.32769239516262333, 4.917557746354011, 0.11437080297711412, 5.9446244383971552, 0.071151584947310664,
       5, 7, false, 1509996364, Camera{-0.55446518046755688, 1.4440627923999934, 2.0269750341530952}},
      {479.30102627714791, 5.1245454347201154, 0.29798968355782102, 6.0080979999453215, 6.1852376371765461, 2,
       4, false, 792025366, Camera{1.7127820045301823, -1.0919232295480341, 0.13407070121430137}},
  };
  for (const Found& c : found) {
    NoiseParams p;
    p.noise = NoiseKind::Value;
    p.fade = Fade::Quintic;
    p.seed = c.seed;
    p.frequency = c.frequency;
    p.octaves = c.octaves;
    p.lacunarity = c.lacunarity;
    p.persistence = c.persistence;
    p.warp = c.warp;
    p.warpOctaves = c.warpOctaves;
    p.warpFrequency = c.warpFrequency;
    p.tile = c.tile;
    const FieldSpec spec{24, 16, c.camera, 1};
    for (FieldPath path : kPaths) {
      if (!fieldPathSupported(path)) continue;
      setFieldPath(path);
      const double worst = worstOff(p, spec, [&](const LatticePoint& q) {
        const WarpOffset w = warpOffset(p, q.x, q.y);
        return terrainOctave(p, 1, q.x + w.x, q.y + w.y);
      });
      EXPECT_LE(worst, 1e-5) << "seed " << c.seed << " on " << fieldPathName(path);
    }
  }
  setFieldPath(FieldPath::Auto);
}

// A tiled warped field whose finest warp octaves reach coords.h's clamp
// (F_7 = round(f s l^7), about 9e8 cells a map width, on map points up to 2.6
// wide): the fill sampled each pixel's map point less a whole number, the
// point functions the point itself, and past the clamp the fields are not
// periodic: 0.13 off (found by a random search at 08:08 on 1 December).
TEST(WarpGrid, TiledFieldsPastTheClampMatchThePointFunctions) {
  NoiseParams p;
  p.noise = NoiseKind::Gradient;
  p.fade = Fade::Quintic;
  p.seed = 291646226;
  p.frequency = 281.37305127070084;
  p.octaves = 2;
  p.lacunarity = 7.0760351725139277;
  p.persistence = 0.86204386009497425;
  p.warp = 0.81539397668530145;
  p.warpOctaves = 8;
  p.warpFrequency = 3.5203661819869474;
  p.tile = true;
  const FieldSpec spec{24, 16, Camera{-1.8165686491634285, -1.366839250750814, 0.18685172840863243},
                       kWholeFbm};
  EXPECT_LE(worstOff(p, spec, [&](const LatticePoint& q) { return elevation(p, q.x, q.y); }), 1e-5);
}

// k = 0: the fields are not evaluated and every offset is (0, 0).
TEST(WarpGrid, NoWarpIsZeroOffsets) {
  NoiseParams p;
  p.warp = 0.0;
  const double xs[3] = {0.5, std::numeric_limits<double>::quiet_NaN(), 1e12};
  WarpOffset out[3] = {{1.0, 1.0}, {1.0, 1.0}, {1.0, 1.0}};
  warpOffsetRow(p, xs, 2.5, 3, out);
  for (const WarpOffset& w : out) {
    EXPECT_EQ(w.x, 0.0);
    EXPECT_EQ(w.y, 0.0);
  }
}

}  // namespace
}  // namespace noisescope
