// Fuzz target core_scatter: scatterPoints (noisescope/terrain/scatter.h) with
// settings, spacings and regions of any bits (NaN and infinities included)
// over noise of any settings. Checks what the header promises: a request
// scatterRequestError refuses is refused by scatterPoints with that sentence;
// one it accepts (kept to kMostPoints in the region and its margin, so a run
// stays short) gives points inside the region, sorted by y then x, no two
// closer than the smaller of their spacings, each in the biome the point
// functions give there with a spacing above 0; the points inside a smaller
// rectangle are those a run over that rectangle alone gives, to the bit; and
// one thread and two give the same bytes.
#include <cmath>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "noisescope/fill/field.h"
#include "noisescope/terrain/erosion.h"
#include "noisescope/terrain/scatter.h"
#include "noisescope/terrain/terrain.h"
#include "core_inputs.h"
#include "fuzz_support.h"

namespace noisescope::fuzz {
namespace {

constexpr double kMostPoints = 1500.0;  // scatterMarginBound of a request run here

// A spacing: mostly in the valid range, sometimes any number.
double readSpacing(ByteReader& in) {
  const std::uint8_t kind = in.byte();
  if (kind % 8 == 0) return in.number();
  if (kind % 8 == 1) return 0.0;
  return 0.02 + (in.byte() / 255.0) * 0.3;
}

ScatterRegion readRegion(ByteReader& in) {
  const std::uint8_t kind = in.byte();
  if (kind % 4 == 0) return ScatterRegion{in.number(), in.number(), in.number(), in.number()};
  const double x0 = in.take<std::int8_t>() / 16.0, y0 = in.take<std::int8_t>() / 16.0;
  return ScatterRegion{x0, y0, x0 + 0.05 + in.byte() / 255.0, y0 + 0.05 + in.byte() / 255.0};
}

bool sameBytes(const std::vector<ScatterPoint>& a, const std::vector<ScatterPoint>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (std::memcmp(&a[i].x, &b[i].x, sizeof(double)) != 0 || std::memcmp(&a[i].y, &b[i].y, sizeof(double)) != 0 ||
        a[i].biome != b[i].biome || std::memcmp(&a[i].elevation, &b[i].elevation, sizeof(double)) != 0)
      return false;
  return true;
}

}  // namespace

void fuzzTarget(std::span<const std::uint8_t> data) {
  ByteReader in(data);
  const NoiseParams c = clampParams(readPlainParams(in));
  ScatterSettings s;
  s.method = (in.byte() & 1) ? ScatterMethod::Jitter : ScatterMethod::Poisson;
  s.seed = in.take<std::uint32_t>();
  s.spacing = readSpacing(in);
  for (double& v : s.biomeSpacing) {
    const std::uint8_t use = in.byte();
    v = use % 3 == 0 ? ScatterSettings::kScatterUseDefault : readSpacing(in);
  }
  const ScatterRegion r = readRegion(in);
  const Thresholds t{};
  const BiomeCuts cuts{};

  const std::string refusal = scatterRequestError(s, r);
  if (!refusal.empty()) {
    FUZZ_REQUIRE(refusal.find('\n') == std::string::npos, "a refusal of more than one line: %s", refusal.c_str());
    bool thrown = false;
    try {
      scatterPoints(c, t, cuts, s, r, ScatterSlopes::Skip);
    } catch (const std::invalid_argument& e) {
      thrown = refusal == e.what();
    }
    FUZZ_REQUIRE(thrown, "scatterPoints did not refuse with: %s", refusal.c_str());
    return;
  }
  if (scatterMarginBound(s, r) > kMostPoints || erosionOn(c)) return;

  setFieldThreads(1);
  const std::vector<ScatterPoint> one = scatterPoints(c, t, cuts, s, r, ScatterSlopes::Skip);
  setFieldThreads(2);
  const std::vector<ScatterPoint> two = scatterPoints(c, t, cuts, s, r, ScatterSlopes::Skip);
  setFieldThreads(0);
  FUZZ_REQUIRE(sameBytes(one, two), "one thread gave %zu points, two %zu, or other bytes", one.size(), two.size());

  for (std::size_t i = 0; i < one.size(); ++i) {
    const ScatterPoint& q = one[i];
    FUZZ_REQUIRE(q.x >= r.x0 && q.x < r.x1 && q.y >= r.y0 && q.y < r.y1, "point %zu (%.17g, %.17g) outside", i,
                 q.x, q.y);
    FUZZ_REQUIRE(i == 0 || one[i - 1].y < q.y || (one[i - 1].y == q.y && one[i - 1].x < q.x),
                 "point %zu out of order", i);
    FUZZ_REQUIRE(q.biome == biomeAt(c, t, cuts, q.x * c.frequency, q.y * c.frequency),
                 "point %zu's biome is not the point functions'", i);
    FUZZ_REQUIRE(scatterSpacing(s, q.biome) > 0, "point %zu in a biome of spacing 0", i);
    for (std::size_t j = i + 1; j < one.size(); ++j) {
      const double d = std::min(scatterSpacing(s, q.biome), scatterSpacing(s, one[j].biome));
      const double dx = one[j].x - q.x, dy = one[j].y - q.y;
      FUZZ_REQUIRE(!(dx * dx + dy * dy < d * d), "points %zu and %zu closer than %.17g", i, j, d);
    }
  }

  // A rectangle inside the region holds the points a run over it alone gives.
  const double a = in.byte() / 255.0, b = in.byte() / 255.0;
  const ScatterRegion inner{r.x0 + (r.x1 - r.x0) * a * 0.5, r.y0 + (r.y1 - r.y0) * b * 0.5, r.x1, r.y1};
  if (!scatterRequestError(s, inner).empty()) return;
  std::vector<ScatterPoint> expected;
  for (const ScatterPoint& q : one)
    if (q.x >= inner.x0 && q.x < inner.x1 && q.y >= inner.y0 && q.y < inner.y1) expected.push_back(q);
  FUZZ_REQUIRE(sameBytes(scatterPoints(c, t, cuts, s, inner, ScatterSlopes::Skip), expected),
               "the points of a rectangle differ from a larger region's inside it");
}

}  // namespace noisescope::fuzz
