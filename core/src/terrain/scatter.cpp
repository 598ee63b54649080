#include "noisescope/terrain/scatter.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <utility>

#include "fill/field_internal.h"
#include "noisescope/noise/coords.h"
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

double unitOf(std::uint64_t h) {
  return static_cast<double>(h >> 11) * 0x1.0p-53;
}  // [0, 1)

// The candidates of one spacing: cells of side spacing x kPoissonCell (or
// kJitterCell), each with a place and a priority hashed from the cell.
struct Grid {
  double spacing = 0;
  double cell = 0;
  // Cell (i, j)'s hashes are mix(mix(prefix ^ i) ^ j), each prefix
  // hashPrefix(seed, spacing, salt) for salts 1 (x), 2 (y) and 3 (priority).
  std::uint64_t placeX = 0, placeY = 0, priority = 0;
  std::int64_t reach = 0;  // PointCells::reach(spacing)
  // Per column of cells over the request's blocks, from firstColumn: its
  // half of the three hashes and the block columns its two edges fall in;
  // per row, the block rows.
  struct Column {
    std::uint64_t placeX, placeY, priority;
    std::int64_t blockLo, blockHi;
  };
  struct Row {
    std::int64_t blockLo, blockHi;
  };
  std::int64_t firstColumn = 0, firstRow = 0;
  std::vector<Column> columns;
  std::vector<Row> rows;
};

std::uint64_t hashPrefix(std::uint32_t seed, double spacing, std::uint64_t salt) {
  return mix(mix(seed ^ (salt << 32)) ^ std::bit_cast<std::uint64_t>(spacing));
}

// elevation(p, x f, y f) at map point (x, y), bit for bit.
double elevationAt(const TerrainPoint& field, double x, double y) {
  const double f = field.params().frequency;
  return field.elevation(x * f, y * f, x * f / f, y * f / f);
}

struct Candidate {
  double x, y;
  std::uint64_t priority;
  int grid;  // index into Scatter::grids
};

// The field a request reads, and the spacings it asks for.
struct Scatter {
  const TerrainPoint& field;  // elevation and moisture as the point functions give them, bit for bit
  const Thresholds& t;
  const BiomeCuts& cuts;
  const ScatterSettings& s;
  std::vector<Grid> grids;  // one per distinct non-zero spacing, ascending
  double block = 0;         // B: the largest spacing

  // The biome at (x, y) and the elevation it read. Water and beach do not
  // read the moisture (classifyBiome), so it is not computed for them.
  Biome biome(double x, double y, double& e) const {
    const double f = field.params().frequency;
    e = elevationAt(field, x, y);
    if (!(e >= t.t1) || e < t.t2) return classifyBiome(e, 0.0, t, cuts);
    return classifyBiome(e, field.moisture(x * f, y * f), t, cuts);
  }
};

// Accepted points on cells of side B / n laid over the blocks of a request,
// cell edges on block edges, n = floor(sqrt(2) B / smallest spacing) + 1 (a
// hair more), so a cell's diagonal is shorter than any spacing and a cell
// holds at most one point. A block's cells are written only while that
// block fills, and a candidate reads only cells of its block and the eight
// around it, so the blocks of one phase fill on separate threads without
// sharing a cell. A ring of one block of empty cells around the request
// spares the reads a bounds test. 26 bytes a cell.
class PointCells {
 public:
  PointCells(std::int64_t bx0, std::int64_t by0, std::int64_t blocksX, std::int64_t blocksY, double block,
             double smallest)
      : bx0_(bx0 - 1), by0_(by0 - 1), block_(block),
        n_(static_cast<std::int64_t>(std::floor(std::sqrt(2.0) * (1 + 0x1p-20) * block / smallest)) + 1),
        cell_(block / static_cast<double>(n_)), perCell_(1.0 / cell_), width_((blocksX + 2) * n_),
        place_(static_cast<std::size_t>(width_ * (blocksY + 2) * n_)),
        grid_(place_.size(), kEmpty), biome_(place_.size()), elevation_(place_.size()) {
    // An empty cell's place lies far from every candidate: the distance
    // test itself passes it over, with no test of emptiness.
    const int rows = static_cast<int>((blocksY + 2) * n_);
    detail::forRowPieces(0, rows, static_cast<double>(width_), [&](int a, int b) {
      std::fill(place_.begin() + a * width_, place_.begin() + b * width_, Place{kFar, kFar});
    });
  }

  // How many cells out a candidate of this spacing reads: enough for any
  // point closer than it, with one to spare for rounding; at most n.
  std::int64_t reach(double spacing) const {
    return std::min(n_, static_cast<std::int64_t>(std::ceil(spacing * perCell_)) + 1);
  }

  // Whether a point closer than min(c's spacing, its own) lies within
  // `reach` cells of c, a candidate of block (bx, by).
  bool conflicts(const Candidate& c, double spacing, const std::vector<Grid>& grids, std::int64_t reach,
                 std::int64_t bx, std::int64_t by) const {
    const std::int64_t cx = column(c.x, bx), cy = row(c.y, by);
    const auto closer = [&](std::size_t k) {
      const double dx = place_[k].x - c.x, dy = place_[k].y - c.y, d2 = dx * dx + dy * dy;
      if (!(d2 < spacing * spacing)) return false;  // c's spacing bounds min(c's, the point's)
      const double d = std::min(spacing, grids[grid_[k]].spacing);
      return d2 < d * d;
    };
    // The cells next to c's own first: most candidates have a point there.
    for (std::int64_t j = cy - 1; j <= cy + 1; ++j)
      for (std::int64_t i = cx - 1; i <= cx + 1; ++i)
        if (closer(index(i, j))) return true;
    for (std::int64_t ring = 2; ring <= reach; ++ring)
      for (std::int64_t j = cy - ring; j <= cy + ring; ++j) {
        const std::int64_t step = j == cy - ring || j == cy + ring ? 1 : 2 * ring;  // the ring's cells only
        for (std::int64_t i = cx - ring; i <= cx + ring; i += step)
          if (closer(index(i, j))) return true;
      }
    return false;
  }
  // Puts c, of biome b, spacing and elevation e, in its cell; false when the
  // cell holds a point (one closer than its spacing: never after conflicts() said no).
  bool add(const Candidate& c, Biome b, double e, std::int64_t bx, std::int64_t by) {
    const std::size_t k = index(column(c.x, bx), row(c.y, by));
    if (grid_[k] != kEmpty) return false;
    place_[k] = Place{c.x, c.y};
    grid_[k] = static_cast<std::uint8_t>(c.grid);
    biome_[k] = b;
    elevation_[k] = e;
    return true;
  }
  // The points of block rows [by0, by1] and block columns [bx0, bx1] that
  // lie in r, sorted by y, then x: cell rows in order, each row's points sorted.
  std::vector<ScatterPoint> pointsIn(std::int64_t bx0, std::int64_t bx1, std::int64_t by0, std::int64_t by1,
                                     const ScatterRegion& r) const {
    std::vector<ScatterPoint> out;
    for (std::int64_t j = (by0 - by0_) * n_; j < (by1 + 1 - by0_) * n_; ++j) {
      const std::size_t rowStart = out.size();
      for (std::int64_t i = (bx0 - bx0_) * n_; i < (bx1 + 1 - bx0_) * n_; ++i) {
        const std::size_t k = index(i, j);
        const Place& q = place_[k];
        if (grid_[k] != kEmpty && q.x >= r.x0 && q.x < r.x1 && q.y >= r.y0 && q.y < r.y1)
          out.push_back(ScatterPoint{q.x, q.y, biome_[k], elevation_[k], 0.0});
      }
      std::sort(out.begin() + static_cast<std::ptrdiff_t>(rowStart), out.end(),
                [](const ScatterPoint& a, const ScatterPoint& b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    }
    return out;
  }

 private:
  struct Place {
    double x, y;
  };
  static constexpr std::uint8_t kEmpty = 0xFF;
  static constexpr double kFar = 1e300;  // an empty cell's place: its square distance is infinite
  std::size_t index(std::int64_t i, std::int64_t j) const { return static_cast<std::size_t>(j * width_ + i); }
  // The cell column of x in block column bx, kept inside the block where
  // rounding would leave it.
  std::int64_t column(double x, std::int64_t bx) const { return within(x, bx, bx0_); }
  std::int64_t row(double y, std::int64_t by) const { return within(y, by, by0_); }
  std::int64_t within(double v, std::int64_t b, std::int64_t b0) const {
    const double local = saneFloor((v - static_cast<double>(b) * block_) * perCell_);
    const std::int64_t k = local < 0 ? 0 : local >= static_cast<double>(n_) ? n_ - 1 : static_cast<std::int64_t>(local);
    return (b - b0) * n_ + k;
  }
  std::int64_t bx0_, by0_;  // the block of cell (0, 0): one before the request's first
  double block_;
  std::int64_t n_;
  double cell_, perCell_;
  std::int64_t width_;
  // Per cell; the places apart, as the test of every candidate reads them.
  std::vector<Place> place_;
  std::vector<std::uint8_t> grid_;  // kEmpty, or the point's grid
  std::vector<Biome> biome_;
  std::vector<double> elevation_;
};

constexpr int kInside = 0, kEdge = 1, kOutside = 2;

// Where a line of cells whose edges fall in blocks [lo, hi] lies against
// block b: all in it, all outside, or some of each (test each candidate).
// x = (i + u) cell lies between i cell and (i + 1) cell, as rounded, and
// floor(x / B) grows with x, so this is each candidate's own test, made once.
int lineAgainst(std::int64_t lo, std::int64_t hi, std::int64_t b) {
  if (lo == b && hi == b) return kInside;
  if (hi < b || lo > b) return kOutside;
  return kEdge;
}

std::int64_t blockOfEdge(double edge, double block) { return static_cast<std::int64_t>(std::floor(edge / block)); }

// Fills g's tables over blocks [bx0, bx1] x [by0, by1] of side `block`:
// every line any of those blocks reads (blockCandidates' i0..i1, j0..j1).
void tabulate(Grid& g, double block, std::int64_t bx0, std::int64_t bx1, std::int64_t by0, std::int64_t by1) {
  const auto first = [&](std::int64_t b) {
    return static_cast<std::int64_t>(std::floor(static_cast<double>(b) * block / g.cell)) - 1;
  };
  const auto last = [&](std::int64_t b) {
    return static_cast<std::int64_t>(std::floor((static_cast<double>(b) * block + block) / g.cell)) + 1;
  };
  g.firstColumn = first(bx0);
  g.columns.clear();
  for (std::int64_t i = g.firstColumn; i <= last(bx1); ++i)
    g.columns.push_back(Grid::Column{mix(g.placeX ^ static_cast<std::uint64_t>(i)),
                                     mix(g.placeY ^ static_cast<std::uint64_t>(i)),
                                     mix(g.priority ^ static_cast<std::uint64_t>(i)),
                                     blockOfEdge(static_cast<double>(i) * g.cell, block),
                                     blockOfEdge(static_cast<double>(i + 1) * g.cell, block)});
  g.firstRow = first(by0);
  g.rows.clear();
  for (std::int64_t j = g.firstRow; j <= last(by1); ++j)
    g.rows.push_back(Grid::Row{blockOfEdge(static_cast<double>(j) * g.cell, block),
                               blockOfEdge(static_cast<double>(j + 1) * g.cell, block)});
}

// The candidates of block (bx, by) in priority order, into out.
void blockCandidates(const Scatter& sc, std::int64_t bx, std::int64_t by, std::vector<Candidate>& out) {
  out.clear();
  const double bx0 = static_cast<double>(bx) * sc.block, by0 = static_cast<double>(by) * sc.block;
  const bool poisson = sc.s.method == ScatterMethod::Poisson;
  for (std::size_t g = 0; g < sc.grids.size(); ++g) {
    const Grid& grid = sc.grids[g];
    const double cell = grid.cell;
    const auto i0 = static_cast<std::int64_t>(saneFloor(bx0 / cell)) - 1;
    const auto i1 = static_cast<std::int64_t>(saneFloor((bx0 + sc.block) / cell)) + 1;
    const auto j0 = static_cast<std::int64_t>(saneFloor(by0 / cell)) - 1;
    const auto j1 = static_cast<std::int64_t>(saneFloor((by0 + sc.block) / cell)) + 1;
    for (std::int64_t j = j0; j <= j1; ++j) {
      const Grid::Row& row = grid.rows[static_cast<std::size_t>(j - grid.firstRow)];
      const int rowTest = lineAgainst(row.blockLo, row.blockHi, by);
      if (rowTest == kOutside) continue;
      for (std::int64_t i = i0; i <= i1; ++i) {
        const Grid::Column& h = grid.columns[static_cast<std::size_t>(i - grid.firstColumn)];
        const int columnTest = lineAgainst(h.blockLo, h.blockHi, bx);
        if (columnTest == kOutside) continue;
        const std::uint64_t hx = mix(h.placeX ^ static_cast<std::uint64_t>(j)),
                            hy = mix(h.placeY ^ static_cast<std::uint64_t>(j));
        const double u = poisson ? unitOf(hx) : 0.5 + kJitterWindow * (unitOf(hx) - 0.5);
        const double v = poisson ? unitOf(hy) : 0.5 + kJitterWindow * (unitOf(hy) - 0.5);
        const double x = (static_cast<double>(i) + u) * cell, y = (static_cast<double>(j) + v) * cell;
        if ((columnTest == kEdge && saneFloor(x / sc.block) != static_cast<double>(bx)) ||
            (rowTest == kEdge && saneFloor(y / sc.block) != static_cast<double>(by)))
          continue;
        out.push_back(Candidate{x, y, mix(h.priority ^ static_cast<std::uint64_t>(j)), static_cast<int>(g)});
      }
    }
  }
  std::sort(out.begin(), out.end(), [](const Candidate& a, const Candidate& b) {
    if (a.priority != b.priority) return a.priority > b.priority;
    return a.y != b.y ? a.y < b.y : a.x < b.x;
  });
}

// Dart throwing over block (bx, by)'s candidates in priority order: a
// candidate closer to a point than their spacing is dropped unread; one that
// is not becomes a point when its biome asks for its grid's spacing. (The
// biome is read only for those: the same points as reading every one first.)
void fillBlock(const Scatter& sc, PointCells& cells, std::int64_t bx, std::int64_t by,
               std::vector<Candidate>& candidates) {
  blockCandidates(sc, bx, by, candidates);
  for (const Candidate& c : candidates) {
    const double spacing = sc.grids[static_cast<std::size_t>(c.grid)].spacing;
    if (cells.conflicts(c, spacing, sc.grids, sc.grids[static_cast<std::size_t>(c.grid)].reach, bx, by)) continue;
    double e = 0;
    const Biome b = sc.biome(c.x, c.y, e);
    if (scatterSpacing(sc.s, b) != spacing) continue;  // this grid serves the biomes of its spacing
    cells.add(c, b, e, bx, by);
  }
}

double slopeAt(const TerrainPoint& field, double x, double y) {
  const double h = kSlopeStep;
  const double dx = elevationAt(field, x + h, y) - elevationAt(field, x - h, y);
  const double dy = elevationAt(field, x, y + h) - elevationAt(field, x, y - h);
  return std::sqrt(dx * dx + dy * dy) / (2 * h);
}

// The smallest and largest non-zero spacings (kScatterSpacingMax both when none).
std::pair<double, double> spacingRange(const ScatterSettings& s) {
  double smallest = kScatterSpacingMax, largest = 0;
  for (int b = 0; b < kBiomeCount; ++b)
    if (const double v = scatterSpacing(s, static_cast<Biome>(b)); v > 0) {
      smallest = std::min(smallest, v);
      largest = std::max(largest, v);
    }
  return {smallest, largest > 0 ? largest : kScatterSpacingMax};
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
  const double smallest = spacingRange(s).first;
  return (r.x1 - r.x0) * (r.y1 - r.y0) * 2.0 / (std::sqrt(3.0) * smallest * smallest);
}

double scatterMarginBound(const ScatterSettings& s, const ScatterRegion& r) {
  const std::pair<double, double> range = spacingRange(s);
  const double smallest = range.first, largest = range.second;
  const auto across = [&](double a, double b) {  // the blocks scatterPoints fills, in map widths
    return (std::floor(b / largest) - std::floor(a / largest) + 1 + 2 * kPhaseReach) * largest;
  };
  return across(r.x0, r.x1) * across(r.y0, r.y1) * 2.0 / (std::sqrt(3.0) * smallest * smallest);
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
  const double margin = scatterMarginBound(s, r);
  std::snprintf(count, sizeof count, "%.0f", std::ceil(margin));
  if (margin > 2.0 * static_cast<double>(kScatterMaxPoints))
    return "the largest spacing, " + number(spacingRange(s).second) +
           ", makes scatter place points three to four times it around the region (they decide the points at its "
           "edge): up to " + std::string(count) + " points there, more than the " +
           std::to_string(2 * kScatterMaxPoints) +
           " allowed: bring the spacings closer together or use a smaller region";
  return "";
}

void computeScatterSlopes(const NoiseParams& p, std::vector<ScatterPoint>& points) {
  if (erosionOn(p))
    throw std::invalid_argument("scatter reads the field point by point and cannot erode: set --erosion 0");
  const TerrainPoint field(p);
  detail::forRowPieces(0, static_cast<int>(points.size()), 4.0 * field.params().octaves, [&](int a, int b) {
    for (int i = a; i < b; ++i) {
      ScatterPoint& pt = points[static_cast<std::size_t>(i)];
      pt.slope = slopeAt(field, pt.x, pt.y);
    }
  });
}

std::vector<ScatterPoint> scatterPoints(const NoiseParams& p, const Thresholds& t, const BiomeCuts& cuts,
                                        const ScatterSettings& s, const ScatterRegion& r, ScatterSlopes slopes) {
  if (std::string e = scatterRequestError(s, r); !e.empty()) throw std::invalid_argument(e);
  if (erosionOn(p))
    throw std::invalid_argument("scatter reads the field point by point and cannot erode: set --erosion 0");
  const TerrainPoint field(p);
  Scatter sc{field, t, cuts, s, {}, 0};
  std::vector<double> spacings;
  for (int b = 0; b < kBiomeCount; ++b)
    if (const double v = scatterSpacing(s, static_cast<Biome>(b)); v > 0) spacings.push_back(v);
  std::sort(spacings.begin(), spacings.end());
  spacings.erase(std::unique(spacings.begin(), spacings.end()), spacings.end());
  const bool poisson = s.method == ScatterMethod::Poisson;
  for (const double v : spacings) {
    Grid& g = sc.grids.emplace_back();
    g.spacing = v;
    g.cell = v * (poisson ? kPoissonCell : kJitterCell);
    g.placeX = hashPrefix(s.seed, v, 1);
    g.placeY = hashPrefix(s.seed, v, 2);
    g.priority = hashPrefix(s.seed, v, 3);
  }
  sc.block = spacings.back();

  const auto blockOf = [&](double v) { return static_cast<std::int64_t>(std::floor(v / sc.block)); };
  const std::int64_t bx0 = blockOf(r.x0), bx1 = blockOf(r.x1), by0 = blockOf(r.y0), by1 = blockOf(r.y1);
  PointCells cells(bx0 - kPhaseReach, by0 - kPhaseReach, bx1 - bx0 + 1 + 2 * kPhaseReach,
                   by1 - by0 + 1 + 2 * kPhaseReach, sc.block, spacings.front());
  for (Grid& g : sc.grids) {
    g.reach = cells.reach(g.spacing);
    tabulate(g, sc.block, bx0 - kPhaseReach, bx1 + kPhaseReach, by0 - kPhaseReach, by1 + kPhaseReach);
  }
  // Phase q = (column parity) + 2 (row parity): a block of phase q is needed
  // kPhaseReach - q blocks out, as the blocks of later phases read it. The
  // blocks of one phase fill in parallel (they share no cell), the phases in
  // order, so the points do not depend on threads.
  std::vector<std::pair<std::int64_t, std::int64_t>> blocks;
  double candidatesPerBlock = 0;
  for (const Grid& g : sc.grids) candidatesPerBlock += (sc.block / g.cell + 2) * (sc.block / g.cell + 2);
  for (int q = 0; q < 4; ++q) {
    blocks.clear();
    const std::int64_t m = kPhaseReach - q;
    for (std::int64_t by = by0 - m; by <= by1 + m; ++by)
      for (std::int64_t bx = bx0 - m; bx <= bx1 + m; ++bx)
        if (static_cast<int>(bx & 1) + 2 * static_cast<int>(by & 1) == q) blocks.emplace_back(bx, by);
    detail::forRowPieces(0, static_cast<int>(blocks.size()), candidatesPerBlock, [&](int a, int b) {
      std::vector<Candidate> candidates;
      for (int i = a; i < b; ++i) {
        const auto [bx, by] = blocks[static_cast<std::size_t>(i)];
        fillBlock(sc, cells, bx, by, candidates);
      }
    });
  }
  std::vector<ScatterPoint> out = cells.pointsIn(bx0, bx1, by0, by1, r);
  if (slopes == ScatterSlopes::Compute) computeScatterSlopes(p, out);
  return out;
}

}  // namespace noisescope
