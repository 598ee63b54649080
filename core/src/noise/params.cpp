#include "noisescope/noise/params.h"

#include "noisescope/noise/noise_kinds.h"
#include "noisescope/noise/param_table.h"

namespace noisescope {

NoiseParams clampParams(const NoiseParams& p) {
  NoiseParams c = p;
  // Only a value out of range is written: the table is walked for every fbm() call.
  for (const ParamDesc& d : paramTable())
    if (!paramAllowedIn(d, p)) d.set(c, clampParamValue(d, d.get(p)));
  // A kind without tiling or time (noise_kinds.h) runs untiled and in 2D.
  const NoiseKindInfo& kind = noiseKindInfo(c.noise);
  if (!kind.tiles) c.tile = false;
  if (!kind.takesTime) c.time.reset();
  return c;
}

NoiseParams paramsOfKind(const NoiseParams& p, NoiseKind kind) {
  NoiseParams c = p;
  c.noise = kind;
  return clampParams(c);
}

std::string paramsError(const NoiseParams& p) {
  for (const ParamDesc& d : paramTable()) {
    std::string error = paramValueError(d, d.get(p));
    if (!error.empty()) return error;
  }
  const NoiseKindInfo& kind = noiseKindInfo(p.noise);
  if (p.tile && !kind.tiles)
    return std::string(kind.name) +
           " noise cannot tile (its lattice is skewed): use value, gradient or worley";
  if (p.time && !kind.takesTime)
    return std::string(kind.name) + " noise has no time input yet: use value or gradient noise with --time";
  return {};
}

namespace {

template <class E, std::size_t N>
std::optional<E> fromName(const std::array<E, N>& all, std::string_view (*name)(E), std::string_view text) {
  for (E e : all)
    if (name(e) == text) return e;
  return std::nullopt;
}

}  // namespace

std::string_view noiseKindName(NoiseKind kind) {
  return noiseKindInfo(kind).name;
}

std::optional<NoiseKind> noiseKindFromName(std::string_view name) {
  return fromName(kAllNoiseKinds, noiseKindName, name);
}

std::string_view cellDistanceName(CellDistance d) {
  switch (d) {
    case CellDistance::Euclidean: return "euclidean";
    case CellDistance::Manhattan: return "manhattan";
    case CellDistance::Chebyshev: return "chebyshev";
  }
  return "euclidean";
}

std::optional<CellDistance> cellDistanceFromName(std::string_view name) {
  return fromName(kAllCellDistances, cellDistanceName, name);
}

std::string_view cellReturnName(CellReturn r) {
  switch (r) {
    case CellReturn::F1: return "f1";
    case CellReturn::F2: return "f2";
    case CellReturn::Edge: return "edge";
    case CellReturn::Cell: return "cell";
  }
  return "f1";
}

std::optional<CellReturn> cellReturnFromName(std::string_view name) {
  return fromName(kAllCellReturns, cellReturnName, name);
}

std::string_view fractalName(Fractal fractal) {
  switch (fractal) {
    case Fractal::Fbm: return "fbm";
    case Fractal::Ridged: return "ridged";
  }
  return "fbm";
}

std::optional<Fractal> fractalFromName(std::string_view name) { return fromName(kAllFractals, fractalName, name); }

std::string_view islandShapeName(IslandShape shape) {
  switch (shape) {
    case IslandShape::None: return "none";
    case IslandShape::Square: return "square";
    case IslandShape::Round: return "round";
    case IslandShape::Radial: return "radial";
  }
  return "none";
}

std::optional<IslandShape> islandShapeFromName(std::string_view name) {
  return fromName(kAllIslandShapes, islandShapeName, name);
}

std::string_view islandModeName(IslandMode mode) {
  switch (mode) {
    case IslandMode::Lerp: return "lerp";
    case IslandMode::Multiply: return "multiply";
  }
  return "lerp";
}

std::optional<IslandMode> islandModeFromName(std::string_view name) {
  return fromName(kAllIslandModes, islandModeName, name);
}

bool terrainOn(const NoiseParams& p) {
  const NoiseParams off{};
  return p.warp != off.warp || p.fractal != off.fractal || p.exponent != off.exponent || p.heightCurve != off.heightCurve || p.island != off.island ||
         p.terraces != off.terraces || p.tile != off.tile || p.time.has_value();
}

}  // namespace noisescope
