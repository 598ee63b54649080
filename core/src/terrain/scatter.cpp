#include "noisescope/terrain/scatter.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>
#include <stdexcept>
#include <utility>

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
constexpr double kKeptCellBytes = 64e6;      // cell memory a thread keeps between requests

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
  // Per block column (row) of the request, from the first: the columns
  // (rows) of cells its candidates may come from.
  struct Span {
    std::int64_t first, last;
  };
  std::vector<Span> columnSpans, rowSpans;
};

// Where the blocks of a request begin along one axis, from block `first`:
// start[k] is the least double whose quotient by the block's side rounds to
// first + k or more, so v lies in block b (floor(v / side) is b) exactly
// where start[b - first] <= v < start[b - first + 1]: no division a
// candidate.
struct BlockStarts {
  std::int64_t first = 0;
  std::vector<double> start;

  BlockStarts(std::int64_t firstBlock, std::int64_t lastBlock, double side) : first(firstBlock) {
    for (std::int64_t b = firstBlock; b <= lastBlock + 1; ++b) {
      const auto k = static_cast<double>(b);
      double v = k * side;  // the quotient's rounding can move the edge an ulp or two either way
      while (v / side >= k) v = std::nextafter(v, -INFINITY);
      while (v / side < k) v = std::nextafter(v, INFINITY);
      start.push_back(v);
    }
  }
  bool holds(std::int64_t b, double v) const {
    const auto k = static_cast<std::size_t>(b - first);
    return v >= start[k] && v < start[k + 1];
  }
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
  std::optional<BlockStarts> columns, rows;

  // The biome at (x, y) and the elevation it read. Water and beach do not
  // read the moisture (classifyBiome), so it is not computed for them.
  Biome biome(double x, double y, double& e) const {
    const double f = field.params().frequency;
    e = elevationAt(field, x, y);
    if (!(e >= t.t1) || e < t.t2) return classifyBiome(e, 0.0, t, cuts);
    return classifyBiome(e, field.moisture(x * f, y * f), t, cuts);
  }
};

// The memory of a request's cells (PointCells), apart per field, for up to
// `capacity` cells. Not initialised: the cells clear what they read.
struct CellMemory {
  std::size_t capacity = 0;
  std::unique_ptr<double[]> x, y, spacing2, elevation;
  std::unique_ptr<Biome[]> biome;

  void reserve(std::size_t cells) {
    if (cells <= capacity) return;
    *this = CellMemory{};  // the old arrays go first: the peak is the new ones
    for (std::unique_ptr<double[]>* field : {&x, &y, &spacing2, &elevation})
      *field = std::make_unique_for_overwrite<double[]>(cells);
    biome = std::make_unique_for_overwrite<Biome[]>(cells);
    capacity = cells;
  }
};

// Accepted points on cells of side B / n laid over the blocks of a request,
// cell edges on block edges, n = floor(sqrt(2) B / smallest spacing) + 1 (a
// hair more), so a cell's diagonal is shorter than any spacing and a cell
// holds at most one point. A block's cells are written only while that
// block fills, and a candidate reads only cells of its block and the eight
// around it, so the blocks of one phase fill on separate threads without
// sharing a cell. A ring of one block of empty cells around the request
// spares the reads a bounds test. 33 bytes a cell, in `memory`.
class PointCells {
 public:
  static constexpr double kBytesPerCell = 33.0;

  PointCells(std::int64_t bx0, std::int64_t by0, std::int64_t blocksX, std::int64_t blocksY, double block,
             double smallest, CellMemory& memory)
      : bx0_(bx0 - 1),
        by0_(by0 - 1),
        block_(block),
        n_(cellsPerBlock(block, smallest)),
        cell_(block / static_cast<double>(n_)),
        perCell_(1.0 / cell_),
        width_((blocksX + 2) * n_),
        rows_((blocksY + 2) * n_) {
    memory.reserve(cellCount());
    x_ = memory.x.get(), y_ = memory.y.get(), spacing2_ = memory.spacing2.get();
    elevation_ = memory.elevation.get(), biome_ = memory.biome.get();
    // Only the places are cleared, on the field's threads: a cell's biome
    // and elevation are read only where a point was put.
    detail::forRowPieces(0, static_cast<int>(rows_), static_cast<double>(width_), [&](int a, int b) {
      for (double* cells : {x_, y_, spacing2_}) std::fill(cells + index(0, a), cells + index(0, b), 0.0);
    });
  }

  // n: cells along a block's side.
  static std::int64_t cellsPerBlock(double block, double smallest) {
    return static_cast<std::int64_t>(std::floor(std::sqrt(2.0) * (1 + 0x1p-20) * block / smallest)) + 1;
  }

  // How many cells out a candidate of this spacing reads: enough for any
  // point closer than it, with one to spare for rounding; at most n.
  std::int64_t reach(double spacing) const {
    return std::min(n_, static_cast<std::int64_t>(std::ceil(spacing * perCell_)) + 1);
  }

  // Whether a point closer than min(c's spacing, its own) lies within
  // `reach` cells of c, a candidate of block (bx, by). Row by row from c's
  // own outward (most candidates have a point in the rows next to it).
  bool conflicts(const Candidate& c, double spacing, std::int64_t reach, std::int64_t bx,
                 std::int64_t by) const {
    const std::int64_t cx = column(c.x, bx), cy = row(c.y, by);
    const RowTest test(c, spacing * spacing);
    for (std::int64_t t = 0; t <= 2 * reach; ++t) {
      const std::size_t k = index(cx - reach, cy + ((t & 1) ? (t + 1) / 2 : -(t / 2)));
      if (reach == 2 ? test.hits<5>(&x_[k], &y_[k], &spacing2_[k], 5)
                     : test.hits<0>(&x_[k], &y_[k], &spacing2_[k], 2 * reach + 1))
        return true;
    }
    return false;
  }
  // Puts c, of biome b, spacing and elevation e, in its cell; false when the
  // cell holds a point (one closer than its spacing: never after conflicts() said no).
  bool add(const Candidate& c, double spacing, Biome b, double e, std::int64_t bx, std::int64_t by) {
    const std::size_t k = index(column(c.x, bx), row(c.y, by));
    if (spacing2_[k] != 0) return false;
    x_[k] = c.x;
    y_[k] = c.y;
    spacing2_[k] = spacing * spacing;
    biome_[k] = b;
    elevation_[k] = e;
    return true;
  }
  // The points of block rows [by0, by1] and block columns [bx0, bx1] that
  // lie in r, sorted by y, then x: cell rows in order, each row's points
  // sorted. Rows are gathered on the field's threads, then laid end to end.
  std::vector<ScatterPoint> pointsIn(std::int64_t bx0, std::int64_t bx1, std::int64_t by0, std::int64_t by1,
                                     const ScatterRegion& r) const {
    const std::int64_t j0 = (by0 - by0_) * n_, j1 = (by1 + 1 - by0_) * n_;
    const std::int64_t i0 = (bx0 - bx0_) * n_, i1 = (bx1 + 1 - bx0_) * n_;
    std::vector<std::vector<ScatterPoint>> rows(static_cast<std::size_t>(j1 - j0));
    detail::forRowPieces(0, static_cast<int>(j1 - j0), static_cast<double>(i1 - i0), [&](int a, int b) {
      for (int row = a; row < b; ++row) {
        std::vector<ScatterPoint>& points = rows[static_cast<std::size_t>(row)];
        for (std::int64_t i = i0; i < i1; ++i) {
          const std::size_t k = index(i, j0 + row);
          const double x = x_[k], y = y_[k];
          if (spacing2_[k] != 0 && x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1)
            points.push_back(ScatterPoint{x, y, biome_[k], elevation_[k], 0.0});
        }
        std::sort(points.begin(), points.end(), [](const ScatterPoint& p, const ScatterPoint& q) {
          return p.y != q.y ? p.y < q.y : p.x < q.x;
        });
      }
    });
    std::vector<std::size_t> start(rows.size() + 1, 0);
    for (std::size_t row = 0; row < rows.size(); ++row) start[row + 1] = start[row] + rows[row].size();
    std::vector<ScatterPoint> out(start.back());
    detail::forRowPieces(
        0, static_cast<int>(rows.size()), static_cast<double>(i1 - i0) / 8, [&](int a, int b) {
          for (int row = a; row < b; ++row)
            std::copy(rows[static_cast<std::size_t>(row)].begin(), rows[static_cast<std::size_t>(row)].end(),
                      out.begin() + static_cast<std::ptrdiff_t>(start[static_cast<std::size_t>(row)]));
        });
    return out;
  }

 private:
  std::size_t index(std::int64_t i, std::int64_t j) const { return static_cast<std::size_t>(j * width_ + i); }
  // Whether a point of a row of cells lies closer to a candidate than the
  // smaller of their spacings: two cells at a time, with no branch between
  // them; an odd row's last pair overlaps the one before it. W: the row's
  // width when the compiler may unroll it (the one spacing's), else 0.
  class RowTest {
   public:
    RowTest(const Candidate& c, double spacing2)
        : x_{c.x, c.x}, y_{c.y, c.y}, spacing2_{spacing2, spacing2} {}
    template <int W>
    bool hits(const double* xs, const double* ys, const double* spacing2, std::int64_t width) const {
      if constexpr (W != 0) width = W;
      Mask hit = {0, 0};
      const auto pair = [&](std::int64_t i) {
        const Pair dx = load(xs + i) - x_, dy = load(ys + i) - y_, limit = load(spacing2 + i);
        // min of the squares is the square of the min: the test min(spacings)^2 > d^2
        hit |= dx * dx + dy * dy < (limit < spacing2_ ? limit : spacing2_);
      };
      for (std::int64_t i = 0; i + 1 < width; i += 2) pair(i);
      pair(width - 2);
      return (hit[0] | hit[1]) != 0;
    }

   private:
    using Pair = double __attribute__((vector_size(16)));
    using Mask = std::int64_t __attribute__((vector_size(16)));
    static Pair load(const double* p) {
      Pair v;
      std::memcpy(&v, p, sizeof v);
      return v;
    }
    Pair x_, y_, spacing2_;
  };
  std::size_t cellCount() const { return static_cast<std::size_t>(width_ * rows_); }
  // The cell column of x in block column bx, kept inside the block where
  // rounding would leave it.
  std::int64_t column(double x, std::int64_t bx) const { return within(x, bx, bx0_); }
  std::int64_t row(double y, std::int64_t by) const { return within(y, by, by0_); }
  std::int64_t within(double v, std::int64_t b, std::int64_t b0) const {
    // local lies within rounding of [0, n): truncation is its floor there,
    // and 0 for a hair below 0, where the cell is 0 all the same.
    const double local = (v - static_cast<double>(b) * block_) * perCell_;
    return (b - b0) * n_ + std::clamp(static_cast<std::int64_t>(local), std::int64_t{0}, n_ - 1);
  }
  std::int64_t bx0_, by0_;  // the block of cell (0, 0): one before the request's first
  double block_;
  std::int64_t n_;
  double cell_, perCell_;
  std::int64_t width_;
  std::int64_t rows_;
  // A cell's point and its spacing squared, apart, as a row's test reads
  // them; an empty cell's spacing2 is 0, so no distance is under it and the
  // test passes it over unasked.
  double *x_ = nullptr, *y_ = nullptr, *spacing2_ = nullptr;
  Biome* biome_ = nullptr;
  double* elevation_ = nullptr;
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

// The block of coordinate v (BlockStarts::holds tells the same without a division).
std::int64_t blockOf(double v, double block) {
  return static_cast<std::int64_t>(std::floor(v / block));
}

// Fills g's tables over blocks [bx0, bx1] x [by0, by1] of side `block`:
// every line any of those blocks reads, and each block's span of them.
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
    g.columns.push_back(Grid::Column{
        mix(g.placeX ^ static_cast<std::uint64_t>(i)), mix(g.placeY ^ static_cast<std::uint64_t>(i)),
        mix(g.priority ^ static_cast<std::uint64_t>(i)), blockOf(static_cast<double>(i) * g.cell, block),
        blockOf(static_cast<double>(i + 1) * g.cell, block)});
  g.firstRow = first(by0);
  g.rows.clear();
  for (std::int64_t j = g.firstRow; j <= last(by1); ++j)
    g.rows.push_back(Grid::Row{blockOf(static_cast<double>(j) * g.cell, block),
                               blockOf(static_cast<double>(j + 1) * g.cell, block)});
  g.columnSpans.clear();
  for (std::int64_t b = bx0; b <= bx1; ++b) g.columnSpans.push_back(Grid::Span{first(b), last(b)});
  g.rowSpans.clear();
  for (std::int64_t b = by0; b <= by1; ++b) g.rowSpans.push_back(Grid::Span{first(b), last(b)});
}

// The order candidates are tried in: priority, highest first; where two
// share one (a 2^-64 chance), the lower y, then the lower x.
void rankCandidates(std::vector<Candidate>& candidates) {
  std::sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
    if (a.priority != b.priority) return a.priority > b.priority;
    return a.y != b.y ? a.y < b.y : a.x < b.x;
  });
}

// A candidate's place in its cell along one axis, [0, 1), from its
// column's hash of that axis and its row.
double place(std::uint64_t columnHash, std::int64_t j, bool poisson) {
  const double u = unitOf(mix(columnHash ^ static_cast<std::uint64_t>(j)));
  return poisson ? u : 0.5 + kJitterWindow * (u - 0.5);
}

// The candidates of block (bx, by), ranked, into out.
void blockCandidates(const Scatter& sc, std::int64_t bx, std::int64_t by, std::vector<Candidate>& out) {
  out.clear();
  const bool poisson = sc.s.method == ScatterMethod::Poisson;
  for (std::size_t g = 0; g < sc.grids.size(); ++g) {
    const Grid& grid = sc.grids[g];
    const double cell = grid.cell;
    const Grid::Span across = grid.columnSpans[static_cast<std::size_t>(bx - sc.columns->first)];
    const Grid::Span down = grid.rowSpans[static_cast<std::size_t>(by - sc.rows->first)];
    for (std::int64_t j = down.first; j <= down.last; ++j) {
      const Grid::Row& row = grid.rows[static_cast<std::size_t>(j - grid.firstRow)];
      const int rowTest = lineAgainst(row.blockLo, row.blockHi, by);
      if (rowTest == kOutside) continue;
      for (std::int64_t i = across.first; i <= across.last; ++i) {
        const Grid::Column& h = grid.columns[static_cast<std::size_t>(i - grid.firstColumn)];
        const int columnTest = lineAgainst(h.blockLo, h.blockHi, bx);
        if (columnTest == kOutside) continue;
        const double x = (static_cast<double>(i) + place(h.placeX, j, poisson)) * cell;
        if (columnTest == kEdge && !sc.columns->holds(bx, x)) continue;
        const double y = (static_cast<double>(j) + place(h.placeY, j, poisson)) * cell;
        if (rowTest == kEdge && !sc.rows->holds(by, y)) continue;
        out.push_back(Candidate{x, y, mix(h.priority ^ static_cast<std::uint64_t>(j)), static_cast<int>(g)});
      }
    }
  }
  rankCandidates(out);
}

// Dart throwing over block (bx, by)'s candidates in priority order: a
// candidate closer to a point than their spacing is dropped unread; one that
// is not becomes a point when its biome asks for its grid's spacing. (The
// biome is read only for those: the same points as reading every one first.)
void fillBlock(const Scatter& sc, PointCells& cells, std::int64_t bx, std::int64_t by,
               std::vector<Candidate>& candidates) {
  blockCandidates(sc, bx, by, candidates);
  for (const Candidate& c : candidates) {
    const Grid& grid = sc.grids[static_cast<std::size_t>(c.grid)];
    if (cells.conflicts(c, grid.spacing, grid.reach, bx, by)) continue;
    double e = 0;
    const Biome b = sc.biome(c.x, c.y, e);
    if (scatterSpacing(sc.s, b) != grid.spacing) continue;  // this grid serves the biomes of its spacing
    cells.add(c, grid.spacing, b, e, bx, by);
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
           ", makes scatter place points three to four times it around the region (they decide the points at "
           "its "
           "edge): up to " +
           std::string(count) + " points there, more than the " + std::to_string(2 * kScatterMaxPoints) +
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
                                        const ScatterSettings& s, const ScatterRegion& r,
                                        ScatterSlopes slopes) {
  if (std::string e = scatterRequestError(s, r); !e.empty()) throw std::invalid_argument(e);
  if (erosionOn(p))
    throw std::invalid_argument("scatter reads the field point by point and cannot erode: set --erosion 0");
  const TerrainPoint field(p);
  Scatter sc{field, t, cuts, s, {}, 0, std::nullopt, std::nullopt};
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

  const std::int64_t bx0 = blockOf(r.x0, sc.block), bx1 = blockOf(r.x1, sc.block);
  const std::int64_t by0 = blockOf(r.y0, sc.block), by1 = blockOf(r.y1, sc.block);
  const std::int64_t blocksX = bx1 - bx0 + 1 + 2 * kPhaseReach, blocksY = by1 - by0 + 1 + 2 * kPhaseReach;
  // The cells' memory stays with the thread between requests up to
  // kKeptCellBytes, as the explorer asks again at every change of a
  // spacing: fresh memory costs its page faults each time (on two threads
  // of a Xeon a thread's first scatter/poisson/100k takes 50 ms, the next
  // ones 46 ms).
  thread_local CellMemory kept;
  CellMemory fresh;
  const std::int64_t n = PointCells::cellsPerBlock(sc.block, spacings.front());
  const double bytes = static_cast<double>((blocksX + 2) * n) * static_cast<double>((blocksY + 2) * n) *
                       PointCells::kBytesPerCell;
  if (bytes > kKeptCellBytes) kept = CellMemory{};
  PointCells cells(bx0 - kPhaseReach, by0 - kPhaseReach, blocksX, blocksY, sc.block, spacings.front(),
                   bytes <= kKeptCellBytes ? kept : fresh);
  for (Grid& g : sc.grids) {
    g.reach = cells.reach(g.spacing);
    tabulate(g, sc.block, bx0 - kPhaseReach, bx1 + kPhaseReach, by0 - kPhaseReach, by1 + kPhaseReach);
  }
  sc.columns.emplace(bx0 - kPhaseReach, bx1 + kPhaseReach, sc.block);
  sc.rows.emplace(by0 - kPhaseReach, by1 + kPhaseReach, sc.block);
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
