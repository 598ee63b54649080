// panels.h — the explorer's panels: one function, one file each.
//
// Every panel draws into the current ImGui window and edits AppState in
// place. What a panel remembers between frames lives in AppState too, except
// a few widgets' own caches (a combo's last choice, a typed field's text
// while it is edited) in function statics. frame.cpp calls them in order.
#pragma once

#include "gui/app_state.h"

namespace noisescope::io {
struct ExportSettings;  // io/map_export.h
}

namespace noisescope::gui {

void drawHistoryPanel(AppState& state);       // undo / redo (Ctrl+Z, Ctrl+Shift+Z) and the A/B compare
void drawNoisePanel(AppState& state);         // octaves, lacunarity, persistence, frequency, seed, fade, N
void drawTerrainPanel(AppState& state);       // warp, fractal, exponent, island, terraces, tile, moisture, biome cuts, time
void drawErosionPanel(AppState& state);       // hydraulic droplets and thermal passes over the elevation
void drawScatterPanel(AppState& state);       // trees and rocks: spacing per biome, drawn over the maps
void drawChunksPanel(AppState& state);        // the chunk layout: a chunk size, the grid over the maps
void drawBandsControlsPanel(AppState& state); // thresholds and the band views' noise
void drawBiomeLegendPanel(AppState& state);   // in the Bands panel: each biome's colour, name and share
void drawViewOptionsPanel(AppState& state);   // map colour, octave tile noise, shown rows, view, screenshot
void drawPanesPanel(AppState& state);         // the maps, the octave tiles and the band views
void drawStatusPanel(AppState& state);        // one line: refresh time, hover, last message
void drawHoverPanel(AppState& state);         // tooltip over a map: value, band, octave contributions
void drawPresetPanel(AppState& state);        // built-in presets, preset files, clipboard
void drawExportPanel(AppState& state);        // a view at any size to PNG / 16-bit PNG / RAW, in the background
void drawExportFramePanel(AppState& state);   // over the main maps while Export is open: the region it renders
// The export panel's settings as the exporter takes them: what Export renders
// and what drawExportFramePanel outlines (export_panel.cpp).
io::ExportSettings exportSettingsOf(const AppState& state);
// Whether the panel's format takes tiles (not a mesh, not a name carrying its
// size), so its tiles row shows; exportIsTiled: and more than one is asked for.
bool exportTakesTiles(const ExportPanelState& e);
bool exportIsTiled(const ExportPanelState& e);
// Sets the Export panel's format (an io::ExportFormat as int) and puts that
// format's extension on its file name: every way a format is chosen (the
// list, a PNG's settings loaded) keeps the name saying the format.
void chooseExportFormat(AppState& state, int format);
void drawTeachingPanel(AppState& state);      // the pinned point, the explained octave, which teaching panels are open
void drawExplainPanel(AppState& state);       // window: the worked example at the pinned point (noisescope/teaching/breakdown.h)
void drawFadeCurvesPanel(AppState& state);    // window: the three fades, their slopes and curvatures
void drawCrossSectionPanel(AppState& state);  // window: the row through the pin as a graph, with bands
void drawHistogramPanel(AppState& state);     // window: both maps' histograms, thresholds to drag, band shares
void drawLatticeOverlayPanel(AppState& state); // over the main maps: the chosen octave's cells, corner values or gradients
void drawLessonsPanel(AppState& state);       // window: the lessons, their paragraph, previous / next
void drawSpectrumPanel(AppState& state);      // window: both maps' power spectra, log-log, octaves and slope
void drawRelief3dPanel(AppState& state);      // window: the elevation as a lit mesh (mesh_renderer.h draws it)

}  // namespace noisescope::gui
