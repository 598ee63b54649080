#include "noisescope/terrain/height_curve.h"

#include <algorithm>
#include <cmath>

#include "noisescope/noise/param_table.h"

namespace noisescope {

namespace {

double sign(double v) { return v > 0.0 ? 1.0 : v < 0.0 ? -1.0 : 0.0; }

// The end slope of pchip from the first two chords (widths h0, h1, slopes
// d0, d1), d0's chord being the end's own.
double endSlope(double h0, double h1, double d0, double d1) {
  const double m = ((2.0 * h0 + h1) * d0 - h0 * d1) / (h0 + h1);
  if (sign(m) != sign(d0)) return 0.0;
  if (sign(d0) != sign(d1) && std::abs(m) > std::abs(3.0 * d0)) return 3.0 * d0;
  return m;
}

}  // namespace

HeightCurve heightCurveOf(std::span<const CurvePoint> points) {
  HeightCurve c;
  c.count = static_cast<int>(std::min<std::size_t>(points.size(), kHeightCurveMaxPoints));
  std::copy_n(points.begin(), c.count, c.points.begin());
  return c;
}

std::string heightCurveError(std::string_view name, std::span<const CurvePoint> points) {
  const std::string n(name);
  if (points.empty()) return {};
  if (points.size() < kHeightCurveMinPoints || points.size() > kHeightCurveMaxPoints)
    return n + " takes 2 to 16 points";
  if (points.front().x != 0.0 || points.back().x != 1.0) return n + " must start at x 0 and end at x 1";
  for (std::size_t i = 1; i < points.size(); ++i)
    if (!(points[i].x - points[i - 1].x >= kHeightCurveMinGap))
      return n + "'s x must rise by at least 1/64 from point to point";
  for (const CurvePoint& p : points)
    if (!(p.y >= 0.0 && p.y <= 1.0)) return n + "'s y must be in [0, 1]";
  return {};
}

double curveXAfter(double before) {
  double x = before + kHeightCurveMinGap;
  while (x - before < kHeightCurveMinGap) x = std::nextafter(x, INFINITY);
  return x;
}

double curveXBefore(double after) {
  double x = after - kHeightCurveMinGap;
  while (after - x < kHeightCurveMinGap) x = std::nextafter(x, -INFINITY);
  return x;
}

HeightCurve clampHeightCurve(std::span<const CurvePoint> points) {
  if (points.size() < kHeightCurveMinPoints) return HeightCurve{};
  HeightCurve c = heightCurveOf(points);
  const int last = c.count - 1;
  for (int i = 0; i <= last; ++i) {
    CurvePoint& p = c.points[static_cast<std::size_t>(i)];
    if (std::isnan(p.x)) p.x = static_cast<double>(i) / last;
    if (i == 0) p.x = 0.0;
    if (i == last) p.x = 1.0;
    if (i != 0 && i != last) {
      // high is a whole number of 1/64 steps below 1, so each next low stays at or below the next high.
      const double low = curveXAfter(c.points[static_cast<std::size_t>(i - 1)].x);
      const double high = 1.0 - kHeightCurveMinGap * (last - i);
      p.x = std::clamp(p.x, low, high);
    }
    p.y = std::isnan(p.y) ? p.x : std::clamp(p.y, 0.0, 1.0);
  }
  return c;
}

CurvePieces curvePiecesOf(const HeightCurve& curve) {
  CurvePieces out;
  const int n = curve.count;
  if (n < kHeightCurveMinPoints) return out;
  const auto& p = curve.points;
  double h[kHeightCurveMaxPoints], delta[kHeightCurveMaxPoints], m[kHeightCurveMaxPoints];
  for (int k = 0; k + 1 < n; ++k) {
    h[k] = p[k + 1].x - p[k].x;
    delta[k] = (p[k + 1].y - p[k].y) / h[k];
  }
  if (n == 2) {
    m[0] = m[1] = delta[0];
  } else {
    for (int k = 1; k + 1 < n; ++k) {
      if (delta[k - 1] * delta[k] <= 0.0) {
        m[k] = 0.0;
        continue;
      }
      const double w1 = 2.0 * h[k] + h[k - 1], w2 = h[k] + 2.0 * h[k - 1];
      m[k] = (w1 + w2) / (w1 / delta[k - 1] + w2 / delta[k]);
    }
    m[0] = endSlope(h[0], h[1], delta[0], delta[1]);
    m[n - 1] = endSlope(h[n - 2], h[n - 3], delta[n - 2], delta[n - 3]);
  }
  for (int k = 0; k + 1 < n; ++k) {
    const double rise = p[k + 1].y - p[k].y;
    const double s0 = h[k] * m[k], s1 = h[k] * m[k + 1];
    out.piece[static_cast<std::size_t>(k)] =
        CurvePiece{p[k].x, 1.0 / h[k], p[k].y, s0, 3.0 * rise - 2.0 * s0 - s1, s0 + s1 - 2.0 * rise};
  }
  out.count = n - 1;
  return out;
}

double CurvePieces::apply(double e) const {
  if (count == 0) return e;
  e = e > 0.0 ? e : 0.0;  // NaN too
  e = e < 1.0 ? e : 1.0;
  int k = 0;  // the last piece whose x0 is at or below e
  for (int i = 1; i < count; ++i)
    if (e >= piece[static_cast<std::size_t>(i)].x0) k = i;
  const CurvePiece& q = piece[static_cast<std::size_t>(k)];
  const double t = (e - q.x0) * q.invWidth;
  return std::clamp(q.a + t * (q.b + t * (q.c + t * q.d)), 0.0, 1.0);  // rounding kept inside [0, 1]
}

double applyHeightCurve(const HeightCurve& curve, double e) { return curvePiecesOf(curve).apply(e); }

double heightCurveSteepest(const HeightCurve& curve) {
  const CurvePieces pieces = curvePiecesOf(curve);
  if (pieces.count == 0) return 1.0;
  double steepest = 0.0;
  for (int k = 0; k < pieces.count; ++k) {
    const CurvePiece& q = pieces.piece[static_cast<std::size_t>(k)];
    // dy/dt = b + 2 c t + 3 d t^2: largest at an end or at its vertex.
    const auto slope = [&](double t) { return std::abs(q.b + t * (2.0 * q.c + t * 3.0 * q.d)); };
    double s = std::max(slope(0.0), slope(1.0));
    if (q.d != 0.0) {
      const double vertex = -q.c / (3.0 * q.d);
      if (vertex > 0.0 && vertex < 1.0) s = std::max(s, slope(vertex));
    }
    steepest = std::max(steepest, s * q.invWidth);
  }
  return steepest;
}

std::string heightCurveText(const HeightCurve& curve) {
  if (curve.count == 0) return "off";
  std::string text;
  for (const CurvePoint& p : curve.used()) {
    if (!text.empty()) text += ',';
    text += shortestNumber(p.x) + ":" + shortestNumber(p.y);
  }
  return text;
}

ParsedCurve parseHeightCurve(std::string_view name, std::string_view text) {
  ParsedCurve r;
  if (text == "off") return r;
  const auto trimmed = [](std::string_view s) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    return s;
  };
  std::string_view rest = text;
  while (true) {
    const std::size_t comma = rest.find(',');
    const std::string_view item = rest.substr(0, comma);
    const std::size_t colon = item.find(':');
    const std::optional<double> x = colon == std::string_view::npos ? std::nullopt : readNumber(trimmed(item.substr(0, colon)));
    const std::optional<double> y = colon == std::string_view::npos ? std::nullopt : readNumber(trimmed(item.substr(colon + 1)));
    if (!x || !y || r.points.size() == kHeightCurveMaxPoints) {
      r.error = r.points.size() == kHeightCurveMaxPoints
                    ? std::string(name) + " takes 2 to 16 points"
                    : std::string(name) + " needs off or points x:y,x:y,..., got " + quoted(text);
      r.points.clear();
      return r;
    }
    r.points.push_back(CurvePoint{*x, *y});
    if (comma == std::string_view::npos) break;
    rest = rest.substr(comma + 1);
  }
  r.error = heightCurveError(name, r.points);
  if (!r.error.empty()) {
    r.error += ", got " + quoted(text);
    r.points.clear();
  }
  return r;
}

}  // namespace noisescope
