// Fuzz target core_terrain: the terrain steps (terrain.h) over arbitrary
// parameters, plain and terrain (out of range, NaN, infinities, enum values
// that name nothing), thresholds, biome cuts and a field of a few pixels.
// Checks what field.h and terrain.h promise: every layer (kAllFieldLayers) on
// every instruction-set path the CPU runs gives the scalar path's floats to
// the bit; each layer in its stated range; elevation, moisture, warp and
// island distance within field.h's precision of the double point functions
// at pixelToLattice's points (views inside the zoom range, points clear of
// the coordinate clamp, as core_sampling's checkRefresh); biome classes equal
// to biomeAt() unless a value lies within that precision of a cut; and with
// tiling on, a field one pixel wider than the period repeats its first column
// to the bit.
// Each input checks one layer, or all eight (readLayers): small fields of few
// pixels keep a million inputs under an hour on one core.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <vector>

#include "noisescope/fill/field.h"
#include "noisescope/noise/coords.h"
#include "noisescope/noise/fbm.h"
#include "noisescope/terrain/terrain.h"
#include "core_inputs.h"
#include "fuzz_support.h"

namespace noisescope::fuzz {
namespace {

// Plain and terrain fields; the enums' ranges include one value naming
// nothing, and every number may be NaN or infinite (clampParams must cope).
NoiseParams readParams(ByteReader& in) {
  NoiseParams p = readPlainParams(in);
  p.warp = (in.byte() & 1) ? in.number() : 0.0;
  p.warpFrequency = in.number();
  p.warpOctaves = static_cast<std::int8_t>(in.byte());
  p.fractal = static_cast<Fractal>(in.byte() % 3);
  p.exponent = (in.byte() & 1) ? in.number() : 1.0;
  p.island = static_cast<IslandShape>(in.byte() % 5);
  p.islandMode = static_cast<IslandMode>(in.byte() % 3);
  p.islandMix = in.number();
  p.terraces = static_cast<std::int8_t>(in.byte());
  p.tile = in.byte() & 1;
  p.moistureFrequency = in.number();
  if (in.byte() & 1) p.time = in.number();
  // A height curve of any count and any numbers (clampParams makes it allowed).
  if (in.byte() & 1) {
    p.heightCurve.count = in.byte() % (kHeightCurveMaxPoints + 2);
    for (int k = 0; k < kHeightCurveMaxPoints; ++k) p.heightCurve.points[k] = CurvePoint{in.number(), in.number()};
  }
  return p;
}

// Thresholds and cuts: the defaults, or any floats in [0, 1] (valid or not:
// a fill applies whatever cuts it is given).
void readCuts(ByteReader& in, FieldSpec& spec) {
  if (!(in.byte() & 1)) return;
  const auto unit = [&] { return in.byte() / 255.0f; };
  spec.thresholds = Thresholds{unit(), unit(), unit()};
  spec.biomeCuts = BiomeCuts{unit(), unit(), unit()};
}

FieldSpec readSpec(ByteReader& in) {
  FieldSpec spec = readFieldSpec(in, 6, 160);
  readCuts(in, spec);
  return spec;
}

// The largest value the elevation can take (field.h, FieldLayer::Elevation):
// 1 normalised, else U = max(1, amplitudeSum^x), and with L terraces the
// level nearest U.
// A height curve maps everything into [0, 1] first.
double shapedUpper(const NoiseParams& c) {
  if (c.normalize) return 1.0;
  return std::max(1.0, std::pow(amplitudeSum(c.octaves, c.persistence), c.exponent));
}

double elevationUpper(const NoiseParams& c) {
  const double upper = c.heightCurve.count != 0 ? 1.0 : shapedUpper(c);
  return c.terraces == 0 ? upper : std::floor(upper * c.terraces + 0.5) / c.terraces;
}

// Whether every fBm of every pixel (warped by up to k, time included), and
// the octave of an octave field, samples inside the +-1e9 clamp of coords.h
// with a margin, in the view's zoom range.
bool comparable(const NoiseParams& c, const FieldSpec& spec) {
  if (!(spec.camera.zoom >= kZoomMin && spec.camera.zoom <= kZoomMax)) return false;
  // An octave's own field samples that octave, which may lie past the fBm's
  // (found by this target: octave 14 of 2, beyond the clamp where the tiled
  // fill's whole-number reduction is exact and the point function clamps).
  const int own = spec.octave == kWholeFbm ? 0 : std::clamp(spec.octave, 0, kOctavesMax - 1) + 1;
  const int finest = std::max({c.octaves, c.warpOctaves, own}) - 1;
  double factor = octaveFrequency(c, finest) * std::max({1.0, c.warpFrequency, c.moistureFrequency});
  // Tiled, octave o samples m F_o (m = p / f), and F_o is at least 1 cell
  // per map: at f below 1 many times p l^o (found by this target: f 1/64,
  // moisture at m 3e9, where the point function clamps and the fill, taking
  // whole maps off first, does not).
  if (c.tile)
    for (TerrainFbm which : {TerrainFbm::Elevation, TerrainFbm::WarpX, TerrainFbm::WarpY, TerrainFbm::Moisture})
      factor = std::max(factor, tilePeriod(c, which, finest) / c.frequency);
  if (c.time && !(std::fabs(*c.time) * factor < 1e8)) return false;
  for (int y = 0; y < spec.height; ++y)
    for (int x = 0; x < spec.width; ++x) {
      const LatticePoint q = pixelToLattice(c, spec, x, y);
      if (!((std::fabs(q.x) + c.warp) * factor < 1e8 && (std::fabs(q.y) + c.warp) * factor < 1e8)) return false;
    }
  return true;
}

// The clamped terrain settings, for a failure's message.
std::string describe(const NoiseParams& c) {
  char text[1024];
  std::snprintf(text, sizeof text,
                "[noise %d fade %d f %.17g oct %d l %.17g a %.17g norm %d warp %.17g s %.17g W %d fractal %d x %.17g "
                "island %d/%d mix %.17g L %d tile %d sm %.17g t %.17g jitter %.17g distance %d return %d]",
                static_cast<int>(c.noise), static_cast<int>(c.fade), c.frequency, c.octaves, c.lacunarity,
                c.persistence, c.normalize, c.warp, c.warpFrequency, c.warpOctaves, static_cast<int>(c.fractal),
                c.exponent, static_cast<int>(c.island), static_cast<int>(c.islandMode), c.islandMix, c.terraces,
                c.tile, c.moistureFrequency, c.time.value_or(NAN), c.jitter, static_cast<int>(c.cellDistance),
                static_cast<int>(c.cellReturn));
  return std::string(text) + " curve " + heightCurveText(c.heightCurve);
}

// Each layer on every path; the scalar path's floats, which all must match.
std::vector<float> fillOnEveryPath(const NoiseParams& p, const FieldSpec& spec) {
  std::vector<float> first;
  for (FieldPath path : {FieldPath::Scalar, FieldPath::Sse2, FieldPath::Avx2, FieldPath::Avx512}) {
    if (!fieldPathSupported(path)) continue;
    setFieldPath(path);
    std::vector<float> field(static_cast<std::size_t>(spec.width) * spec.height);
    fillField(p, spec, field);
    if (first.empty()) first = field;
    for (std::size_t i = 0; i < field.size(); ++i)
      FUZZ_REQUIRE(std::memcmp(&field[i], &first[i], sizeof(float)) == 0,
                   "layer %s: %s gives %.9g at pixel %zu, scalar %.9g %s", fieldLayerName(spec.layer).data(),
                   fieldPathName(path).data(), field[i], i, first[i], describe(clampParams(p)).c_str());
  }
  setFieldPath(FieldPath::Auto);
  return first;
}

// Whether a within `tolerance` of some cut (the float cuts a fill uses).
bool nearAny(double a, std::initializer_list<float> cuts, double tolerance) {
  return std::any_of(cuts.begin(), cuts.end(), [&](float cut) { return std::fabs(a - cut) <= tolerance; });
}

// Whether a terrace step lies within `tolerance` of the elevation before
// terracing: there the float and the double fall on different levels.
bool nearTerraceStep(const NoiseParams& c, double beforeTerraces, double tolerance) {
  if (c.terraces == 0) return false;
  const double scaled = beforeTerraces * c.terraces + 0.5;
  return std::fabs(scaled - std::round(scaled)) <= tolerance * c.terraces;
}

// The whole elevation's tolerance: field.h's precision times U, whatever
// the exponent (the fill shapes again in double the pixels where e^x's slope
// would carry the float fBm's error past it; before it did, this target found
// 1.6e-5 off at x 8, warp 8, and 6e-4 off at x 0.25 where the fBm is 4e-6).
// A height curve magnifies the error by its slope (field.h).
double elevationTolerance(const NoiseParams& c, double precision) {
  return precision * shapedUpper(c) * std::max(1.0, heightCurveSteepest(c.heightCurve));
}

struct Expected {
  double value;
  double tolerance;
  bool skip;  // a cut or terrace step between float and double: only the range is promised
};

// The point functions' value of `layer` at pixel (x, y) and field.h's precision.
Expected expected(const NoiseParams& c, const FieldSpec& spec, int x, int y) {
  const LatticePoint q = pixelToLattice(c, spec, x, y);
  const bool warped = c.warp != 0.0;
  const double precision = warped ? 1e-5 : 1e-6;
  const Thresholds& t = spec.thresholds;
  const BiomeCuts& cuts = spec.biomeCuts;
  switch (spec.layer) {
    case FieldLayer::Elevation: {
      if (spec.octave != kWholeFbm) {
        const WarpOffset w = warpOffset(c, q.x, q.y);
        return {terrainOctave(c, spec.octave, q.x + w.x, q.y + w.y), precision, false};
      }
      const TerrainJourney j = terrainJourney(c, t, cuts, q.x, q.y);
      const double te = elevationTolerance(c, precision);
      return {j.elevation, te, nearTerraceStep(c, j.afterIsland, te)};
    }
    case FieldLayer::Moisture: return {moisture(c, q.x, q.y), 1e-6, false};
    case FieldLayer::Biome: {
      const TerrainJourney j = terrainJourney(c, t, cuts, q.x, q.y);
      const double te = elevationTolerance(c, precision);
      const bool near = nearTerraceStep(c, j.afterIsland, te) || nearAny(j.elevation, {t.t1, t.t2, t.t3, cuts.h}, te) ||
                        nearAny(j.moisture, {cuts.w1, cuts.w2}, 1e-6);
      // Invalid cuts or thresholds are refused before any fill (biomes.h,
      // bands.h); given them anyway, the kernels' sums of comparisons and
      // classifyBiome's if-chain disagree (w1 > w2 found by this target):
      // only the range is promised there.
      const bool valid = thresholdsError(t).empty() && biomeCutsError(cuts, t).empty();
      return {static_cast<double>(biomeAt(c, t, cuts, q.x, q.y)), 0.0, near || !valid};
    }
    case FieldLayer::WarpOffsetX: return {warpOffset(c, q.x, q.y).x, 1e-5 * std::max(1.0, c.warp), false};
    case FieldLayer::WarpOffsetY: return {warpOffset(c, q.x, q.y).y, 1e-5 * std::max(1.0, c.warp), false};
    case FieldLayer::WarpedCellX: {
      const double px = sane(q.x + warpOffset(c, q.x, q.y).x);
      return {px - std::floor(px), 1e-5 * std::max(1.0, c.warp), false};
    }
    case FieldLayer::WarpedCellY: {
      const double py = sane(q.y + warpOffset(c, q.x, q.y).y);
      return {py - std::floor(py), 1e-5 * std::max(1.0, c.warp), false};
    }
    case FieldLayer::IslandDistance:
      return {islandDistance(c.island, q.x / c.frequency, q.y / c.frequency), 1e-6, false};
    case FieldLayer::Flow:
    case FieldLayer::Wear:
    case FieldLayer::Deposit: break;  // region layers: no point function
  }
  return {0.0, 0.0, true};
}

// The range field.h states for a layer.
void checkRange(const NoiseParams& c, const FieldSpec& spec, float v, int x, int y) {
  const char* name = fieldLayerName(spec.layer).data();
  double low = 0.0, high = 1.0;
  switch (spec.layer) {
    case FieldLayer::Elevation: high = spec.octave == kWholeFbm ? elevationUpper(c) : 1.0; break;
    case FieldLayer::Moisture:
    case FieldLayer::IslandDistance:
    case FieldLayer::Flow:
    case FieldLayer::Wear:
    case FieldLayer::Deposit: break;
    case FieldLayer::Biome:
      FUZZ_REQUIRE(v == std::floor(v), "biome %.9g at (%d, %d) is no class", v, x, y);
      high = kBiomeCount - 1;
      break;
    case FieldLayer::WarpOffsetX:
    case FieldLayer::WarpOffsetY:
      low = -static_cast<float>(c.warp);
      high = static_cast<float>(c.warp);
      break;
    case FieldLayer::WarpedCellX:
    case FieldLayer::WarpedCellY: FUZZ_REQUIRE(v < 1.0f, "%s %.9g at (%d, %d) is not below 1", name, v, x, y); break;
  }
  // The bounds as floats: a value just below a double bound rounds to it.
  float top = static_cast<float>(high);
  // Unnormalised, terrain.h bounds the double elevation by U; the float field
  // is within field.h's precision of it (1e-6 U, 1e-5 U warped) and may lie
  // that far above U, as this target found: the float pipeline rounds up
  // where the double does not (ridged sum to float(amplitudeSum), then
  // float pow: 10.4023094 > U = 10.4023; terrace level k as k * (1 / L),
  // within one rounding of k / L: 22 * (1/7) = 3.14285731 > 22/7).
  // Normalised, [0, 1] holds for the floats too.
  if (spec.layer == FieldLayer::Elevation && spec.octave == kWholeFbm && !c.normalize)
    top = static_cast<float>(high * (1.0 + (c.warp != 0.0 ? 1e-5 : 1e-6)));
  FUZZ_REQUIRE(v >= static_cast<float>(low) && v <= top, "%s %.9g at (%d, %d) outside [%g, %g] %s",
               name, v, x, y, low, high, describe(c).c_str());
}

void checkLayer(const NoiseParams& p, const FieldSpec& spec, bool compare) {
  const NoiseParams c = clampParams(p);
  const std::vector<float> field = fillOnEveryPath(p, spec);
  const char* name = fieldLayerName(spec.layer).data();
  for (int y = 0; y < spec.height; ++y)
    for (int x = 0; x < spec.width; ++x) {
      const float v = field[static_cast<std::size_t>(y) * spec.width + x];
      checkRange(c, spec, v, x, y);
      if (!compare) continue;
      const Expected e = expected(c, spec, x, y);
      if (e.skip) continue;
      double error = std::fabs(v - e.value);
      switch (spec.layer) {
        case FieldLayer::WarpedCellX:
        case FieldLayer::WarpedCellY: error = std::min(error, 1.0 - error); break;  // 0.99999 and 0.00001 are near
        default: break;
      }
      FUZZ_REQUIRE(error <= e.tolerance, "%s %.9g at (%d, %d), point function %.17g, tolerance %g %s", name, v, x,
                   y, e.value, e.tolerance, describe(c).c_str());
    }
}

// Tiling on, island none: a view P pixels to the map width, P + 1 wide,
// centred on a multiple of 1/16, whose last column is its first again.
struct TilingView {
  int period = 1;
  FieldSpec spec;
};

TilingView readTilingView(ByteReader& in) {
  TilingView t;
  t.period = 1 << (in.byte() % 4);
  t.spec.width = t.period + 1;
  t.spec.height = 1 + in.byte() % 3;
  t.spec.camera = Camera{in.take<std::int8_t>() / 16.0, in.take<std::int8_t>() / 16.0,
                         static_cast<double>(t.period) / t.spec.width};
  return t;
}

void checkTiling(NoiseParams p, TilingView t, FieldLayer layer) {
  switch (layer) {
    case FieldLayer::Elevation:
    case FieldLayer::Moisture:
    case FieldLayer::Biome:
    case FieldLayer::WarpOffsetX:
    case FieldLayer::WarpOffsetY: break;
    case FieldLayer::WarpedCellX:  // a cell fraction, not a tiled field
    case FieldLayer::WarpedCellY:
    case FieldLayer::IslandDistance:  // no island when tiled
    case FieldLayer::Flow:            // region layers: not drawn by this target
    case FieldLayer::Wear:
    case FieldLayer::Deposit: return;
  }
  p.tile = true;
  p.island = IslandShape::None;
  const NoiseParams c = clampParams(p);
  if (!c.tile || !comparable(c, t.spec)) return;  // simplex cannot tile (noise_kinds.h)
  t.spec.layer = layer;
  const std::vector<float> field = renderField(p, t.spec);
  for (int y = 0; y < t.spec.height; ++y) {
    const float* row = field.data() + static_cast<std::size_t>(y) * t.spec.width;
    // To the bit, warped too: the fill takes a whole number off each pixel's
    // map point first (before, warped, the float positions p + w a period apart
    // rounded differently: 6e-8 off at f 1/64, period 4 px, found here).
    FUZZ_REQUIRE(std::memcmp(&row[0], &row[t.period], sizeof(float)) == 0,
                 "tiled %s, period %d px: %.9g at column 0, %.9g at column %d %s", fieldLayerName(layer).data(),
                 t.period, row[0], row[t.period], t.period, describe(c).c_str());
  }
}

// The layers an input checks, from its last byte: one layer (byte % 8), so an
// input costs about five fills, not forty; 255 checks all eight, as every
// input did before (the regression seeds found before this choice end so). A
// missing byte reads 0, the elevation.
std::vector<FieldLayer> readLayers(ByteReader& in) {
  const std::uint8_t pick = in.byte();
  if (pick == 255) return {kAllFieldLayers.begin(), kAllFieldLayers.end()};
  return {kAllFieldLayers[pick % kAllFieldLayers.size()]};
}

}  // namespace

void fuzzTarget(std::span<const std::uint8_t> data) {
  ByteReader in(data);
  const NoiseParams p = readParams(in);
  const NoiseParams c = clampParams(p);
  FUZZ_REQUIRE(paramsError(c).empty(), "clampParams left %s", paramsError(c).c_str());
  FieldSpec spec = readSpec(in);
  const TilingView tiling = readTilingView(in);
  const bool compare = comparable(c, spec);
  for (FieldLayer layer : readLayers(in)) {
    spec.layer = layer;
    checkLayer(p, spec, compare);
    checkTiling(p, tiling, layer);
  }
}

}  // namespace noisescope::fuzz
