#include "noisescope/terrain/erosion.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>
#include <utility>

#include "fill/field_internal.h"
#include "noisescope/noise/lattice.h"
#include "terrain/droplet_kernels.h"

namespace noisescope {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kMaxBrushPixels = 128.0;  // a brush radius; 51,000 pixels

// The brush: the pixels within radius r of a node and their weights
// max(0, r - distance), which sum to 1 over the whole brush, in pairs side
// by side in a row (a disc's pixels in a row lie side by side): pair k's
// first pixel at offset[k] (dy x the field's width + dx), its weights
// weight[2k] and weight[2k + 1]. A row of odd length ends with a pixel of
// weight 0, still within `reach` of the node (a row's pixels lie less than
// r from it, so at most reach - 1 along the row).
struct Brush {
  std::vector<double> weight;
  std::vector<std::ptrdiff_t> offset;
  std::size_t pixels = 0;  // of weight above 0
  int reach = 0;           // the farthest offset along an axis
};

Brush brushOf(double radius, int width) {
  Brush b;
  const int reach = static_cast<int>(std::ceil(radius));
  b.reach = reach;
  double sum = 0.0;
  for (int y = -reach; y <= reach; ++y) {
    const std::size_t rowStart = b.weight.size();
    for (int x = -reach; x <= reach; ++x) {
      const double w = radius - std::sqrt(static_cast<double>(x * x + y * y));
      if (w <= 0.0) continue;
      if ((b.weight.size() - rowStart) % 2 == 0)
        b.offset.push_back(static_cast<std::ptrdiff_t>(y) * width + x);
      b.weight.push_back(w);
      sum += w;
    }
    b.pixels += b.weight.size() - rowStart;
    if (b.weight.size() % 2 != 0) b.weight.push_back(0.0);
  }
  for (double& w : b.weight) w /= sum;
  return b;
}

// Where droplet k of n starts, as a share of the region's width and height.
// The droplets at every resolution are one sequence in time: droplet k runs
// at t = k / n and starts at base point floor(t m) (m = kBaseWidth^2 x D x
// height / width base points, hashed over the region) moved by its own
// jitter within one base cell. A 256-pixel preview runs the base points
// themselves; a 1024-pixel export runs each sixteen times, from within its
// cell, in the same order: so both carve the same gullies.
class StartPoints {
 public:
  StartPoints(const NoiseParams& p, int width, int height, std::int64_t n)
      : seed_(p.erosionSeed), n_(std::max<std::int64_t>(n, 1)) {
    const double aspect = static_cast<double>(height) / width;
    m_ = std::max<std::int64_t>(1, std::llround(p.erosion * kBaseWidth * kBaseWidth * aspect));
    cellX_ = 1.0 / kBaseWidth;
    cellY_ = 1.0 / std::max(1.0, kBaseWidth * aspect);
  }

  std::pair<double, double> at(std::int64_t k) const {
    const std::int64_t base = static_cast<std::int64_t>((static_cast<double>(k) / n_) * m_);
    const double bx = unit(base, 0x9E3779B9u), by = unit(base, 0x85EBCA6Bu);
    const double jx = n_ > m_ ? unit(k, 0xC2B2AE35u) - 0.5 : 0.0,
                 jy = n_ > m_ ? unit(k, 0x27D4EB2Fu) - 0.5 : 0.0;
    return {std::clamp(bx + jx * cellX_, 0.0, 1.0), std::clamp(by + jy * cellY_, 0.0, 1.0)};
  }

 private:
  static constexpr double kBaseWidth = 256.0;
  // [0, 1) from index i and a stream's salt.
  double unit(std::int64_t i, std::uint32_t salt) const {
    const std::uint32_t h = latticeHash(static_cast<std::int32_t>(i), static_cast<std::int32_t>(i >> 32),
                                        static_cast<std::int32_t>(static_cast<std::uint32_t>(seed_) ^ salt));
    return (h >> 8) / 16777216.0;
  }
  std::int32_t seed_;
  std::int64_t n_, m_ = 1;
  double cellX_ = 0, cellY_ = 0;
};

// Droplets in parallel, with the bytes of no particular thread count. The
// field is cut into square tiles of side 2R + 1, R the farthest a droplet
// reads or writes from its start (its lifetime's steps, its brush, the
// bilinear neighbours), and the tiles coloured by the parity of their column
// and row: two tiles of one colour lie more than 2R apart, so their droplets
// touch disjoint pixels. The droplets run in rounds of kRoundDroplets in k's
// order; within a round, the tiles of colour 0, then 1, 2 and 3, each
// colour's tiles side by side on the pool (droplet_kernels.h), each tile's
// droplets one after another in k's order. Rounds keep the order close to
// k's: a droplet waits at most for the rest of its round.
class DropletTiles {
 public:
  // A 512 x 512 preview's first round shows 26 ms after it starts on two cores of a Xeon
  // (erosion/preview-first), and a round's buckets take 1.5 MB.
  static constexpr std::int64_t kRoundDroplets = 65536;

  DropletTiles(int width, int height, int reach)
      : side_(2 * reach + 1), columns_((width + side_ - 1) / side_), rows_((height + side_ - 1) / side_) {
    for (int r = 0; r < rows_; ++r)
      for (int c = 0; c < columns_; ++c) ofColour_[(r & 1) * 2 + (c & 1)].push_back(r * columns_ + c);
    first_.resize(static_cast<std::size_t>(columns_) * rows_ + 1);
  }

  // Droplets [first, last) of `starts`, bucketed by the tile they start in.
  template <class Starts>
  void bucket(const Starts& starts, std::int64_t first, std::int64_t last, int width, int height) {
    const std::size_t n = static_cast<std::size_t>(last - first);
    tile_.resize(n), x_.resize(n), y_.resize(n), order_.resize(n);
    std::fill(first_.begin(), first_.end(), 0);
    for (std::size_t i = 0; i < n; ++i) {
      const auto [fx, fy] = starts.at(first + static_cast<std::int64_t>(i));
      x_[i] = fx * (width - 1), y_[i] = fy * (height - 1);
      tile_[i] = std::min(static_cast<int>(y_[i]) / side_, rows_ - 1) * columns_ +
                 std::min(static_cast<int>(x_[i]) / side_, columns_ - 1);
      ++first_[static_cast<std::size_t>(tile_[i]) + 1];
    }
    for (std::size_t t = 1; t < first_.size(); ++t) first_[t] += first_[t - 1];
    std::vector<std::size_t> next(first_.begin(), first_.end() - 1);
    for (std::size_t i = 0; i < n; ++i) order_[next[static_cast<std::size_t>(tile_[i])]++] = i;
    // The busiest tiles first, so that the threads' last tiles are small ones and end together.
    const auto size = [&](int t) {
      return first_[static_cast<std::size_t>(t) + 1] - first_[static_cast<std::size_t>(t)];
    };
    for (std::vector<int>& tiles : ofColour_)
      std::stable_sort(tiles.begin(), tiles.end(), [&](int a, int b) { return size(a) > size(b); });
  }

  // The tiles of a colour, those with the most droplets of the round first.
  const std::vector<int>& ofColour(int colour) const { return ofColour_[static_cast<std::size_t>(colour)]; }

  // A colour's tiles and the round's droplets, as the kernels take them; `taken` counts the tiles taken.
  droplets::TileQueue queue(int colour, std::size_t* taken) const {
    const std::vector<int>& tiles = ofColour(colour);
    return droplets::TileQueue{tiles.data(), tiles.size(), first_.data(), order_.data(),
                               x_.data(),    y_.data(),    taken};
  }

 private:
  int side_, columns_, rows_;
  std::array<std::vector<int>, 4> ofColour_;
  std::vector<std::size_t> first_;  // tile t's droplets are order_[first_[t] .. first_[t + 1])
  std::vector<int> tile_;
  std::vector<double> x_, y_;
  std::vector<std::size_t> order_;
};

// Talus passes: every neighbour step steeper than the talus angle moves
// strength x excess / 8 from the higher pixel to the lower, all found from
// the pass's starting heights. Each pixel gathers its four steps in one
// order (from above, from the left, to the right, below), each rounded to
// float: the bytes of moving each pair once in row order, with rows on the
// pool side by side. Passes go back and forth between the field and one
// scratch copy.
void thermalPasses(const NoiseParams& p, std::span<float> e, int width, int height,
                   double pixelsPerMapWidth) {
  // The talus step in elevation: tan(angle) map widths of height per map width, a pixel apart.
  const double talus = std::tan(p.talusAngle * kPi / 180.0) / (pixelsPerMapWidth * kErosionHeightScale);
  const double share = p.thermalStrength / 8.0;
  std::vector<float> scratch(e.size());
  std::span<float> before = e, after = scratch;
  // What moves from pixel i to pixel j (negative: from j to i).
  const auto moved = [&](std::size_t i, std::size_t j) {
    const double d = static_cast<double>(before[i]) - before[j];
    const double excess = std::abs(d) - talus;
    return excess > 0.0 ? share * excess * (d > 0 ? 1.0 : -1.0) : 0.0;
  };
  const std::size_t w = static_cast<std::size_t>(width);
  for (int pass = 0; pass < p.thermalPasses; ++pass) {
    detail::forRowPieces(0, height, 8.0 * width, [&](int a, int b) {
      for (int y = a; y < b; ++y)
        for (int x = 0; x < width; ++x) {
          const std::size_t i = static_cast<std::size_t>(y) * w + x;
          float v = before[i];
          double m = 0.0;
          // A step of no excess moves nothing and leaves the float as it is.
          if (y > 0 && (m = moved(i - w, i)) != 0.0) v = static_cast<float>(v + m);
          if (x > 0 && (m = moved(i - 1, i)) != 0.0) v = static_cast<float>(v + m);
          if (x + 1 < width && (m = moved(i, i + 1)) != 0.0) v = static_cast<float>(v - m);
          if (y + 1 < height && (m = moved(i, i + w)) != 0.0) v = static_cast<float>(v - m);
          after[i] = v;
        }
    });
    std::swap(before, after);
  }
  if (before.data() != e.data()) std::copy(before.begin(), before.end(), e.begin());
}

}  // namespace

bool erosionOn(const NoiseParams& p) {
  return p.erosion > 0.0 || p.thermalPasses > 0;
}

std::string erosionSizeError(const NoiseParams& p, int width, int height) {
  const double droplets = std::round(p.erosion * width * static_cast<double>(height));
  if (!(droplets <= kErosionMaxDroplets))
    return "erosion " + std::to_string(p.erosion) + " over " + std::to_string(width) + "x" +
           std::to_string(height) + " is " + std::to_string(static_cast<long long>(droplets)) +
           " droplets; at most 2^28 (268435456)";
  return {};
}

// What a run holds between steps.
struct ErosionRun::State {
  NoiseParams p;
  std::span<float> heights;
  int width = 0, height = 0;
  double pixelsPerMapWidth = 0, scale = 0, units = 0;
  ErosionMasks* masks = nullptr;
  Brush brush;
  std::int64_t droplets = 0, next = 0;  // droplets in all, the first not yet run
  std::optional<StartPoints> starts;
  std::optional<DropletTiles> tiles;
  bool done = false;

  // What the droplet kernels read of the run.
  droplets::DropletSettings dropletSettings() const {
    const auto pixels = [&](std::vector<float> ErosionMasks::*mask) {
      return masks != nullptr && !(masks->*mask).empty() ? (masks->*mask).data() : nullptr;
    };
    droplets::DropletSettings d;
    d.heights = heights.data(), d.width = width;
    d.flow = pixels(&ErosionMasks::flow), d.wear = pixels(&ErosionMasks::wear);
    d.deposit = pixels(&ErosionMasks::deposit);
    d.brush = droplets::BrushPairs{brush.weight.data(), brush.offset.data(), brush.offset.size()};
    d.scale = scale, d.units = units, d.heightPerElevation = 1.0 / units;
    d.margin = brush.reach + 1.0, d.xEnd = width - 1 - d.margin, d.yEnd = height - 1 - d.margin;
    d.inertia = p.erosionInertia, d.capacity = p.erosionCapacity, d.minCapacity = p.erosionMinCapacity;
    d.erode = p.erosionErode, d.depositShare = p.erosionDeposit, d.gravity = p.erosionGravity;
    d.evaporation = p.erosionEvaporation, d.lifetime = p.erosionLifetime;
    return d;
  }
};

ErosionRun::ErosionRun(const NoiseParams& p, std::span<float> heights, int width, int height,
                       double pixelsPerMapWidth, ErosionMasks* masks)
    : state_(std::make_unique<State>()) {
  if (width < 1 || height < 1 || heights.size() != static_cast<std::size_t>(width) * height)
    throw std::invalid_argument("erodeField: the heights are not width x height");
  if (const std::string error = erosionSizeError(p, width, height); !error.empty())
    throw std::invalid_argument(error);
  // A talus step and a droplet's step are lengths per pixel: a resolution of 0, below or NaN has none.
  if (!(pixelsPerMapWidth > 0.0 && std::isfinite(pixelsPerMapWidth)))
    throw std::invalid_argument("erosion needs a resolution of more than 0 pixels per map width, got " +
                                std::to_string(pixelsPerMapWidth));
  State& s = *state_;
  s.p = p, s.heights = heights, s.width = width, s.height = height, s.masks = masks;
  s.pixelsPerMapWidth = pixelsPerMapWidth;
  if (masks != nullptr)
    for (std::vector<float>* m : {&masks->flow, &masks->wear, &masks->deposit})
      m->assign(heights.size(), 0.0f);
  s.scale = pixelsPerMapWidth / kErosionReferencePixels;
  s.units = 1.0 / (kErosionHeightScale * kErosionReferencePixels);  // elevation per reference height
  if (p.erosion > 0.0 && width > 1 && height > 1) {
    // At most kMaxBrushPixels across however far the view zooms in: memory and time stay bounded
    // (and half a pixel for a resolution of no sense: 0, negative, NaN).
    const double radius = p.erosionRadius * s.scale;
    s.brush = brushOf(radius >= 0.5 ? std::min(radius, kMaxBrushPixels) : 0.5, width);
    s.droplets = static_cast<std::int64_t>(std::round(p.erosion * width * static_cast<double>(height)));
    s.starts.emplace(p, width, height, s.droplets);
    // A droplet moves at most `scale` pixels a step, digs a brush's reach around its node and reads
    // and lays down on the node's cell.
    // (At most the field's size: one tile then holds every droplet. A resolution of no sense, 0,
    // negative or NaN, counts no travel; its droplets stop at their first step or climb, unharmed.)
    const double travel = p.erosionLifetime * s.scale;
    const double reach = (travel > 0.0 ? std::ceil(travel) : 0.0) + s.brush.reach + 2;
    const double most = static_cast<double>(width) + height;
    s.tiles.emplace(width, height, static_cast<int>(reach <= most ? reach : most));
  }
}

ErosionRun::~ErosionRun() = default;
ErosionRun::ErosionRun(ErosionRun&&) noexcept = default;
ErosionRun& ErosionRun::operator=(ErosionRun&&) noexcept = default;

std::int64_t ErosionRun::droplets() const {
  return state_->droplets;
}
std::int64_t ErosionRun::dropletsRun() const {
  return state_->next;
}
bool ErosionRun::done() const {
  return state_->done;
}

double ErosionRun::progress() const {
  const State& s = *state_;
  if (s.done) return 1.0;
  return s.droplets > 0 ? 0.999 * static_cast<double>(s.next) / static_cast<double>(s.droplets) : 0.0;
}

bool ErosionRun::advance(std::int64_t atLeast) {
  State& s = *state_;
  if (s.done) return true;
  const std::int64_t until = s.next + std::max<std::int64_t>(atLeast, 1);
  const droplets::DropletSettings settings = s.dropletSettings();
  // The field path's instruction set (AVX2's kernels from the AVX2 path up): the same bytes on every one.
  const droplets::TileRunner avx2 = droplets::avx2TileRunner();
  const droplets::TileRunner run =
      (fieldPath() == FieldPath::Avx2 || fieldPath() == FieldPath::Avx512) && avx2 != nullptr
          ? avx2
          : droplets::baselineTileRunner();
  while (s.next < s.droplets && s.next < until) {
    const std::int64_t first = s.next, last = std::min(s.droplets, first + DropletTiles::kRoundDroplets);
    s.tiles->bucket(*s.starts, first, last, s.width, s.height);
    for (int colour = 0; colour < 4; ++colour) {
      const std::vector<int>& list = s.tiles->ofColour(colour);
      // Work in the pool's units (about a pixel-octave each): a droplet step costs a brush.
      const double workPerTile = static_cast<double>(last - first) /
                                 (4.0 * static_cast<double>(list.size())) * s.p.erosionLifetime *
                                 static_cast<double>(s.brush.pixels);
      // One call a thread, the calls taking tiles from one queue: a thread's
      // lanes stay full until the colour's last tiles.
      const int threads = std::max(1, std::min(fieldThreads(), static_cast<int>(list.size())));
      std::size_t taken = 0;
      const droplets::TileQueue queue = s.tiles->queue(colour, &taken);
      detail::forRowPieces(0, threads, workPerTile * static_cast<double>(list.size()) / threads,
                           [&](int, int) { run(settings, queue); });
    }
    s.next = last;
  }
  if (s.next < s.droplets) return false;
  if (s.droplets > 0 && s.masks != nullptr && !s.masks->flow.empty())
    for (float& f : s.masks->flow) f = static_cast<float>(f / std::max(s.p.erosion, 1e-9));
  if (s.p.thermalPasses > 0) thermalPasses(s.p, s.heights, s.width, s.height, s.pixelsPerMapWidth);
  s.done = true;
  return true;
}

void erodeField(const NoiseParams& p, std::span<float> heights, int width, int height,
                double pixelsPerMapWidth, ErosionMasks* masks) {
  ErosionRun run(p, heights, width, height, pixelsPerMapWidth, masks);
  while (!run.advance(std::numeric_limits<std::int64_t>::max() / 2)) {
  }
}

}  // namespace noisescope
