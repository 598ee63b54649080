// A tooltip over any view: the point's whole journey through the terrain
// steps (core's terrainJourney: warp, fBm, exponent, island, terraces,
// moisture, band, biome) and what each octave adds. A handful of point
// samples per frame, only while hovering; every number is core's.
#include <imgui.h>

#include "noisescope/noise/fbm.h"
#include "noisescope/terrain/erosion.h"
#include "noisescope/terrain/terrain.h"
#include "gui/chunk_grid.h"
#include "gui/panels/panels.h"

namespace noisescope::gui {

namespace {

void drawJourney(const NoiseParams& p, const TerrainJourney& j) {
  // Erosion has no value at a point (noisescope/terrain/erosion.h): the probe shows the land before it.
  if (erosionOn(p)) ImGui::TextDisabled("before erosion: the map shows this land eroded");
  if (!terrainOn(p)) {  // the plain fBm: one line says it all
    ImGui::Text("value %.4f", j.elevation);
    return;
  }
  if (ImGui::BeginTable("journey", 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
    const auto row = [](const char* step, const char* format, double a, double b = 0.0) {
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(step);
      ImGui::TableNextColumn();
      ImGui::Text(format, a, b);
    };
    row("warp offset", "(%+.4f, %+.4f)", j.warp.x, j.warp.y);
    row("fBm (warped point)", "%.4f", j.fbm);
    row("after exponent", "%.4f", j.afterExponent);
    if (p.heightCurve.count != 0) row("after height curve", "%.4f", j.afterCurve);
    row("island distance", "%.4f", j.islandDistance);
    row("after island", "%.4f", j.afterIsland);
    row("after terraces", "%.4f", j.elevation);
    row("moisture", "%.4f", j.moisture);
    ImGui::EndTable();
  }
}

void drawOctaves(const NoiseParams& p, const TerrainJourney& j) {
  if (!ImGui::BeginTable("contributions", 4, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) return;
  ImGui::TableSetupColumn("octave");
  ImGui::TableSetupColumn(p.tile ? "cells" : "f");
  ImGui::TableSetupColumn(p.fractal == Fractal::Ridged ? "ridged" : "noise");
  ImGui::TableSetupColumn("adds");
  ImGui::TableHeadersRow();
  // The elevation's octaves sample the warped point (terrain.h, step 1).
  const double x = j.px + j.warp.x, y = j.py + j.warp.y;
  for (int o = 0; o < p.octaves; ++o) {
    const double n = terrainOctave(p, o, x, y);
    ImGui::TableNextColumn();
    ImGui::Text("%d", o);
    ImGui::TableNextColumn();
    ImGui::Text("%.3g", p.tile ? tilePeriod(p, TerrainFbm::Elevation, o) : p.frequency * octaveFrequency(p, o));
    ImGui::TableNextColumn();
    ImGui::Text("%.4f", n);
    ImGui::TableNextColumn();
    ImGui::Text("%+.4f", octaveWeight(p, o) * n);
  }
  ImGui::EndTable();
}

}  // namespace

void drawHoverPanel(AppState& state) {
  state.probe.shown = false;
  if (!state.hover.active || !state.panels.hoverTooltip || state.drag.active) return;
  const NoiseParams p = paramsOfKind(state.params, state.hover.noise);
  const double f = p.frequency;
  const TerrainJourney j =
      terrainJourney(p, state.thresholds, state.biomeCuts, state.hover.mapX * f, state.hover.mapY * f);

  state.probe = ProbeShown{true, p.noise, j, std::nullopt};
  for (int slot = 0; slot < views::kMapSlots && !state.probe.chunk; ++slot)
    if (state.mapKinds[static_cast<std::size_t>(slot)] == p.noise)
      if (const ChunkBiome* c = shownChunkAt(state, slot, state.hover.mapX, state.hover.mapY))
        state.probe.chunk = *c;
  ImGui::BeginTooltip();
  ImGui::Text("%s noise at map (%.4f, %.4f)", noiseKindName(p.noise).data(), j.mx, j.my);
  ImGui::Text("lattice (%.3f, %.3f)", j.px, j.py);
  if (p.time) ImGui::Text("time t %.3f", *p.time);
  drawJourney(p, j);
  const std::string_view biome = state.biomeNames[static_cast<std::size_t>(j.biome)].text();
  ImGui::Text("band %s   biome %.*s", bandName(j.band).data(), static_cast<int>(biome.size()), biome.data());
  if (const std::optional<ChunkBiome>& c = state.probe.chunk) {
    const std::string_view name = state.biomeNames[static_cast<std::size_t>(c->biome)].text();
    ImGui::Text("chunk (%lld, %lld): %.*s at its centre", static_cast<long long>(c->index.i),
                static_cast<long long>(c->index.j), static_cast<int>(name.size()), name.data());
  }
  drawOctaves(p, j);
  const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  state.marks.add("hover.probe", ScreenRect{at.x, at.y, size.x, size.y});
  ImGui::EndTooltip();
}

}  // namespace noisescope::gui
