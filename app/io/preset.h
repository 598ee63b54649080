// preset.h — every setting of a map in a small, versioned JSON file.
//
// A preset holds the noise parameters (params.h), the view (camera.h), the band
// thresholds (bands.h), the biome cuts (biomes.h) and which map is shown
// (views/map_views.h). Its JSON, as presetToJson writes it (format 2: every
// field, each parameter of noisescope/noise/param_table.h under its table name, the
// view when it has one):
//
//   { "noisescope_preset": 2, "name": "Rolling hills",
//     "noise": "gradient", "fade": "quintic", "seed": 7, "frequency": 3,
//     "octaves": 5, "lacunarity": 2, "persistence": 0.35, "normalize": true,
//     "warp": 0, "warp-frequency": 1, "warp-octaves": 3, "fractal": "fbm",
//     "exponent": 1, "island": "none", "island-mode": "lerp",
//     "island-mix": 0.5, "terraces": 0, "tile": false,
//     "moisture-frequency": 1, "time": "off",
//     "view": { "cx": 0.5, "cy": 0.5, "zoom": 1 },
//     "thresholds": [0.35, 0.45, 0.7], "biome-cuts": [0.55, 0.45, 0.55],
//     "display": "gradient", "light": [315, 45], "height-scale": 0.1 }
//
// "biome-colours" (11 [r, g, b]) and "biome-names" (11 texts, each 1..32
// bytes of UTF-8 without control characters), both water first, and
// "map-views" (what each main map shows of its kind, ["noise", "biome"]:
// views/map_views.h MapViews) are written only when they differ from the
// defaults, so a file without them loads the defaults. "maps" (the
// explorer's main maps' kinds, ["simplex", "worley"]) is written only when
// it differs from what a file without it shows: value | gradient, with the
// preset's "noise" on the right map where it is neither (withKindShown),
// so that a hand-written Worley preset opens on a Worley map.
//
// The teaching-only switches (noisescope/noise/mistakes.h: "mistake-shared-seed",
// "mistake-moisture-seed", "mistake-cast", "mistake-float") are written only
// when on, so a file without a mistake is as it was.
//
// Format 1 (before the terrain steps) has the fields up to "normalize", the
// view, the thresholds and the display; such a file loads as it always did,
// and a format-1 file that names a format-2 field is refused.
//
// Reading (presetFromJson) is strict, because presets come from other people.
// The text goes through json_reader.h (at most 1 MiB, 16 levels deep, no
// repeated keys), and then:
//   - "noisescope_preset" (the format version, 1 or 2) is required; a newer
//     version is refused. Every other field may be left out and keeps its
//     default (params.h, bands.h; no "view" means the map's default view; no
//     "display" means the noise's own view, so {"noise": "simplex"} renders
//     simplex noise, as `render --noise simplex` does).
//   - Unknown fields are errors, not silently ignored (a typo like
//     "persistance" would otherwise load the default without a word).
//   - Values outside their range (params.h k*Min/k*Max, camera.h zoom,
//     bands.h ordering) are errors that state the allowed range.
//   - Anything wrong throws PresetError (json_reader.h's JsonError), one line:
//       SOURCE:LINE:COLUMN: FIELD ... reason
//     e.g. `hills.json:9:18: persistence must be in [0, 1], got 1.5`.
// Nothing is returned unless the whole preset is valid, so a caller that
// assigns the result never half-applies a bad file.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

#include "noisescope/fill/camera.h"
#include "noisescope/noise/params.h"
#include "noisescope/output/colour.h"
#include "noisescope/output/relief.h"
#include "noisescope/terrain/bands.h"
#include "noisescope/terrain/biomes.h"
#include "noisescope/terrain/chunks.h"
#include "noisescope/terrain/scatter.h"
#include "json_reader.h"
#include "views/map_views.h"

namespace noisescope::io {

inline constexpr int kPresetVersion = 2;
inline constexpr std::size_t kMaxPresetBytes = kMaxJsonBytes;  // larger files are refused unread
inline constexpr double kMaxViewCentre = 1e9;             // |cx|, |cy| of a view: as far as the core's coordinates go

// Every bad JSON, preset or not, is the same one-line error.
using PresetError = JsonError;

// Which map a preset shows: views/map_views.h.
using views::MapDisplay;

struct Preset {
  std::string name;          // shown in lists, any UTF-8 up to 200 bytes; default empty
  NoiseParams params{};      // params.h defaults
  Camera camera{};           // centre and zoom; meaningful when hasCamera
  bool hasCamera = false;    // false: use defaultCamera(width, height) of the map it is applied to
  Thresholds thresholds{};   // bands.h defaults
  BiomeCuts biomeCuts{};     // biomes.h defaults; valid with thresholds
  BiomePalette biomeColours = kBiomeColours;  // "biome-colours": the biome view's colour per class; written when not the default
  BiomeNames biomeNames = defaultBiomeNames();  // "biome-names": each class's name (biomes.h); written when not the default
  MapDisplay display{};      // which map; default gradient
  Light light{};             // the relief view's light (noisescope/output/relief.h): azimuth [0, 360], altitude [0, 90]; 315, 45
  double heightScale = kHeightScaleDefault;  // relief shading and mesh heights, map widths per unit, [0, 10]; 0.1
  views::MapViews mapViews = views::kDefaultMapViews;  // "map-views": what each main map shows
  views::MapKinds maps = views::kDefaultMapKinds;  // "maps": the explorer's main maps, left and right;
                                                   // written when not the default
  ScatterSettings scatter{};  // "scatter": trees and rocks (noisescope/terrain/scatter.h); written when not the default
  double chunk = kChunkSizeDefault;  // "chunk": the chunks view's chunk side, map widths (noisescope/terrain/chunks.h),
                                     // [1/4096, 1]; written when not the default 1/16

  bool operator==(const Preset&) const = default;
};

// The JSON text of p, every field, two-space indented, ending in a newline.
// The view only when p.hasCamera, so a preset without one reads back without
// one and keeps following the map's default view.
std::string presetToJson(const Preset& p);

// Every parameter of the table (defaults and teaching switches too) as
// presetToJson writes each: one JSON object's text, in the table's order.
// Screenshot metadata carries it.
std::string paramsToJson(const NoiseParams& p);

// Parses text; sourceName names it in errors (a file name, "clipboard").
// Output: a preset whose every value is in range. Throws PresetError.
Preset presetFromJson(std::string_view text, std::string_view sourceName);

// Reads and parses a file; its path names it in errors. A file Noisescope
// exported (map_export.h's looksLikeExport) gives the preset it recorded in its metadata
// (map_export.h's settingsFromExport, what `render --from` reads; without
// metadata, PresetError). A file that cannot be read throws IoError
// (atomic_file.h), bad contents PresetError.
Preset loadPresetFile(const std::string& path);

// What `--preset WORD` means on every command: the file WORD when it exists
// (or WORD names a folder), else the built-in preset with that id. Neither:
// IoError naming WORD and listing the built-in ids.
Preset loadPresetFileOrBuiltin(const std::string& pathOrId);

// Writes presetToJson(p) atomically (atomic_file.h). An existing path is
// replaced only with `overwrite` (else FileExistsError), as exports are.
void savePresetFile(const std::string& path, const Preset& p, bool overwrite);

// The presets shipped inside the binary (presets/*.json, embedded at build
// time), in file-name order. `id` is the file name without ".json".
struct BuiltinPreset {
  std::string_view id;  // e.g. "rolling-hills"
  Preset preset;
};
std::span<const BuiltinPreset> builtinPresets();
const BuiltinPreset* findBuiltinPreset(std::string_view id);  // nullptr when none has that id

}  // namespace noisescope::io
