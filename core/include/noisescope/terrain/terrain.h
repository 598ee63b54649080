// terrain.h — the terrain steps of DESIGN.md ("Terrain shaping, exactly") as
// pure functions of one point, in double precision.
//
// What it computes
//   Every sample has a lattice point p = (px, py) (lattice units of octave 0)
//   and a map point m = p / f (map widths, f = params.frequency). `sample`
//   passes p; a view's pixel has p = m f (field.h: pixelToLattice).
//   1 warp      p' = p + k (2g - 1, 2h - 1); g, h normalised fBm of the same
//               noise and fade at p s, W octaves, seeds seed + 1000003 and
//               seed + 2000006 (params.h: kWarp*SeedOffset).
//   2 fractal   elevation fBm at p', or ridged: each octave n -> 1 - |2n - 1|.
//   3 exponent  e = max(e, 0)^x.
//   3b curve    e = curve(e), a drawn height curve (height_curve.h; off by
//               default), Sebastian Lague's redistribution beside the exponent.
//   4 island    d from the unwarped m (shape none: no change), then lerp
//               e + (1 - d - e) mix, or multiply e (1 - mix d).
//   5 terraces  e = floor(e L + 0.5) / L.
//   7 moisture  normalised fBm at p sm, seed + 3000009, no warp or shaping;
//               biome class from e and moisture (biomes.h).
//   8 tile      every fBm samples octave o at m F_o with F_o = max(1,
//               round(F l^o)) (F = f, f s, f sm) and lattice indices modulo
//               F_o, so each field repeats every map width (the island aside).
//   9 time      3D noise (noise3.h). t is a third coordinate of p: wherever
//               an fBm scales x by a factor it scales t by the same one
//               (octave o of the elevation samples t l^o, the warp fields
//               (t s) l^o, and tiled, (t / f) F_o); the warp does not move t.
//   Octave o of an fBm: position (p a) l^o untiled (a = 1, s or sm; the
//   products left to right, l^o formed first by repeated multiplication),
//   seed (seed + offset) + 1013 o with 32-bit wrap, weight persistence^o,
//   divided by the amplitude sum when normalised.
//
// Off is off: with every terrain step off (params.h: terrainOn false),
// elevation() is fbm() (fbm.h) bit for bit.
//
// Output ranges (per function below). Normalised elevation stays in [0, 1]
// through every step; with normalize off the fBm lies in [0, amplitudeSum]
// and the steps keep it in [0, max(1, U)], U = amplitudeSum^x (a height
// curve maps it into [0, 1] first, and then U is 1), except that
// terraces round to their level nearest U, floor(U L + 0.5) / L, up to
// 1/(2L) above U (field.h FieldLayer::Elevation says the same).
//
// Deterministic; parameters pass through clampParams() first. Typical
// terrain: warp 1-2 with 3 warp octaves, exponent 1.5-3 for flat lowlands,
// island round with mix 0.5, 8-16 terraces for mesas.
#pragma once

#include <cstdint>

#include "noisescope/fill/camera.h"
#include "noisescope/noise/octave_plan.h"
#include "noisescope/noise/params.h"
#include "noisescope/terrain/bands.h"
#include "noisescope/terrain/biomes.h"

namespace noisescope {

// The fBm `which` at lattice point (px, py), with tiling and time as p says
// (the point is used as given: pass the warped point for the elevation).
// Output: [0, 1] when normalised (always for warp and moisture), else
// [0, amplitudeSum].
double terrainFbm(const NoiseParams& p, TerrainFbm which, double px, double py);

// Octave `octave` (0..15) of the elevation fBm at (px, py) before weighting:
// the noise, or 1 - |2n - 1| when ridged. Output: [0, 1].
double terrainOctave(const NoiseParams& p, int octave, double px, double py);

struct WarpOffset {
  double x;  // k (2g - 1), lattice units of octave 0, [-k, k]
  double y;  // k (2h - 1), [-k, k]
};

// The warp at lattice point (px, py). Output: each in [-k, k]; (0, 0) when
// k = 0 (the fields are then not evaluated).
WarpOffset warpOffset(const NoiseParams& p, double px, double py);

// warpOffset(p, xs[i], py) for i in [0, count) into out: the same doubles,
// with the parameters clamped once for the row (the bulk fills' exact warp).
void warpOffsetRow(const NoiseParams& p, const double* xs, double py, int count, WarpOffset* out);

// The terrain's point functions with the parameters clamped and the octave
// plans (octave_plan.h) and the height curve's pieces made once, for a fill that evaluates them at every
// pixel (field.cpp, the kinds without kernels): the same operations as
// warpOffset(), elevation() and moisture(), so the same bits, without a
// clamp and four plans per call.
class TerrainPoint {
 public:
  explicit TerrainPoint(const NoiseParams& p);
  const NoiseParams& params() const { return c_; }
  WarpOffset warp(double px, double py) const;  // warpOffset(p, px, py)
  // elevation()'s steps, its fBms at lattice point (px, py) and its island
  // at map point (mx, my) (elevation() itself: px / f, py / f).
  double elevation(double px, double py, double mx, double my) const;
  double moisture(double px, double py) const;  // moisture(p, px, py)
  // Step 2 alone at lattice point (px, py), the point used as given:
  // terrainFbm(p, TerrainFbm::Elevation, px, py).
  double elevationFbm(double px, double py) const;
  // Steps 3 to 5 on an elevation e, the island at map point (mx, my): shapeElevation without its clamp.
  double shape(double e, double mx, double my) const;

 private:
  NoiseParams c_;
  OctavePlan elevation_, warpX_, warpY_, moisture_;
  CurvePieces curve_;  // the height curve's, made once
};

// Step 3. Output: [0, 1] for e in [0, 1]; max(e, 0)^x in general.
double redistribute(double e, double exponent);

// Whether steps 3 to 5 change any value: an exponent other than 1, a
// height curve, an island or terraces (clamped parameters).
bool shapingOn(const NoiseParams& c);

// Step 4's distance d at map point (mx, my); a NaN coordinate counts as 0.
// Output: [0, 1]; 0 for IslandShape::None.
double islandDistance(IslandShape shape, double mx, double my);

// Step 4 with distance d. Output: [0, 1] for e and d in [0, 1]; e itself
// when the shape is none.
double applyIsland(const NoiseParams& p, double e, double d);

// Step 5. Output: a multiple of 1/L, in [0, 1] for e in [0, 1]; e itself
// for L = 0.
double applyTerraces(double e, int levels);

// Whether L terraces leave any level k / L in [low, high): a band of the
// map (bands.h) narrower than a terrace step can hold none, and then that
// band vanishes from the map. True for L = 0 (no terraces) and low < high.
bool terraceLevelIn(int levels, double low, double high);

// Steps 3 to 5 on fBm value e at map point (mx, my) (unwarped).
// Output: [0, 1] for e in [0, 1].
double shapeElevation(const NoiseParams& p, double e, double mx, double my);

// Steps 1 to 5 at lattice point (px, py). Output: [0, 1] normalised.
double elevation(const NoiseParams& p, double px, double py);

// Step 7's moisture at (px, py). Output: [0, 1].
double moisture(const NoiseParams& p, double px, double py);

// Step 7's class at (px, py). Output: Water..Snow (0..10).
Biome biomeAt(const NoiseParams& p, const Thresholds& t, const BiomeCuts& cuts, double px, double py);

// One point through every step, for the explorer's hover probe.
struct TerrainJourney {
  double px, py;          // the lattice point p
  double mx, my;          // the map point m = p / f
  WarpOffset warp;        // step 1, each in [-k, k]
  double fbm;             // step 2 at p + warp, before shaping, [0, 1] normalised
  double afterExponent;   // step 3
  double afterCurve;      // step 3b, the height curve (afterExponent when off)
  double islandDistance;  // step 4's d, [0, 1] (0 with no island)
  double afterIsland;     // step 4
  double elevation;       // step 5: the final elevation, [0, 1] normalised
  double moisture;        // step 7, [0, 1]
  Band band;              // bands of the elevation (bands.h)
  Biome biome;            // 0..10
};
TerrainJourney terrainJourney(const NoiseParams& p, const Thresholds& t, const BiomeCuts& cuts, double px,
                              double py);

// F_o of step 8: max(1, round(F l^o)), half away from zero, F = f times the
// field's factor. Output: [1, 2^62].
double tilePeriod(const NoiseParams& p, TerrainFbm which, int octave);

// i modulo period, non-negative, in 64-bit: the lattice index a tiled field
// hashes. Output: [0, period).
std::int64_t wrapIndex(std::int64_t i, std::int64_t period);

// The view a map of width x height pixels starts at (and a reset returns
// to) when no view is given: with an island on, the whole unit square the
// island lives on (camera.h unitSquareCamera), so no coast is cut off; without,
// defaultCamera. The explorer, `render` and every export take it from here.
// Output: a view with zoom in (0, 1].
Camera homeCamera(const NoiseParams& p, int width, int height);

}  // namespace noisescope
