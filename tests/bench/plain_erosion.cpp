#include "plain_erosion.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace noisescope::bench {

namespace {

constexpr int kLifetime = 30;
constexpr double kInertia = 0.05, kCapacity = 4.0, kMinCapacity = 0.01, kErode = 0.3, kDeposit = 0.3,
                 kEvaporation = 0.01, kGravity = 4.0;
constexpr int kRadius = 3;

struct BrushPixel {
  int dx, dy;
  double weight;
};

std::vector<BrushPixel> brush() {
  std::vector<BrushPixel> pixels;
  double sum = 0;
  for (int dy = -kRadius; dy <= kRadius; ++dy)
    for (int dx = -kRadius; dx <= kRadius; ++dx) {
      const double w = kRadius - std::sqrt(static_cast<double>(dx * dx + dy * dy));
      if (w > 0) pixels.push_back({dx, dy, w}), sum += w;
    }
  for (BrushPixel& p : pixels) p.weight /= sum;
  return pixels;
}

}  // namespace

void plainErosion(std::vector<float>& height, int side, std::int64_t droplets, std::uint32_t seed) {
  const std::vector<BrushPixel> pixels = brush();
  std::mt19937 random(seed);
  std::uniform_real_distribution<double> start(0.0, side - 1.0);
  const auto at = [&](int x, int y) -> float& { return height[static_cast<std::size_t>(y) * side + x]; };
  // Height and gradient at (x, y), bilinear over the four pixels around it.
  const auto sample = [&](double x, double y, double& h, double& gx, double& gy) {
    const int ix = static_cast<int>(x), iy = static_cast<int>(y);
    const double u = x - ix, v = y - iy;
    const double a = at(ix, iy), b = at(ix + 1, iy), c = at(ix, iy + 1), d = at(ix + 1, iy + 1);
    gx = (b - a) * (1 - v) + (d - c) * v;
    gy = (c - a) * (1 - u) + (d - b) * u;
    h = a * (1 - u) * (1 - v) + b * u * (1 - v) + c * (1 - u) * v + d * u * v;
  };
  for (std::int64_t k = 0; k < droplets; ++k) {
    double x = start(random), y = start(random);
    double dirX = 0, dirY = 0, speed = 1, water = 1, sediment = 0;
    for (int step = 0; step < kLifetime; ++step) {
      const int ix = static_cast<int>(x), iy = static_cast<int>(y);
      const double u = x - ix, v = y - iy;
      double h = 0, gx = 0, gy = 0;
      sample(x, y, h, gx, gy);
      dirX = dirX * kInertia - gx * (1 - kInertia);
      dirY = dirY * kInertia - gy * (1 - kInertia);
      const double length = std::sqrt(dirX * dirX + dirY * dirY);
      if (length == 0) break;
      dirX /= length, dirY /= length;
      x += dirX, y += dirY;
      if (x < 0 || y < 0 || x >= side - 1 || y >= side - 1) break;
      double newHeight = 0, ignoredX = 0, ignoredY = 0;
      sample(x, y, newHeight, ignoredX, ignoredY);
      const double drop = newHeight - h;
      const double capacity = std::max(-drop * speed * water * kCapacity, kMinCapacity);
      if (sediment > capacity || drop > 0) {
        const double laid = drop > 0 ? std::min(drop, sediment) : (sediment - capacity) * kDeposit;
        sediment -= laid;
        at(ix, iy) += static_cast<float>(laid * (1 - u) * (1 - v));
        at(ix + 1, iy) += static_cast<float>(laid * u * (1 - v));
        at(ix, iy + 1) += static_cast<float>(laid * (1 - u) * v);
        at(ix + 1, iy + 1) += static_cast<float>(laid * u * v);
      } else {
        const double take = std::min((capacity - sediment) * kErode, -drop);
        for (const BrushPixel& p : pixels) {
          const int bx = ix + p.dx, by = iy + p.dy;
          if (bx < 0 || by < 0 || bx >= side || by >= side) continue;
          float& e = at(bx, by);
          const double taken = std::min(static_cast<double>(e), take * p.weight);
          e = static_cast<float>(e - taken);
          sediment += taken;
        }
      }
      speed = std::sqrt(std::max(0.0, speed * speed - drop * kGravity));
      water *= 1 - kEvaporation;
    }
  }
}

}  // namespace noisescope::bench
