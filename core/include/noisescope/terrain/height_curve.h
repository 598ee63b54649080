// height_curve.h — redistribution by a drawn curve: the elevation e becomes
// curve(e), the step after the exponent (terrain.h step 3b).
//
// What it is
//   A curve of 2 to 16 points (x, y), x rising from exactly 0 to exactly 1
//   by at least kHeightCurveMinGap a step, every y in [0, 1]. Between two
//   points it is the monotone cubic of Fritsch and Carlson as MATLAB's pchip
//   and SciPy's PchipInterpolator build it: the slope at an inner point is
//   0 where the curve turns there (the two neighbouring chords' slopes
//   differ in sign or one is 0), else the weighted harmonic mean
//   (w1 + w2) / (w1 / d0 + w2 / d1), w1 = 2 h1 + h0, w2 = h1 + 2 h0 (h the
//   widths, d the chords' slopes on either side); at an end, the three-point
//   formula ((2 h0 + h1) d0 - h0 d1) / (h0 + h1), 0 where its sign is not
//   d0's, 3 d0 where d0 and d1 differ in sign and it is steeper than that;
//   two points give the straight line. Each piece k is then
//   y = a + t (b + t (c + t d)) with t = (e - x_k) / (x_k+1 - x_k) and
//   a = y_k, b = h m_k, c = 3 D - 2 h m_k - h m_k+1, d = h m_k + h m_k+1 - 2 D
//   (h its width, D = y_k+1 - y_k, m the slopes): it passes through every
//   point and never overshoots a neighbouring pair, so it stays in [0, 1]
//   (a result that rounding takes past 0 or 1 is held there). e at or below
//   0 (and NaN) gives y_0, at or above 1 the last y.
//
// Why this curve: Sebastian Lague's terrain generator reshapes heights with a
// drawn curve; a monotone cubic follows a drawing as closely and never
// rings above the highest point or below the lowest, as a natural spline
// would between close points.
//
// Off is count 0: the elevation is untouched, bit for bit.
// Cost: a few compares and a cubic a sample. Deterministic.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace noisescope {

inline constexpr int kHeightCurveMinPoints = 2;
inline constexpr int kHeightCurveMaxPoints = 16;
// The least step in x between points: a piece's slope is then at most
// 3 / kHeightCurveMinGap = 192 (field.h's precision scales with it).
inline constexpr double kHeightCurveMinGap = 1.0 / 64.0;

struct CurvePoint {
  double x = 0.0;  // the elevation in, [0, 1]
  double y = 0.0;  // the elevation out, [0, 1]
  bool operator==(const CurvePoint&) const = default;
};

struct HeightCurve {
  int count = 0;  // 0: off; else [2, 16] points in `points`, the rest zero
  std::array<CurvePoint, kHeightCurveMaxPoints> points{};

  std::span<const CurvePoint> used() const { return {points.data(), static_cast<std::size_t>(count)}; }
  bool operator==(const HeightCurve&) const = default;
};

// The curve through `points` (count 0 for none; points past 16 are dropped:
// check heightCurveError first).
HeightCurve heightCurveOf(std::span<const CurvePoint> points);

// Empty when points make an allowed curve (none is allowed: off), else one
// sentence starting with `name`: "height-curve takes 2 to 16 points",
// "height-curve must start at x 0 and end at x 1", "height-curve's x must
// rise by at least 1/64 from point to point", "height-curve's y must be in
// [0, 1]".
std::string heightCurveError(std::string_view name, std::span<const CurvePoint> points);

// The least x a point after one at x `before` may take, and the largest a
// point before one at x `after` may take: 1/64 away, a float step further
// where the sum rounds short of it (heightCurveError's own test then holds).
double curveXAfter(double before);
double curveXBefore(double after);

// The nearest allowed curve: fewer than 2 points is off; past 16 the first
// 16; every y clamped to [0, 1] (NaN: its x); the ends at x 0 and 1 and
// each inner x held between its neighbours with the least gap (NaN:
// evenly spaced).
HeightCurve clampHeightCurve(std::span<const CurvePoint> points);

// One piece of an allowed curve: y = a + t (b + t (c + t d)),
// t = (e - x0) * invWidth.
struct CurvePiece {
  double x0, invWidth, a, b, c, d;
};

// The count - 1 pieces of an allowed curve, made once for many values (the
// slopes cost about 100 ns, a value a few): what fills and point functions keep.
struct CurvePieces {
  int count = 0;  // 0: off; else [1, 15]
  std::array<CurvePiece, kHeightCurveMaxPoints - 1> piece{};

  // curve(e) as above. Output: [0, 1]; e itself when off.
  double apply(double e) const;
};
CurvePieces curvePiecesOf(const HeightCurve& curve);

// curvePiecesOf(curve).apply(e), for a single value.
double applyHeightCurve(const HeightCurve& curve, double e);

// The curve's steepest slope |dy/de| anywhere on [0, 1]: how much it
// magnifies an error in e. Output: [0, 192]; 1 when off.
double heightCurveSteepest(const HeightCurve& curve);

// "off", or the points as "x:y,x:y,...", each number the shortest text that
// reads back as the same double: "0:0,0.5:0.2,1:1".
std::string heightCurveText(const HeightCurve& curve);

// Reads heightCurveText's form (spaces around numbers allowed). Either the
// points (empty for "off") and an empty error, or error is one sentence
// starting with `name`: "height-curve needs off or points x:y,x:y,...,
// got '0.5'", or heightCurveError's.
struct ParsedCurve {
  std::vector<CurvePoint> points;
  std::string error;
};
ParsedCurve parseHeightCurve(std::string_view name, std::string_view text);

}  // namespace noisescope
