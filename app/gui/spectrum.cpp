#include "spectrum.h"

#include <fftw3.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <mutex>
#include <numbers>

namespace noisescope::gui {

namespace {

// FFTW's planner is not thread-safe (its executor is): one plan at a time.
std::mutex& plannerMutex() {
  static std::mutex m;
  return m;
}

struct FftwFree {
  void operator()(void* p) const { fftw_free(p); }
};

double hann(int i, int n) { return 0.5 - 0.5 * std::cos(2.0 * std::numbers::pi * (i + 0.5) / n); }

}  // namespace

PowerSpectrum radialPowerSpectrum(std::span<const float> values, int width, int height, int rings) {
  PowerSpectrum out;
  if (width < 4 || height < 4 || rings < 1 ||
      values.size() < static_cast<std::size_t>(width) * static_cast<std::size_t>(height))
    return out;
  const std::size_t n = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  const int half = width / 2 + 1;
  std::unique_ptr<double, FftwFree> in(static_cast<double*>(fftw_malloc(sizeof(double) * n)));
  std::unique_ptr<fftw_complex, FftwFree> freq(
      static_cast<fftw_complex*>(fftw_malloc(sizeof(fftw_complex) * static_cast<std::size_t>(height) * half)));
  fftw_plan plan;
  {
    std::lock_guard lock(plannerMutex());
    plan = fftw_plan_dft_r2c_2d(height, width, in.get(), freq.get(), FFTW_ESTIMATE);
  }
  double mean = 0.0;
  for (std::size_t i = 0; i < n; ++i) mean += values[i];
  mean /= static_cast<double>(n);
  for (int y = 0; y < height; ++y) {
    const double wy = hann(y, height);
    for (int x = 0; x < width; ++x) {
      const std::size_t i = static_cast<std::size_t>(y) * width + x;
      in.get()[i] = (values[i] - mean) * wy * hann(x, width);
    }
  }
  fftw_execute(plan);
  {
    std::lock_guard lock(plannerMutex());
    fftw_destroy_plan(plan);
  }

  const double nyquist = width / 2.0;
  const double logTop = std::log(nyquist);
  std::vector<double> sumF(static_cast<std::size_t>(rings)), sumP(sumF.size());
  std::vector<long> count(sumF.size());
  const double scale = 1.0 / (static_cast<double>(n) * static_cast<double>(n));
  const double aspect = static_cast<double>(width) / height;
  for (int ky = 0; ky < height; ++ky) {
    const double fy = (ky <= height / 2 ? ky : ky - height) * aspect;
    for (int kx = 0; kx < half; ++kx) {
      const double r = std::sqrt(static_cast<double>(kx) * kx + fy * fy);
      if (r < 1.0 || r > nyquist) continue;
      const int ring = std::min(rings - 1, static_cast<int>(std::log(r) / logTop * rings));
      const fftw_complex& c = freq.get()[static_cast<std::size_t>(ky) * half + kx];
      const std::size_t k = static_cast<std::size_t>(ring);
      sumF[k] += r;
      sumP[k] += (c[0] * c[0] + c[1] * c[1]) * scale;
      ++count[k];
    }
  }
  for (std::size_t k = 0; k < count.size(); ++k) {
    if (count[k] == 0) continue;
    out.frequency.push_back(sumF[k] / static_cast<double>(count[k]));
    out.power.push_back(sumP[k] / static_cast<double>(count[k]));
  }
  return out;
}

SpectrumSlope fitSpectrumSlope(const PowerSpectrum& spectrum, double lo, double hi) {
  SpectrumSlope s;
  s.lo = lo;
  s.hi = hi;
  double sx = 0, sy = 0, sxx = 0, sxy = 0;
  int m = 0;
  for (std::size_t i = 0; i < spectrum.frequency.size(); ++i) {
    const double f = spectrum.frequency[i], p = spectrum.power[i];
    if (f < lo || f > hi || !(p > 0.0)) continue;
    const double x = std::log10(f), y = std::log10(p);
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
    ++m;
  }
  const double d = m * sxx - sx * sx;
  if (m < 3 || !(d > 0.0)) return s;
  s.slope = (m * sxy - sx * sy) / d;
  s.intercept = (sy - s.slope * sx) / m;
  s.valid = std::isfinite(s.slope);
  return s;
}

double octaveCycles(const NoiseParams& p, double zoom, int octave) {
  return p.frequency * std::pow(p.lacunarity, octave) / zoom;
}

MapSpectrum mapSpectrum(std::span<const float> values, int width, int height, const NoiseParams& p, double zoom) {
  MapSpectrum m;
  m.spectrum = radialPowerSpectrum(values, width, height);
  const double first = octaveCycles(p, zoom, 0);
  const double last = std::max(octaveCycles(p, zoom, p.octaves - 1), 2.0 * first);
  m.slope = fitSpectrumSlope(m.spectrum, std::max(first, 1.0), std::min(last, width / 4.0));
  return m;
}

double expectedSpectrumSlope(double persistence, double lacunarity) {
  return 2.0 * std::log(persistence) / std::log(lacunarity) - 2.0;
}

}  // namespace noisescope::gui
