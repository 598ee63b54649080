#include "noisescope/terrain/scatter.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <unordered_map>

#include "fill/field_internal.h"
#include "noisescope/terrain/erosion.h"
#include "noisescope/terrain/terrain.h"

namespace noisescope {

namespace {

constexpr double kPoissonCell = 1.0 / 3.0;   // candidate cell, in spacings
constexpr double kJitterCell = 2.0;          // jittered-grid cell, in spacings
constexpr double kJitterWindow = 0.5;        // share of the cell a jittered point may fall in
constexpr double kSlopeStep = 1.0 / 4096.0;  // map widths, the central difference of the slope
constexpr int kPhaseReach = 3;               // blocks a block's points depend on, each way

std::uint64_t mix(std::uint64_t z) {  // splitmix64's finaliser
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

std::uint64_t cellHash(std::uint32_t seed, double spacing, std::int64_t i, std::int64_t j,
                       std::uint64_t salt) {
  std::uint64_t h = mix(seed ^ (salt << 32));
  h = mix(h ^ std::bit_cast<std::uint64_t>(spacing));
  h = mix(h ^ static_cast<std::uint64_t>(i));
  return mix(h ^ static_cast<std::uint64_t>(j));
}

double unitOf(std::uint64_t h) {
  return static_cast<double>(h >> 11) * 0x1.0p-53;
}  // [0, 1)

struct Candidate {
  double x, y;
  double spacing;
  std::uint64_t priority;
  Biome biome;
};

// The field a request reads, and the spacings it asks for.
struct Scatter {
  const TerrainPoint& field;  // elevation and moisture as the point functions give them, bit for bit
  const Thresholds& t;
  const BiomeCuts& cuts;
  const ScatterSettings& s;
  std::vector<double> grids;  // the distinct non-zero spacings, ascending
  double block = 0;           // B: the largest spacing
  double indexCell = 0;       // the point index's cell: the smallest spacing

  double elevation(double x, double y) const {
    const double f = field.params().frequency;
    return field.elevation(x * f, y * f, x * f / f, y * f / f);
  }
  Biome biome(double x, double y) const {
    const double f = field.params().frequency;
    return classifyBiome(elevation(x, y), field.moisture(x * f, y * f), t, cuts);
  }
};

// The candidates of block (bx, by), in priority order.
std::vector<Candidate> blockCandidates(const Scatter& sc, std::int64_t bx, std::int64_t by) {
  std::vector<Candidate> out;
  const double bx0 = static_cast<double>(bx) * sc.block, by0 = static_cast<double>(by) * sc.block;
  const bool poisson = sc.s.method == ScatterMethod::Poisson;
  for (const double spacing : sc.grids) {
    const double cell = spacing * (poisson ? kPoissonCell : kJitterCell);
    const auto i0 = static_cast<std::int64_t>(std::floor(bx0 / cell)) - 1;
    const auto i1 = static_cast<std::int64_t>(std::floor((bx0 + sc.block) / cell)) + 1;
    const auto j0 = static_cast<std::int64_t>(std::floor(by0 / cell)) - 1;
    const auto j1 = static_cast<std::int64_t>(std::floor((by0 + sc.block) / cell)) + 1;
    for (std::int64_t j = j0; j <= j1; ++j)
      for (std::int64_t i = i0; i <= i1; ++i) {
        const std::uint64_t hx = cellHash(sc.s.seed, spacing, i, j, 1),
                            hy = cellHash(sc.s.seed, spacing, i, j, 2);
        const double u = poisson ? unitOf(hx) : 0.5 + kJitterWindow * (unitOf(hx) - 0.5);
        const double v = poisson ? unitOf(hy) : 0.5 + kJitterWindow * (unitOf(hy) - 0.5);
        const double x = (static_cast<double>(i) + u) * cell, y = (static_cast<double>(j) + v) * cell;
        if (std::floor(x / sc.block) != static_cast<double>(bx) ||
            std::floor(y / sc.block) != static_cast<double>(by))
          continue;
        const Biome b = sc.biome(x, y);
        if (scatterSpacing(sc.s, b) != spacing) continue;  // this grid serves the biomes of its spacing
        out.push_back(Candidate{x, y, spacing, cellHash(sc.s.seed, spacing, i, j, 3), b});
      }
  }
  std::sort(out.begin(), out.end(), [](const Candidate& a, const Candidate& b) {
    if (a.priority != b.priority) return a.priority > b.priority;
    return a.y != b.y ? a.y < b.y : a.x < b.x;
  });
  return out;
}

// Accepted points on a hash grid of side indexCell: no two closer than it, so
// a cell holds few.
class PointIndex {
 public:
  explicit PointIndex(double cell) : cell_(cell) {}
  bool conflicts(const Candidate& c) const {
    const auto reach = static_cast<std::int64_t>(std::ceil(c.spacing / cell_));
    const std::int64_t ci = cellOf(c.x), cj = cellOf(c.y);
    for (std::int64_t j = cj - reach; j <= cj + reach; ++j)
      for (std::int64_t i = ci - reach; i <= ci + reach; ++i) {
        const auto found = cells_.find(key(i, j));
        if (found == cells_.end()) continue;
        for (const int k : found->second) {
          const Candidate& o = points_[static_cast<std::size_t>(k)];
          const double d = std::min(c.spacing, o.spacing);
          const double dx = o.x - c.x, dy = o.y - c.y;
          if (dx * dx + dy * dy < d * d) return true;
        }
      }
    return false;
  }
  void add(const Candidate& c) {
    cells_[key(cellOf(c.x), cellOf(c.y))].push_back(static_cast<int>(points_.size()));
    points_.push_back(c);
  }
  const std::vector<Candidate>& points() const { return points_; }

 private:
  std::int64_t cellOf(double v) const { return static_cast<std::int64_t>(std::floor(v / cell_)); }
  static std::uint64_t key(std::int64_t i, std::int64_t j) {
    return (static_cast<std::uint64_t>(i) << 32) ^ (static_cast<std::uint64_t>(j) & 0xFFFFFFFFull);
  }
  double cell_;
  std::unordered_map<std::uint64_t, std::vector<int>> cells_;
  std::vector<Candidate> points_;
};

double slopeAt(const Scatter& sc, double x, double y) {
  const double h = kSlopeStep;
  const double dx = sc.elevation(x + h, y) - sc.elevation(x - h, y);
  const double dy = sc.elevation(x, y + h) - sc.elevation(x, y - h);
  return std::sqrt(dx * dx + dy * dy) / (2 * h);
}

bool spacingValid(double v) {
  return v == 0 || (v >= kScatterSpacingMin && v <= kScatterSpacingMax);
}

std::string number(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", v);
  return text;
}

}  // namespace

std::string_view scatterMethodName(ScatterMethod method) {
  switch (method) {
    case ScatterMethod::Poisson: return "poisson";
    case ScatterMethod::Jitter: return "jitter";
  }
  return "";
}

std::optional<ScatterMethod> scatterMethodFromName(std::string_view name) {
  for (const ScatterMethod m : {ScatterMethod::Poisson, ScatterMethod::Jitter})
    if (scatterMethodName(m) == name) return m;
  return std::nullopt;
}

std::string scatterBiomeWord(Biome b) {
  std::string w(biomeName(b));
  std::replace(w.begin(), w.end(), ' ', '-');
  return w;
}

std::optional<Biome> biomeFromScatterWord(std::string_view word) {
  for (int b = 0; b < kBiomeCount; ++b)
    if (scatterBiomeWord(static_cast<Biome>(b)) == word) return static_cast<Biome>(b);
  return std::nullopt;
}

double scatterSpacing(const ScatterSettings& s, Biome b) {
  const double own = s.biomeSpacing[static_cast<std::size_t>(b)];
  return own == ScatterSettings::kScatterUseDefault ? s.spacing : own;
}

std::string scatterSettingsError(const ScatterSettings& s) {
  const std::string range = " must be 0 or in [" + number(kScatterSpacingMin) + ", " +
                            number(kScatterSpacingMax) + "] map widths, got ";
  if (!spacingValid(s.spacing)) return "the spacing" + range + number(s.spacing);
  bool any = false;
  for (int b = 0; b < kBiomeCount; ++b) {
    const double own = s.biomeSpacing[static_cast<std::size_t>(b)];
    if (own != ScatterSettings::kScatterUseDefault && !spacingValid(own))
      return "the spacing for " + std::string(biomeName(static_cast<Biome>(b))) + range + number(own);
    any = any || scatterSpacing(s, static_cast<Biome>(b)) > 0;
  }
  if (!any) return "every biome's spacing is 0: there is nowhere to put a point";
  return "";
}

double scatterPointBound(const ScatterSettings& s, const ScatterRegion& r) {
  double smallest = kScatterSpacingMax;
  for (int b = 0; b < kBiomeCount; ++b) {
    const double v = scatterSpacing(s, static_cast<Biome>(b));
    if (v > 0) smallest = std::min(smallest, v);
  }
  return (r.x1 - r.x0) * (r.y1 - r.y0) * 2.0 / (std::sqrt(3.0) * smallest * smallest);
}

std::string scatterRequestError(const ScatterSettings& s, const ScatterRegion& r) {
  if (std::string e = scatterSettingsError(s); !e.empty()) return e;
  if (std::string e = mapRegionError(r); !e.empty()) return e;
  const double bound = scatterPointBound(s, r);
  char count[48];
  std::snprintf(count, sizeof count, "%.0f", std::ceil(bound));
  if (bound > static_cast<double>(kScatterMaxPoints))
    return "these spacings could make up to " + std::string(count) + " points in the region, more than the " +
           std::to_string(kScatterMaxPoints) + " allowed: use a larger spacing or a smaller region";
  return "";
}

std::vector<ScatterPoint> scatterPoints(const NoiseParams& p, const Thresholds& t, const BiomeCuts& cuts,
                                        const ScatterSettings& s, const ScatterRegion& r) {
  if (std::string e = scatterRequestError(s, r); !e.empty()) throw std::invalid_argument(e);
  if (erosionOn(p))
    throw std::invalid_argument("scatter reads the field point by point and cannot erode: set --erosion 0");
  const TerrainPoint field(p);
  Scatter sc{field, t, cuts, s, {}, 0, 0};
  for (int b = 0; b < kBiomeCount; ++b)
    if (const double v = scatterSpacing(s, static_cast<Biome>(b)); v > 0) sc.grids.push_back(v);
  std::sort(sc.grids.begin(), sc.grids.end());
  sc.grids.erase(std::unique(sc.grids.begin(), sc.grids.end()), sc.grids.end());
  sc.block = sc.grids.back();
  sc.indexCell = sc.grids.front();

  const auto blockOf = [&](double v) { return static_cast<std::int64_t>(std::floor(v / sc.block)); };
  const std::int64_t bx0 = blockOf(r.x0), bx1 = blockOf(r.x1), by0 = blockOf(r.y0), by1 = blockOf(r.y1);
  // Every block any phase needs, in phase order; their candidates (the cost:
  // two field evaluations each) fill in parallel, the dart throwing after
  // them in this order on one thread, so the points do not depend on threads.
  // Phase q = (column parity) + 2 (row parity): a block of phase q is needed
  // kPhaseReach - q blocks out, as the blocks of later phases read it.
  std::vector<std::pair<std::int64_t, std::int64_t>> blocks;
  for (int q = 0; q < 4; ++q) {
    const std::int64_t m = kPhaseReach - q;
    for (std::int64_t by = by0 - m; by <= by1 + m; ++by)
      for (std::int64_t bx = bx0 - m; bx <= bx1 + m; ++bx)
        if (static_cast<int>(bx & 1) + 2 * static_cast<int>(by & 1) == q) blocks.emplace_back(bx, by);
  }
  std::vector<std::vector<Candidate>> candidates(blocks.size());
  const double perBlock =
      sc.block * sc.block / (sc.grids.front() * sc.grids.front()) * 9.0 * field.params().octaves * 2;
  detail::forRowPieces(0, static_cast<int>(blocks.size()), perBlock, [&](int a, int b) {
    for (int i = a; i < b; ++i)
      candidates[static_cast<std::size_t>(i)] = blockCandidates(sc, blocks[static_cast<std::size_t>(i)].first,
                                                                blocks[static_cast<std::size_t>(i)].second);
  });
  PointIndex index(sc.indexCell);
  for (const std::vector<Candidate>& block : candidates)
    for (const Candidate& c : block)
      if (!index.conflicts(c)) index.add(c);
  std::vector<ScatterPoint> out;
  for (const Candidate& c : index.points())
    if (c.x >= r.x0 && c.x < r.x1 && c.y >= r.y0 && c.y < r.y1)
      out.push_back(ScatterPoint{c.x, c.y, c.biome, sc.elevation(c.x, c.y), 0.0});
  std::sort(out.begin(), out.end(),
            [](const ScatterPoint& a, const ScatterPoint& b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  for (ScatterPoint& pt : out) pt.slope = slopeAt(sc, pt.x, pt.y);
  return out;
}

}  // namespace noisescope
