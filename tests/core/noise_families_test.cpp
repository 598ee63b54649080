// Simplex and Worley noise (noise_families.h) against DESIGN.md's facts, and
// their fills against the point functions on every path.
#include "noisescope/noise/noise_families.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "noisescope/fill/field.h"
#include "noisescope/noise/fbm.h"
#include "noisescope/noise/lattice.h"
#include "noisescope/noise/octave_plan.h"
#include "noisescope/terrain/terrain.h"

namespace noisescope {
namespace {

TEST(Simplex, IsExactlyOneHalfAtTheSkewedLatticesCorners) {
  // (0, 0) and the lattice points are corners of their triangles: every offset is 0 or beyond r.
  for (int i = -3; i <= 3; ++i)
    for (int j = -3; j <= 3; ++j) {
      const double t = (i + j) * kSimplexUnskew;  // unskew the lattice point (i, j)
      EXPECT_NEAR(simplexNoise(i - t, j - t, 7), 0.5, 1e-12) << i << ", " << j;
    }
}

TEST(Simplex, StaysInsideItsBoundAndIsContinuous) {
  std::mt19937 rng(3);
  std::uniform_real_distribution<double> at(-200.0, 200.0);
  double largest = 0.0;
  for (int k = 0; k < 200000; ++k) {
    const double x = at(rng), y = at(rng);
    const auto seed = static_cast<std::int32_t>(rng());
    const double n = simplexNoiseRaw(x, y, seed);
    ASSERT_LE(std::abs(n), 1.0) << x << ", " << y;
    largest = std::max(largest, std::abs(n));
    ASSERT_LT(std::abs(simplexNoiseRaw(x + 1e-9, y, seed) - n), 1e-6) << x << ", " << y;
  }
  EXPECT_GT(largest, 0.99);  // the scale uses the range, not a fraction of it
}

TEST(Worley, TheNearestPointsLieInTheTwentyFiveCells) {
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> at(-100.0, 100.0);
  for (CellDistance d : kAllCellDistances)
    for (double jitter : {1.0, 0.7, 0.0}) {
      const WorleySettings s{jitter, d, CellReturn::F1};
      for (int k = 0; k < 3000; ++k) {
        const double x = at(rng), y = at(rng);
        const auto seed = static_cast<std::int32_t>(rng());
        const WorleySearch w = worleySearch(x, y, seed, s);
        // A 7 x 7 brute force.
        const std::int32_t i = static_cast<std::int32_t>(std::floor(x)),
                           j = static_cast<std::int32_t>(std::floor(y));
        std::vector<double> all;
        for (int b = -3; b <= 3; ++b)
          for (int a = -3; a <= 3; ++a) {
            const FeaturePoint f = worleyFeature(i + a, j + b, seed, jitter);
            const double dx = i + a + 0.5 + f.ju - x, dy = j + b + 0.5 + f.jv - y;
            all.push_back(d == CellDistance::Euclidean   ? std::sqrt(dx * dx + dy * dy)
                          : d == CellDistance::Manhattan ? std::abs(dx) + std::abs(dy)
                                                         : std::max(std::abs(dx), std::abs(dy)));
          }
        std::sort(all.begin(), all.end());
        ASSERT_NEAR(w.f1, all[0], 1e-12);
        ASSERT_NEAR(w.f2, all[1], 1e-12);
      }
    }
}

TEST(Worley, EveryReturnIsInTheUnitRange) {
  std::mt19937 rng(9);
  std::uniform_real_distribution<double> at(-1e6, 1e6);
  for (CellDistance d : kAllCellDistances)
    for (CellReturn r : kAllCellReturns)
      for (int k = 0; k < 5000; ++k) {
        const double n =
            worleyNoise(at(rng), at(rng), static_cast<std::int32_t>(rng()), WorleySettings{1.0, d, r});
        ASSERT_GE(n, 0.0);
        ASSERT_LE(n, 1.0);
      }
  // A jitter of 0 puts every point at its cell's centre: F1 at a centre is 0, at a corner sqrt(1/2).
  const WorleySettings grid{0.0, CellDistance::Euclidean, CellReturn::F1};
  EXPECT_EQ(worleyNoise(2.5, -3.5, 1, grid), 0.0);
  EXPECT_NEAR(worleyNoise(2.0, -3.0, 1, grid), std::sqrt(0.5) / std::sqrt(2.0), 1e-15);
}

TEST(Worley, TiledRepeatsEveryPeriod) {
  const WorleySettings s{};
  for (double x : {0.1, 3.7, -2.2})
    for (double y : {0.4, -5.5})
      EXPECT_NEAR(worleyNoise(x, y, 11, s, 4), worleyNoise(x + 4.0, y - 8.0, 11, s, 4), 1e-12)
          << x << ", " << y;
}

bool sameBits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

// The fills (their kernels untiled, the point functions tiled) against the
// point functions: within field.h's precision, 1e-6 and 1e-5 warped (the
// warp moves a point by 2k times its sums' float error).
TEST(NoiseFamilies, FillsAreThePointFunctionsOnEveryPath) {
  for (NoiseKind kind : {NoiseKind::Simplex, NoiseKind::Worley})
    for (int terrain : {0, 1, 2}) {
      if (kind == NoiseKind::Simplex && terrain == 2) continue;  // simplex cannot tile
      NoiseParams p;
      p.noise = kind;
      p.cellReturn = CellReturn::Edge;
      if (terrain > 0) p.warp = 1.5, p.island = IslandShape::Round, p.terraces = 6, p.tile = terrain == 2;
      const double tolerance = terrain > 0 ? 1e-5 : 1e-6;
      const FieldSpec spec{41, 29, Camera{0.3, -0.2, 0.8}, kWholeFbm};
      setFieldPath(FieldPath::Scalar);
      const std::vector<float> scalar = renderField(p, spec);
      for (int y = 0; y < spec.height; y += 7)
        for (int x = 0; x < spec.width; x += 5) {
          const LatticePoint q = pixelToLattice(p, spec, x, y);
          ASSERT_NEAR(scalar[static_cast<std::size_t>(y) * spec.width + x], elevation(p, q.x, q.y), tolerance)
              << noiseKindName(kind) << " terrain " << terrain << " pixel " << x << ", " << y;
        }
      for (FieldPath path : {FieldPath::Sse2, FieldPath::Avx2, FieldPath::Avx512}) {
        if (!fieldPathSupported(path)) continue;
        setFieldPath(path);
        EXPECT_TRUE(sameBits(renderField(p, spec), scalar))
            << noiseKindName(kind) << " " << fieldPathName(path);
      }
      // One octave of the elevation: at the warped point, as the kernels' octave fields.
      const FieldSpec octave{41, 29, Camera{0.3, -0.2, 0.8}, 2};
      const std::vector<float> one = renderField(p, octave);
      for (int y = 0; y < octave.height; y += 7)
        for (int x = 0; x < octave.width; x += 5) {
          const LatticePoint q = pixelToLattice(p, octave, x, y);
          const WarpOffset w = warpOffset(p, q.x, q.y);
          ASSERT_NEAR(one[static_cast<std::size_t>(y) * octave.width + x],
                      terrainOctave(p, 2, q.x + w.x, q.y + w.y), tolerance)
              << noiseKindName(kind) << " terrain " << terrain << " octave 2, pixel " << x << ", " << y;
        }
    }
  setFieldPath(FieldPath::Auto);
}

// The scalar path's fill of p at spec within 1e-6 of want(pixel point) at
// every pixel `at(x, y)` keeps, and every other path the same bits.
template <class Want, class Keep>
void expectFillOnEveryPath(const NoiseParams& p, const FieldSpec& spec, const std::string& what, Want want,
                           Keep keep) {
  setFieldPath(FieldPath::Scalar);
  const std::vector<float> scalar = renderField(p, spec);
  for (int y = 0; y < spec.height; ++y)
    for (int x = 0; x < spec.width; ++x) {
      if (!keep(x, y)) continue;
      ASSERT_NEAR(scalar[static_cast<std::size_t>(y) * spec.width + x], want(pixelToLattice(p, spec, x, y)), 1e-6)
          << what << " pixel " << x << ", " << y;
    }
  for (FieldPath path : {FieldPath::Sse2, FieldPath::Avx2, FieldPath::Avx512}) {
    if (!fieldPathSupported(path)) continue;
    setFieldPath(path);
    EXPECT_TRUE(sameBits(renderField(p, spec), scalar)) << what << " " << fieldPathName(path);
  }
  setFieldPath(FieldPath::Auto);
}

// Unwarped fills read each octave's cells from per-column and per-row
// tables (kernels::FamilyColumns): held to the point functions far from
// the origin, at many octaves of fine cells (where a float position would
// drift most), and tiled with periods of 1 and up, on every path.
TEST(NoiseFamilies, GridRowsAreThePointFunctionsFarAwayFineAndTiled) {
  struct Case {
    NoiseKind kind;
    double frequency, lacunarity, persistence;
    bool tile;
    Camera camera;
  };
  const Case cases[] = {
      {NoiseKind::Simplex, 4.0, 2.0, 0.5, false, Camera{-7.3e5, 2.1e5, 3.0}},
      {NoiseKind::Simplex, 900.0, 3.5, 1.0, false, Camera{0.4, 0.45, 0.05}},
      {NoiseKind::Worley, 4.0, 2.0, 0.5, false, Camera{-7.3e5, 2.1e5, 3.0}},
      {NoiseKind::Worley, 900.0, 3.5, 1.0, false, Camera{0.4, 0.45, 0.05}},
      {NoiseKind::Worley, 1.0, 2.0, 0.6, true, Camera{0.5, 0.5, 0.6}},
      {NoiseKind::Worley, 3.0, 3.0, 0.6, true, Camera{-2.25, 7.5, 0.3}},
  };
  for (const Case& k : cases) {
    NoiseParams p;
    p.noise = k.kind;
    p.octaves = 16;
    p.frequency = k.frequency, p.lacunarity = k.lacunarity, p.persistence = k.persistence, p.tile = k.tile;
    p.cellReturn = CellReturn::F2;
    const FieldSpec spec{53, 31, k.camera, kWholeFbm, FieldLayer::Moisture};
    const std::string what = std::string(noiseKindName(k.kind)) + (k.tile ? " tiled" : "") + " frequency " +
                             std::to_string(k.frequency);
    expectFillOnEveryPath(
        p, spec, what, [&](LatticePoint q) { return moisture(p, q.x, q.y); }, [](int, int) { return true; });
  }
}

// Tiled Worley (terrain.h step 8) on grid rows, every distance, return and
// jitter, one octave at periods 1 (each cell its own neighbour more than
// once) up to 2^30: the tiled point function at every pixel, every path
// the same bits.
TEST(NoiseFamilies, TiledWorleyIsTheTiledPointFunctionOnEveryPath) {
  struct Case {
    double frequency, lacunarity;
    int octave;
    double period;
  };
  const Case cases[] = {{1, 2, 0, 1},        {2, 2, 0, 2},          {3, 2, 0, 3},
                        {5, 2, 0, 5},        {64, 2, 0, 64},        {3, 7, 7, 2470629},
                        {4096, 8, 6, 1 << 30}};
  for (const Case& k : cases)
    for (double jitter : {1.0, 0.37, 0.0})
      for (CellDistance d : kAllCellDistances)
        for (CellReturn r : kAllCellReturns) {
          NoiseParams p;
          p.noise = NoiseKind::Worley;
          p.tile = true;
          p.octaves = k.octave + 1;
          p.frequency = k.frequency, p.lacunarity = k.lacunarity;
          p.jitter = jitter, p.cellDistance = d, p.cellReturn = r;
          ASSERT_EQ(octavePeriod(clampParams(p), TerrainFbm::Elevation, k.octave), k.period);
          const FieldSpec spec{29, 17, Camera{0.37, -0.61, 0.9}, k.octave};
          // The nearest cell's value jumps where two points are equally near:
          // there float and double may choose differently.
          NoiseParams edge = p;
          edge.cellReturn = CellReturn::Edge;
          const std::vector<float> gap = renderField(edge, spec);
          const std::string what = "period " + std::to_string(k.period) + " jitter " + std::to_string(jitter) +
                                   " distance " + std::to_string(static_cast<int>(d)) + " return " +
                                   std::to_string(static_cast<int>(r));
          expectFillOnEveryPath(
              p, spec, what, [&](LatticePoint q) { return terrainOctave(p, k.octave, q.x, q.y); },
              [&](int x, int y) {
                return r != CellReturn::Cell || gap[static_cast<std::size_t>(y) * spec.width + x] >= 1e-5;
              });
        }
}

TEST(NoiseFamilies, TilingAndTimeAreRefusedWhereAKindHasNone) {
  NoiseParams p;
  p.noise = NoiseKind::Simplex;
  p.tile = true;
  EXPECT_NE(paramsError(p).find("simplex noise cannot tile"), std::string::npos);
  EXPECT_FALSE(clampParams(p).tile);
  p = NoiseParams{};
  p.noise = NoiseKind::Worley;
  p.time = 2.0;
  EXPECT_NE(paramsError(p).find("no time input"), std::string::npos);
  EXPECT_FALSE(clampParams(p).time.has_value());
  p.time.reset();
  p.tile = true;
  EXPECT_EQ(paramsError(p), "");  // Worley tiles
}

}  // namespace
}  // namespace noisescope
