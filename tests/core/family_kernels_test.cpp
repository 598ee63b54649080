// The kernels of simplex and Worley noise (FamilyRun, fill/field_kernels.h)
// at positions against the point functions (noise_families.h) and against
// each other: every path the same bits, every distance and return,
// jitters, far and hostile positions. Paths the CPU cannot run are left
// out. Grid rows and tiling: noise_families_test's fills.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include "fill/field_kernels.h"
#include "noisescope/fill/field.h"
#include "noisescope/noise/noise_families.h"

namespace noisescope {
namespace {

struct Points {
  std::vector<double> xs, ys;
  int count = 0;
};

// Near and far points, negative ones, and NaN and the infinities (made sane
// as everywhere), padded to whole vectors.
Points somePoints(std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> near(-8.0, 8.0), far(-3e6, 3e6);
  Points p;
  for (int i = 0; i < 997; ++i) {
    p.xs.push_back(i % 5 == 4 ? far(rng) : near(rng));
    p.ys.push_back(i % 7 == 6 ? far(rng) : near(rng));
  }
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  p.xs.insert(p.xs.end(), {nan, inf, -inf, 2e9, 0.5});
  p.ys.insert(p.ys.end(), {1.25, -0.5, inf, -2e9, nan});
  p.count = static_cast<int>(p.xs.size());
  p.xs.resize((p.xs.size() + kernels::kMaxLanes - 1) / kernels::kMaxLanes * kernels::kMaxLanes, 0.0);
  p.ys.resize(p.xs.size(), 0.0);
  return p;
}

kernels::FamilyRun runOf(const Points& pts, int octaves, const WorleySettings& w, bool ridged, std::vector<float>& out) {
  kernels::FamilyRun r{};
  r.octaves = octaves;
  r.count = pts.count;
  r.xs = pts.xs.data();
  r.ys = pts.ys.data();
  double power = 1.0;
  for (int o = 0; o < octaves; ++o) {
    const auto seed = static_cast<std::uint32_t>(-1234567 + 1013 * o);
    r.scaleA[o] = 0.75;
    r.scaleB[o] = power;
    r.seedHash[o] = seed * kernels::kHashSeed;
    r.cellDelta[o] = ((seed ^ kWorleyCellSeed) - seed) * kernels::kHashSeed;
    r.weight[o] = 1.0f / static_cast<float>(octaves);
    power *= 2.13;
  }
  r.ridged = ridged;
  r.jitter = static_cast<float>(w.jitter);
  r.distance = static_cast<int>(w.distance);
  r.output = static_cast<int>(w.output);
  r.inverseBound = static_cast<float>(1.0 / worleyBound(w.distance, w.output));
  out.assign(static_cast<std::size_t>(pts.count), -1.0f);
  r.out = out.data();
  return r;
}

std::vector<kernels::RowKernels> pathsHere() {
  std::vector<kernels::RowKernels> paths = {kernels::scalarKernels()};
  if (fieldPathSupported(FieldPath::Sse2)) paths.push_back(kernels::sse2Kernels());
  if (fieldPathSupported(FieldPath::Avx2)) paths.push_back(kernels::avx2Kernels());
  if (fieldPathSupported(FieldPath::Avx512)) paths.push_back(kernels::avx512Kernels());
  return paths;
}

std::vector<WorleySettings> everyWorley() {
  std::vector<WorleySettings> all;
  for (double jitter : {1.0, 0.37, 0.0})
    for (CellDistance d : kAllCellDistances)
      for (CellReturn r : kAllCellReturns) all.push_back(WorleySettings{jitter, d, r});
  return all;
}

TEST(FamilyKernels, EveryPathGivesTheScalarBits) {
  const Points pts = somePoints(7);
  const auto paths = pathsHere();
  int compared = 0;
  for (const WorleySettings& w : everyWorley())
    for (bool ridged : {false, true})
      for (bool worley : {false, true}) {
        if (!worley && (w.jitter != 1.0 || w.distance != CellDistance::Euclidean || w.output != CellReturn::F1))
          continue;  // simplex reads none of Worley's settings
        std::vector<float> first, out;
        const kernels::FamilyRun r0 = runOf(pts, 4, w, ridged, first);
        (worley ? paths[0].worley : paths[0].simplex)(r0);
        for (std::size_t k = 1; k < paths.size(); ++k) {
          const kernels::FamilyRun r = runOf(pts, 4, w, ridged, out);
          (worley ? paths[k].worley : paths[k].simplex)(r);
          ASSERT_EQ(std::memcmp(out.data(), first.data(), out.size() * sizeof(float)), 0)
              << (worley ? "worley" : "simplex") << " path " << k << " distance " << static_cast<int>(w.distance)
              << " return " << static_cast<int>(w.output) << " jitter " << w.jitter;
          ++compared;
        }
        for (float v : first) ASSERT_TRUE(v >= 0.0f && v <= 1.0f) << v;
      }
  if (paths.size() == 1) GTEST_SKIP() << "no vector path on this CPU: only the scalar path ran";
  EXPECT_GT(compared, 0);
}

TEST(FamilyKernels, OneOctaveIsThePointFunction) {
  const Points pts = somePoints(11);
  const kernels::RowKernels k = kernels::scalarKernels();
  for (const WorleySettings& w : everyWorley())
    for (bool worley : {false, true}) {
      std::vector<float> out;
      kernels::FamilyRun r = runOf(pts, 1, w, false, out);
      r.weight[0] = 1.0f;
      (worley ? k.worley : k.simplex)(r);
      const auto seed = static_cast<std::int32_t>(-1234567);
      for (int i = 0; i < pts.count; ++i) {
        const double x = pts.xs[static_cast<std::size_t>(i)] * 0.75, y = pts.ys[static_cast<std::size_t>(i)] * 0.75;
        const double want = worley ? worleyNoise(x, y, seed, w, 0) : simplexNoise(x, y, seed);
        if (worley && w.output == CellReturn::Cell) {
          // The nearest cell's value jumps where two points are equally near:
          // there float and double may choose differently.
          const WorleySearch s = worleySearch(x, y, seed, w, 0);
          if (s.f2 - s.f1 < 1e-5) continue;
        }
        ASSERT_NEAR(out[static_cast<std::size_t>(i)], want, 1e-6)
            << (worley ? "worley" : "simplex") << " at " << x << ", " << y << " distance "
            << static_cast<int>(w.distance) << " return " << static_cast<int>(w.output) << " jitter " << w.jitter;
      }
    }
}

}  // namespace
}  // namespace noisescope
