#include "field.h"

#include <stdexcept>
#include <string>

#include "fbm.h"

namespace noisescope {

namespace {

void checkSize(const FieldSpec& spec) {
  if (spec.width < 1 || spec.height < 1 || spec.width > kMaxFieldSide || spec.height > kMaxFieldSide)
    throw std::invalid_argument("field size " + std::to_string(spec.width) + "x" + std::to_string(spec.height) +
                                " is outside 1..16384 per side");
}

void checkSpec(const FieldSpec& spec, std::size_t outSize) {
  checkSize(spec);
  if (outSize != static_cast<std::size_t>(spec.width) * static_cast<std::size_t>(spec.height))
    throw std::invalid_argument("field buffer holds " + std::to_string(outSize) + " values, expected " +
                                std::to_string(static_cast<std::size_t>(spec.width) * spec.height));
}

}  // namespace

LatticePoint pixelToLattice(const NoiseParams& p, const FieldSpec& spec, int px, int py) {
  const double f = clampParams(p).frequency;
  const MapPoint m = pixelToMap(spec.view, spec.width, spec.height, px, py);
  return LatticePoint{m.x * f, m.y * f};
}

void fillFieldRect(const NoiseParams& p, const FieldSpec& spec, int x0, int y0, int x1, int y1,
                   std::span<float> out) {
  checkSpec(spec, out.size());
  if (x0 < 0) x0 = 0;
  if (y0 < 0) y0 = 0;
  if (x1 > spec.width) x1 = spec.width;
  if (y1 > spec.height) y1 = spec.height;
  const NoiseParams c = clampParams(p);
  for (int y = y0; y < y1; ++y) {
    float* row = out.data() + static_cast<std::size_t>(y) * spec.width;
    for (int x = x0; x < x1; ++x) {
      const LatticePoint q = pixelToLattice(c, spec, x, y);
      const double v = spec.octave == kWholeFbm ? fbm(c, q.x, q.y) : octaveValue(c, spec.octave, q.x, q.y);
      row[x] = static_cast<float>(v);
    }
  }
}

void fillField(const NoiseParams& p, const FieldSpec& spec, std::span<float> out) {
  fillFieldRect(p, spec, 0, 0, spec.width, spec.height, out);
}

std::vector<float> renderField(const NoiseParams& p, const FieldSpec& spec) {
  checkSize(spec);
  std::vector<float> values(static_cast<std::size_t>(spec.width) * spec.height);
  fillField(p, spec, values);
  return values;
}

}  // namespace noisescope
