#include "noisescope/fill/field.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>

#include "fill/field_internal.h"
#include "fill/field_kernels.h"
#include "noisescope/fill/eroded_field.h"
#include "noisescope/fill/thread_pool.h"
#include "noisescope/noise/coords.h"
#include "noisescope/noise/fbm.h"
#include "noisescope/noise/mistakes.h"
#include "noisescope/noise/noise_kinds.h"
#include "noisescope/noise/octave_plan.h"
#include "noisescope/terrain/biomes.h"
#include "noisescope/terrain/chunks.h"
#include "noisescope/terrain/erosion.h"
#include "noisescope/terrain/terrain.h"

namespace noisescope {

namespace {

using kernels::FieldRow;
using kernels::kMaxLanes;
using kernels::FieldStrip;
using kernels::RowKernel;

void checkSize(const FieldSpec& spec) {
  if (spec.width < 1 || spec.height < 1 || spec.width > kMaxFieldSide || spec.height > kMaxFieldSide)
    throw std::invalid_argument("field size " + std::to_string(spec.width) + "x" + std::to_string(spec.height) +
                                " is outside 1..16384 per side");
}

void checkSpec(const FieldSpec& spec, std::size_t outSize) {
  checkSize(spec);
  if (spec.chunk != 0.0)
    if (const std::string e = chunkSizeError(spec.chunk); !e.empty()) throw std::invalid_argument(e);
  if (outSize != static_cast<std::size_t>(spec.width) * static_cast<std::size_t>(spec.height))
    throw std::invalid_argument("field buffer holds " + std::to_string(outSize) + " values, expected " +
                                std::to_string(static_cast<std::size_t>(spec.width) * spec.height));
}

// ---- Instruction-set paths ----

constexpr std::array<FieldPath, 5> kAllPaths = {FieldPath::Auto, FieldPath::Scalar, FieldPath::Sse2,
                                                FieldPath::Avx2, FieldPath::Avx512};

bool cpuRuns(FieldPath path) {
#if defined(__x86_64__)
  switch (path) {
    case FieldPath::Sse2: return true;
    case FieldPath::Avx2: return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    case FieldPath::Avx512:
      return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
             __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl");
    case FieldPath::Auto:
    case FieldPath::Scalar: return true;
  }
  return false;
#else
  return path == FieldPath::Auto || path == FieldPath::Scalar;
#endif
}

kernels::RowKernels kernelsOf(FieldPath path) {
  switch (path) {
    case FieldPath::Sse2: return kernels::sse2Kernels();
    case FieldPath::Avx2: return kernels::avx2Kernels();
    case FieldPath::Avx512: return kernels::avx512Kernels();
    case FieldPath::Auto:
    case FieldPath::Scalar: return kernels::scalarKernels();
  }
  return kernels::scalarKernels();
}

FieldPath resolve(FieldPath path) {
  if (path != FieldPath::Auto) return path;
  for (FieldPath p : {FieldPath::Avx512, FieldPath::Avx2, FieldPath::Sse2})
    if (fieldPathSupported(p)) return p;
  return FieldPath::Scalar;
}

FieldPath initialPath() {
  const char* env = std::getenv("NOISESCOPE_FIELD_PATH");
  const std::optional<FieldPath> named = env ? fieldPathFromName(env) : std::nullopt;
  return resolve(named && fieldPathSupported(*named) ? *named : FieldPath::Auto);
}

std::atomic<FieldPath>& currentPath() {
  static std::atomic<FieldPath> path{initialPath()};
  return path;
}

// ---- Threads ----

// The fills' threads, one set per process as the fill path is: the count
// setFieldThreads() asked for, and the pool, made when a large fill first
// needs it and made again when the count changes.
struct FillThreads {
  std::atomic<int> wanted{0};
  std::mutex poolMutex;              // one fill uses the pool at a time
  std::unique_ptr<ThreadPool> pool;  // guarded by poolMutex
};

FillThreads& fillThreads() {
  static FillThreads threads;
  return threads;
}

// Below this many pixel-octaves a fill runs on the caller: waking a thread
// costs about as much as this much work.
constexpr double kParallelWork = 32768.0;

// Calls rows(a, b) over [y0, y1) in pieces, on the pool when the work is worth
// it and the pool is free (a second fill running at the same time, from another
// thread, runs on its own thread instead of waiting).
template <class Rows>
void forRows(int y0, int y1, double workPerRow, const Rows& rows) {
  const int count = y1 - y0;
  // Small fills first: fieldThreads() may ask the system (a file read).
  if (count < 2 || workPerRow * count < kParallelWork) return rows(y0, y1);
  const int threads = fieldThreads();
  if (threads <= 1) return rows(y0, y1);
  FillThreads& f = fillThreads();
  std::unique_lock<std::mutex> lock(f.poolMutex, std::try_to_lock);
  if (!lock.owns_lock()) return rows(y0, y1);
  if (!f.pool || f.pool->threads() != threads) {
    f.pool.reset();
    f.pool = std::make_unique<ThreadPool>(threads);
  }
  // Several pieces per thread even out a thread that starts late.
  const int pieces = std::min(count, threads * 8);
  f.pool->run(pieces, [&](int i) {
    rows(y0 + static_cast<int>(static_cast<long long>(count) * i / pieces),
         y0 + static_cast<int>(static_cast<long long>(count) * (i + 1) / pieces));
  });
}

// ---- The fill ----

// The octaves a field sums, their frequency, seed and float weight.
struct FillPlan {
  int count = 0;
  std::array<double, kernels::kMaxOctaves> frequency{};
  std::array<std::int32_t, kernels::kMaxOctaves> seed{};
  std::array<float, kernels::kMaxOctaves> weight{};
  float offset = 0.0f;
};

// The octaves of the map's sum (octave_plan.h), their weights scaled as the
// kind's kernels need them (noise_kinds.h).
FillPlan planFill(const NoiseParams& c, int octave) {
  const OctavePlan octaves =
      octave == kWholeFbm ? planSum(c, TerrainFbm::Elevation) : planOctave(c, TerrainFbm::Elevation, octave);
  const NoiseKindInfo& kind = noiseKindInfo(c.noise);
  FillPlan plan;
  plan.count = octaves.count;
  double halves = 0.0;
  for (int k = 0; k < plan.count; ++k) {
    const Octave& o = octaves.octaves[static_cast<std::size_t>(k)];
    plan.frequency[k] = o.lacunarityPower;
    plan.seed[k] = o.seed;
    // A single octave is shown unweighted; the sum's weights are normalised per octave.
    const double w = octave == kWholeFbm ? o.amplitude / octaves.divisor() : 1.0;
    plan.weight[k] = static_cast<float>(w * kind.weightScale);
    halves += w * kind.offsetPerWeight;
  }
  plan.offset = static_cast<float>(halves);
  return plan;
}

using detail::latticeX;
using detail::latticeY;

// Tables kept per thread and grown, never shrunk: a steady frame allocates
// nothing.
std::size_t paddedCount(int n) { return static_cast<std::size_t>((n + kMaxLanes - 1) / kMaxLanes * kMaxLanes); }

using detail::fadeIndex;
using detail::grown;
using detail::TableVector;

// The terms of positions along one axis for every octave, octave-major with
// a padded count of entries per octave. Columns (hashStep kHashX) leave out
// the seed, which the rows carry; rows also keep fraction - 1.
struct AxisTables {
  std::vector<double> pos;
  TableVector<std::uint32_t> hash;
  TableVector<float> fade;
  TableVector<float> fraction;
  TableVector<float> fractionMinusOne;
};

// Builds the tables of `count` columns (or rows) from `first`, padded to a
// whole number of vectors with the ones after; returns the padded count.
std::size_t buildAxis(const NoiseParams& c, const FieldSpec& spec, const FillPlan& plan,
                      kernels::AxisKernel axis, bool rows, int first, int count, AxisTables& t) {
  const std::size_t stride = paddedCount(count);
  double* pos = grown(t.pos, stride);
  for (std::size_t i = 0; i < stride; ++i) {
    const int at = first + static_cast<int>(i);
    pos[i] = rows ? latticeY(c, spec, at) : latticeX(c, spec, at);
  }
  const std::size_t size = stride * static_cast<std::size_t>(plan.count);
  std::uint32_t* hash = grown(t.hash, size);
  float* fade = grown(t.fade, size);
  float* fraction = grown(t.fraction, size);
  float* minusOne = rows ? grown(t.fractionMinusOne, size) : nullptr;
  for (int o = 0; o < plan.count; ++o) {
    const std::size_t at = static_cast<std::size_t>(o) * stride;
    axis(kernels::AxisRun{t.pos.data(), static_cast<int>(stride), plan.frequency[o],
                          rows ? kernels::kHashY : kernels::kHashX,
                          rows ? static_cast<std::uint32_t>(plan.seed[o]) * kernels::kHashSeed : 0u,
                          fadeIndex(c.fade), hash + at, fade + at, fraction + at,
                          minusOne ? minusOne + at : nullptr});
  }
  return stride;
}

// The column tables of columns [x0, x1) (padded with the columns after x1 to
// a whole number of vectors) in a row with everything but the row's terms.
FieldRow rowTemplate(const NoiseParams& c, const FieldSpec& spec, const FillPlan& plan,
                     kernels::AxisKernel axis, int x0, int x1, AxisTables& t) {
  FieldRow row{};
  row.octaves = plan.count;
  row.columns = x1 - x0;
  row.stride = buildAxis(c, spec, plan, axis, false, x0, x1 - x0, t);
  row.hx = t.hash.data();
  row.u = t.fade.data();
  row.fx = t.fraction.data();
  for (int o = 0; o < plan.count; ++o) row.weight[o] = plan.weight[o];
  row.offset = plan.offset;
  return row;
}

void fillRow(const NoiseParams& c, const FieldSpec& spec, const FillPlan& plan, kernels::AxisKernel axis,
             RowKernel kernel, FieldRow row, int y, float* out) {
  const double lattice = latticeY(c, spec, y);
  for (int o = 0; o < plan.count; ++o)
    axis(kernels::AxisRun{&lattice, 1, plan.frequency[o], kernels::kHashY,
                          static_cast<std::uint32_t>(plan.seed[o]) * kernels::kHashSeed, fadeIndex(c.fade),
                          &row.hy[o], &row.v[o], &row.fy[o], &row.fy1[o]});
  row.out = out;
  kernel(row);
}

// A rectangle a few columns wide and many rows tall (a pan's side strip):
// one column at a time, vectorised down the column, so no lanes go to waste
// and the row terms are found once, not once per column.
constexpr int kStripColumns = 8;

void fillStrip(const NoiseParams& c, const FieldSpec& spec, const FillPlan& plan,
               const kernels::RowKernels& k, kernels::StripKernel kernel, int x0, int y0, int x1, int y1,
               float* out) {
  thread_local AxisTables t;
  FieldStrip strip{};
  strip.octaves = plan.count;
  strip.rows = y1 - y0;
  strip.stride = buildAxis(c, spec, plan, k.axisTerms, true, y0, y1 - y0, t);
  strip.hy = t.hash.data();
  strip.v = t.fade.data();
  strip.fy = t.fraction.data();
  strip.fy1 = t.fractionMinusOne.data();
  for (int o = 0; o < plan.count; ++o) strip.weight[o] = plan.weight[o];
  strip.offset = plan.offset;
  strip.outStride = static_cast<std::size_t>(spec.width);
  for (int x = x0; x < x1; ++x) {
    const double lattice = latticeX(c, spec, x);
    for (int o = 0; o < plan.count; ++o)
      k.axisTerms(kernels::AxisRun{&lattice, 1, plan.frequency[o], kernels::kHashX, 0u, fadeIndex(c.fade),
                                   &strip.hx[o], &strip.u[o], &strip.fx[o], nullptr});
    strip.out = out + static_cast<std::size_t>(y0) * spec.width + x;
    kernel(strip);
  }
}

// ---- Pans ----

struct Shift {
  int x;
  int y;
};

// The whole-pixel shift s with next(px, py) == previous(px + s.x, py + s.y),
// if next is previous panned and every kept pixel's point agrees to 1e-7 of
// the finest octave's cell; nullopt otherwise.
std::optional<Shift> wholePixelPan(const NoiseParams& c, const FieldSpec& previous, const FieldSpec& next) {
  if (previous.width != next.width || previous.height != next.height || previous.octave != next.octave ||
      previous.camera.zoom != next.camera.zoom || previous.layer != next.layer ||
      previous.thresholds != next.thresholds || previous.biomeCuts != next.biomeCuts)
    return std::nullopt;
  // A chunk's value is its centre's: a pixel near a chunk border may change
  // chunk under a pan that keeps its point to 1e-7, and the fill is cheap.
  if (previous.chunk != 0.0 || next.chunk != 0.0) return std::nullopt;
  const double pixels = next.width * next.camera.zoom;  // pixels per map width
  const double dx = std::round((next.camera.cx - previous.camera.cx) * pixels);
  const double dy = std::round((next.camera.cy - previous.camera.cy) * pixels);
  if (!(std::abs(dx) < next.width && std::abs(dy) < next.height)) return std::nullopt;  // NaN too
  const Shift s{static_cast<int>(dx), static_cast<int>(dy)};
  const int finest = next.octave == kWholeFbm ? c.octaves - 1 : std::clamp(next.octave, 0, kOctavesMax - 1);
  double cellsPerUnit = octaveFrequency(c, finest);
  // The warp and moisture fields may sample finer than the elevation.
  if (c.warp != 0.0) cellsPerUnit = std::max(cellsPerUnit, octaveFrequency(c, c.warpOctaves - 1) * c.warpFrequency);
  if (next.layer == FieldLayer::Moisture || next.layer == FieldLayer::Biome)
    cellsPerUnit = std::max(cellsPerUnit, octaveFrequency(c, c.octaves - 1) * c.moistureFrequency);
  // The rounding of cx + offset differs from pixel to pixel (a point near 0
  // keeps digits a point near cx loses), so two agreeing corners say nothing
  // of the rows between: every kept column and row is checked. x depends on
  // the column alone and y on the row alone.
  const auto agree = [&](double a, double b) { return std::abs(a - b) * cellsPerUnit <= 1e-7; };
  for (int px = std::max(0, -s.x); px < std::min(next.width, next.width - s.x); ++px)
    if (!agree(latticeX(c, next, px), latticeX(c, previous, px + s.x))) return std::nullopt;
  for (int py = std::max(0, -s.y); py < std::min(next.height, next.height - s.y); ++py)
    if (!agree(latticeY(c, next, py), latticeY(c, previous, py + s.y))) return std::nullopt;
  return s;
}

// Moves the kept pixels to their new places in one buffer.
void shiftField(std::span<float> field, int width, int height, Shift s) {
  const int x0 = std::max(0, -s.x), x1 = std::min(width, width - s.x);
  const int y0 = std::max(0, -s.y), y1 = std::min(height, height - s.y);
  const std::size_t bytes = static_cast<std::size_t>(x1 - x0) * sizeof(float);
  auto moveRow = [&](int y) {
    float* to = field.data() + static_cast<std::size_t>(y) * width + x0;
    const float* from = field.data() + static_cast<std::size_t>(y + s.y) * width + x0 + s.x;
    std::memmove(to, from, bytes);
  };
  // Read each source row before it is overwritten.
  if (s.y >= 0)
    for (int y = y0; y < y1; ++y) moveRow(y);
  else
    for (int y = y1 - 1; y >= y0; --y) moveRow(y);
}

}  // namespace

// ---- Shared with terrain_field.cpp ----

namespace detail {

kernels::RowKernels activeKernels() { return kernelsOf(fieldPath()); }

int fadeIndex(Fade fade) {
  switch (fade) {
    case Fade::Linear: return 0;
    case Fade::Cubic: return 1;
    case Fade::Quintic: return 2;
  }
  return 2;
}

void forRowPieces(int y0, int y1, double workPerRow, const std::function<void(int, int)>& rows) {
  forRows(y0, y1, workPerRow, rows);
}

// The same operations as pixelToLattice; x does not depend on the row, nor
// y on the column.
bool wrapsTiledPoints(const NoiseParams& c, const FieldSpec& spec) {
  if (!c.tile) return false;
  double period = 1.0;
  for (TerrainFbm which : {TerrainFbm::Elevation, TerrainFbm::WarpX, TerrainFbm::Moisture})
    period = std::max(period, octavePeriod(c, which, std::max(c.octaves, c.warpOctaves) - 1));
  const MapPoint a = pixelToMap(spec.camera, spec.width, spec.height, 0, 0);
  const MapPoint b = pixelToMap(spec.camera, spec.width, spec.height, spec.width - 1, spec.height - 1);
  const double widest = std::max({std::abs(a.x), std::abs(a.y), std::abs(b.x), std::abs(b.y)});
  return (widest + 1.0 + std::abs(c.warp) / c.frequency) * period < 0.5 * kCoordinateLimit;
}

double latticeX(const NoiseParams& c, const FieldSpec& spec, int px) {
  return pixelToMap(spec.camera, spec.width, spec.height, px, 0).x * c.frequency;
}
double latticeY(const NoiseParams& c, const FieldSpec& spec, int py) {
  return pixelToMap(spec.camera, spec.width, spec.height, 0, py).y * c.frequency;
}

}  // namespace detail

// ---- Paths and threads ----

bool fieldPathSupported(FieldPath path) {
  if (path == FieldPath::Auto || path == FieldPath::Scalar) return true;
  return cpuRuns(path) && kernelsOf(path).axisTerms != nullptr;
}

void setFieldPath(FieldPath path) {
  if (!fieldPathSupported(path))
    throw std::invalid_argument("field path " + std::string(fieldPathName(path)) +
                                " is not supported by this build or CPU");
  currentPath().store(resolve(path));
}

FieldPath fieldPath() { return currentPath().load(); }

std::string_view fieldPathName(FieldPath path) {
  switch (path) {
    case FieldPath::Auto: return "auto";
    case FieldPath::Scalar: return "scalar";
    case FieldPath::Sse2: return "sse2";
    case FieldPath::Avx2: return "avx2";
    case FieldPath::Avx512: return "avx512";
  }
  return "auto";
}

std::optional<FieldPath> fieldPathFromName(std::string_view name) {
  for (FieldPath p : kAllPaths)
    if (fieldPathName(p) == name) return p;
  return std::nullopt;
}

std::string_view fieldLayerName(FieldLayer layer) {
  switch (layer) {
    case FieldLayer::Elevation: return "elevation";
    case FieldLayer::Moisture: return "moisture";
    case FieldLayer::Biome: return "biome";
    case FieldLayer::WarpOffsetX: return "warp-offset-x";
    case FieldLayer::WarpOffsetY: return "warp-offset-y";
    case FieldLayer::WarpedCellX: return "warped-cell-x";
    case FieldLayer::WarpedCellY: return "warped-cell-y";
    case FieldLayer::IslandDistance: return "island-distance";
    case FieldLayer::Flow: return "flow";
    case FieldLayer::Wear: return "wear";
    case FieldLayer::Deposit: return "deposit";
  }
  return "elevation";
}

std::optional<FieldLayer> fieldLayerFromName(std::string_view name) {
  for (FieldLayer l : kAllFieldLayers)
    if (fieldLayerName(l) == name) return l;
  for (FieldLayer l : kErosionMaskLayers)
    if (fieldLayerName(l) == name) return l;
  return std::nullopt;
}

void setFieldThreads(int threads) { fillThreads().wanted.store(std::max(threads, 0)); }

int fieldThreads() {
  const int wanted = fillThreads().wanted.load();
  const int n = wanted > 0 ? wanted : static_cast<int>(std::thread::hardware_concurrency());
  return std::clamp(n, 1, ThreadPool::kMaxThreads);
}

// ---- Fills ----

LatticePoint pixelToLattice(const NoiseParams& p, const FieldSpec& spec, int px, int py) {
  const double f = clampParams(p).frequency;
  const MapPoint m = pixelToMap(spec.camera, spec.width, spec.height, px, py);
  return LatticePoint{m.x * f, m.y * f};
}

namespace {

// q's fraction in its lattice cell as a float in [0, 1): a double just
// below 1 would round to 1.0f, so it becomes the largest float below 1.
float cellFraction(double q) {
  const auto f = static_cast<float>(q - std::floor(q));
  return f < 1.0f ? f : std::nextafter(1.0f, 0.0f);
}

// Layer `spec.layer` by the point functions (terrain.h's TerrainPoint) at
// field point (x, y), lattice units, and the pixel's own map point (mx, my);
// the double value rounded once to float.
float layerAt(const TerrainPoint& t, const FieldSpec& spec, double x, double y, double mx, double my) {
  switch (spec.layer) {
    case FieldLayer::Elevation: {
      if (spec.octave == kWholeFbm) return static_cast<float>(t.elevation(x, y, mx, my));
      const WarpOffset w = t.warp(x, y);  // an octave of the elevation, at its warped point
      return static_cast<float>(terrainOctave(t.params(), spec.octave, x + w.x, y + w.y));
    }
    case FieldLayer::Moisture: return static_cast<float>(t.moisture(x, y));
    case FieldLayer::Biome:
      return static_cast<float>(static_cast<int>(
          classifyBiome(t.elevation(x, y, mx, my), t.moisture(x, y), spec.thresholds, spec.biomeCuts)));
    case FieldLayer::WarpOffsetX: return static_cast<float>(t.warp(x, y).x);
    case FieldLayer::WarpOffsetY: return static_cast<float>(t.warp(x, y).y);
    case FieldLayer::WarpedCellX: return cellFraction(sane(x) + t.warp(x, y).x);
    case FieldLayer::WarpedCellY: return cellFraction(sane(y) + t.warp(x, y).y);
    case FieldLayer::IslandDistance: return static_cast<float>(islandDistance(t.params().island, mx, my));
    case FieldLayer::Flow:
    case FieldLayer::Wear:
    case FieldLayer::Deposit: break;  // region layers: fillEroded
  }
  return 0.0f;
}

// The fill of a kind without kernels (noise_kinds.h): the point functions at
// each pixel's lattice point, rows spread over the pool. The same floats on
// every path, within one float rounding of `sample`.
void fillByPoints(const NoiseParams& c, const FieldSpec& spec, int x0, int y0, int x1, int y1, float* out) {
  const int octaves = spec.octave == kWholeFbm ? c.octaves : 1;
  // Tiled, each pixel samples its wrapped map point (detail::wrapMap), as the
  // terrain fill does. A warped cell's fraction is the lattice's, not the
  // tile's: it is read at the pixel's own point.
  const bool wrap = spec.layer != FieldLayer::WarpedCellX && spec.layer != FieldLayer::WarpedCellY &&
                    detail::wrapsTiledPoints(c, spec);
  // A point costs 30 to 130 times a kernel's octave-sample (docs/dev/performance.md).
  const double workPerRow = static_cast<double>(x1 - x0) * octaves * 30.0;
  const TerrainPoint terrain(c);
  forRows(y0, y1, workPerRow, [&](int a, int b) {
    for (int y = a; y < b; ++y)
      for (int x = x0; x < x1; ++x) {
        const MapPoint m = pixelToMap(spec.camera, spec.width, spec.height, x, y);
        const double px = m.x * c.frequency,
                     py = m.y * c.frequency;  // the pixel's lattice point, as sample reads it
        const double fx = wrap ? detail::wrapMap(m.x) * c.frequency : px;
        const double fy = wrap ? detail::wrapMap(m.y) * c.frequency : py;
        out[static_cast<std::size_t>(y) * spec.width + x] =
            layerAt(terrain, spec, fx, fy, px / c.frequency, py / c.frequency);
      }
  });
}

// An eroded layer (eroded_field.h): the whole region eroded, then the
// rectangle asked for.
void fillEroded(const NoiseParams& c, const FieldSpec& spec, int x0, int y0, int x1, int y1, std::span<float> out) {
  ErodedField region(c, spec, spec.layer == FieldLayer::Biome, isErosionMask(spec.layer));
  while (!region.advance(std::numeric_limits<std::int64_t>::max() / 2)) {
  }
  region.layerRect(spec, x0, y0, x1, y1, out);
}

}  // namespace

bool fillsWhole(const NoiseParams& p, const FieldSpec& spec) {
  if (spec.chunk > 0.0) return false;  // chunks.h: point functions, erosion refused
  if (isErosionMask(spec.layer)) return true;
  const bool elevation = spec.layer == FieldLayer::Elevation && spec.octave == kWholeFbm;
  return erosionOn(clampParams(p)) && (elevation || spec.layer == FieldLayer::Biome);
}

void fillFieldRect(const NoiseParams& p, const FieldSpec& spec, int x0, int y0, int x1, int y1,
                   std::span<float> out) {
  checkSpec(spec, out.size());
  x0 = std::max(x0, 0);
  y0 = std::max(y0, 0);
  x1 = std::min(x1, spec.width);
  y1 = std::min(y1, spec.height);
  if (x0 >= x1 || y0 >= y1) return;
  const NoiseParams c = clampParams(p);
  if (spec.chunk > 0.0) return fillChunkedField(c, spec, x0, y0, x1, y1, out);
  if (fillsWhole(c, spec)) return fillEroded(c, spec, x0, y0, x1, y1, out);
  if (detail::takesFamilyFill(c, spec)) return detail::fillFamilyRect(c, spec, x0, y0, x1, y1, out.data());
  if (!noiseKindInfo(c.noise).hasKernels) return fillByPoints(c, spec, x0, y0, x1, y1, out.data());
  if (detail::needsTerrainFill(c, spec)) return detail::fillTerrainRect(c, spec, x0, y0, x1, y1, out.data());
  const FillPlan plan = planFill(c, spec.octave);
  kernels::RowKernels k = kernelsOf(fieldPath());
  k.axisTerms = detail::axisTermsFor(c, k.axisTerms);
  if (x1 - x0 <= kStripColumns && y1 - y0 > x1 - x0)
    return fillStrip(c, spec, plan, k, k.of(c.noise).strip, x0, y0, x1, y1, out.data());
  thread_local AxisTables tables;
  const FieldRow row = rowTemplate(c, spec, plan, k.axisTerms, x0, x1, tables);
  const RowKernel kernel = k.of(c.noise).row;
  const double workPerRow = static_cast<double>(row.stride) * plan.count;
  forRows(y0, y1, workPerRow, [&](int a, int b) {
    for (int y = a; y < b; ++y)
      fillRow(c, spec, plan, k.axisTerms, kernel, row, y,
              out.data() + static_cast<std::size_t>(y) * spec.width + x0);
  });
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

void refreshField(const NoiseParams& p, const FieldSpec& previous, const FieldSpec& next,
                  std::span<float> field) {
  checkSpec(next, field.size());
  const std::optional<Shift> s = wholePixelPan(clampParams(p), previous, next);
  if (!s || fillsWhole(p, next)) return fillField(p, next, field);  // an eroded region erodes again
  const int w = next.width, h = next.height;
  shiftField(field, w, h, *s);
  const int x0 = std::max(0, -s->x), x1 = std::min(w, w - s->x);
  const int y0 = std::max(0, -s->y), y1 = std::min(h, h - s->y);
  fillFieldRect(p, next, 0, 0, w, y0, field);    // rows uncovered at the top
  fillFieldRect(p, next, 0, y1, w, h, field);    // and at the bottom
  fillFieldRect(p, next, 0, y0, x0, y1, field);  // columns uncovered at the left
  fillFieldRect(p, next, x1, y0, w, y1, field);  // and at the right
}

}  // namespace noisescope
