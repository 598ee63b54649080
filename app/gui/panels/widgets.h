// widgets.h — small controls the panels share.
#pragma once

#include <imgui.h>

#include <array>
#include <cstdarg>
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>

#include "gui/app_state.h"
#include "gui/ui_scale.h"  // ui(): pixel lengths written for scale 1
#include "io/plot_svg.h"
#include "noisescope/noise/param_table.h"

namespace noisescope::gui {

// Each main map's colour in the graphs that draw both (cross-section, spectrum): left blue, right orange.
inline constexpr std::array<ImU32, views::kMapSlots> kMapSlotColours = {IM_COL32(120, 180, 255, 255),
                                                                        IM_COL32(255, 165, 75, 255)};

// A toggle chip: a button drawn highlighted while `selected`. Registers its
// rectangle as screen mark `markName`. Returns true when clicked.
bool chip(AppState& state, const char* label, const char* markName, bool selected);

// One chip per noise kind (noisescope/noise/noise_kinds.h), in table order, `kind`'s lit;
// a click sets `kind`. Labels "KIND##GROUP", marks "GROUP.KIND"; the chips
// after the first wrap where the line is full. Returns true on a change.
bool kindChips(AppState& state, const char* group, NoiseKind& kind);

// The control of a parameter-table row (noisescope/noise/param_table.h) on
// state.params: a slider for a number (logarithmic where the range spans 64
// times or more), chips for a choice, a checkbox for a switch; marks
// "slider.NAME" or "chip.NAME.VALUE" (param_control.cpp).
void paramControl(AppState& state, const ParamDesc& d);

// The height curve's row (a Curve row of the table): its switch, the curve
// to drag points on, its points as text (height_curve_editor.cpp). Marks
// "check.height-curve", "curve.plot" (the plot), "curve.square" (its unit
// square, where the points lie), "input.height-curve".
void heightCurveEditor(AppState& state, const ParamDesc& d);

// A tooltip for the last item while it is hovered: what a control means.
void hint(const char* text);
void hint(std::string_view text);

// Text (printf's format, up to 4095 bytes) wrapped at its spaces in the
// panel's or table cell's width (wrappedAtSpaces), so a narrow panel or a
// large UI scale shows all of it, never breaking a number as ImGui's
// TextWrapped does after its '.'; one item (a group). wrappedV takes a
// va_list; caption draws it greyed.
void wrapped(const char* format, ...) IM_FMTARGS(1);
void wrappedV(const char* format, std::va_list args) IM_FMTLIST(1);
void caption(const char* format, ...) IM_FMTARGS(1);

// Begins a panel window of its own (ImGui::Begin). In the panel column
// (state.panelColumn on, as frame.cpp lays it out whenever a panel is open)
// it goes under the panel drawn before it, as wide as the column, opaque,
// its height its content's (fitHeightToContent) up to what the column has
// left; it can be collapsed to its title bar. Outside the column (no column
// this frame) it opens first at `place` (x from the viewport's left edge, y
// from its top; a negative coordinate counts from the right or bottom edge)
// with `size`, both in pixels at UI scale 1 (ui_scale.h), shrunk and moved
// where the scaled window would run past the viewport. Registers its
// rectangle as screen mark `markName`. `*open` is the panel's show flag
// (its close button clears it). Returns false when the panel is hidden
// (nothing begun) or collapsed (the window already ended); else the caller
// calls ImGui::End.
bool beginPanelWindow(AppState& state, const char* title, bool* open, const char* markName, ImVec2 place,
                      ImVec2 size);

// Before ImGui::End of a panel whose text sets its height: the window takes
// the height its items reach (from the next frame on), at most
// panelHeightLimit, and outside the column moved up where it would run past
// the viewport's bottom edge;
// its width stays the user's. A fixed height either cuts text
// off or leaves empty space, more so at a large UI scale. A resize sets
// state.requests.relayout (the new height shows one frame later).
void fitHeightToContent(AppState& state);

// The first of `candidates` (longest first) whose text is at most `width`
// wide, else the last: the words a label, a title or a note shows in the
// room it has. Allocates nothing.
const char* longestThatFits(std::initializer_list<const char*> candidates, float width);

// `text` on one line at most `width` wide: whole where it fits, else its
// start and its end around "...", cut between UTF-8 characters (a file's
// path keeps its name, an error its start and its cause). Allocates
// nothing. Returns whether it was cut; the whole text is then the tooltip
// of the line.
bool middleElided(const char* text, float width);

// Where middleElided cuts: text up to headEnd, "...", tail to the end; both
// at a character's start, headEnd == tail where the whole text fits. Each
// is half of the most bytes that fit (the text's width in ImGui's font).
struct MiddleCut {
  const char* headEnd;
  const char* tail;
};
inline constexpr const char* kElisionDots = "...";
MiddleCut middleCut(const char* text, float width);

// The width left on the line as it is with the window's vertical scrollbar
// shown, whether it is or not: words chosen by it stay the same when the
// scrollbar comes or goes (choosing by the width as it is can flip each
// frame, a shorter text removing the scrollbar that made it shorter).
float availableWithScrollbar();

// The first of `candidates` (longest first) that fits the preview of the
// combo box drawn next (as wide as ImGui::CalcItemWidth, less its arrow),
// else the last: a combo box clips its preview mid-word.
const char* comboPreview(std::initializer_list<const char*> candidates);

// `text` wrapped at its spaces only, never inside a word (ImGui's own
// wrapping also breaks after '.', inside numbers like 1.483271375464684),
// and at each '\n' (a no-break space, U+00A0, holds its two words
// together: "u\u00a00.2133"): for a command a user copies. Lines end at the window's
// or table cell's right edge, or before it at ImGui::PushTextWrapPos's
// position; they lie a text line apart, as TextWrapped's do, and the next
// item follows after the usual spacing (wrappedHeight). Allocates nothing. Returns the screen
// rectangle its words cover (a mark's), lines after the first starting at
// the window's left edge even when the first began after an item (or on
// the next line, where its first word does not fit after that item).
ScreenRect wrappedAtSpaces(const char* text);

// Items laid left to right `gap` apart, each on a new row where it would
// pass `width` (the first always on the first): the rows they take. The
// rule sameLineIfFits draws by, for a panel that counts rows before it
// draws them.
struct RowCount {
  float width, gap;
  int rows = 0;
  float x = 0.0f;
  void add(float itemWidth) {
    if (rows > 0 && x + gap + itemWidth <= width) {
      x += gap + itemWidth;
    } else {
      ++rows;
      x = itemWidth;
    }
  }
};

// The lines wrappedAtSpaces(text) takes from the start of a line `width`
// wide: for a panel that sizes a plot to leave room for the text under it.
int linesAtSpaces(const char* text, float width);

// How far down the next item starts after wrappedAtSpaces drew `lines`
// lines: the lines, then one item spacing (0 for none).
float wrappedHeight(int lines);

// The tallest the current panel window may be: to the column's bottom in
// the panel column, else the viewport's height.
float panelHeightLimit(const AppState& state);

// A plot's area at the cursor: reserves `size` plus `below` pixels under it
// (one ImGui::Dummy, the last item, for markLastItem), fills `size` with
// `background` and returns the top-left corner to draw from on
// ImGui::GetWindowDrawList().
ImVec2 plotArea(ImVec2 size, ImU32 background, float below = 0.0f);

// Registers the last item's rectangle as screen mark `markName`.
void markLastItem(AppState& state, const char* markName);

// ImGui::Checkbox(label, v) marked as `markName`; true on the frame it changes *v.
bool checkbox(AppState& state, const char* markName, const char* label, bool* v);

// Puts the next item on the current line when `nextWidth` pixels still fit
// in the window's width, else on a new line: rows of buttons wrap in a narrow
// sidebar instead of being clipped. buttonWidth, checkboxWidth and
// sliderWidth give the width of those items with `label` (text after "##"
// hidden; a slider at the current item width).
void sameLineIfFits(float nextWidth);
// Whether an item `width` wide fits on the line after the last item, `gap` apart.
bool fitsAfterLastItem(float width, float gap);
float buttonWidth(const char* label);
float checkboxWidth(const char* label);
float sliderWidth(const char* label);

// A section header of the sidebar (ImGui::CollapsingHeader, marked
// `markName`). When the user opens it, the sidebar scrolls so the whole
// section shows: call scrollToSectionEnd(opened) after its last item.
struct Section {
  bool open = false;    // draw the section's items
  bool opened = false;  // the user opened it this frame
};
Section sectionHeader(AppState& state, const char* label, const char* markName, ImGuiTreeNodeFlags flags = 0);
void scrollToSectionEnd(bool opened);
// The section drawn last grew (a choice showed more controls): scroll its end
// into view for the next frames too, as when it opened.
void keepSectionEndInView();

// The arrow keys' nudge for the last item when it is the slider or field
// used last (clicked, dragged or typed into) and no text field has the
// keyboard: +1 for Right or Up, -1 for Left or Down, else 0.
int arrowNudge(AppState& state);

// ImGui::SliderScalar whose handle is a bar along the frame's bottom edge,
// under the digits instead of on them, as long as the value's share of the
// range (logarithmic with ImGuiSliderFlags_Logarithmic). The arrow keys
// nudge the slider used last (arrowNudge) by one for integers, else by a
// hundredth of the range (of its logarithm when logarithmic). Marks the slider
// `markName`, the bar `markName`.bar and the digits `markName`.digits.
bool slider(AppState& state, const char* markName, const char* label, ImGuiDataType type, void* v, const void* lo,
            const void* hi, const char* format, ImGuiSliderFlags flags = 0);

// The relief's light (state.light, noisescope/output/relief.h): the azimuth and altitude
// sliders over their whole ranges, marked `prefix`.azimuth and `prefix`.altitude.
// The relief view and the 3D panel share the light. True when either changed.
bool lightSliders(AppState& state, const char* prefix);

// The one height scale (state.heightScale) of the relief view, the 3D panel
// and mesh exports, over core's whole range [kHeightScaleMin,
// kHeightScaleMax], logarithmic, marked `markName`. True when it changed.
bool heightScaleSlider(AppState& state, const char* markName, const char* label);

// The one rule of Save and Export for an existing file: it is replaced only
// while "replace an existing file" is ticked (ExportPanelState::overwrite, one
// tick shown in both panels). replaceCheckbox draws the tick and marks it
// `markName`; mayWrite returns false, saying why in the status line, when
// `path` must not be written.
void replaceCheckbox(AppState& state, const char* label, const char* markName);
bool mayWrite(AppState& state, const std::string& path);

// A teaching panel's "Save SVG" row (io/plot_svg.h): the file name, the
// button and the replace tick, marked NAME.svg.file, NAME.svg.save and
// NAME.svg.replace (`marks` holds the three, fixed strings). `makePlot`
// runs only when the button is pressed; the status line says what was
// saved (`what`) or why not.
// An ImGui colour's red, green and blue, for a plot's series.
Rgb8 rgbOf(ImU32 c);

struct SvgRowMarks {
  const char* file;
  const char* save;
  const char* replace;
};
void saveSvgRow(AppState& state, std::array<char, 1024>& path, const SvgRowMarks& marks, const char* hintText,
                const std::function<io::Plot()>& makePlot, const char* what);

}  // namespace noisescope::gui
