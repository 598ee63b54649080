// field.h — the bulk call: a whole map of noise values in one go.
//
// fillField writes a row-major field (values[y * width + x]) for a view, as
// camera.h maps pixels to the plane, at the params' base frequency. It is the
// only way the GUI and the exporters get noise: they never sample per pixel.
//
//   spec.octave == kWholeFbm  the fBm value, range as fbm() (fbm.h)
//   spec.octave == k (0..15)  octave k's own noise, [0, 1]
//
// With terrain steps on (terrain.h) the elevation is terrain.h's elevation()
// and spec.layer picks other layers: moisture, biome classes, the warp and
// the island's distance (FieldLayer below). The octave field is then
// terrainOctave(): octave k at the warped, tiled, timed point (ridged folded).
//
// Sizes: width and height in [1, kMaxFieldSide]; a bad size or a buffer of
// the wrong length throws std::invalid_argument. Deterministic.
//
// Precision: cells and fractions are found in double precision per octave
// (so a view a million cells from the origin is as exact as one at it), the
// blend runs in float. Every value is within 1e-6 * fbmUpperBound(p) of
// fbm() / octaveValue() at pixelToLattice's point; lattice values come out
// exact. Terrain layers: within 1e-6 of terrain.h's functions unwarped and
// 1e-5 warped (both times U unnormalised, U before a height curve), over the
// whole parameter range, except where a terrace step or a biome cut falls
// between the float and the double value. A height curve magnifies the
// elevation's error by its slope: times heightCurveSteepest where above 1
// (height_curve.h; at most 192).
//
// Warp: octave o samples the warp fields k l^o of its cells apart per unit
// (tiled: k F_o / f), so their float error reaches the elevation that many
// times over. Up to a warp stretch of 16 (k times those scales averaged over
// the octaves' weights; 3.9 at k 1.5, 5 octaves, l 2, persistence 0.5) the
// warp fields are float grid fills, their error up to 4.5e-7 per unit of
// stretch (7.2e-6 at 16, within the 1e-5 promise). Above it each pixel's
// offset is found in double, warpOffset()'s doubles bit for bit, on double
// lanes (warp_grid.h). A warped fill's kernels round each product and sum of
// their dot products, blends and weights once, as std::fma (Isa::Fma: the
// CPU's on AVX2 and AVX-512, found in double on SSE2); unwarped fields round
// each product and each sum apart (TwoRoundings), which their golden values
// record.
//
// Shaping: redistribution e^x carries the float fBm's error through its
// slope x e^(x-1). Where that could pass the bound (fBm values near 0 below
// x 1, near the top above it) the fill shapes the pixel again in double, to
// terrain.h's elevation() as a float; an unwarped piece of a row with one
// such pixel in 8 or more gets its double fBm on double lanes (warp_grid.h's
// kernel, the same doubles), a warped one pixel by pixel.
//
// Tiling: every fBm samples each pixel's map point less a whole number, so
// columns and rows a period apart (map points exactly 1 apart) repeat to the
// bit, warped or not, biome classes included; only the island does not
// repeat, and no field where an octave's position m F_o (warped too) could
// reach coords.h's clamp of 1e9 cells: there each pixel's own point, as the
// point functions take it.
//
// Paths and threads: the fill runs on the widest instruction set the CPU has
// (SSE2, AVX2 with FMA, or AVX-512, chosen at run time; NOISESCOPE_FIELD_PATH
// or setFieldPath forces one) on a persistent pool of threads; every path and
// thread count gives bit-identical floats.
//
// Cost (docs/dev/performance.md, tests/bench): one AVX-512 core fills about 3
// value or 2 gradient pixel-octaves per nanosecond; a warped field costs
// about 2.7 plain ones, a shaped one 1.1.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "noisescope/fill/camera.h"
#include "noisescope/noise/params.h"
#include "noisescope/terrain/bands.h"
#include "noisescope/terrain/biomes.h"

namespace noisescope {

inline constexpr int kWholeFbm = -1;
inline constexpr int kMaxFieldSide = 16384;

// What a fill computes (terrain.h). Every layer but Elevation ignores
// spec.octave.
enum class FieldLayer {
  Elevation,       // elevation(): the shaped fBm; [0, 1] normalised; unnormalised
                   // [0, U], U = max(1, amplitudeSum^x) (1 with a height curve), or with L terraces up to the
                   // level nearest U, floor(U L + 0.5) / L, which may lie 1/(2L) above
                   // U (terrain.h says [0, U]: found by the core_terrain fuzz target)
  Moisture,        // moisture(), [0, 1]
  Biome,           // biome class numbers 0..10 as floats, by spec.thresholds and spec.biomeCuts
  WarpOffsetX,     // warpOffset().x, lattice units, [-k, k]
  WarpOffsetY,     // warpOffset().y
  WarpedCellX,     // fraction of the warped point p'.x in its lattice cell, [0, 1): the
                   // lattice lines (octave 0) lie where it wraps from near 1 to near 0
  WarpedCellY,     // the same for p'.y
  IslandDistance,  // islandDistance(), [0, 1]; 0 with no island
  // Where the erosion went (erosion.h ErosionMasks), over the field's region,
  // each v / (v + unit) in [0, 1); 0 everywhere with erosion off:
  Flow,     // droplet steps that left the pixel per droplet per pixel, unit: the lifetime (about the mean)
  Wear,     // elevation taken, unit kErosionMaskUnit
  Deposit,  // elevation laid down, unit kErosionMaskUnit
};
// The layers with point functions (terrain.h), which sample and the tests compare.
inline constexpr std::array<FieldLayer, 8> kAllFieldLayers = {
    FieldLayer::Elevation,   FieldLayer::Moisture,    FieldLayer::Biome,       FieldLayer::WarpOffsetX,
    FieldLayer::WarpOffsetY, FieldLayer::WarpedCellX, FieldLayer::WarpedCellY, FieldLayer::IslandDistance};
// The erosion masks: region layers, without point functions.
inline constexpr std::array<FieldLayer, 3> kErosionMaskLayers = {FieldLayer::Flow, FieldLayer::Wear,
                                                                 FieldLayer::Deposit};
inline constexpr double kErosionMaskUnit = 0.01;  // elevation at which wear and deposit masks reach 0.5

// "elevation", "moisture", "biome", "warp-offset-x", "warp-offset-y",
// "warped-cell-x", "warped-cell-y", "island-distance", "flow", "wear",
// "deposit"; and back.
std::string_view fieldLayerName(FieldLayer layer);
constexpr bool isErosionMask(FieldLayer layer) {
  return layer == FieldLayer::Flow || layer == FieldLayer::Wear || layer == FieldLayer::Deposit;
}
std::optional<FieldLayer> fieldLayerFromName(std::string_view name);

struct FieldSpec {
  int width = 0;           // pixels, [1, 16384]
  int height = 0;          // pixels, [1, 16384]
  Camera camera{};         // centre and zoom (camera.h)
  int octave = kWholeFbm;  // kWholeFbm for the sum, else one octave 0..15
  FieldLayer layer = FieldLayer::Elevation;  // what the fill computes; default the elevation
  Thresholds thresholds{};                   // Biome layer only (bands.h)
  BiomeCuts biomeCuts{};                     // Biome layer only (biomes.h)
  double chunk = 0.0;  // 0: each pixel its own point; > 0: each pixel its chunk's centre (chunks.h),
                       // chunks of this side in map widths, [kChunkSizeMin, kChunkSizeMax]

  bool operator==(const FieldSpec&) const = default;
};

// The point, in lattice units of octave 0, that pixel (px, py) samples.
struct LatticePoint {
  double x;
  double y;
};
LatticePoint pixelToLattice(const NoiseParams& p, const FieldSpec& spec, int px, int py);

// Fills out (size width * height) with the field.
void fillField(const NoiseParams& p, const FieldSpec& spec, std::span<float> out);

// Whether the field must be computed whole: with erosion on (erosion.h) the
// elevation and the biome classes are the eroded region's, so a rectangle
// of them costs the whole field and a pan erodes the new region again; so
// are the erosion masks, always. The other layers and single octaves are
// not eroded.
bool fillsWhole(const NoiseParams& p, const FieldSpec& spec);
// (eroded_field.h holds such a region and erodes it in steps.)

// Fills only columns [x0, x1) of rows [y0, y1), leaving the rest of out as it
// is; out has the full width * height layout. Used to recompute the strips a
// pan uncovers.
void fillFieldRect(const NoiseParams& p, const FieldSpec& spec, int x0, int y0, int x1, int y1,
                   std::span<float> out);

// A new field, width * height values. For tests and small fields: the
// std::vector zero-fills its values before the fill overwrites them, which
// costs a sixth of a 2048 x 2048 render; exports fill a buffer of their own
// that is left uninitialised (app/io/map_export.h, FieldValues).
std::vector<float> renderField(const NoiseParams& p, const FieldSpec& spec);

// The field after a change of view, reusing what `field` holds. If `next`
// differs from `previous` only by a pan of whole pixels (same size, zoom and
// octave; p must be the params `field` was filled with), the kept pixels are
// shifted and only the uncovered strips computed; otherwise the whole field
// is filled. Either way the result equals fillField(p, next, ...) within the
// precision above (bit-identical whenever the pan moves every pixel's point
// exactly, as at power-of-two zooms). field has next's size.
void refreshField(const NoiseParams& p, const FieldSpec& previous, const FieldSpec& next,
                  std::span<float> field);

// Which instruction set fills fields. Auto picks the widest the CPU runs;
// the environment variable NOISESCOPE_FIELD_PATH (scalar, sse2, avx2, avx512
// or auto) sets the starting choice, and an unknown or unsupported name is
// ignored. Scalar runs everywhere; Sse2, Avx2 (with FMA), Avx512 only on
// x86-64 CPUs that have them. All paths give the same floats; this is for tests and
// benchmarks.
enum class FieldPath { Auto, Scalar, Sse2, Avx2, Avx512 };

// Whether this build and CPU can run path. Auto and Scalar: always true.
bool fieldPathSupported(FieldPath path);

// Throws std::invalid_argument for a path fieldPathSupported() denies.
void setFieldPath(FieldPath path);

// The path fills use now (Auto already resolved): never FieldPath::Auto.
FieldPath fieldPath();

// "auto", "scalar", "sse2", "avx2", "avx512", and back (nullopt otherwise).
std::string_view fieldPathName(FieldPath path);
std::optional<FieldPath> fieldPathFromName(std::string_view name);

// Threads a large fill is spread over, including the caller. 0 means one per
// hardware thread (std::thread::hardware_concurrency(), which ignores the
// process's CPU affinity: a program pinned with taskset passes the count of
// CPUs it may use, as app/main.cpp does); others are clamped to [1, 64].
// Small fills (a 128 x 128 tile) run on the calling thread alone. Default 0.
// Fills may run on several threads at once: while one uses the pool, the
// others run on their caller. The exporters spread PNG compression over the
// same count.
void setFieldThreads(int threads);

// Output: the thread count large fills use now, [1, 64].
int fieldThreads();

}  // namespace noisescope
