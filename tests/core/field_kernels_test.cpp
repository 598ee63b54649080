// The fast field fill against the scalar double definition (fbm.h): every
// instruction-set path, every thread count, pans. Paths the CPU cannot run
// are skipped with the reason.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "fill/field_kernels.h"
#include "noisescope/fill/field.h"
#include "noisescope/noise/coords.h"
#include "noisescope/noise/fbm.h"
#include "noisescope/noise/lattice.h"

namespace noisescope {
namespace {

constexpr FieldPath kPaths[] = {FieldPath::Scalar, FieldPath::Sse2, FieldPath::Avx2, FieldPath::Avx512};

// Largest |field - definition| over a whole field, in units of the allowed
// error 1e-6 * fbmUpperBound (so <= 1 passes).
double worstError(const NoiseParams& p, const FieldSpec& spec, const std::vector<float>& f) {
  const double allowed = 1e-6 * fbmUpperBound(p);
  double worst = 0.0;
  for (int y = 0; y < spec.height; ++y)
    for (int x = 0; x < spec.width; ++x) {
      const LatticePoint q = pixelToLattice(p, spec, x, y);
      const double want = spec.octave == kWholeFbm ? fbm(p, q.x, q.y) : octaveValue(p, spec.octave, q.x, q.y);
      worst = std::max(worst, std::abs(f[static_cast<std::size_t>(y) * spec.width + x] - want) / allowed);
    }
  return worst;
}

bool sameBits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

std::string describe(const NoiseParams& p, const FieldSpec& s) {
  return std::string(noiseKindName(p.noise)) + " " + std::string(fadeName(p.fade)) + " octaves " +
         std::to_string(p.octaves) + " lacunarity " + std::to_string(p.lacunarity) + " persistence " +
         std::to_string(p.persistence) + (p.normalize ? " normalised" : " raw") + " octave field " +
         std::to_string(s.octave) + " centre " + std::to_string(s.camera.cx) + "," +
         std::to_string(s.camera.cy) + " zoom " + std::to_string(s.camera.zoom) + " size " +
         std::to_string(s.width) + "x" + std::to_string(s.height);
}

// Centres whose fields sit near the origin, at negative coordinates and a
// million and a hundred million cells away (frequency 4 below).
constexpr double kCentres[][2] = {{0.3, 0.2}, {-31.7, -12.9}, {2.5e5 + 0.1, -2.5e5}, {2.5e7, 2.5e7 + 0.3}};

class FieldPathTest : public ::testing::TestWithParam<FieldPath> {
 protected:
  void SetUp() override {
    if (!fieldPathSupported(GetParam()))
      GTEST_SKIP() << "this CPU or build cannot run the " << fieldPathName(GetParam()) << " path";
    setFieldPath(GetParam());
  }
  void TearDown() override { setFieldPath(FieldPath::Auto); }
};

TEST_P(FieldPathTest, WholeFbmFieldsMatchTheDefinition) {
  std::mt19937 rng(11);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  for (NoiseKind kind : {NoiseKind::Value, NoiseKind::Gradient})
    for (Fade fade : kAllFades)
      for (const auto& centre : kCentres)
        for (int octaves = 1; octaves <= kOctavesMax; ++octaves) {
          NoiseParams p;
          p.noise = kind;
          p.fade = fade;
          p.octaves = octaves;
          p.frequency = 4.0;
          p.lacunarity = 1.0 + 2.5 * unit(rng);
          p.persistence = unit(rng);
          p.normalize = octaves % 3 != 0;
          // Odd widths leave a tail after the last whole vector.
          const FieldSpec spec{23 + octaves, 7, Camera{centre[0], centre[1], 0.37 + 3.0 * unit(rng)},
                               kWholeFbm};
          const std::vector<float> f = renderField(p, spec);
          ASSERT_LE(worstError(p, spec, f), 1.0) << describe(p, spec);
        }
}

TEST_P(FieldPathTest, OctaveFieldsMatchTheDefinition) {
  for (NoiseKind kind : {NoiseKind::Value, NoiseKind::Gradient})
    for (Fade fade : kAllFades)
      for (const auto& centre : kCentres)
        for (int octave = 0; octave < kOctavesMax; ++octave) {
          NoiseParams p;
          p.noise = kind;
          p.fade = fade;
          p.lacunarity = 1.7;
          const FieldSpec spec{19, 5, Camera{centre[0], centre[1], 1.3}, octave};
          const std::vector<float> f = renderField(p, spec);
          ASSERT_LE(worstError(p, spec, f), 1.0) << describe(p, spec);
        }
}

TEST_P(FieldPathTest, GivesTheScalarPathsBits) {
  for (NoiseKind kind : {NoiseKind::Value, NoiseKind::Gradient})
    for (Fade fade : kAllFades)
      for (int octave : {kWholeFbm, 0, 6}) {
        NoiseParams p;
        p.noise = kind;
        p.fade = fade;
        p.octaves = 9;
        p.normalize = fade != Fade::Cubic;
        const FieldSpec spec{53, 17, Camera{-0.8, 1e3, 2.2}, octave};
        const std::vector<float> fast = renderField(p, spec);
        setFieldPath(FieldPath::Scalar);
        const std::vector<float> scalar = renderField(p, spec);
        setFieldPath(GetParam());
        ASSERT_TRUE(sameBits(fast, scalar)) << describe(p, spec);
      }
}

TEST_P(FieldPathTest, NarrowTallRectanglesGiveTheFullFieldsBits) {
  // Up to eight columns and more rows than columns run down the columns
  // (a pan's side strips); they must match the row-wise fill bit for bit.
  for (NoiseKind kind : {NoiseKind::Value, NoiseKind::Gradient})
    for (Fade fade : kAllFades)
      for (int octave : {kWholeFbm, 5}) {
        NoiseParams p;
        p.noise = kind;
        p.fade = fade;
        p.octaves = 7;
        const FieldSpec spec{40, 37, Camera{3.3, -1e4, 0.9}, octave};
        const std::vector<float> full = renderField(p, spec);
        for (int columns = 1; columns <= 9; ++columns) {
          std::vector<float> f(full.size(), -1.0f);
          fillFieldRect(p, spec, 31 - columns, 2, 31, 37, f);
          for (int y = 0; y < 37; ++y)
            for (int x = 0; x < 40; ++x) {
              const bool inside = x >= 31 - columns && x < 31 && y >= 2;
              const float want = inside ? full[y * 40 + x] : -1.0f;
              ASSERT_EQ(f[y * 40 + x], want) << describe(p, spec) << " columns " << columns << " at " << x << "," << y;
            }
        }
      }
}

TEST_P(FieldPathTest, AxisTermsAreCoordsAndFadeExactly) {
  const kernels::AxisKernel axis = [] {
    switch (fieldPath()) {
      case FieldPath::Sse2: return kernels::sse2Kernels().axisTerms;
      case FieldPath::Avx2: return kernels::avx2Kernels().axisTerms;
      case FieldPath::Avx512: return kernels::avx512Kernels().axisTerms;
      default: return kernels::scalarKernels().axisTerms;
    }
  }();
  std::mt19937 rng(3);
  std::uniform_real_distribution<double> wide(-2e9, 2e9), near(-5.0, 5.0);
  std::vector<double> pos = {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1e9, -1e9, 3e9, -3e9, NAN, INFINITY, -INFINITY,
                             1e6 + 0.3, -1e8 - 0.7, 0.9999999999999999};
  for (int i = 0; i < 500; ++i) pos.push_back(i % 2 ? wide(rng) : near(rng));
  const int n = static_cast<int>(pos.size());
  for (int fade = 0; fade < 3; ++fade)
    for (double frequency : {1.0, 2.0, 7.3}) {
      std::vector<std::uint32_t> hash(pos.size());
      std::vector<float> faded(pos.size()), fraction(pos.size()), minusOne(pos.size());
      axis(kernels::AxisRun{pos.data(), n, frequency, kernels::kHashY, 12345u, fade, hash.data(), faded.data(),
                            fraction.data(), minusOne.data()});
      for (int i = 0; i < n; ++i) {
        const Cell cell = cellOf(0.0, pos[i] * frequency);
        ASSERT_EQ(hash[i], static_cast<std::uint32_t>(cell.iy) * kernels::kHashY + 12345u) << pos[i];
        ASSERT_EQ(faded[i], static_cast<float>(applyFade(kAllFades[fade], cell.fy))) << pos[i];
        ASSERT_EQ(fraction[i], static_cast<float>(cell.fy)) << pos[i];
        ASSERT_EQ(minusOne[i], static_cast<float>(cell.fy - 1.0)) << pos[i];
      }
    }
}

TEST_P(FieldPathTest, LatticePointsAreExact) {
  // With 16 cells across a 16-pixel map and the centre at 7.5/16, pixel
  // centres land on lattice points: x = px + k.
  NoiseParams p;
  p.frequency = 16.0;
  p.seed = -12345;
  for (int octave : {0, 3}) {
    const FieldSpec spec{16, 16, Camera{7.5 / 16.0 - 4.0, 7.5 / 16.0 + 2.0, 1.0}, octave};
    p.noise = NoiseKind::Value;
    const std::vector<float> value = renderField(p, spec);
    p.noise = NoiseKind::Gradient;
    const std::vector<float> gradient = renderField(p, spec);
    const int scale = 1 << octave;  // lacunarity 2
    for (int y = 0; y < 16; ++y)
      for (int x = 0; x < 16; ++x) {
        const LatticePoint q = pixelToLattice(p, spec, x, y);
        ASSERT_EQ(q.x, std::floor(q.x));
        const auto ix = static_cast<std::int32_t>(q.x) * scale, iy = static_cast<std::int32_t>(q.y) * scale;
        EXPECT_EQ(value[y * 16 + x], static_cast<float>(latticeValue(ix, iy, octaveSeed(p.seed, octave))));
        EXPECT_EQ(gradient[y * 16 + x], 0.5f);
      }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryPath, FieldPathTest, ::testing::ValuesIn(kPaths),
                         [](const auto& info) { return std::string(fieldPathName(info.param)); });

TEST(FieldPaths, NamesRoundTripAndUnsupportedPathsAreRefused) {
  for (FieldPath p : {FieldPath::Auto, FieldPath::Scalar, FieldPath::Sse2, FieldPath::Avx2, FieldPath::Avx512})
    EXPECT_EQ(fieldPathFromName(fieldPathName(p)), p);
  EXPECT_FALSE(fieldPathFromName("avx1024").has_value());
  EXPECT_TRUE(fieldPathSupported(FieldPath::Scalar));
  setFieldPath(FieldPath::Auto);
  EXPECT_NE(fieldPath(), FieldPath::Auto);
  for (FieldPath p : kPaths) {
    if (!fieldPathSupported(p)) {
      EXPECT_THROW(setFieldPath(p), std::invalid_argument);
    }
  }
}

// The starting path: the one NOISESCOPE_FIELD_PATH names where this CPU runs
// it, else the best this CPU has (Auto). Run without the variable by the
// discovered test, and once per path with it (tests/core/CMakeLists.txt).
TEST(FieldPaths, TheEnvironmentChoosesTheStartingPath) {
  const FieldPath starting = fieldPath();  // the first call reads the environment
  const char* env = std::getenv("NOISESCOPE_FIELD_PATH");
  const std::optional<FieldPath> named = env ? fieldPathFromName(env) : std::nullopt;
  if (env) {
    ASSERT_TRUE(named.has_value()) << env;
  }
  setFieldPath(FieldPath::Auto);
  const FieldPath best = fieldPath();
  EXPECT_EQ(starting, named && fieldPathSupported(*named) ? *named : best) << (env ? env : "(unset)");
}

TEST(FieldKernels, SplitHashIsTheLatticeHash) {
  std::mt19937 rng(5);
  std::uniform_int_distribution<std::int32_t> any(INT32_MIN, INT32_MAX);
  for (int i = 0; i < 10000; ++i) {
    const std::int32_t ix = any(rng), iy = any(rng), seed = any(rng);
    const std::uint32_t base = static_cast<std::uint32_t>(ix) * kernels::kHashX +
                               static_cast<std::uint32_t>(iy) * kernels::kHashY +
                               static_cast<std::uint32_t>(seed) * kernels::kHashSeed;
    const std::uint32_t corners[4] = {base, base + kernels::kHashX, base + kernels::kHashY,
                                      base + kernels::kHashX + kernels::kHashY};
    for (int c = 0; c < 4; ++c) {
      std::uint32_t h = (corners[c] ^ (corners[c] >> 13)) * kernels::kHashMix;
      h ^= h >> 16;
      const auto cx = static_cast<std::int32_t>(static_cast<std::uint32_t>(ix) + (c & 1));
      const auto cy = static_cast<std::int32_t>(static_cast<std::uint32_t>(iy) + (c >> 1));
      ASSERT_EQ(h, latticeHash(cx, cy, seed));
    }
  }
}

// The SSE2 path has no FMA instruction; its a * b + c rounded once must
// still be std::fma's float, bit for bit, or the warped kernel's paths part.
TEST(FieldKernels, Sse2FusedMultiplyAddIsStdFmaBitForBit) {
  std::vector<std::array<float, 3>> cases;
  // (1 + 2^-12) 2^-24 * (1 - 4095 2^-24) + 1 is 1 + 2^-24 + 8048 2^-71: just
  // above the tie between 1 and 1 + 2^-23, so std::fma gives 1 + 2^-23;
  // rounded to double first it lands on the tie and goes to even, 1.
  const float a = std::ldexp(1.0f + std::ldexp(1.0f, -12), -24);
  const float b = 1.0f - 4095.0f * std::ldexp(1.0f, -24);
  ASSERT_NE(static_cast<float>(static_cast<double>(a) * b + 1.0), std::fma(a, b, 1.0f));
  for (int k = -20; k <= 20; k += 4)
    for (float sign : {1.0f, -1.0f}) cases.push_back({sign * std::ldexp(a, k), b, sign * std::ldexp(1.0f, k)});
  // The same below float's normal range, where floats have fewer bits:
  // 2^-127 + 2^-150 (1 + 8048 2^-47) is just above the tie between 2^-127
  // and 2^-127 + 2^-149, but its nearest double is the tie.
  const float tinyA = std::ldexp(1.0f + std::ldexp(1.0f, -12), -75), tinyB = std::ldexp(b, -75);
  const float tinyC = std::ldexp(1.0f, -127);
  ASSERT_NE(static_cast<float>(static_cast<double>(tinyA) * tinyB + tinyC), std::fma(tinyA, tinyB, tinyC));
  // Four lanes of their own (the path may take its slow branch for all four
  // where one lane asks), with lanes it gets right either way.
  while (cases.size() % 4 != 0) cases.push_back({1.0f, 1.0f, 1.0f});
  cases.push_back({tinyA, tinyB, tinyC});
  cases.push_back({-tinyA, tinyB, -tinyC});
  cases.push_back({1.0f, 1.0f, 1.0f});
  cases.push_back({1.0f, 1.0f, 1.0f});
  // Sums below float's normal range, and exact zeros.
  cases.push_back({std::ldexp(1.0f, -70), std::ldexp(1.5f, -70), std::ldexp(1.0f, -149)});
  cases.push_back({std::ldexp(1.25f, -60), std::ldexp(1.75f, -70), -std::ldexp(1.0f, -127)});
  cases.push_back({0.5f, 2.0f, -1.0f});
  cases.push_back({-0.0f, 1.0f, -0.0f});
  // The kernel's kind of numbers, and random finite bit patterns.
  std::mt19937 random(20261201);
  std::uniform_real_distribution<float> unit(-2.0f, 2.0f);
  std::uniform_int_distribution<std::uint32_t> bits(0, 0xFFFFFFFFu);
  const auto anyFloat = [&] {
    std::uint32_t u = bits(random);
    u = (u & 0x807FFFFFu) | ((u >> 23) % 160 + 48) << 23;  // exponents 2^-79 to 2^80: no overflow
    float f;
    std::memcpy(&f, &u, sizeof f);
    return f;
  };
  for (int i = 0; i < 200000; ++i) cases.push_back({unit(random), unit(random), unit(random)});
  for (int i = 0; i < 200000; ++i) cases.push_back({anyFloat(), anyFloat(), anyFloat()});
  int differing = 0;
  for (std::size_t i = 0; i + 4 <= cases.size(); i += 4) {
    float x[4], y[4], z[4], got[4];
    for (int j = 0; j < 4; ++j) {
      x[j] = cases[i + j][0];
      y[j] = cases[i + j][1];
      z[j] = cases[i + j][2];
    }
    kernels::sse2FmaLanes(x, y, z, got);
    for (int j = 0; j < 4; ++j) {
      const float want = std::fma(x[j], y[j], z[j]);
      if (std::memcmp(&want, &got[j], sizeof want) != 0 && ++differing <= 5)
        ADD_FAILURE() << std::hexfloat << x[j] << " * " << y[j] << " + " << z[j] << ": " << got[j] << ", std::fma "
                      << want;
    }
  }
  EXPECT_EQ(differing, 0);
}

TEST(FieldKernels, FloatGradientTableIsTheDirectionsWithMirroredHalves) {
  for (int k = 0; k < 16; ++k) {
    EXPECT_EQ(kernels::kGradientX[k], static_cast<float>(kGradients[k].x)) << k;
    EXPECT_EQ(kernels::kGradientY[k], static_cast<float>(kGradients[k].y)) << k;
  }
  for (int k = 0; k < 8; ++k) {
    std::uint32_t a, b;
    const float negated = -kernels::kGradientX[k];
    std::memcpy(&a, &negated, 4);
    std::memcpy(&b, &kernels::kGradientX[k + 8], 4);
    EXPECT_EQ(a, b) << k;
  }
}

class FieldThreads : public ::testing::Test {
 protected:
  void TearDown() override { setFieldThreads(0); }
};

TEST_F(FieldThreads, EveryThreadCountGivesTheSameBits) {
  NoiseParams p;
  p.octaves = 8;
  const FieldSpec spec{301, 257, Camera{0.4, -7.0, 0.8}, kWholeFbm};
  setFieldThreads(1);
  EXPECT_EQ(fieldThreads(), 1);
  const std::vector<float> one = renderField(p, spec);
  for (int threads : {2, 3, 7}) {
    setFieldThreads(threads);
    EXPECT_EQ(fieldThreads(), threads);
    EXPECT_TRUE(sameBits(renderField(p, spec), one)) << threads << " threads";
  }
  setFieldThreads(1000);
  EXPECT_EQ(fieldThreads(), 64);
}

TEST_F(FieldThreads, FillsFromSeveralThreadsAtOnceAreCorrect) {
  setFieldThreads(2);
  NoiseParams p;
  p.octaves = 6;
  const FieldSpec spec{256, 200, Camera{}, kWholeFbm};
  const std::vector<float> want = renderField(p, spec);
  std::vector<std::vector<float>> got(4);
  std::vector<std::thread> callers;
  for (auto& g : got)
    callers.emplace_back([&] {
      for (int i = 0; i < 5; ++i) g = renderField(p, spec);
    });
  for (std::thread& t : callers) t.join();
  for (const auto& g : got) EXPECT_TRUE(sameBits(g, want));
}

// ---- refreshField ----

struct Pan {
  double dx, dy;  // pixels the map is dragged by (camera.h panByPixels)
};

void expectRefreshEqualsFill(const NoiseParams& p, const FieldSpec& before, const FieldSpec& after,
                             bool wantSameBits) {
  std::vector<float> field = renderField(p, before);
  refreshField(p, before, after, field);
  const std::vector<float> full = renderField(p, after);
  if (wantSameBits) {
    ASSERT_TRUE(sameBits(field, full)) << describe(p, after);
  } else {
    for (std::size_t i = 0; i < full.size(); ++i)
      ASSERT_NEAR(field[i], full[i], 1e-6 * fbmUpperBound(p)) << describe(p, after) << " at " << i;
  }
}

TEST(RefreshField, APanOfWholePixelsEqualsAFullFill) {
  NoiseParams p;
  p.octaves = 8;
  for (NoiseKind kind : {NoiseKind::Value, NoiseKind::Gradient})
    for (int octave : {kWholeFbm, 4})
      for (Pan pan : {Pan{3, -2}, Pan{-5, 7}, Pan{0, 1}, Pan{-1, 0}, Pan{40, 0}, Pan{0, -60}, Pan{-60, 29}}) {
        p.noise = kind;
        // Zoom 1 on a power-of-two width: every point moves exactly.
        const FieldSpec before{64, 61, Camera{0.5, -3.25, 1.0}, octave};
        FieldSpec after = before;
        after.camera = panByPixels(before.camera, before.width, pan.dx, pan.dy);
        expectRefreshEqualsFill(p, before, after, true);
        // Any zoom and a far centre: equal within the fill's precision.
        FieldSpec farBefore{75, 33, Camera{-2.5e5 + 0.3, 1.7e4, 2.9}, octave};
        FieldSpec farAfter = farBefore;
        farAfter.camera = panByPixels(farBefore.camera, farBefore.width, pan.dx, pan.dy);
        expectRefreshEqualsFill(p, farBefore, farAfter, false);
      }
}

TEST(RefreshField, APanMovesThePixelsItKeeps) {
  // A marker no fill produces travels with the pan: the kept pixels were
  // moved, not computed again.
  NoiseParams p;
  const FieldSpec before{32, 30, Camera{0.5, 0.5, 1.0}, kWholeFbm};
  FieldSpec after = before;
  after.camera = panByPixels(before.camera, before.width, 3.0, -2.0);
  std::vector<float> field = renderField(p, before);
  field[10 * 32 + 20] = 42.0f;
  refreshField(p, before, after, field);
  EXPECT_EQ(field[8 * 32 + 23], 42.0f);
  field[8 * 32 + 23] = renderField(p, after)[8 * 32 + 23];
  EXPECT_TRUE(sameBits(field, renderField(p, after)));
}

TEST(RefreshField, AnythingButAWholePixelPanFillsEverything) {
  NoiseParams p;
  const FieldSpec before{48, 40, Camera{0.5, 0.5, 1.0}, kWholeFbm};
  FieldSpec halfPixel = before;
  halfPixel.camera = panByPixels(before.camera, before.width, 0.5, 0.0);
  FieldSpec zoomed = before;
  zoomed.camera.zoom = 1.5;
  FieldSpec octave = before;
  octave.octave = 2;
  FieldSpec farPan = before;
  farPan.camera = panByPixels(before.camera, before.width, 48.0, 0.0);
  for (const FieldSpec& after : {halfPixel, zoomed, octave, farPan, before}) {
    std::vector<float> field = renderField(p, before);
    refreshField(p, before, after, field);
    EXPECT_TRUE(sameBits(field, renderField(p, after))) << describe(p, after);
  }
  FieldSpec bigger = before;
  bigger.width = 50;
  std::vector<float> field(50 * 40, -1.0f);
  refreshField(p, before, bigger, field);
  EXPECT_TRUE(sameBits(field, renderField(p, bigger)));
  std::vector<float> wrongSize(10);
  EXPECT_THROW(refreshField(p, before, before, wrongSize), std::invalid_argument);
}

}  // namespace
}  // namespace noisescope
