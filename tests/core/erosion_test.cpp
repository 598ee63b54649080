#include "noisescope/terrain/erosion.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <vector>

#include "noisescope/fill/camera.h"
#include "noisescope/fill/field.h"

namespace noisescope {
namespace {

NoiseParams eroded(double droplets = 1.0) {
  NoiseParams p;
  p.erosion = droplets;
  return p;
}

// The default map's elevation at side x side, before and after erosion.
struct Pair {
  std::vector<float> before, after;
};

Pair erodedMap(const NoiseParams& p, int side) {
  const FieldSpec spec{side, side, defaultCamera(side, side), kWholeFbm};
  NoiseParams plain = p;
  plain.erosion = 0.0;
  plain.thermalPasses = 0;
  return Pair{renderField(plain, spec), renderField(p, spec)};
}

TEST(Erosion, AFlatMapDoesNotChange) {
  std::vector<float> flat(64 * 48, 0.5f);
  NoiseParams p = eroded(2.0);
  p.thermalPasses = 10;
  erodeField(p, flat, 64, 48, 64.0);
  for (float h : flat) ASSERT_EQ(h, 0.5f);
}

TEST(Erosion, OffChangesNothingAndOnChangesTheElevation) {
  const Pair m = erodedMap(eroded(0.0), 64);
  EXPECT_EQ(m.before, m.after);
  const Pair e = erodedMap(eroded(1.0), 64);
  EXPECT_NE(e.before, e.after);
}

TEST(Erosion, TheSameBytesOnAnyThreadCountAndPath) {
  const FieldSpec spec{160, 120, defaultCamera(160, 120), kWholeFbm};
  NoiseParams p = eroded(1.0);
  p.thermalPasses = 5;
  p.erosionSeed = -12345;
  setFieldThreads(1);
  const std::vector<float> one = renderField(p, spec);
  setFieldThreads(2);
  EXPECT_EQ(renderField(p, spec), one);
  for (FieldPath path : {FieldPath::Scalar, FieldPath::Sse2, FieldPath::Avx2, FieldPath::Avx512}) {
    if (!fieldPathSupported(path)) continue;
    setFieldPath(path);
    EXPECT_EQ(renderField(p, spec), one) << fieldPathName(path);
  }
  setFieldPath(FieldPath::Auto);
  setFieldThreads(0);
  p.erosionSeed = 1;  // another seed, other droplets
  EXPECT_NE(renderField(p, spec), one);
}

// Several rounds of droplets (65,536 each), their tiles side by side on two
// threads, and an odd number of thermal passes: the heights and all three
// masks are the bytes of one thread.
TEST(Erosion, EveryRoundAndMaskIsTheSameOnOneThreadAndTwo) {
  const int width = 300, height = 260;
  const std::vector<float> plain = renderField(NoiseParams{}, FieldSpec{width, height, defaultCamera(width, height), kWholeFbm});
  NoiseParams p = eroded(2.0);  // 156,000 droplets: three rounds
  p.thermalPasses = 3;
  const auto run = [&](int threads, ErosionMasks& masks) {
    setFieldThreads(threads);
    std::vector<float> heights = plain;
    erodeField(p, heights, width, height, width, &masks);
    return heights;
  };
  ErosionMasks one, two;
  const std::vector<float> a = run(1, one), b = run(2, two);
  setFieldThreads(0);
  EXPECT_NE(a, plain);
  EXPECT_EQ(a, b);
  EXPECT_EQ(one.flow, two.flow);
  EXPECT_EQ(one.wear, two.wear);
  EXPECT_EQ(one.deposit, two.deposit);
}

// A brush of many pixels (radius 3 and 3.5 pixels: an odd and an even
// number of pixel pairs), the droplets run on every instruction set's path
// (the baseline kernels' SSE2 pairs, the AVX2 kernels' four lanes and two
// brush pairs at a time): the heights and all three masks are the bytes of
// the scalar path.
TEST(Erosion, TheBrushTakesTheSameBytesOnEveryPath) {
  const int width = 240, height = 180;
  const std::vector<float> plain = renderField(NoiseParams{}, FieldSpec{width, height, defaultCamera(width, height), kWholeFbm});
  for (const double radius : {12.8, 15.0}) {  // reference pixels: x 240 / 1024
    NoiseParams p = eroded(1.0);
    p.erosionRadius = radius;
    const auto run = [&](FieldPath path, ErosionMasks& masks) {
      setFieldPath(path);
      std::vector<float> heights = plain;
      erodeField(p, heights, width, height, width, &masks);
      return heights;
    };
    ErosionMasks scalarMasks;
    const std::vector<float> scalar = run(FieldPath::Scalar, scalarMasks);
    EXPECT_NE(scalar, plain);
    for (FieldPath path : {FieldPath::Sse2, FieldPath::Avx2, FieldPath::Avx512}) {
      if (!fieldPathSupported(path)) continue;
      ErosionMasks masks;
      EXPECT_EQ(run(path, masks), scalar) << fieldPathName(path) << " radius " << radius;
      EXPECT_EQ(masks.flow, scalarMasks.flow) << fieldPathName(path);
      EXPECT_EQ(masks.wear, scalarMasks.wear) << fieldPathName(path);
      EXPECT_EQ(masks.deposit, scalarMasks.deposit) << fieldPathName(path);
    }
  }
  setFieldPath(FieldPath::Auto);
}

// A run in steps is erodeField's bytes at its end, part-way between them,
// and says how far it is.
TEST(Erosion, ARunInStepsEndsAsTheWholeErosion) {
  const int width = 300, height = 260;
  const std::vector<float> plain = renderField(NoiseParams{}, FieldSpec{width, height, defaultCamera(width, height), kWholeFbm});
  NoiseParams p = eroded(2.0);
  p.thermalPasses = 2;
  std::vector<float> whole = plain;
  ErosionMasks wholeMasks;
  erodeField(p, whole, width, height, width, &wholeMasks);
  std::vector<float> stepped = plain;
  ErosionMasks masks;
  ErosionRun run(p, stepped, width, height, width, &masks);
  EXPECT_EQ(run.droplets(), 156000);
  EXPECT_EQ(run.progress(), 0.0);
  EXPECT_FALSE(run.advance(1));  // one round
  EXPECT_EQ(run.dropletsRun(), 65536);
  EXPECT_GT(run.progress(), 0.4);
  EXPECT_LT(run.progress(), 0.5);
  EXPECT_NE(stepped, plain);
  EXPECT_NE(stepped, whole);
  EXPECT_FALSE(run.advance(65536));
  EXPECT_TRUE(run.advance(65536));
  EXPECT_TRUE(run.done());
  EXPECT_EQ(run.progress(), 1.0);
  EXPECT_EQ(stepped, whole);
  EXPECT_EQ(masks.flow, wholeMasks.flow);
  EXPECT_EQ(masks.wear, wholeMasks.wear);
  EXPECT_TRUE(run.advance(1));  // nothing more
  EXPECT_EQ(stepped, whole);
}

// A resolution of no sense is refused, never eroded: found by the
// core_erosion fuzz target (a negative one made droplet tiles of no size and
// crashed; -1e-247 made the talus step -inf and the heights NaN).
TEST(Erosion, AResolutionThatIsNotAPositiveNumberIsRefused) {
  NoiseParams p = eroded(1.0);
  p.thermalPasses = 2;
  for (double resolution : {-1.0, -1.15738e-247, 0.0, std::nan(""), HUGE_VAL}) {
    std::vector<float> heights(6 * 37, 0.5f);
    EXPECT_THROW(erodeField(p, heights, 6, 37, resolution), std::invalid_argument) << resolution;
  }
  std::vector<float> heights(6 * 37, 0.5f);
  EXPECT_NO_THROW(erodeField(p, heights, 6, 37, 1e-300));  // tiny but a resolution: nothing moves
}

// Ground is taken from higher up than it is laid down on, nothing becomes
// NaN, nothing goes below 0, and the flow mask is high where ground was taken.
TEST(Erosion, MaterialMovesDownhillAlongTheFlow) {
  const int side = 192;
  const Pair m = erodedMap(NoiseParams{}, side);
  std::vector<float> heights = m.before;
  ErosionMasks masks;
  erodeField(eroded(1.0), heights, side, side, side, &masks);
  double takenFrom = 0, taken = 0, laidOn = 0, laid = 0, flowWorn = 0, flowOther = 0;
  int worn = 0, other = 0;
  for (std::size_t i = 0; i < heights.size(); ++i) {
    ASSERT_TRUE(std::isfinite(heights[i])) << i;
    ASSERT_GE(heights[i], 0.0f) << i;
    const double d = static_cast<double>(heights[i]) - m.before[i];
    if (d < 0) takenFrom += -d * m.before[i], taken += -d;
    if (d > 0) laidOn += d * m.before[i], laid += d;
    if (masks.wear[i] > 1e-4f)
      flowWorn += masks.flow[i], ++worn;
    else
      flowOther += masks.flow[i], ++other;
  }
  // No pit below the lowest ground there was: a droplet digs no deeper than where it flows to.
  EXPECT_GE(*std::min_element(heights.begin(), heights.end()),
            *std::min_element(m.before.begin(), m.before.end()) - 1e-3f);
  ASSERT_GT(taken, 0.0);
  ASSERT_GT(laid, 0.0);
  EXPECT_GT(takenFrom / taken, laidOn / laid);  // the mean height ground came from, and went to
  ASSERT_GT(worn, 0);
  ASSERT_GT(other, 0);
  EXPECT_GT(flowWorn / worn, 2.0 * flowOther / other);
}

// Pearson's r of a and b (side x side) after a (2 blur + 1)^2 box blur.
double blurredCorrelation(std::vector<double> a, std::vector<double> b, int side, int blur) {
  const auto box = [&](std::vector<double>& v) {
    std::vector<double> out(v.size());
    for (int y = 0; y < side; ++y)
      for (int x = 0; x < side; ++x) {
        double sum = 0;
        int n = 0;
        for (int dy = -blur; dy <= blur; ++dy)
          for (int dx = -blur; dx <= blur; ++dx) {
            const int u = x + dx, w = y + dy;
            if (u < 0 || w < 0 || u >= side || w >= side) continue;
            sum += v[static_cast<std::size_t>(w) * side + u], ++n;
          }
        out[static_cast<std::size_t>(y) * side + x] = sum / n;
      }
    v = out;
  };
  box(a), box(b);
  const double ma = std::accumulate(a.begin(), a.end(), 0.0) / a.size();
  const double mb = std::accumulate(b.begin(), b.end(), 0.0) / b.size();
  double sab = 0, saa = 0, sbb = 0;
  for (std::size_t i = 0; i < a.size(); ++i)
    sab += (a[i] - ma) * (b[i] - mb), saa += (a[i] - ma) * (a[i] - ma), sbb += (b[i] - mb) * (b[i] - mb);
  return sab / std::sqrt(saa * sbb);
}

// The units do not depend on the resolution: the height change of a
// 512-pixel field averaged down to 128 pixels follows the 128-pixel field's
// where it erodes and by how much on average, pixel by pixel and more so at
// 1/14 of the map (a 9 x 9 blur at 128); docs/manual/terrain.md gives 1024
// against 256.
TEST(Erosion, APreviewErodesLikeTheExport) {
  const Pair big = erodedMap(eroded(1.0), 512), small = erodedMap(eroded(1.0), 128);
  std::vector<double> a(128 * 128), b(128 * 128);
  for (int y = 0; y < 128; ++y)
    for (int x = 0; x < 128; ++x) {
      double sum = 0;
      for (int dy = 0; dy < 4; ++dy)
        for (int dx = 0; dx < 4; ++dx) {
          const std::size_t i = static_cast<std::size_t>(4 * y + dy) * 512 + 4 * x + dx;
          sum += static_cast<double>(big.after[i]) - big.before[i];
        }
      const std::size_t j = static_cast<std::size_t>(y) * 128 + x;
      a[j] = sum / 16, b[j] = static_cast<double>(small.after[j]) - small.before[j];
    }
  const double ma = std::accumulate(a.begin(), a.end(), 0.0) / a.size();
  const double mb = std::accumulate(b.begin(), b.end(), 0.0) / b.size();
  const double pixel = blurredCorrelation(a, b, 128, 0), region = blurredCorrelation(a, b, 128, 4);
  std::printf(
      "height change, 512 averaged to 128 against 128: r = %.3f per pixel, %.3f at 9 x 9; mean %.5f "
      "against %.5f\n",
      pixel, region, ma, mb);
  EXPECT_GE(pixel, 0.5);
  EXPECT_GE(region, 0.7);
  EXPECT_NEAR(ma, mb, 0.5 * std::abs(mb));  // the same depth on average
}

TEST(Erosion, ThermalKeepsTheGroundAndLowersSteepSteps) {
  const int w = 32, h = 8;
  std::vector<float> step(static_cast<std::size_t>(w) * h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) step[static_cast<std::size_t>(y) * w + x] = x < w / 2 ? 0.8f : 0.2f;
  const double before = std::accumulate(step.begin(), step.end(), 0.0);
  NoiseParams p;
  p.thermalPasses = 40;
  erodeField(p, step, w, h, 32.0);
  EXPECT_NEAR(std::accumulate(step.begin(), step.end(), 0.0), before, 1e-4);
  EXPECT_LT(step[w / 2 - 1] - step[w / 2], 0.3f);  // the cliff is a slope now
  EXPECT_GT(step[w / 2 - 1] - step[w / 2], 0.0f);
}

// Droplets start anywhere in [0, 1] of the region, its last column and row
// included: none reads or writes outside the field (the sanitizer build
// holds this to every byte), however small the field.
TEST(Erosion, SmallFieldsStayInsideTheirBuffer) {
  for (int w = 1; w <= 9; ++w)
    for (int h = 1; h <= 9; ++h) {
      std::vector<float> e(static_cast<std::size_t>(w) * h);
      for (std::size_t i = 0; i < e.size(); ++i) e[i] = static_cast<float>((i * 7919) % 13) / 13.0f;
      NoiseParams p = eroded(16.0);
      p.thermalPasses = 3;
      erodeField(p, e, w, h, w * 4.0);
      for (float v : e) ASSERT_TRUE(std::isfinite(v)) << w << "x" << h;
    }
}

// A view zoomed in 2^20 times makes the brush 3 million pixels across at
// 1024 per map width: it is held to 128, so memory and time stay bounded.
TEST(Erosion, AZoomedInViewKeepsItsBrushBounded) {
  const int side = 64;
  NoiseParams p = eroded(1.0);
  p.erosionRadius = kErosionRadiusMax;
  const FieldSpec spec{side, side, Camera{0.5, 0.5, 1048576.0}, kWholeFbm};
  const std::vector<float> e = renderField(p, spec);
  for (float v : e) ASSERT_TRUE(std::isfinite(v));
}

// The masks as fields: in [0, 1), 0 without erosion, and the flow highest
// where the ground was worn.
TEST(Erosion, MaskLayersAreFieldsOfTheSameRegion) {
  const int side = 128;
  FieldSpec spec{side, side, defaultCamera(side, side), kWholeFbm};
  const NoiseParams p = eroded(1.0);
  std::vector<std::vector<float>> masks;
  for (FieldLayer layer : kErosionMaskLayers) {
    spec.layer = layer;
    const std::vector<float> m = renderField(p, spec);
    for (float v : m) ASSERT_TRUE(v >= 0.0f && v < 1.0f) << fieldLayerName(layer) << " " << v;
    EXPECT_GT(*std::max_element(m.begin(), m.end()), 0.5f) << fieldLayerName(layer);
    const std::vector<float> off = renderField(NoiseParams{}, spec);
    EXPECT_EQ(*std::max_element(off.begin(), off.end()), 0.0f) << fieldLayerName(layer);
    EXPECT_EQ(fieldLayerFromName(fieldLayerName(layer)), layer);
    masks.push_back(m);
  }
  double worn = 0, rest = 0;
  int nWorn = 0, nRest = 0;
  for (std::size_t i = 0; i < masks[0].size(); ++i)
    if (masks[1][i] > 0.5f)
      worn += masks[0][i], ++nWorn;
    else
      rest += masks[0][i], ++nRest;
  ASSERT_GT(nWorn, 0);
  EXPECT_GT(worn / nWorn, rest / nRest);
}

TEST(Erosion, AbsurdDropletCountsAreRefusedInOneLine) {
  const std::string e = erosionSizeError(eroded(16.0), 16384, 16384);
  EXPECT_NE(e.find("at most 2^28"), std::string::npos) << e;
  EXPECT_EQ(e.find('\n'), std::string::npos);
  EXPECT_TRUE(erosionSizeError(eroded(1.0), 4096, 4096).empty());
  std::vector<float> tiny(4);
  EXPECT_THROW(erodeField(eroded(16.0), tiny, 16384, 16384, 1.0), std::invalid_argument);
}

}  // namespace
}  // namespace noisescope
