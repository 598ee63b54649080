// erosion.h — hydraulic (droplet) and thermal erosion of an elevation field:
// the step after noise that gives valleys, gullies, fans and talus slopes.
//
// Hydraulic, the droplet model of Beyer's thesis as Sebastian Lague's
// project runs it: each droplet starts at a point of the field, follows the
// downhill gradient with inertia, takes ground over a round brush where it
// can carry more (capacity = max(-drop x speed x water x capacity factor,
// minimum capacity)), lays sediment down (bilinearly, where it stands) where
// it carries too much or climbs, speeds up as it drops (speed^2 += -drop x
// gravity), loses water to evaporation and stops after its lifetime or
// where it leaves the field. The brush takes no pixel below the point the
// droplet flows to, so no pit sinks deeper than its outflow: converging
// droplets would dig holes to 0, and a preview would follow its export far
// less closely (docs/manual/terrain.md has the figures). Thermal: talus passes after the droplets, each
// moving a share of every neighbour step steeper than the talus angle from
// the higher pixel to the lower (the same amount, so no height is lost).
//
// Units that do not depend on the resolution: a droplet's step is 1/1024 of
// the map width, the brush radius is in pixels of a 1024-pixel-wide map,
// and heights are elevation times kErosionHeightScale map widths (the
// relief's default height scale: a fixed unit, so changing the 3D view's
// exaggeration does not erode again). The droplet count is per pixel of the
// field, so a 256 x 256 preview and a 2048 x 2048 export of the same region
// lose the same depth on average and carve the same valleys
// (Erosion.APreviewErodesLikeTheExport measures their correlation), helped
// by start points that are one sequence at every resolution.
//
// The region is the field's own extent: droplets start inside it and stop
// a brush's reach from its edge, so the outer ring of pixels stays as it
// was (outflows cannot sink below it). Deterministic: droplet k starts where
// latticeHash(k, seed) says; the droplets run in rounds of 65,536 in k's
// order, each round in four phases of tiles far enough apart that no two
// droplets of a phase touch one pixel (2R + 1 pixels square, R a droplet's
// lifetime of steps plus its brush), a tile's droplets one after another in
// k's order. So the same settings and seed give the same bytes on any
// thread count and path, and the tiles of a phase run on fieldThreads()
// threads, four tiles in flight on each. Thermal passes gather each
// pixel's four steps in one fixed order, rows in parallel.
// Cost: droplets x lifetime steps, each two bilinear reads and a brush of
// about pi r^2 pixels (r at most 128 pixels, however far a view zooms in);
// thermal: passes x pixels x 4 neighbours. On a 2-vCPU Xeon, one droplet per
// pixel of 1024 x 1024 takes 0.93 us a droplet on one thread and 0.50 us on
// two, and 50 thermal passes over it 106 ms and 57 ms.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "noisescope/noise/params.h"

namespace noisescope {

inline constexpr double kErosionReferencePixels = 1024.0;   // the map width the lengths are given at
inline constexpr double kErosionHeightScale = 0.1;          // map widths per unit of elevation
inline constexpr double kErosionMaxDroplets = 268435456.0;  // 2^28 per field: about two minutes on one core

// Either step is on: erosion > 0 or thermal passes > 0.
bool erosionOn(const NoiseParams& p);

// Empty when the droplets of p over a width x height field are at most
// kErosionMaxDroplets, else the one-line reason.
std::string erosionSizeError(const NoiseParams& p, int width, int height);

// Where the erosion went, per pixel of the field (each optional).
struct ErosionMasks {
  std::vector<float> flow;     // droplet steps that left the pixel, per droplet per pixel; >= 0
  std::vector<float> wear;     // elevation taken; >= 0
  std::vector<float> deposit;  // elevation laid down; >= 0
};

// Erodes the width x height elevation field `heights` (row-major) in place
// with p's erosion settings; pixelsPerMapWidth is the field's resolution
// (its width times the camera's zoom). `masks`, when given, is filled at
// the field's size. Throws std::invalid_argument for a size or droplet
// count out of range (erosionSizeError), or a resolution that is not a
// finite number above 0 (a camera outside camera.h's zoom range can give one). Output: finite, and no height goes
// below 0 (a brush takes at most what a pixel has).
void erodeField(const NoiseParams& p, std::span<float> heights, int width, int height,
                double pixelsPerMapWidth, ErosionMasks* masks = nullptr);

// erodeField in steps, for a view that shows the land as it erodes: each
// advance() runs whole rounds of droplets (65,536 each) until at least
// `atLeast` more have run, then, once every droplet has, the thermal passes
// and the flow mask's scaling. Run to the end, the heights and masks are
// erodeField's bytes; between steps they are the field part-way. `heights`
// and `masks` must outlive the run and are not touched between steps. The
// constructor checks as erodeField does (std::invalid_argument).
class ErosionRun {
 public:
  ErosionRun(const NoiseParams& p, std::span<float> heights, int width, int height, double pixelsPerMapWidth,
             ErosionMasks* masks = nullptr);
  ~ErosionRun();
  ErosionRun(ErosionRun&&) noexcept;
  ErosionRun& operator=(ErosionRun&&) noexcept;

  // True once finished (every droplet and the thermal passes).
  bool advance(std::int64_t atLeast);
  bool done() const;
  std::int64_t droplets() const;     // in all, [0, kErosionMaxDroplets]
  std::int64_t dropletsRun() const;  // so far
  // Share done, [0, 1]: the droplets' share (below 1 until the thermal passes are done too).
  double progress() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace noisescope
