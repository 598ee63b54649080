// The maps, the octave tiles and the band views, sized to the space left.
#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <string>

#include "noisescope/noise/fbm.h"
#include "noisescope/noise/mistakes.h"
#include "noisescope/noise/noise_kinds.h"
#include "gui/map_view.h"
#include "gui/pane_layout.h"
#include "gui/panels/panels.h"
#include "gui/panels/widgets.h"
#include "gui/ui_scale.h"

namespace noisescope::gui {

namespace {

// The red banner's text for the shown field's mistakes, rebuilt only when
// the field's parameters change, not every frame the banner is drawn.
const std::string& mistakeBanner(const NoiseParams& shown) {
  static NoiseParams builtFor{};
  static std::string text;
  if (text.empty() || !(shown == builtFor)) {
    builtFor = shown;
    text = "TEACHING MISTAKE: " + mistakesText(shown);
  }
  return text;
}

// A row's label line; `x` is where each label starts.
void labelAt(ImVec2 rowOrigin, float x, const char* text, ImU32 colour = 0) {
  ImGui::SetCursorScreenPos(ImVec2(rowOrigin.x + x, rowOrigin.y));
  if (colour != 0) ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextUnformatted(text);
  if (colour != 0) ImGui::PopStyleColor();
}

// The smallest a title's text is drawn, as a share of the 100% font: a
// projector at 200% or 300% shows narrow band views whose names fit only
// smaller, and smaller is better than cut.
constexpr float kSmallestTitle = 0.8f;

// kSmallestTitle as a font scale at the current UI scale.
float smallestTitleScale() {
  return std::min(1.0f, kSmallestTitle / uiScale());
}

// The font scale at which `text` fits `width`: 1 where it fits, else
// smaller, down to smallestTitleScale (past that it is clipped).
float fittingScale(const char* text, float width) {
  const float w = ImGui::CalcTextSize(text).x;
  return w <= width ? 1.0f : std::max(width / w, smallestTitleScale());
}

// A view's title at `x`, within the view's `width`: the first of `candidates`
// (longest first) that fits; else the last, drawn smaller until it fits
// (down to kSmallestTitle of the 100% font), clipped past that, so that
// neighbouring titles never overlap. Registered as screen mark `mark` (the
// part shown), and "clipped." + `mark` when even that did not fit.
void titleAt(AppState& state, ImVec2 rowOrigin, float x, float width,
             std::initializer_list<const char*> candidates, const char* mark, ImU32 colour = 0) {
  const char* shown = longestThatFits(candidates, width);
  const float scale = fittingScale(shown, width);
  const float lineHeight = ImGui::GetTextLineHeight();
  ImGui::SetWindowFontScale(scale);
  const ImVec2 from(rowOrigin.x + x,
                    rowOrigin.y + (lineHeight - ImGui::GetTextLineHeight()));  // on the line's foot
  const ImVec2 size = ImGui::CalcTextSize(shown);
  ImGui::PushClipRect(ImVec2(from.x, rowOrigin.y),
                      ImVec2(from.x + width, rowOrigin.y + lineHeight + ImGui::GetStyle().ItemSpacing.y),
                      true);
  labelAt(ImVec2(rowOrigin.x, from.y), x, shown, colour);
  ImGui::PopClipRect();
  ImGui::SetWindowFontScale(1.0f);
  state.marks.add(mark, ScreenRect{from.x, from.y, std::min(size.x, width), size.y});
  if (size.x > width + 0.5f) {
    char clipped[40];
    std::snprintf(clipped, sizeof clipped, "clipped.%.31s", mark);
    state.marks.add(clipped, ScreenRect{from.x, from.y, width, size.y});
  }
}

// How the map's values spread over [0, 1], with the thresholds marked: why
// gradient noise, bunched around 0.5, gets so little snow.
void drawHistogramTooltip(const char* name, const MapStats& m, const Thresholds& t) {
  ImGui::BeginTooltip();
  ImGui::Text("%s: share of the map per value, 0 to 1", name);
  const ImVec2 size(ui(320.0f), ui(90.0f));
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::PlotHistogram("##histogram", m.histogram.data(), kHistogramBins, 0, nullptr, 0.0f, FLT_MAX, size);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 pad = ImGui::GetStyle().FramePadding;  // the bars sit inside the frame's padding
  const float x0 = at.x + pad.x, width = size.x - 2 * pad.x;
  for (float v : {t.t1, t.t2, t.t3})  // where the bands change
    draw->AddLine(ImVec2(x0 + v * width, at.y), ImVec2(x0 + v * width, at.y + size.y),
                  IM_COL32(255, 255, 255, 140));
  ImGui::Text("thresholds %.2f  %.2f  %.2f;  outside [0, 1]: %.1f%%", t.t1, t.t2, t.t3, 100.0 * m.outside);
  ImGui::EndTooltip();
}

// "<prefix> <v>" with as many significant digits (4 down to 2) as fit in
// `width` pixels, one where that is exact (0.5, 8), the exponent written
// short (1.6e4, 6.1e-5) and only where the number needs one (1024 is never
// "1e3"), so 16 narrow tiles keep whole labels. Where none fits (200% UI, a
// narrow column) the number alone, under the legend that names the line,
// in its shortest form of two digits or more drawn smaller (down to the
// smallest title size), one digit past that: never a number cut short
// ("0.0" for 0.09), nor two octaves' 0.24 and 0.17 both "0.2". Returns the
// font scale to draw it at.
float compactLabel(char* out, std::size_t size, const char* prefix, double v, float width) {
  const bool whole = std::fabs(v) >= 1e-4 && std::fabs(v) < 1e4;  // written out in full: 1024, 0.0915
  // The text with `digits` significant digits; false where it took an exponent it need not.
  const auto write = [&](bool prefixed, int digits) {
    char number[32];
    std::snprintf(number, sizeof number, "%.*g", digits, v);
    char* e = std::strchr(number, 'e');
    if (e != nullptr) {  // e+04 -> e4, e-05 -> e-5
      const int exponent = std::atoi(e + 1);
      std::snprintf(e, sizeof number - static_cast<std::size_t>(e - number), "e%d", exponent);
    }
    std::snprintf(out, size, "%s%s%s", prefixed ? prefix : "", prefixed ? " " : "", number);
    return e == nullptr || !whole;
  };
  char exact[32];  // the number at four digits: one digit is exact where it reads the same
  write(false, 4);
  std::snprintf(exact, sizeof exact, "%s", out);
  const auto oneDigitExact = [&] { return write(false, 1) && std::strcmp(out, exact) == 0; };
  for (const bool prefixed : {true, false})
    for (int digits = 4; digits >= 1; --digits)
      if ((digits > 1 || oneDigitExact()) && write(prefixed, digits) && ImGui::CalcTextSize(out).x <= width)
        return 1.0f;
  const float smallest = smallestTitleScale();
  int best = 1;
  float bestWidth = FLT_MAX;
  for (int digits = 4; digits >= 2; --digits)  // ties keep more digits
    if (write(false, digits) && ImGui::CalcTextSize(out).x < bestWidth)
      best = digits, bestWidth = ImGui::CalcTextSize(out).x;
  if (bestWidth * smallest > width) best = 1;
  write(false, best);
  return fittingScale(out, width);
}

// The label line at (x, y) of the row, drawn at font scale `scale`,
// registered as a screen mark (and "clipped." + mark where it is wider than
// `width` even so).
void tileLabel(AppState& state, ImVec2 origin, float x, const char* text, ImU32 colour, const char* mark,
               float width, float scale = 1.0f) {
  ImGui::SetWindowFontScale(scale);
  labelAt(origin, x, text, colour);
  const ImVec2 size = ImGui::CalcTextSize(text);
  ImGui::SetWindowFontScale(1.0f);
  state.marks.add(mark, ScreenRect{origin.x + x, origin.y, size.x, size.y});
  if (size.x > width + 0.5f) {
    char clipped[40];
    std::snprintf(clipped, sizeof clipped, "clipped.%.31s", mark);
    state.marks.add(clipped, ScreenRect{origin.x + x, origin.y, width, size.y});
  }
}

// A word drawn over a view at `at`, on a dark backdrop 2 px wider each side
// and 1 px taller, clipped to the view (viewOrigin, viewSize), marked `mark`.
// A word wider than the view is drawn smaller, as titleAt draws a title.
// Its pixels are not the view's: screen_check skips marks named *.finer and
// *.off.
void wordOnView(AppState& state, ImVec2 at, const char* word, ImU32 colour, ImVec2 viewOrigin,
                ImVec2 viewSize, const char* mark) {
  const float room = viewSize.x - (at.x - viewOrigin.x) - 2.0f;
  if (room > 0.0f) ImGui::SetWindowFontScale(fittingScale(word, room));
  const ImVec2 size = ImGui::CalcTextSize(word);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->PushClipRect(viewOrigin, ImVec2(viewOrigin.x + viewSize.x, viewOrigin.y + viewSize.y), true);
  draw->AddRectFilled(ImVec2(at.x - 2, at.y - 1), ImVec2(at.x + size.x + 2, at.y + size.y + 1),
                      IM_COL32(0, 0, 0, 190));
  draw->AddText(at, colour, word);
  draw->PopClipRect();
  ImGui::SetWindowFontScale(1.0f);
  state.marks.add(mark, ScreenRect{at.x, at.y, size.x, size.y});
}

// "Value noise", "Simplex" and the like for a main map's title.
struct KindWords {
  char name[32];  // "Simplex noise"
  char word[16];  // "Simplex"
};

KindWords kindWords(NoiseKind kind) {
  KindWords w{};
  const std::string_view name = noiseKindName(kind);
  std::snprintf(w.word, sizeof w.word, "%.*s", static_cast<int>(name.size()), name.data());
  if (w.word[0] >= 'a' && w.word[0] <= 'z') w.word[0] = static_cast<char>(w.word[0] - 'a' + 'A');
  std::snprintf(w.name, sizeof w.name, "%s noise", w.word);
  return w;
}

// The chooser a click on a main map's title opens: the kinds of the table,
// then what the map shows of its kind (the noise, or any terrain view of the
// band row, large), the map's own ticked. Marks "kind.SLOT.KIND" and
// "shows.SLOT.VIEW" on each choice.
void drawKindChooser(AppState& state, std::size_t slot, const char* popup) {
  if (!ImGui::BeginPopup(popup)) return;
  const std::string_view slotName = views::kMapSlotNames[slot];
  const int n = static_cast<int>(slotName.size());
  char label[48], mark[40];
  ImGui::TextDisabled("The %.*s map shows", n, slotName.data());
  for (const NoiseKindInfo& k : kNoiseKinds) {
    std::snprintf(label, sizeof label, "%s", kindWords(k.kind).name);
    std::snprintf(mark, sizeof mark, "kind.%.*s.%.*s", n, slotName.data(), static_cast<int>(k.name.size()),
                  k.name.data());
    if (ImGui::Selectable(label, state.mapKinds[slot] == k.kind)) {
      const views::MapKinds before = state.mapKinds;
      state.mapKinds[slot] = k.kind;
      exportFollowsMaps(state, before);
    }
    markLastItem(state, mark);
  }
  ImGui::Separator();
  ImGui::TextDisabled("as");
  std::optional<views::ViewKind>& shows = state.mapViews[slot];
  const auto choice = [&](std::optional<views::ViewKind> view, const char* text) {
    const std::string_view name = views::mapViewName(view);
    std::snprintf(mark, sizeof mark, "shows.%.*s.%.*s", n, slotName.data(), static_cast<int>(name.size()),
                  name.data());
    if (ImGui::Selectable(text, shows == view)) shows = view;
    markLastItem(state, mark);
  };
  choice(std::nullopt, "the noise (map colour)");
  for (views::ViewKind view : views::kTerrainViews) choice(view, views::viewInfo(view).label.data());
  ImGui::TextDisabled("erosion's masks");
  for (views::ViewKind view : views::kErosionViews) choice(view, views::viewInfo(view).label.data());
  ImGui::EndPopup();
}

// What a map's kind cannot take of the settings, in a word on the map: the
// map shows the kind without it (paramsOfKind).
const char* droppedSetting(const NoiseParams& params, NoiseKind kind) {
  const NoiseKindInfo& info = noiseKindInfo(kind);
  if (params.tile && !info.tiles) return "not tiled: simplex cannot tile";
  if (params.time && !info.takesTime) return "no time: a 2D kind";
  return nullptr;
}

void drawMapsRow(AppState& state, ImVec2 origin, float spacing, float labelHeight, const HoverPoint& marker) {
  const ViewSizes& s = state.sizes;
  const Status& st = state.status;
  char text[128], shorter[64], range[48];
  // The measured range, and what the colours mean: stretched to the ramp,
  // or with N off, how much of the map lies above 1 (painted orange). Where
  // that does not fit, the range before the name: it is what the map says.
  // A click on it chooses the map's kind.
  auto rangeLabel = [&](std::size_t slot, float x) {
    KindWords words = kindWords(state.mapKinds[slot]);
    const MapStats& m = st.maps[slot];
    if (const std::optional<views::ViewKind> view = state.mapViews[slot]) {
      // "Gradient: biomes": the kind and the view; the range is its elevation's.
      const std::string_view label = views::viewInfo(*view).label;
      std::snprintf(words.name, sizeof words.name, "%s: %.*s", words.word, static_cast<int>(label.size()),
                    label.data());
      std::snprintf(text, sizeof text, "%s   %.2f - %.2f", words.name, m.min, m.max);
    } else if (state.stretchMaps)
      std::snprintf(text, sizeof text, "%s   %.2f - %.2f   stretched to the ramp", words.name, m.min, m.max);
    else if (!state.params.normalize)
      std::snprintf(text, sizeof text, "%s   %.2f - %.2f   %.1f%% above 1", words.name, m.min, m.max,
                    100.0 * m.outside);
    else
      std::snprintf(text, sizeof text, "%s   %.2f - %.2f", words.name, m.min, m.max);
    if (state.mapViews[slot])  // where the range does not fit, the view's name does
      std::snprintf(shorter, sizeof shorter, "%s", words.name);
    else
      std::snprintf(shorter, sizeof shorter, "%s %.2f - %.2f", words.word, m.min, m.max);
    std::snprintf(range, sizeof range, "%.2f - %.2f", m.min, m.max);
    if (!state.mapViews[slot] && !state.stretchMaps && !state.params.normalize) {
      // With N off the share above 1 is what the map is about (lesson 10): it stays, shorter.
      std::snprintf(shorter, sizeof shorter, "%s %.2f - %.2f  %.0f%% > 1", words.word, m.min, m.max,
                    100.0 * m.outside);
      std::snprintf(range, sizeof range, "%.2f - %.2f  %.0f%% > 1", m.min, m.max, 100.0 * m.outside);
    }
    char mark[24], popup[24];
    const std::string_view slotName = views::kMapSlotNames[slot];
    std::snprintf(mark, sizeof mark, "title.%.*s", static_cast<int>(slotName.size()), slotName.data());
    std::snprintf(popup, sizeof popup, "kinds.%.*s", static_cast<int>(slotName.size()), slotName.data());
    titleAt(state, origin, x, static_cast<float>(s.mapWidth), {text, shorter, range}, mark);
    if (ImGui::IsItemHovered()) drawHistogramTooltip(words.name, m, state.thresholds);
    if (ImGui::IsItemClicked(ImGuiMouseButton_Left)) ImGui::OpenPopup(popup);
    drawKindChooser(state, slot, popup);
  };
  const float step = static_cast<float>(s.mapWidth) + spacing;
  for (std::size_t slot = 0; slot < state.images.maps.size(); ++slot) {
    const float x = static_cast<float>(slot) * step;
    rangeLabel(slot, x);
    const ImVec2 at(origin.x + x, origin.y + labelHeight);
    ImGui::SetCursorScreenPos(at);
    drawMapView(state, views::kMapSlotMarks[static_cast<std::size_t>(slot)], state.images.maps[slot],
                s.mapWidth, s.mapHeight, marker);
    if (const char* word = droppedSetting(state.params, state.mapKinds[slot])) {
      static constexpr const char* kDroppedMarks[] = {"map.left.kind.off", "map.right.kind.off"};
      const ImVec2 size(static_cast<float>(s.mapWidth), static_cast<float>(s.mapHeight));
      wordOnView(state, ImVec2(at.x + ui(4.0f), at.y + size.y - ImGui::GetTextLineHeight() - ui(4.0f)), word,
                 IM_COL32(255, 210, 120, 255), at, size, kDroppedMarks[slot]);
    }
  }
  if (showingTiles(state)) {  // where the four copies of each map's tile lie, for tests and screenshots
    const int p = tilePixels(s.mapWidth, s.mapHeight);
    const float x0 = static_cast<float>((s.mapWidth - 2 * p) / 2),
                y0 = static_cast<float>((s.mapHeight - 2 * p) / 2);
    const float top = origin.y + labelHeight + y0;
    static constexpr const char* kTileMarks[] = {"map.left.tiles", "map.right.tiles"};
    for (std::size_t slot = 0; slot < state.images.maps.size(); ++slot)
      if (noiseKindInfo(state.mapKinds[slot]).tiles)
        state.marks.add(kTileMarks[slot],
                        ScreenRect{origin.x + static_cast<float>(slot) * step + x0, top, 2.0f * p, 2.0f * p});
  }
  if (mistakesOn(state.images.maps[0].params)) {
    // Every screenshot of a mistaken field says so on the maps themselves.
    const std::string& text = mistakeBanner(state.images.maps[0].params);
    const ImVec2 at(origin.x, origin.y + labelHeight);
    const ImVec2 size = ImGui::CalcTextSize(text.c_str());
    const float width = 2.0f * s.mapWidth + spacing;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float pad = ui(3.0f);
    draw->AddRectFilled(at, ImVec2(at.x + width, at.y + size.y + 2 * pad), IM_COL32(200, 30, 40, 235));
    draw->AddText(ImVec2(at.x + 2 * pad, at.y + pad), IM_COL32(255, 255, 255, 255), text.c_str());
    state.marks.add("mistake.banner", ScreenRect{at.x, at.y, width, size.y + 2 * pad});
  }
}

// Cells smaller than a pixel show aliasing, not the noise: say so on the tile.
void markFinerThanPixels(AppState& state, ImVec2 tileOrigin, int o) {
  const char* word = longestThatFits({"< 1 px per cell", "< 1 px/cell", "< 1 px", "<1px"},
                                     static_cast<float>(state.sizes.tileWidth) - ui(4.0f));
  const ImVec2 tile(static_cast<float>(state.sizes.tileWidth), static_cast<float>(state.sizes.tileHeight));
  const ImVec2 at(tileOrigin.x + ui(2.0f), tileOrigin.y + tile.y - ImGui::CalcTextSize(word).y - ui(2.0f));
  char mark[32];
  std::snprintf(mark, sizeof mark, "octave.%d.finer", o);
  wordOnView(state, at, word, IM_COL32(255, 210, 120, 255), tileOrigin, tile, mark);
}

// Without an island the mask is d = 0 everywhere, one plain colour: the view
// says "island off" instead of showing a cream square without a word.
void markIslandOff(AppState& state, const MapImage& image, ImVec2 viewOrigin) {
  switch (image.params.island) {
    case IslandShape::None: break;
    case IslandShape::Square:
    case IslandShape::Round:
    case IslandShape::Radial: return;
  }
  if (image.texture == 0) return;
  const ImVec2 pane(static_cast<float>(state.sizes.bandWidth), static_cast<float>(state.sizes.bandHeight));
  // The words inside the view, whatever the UI scale: "off" where "island off" is wider than the view.
  const char* word = longestThatFits({"island off", "off"}, pane.x - 4.0f);  // 2 px of backdrop each side
  const ImVec2 size = ImGui::CalcTextSize(word);
  const ImVec2 at(std::floor(viewOrigin.x + (pane.x - size.x) * 0.5f),
                  std::floor(viewOrigin.y + (pane.y - size.y) * 0.5f));
  wordOnView(state, at, word, IM_COL32(255, 255, 255, 255), viewOrigin, pane, "band.island.off");
}

// The one-line legend over the octave row: what f and a on the tiles, and N
// and new in the sidebar, mean. The longest variant that fits the row.
void drawOctaveLegend(AppState& state, ImVec2 origin, float width) {
  titleAt(state, origin, 0, width,
          {"f: lattice cells across the map   a: amplitude, persistence^k   N: normalise (divide by the sum "
           "of a)   "
           "new: a random seed",
           "f: cells across the map   a: amplitude   N: normalise by the sum of a   new: random seed",
           "f cells across   a amplitude   N normalise   new random seed",
           "f cells  a amplitude  N normalise  new seed"},
          "octave.legend", IM_COL32(170, 190, 210, 255));
}

void drawOctaveRow(AppState& state, ImVec2 origin, float spacing, float labelHeight,
                   const HoverPoint& marker) {
  const ViewSizes& s = state.sizes;
  const NoiseParams& p = state.params;
  const float line = ImGui::GetTextLineHeight();
  const int octaves = clampOctaves(p.octaves);
  drawOctaveLegend(state, origin, 2.0f * s.mapWidth + spacing);  // the column's width, as the maps
  char text[48], mark[32];
  for (int o = 0; o < octaves; ++o) {
    const float x = o * (s.tileWidth + spacing);
    const double cells = p.frequency * octaveFrequency(p, o);  // across the map's width at zoom 1
    ImGui::PushClipRect(ImVec2(origin.x + x, origin.y + line),
                        ImVec2(origin.x + x + s.tileWidth, origin.y + labelHeight), true);
    const float width = static_cast<float>(s.tileWidth);
    float scale = compactLabel(text, sizeof text, "f", cells, width);
    std::snprintf(mark, sizeof mark, "octave.%d.f", o);
    tileLabel(state, ImVec2(origin.x, origin.y + line), x, text, IM_COL32(200, 200, 200, 255), mark, width,
              scale);
    scale = compactLabel(text, sizeof text, "a", std::pow(p.persistence, o), width);
    std::snprintf(mark, sizeof mark, "octave.%d.a", o);
    tileLabel(state, ImVec2(origin.x, origin.y + 2 * line), x, text, IM_COL32(160, 160, 160, 255), mark,
              width, scale);
    ImGui::PopClipRect();
    const ImVec2 tileOrigin(origin.x + x, origin.y + labelHeight);
    ImGui::SetCursorScreenPos(tileOrigin);
    std::snprintf(mark, sizeof mark, "octave.%d", o);
    drawMapView(state, mark, state.images.octaves[static_cast<std::size_t>(o)], s.tileWidth, s.tileHeight,
                marker);
    if (s.tileWidth * state.camera.zoom / cells < 1.0) markFinerThanPixels(state, tileOrigin, o);
    if (!s.octaveSums) continue;
    // Under it, the running sum of octaves 0..o: the map after o + 1 octaves.
    const ImVec2 sumRow(origin.x, tileOrigin.y + s.tileHeight + spacing);
    const float sumLabelHeight = ImGui::GetTextLineHeightWithSpacing();
    ImGui::PushClipRect(ImVec2(sumRow.x + x, sumRow.y),
                        ImVec2(sumRow.x + x + s.tileWidth, sumRow.y + sumLabelHeight), true);
    for (const char* format : {"sum 0..%d", "0..%d"}) {
      std::snprintf(text, sizeof text, format, o);
      if (ImGui::CalcTextSize(text).x <= static_cast<float>(s.tileWidth)) break;
    }
    const float sumScale = fittingScale(text, static_cast<float>(s.tileWidth));
    std::snprintf(mark, sizeof mark, "sum.%d.label", o);
    tileLabel(state, sumRow, x, text, IM_COL32(200, 200, 160, 255), mark, static_cast<float>(s.tileWidth),
              sumScale);
    ImGui::PopClipRect();
    ImGui::SetCursorScreenPos(ImVec2(sumRow.x + x, sumRow.y + sumLabelHeight));
    std::snprintf(mark, sizeof mark, "sum.%d", o);
    drawMapView(state, mark, state.images.sums[static_cast<std::size_t>(o)], s.tileWidth, s.tileHeight,
                marker);
  }
}

void drawBandRow(AppState& state, ImVec2 origin, float spacing, float labelHeight, const HoverPoint& marker) {
  const ViewSizes& s = state.sizes;
  char text[64], name[40], mark[48], label[32], word[24], brief[24];
  const std::string_view noise = noiseKindName(state.params.noise);
  for (int b = 0; b < s.bandViews; ++b) {
    const views::ViewInfo& info = views::viewInfo(kBandRowViews[static_cast<std::size_t>(b)]);
    const float x = b * (s.bandWidth + spacing);
    std::snprintf(label, sizeof label, "%.*s", static_cast<int>(info.label.size()), info.label.data());
    std::snprintf(text, sizeof text, "%s, %.*s noise", label, static_cast<int>(noise.size()), noise.data());
    std::snprintf(word, sizeof word, "%.*s", static_cast<int>(info.name.size()), info.name.data());
    // The brief title last, only where even the name drawn smallest would be cut.
    const float width = static_cast<float>(s.bandWidth);
    const bool nameFits = info.brief.empty() || ImGui::CalcTextSize(word).x * smallestTitleScale() <= width;
    const std::string_view last = nameFits ? info.name : info.brief;
    std::snprintf(brief, sizeof brief, "%.*s", static_cast<int>(last.size()), last.data());
    std::snprintf(name, sizeof name, "band.%s", word);
    std::snprintf(mark, sizeof mark, "title.%s", name);
    titleAt(state, origin, x, width, {text, label, word, brief}, mark);
    const ImVec2 viewOrigin(origin.x + x, origin.y + labelHeight);
    ImGui::SetCursorScreenPos(viewOrigin);
    const MapImage& image = state.images.bands[static_cast<std::size_t>(b)];
    drawMapView(state, name, image, s.bandWidth, s.bandHeight, marker);
    if (kBandRowViews[static_cast<std::size_t>(b)] == views::ViewKind::Island)
      markIslandOff(state, image, viewOrigin);
  }
}

}  // namespace

void drawPanesPanel(AppState& state) {
  // Last frame's hover point marks the same spot in every view; the views
  // set this frame's as they are drawn.
  const HoverPoint marker = state.hover;
  state.hover.active = false;
  const ImGuiStyle& style = ImGui::GetStyle();
  LayoutInput in;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  in.width = avail.x;
  in.height = avail.y;
  in.spacing = style.ItemSpacing.x;
  in.labelHeight = ImGui::GetTextLineHeightWithSpacing();
  in.tileLabelHeight = 2 * ImGui::GetTextLineHeight() + in.labelHeight;  // legend, f, a
  in.octaves = state.params.octaves;
  in.showOctaves = state.panels.octaves && !state.panels.presenting;
  in.showSums = state.panels.octaveSums;
  in.showBands = state.panels.bands && !state.panels.presenting;
  in.showTerrainViews = state.panels.terrainViews;
  state.sizes = computeViewSizes(in);
  const ViewSizes& s = state.sizes;
  if (s.mapWidth == 0) return;

  const ImVec2 start = ImGui::GetCursorScreenPos();
  ImVec2 row(std::floor(start.x), std::floor(start.y));
  drawMapsRow(state, row, in.spacing, in.labelHeight, marker);
  row.y += in.labelHeight + s.mapHeight + in.spacing;
  if (s.tileWidth > 0) {
    drawOctaveRow(state, row, in.spacing, in.tileLabelHeight, marker);
    row.y += in.tileLabelHeight + s.tileHeight + in.spacing;
    if (s.octaveSums) row.y += in.labelHeight + s.tileHeight + in.spacing;
  }
  if (s.bandWidth > 0) drawBandRow(state, row, in.spacing, in.labelHeight, marker);
  // The cross drawn is last frame's: once the pointer left the views (or
  // moved), one more frame draws where it is now before a screenshot or idling.
  if (marker.active != state.hover.active ||
      (marker.active && (marker.mapX != state.hover.mapX || marker.mapY != state.hover.mapY)))
    state.requests.relayout = true;
}

}  // namespace noisescope::gui
