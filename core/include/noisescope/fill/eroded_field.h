// eroded_field.h — the layers of an eroded region, in steps.
//
// With erosion on (noisescope/terrain/erosion.h), the elevation, the biome
// classes and the erosion masks of a field are those of its whole region
// eroded (field.h fillsWhole). ErodedField holds one region: the land
// before erosion (fillField with erosion off), an ErosionRun over it, and the
// moisture the biome classes read (never eroded). advance() runs rounds of
// droplets; layer() gives any of those layers as the region stands, so a
// view can show the land part-way and an export can report progress and
// stop. Run to its end, layer() is what fillField gives, to the bit
// (fillField's own eroded layers come from here).
//
// Cost: the constructor fills the region's elevation (and moisture); then
// erosion.h's cost. Memory: a float per pixel for the heights, the moisture
// and each of the three masks asked for.
#pragma once

#include <cstdint>
#include <memory>
#include <span>

#include "noisescope/fill/field.h"
#include "noisescope/noise/params.h"

namespace noisescope {

class ErodedField {
 public:
  // p's erosion over the region of `region` (its width, height and camera;
  // its layer and octave are ignored). `moisture`: the biome layer will be
  // asked for; `masks`: an erosion mask will. Throws std::invalid_argument as
  // erodeField does (a size or a droplet count out of range).
  ErodedField(const NoiseParams& p, const FieldSpec& region, bool moisture, bool masks);
  ~ErodedField();
  ErodedField(ErodedField&&) noexcept;
  ErodedField& operator=(ErodedField&&) noexcept;

  // ErosionRun::advance: at least `atLeast` more droplets, in whole rounds;
  // true once done (the thermal passes too).
  bool advance(std::int64_t atLeast);
  bool done() const;
  std::int64_t droplets() const;     // in all
  std::int64_t dropletsRun() const;  // so far
  double progress() const;           // [0, 1], 1 once done

  // Layer spec.layer (Elevation, Biome with spec's thresholds and cuts, or a
  // mask asked for at construction) as the region stands, into out
  // (spec.width * spec.height, the region's size and camera).
  void layer(const FieldSpec& spec, std::span<float> out) const;
  // Only rows [y0, y1) and columns [x0, x1) of it; the rest of out untouched.
  void layerRect(const FieldSpec& spec, int x0, int y0, int x1, int y1, std::span<float> out) const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace noisescope
