#include "noisescope/output/relief.h"

#include <cmath>
#include <numbers>
#include <stdexcept>
#include <string>

namespace noisescope {

namespace {

void checkSurface(const Surface& s, std::size_t heights) {
  if (s.width < 1 || s.height < 1) throw std::invalid_argument("surface size must be at least 1 x 1");
  if (heights != static_cast<std::size_t>(s.width) * static_cast<std::size_t>(s.height))
    throw std::invalid_argument("heights hold " + std::to_string(heights) + " values, not width * height");
  if (!(s.spacing > 0.0) || !std::isfinite(s.spacing)) throw std::invalid_argument("spacing must be above 0");
  if (!(s.heightScale >= kHeightScaleMin && s.heightScale <= kHeightScaleMax))
    throw std::invalid_argument("height scale must be in [0, 10]");
}

float heightAt(std::span<const float> heights, int width, int x, int y) {
  const float h =
      heights[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)];
  return std::isfinite(h) ? h : 0.0f;
}

// The shader (shaders/colourise.frag, relief) repeats these float steps.
Vec3 normalAt(std::span<const float> heights, const Surface& s, float slopeScale, int x, int y) {
  const int xl = x > 0 ? x - 1 : x;
  const int xr = x + 1 < s.width ? x + 1 : x;
  const int yu = y > 0 ? y - 1 : y;
  const int yd = y + 1 < s.height ? y + 1 : y;
  const float gx = xr == xl ? 0.0f
                            : (heightAt(heights, s.width, xr, y) - heightAt(heights, s.width, xl, y)) *
                                  slopeScale / static_cast<float>(xr - xl);
  const float gz = yd == yu ? 0.0f
                            : (heightAt(heights, s.width, x, yd) - heightAt(heights, s.width, x, yu)) *
                                  slopeScale / static_cast<float>(yd - yu);
  const float len = std::sqrt(gx * gx + 1.0f + gz * gz);
  return {-gx / len, 1.0f / len, -gz / len};
}

float slopeScaleOf(const Surface& s) {
  return static_cast<float>(s.heightScale / s.spacing);
}

}  // namespace

Vec3 lightDirection(const Light& light) {
  const double az = light.azimuth * std::numbers::pi / 180.0;
  const double alt = light.altitude * std::numbers::pi / 180.0;
  return {static_cast<float>(std::sin(az) * std::cos(alt)), static_cast<float>(std::sin(alt)),
          static_cast<float>(-std::cos(az) * std::cos(alt))};
}

Vec3 surfaceNormal(std::span<const float> heights, const Surface& s, int x, int y) {
  checkSurface(s, heights.size());
  if (x < 0 || x >= s.width || y < 0 || y >= s.height)
    throw std::out_of_range("surface point outside the field");
  return normalAt(heights, s, slopeScaleOf(s), x, y);
}

void surfaceNormals(std::span<const float> heights, const Surface& s, std::span<Vec3> out) {
  checkSurface(s, heights.size());
  if (out.size() != heights.size())
    throw std::invalid_argument("normals buffer must hold width * height vectors");
  const float k = slopeScaleOf(s);
  for (int y = 0; y < s.height; ++y)
    for (int x = 0; x < s.width; ++x)
      out[static_cast<std::size_t>(y) * static_cast<std::size_t>(s.width) + static_cast<std::size_t>(x)] =
          normalAt(heights, s, k, x, y);
}

float hillshade(const Vec3& n, const Vec3& l) {
  const float d = n.x * l.x + n.y * l.y + n.z * l.z;
  return d > 0.0f ? d : 0.0f;
}

void hillshadeField(std::span<const float> heights, const Surface& s, const Light& light,
                    std::span<float> out) {
  checkSurface(s, heights.size());
  if (out.size() != heights.size())
    throw std::invalid_argument("shade buffer must hold width * height values");
  const float k = slopeScaleOf(s);
  const Vec3 l = lightDirection(light);
  for (int y = 0; y < s.height; ++y)
    for (int x = 0; x < s.width; ++x)
      out[static_cast<std::size_t>(y) * static_cast<std::size_t>(s.width) + static_cast<std::size_t>(x)] =
          hillshade(normalAt(heights, s, k, x, y), l);
}

}  // namespace noisescope
