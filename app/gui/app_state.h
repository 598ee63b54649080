// app_state.h — everything the explorer's widgets edit.
//
// The panels (app/gui/panels/*.cpp, one `void drawXPanel(AppState&)` each)
// edit this struct in place: sliders point straight into `params`, `camera`
// and `thresholds`. It is three parts: the Document (document.h: what undo,
// presets and state.json hold), the WorkingState (how it is shown, the
// panels, jobs, status, undo history) and the FrameScratch (filled and read
// within a frame). Once per frame the explorer compares what the maps need
// with what the field worker last computed and asks for new fields only when
// they differ (field_worker.h); moving a threshold only changes a shader
// uniform. Nothing here owns GL objects: `images` holds the texture names the
// renderer (view_renderer.h) fills in, so panels can show them.
//
// Units: sizes and rectangles are in window pixels (ImGui's units). They
// equal framebuffer pixels on X11, where the tests run; a display that scales
// the framebuffer shows the views enlarged, not sharper.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "noisescope/fill/camera.h"
#include "noisescope/noise/params.h"
#include "noisescope/output/colour.h"
#include "noisescope/output/relief.h"
#include "noisescope/terrain/bands.h"
#include "noisescope/terrain/biomes.h"
#include "noisescope/terrain/chunks.h"
#include "noisescope/terrain/scatter.h"
#include "noisescope/terrain/terrain.h"
#include "document.h"
#include "history.h"
#include "relief_state.h"
#include "seed_history.h"
#include "teaching_state.h"
#include "views/map_views.h"

namespace noisescope::io {
class ExportJob;  // io/export_job.h
}

namespace noisescope::gui {

// The band row's views, in order (views/map_views.h describes each): the
// three band views, then the terrain views the user can hide
// (PanelFlags::terrainViews). A main map can show any of them large.
inline constexpr auto kBandRowViews = views::kTerrainViews;
inline constexpr int kBandViewCount = static_cast<int>(kBandRowViews.size());
inline constexpr int kPlainBandViews = 3;  // the row without the terrain views

// The band row's views shown: kBandViewCount, or kPlainBandViews with the terrain views hidden.
constexpr int bandRowCount(bool terrainViews) { return terrainViews ? kBandViewCount : kPlainBandViews; }
inline constexpr int kOctaveSliderMax = 8;  // the slider's end; typing reaches kOctavesMax

// One coloured view as the panels show it: an RGBA texture and what it shows.
struct MapImage {
  unsigned texture = 0;      // GL texture name of the RGBA image; 0 while none exists
  int width = 0;             // texture pixels
  int height = 0;            // texture pixels
  NoiseParams params{};      // the parameters the field was computed with (noise kind included)
  Camera camera{};           // the camera the field was computed for
  int octave = -1;           // kWholeFbm (-1) for the fBm sum, else the octave shown
  std::optional<views::ViewKind> view;  // a main map showing a terrain view: which (views::MapViews)
  ColourMode mode = ColourMode::Ramp;  // how it was coloured
  Thresholds thresholds{};   // the thresholds it was coloured with
  BiomeCuts biomeCuts{};     // the biome cuts it was coloured with
  BiomePalette biomeColours = kBiomeColours;  // the biome colours it was coloured with
  Light light{};             // the relief's light it was coloured with (noisescope/output/relief.h)
  double heightScale = kHeightScaleDefault;  // the relief's height scale it was coloured with
  float stretchMin = 0.0f;   // coloured value = clamp((v - stretchMin) * stretchScale, 0, 1) when stretched
  float stretchScale = 1.0f;
  bool stretched = false;    // false: v is coloured as it is
};

// The sizes the panels ask for this frame, in pixels; 0 when not shown.
struct ViewSizes {
  int mapWidth = 0, mapHeight = 0;    // each of the two main maps
  int tileWidth = 0, tileHeight = 0;  // each octave tile, and each running-sum tile under it
  int bandWidth = 0, bandHeight = 0;  // each band view
  int bandViews = 0;                  // band views shown, the first of kBandRowViews; 0 with the row hidden
  int meshWidth = 0, meshHeight = 0;  // the 3D panel's grid of vertices (relief3d_panel.cpp)
  bool octaveSums = false;            // a row of running sums (octaves 0..k) under the octave tiles
  bool operator==(const ViewSizes&) const = default;
};

// What each view shows, as last coloured by the renderer.
struct ViewImages {
  std::array<MapImage, views::kMapSlots> maps;     // the main maps, left and right: fBm of each one's kind
  std::array<MapImage, kOctavesMax> octaves;       // one grey tile per octave
  int octaveCount = 0;                             // tiles in use
  std::array<MapImage, kOctavesMax> sums;          // grey running sums of octaves 0..k (noisescope/noise/fbm.h runningSumParams)
  int sumCount = 0;                                // sum tiles in use: octaveCount with the sums shown, else 0
  std::array<MapImage, kBandViewCount> bands;      // kBandRowViews, the first bandCount in use
  int bandCount = 0;                               // band views in use
  std::array<double, kBiomeCount> biomeShares{};   // share of the biome view per class, [0, 1]
};

// Which parts of the window are shown.
struct PanelFlags {
  bool octaves = true;        // the octave tiles under the maps
  bool octaveSums = false;    // under each octave tile, the running sum of octaves 0..k
  bool tilesAtAmplitude = false;  // octave tile k drawn with contrast persistence^k around mid-grey, not full
  bool bands = true;          // the band views
  bool terrainViews = true;   // the band row's moisture, biome, warp, island and relief views
  bool hoverTooltip = true;   // a tooltip with the octave contributions while hovering
  bool exportPanel = false;   // the export panel (app/gui/panels/export_panel.cpp)
  bool relief3d = false;      // the 3D panel (app/gui/panels/relief3d_panel.cpp)
  bool reliefLight = false;   // the relief light's sliders under View (view_options_panel.cpp)
  // F11 (or View's Present button): the maps fill the window, with the open panels in their column
  // beside them; no controls, octave tiles, band row or status bar. F11 or Esc leaves it.
  bool presenting = false;
};

// A rectangle on screen, window pixels from the top-left corner.
struct ScreenRect {
  float x = 0, y = 0, w = 0, h = 0;
};

// Rectangles of the things a test or a screenshot's metadata wants to find,
// refilled every frame without allocating.
struct ScreenMarks {
  struct Mark {
    char name[40] = {};  // "map.left", "chip.quintic", "slider.moisture-frequency.digits", ...
    ScreenRect rect{};
    const MapImage* image = nullptr;  // the image drawn there, for views
  };
  std::array<Mark, 320> marks{};  // 16 octave tiles bring three marks each, their sums two more, an open Terrain section about 40
  int count = 0;

  void clear() { count = 0; }
  void add(const char* name, ScreenRect rect, const MapImage* image = nullptr);
  // The main map slot mark i is (views::kMapSlotMarks), or -1 for any other mark.
  int mainMapSlot(int i) const;
};

// The map point under the mouse, when it is over a view.
struct HoverPoint {
  bool active = false;
  double mapX = 0, mapY = 0;              // map widths (camera.h)
  NoiseKind noise = NoiseKind::Gradient;  // the noise of the view under the mouse
  // The left button came up on this map after going down on it: a click here
  // (pin.cpp), not a release that reached the map with a fast move from a
  // button elsewhere.
  bool released = false;
};

// What the hover probe (hover_panel.cpp) shows this frame, for screenshots'
// metadata: every number is core's terrainJourney at the hovered point.
struct ProbeShown {
  bool shown = false;                     // the probe is drawn this frame
  NoiseKind noise = NoiseKind::Gradient;  // the hovered view's noise
  TerrainJourney journey{};
  std::optional<ChunkBiome> chunk;  // the shown chunk under the pointer (chunk_grid.h), if any
};

// A drag in progress: the view follows the mouse exactly, from the press on.
struct PanDrag {
  bool active = false;
  Camera cameraAtPress{};
  float pressX = 0, pressY = 0;  // mouse position at the press
  int width = 0;                 // width of the view being dragged, pixels
};

// The pointer as GLFW's events saw it (input_events.h), window pixels: Dear
// ImGui 1.86 only sees where it is at each frame.
struct PointerEvents {
  float x = 0, y = 0;                // the last motion event
  float pressX = 0, pressY = 0;      // where the left button last went down
  float releaseX = 0, releaseY = 0;  // where it last came up
  bool leftDown = false;             // after the last event
  bool doubleClicked = false;        // a second left press, close in time and place, since the last frame
};

// A threshold being typed (Ctrl+click on its slider): applied when complete.
struct ThresholdTyping {
  int slot = -1;     // 0 water, 1 sand, 2 grass, 3..5 biome cuts h, w1, w2; -1 when none is typed
  float value = 0;   // the text typed so far, as a number
};

// Requests the panels make; the explorer acts on them after the frame.
struct Requests {
  bool screenshot = false;     // write the window to a timestamped PNG when the views are up to date
  bool reloadShaders = false;  // recompile shaders/ from the source tree; keeps the old program on failure
  bool loadSettings = false;   // load exporting.presetPath (a preset, or a PNG's settings): a file was dropped
  bool relayout = false;       // a panel resized itself this frame: draw another before idling or a screenshot
};

inline constexpr int kHistogramBins = 64;

// What a map contains, measured on the worker (noisescope/teaching/stats.h).
struct MapStats {
  float min = 0, max = 0;   // measured range
  double outside = 0;       // share of pixels outside [0, 1], [0, 1]
  std::array<float, kHistogramBins> histogram{};  // share of pixels in each 1/64 of [0, 1]
};

// What the explorer tells the user.
struct Status {
  std::string line;            // the last message: a saved screenshot, an error (one line)
  bool lineIsError = false;
  double lineSince = 0.0;      // steadySeconds() when the line was set
  double refreshMs = 0.0;      // wall time of the last field refresh on the worker
  double frameMs = 0.0;        // what a frame costs, events in to swap, smoothed (time_play.h noteFrameCost)
  int resolutionDivisor = 1;   // moving frames' fields are computed at 1/divisor of each side (time_play.h)
  std::uint64_t fieldJobs = 0; // field refreshes completed since start
  bool computing = false;      // a refresh is in flight
  double erosion = 1.0;        // share of the shown fields' erosion done, [0, 1] (field_worker.h)
  std::array<MapStats, views::kMapSlots> maps;  // the two main maps as last computed
};

// The export and preset panels' inputs (panels/export_panel.cpp,
// panels/preset_panel.cpp) and the export running in the background.
struct ExportPanelState {
  views::MapDisplay display{};      // the view exported (views/map_views.h); its octave in [0, params.octaves - 1]
  int size[2] = {4096, 4096};       // width, height in pixels, [1, 16384]
  int format = 0;                   // an io::ExportFormat (io/export_formats.h's table order); the path ends in its extension
  bool stretch = false;             // 16-bit formats: measured min..max instead of [0, 1]
  double splatBlend = 0.0;          // splat: the bands' blend, [0, 0.25] (noisescope/terrain/bands.h)
  int tiles[2] = {1, 1};  // columns, rows of tiles sharing their edges (map_export.h exportTiles), 1..64
  bool overwrite = false;           // Save and Export replace an existing file (one rule, widgets.h)
  std::array<char, 1024> path{"noisescope.png"};       // export destination
  std::array<char, 1024> presetPath{"noisescope.json"};  // preset file to load or save
  int builtin = 0;                  // the built-in preset chosen in the list
  int codeLanguage = 0;             // "Copy as code": an io::CodeLanguage (io/code_export.h's order)
  std::shared_ptr<io::ExportJob> job;  // the export in flight or last finished; null before the first
  bool announced = true;            // the finished job's outcome is in the status line
};

// The UI scale (ui_scale.h): fonts and style sizes are built at
// user * monitor, the pixel sizes of the layout follow.
struct UiScaleState {
  float user = 1.0f;         // the user's factor, [kUiScaleMin, kUiScaleMax] in kUiScaleStep steps; remembered
  float monitor = 1.0f;      // the monitor's content scale over the framebuffer's (1 under Xvfb)
  float widthHeldAt = 0.0f;  // the scale at which the controls' width was last held to its share (frame.cpp)
  int holdFrames = 0;        // frames that still hold it: a new scale reaches the table's width a frame late
};
inline constexpr float kUiScaleMin = 0.75f;
inline constexpr float kUiScaleMax = 3.0f;
inline constexpr float kUiScaleStep = 0.25f;

// Time playing (terrain_panel.cpp starts and stops it; time_play.h moves it).
struct TimePlay {
  bool playing = false;      // params.time advances at display rate
  double speed = 0.5;        // lattice units of octave 0 per second, [kPlaySpeedMin, kPlaySpeedMax]; default 0.5
  double lastSeconds = 0.0;  // steadySeconds() of the last advance; 0 before the first
  // Since start, over playing frames only: how play kept up.
  long frames = 0;           // frames in which t moved
  double seconds = 0.0;      // their total wall time
  double maxFrameMs = 0.0;   // the longest of them
};
inline constexpr double kPlaySpeedMin = 0.01;
inline constexpr double kPlaySpeedMax = 10.0;

// The view the 2 x 2 tile chip (terrain_panel.cpp) replaced, put back when
// the chip is clicked again. The chip is lit while the view is tilesCamera of
// the maps (noisescope/fill/camera.h), so a pan or zoom simply turns it off.
struct TilesPreview {
  Camera cameraBefore{};
  bool viewWasDefault = true;
};

// The controls column's width as the window shrinks and grows (frame.cpp):
// the width last chosen (a drag, the remembered layout, a UI scale's hold)
// and the window's width then, and the width last set from them.
struct ControlsColumn {
  float chosen = 0;    // pixels; 0 before the first frame
  float chosenAt = 0;  // the window's width when it was chosen
  float set = -1;      // the width set last, to tell a drag from it
};

// The column beside the maps where open panels stack (frame.cpp lays it
// out each frame, beginPanelWindow places each panel under the one before):
// opaque, covering nothing they explain. Screen pixels; off when no panel is open.
struct PanelColumn {
  bool on = false;
  float x = 0, width = 0;   // left edge and width
  float top = 0, bottom = 0;
  float next = 0;           // where the next panel's top goes this frame
  int waiting = 0;          // open panels not placed yet this frame, the one being placed included
  float room = 0;           // the height the panel being placed may take
};

// Trees and rocks over the maps (noisescope/terrain/scatter.h): the points
// the scatter worker last gave for the region in view (the settings are the
// document's scatterSettings).
struct ScatterView {
  bool shown = false;  // marks drawn over both main maps
  // Each main map's points (left, right: of its own kind), map widths; from the newest finished request.
  std::array<std::vector<ScatterPoint>, views::kMapSlots> points;
  ScatterRegion region{};  // the region those points cover
  ScatterRegion view{};    // the maps' view when the points were counted
  std::array<int, kBiomeCount>
      counts{};            // points per biome in view, on the map showing the band views' noise
  std::string refusal;     // why none are shown, or empty
  bool computing = false;  // a request is on the worker
  std::array<char, 1024> path{"trees.csv"};  // where "Write the points in view" writes, .csv or .json
  std::uint64_t iteration = 0;               // the layout result the points are from; 0 before the first
};

// The chunks view over both main maps (noisescope/terrain/chunks.h): a grid of chunks,
// each filled with the biome at its centre.
struct ChunksView {
  bool shown = false;
  bool filled = true;                     // each chunk in its biome's colour; else only the grid
  double size = kChunkSizeDefault;        // the size of the chunks below (the document's chunkSize when computed)
  std::array<std::vector<ChunkBiome>, views::kMapSlots> chunks;  // each main map's, chunkLayout order
  ScatterRegion region{};                                        // the region they cover
  std::string refusal;                                           // why none are shown, or empty
};

// What the explorer is doing with the document: how the maps are shown,
// the panels, the pointer's drag and hover, the seed being typed, the
// requests, jobs and status, undo, the teaching and 3D panels, the scatter
// points and chunks last computed. Kept from frame to frame, not saved
// with the document (the layout keeps a few: layout_settings.h).
struct WorkingState {
  TilesPreview tiles{};        // the view before the 2 x 2 tile chip
  TimePlay play{};             // time's play / pause and speed
  ColourMode mapColour = ColourMode::Ramp;  // the two main maps: Ramp or Grey
  bool stretchMaps = false;    // colour each main map from its measured min..max instead of [0, 1]
  NoiseKind octaveNoise = NoiseKind::Gradient;  // which noise the octave tiles show
  NoiseKind noiseFollowed = NoiseKind::Gradient;  // the document's noise when slotsFollowNoise last looked
  PanelFlags panels{};
  HoverPoint hover{};
  PanDrag drag{};
  ThresholdTyping thresholdTyping{};
  std::array<char, 32> seedText{};  // the seed field's text; follows params.seed while not typed into
  Requests requests{};
  Status status{};
  ExportPanelState exporting{};
  UiScaleState ui{};           // the UI scale (ui_scale.h)
  History history{};           // undo, redo, A/B (history.h)
  SeedHistory seeds{};         // the last seeds shown, clickable under the seed field (seed_history.h)
  unsigned arrowTarget = 0;    // ImGui id of the slider or field the arrow keys nudge: the last one used
  TeachingState teaching{};    // the pinned point and the teaching panels (teaching_state.h)
  ReliefState relief{};        // the 3D panel (relief_state.h)
  ScatterView scatter{};       // trees and rocks over the maps
  ChunksView chunks{};         // the chunk layout over the maps
};

// Filled during a frame and read later in it (or by the next frame's
// renderer): the panels' sizes and screen marks, the column the open panels
// stack in, the images the renderer made, the hover probe's content and the
// pointer's events of this frame.
struct FrameScratch {
  ViewSizes sizes{};           // filled by the panels each frame
  PanelColumn panelColumn{};   // laid out each frame (frame.cpp)
  ControlsColumn controlsColumn{};  // the controls' width as the window changes (frame.cpp)
  ViewImages images{};         // filled by the renderer
  ScreenMarks marks{};         // filled by the panels each frame
  ProbeShown probe{};          // the hover probe's content this frame
  PointerEvents pointer{};     // copied from the events before each frame
};

// Everything the panels edit: the document (document.h), the working state
// and the frame's scratch, as one struct so a panel is one function of it.
struct AppState : Document, WorkingState, FrameScratch {};

// Puts `line` in the status bar: one line (newlines become spaces), shown
// since now; an error is also written to stderr.
void setStatusLine(Status& status, std::string line, bool isError);

// Seconds on a steady clock (std::chrono::steady_clock), for the status line's age.
double steadySeconds();

// The explorer's defaults: what a first start (no remembered state, or
// --fresh) shows and what "Reset to defaults" returns to, so the two never
// differ. The default parameters with linear fade, so value noise's grid shows
// at once and gradient noise's lack of it beside it; and thresholds 0.45,
// 0.50, 0.55 with biome cut h 0.53 instead of the command line's 0.35, 0.45,
// 0.70 (bands.h, biomes.h), so that all four bands show in both noises' band
// views. The cuts come from the two first-start maps' measured values (seed
// 7, linear fade): gradient fBm lies in about [0.31, 0.71] and value fBm in
// [0.11, 0.78], around 0.5, and at 0.35 / 0.70 the gradient map is almost all
// grass. At 0.45 / 0.50 / 0.55 every band holds at least 10% of either map at
// map aspects 0.45 to 0.9. The command line and presets keep core's defaults.
struct ExplorerDefaults {
  NoiseParams params;     // NoiseParams{} with linear fade
  Thresholds thresholds;  // 0.45, 0.50, 0.55
  BiomeCuts biomeCuts;    // h 0.53, inside [t2, t3], so low and mid-height biomes both show
};
const ExplorerDefaults& explorerDefaults();
// The other start, one click away (the Noise section's "start" chips): what a
// designer tunes from. Core's defaults: quintic fade, thresholds 0.35, 0.45,
// 0.70 and biome cut h 0.55 (bands.h, biomes.h), as the command line and the
// presets start.
const ExplorerDefaults& designingStart();
// Sets the parameters, thresholds and biome cuts to explorerDefaults() and
// the view to the home view; biome names and colours stay.
void applyExplorerDefaults(AppState& state);
// The same for either start.
void applyStart(AppState& state, const ExplorerDefaults& start);
// Whether the parameters, thresholds and cuts are exactly that start's.
bool showsStart(const AppState& state, const ExplorerDefaults& start);

// The view a reset (and the default view) shows for the maps' size: with an
// island on, the whole unit square the island lives on (camera.h:
// unitSquareCamera), else defaultCamera.
Camera homeCamera(const AppState& state);

// Whether the main maps show the unit square 2 x 2 (the tile chip is lit):
// tiling on and the view is tilesCamera of the maps' size.
bool showingTiles(const AppState& state);

// After the main maps' kinds changed from `before` (a choice, undo, a
// lesson, the command line): the export's noise view follows a kind that
// left them (views::viewFollowingMaps).
void exportFollowsMaps(AppState& state, const views::MapKinds& before);

// Once a frame, after the widgets: where the document's noise changed since
// the last call (a preset, a lesson, undo, the A/B flip, the band views'
// choice), the octave tiles and the 3D view follow it if they showed the
// noise it had; one on another kind (a choice of its own) stays.
void slotsFollowNoise(AppState& state);

// Puts every field of the state inside its allowed range (core's k*Min /
// k*Max, camera.h's zoom range, ordered thresholds). Called after the widgets.
void clampState(AppState& state);

}  // namespace noisescope::gui
