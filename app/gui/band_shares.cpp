#include "band_shares.h"

#include <algorithm>

namespace noisescope::gui {

namespace {

// Share of binned values below v, bins spread evenly.
double shareBelow(const MapStats& stats, double v) {
  double sum = 0.0;
  for (int b = 0; b < kHistogramBins; ++b) {
    const double lo = static_cast<double>(b) / kHistogramBins,
                 hi = static_cast<double>(b + 1) / kHistogramBins;
    const double part = std::clamp((v - lo) / (hi - lo), 0.0, 1.0);
    sum += part * stats.histogram[static_cast<std::size_t>(b)];
  }
  return sum;
}

double binnedShare(const MapStats& stats) {
  double sum = 0.0;
  for (float h : stats.histogram) sum += h;
  return sum;
}

}  // namespace

std::array<double, 4> bandShares(const MapStats& stats, const Thresholds& t) {
  const double b1 = shareBelow(stats, t.t1), b2 = shareBelow(stats, t.t2), b3 = shareBelow(stats, t.t3);
  return {b1, b2 - b1, b3 - b2, binnedShare(stats) - b3 + stats.outside};
}

std::array<double, kBiomeCount> biomeShares(std::span<const float> e, std::span<const float> m, const Thresholds& t,
                                            const BiomeCuts& cuts) {
  std::array<double, kBiomeCount> shares{};
  const std::size_t n = std::min(e.size(), m.size());
  if (n == 0) return shares;
  std::array<std::size_t, kBiomeCount> counts{};
  for (std::size_t i = 0; i < n; ++i) ++counts[static_cast<std::size_t>(classifyBiome(e[i], m[i], t, cuts))];
  for (std::size_t b = 0; b < counts.size(); ++b) shares[b] = static_cast<double>(counts[b]) / static_cast<double>(n);
  return shares;
}

}  // namespace noisescope::gui
