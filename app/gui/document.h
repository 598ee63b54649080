// document.h — what the explorer's user makes, apart from how it is shown.
//
// Settings are what a step of undo and the A/B compare restore (history.h):
// the noise, thresholds, biome cuts, the biomes' colours and names, the main
// maps' kinds and views, the scatter settings and the chunk size. A Document
// adds the view (pan and zoom, too frequent to be undo steps) and the
// relief's light and height scale: exactly what a preset and the remembered
// state (state.json's "document") hold (settings.h: presetFromState, applyPresetTo).
// AppState (app_state.h) is a Document plus the working state and the
// frame's scratch, so a function that needs only the document takes this.
// Plain values, no GL objects or jobs; copying one is about 800 bytes.
#pragma once

#include "noisescope/fill/camera.h"
#include "noisescope/noise/params.h"
#include "noisescope/output/colour.h"
#include "noisescope/output/relief.h"
#include "noisescope/terrain/bands.h"
#include "noisescope/terrain/biomes.h"
#include "noisescope/terrain/chunks.h"
#include "noisescope/terrain/scatter.h"
#include "views/map_views.h"

namespace noisescope::gui {

// What a step restores.
struct Settings {
  NoiseParams params{};        // the noise; params.noise selects the band views' noise
  Thresholds thresholds{};     // water / sand / grass / rock
  BiomeCuts biomeCuts{};       // biome cuts h, w1, w2 (noisescope/terrain/biomes.h), valid with thresholds
  BiomePalette biomeColours = kBiomeColours;    // the biome view's colours, edited in the legend
  BiomeNames biomeNames = defaultBiomeNames();  // each class's name, edited in the legend
  views::MapKinds mapKinds = views::kDefaultMapKinds;  // the main maps' kinds, left and right
  views::MapViews mapViews = views::kDefaultMapViews;  // what each main map shows of its kind
  ScatterSettings scatterSettings{};                   // the Scatter section's (noisescope/terrain/scatter.h)
  double chunkSize = kChunkSizeDefault;                // the Chunks section's slider, map widths
  bool operator==(const Settings&) const = default;
};

struct Document : Settings {
  Camera camera{};            // shared by every map; defaultCamera() of the map size
  bool viewIsDefault = true;  // follow the map's size until the user pans or zooms
  Light light{};              // the relief's light (noisescope/output/relief.h): azimuth [0, 360], altitude [0, 90]
  double heightScale = kHeightScaleDefault;  // relief shading and mesh exports: map widths per unit, [0, 10]
};

}  // namespace noisescope::gui
