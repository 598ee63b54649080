// The spectrum panel's analysis (app/gui/spectrum.h) against inputs whose
// spectrum is known: a pure sinusoid peaks at its frequency, a field built
// with power k^-b has slope -b, and fBm's slope follows persistence.
#include "gui/spectrum.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <numbers>
#include <vector>

#include "noisescope/fill/field.h"

namespace noisescope::gui {
namespace {

constexpr double kTau = 2.0 * std::numbers::pi;

std::vector<float> sinusoid(int w, int h, double cyclesX, double cyclesY) {
  std::vector<float> v(static_cast<std::size_t>(w) * h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      v[static_cast<std::size_t>(y) * w + x] =
          static_cast<float>(0.5 + 0.4 * std::sin(kTau * (cyclesX * x / w + cyclesY * y / h) + 0.3));
  return v;
}

double peakFrequency(const PowerSpectrum& s) {
  std::size_t best = 0;
  for (std::size_t i = 1; i < s.power.size(); ++i)
    if (s.power[i] > s.power[best]) best = i;
  return s.frequency[best];
}

TEST(Spectrum, SinusoidPeaksAtItsFrequency) {
  for (double k : {3.0, 10.0, 25.0}) {
    const PowerSpectrum s = radialPowerSpectrum(sinusoid(128, 128, k, 0.0), 128, 128);
    ASSERT_FALSE(s.frequency.empty());
    EXPECT_NEAR(peakFrequency(s) / k, 1.0, 0.08) << "k = " << k;
  }
  // Diagonal: (6, 8) cycles lies at radius 10.
  EXPECT_NEAR(peakFrequency(radialPowerSpectrum(sinusoid(128, 128, 6.0, 8.0), 128, 128)) / 10.0, 1.0, 0.08);
}

TEST(Spectrum, FrequencyCountsCyclesAcrossTheWidthOfAWideImage) {
  // 8 periods down a 64-pixel-high, 128-wide image: a wavelength of 8
  // pixels, 16 of them across the width.
  const PowerSpectrum s = radialPowerSpectrum(sinusoid(128, 64, 0.0, 8.0), 128, 64);
  EXPECT_NEAR(peakFrequency(s) / 16.0, 1.0, 0.08);
}

// A field whose every Fourier coefficient (kx, ky) up to radius 48 has
// amplitude r^(-b/2) and a pseudo-random phase: its power falls as r^-b.
// Summed directly (no FFT), separably: cos(a + c) = cos a cos c - sin a sin c.
std::vector<float> powerLawField(int n, double b) {
  std::vector<double> sum(static_cast<std::size_t>(n) * n, 0.0);
  std::vector<double> cx(n), sx(n), cy(n), sy(n);
  std::uint32_t state = 12345u;
  for (int ky = -n / 2 + 1; ky < n / 2; ++ky) {
    for (int kx = 0; kx < n / 2; ++kx) {
      if (kx == 0 && ky <= 0) continue;  // one of each conjugate pair
      const double r = std::hypot(kx, ky);
      if (r > 48.0) continue;
      state = state * 1664525u + 1013904223u;
      const double phase = kTau * (state >> 8) / 16777216.0;
      const double amp = std::pow(r, -b / 2.0);
      for (int i = 0; i < n; ++i) {
        cx[i] = std::cos(kTau * kx * i / n + phase), sx[i] = std::sin(kTau * kx * i / n + phase);
        cy[i] = std::cos(kTau * ky * i / n), sy[i] = std::sin(kTau * ky * i / n);
      }
      for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) sum[static_cast<std::size_t>(y) * n + x] += amp * (cx[x] * cy[y] - sx[x] * sy[y]);
    }
  }
  return std::vector<float>(sum.begin(), sum.end());
}

TEST(Spectrum, PowerLawFieldHasItsSlope) {
  for (double b : {1.0, 2.0, 3.0, 4.0}) {
    const PowerSpectrum s = radialPowerSpectrum(powerLawField(128, b), 128, 128);
    const SpectrumSlope fit = fitSpectrumSlope(s, 4.0, 40.0);
    ASSERT_TRUE(fit.valid);
    EXPECT_NEAR(fit.slope, -b, 0.1) << "b = " << b;
  }
}

TEST(Spectrum, FlatFieldAndTinyMapsHaveNoSlope) {
  const std::vector<float> flat(64 * 64, 0.25f);
  const PowerSpectrum s = radialPowerSpectrum(flat, 64, 64);
  for (double p : s.power) EXPECT_EQ(p, 0.0);
  EXPECT_FALSE(fitSpectrumSlope(s, 1.0, 32.0).valid);
  EXPECT_TRUE(radialPowerSpectrum(std::vector<float>(9, 1.0f), 3, 3).frequency.empty());
  EXPECT_TRUE(radialPowerSpectrum(std::vector<float>(10, 1.0f), 4, 4).frequency.empty());  // too few values
}

// The teaching claim itself: raising persistence raises the slope, toward
// 2 ln(p) / ln(2) - 2 for lacunarity 2.
TEST(Spectrum, FbmSlopeFollowsPersistence) {
  double previous = -1e9;
  for (double p : {0.35, 0.5, 0.7}) {
    NoiseParams params;
    params.persistence = p;
    params.octaves = 6;
    params.frequency = 4.0;
    const FieldSpec spec{256, 256, defaultCamera(256, 256), kWholeFbm};
    std::vector<float> values(256 * 256);
    fillField(params, spec, values);
    const MapSpectrum m = mapSpectrum(values, 256, 256, params, 1.0);
    ASSERT_TRUE(m.slope.valid);
    EXPECT_GT(m.slope.slope, previous + 0.3) << "persistence " << p;
    EXPECT_NEAR(m.slope.slope, expectedSpectrumSlope(p, 2.0), 1.0) << "persistence " << p;
    previous = m.slope.slope;
  }
}

}  // namespace
}  // namespace noisescope::gui
