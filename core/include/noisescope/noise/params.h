// params.h — every setting of a noise field in one plain struct.
//
// NoiseParams is edited in place by the GUI's widgets, read by the command
// line and written to presets. Free functions take it by const reference; it
// has no setters and caches nothing. The shader's uniforms use the same names.
//
// The k*Min / k*Max constants are the allowed ranges. One table
// (param_table.h) names every field, its range, default and help; the GUI's
// sliders, the command line's checks and the preset reader loop over it, and
// clampParams() / paramsError() are driven by it, so the core never sees a
// value it cannot handle.
//
// The terrain fields (DESIGN.md, "Terrain shaping, exactly") are all off by
// default, and off gives the plain fBm bit for bit: warp 0, fractal fbm,
// exponent 1, height curve off, island none, terraces 0, tile off, time off. Biome cuts, like
// the band thresholds, change no field: they live in biomes.h.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "noisescope/noise/fade.h"
#include "noisescope/terrain/height_curve.h"

namespace noisescope {

// The noise families (noise_kinds.h has each kind's row).
enum class NoiseKind { Value, Gradient, Simplex, Worley };
inline constexpr std::array<NoiseKind, 4> kAllNoiseKinds = {NoiseKind::Value, NoiseKind::Gradient,
                                                            NoiseKind::Simplex, NoiseKind::Worley};

// Worley noise's distance from a point to a feature point (DESIGN.md).
enum class CellDistance {
  Euclidean,  // sqrt(dx^2 + dy^2)
  Manhattan,  // |dx| + |dy|
  Chebyshev,  // max(|dx|, |dy|)
};
inline constexpr std::array<CellDistance, 3> kAllCellDistances = {
    CellDistance::Euclidean, CellDistance::Manhattan, CellDistance::Chebyshev};

// What Worley noise returns (DESIGN.md).
enum class CellReturn {
  F1,    // the nearest distance over its bound: cells
  F2,    // the second nearest over its bound
  Edge,  // (F2 - F1) over F2's bound: cracks along the cells' borders
  Cell,  // the nearest cell's own value: flat cells, whole-cell biomes
};
inline constexpr std::array<CellReturn, 4> kAllCellReturns = {CellReturn::F1, CellReturn::F2,
                                                              CellReturn::Edge, CellReturn::Cell};

// How octaves are summed for the elevation (DESIGN.md step 2).
enum class Fractal {
  Fbm,     // each octave's noise n as it is
  Ridged,  // each octave's noise becomes 1 - |2n - 1|: sharp crests where n = 0.5
};
inline constexpr std::array<Fractal, 2> kAllFractals = {Fractal::Fbm, Fractal::Ridged};

// The island's distance d from the map centre (DESIGN.md step 4).
enum class IslandShape {
  None,    // no island
  Square,  // 1 - (1 - nx^2)(1 - ny^2): a square coast
  Round,   // (nx^2 + ny^2) / sqrt(2): round, reaches the corners softly
  Radial,  // nx^2 + ny^2: round, water from the edge midpoints out
};
inline constexpr std::array<IslandShape, 4> kAllIslandShapes = {IslandShape::None, IslandShape::Square,
                                                                IslandShape::Round, IslandShape::Radial};

// How the distance bends the elevation (DESIGN.md step 4).
enum class IslandMode {
  Lerp,      // e + (1 - d - e) * mix
  Multiply,  // e * (1 - mix * d)
};
inline constexpr std::array<IslandMode, 2> kAllIslandModes = {IslandMode::Lerp, IslandMode::Multiply};

inline constexpr int kOctavesMin = 1;
inline constexpr int kOctavesMax = 16;
inline constexpr double kLacunarityMin = 1.0;
inline constexpr double kLacunarityMax = 8.0;
inline constexpr double kPersistenceMin = 0.0;
inline constexpr double kPersistenceMax = 1.0;
inline constexpr double kFrequencyMin = 1.0 / 64.0;
inline constexpr double kFrequencyMax = 4096.0;

inline constexpr double kWarpMin = 0.0;
inline constexpr double kWarpMax = 8.0;
inline constexpr double kWarpFrequencyMin = 1.0 / 16.0;
inline constexpr double kWarpFrequencyMax = 16.0;
inline constexpr int kWarpOctavesMin = 1;
inline constexpr int kWarpOctavesMax = 8;
inline constexpr double kExponentMin = 0.25;
inline constexpr double kExponentMax = 8.0;
inline constexpr double kIslandMixMin = 0.0;
inline constexpr double kIslandMixMax = 1.0;
inline constexpr double kJitterMin = 0.0;
inline constexpr double kJitterMax = 1.0;
inline constexpr int kTerracesMin = 2;  // 0 is off, 1 is refused
inline constexpr int kTerracesMax = 64;
inline constexpr double kMoistureFrequencyMin = 1.0 / 16.0;
inline constexpr double kMoistureFrequencyMax = 16.0;
inline constexpr double kTimeMin = -1e6;
inline constexpr double kTimeMax = 1e6;
// Erosion (noisescope/terrain/erosion.h): lengths in pixels of a 1024-pixel map width.
inline constexpr double kErosionMax = 16.0;  // droplets per pixel
inline constexpr double kErosionCapacityMax = 64.0;
inline constexpr double kErosionGravityMax = 64.0;
inline constexpr int kErosionLifetimeMax = 256;
inline constexpr double kErosionRadiusMin = 0.5;
inline constexpr double kErosionRadiusMax = 32.0;
inline constexpr int kThermalPassesMax = 1000;
inline constexpr double kTalusAngleMax = 89.0;

// The seed offsets of the extra fBm fields (32-bit wrap, octave o adds 1013*o).
inline constexpr std::uint32_t kWarpXSeedOffset = 1000003u;     // g, the warp's x
inline constexpr std::uint32_t kWarpYSeedOffset = 2000006u;     // h, the warp's y
inline constexpr std::uint32_t kMoistureSeedOffset = 3000009u;  // moisture

struct NoiseParams {
  NoiseKind noise = NoiseKind::Gradient;  // value, gradient, simplex or Worley noise; default gradient
  Fade fade = Fade::Quintic;              // blend curve; default quintic (the GUI's first start: linear)
  std::int32_t seed = 7;                  // any 32-bit integer; octave o uses seed + 1013*o; default 7
  double frequency = 4.0;                 // lattice cells across the map at zoom 1, [1/64, 4096]; default 4
  int octaves = 5;                        // layers summed, [1, 16]; default 5
  double lacunarity = 2.0;                // frequency factor per octave, [1, 8]; default 2
  double persistence = 0.5;               // amplitude factor per octave, [0, 1]; default 0.5
  bool normalize = true;                  // divide by the amplitude sum so fBm stays in [0, 1]; default on
  double jitter = 1.0;                    // Worley: feature points' jitter J, [0, 1]; default 1
  CellDistance cellDistance = CellDistance::Euclidean;  // Worley: the distance; default euclidean
  CellReturn cellReturn = CellReturn::F1;               // Worley: what it returns; default f1

  double warp = 0.0;                      // warp strength k, lattice units of octave 0, [0, 8]; default 0 (off)
  double warpFrequency = 1.0;             // warp fields' frequency s, times the base, [1/16, 16]; default 1
  int warpOctaves = 3;                    // warp fields' octaves W, [1, 8]; default 3
  Fractal fractal = Fractal::Fbm;         // fbm or ridged octaves (elevation only); default fbm
  double exponent = 1.0;                  // redistribution e = max(e, 0)^x, [0.25, 8]; default 1 (off)
  HeightCurve heightCurve;                // redistribution e = curve(e) after the exponent; default off
  IslandShape island = IslandShape::None; // island distance shape; default none (off)
  IslandMode islandMode = IslandMode::Lerp;  // how the distance bends e, lerp or multiply; default lerp
  double islandMix = 0.5;                 // island strength, [0, 1]; default 0.5
  int terraces = 0;                       // terrace levels L, 0 (off) or [2, 64]; default 0
  bool tile = false;                      // seamless: every field repeats each map width; default off
  double moistureFrequency = 1.0;         // moisture's frequency sm, times the base, [1/16, 16]; default 1
  std::optional<double> time;             // third input t, lattice units of octave 0, [-1e6, 1e6];
                                          // default off (nullopt: the 2D field, not t = 0)

  // Erosion of the elevation over the field's region (noisescope/terrain/erosion.h), off by default.
  double erosion = 0.0;              // hydraulic: droplets per pixel, [0, 16]; default 0 (off)
  std::int32_t erosionSeed = 0;      // the droplets' starting points; any 32-bit integer; default 0
  double erosionInertia = 0.05;      // how much a droplet keeps its direction, [0, 1]; default 0.05
  double erosionCapacity = 4.0;      // sediment capacity factor, [0, 64]; default 4
  double erosionMinCapacity = 0.01;  // capacity on flat ground, [0, 1]; default 0.01
  double erosionErode = 0.3;         // share of the spare capacity taken per step, [0, 1]; default 0.3
  double erosionDeposit = 0.3;       // share of the surplus laid down per step, [0, 1]; default 0.3
  double erosionEvaporation = 0.01;  // water lost per step, [0, 1]; default 0.01
  double erosionGravity = 4.0;       // speed gained per unit of drop, [0, 64]; default 4
  int erosionLifetime = 30;          // steps of a droplet (one 1024th of the map each), [1, 256]; default 30
  double erosionRadius = 3.0;        // brush radius, pixels of a 1024-wide map, [0.5, 32]; default 3
  int thermalPasses = 0;             // thermal: talus passes, [0, 1000]; default 0 (off)
  double talusAngle = 35.0;          // the steepest slope that stays, degrees, [0, 89]; default 35
  double thermalStrength = 0.5;      // share of the excess moved per pass, [0, 1]; default 0.5

  // Teaching only (mistakes.h): the seed's common mistakes, shown on purpose.
  // Off, nothing changes bit for bit; every screenshot and export says when one is on.
  bool mistakeSharedSeed = false;         // every octave uses the base seed; default off
  bool mistakeMoistureSeed = false;       // moisture uses the elevation's seed; default off
  bool mistakeCast = false;               // cell by a cast, not floor (negative coordinates); default off
  bool mistakeFloat = false;              // positions in float, not double (far from the origin); default off

  bool operator==(const NoiseParams&) const = default;
};

// Every field inside its allowed range; NaN takes the default; an enum
// holding no named value takes the default. Allocates nothing when p is
// allowed (the explorer runs it every frame).
NoiseParams clampParams(const NoiseParams& p);

// p drawn as noise of `kind`: p.noise = kind, then clampParams, so what the
// kind cannot take (noisescope/noise/noise_kinds.h: simplex's tile, time on simplex or
// Worley) is off.
NoiseParams paramsOfKind(const NoiseParams& p, NoiseKind kind);

// Empty when every field of p lies in its allowed range, else one sentence
// naming the first field (in param_table.h's order) that does not, and its
// range: "octaves must be in [1, 16]".
std::string paramsError(const NoiseParams& p);

// "value", "gradient", "simplex", "worley", and back.
std::string_view noiseKindName(NoiseKind kind);
std::optional<NoiseKind> noiseKindFromName(std::string_view name);

// "euclidean", "manhattan", "chebyshev" and "f1", "f2", "edge", "cell", and back.
std::string_view cellDistanceName(CellDistance d);
std::optional<CellDistance> cellDistanceFromName(std::string_view name);
std::string_view cellReturnName(CellReturn r);
std::optional<CellReturn> cellReturnFromName(std::string_view name);

// "fbm", "ridged", and back.
std::string_view fractalName(Fractal fractal);
std::optional<Fractal> fractalFromName(std::string_view name);

// "none", "square", "round", "radial", and back.
std::string_view islandShapeName(IslandShape shape);
std::optional<IslandShape> islandShapeFromName(std::string_view name);

// "lerp", "multiply", and back.
std::string_view islandModeName(IslandMode mode);
std::optional<IslandMode> islandModeFromName(std::string_view name);

// Whether any terrain step (warp, ridged, exponent, height curve, island, terraces, tile,
// time) is on: false means the elevation is fbm() exactly.
bool terrainOn(const NoiseParams& p);

}  // namespace noisescope
