// map_views.h — what a map can show, in one table.
//
// A view is a kind (its name on the command line and in presets), the
// fields of the terrain it reads (noisescope/fill/field.h FieldLayer: one, or several
// that its colouring combines), the noise it reads them from, and how its
// values become colours (noisescope/output/colour.h). `noisescope render --view`, presets'
// "display", the exporter and the explorer's export panel all loop over
// allViews(); a new view is one row here (and, for a new layer, one case
// where fields are computed).
//
//   name       fields                       noise            colouring
//   value      elevation                    value noise      ramp (each kind has its own view:
//   gradient   elevation                    gradient noise   ramp  noiseView)
//   octave:K   octave K of the elevation    params.noise     grey
//   landwater  elevation                    params.noise     land / water
//   bands      elevation                    params.noise     four bands
//   raw        elevation                    params.noise     grey
//   moisture   moisture                     params.noise     moisture ramp
//   biome      elevation, moisture          params.noise     biome table (thresholds, cuts)
//   warp       elevation, warped cell x, y  params.noise     grey + lattice lines
//   island     island distance              params.noise     island ramp
//   relief     elevation                    params.noise     ramp x hillshade (noisescope/output/relief.h)
//   simplex    elevation                    simplex noise    ramp
//   worley     elevation                    Worley noise     ramp
//   flow       the erosion's water flow     params.noise     grey (field.h kErosionMaskLayers)
//   wear       where it carved              params.noise     grey
//   deposit    where it dropped sediment    params.noise     grey
//   chunks     elevation, moisture at each  params.noise     biome table: each chunk whole in the
//              pixel's chunk centre                          biome of its centre (noisescope/terrain/chunks.h)
//
// A view's first field is its data: what 16-bit and float exports write.
// Names read back exactly (displayFromName(displayName(d)) == d); K is in
// [0, kOctavesMax - 1]. Depends on core only.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "noisescope/fill/field.h"
#include "noisescope/noise/params.h"
#include "noisescope/output/colour.h"

namespace noisescope::views {

// The explorer's two main maps, left and right, each of a kind of noise:
// by default value beside gradient noise, the design card's comparison.
// Presets carry them ("maps"), so does every screenshot's metadata.
inline constexpr int kMapSlots = 2;
using MapKinds = std::array<NoiseKind, kMapSlots>;
inline constexpr MapKinds kDefaultMapKinds = {NoiseKind::Value, NoiseKind::Gradient};
// maps with kind shown: as they are where a map shows it, else with it on
// the right map. What `noisescope --noise K` does to the remembered maps,
// and what a preset without "maps" shows (the defaults with its "noise").
inline constexpr MapKinds withKindShown(MapKinds maps, NoiseKind kind) {
  if (maps[0] != kind && maps[1] != kind) maps[1] = kind;
  return maps;
}
inline constexpr std::array<std::string_view, kMapSlots> kMapSlotNames = {"left", "right"};
inline constexpr std::array<const char*, kMapSlots> kMapSlotMarks = {"map.left",
                                                                     "map.right"};  // screen marks

// In file order: presets and exports name views, not these numbers.
enum class ViewKind : std::uint8_t {
  Value,
  Gradient,
  Octave,
  LandWater,
  Bands,
  Raw,
  Moisture,
  Biome,
  Warp,
  Island,
  Relief,
  Simplex,
  Worley,
  Flow,  // the erosion's masks (field.h kErosionMaskLayers), grey
  Wear,
  Deposit,
  Chunks
};

// Whether a view reads its fields whole or one octave of them.
enum class Layer : std::uint8_t {
  Elevation,  // the whole fields (the fBm sums, shaped)
  Octave,     // one octave alone (MapDisplay::octave)
  Chunk,      // the whole fields at the centre of each pixel's chunk (FieldSpec::chunk)
};

// Where a view's noise comes from.
enum class NoiseSource : std::uint8_t {
  Value,     // always value noise, whatever params.noise says
  Gradient,  // always gradient noise
  Simplex,   // always simplex noise
  Worley,    // always Worley noise
  Settings,  // params.noise
};

struct ViewInfo {
  ViewKind kind;
  std::string_view name;   // "landwater"; an octave view is "octave:K"
  std::string_view label;  // for lists in the explorer: "land / water"
  Layer layer;
  NoiseSource noise;
  ColourMode colouring;
  std::array<FieldLayer, 3> fields;  // the first colourInputCount(colouring) are read, in the colouring's order
  std::string_view brief = {};       // a title where even the name does not fit ("land"); empty: the name
};

// The fields a view reads: colourInputCount(colouring) of them, 1..3.
std::span<const FieldLayer> viewFields(const ViewInfo& camera);

// Every view, in ViewKind order.
std::span<const ViewInfo> allViews();
const ViewInfo& viewInfo(ViewKind kind);

// The views of a noise's terrain, in the order the explorer lists them: its
// band row shows them under the maps, and each main map can show one of them
// large in place of its noise (MapViews).
inline constexpr std::array<ViewKind, 8> kTerrainViews = {ViewKind::Raw,   ViewKind::LandWater, ViewKind::Bands,
                                                          ViewKind::Moisture, ViewKind::Biome, ViewKind::Warp,
                                                          ViewKind::Island, ViewKind::Relief};

// The erosion's masks (noisescope/terrain/erosion.h): where the water ran,
// what it took, what it laid down. A main map can show each large.
inline constexpr std::array<ViewKind, 3> kErosionViews = {ViewKind::Flow, ViewKind::Wear, ViewKind::Deposit};

// What each main map shows, left and right: its noise, coloured as the
// explorer's map colour says (nullopt, the default), or one of
// kTerrainViews or kErosionViews of that noise (its kind from MapKinds).
// Presets carry them ("map-views"), so does every screenshot's metadata.
using MapViews = std::array<std::optional<ViewKind>, kMapSlots>;
inline constexpr MapViews kDefaultMapViews = {};

// "noise" for nullopt, else the view's name; and back into `view` (false,
// `view` untouched, for a name that is neither "noise" nor one of
// kTerrainViews and kErosionViews).
inline constexpr std::string_view kMapNoiseName = "noise";
std::string_view mapViewName(std::optional<ViewKind> view);
bool mapViewFromName(std::string_view name, std::optional<ViewKind>& view);
// "noise, raw, landwater, ..., relief, flow, wear or deposit", for a message.
std::string mapViewNamesList();

// One view with its octave.
struct MapDisplay {
  ViewKind kind = ViewKind::Gradient;  // default gradient
  int octave = 0;                      // for an octave layer: [0, params.octaves - 1]

  bool operator==(const MapDisplay&) const = default;
};

// "value", "octave:3", ..., and back (nullopt for anything else, or K
// outside [0, kOctavesMax - 1]).
std::string displayName(const MapDisplay& display);
std::optional<MapDisplay> displayFromName(std::string_view name);

// Every name for a message, in the table's order: "value, gradient, octave:K (K in 0..15),
// landwater, bands, raw, moisture, biome, warp, island or relief".
std::string displayNamesList();

// The parameters a display's field is computed with (its noise forced when
// the view has its own), and the octave it samples (kWholeFbm for the sum).
NoiseParams displayParams(const NoiseParams& params, const MapDisplay& display);

// The view that is `kind`'s own noise (simplex for NoiseKind::Simplex): what
// a map shows when --noise names a kind and no --view is given.
ViewKind noiseView(NoiseKind kind);
int displayOctave(const MapDisplay& display);

// The view an export keeps once the main maps change from `before` to
// `after`: a noise's own view whose kind a map showed and none shows now
// becomes the own view of the kind that took its place (the right map's
// where both maps showed it), so the Export panel does not go on writing a
// noise that left the screen; any other view is kept, a noise view no map
// showed (chosen on purpose) too.
ViewKind viewFollowingMaps(ViewKind view, const MapKinds& before, const MapKinds& after);

// The field spec of a display's field `index` (viewFields order) for a map
// of width x height at view; a chunk layer's chunks are chunkSize map widths
// (noisescope/terrain/chunks.h), which the other layers ignore.
FieldSpec displayFieldSpec(const MapDisplay& display, std::size_t index, int width, int height,
                           const Camera& camera, double chunkSize);

}  // namespace noisescope::views
