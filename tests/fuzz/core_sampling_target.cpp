// Fuzz target core_sampling: the core over arbitrary parameters (out of
// range, NaN, infinities, enum values that name nothing), coordinates and
// views. Checks the ranges the headers state: fbm in [0, fbmUpperBound],
// every noise in [0, 1], octave contributions summing to fbm, fields with no
// NaN and in range, fillFieldRect touching only its rectangle, zoomAt keeping
// the zoom inside its clamp, statistics counting every value once. Fields are
// filled on every instruction-set path the CPU runs (field.h FieldPath), which
// must agree to the bit, and refreshField after a pan must match a fresh fill.
#include <algorithm>
#include <cmath>
#include <vector>

#include "noisescope/fill/field.h"
#include "noisescope/noise/fbm.h"
#include "noisescope/noise/noise.h"
#include "noisescope/teaching/stats.h"
#include "core_inputs.h"
#include "fuzz_support.h"

namespace noisescope::fuzz {
namespace {

bool inUnit(double v) { return v >= 0.0 && v <= 1.0; }

void checkPoint(const NoiseParams& p, double x, double y) {
  const double upper = fbmUpperBound(p);
  FUZZ_REQUIRE(std::isfinite(upper) && upper >= 1.0, "upper bound %.17g", upper);
  const double v = fbm(p, x, y);
  FUZZ_REQUIRE(v >= 0.0 && v <= upper, "fbm %.17g outside [0, %.17g] at (%.17g, %.17g)", v, upper, x, y);

  const NoiseParams c = clampParams(p);
  FUZZ_REQUIRE(paramsError(c).empty(), "clampParams left %s", paramsError(c).c_str());
  double sum = 0.0;
  for (int o = 0; o < c.octaves; ++o) {
    const double value = octaveValue(p, o, x, y);
    const double weight = octaveWeight(p, o);
    const double part = octaveContribution(p, o, x, y);
    FUZZ_REQUIRE(inUnit(value), "octave %d value %.17g", o, value);
    FUZZ_REQUIRE(inUnit(weight), "octave %d weight %.17g", o, weight);
    FUZZ_REQUIRE(part >= 0.0 && part <= weight, "octave %d contribution %.17g, weight %.17g", o, part, weight);
    sum += part;
  }
  FUZZ_REQUIRE(std::fabs(sum - v) <= 1e-12 * upper, "contributions sum to %.17g, fbm %.17g", sum, v);

  for (Fade fade : kAllFades) {
    const double valueN = valueNoise(x, y, c.seed, fade);
    const double gradientN = gradientNoise(x, y, c.seed, fade);
    const double raw = gradientNoiseRaw(x, y, c.seed, fade);
    FUZZ_REQUIRE(inUnit(valueN), "value noise %.17g at (%.17g, %.17g)", valueN, x, y);
    FUZZ_REQUIRE(inUnit(gradientN), "gradient noise %.17g at (%.17g, %.17g)", gradientN, x, y);
    FUZZ_REQUIRE(std::fabs(raw) <= 0.70710678118654757, "raw gradient %.17g at (%.17g, %.17g)", raw, x, y);
  }
}

// Every path this CPU runs gives the same floats, in range and within
// 1e-6 * fbmUpperBound of the double-precision fbm() (field.h).
std::vector<float> fillOnEveryPath(const NoiseParams& p, const FieldSpec& spec) {
  const bool whole = spec.octave == kWholeFbm;
  const double upper = whole ? fbmUpperBound(p) : 1.0;
  const std::size_t n = static_cast<std::size_t>(spec.width) * spec.height;
  // The double-precision reference, once: it does not depend on the path.
  std::vector<double> exact(n);
  for (int y = 0; y < spec.height; ++y)
    for (int x = 0; x < spec.width; ++x) {
      const LatticePoint q = pixelToLattice(p, spec, x, y);
      exact[static_cast<std::size_t>(y) * spec.width + x] =
          whole ? fbm(p, q.x, q.y) : octaveValue(p, spec.octave, q.x, q.y);
    }
  std::vector<float> first;
  for (FieldPath path : {FieldPath::Scalar, FieldPath::Sse2, FieldPath::Avx2, FieldPath::Avx512}) {
    if (!fieldPathSupported(path)) continue;
    setFieldPath(path);
    std::vector<float> field(n);
    fillField(p, spec, field);
    const char* name = fieldPathName(path).data();
    for (int y = 0; y < spec.height; ++y)
      for (int x = 0; x < spec.width; ++x) {
        const std::size_t i = static_cast<std::size_t>(y) * spec.width + x;
        const float v = field[i];
        FUZZ_REQUIRE(v >= 0.0f && v <= static_cast<float>(upper), "%s: field value %.9g at (%d, %d) outside [0, %g]",
                     name, v, x, y, upper);
        FUZZ_REQUIRE(std::fabs(v - exact[i]) <= 1e-6 * upper, "%s: field value %.9g at (%d, %d), fbm %.17g", name, v,
                     x, y, exact[i]);
      }
    if (first.empty()) first = field;
    FUZZ_REQUIRE(field == first, "%s gives other floats than the scalar path", name);
  }
  setFieldPath(FieldPath::Auto);
  return first;
}

// Whether every pixel of the field samples, in every octave, inside the
// +-1e9 clamp of coords.h: beyond it points stop moving with a pan.
bool unclamped(const NoiseParams& p, const FieldSpec& spec) {
  const double finest = octaveFrequency(p, clampParams(p).octaves - 1);
  for (int y = 0; y < spec.height; ++y)
    for (int x = 0; x < spec.width; ++x) {
      const LatticePoint q = pixelToLattice(p, spec, x, y);
      if (!(std::fabs(q.x) * finest < 1e8 && std::fabs(q.y) * finest < 1e8)) return false;
    }
  return true;
}

// A pan by whole pixels, refreshed, against a fresh fill of the new view;
// for views inside camera.h's zoom range whose points stay clear of the clamp.
// (Found by fuzzing: at a zoom of 3e-164, far outside the range, shifted
// pixels and a fresh fill differ; the GUI clamps the zoom, so it never meets
// that. docs/dev/testing.md, "Hostile input".)
void checkRefresh(const NoiseParams& p, const FieldSpec& spec, const std::vector<float>& field, ByteReader& in) {
  const int dx = in.byte() % 13 - 6, dy = in.byte() % 13 - 6;
  FieldSpec next = spec;
  next.camera = panByPixels(spec.camera, spec.width, dx, dy);
  if (!(spec.camera.zoom >= kZoomMin && spec.camera.zoom <= kZoomMax) || !unclamped(p, spec) ||
      !unclamped(p, next))
    return;
  std::vector<float> refreshed = field;
  refreshField(p, spec, next, refreshed);
  const std::vector<float> fresh = renderField(p, next);
  const double tolerance = 2e-6 * (spec.octave == kWholeFbm ? fbmUpperBound(p) : 1.0);
  for (std::size_t i = 0; i < fresh.size(); ++i)
    FUZZ_REQUIRE(std::fabs(refreshed[i] - fresh[i]) <= tolerance, "refreshField after a (%d, %d) pan: %.9g, fresh %.9g",
                 dx, dy, refreshed[i], fresh[i]);
}

void checkField(const NoiseParams& p, const FieldSpec& spec, ByteReader& in) {
  const std::size_t n = static_cast<std::size_t>(spec.width) * spec.height;
  const std::vector<float> field = fillOnEveryPath(p, spec);
  FUZZ_REQUIRE(renderField(p, spec) == field, "renderField differs from fillField");
  checkRefresh(p, spec, field, in);

  // A rectangle, possibly reaching past the edges or empty: only it changes.
  const int x0 = in.byte() % 12 - 2, y0 = in.byte() % 12 - 2, x1 = in.byte() % 12 - 2, y1 = in.byte() % 12 - 2;
  std::vector<float> rect(n, -7.0f);
  fillFieldRect(p, spec, x0, y0, x1, y1, rect);
  for (int y = 0; y < spec.height; ++y)
    for (int x = 0; x < spec.width; ++x) {
      const std::size_t i = static_cast<std::size_t>(y) * spec.width + x;
      const bool inside = x >= x0 && x < x1 && y >= y0 && y < y1;
      FUZZ_REQUIRE(rect[i] == (inside ? field[i] : -7.0f), "fillFieldRect [%d,%d)x[%d,%d) wrote %g at (%d, %d)", x0,
                   x1, y0, y1, rect[i], x, y);
    }

  const FieldStats stats = computeStats(field, 1 + in.byte());
  std::size_t counted = stats.below + stats.above;
  for (std::size_t c : stats.histogram) counted += c;
  FUZZ_REQUIRE(counted == n, "stats counted %zu of %zu values", counted, n);
}

void checkView(ByteReader& in) {
  const Camera start{in.number(), in.number(), std::clamp(std::fabs(in.number()), kZoomMin, kZoomMax)};
  const int width = 1 + in.take<std::uint16_t>() % 16384, height = 1 + in.take<std::uint16_t>() % 16384;
  const double factor = in.number();
  if (!std::isfinite(start.cx) || !std::isfinite(start.cy)) return;  // views start finite
  const Camera zoomed = zoomAt(start, width, height, in.number(), in.number(), factor);
  FUZZ_REQUIRE(zoomed.zoom >= kZoomMin && zoomed.zoom <= kZoomMax, "zoomAt(factor %.17g) gave zoom %.17g", factor,
               zoomed.zoom);
}

void checkStats(ByteReader& in) {
  std::vector<float> values;
  while (!in.empty()) values.push_back(in.take<float>());
  const FieldStats stats = computeStats(values, 1 + in.byte());
  std::size_t counted = stats.below + stats.above;
  for (std::size_t c : stats.histogram) counted += c;
  FUZZ_REQUIRE(counted <= values.size(), "stats counted %zu of %zu values", counted, values.size());
}

}  // namespace

void fuzzTarget(std::span<const std::uint8_t> data) {
  ByteReader in(data);
  const NoiseParams p = readPlainParams(in);
  checkPoint(p, in.number(), in.number());
  checkField(p, readFieldSpec(in, 9, 128), in);
  checkView(in);
  checkStats(in);
}

}  // namespace noisescope::fuzz
