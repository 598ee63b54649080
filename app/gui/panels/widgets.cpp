#include "widgets.h"

#include <imgui.h>
#include <imgui_internal.h>  // DataTypeFormatString (the digits a slider shows), FindWindowByName

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstring>

#include "io/atomic_file.h"
#include "io/plot_svg.h"
#include "noisescope/noise/noise_kinds.h"

namespace noisescope::gui {

void hint(const char* text) {
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

void hint(std::string_view text) {
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%.*s", static_cast<int>(text.size()), text.data());
}

void wrappedV(const char* format, std::va_list args) {
  char text[4096];  // a lesson's text (at most 2000 bytes) or a caption with a path (1023)
  std::vsnprintf(text, sizeof text, format, args);
  ImGui::BeginGroup();  // one item, for markLastItem and SameLine
  wrappedAtSpaces(text);
  ImGui::EndGroup();
}

void wrapped(const char* format, ...) {
  std::va_list args;
  va_start(args, format);
  wrappedV(format, args);
  va_end(args);
}

void caption(const char* format, ...) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  std::va_list args;
  va_start(args, format);
  wrappedV(format, args);
  va_end(args);
  ImGui::PopStyleColor();
}

namespace {

// In the panel column: under the panel before, the column's width, the
// height it had (fitHeightToContent's), at most what the column has left
// once each panel still to come has its smallest height (a title bar and a
// line or two: what does not fit then scrolls inside its panel).
bool beginInColumn(AppState& state, const char* title, bool* open, const char* markName, ImVec2 size) {
  PanelColumn& c = state.panelColumn;
  const ImGuiWindow* before = ImGui::FindWindowByName(title);
  const float smallest = 3 * ImGui::GetFrameHeight(), gap = ImGui::GetStyle().ItemSpacing.y;
  c.waiting = std::max(0, c.waiting - 1);
  c.room = std::floor(std::max(smallest, c.bottom - c.next - c.waiting * (smallest + gap)));
  const float h = std::min(before && before->SizeFull.y > 0 ? before->SizeFull.y : ui(size.y), c.room);
  ImGui::SetNextWindowPos(ImVec2(c.x, c.next), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(c.width, h), ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(1.0f);  // what is behind never shows through
  const bool shown = ImGui::Begin(title, open, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize);
  const ImVec2 pos = ImGui::GetWindowPos(), at = ImGui::GetWindowSize();
  c.next = pos.y + at.y + gap;
  if (!shown) {
    ImGui::End();
    return false;
  }
  state.marks.add(markName, ScreenRect{pos.x, pos.y, at.x, at.y});
  return true;
}

}  // namespace

float panelHeightLimit(const AppState& state) {
  const PanelColumn& c = state.panelColumn;
  return c.on ? c.room : ImGui::GetMainViewport()->WorkSize.y;
}

bool beginPanelWindow(AppState& state, const char* title, bool* open, const char* markName, ImVec2 place,
                      ImVec2 size) {
  if (!*open) return false;
  if (state.panelColumn.on) return beginInColumn(state, title, open, markName, size);
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const ImVec2 room = viewport->WorkSize;
  // At a large UI scale the scaled window can outgrow the window it opens in:
  // it shrinks to fit and moves inside, never past the left or top edge.
  const float w = std::max(1.0f, std::min(ui(size.x), room.x)), h = std::max(1.0f, std::min(ui(size.y), room.y));
  const float x = std::clamp(place.x < 0 ? room.x + ui(place.x) : ui(place.x), 0.0f, std::max(0.0f, room.x - w));
  const float y = std::clamp(place.y < 0 ? room.y + ui(place.y) : ui(place.y), 0.0f, std::max(0.0f, room.y - h));
  ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + x, viewport->WorkPos.y + y), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(w, h), ImGuiCond_FirstUseEver);
  if (!ImGui::Begin(title, open)) {
    ImGui::End();
    return false;
  }
  const ImVec2 pos = ImGui::GetWindowPos(), at = ImGui::GetWindowSize();
  state.marks.add(markName, ScreenRect{pos.x, pos.y, at.x, at.y});
  return true;
}

const char* longestThatFits(std::initializer_list<const char*> candidates, float width) {
  for (const char* c : candidates)
    if (ImGui::CalcTextSize(c).x <= width) return c;
  return *(candidates.end() - 1);
}

MiddleCut middleCut(const char* text, float width) {
  const char* end = text + std::strlen(text);
  if (ImGui::CalcTextSize(text, end).x <= width) return {end, end};
  const float room = width - ImGui::CalcTextSize(kElisionDots).x;
  const auto continuation = [](const char* c) { return (static_cast<unsigned char>(*c) & 0xC0) == 0x80; };
  // The head and the tail of `kept` bytes in all, each moved to a character's start.
  const auto cut = [&](std::size_t kept) {
    MiddleCut c{text + (kept + 1) / 2, end - kept / 2};
    while (c.headEnd > text && continuation(c.headEnd)) --c.headEnd;
    while (c.tail < end && continuation(c.tail)) ++c.tail;
    return c;
  };
  const auto fits = [&](std::size_t kept) {
    const MiddleCut c = cut(kept);
    return ImGui::CalcTextSize(text, c.headEnd).x + ImGui::CalcTextSize(c.tail, end).x <= room;
  };
  std::size_t lo = 0, hi = static_cast<std::size_t>(end - text);  // fits(lo), not fits(hi)
  while (hi - lo > 1) {
    const std::size_t mid = lo + (hi - lo) / 2;
    (fits(mid) ? lo : hi) = mid;
  }
  return cut(lo);
}

bool middleElided(const char* text, float width) {
  const MiddleCut c = middleCut(text, width);
  if (c.headEnd == c.tail) {
    ImGui::TextUnformatted(text, c.headEnd);
    return false;
  }
  ImGui::BeginGroup();
  ImGui::TextUnformatted(text, c.headEnd);
  ImGui::SameLine(0, 0);
  ImGui::TextUnformatted(kElisionDots);
  ImGui::SameLine(0, 0);
  ImGui::TextUnformatted(c.tail);
  ImGui::EndGroup();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
  return true;
}

float availableWithScrollbar() {
  const float avail = ImGui::GetContentRegionAvail().x;
  return ImGui::GetCurrentWindow()->ScrollbarY ? avail : avail - ImGui::GetStyle().ScrollbarSize;
}

const char* comboPreview(std::initializer_list<const char*> candidates) {
  return longestThatFits(
      candidates, ImGui::CalcItemWidth() - ImGui::GetFrameHeight() - 2.0f * ImGui::GetStyle().FramePadding.x);
}

namespace {

// The width of [begin, end) in the current font, unrounded: ImGui's
// CalcTextSize rounds up, and its widths summed word by word make lines up
// to a pixel a word narrower than TextWrapped's.
float textWidth(const char* begin, const char* end) {
  return ImGui::GetFont()->CalcTextSizeA(ImGui::GetFontSize(), FLT_MAX, 0.0f, begin, end).x;
}

// One line of `text` from `start` (at a word): [start, end), the words that
// fit in `width` with the spaces between them as they are ("u 0.2   v 0.6"
// keeps its columns), at least the first; `next` is where the next line's
// first word starts (at the text's '\0' after the last line). A '\n' ends
// a line.
struct Line {
  const char* end;
  const char* next;
};
Line lineAt(const char* start, float width) {
  const auto wordEnd = [](const char* c) {
    while (*c != '\0' && *c != ' ' && *c != '\n') ++c;
    return c;
  };
  Line line{wordEnd(start), nullptr};
  float used = textWidth(start, line.end);
  for (;;) {
    const char* word = line.end;
    while (*word == ' ') ++word;
    if (*word == '\0' || *word == '\n') break;
    const char* end = wordEnd(word);
    const float more = textWidth(line.end, end);
    if (used + more > width) break;
    used += more;
    line.end = end;
  }
  line.next = line.end;
  while (*line.next == ' ' || *line.next == '\n') ++line.next;
  return line;
}

// Where `text`'s first word starts.
const char* firstWord(const char* text) {
  while (*text == ' ' || *text == '\n') ++text;
  return text;
}

// Where ImGui starts a new line (a table cell's or the window's left edge),
// as ImGui::GetCursorPosX counts.
float lineStartX() {
  const ImGuiWindow* w = ImGui::GetCurrentWindow();
  return w->DC.Indent.x + w->DC.ColumnsOffset.x + w->Scroll.x;
}

// Whether the cursor is past the start of its line (after a SameLine).
bool midLine() {
  return ImGui::GetCursorPosX() > lineStartX() + 0.5f;
}

}  // namespace

float wrappedHeight(int lines) {
  return lines > 0 ? lines * ImGui::GetTextLineHeight() + ImGui::GetStyle().ItemSpacing.y : 0.0f;
}

int linesAtSpaces(const char* text, float width) {
  int lines = 0;
  for (const char* at = firstWord(text); *at != '\0'; at = lineAt(at, width).next) ++lines;
  return lines;
}

ScreenRect wrappedAtSpaces(const char* text) {
  const float wrapAt = ImGui::GetCurrentWindow()->DC.TextWrapPos;  // ImGui::PushTextWrapPos's, > 0 where set
  const float right =
      wrapAt > 0.0f ? std::min(wrapAt, ImGui::GetContentRegionMax().x) : ImGui::GetContentRegionMax().x;
  const char* at = firstWord(text);
  if (*at == '\0') return ScreenRect{};
  // After a SameLine the first line goes on from there where its first word fits.
  if (midLine() && ImGui::GetCursorPosX() + textWidth(at, lineAt(at, 0.0f).end) > right) ImGui::NewLine();
  ImVec2 lo(FLT_MAX, FLT_MAX), hi(-FLT_MAX, -FLT_MAX);
  for (bool first = true; *at != '\0'; first = false) {
    const Line line = lineAt(at, right - (first ? ImGui::GetCursorPosX() : lineStartX()));
    // Lines a text line apart, as a paragraph's are; the item spacing after the last.
    const bool last = *line.next == '\0';
    if (!last) ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0.0f));
    ImGui::TextUnformatted(at, line.end);
    if (!last) ImGui::PopStyleVar();
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    lo = ImVec2(std::min(lo.x, a.x), std::min(lo.y, a.y));
    hi = ImVec2(std::max(hi.x, b.x), std::max(hi.y, b.y));
    at = line.next;
  }
  return ScreenRect{lo.x, lo.y, hi.x - lo.x, hi.y - lo.y};
}

void fitHeightToContent(AppState& state) {
  const ImGuiStyle& style = ImGui::GetStyle();
  // The cursor sits one item spacing under the last item, in window coordinates (title bar and scroll included).
  const float reach = ImGui::GetCursorPosY() - style.ItemSpacing.y + style.WindowPadding.y;
  const float wanted = std::floor(std::min(reach, panelHeightLimit(state)));
  if (std::fabs(ImGui::GetWindowHeight() - wanted) < 1.0f) return;
  ImGui::SetWindowSize(ImVec2(ImGui::GetWindowWidth(), wanted));
  state.requests.relayout = true;
  if (state.panelColumn.on) return;  // the column places it
  // Grown past the viewport's bottom edge: moved up, as beginPanelWindow places panels.
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const float bottom = viewport->WorkPos.y + viewport->WorkSize.y;
  if (ImGui::GetWindowPos().y + wanted > bottom)
    ImGui::SetWindowPos(ImVec2(ImGui::GetWindowPos().x, std::max(viewport->WorkPos.y, bottom - wanted)));
}

ImVec2 plotArea(ImVec2 size, ImU32 background, float below) {
  const ImVec2 o = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(size.x, size.y + below));
  ImGui::GetWindowDrawList()->AddRectFilled(o, ImVec2(o.x + size.x, o.y + size.y), background);
  return o;
}

void markLastItem(AppState& state, const char* markName) {
  const ImVec2 a = ImGui::GetItemRectMin();
  const ImVec2 b = ImGui::GetItemRectMax();
  state.marks.add(markName, ScreenRect{a.x, a.y, b.x - a.x, b.y - a.y});
}

bool checkbox(AppState& state, const char* markName, const char* label, bool* v) {
  const bool changed = ImGui::Checkbox(label, v);
  markLastItem(state, markName);
  return changed;
}

bool chip(AppState& state, const char* label, const char* markName, bool selected) {
  if (selected) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    ImGui::PushStyleColor(ImGuiCol_Border, ImVec4(1, 1, 1, 0.8f));
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.0f);
  }
  const bool clicked = ImGui::Button(label);
  if (selected) {
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(2);
  }
  markLastItem(state, markName);
  return clicked;
}

bool kindChips(AppState& state, const char* group, NoiseKind& kind) {
  bool changed = false;
  for (const NoiseKindInfo& k : kNoiseKinds) {
    char label[48], mark[40];
    std::snprintf(label, sizeof label, "%.*s##%s", static_cast<int>(k.name.size()), k.name.data(), group);
    std::snprintf(mark, sizeof mark, "%s.%.*s", group, static_cast<int>(k.name.size()), k.name.data());
    if (k.kind != kNoiseKinds.front().kind) sameLineIfFits(buttonWidth(label));
    if (chip(state, label, mark, kind == k.kind) && kind != k.kind) kind = k.kind, changed = true;
  }
  return changed;
}

bool fitsAfterLastItem(float width, float gap) {
  const float next = ImGui::GetItemRectMax().x + gap;
  return next + width <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
}

void sameLineIfFits(float nextWidth) {
  if (fitsAfterLastItem(nextWidth, ImGui::GetStyle().ItemSpacing.x)) ImGui::SameLine();
}

float buttonWidth(const char* label) {
  return ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x;
}

float checkboxWidth(const char* label) {
  return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label, nullptr, true).x;
}

float sliderWidth(const char* label) {
  return ImGui::CalcItemWidth() + ImGui::GetStyle().ItemInnerSpacing.x +
         ImGui::CalcTextSize(label, nullptr, true).x;
}

// The sidebar can scroll only as far as last frame's content reached, so a
// section that makes it scroll for the first time needs a few frames: the
// three frames after it opened (or grew), counted whether or not the section
// reached its scroll call, so a scroll never comes back later (an Export
// clicked within them used to scroll the sidebar again when it finished).
namespace {
constexpr int kScrollFrames = 3;
ImGuiID drawnSection = 0, scrollSection = 0;  // the header drawn last; the one to scroll to
int scrollFrames = 0;                         // frames that still scroll to it
}  // namespace

Section sectionHeader(AppState& state, const char* label, const char* markName, ImGuiTreeNodeFlags flags) {
  Section s;
  s.open = ImGui::CollapsingHeader(label, flags);
  s.opened = s.open && ImGui::IsItemToggledOpen();
  drawnSection = ImGui::GetItemID();
  if (drawnSection == scrollSection && scrollFrames > 0) --scrollFrames;
  if (s.opened) keepSectionEndInView();
  markLastItem(state, markName);
  return s;
}

void keepSectionEndInView() { scrollSection = drawnSection, scrollFrames = kScrollFrames; }

void scrollToSectionEnd(bool) {
  if (scrollFrames > 0 && drawnSection == scrollSection) ImGui::SetScrollHereY(1.0f);
}

int arrowNudge(AppState& state) {
  const ImGuiID id = ImGui::GetItemID();
  if (ImGui::IsItemActivated()) state.arrowTarget = id;
  if (state.arrowTarget != id || ImGui::IsItemActive() || ImGui::GetIO().WantTextInput) return 0;
  auto pressed = [](ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key)); };
  return (pressed(ImGuiKey_RightArrow) || pressed(ImGuiKey_UpArrow) ? 1 : 0) -
         (pressed(ImGuiKey_LeftArrow) || pressed(ImGuiKey_DownArrow) ? 1 : 0);
}

namespace {

double numberAt(ImGuiDataType type, const void* v) {
  switch (type) {
    case ImGuiDataType_S32: return *static_cast<const int*>(v);
    case ImGuiDataType_Float: return *static_cast<const float*>(v);
    case ImGuiDataType_Double: return *static_cast<const double*>(v);
    default: return 0.0;  // the explorer's sliders are int, float or double
  }
}

// The value's share of [lo, hi], as the slider places its handle.
float shareOfRange(double v, double lo, double hi, bool logarithmic) {
  double share = 0.0;
  if (logarithmic && lo > 0 && v > 0)
    share = std::log(v / lo) / std::log(hi / lo);
  else if (hi > lo)
    share = (v - lo) / (hi - lo);
  return static_cast<float>(std::clamp(std::isfinite(share) ? share : 0.0, 0.0, 1.0));
}

// One arrow key's step of a slider's value, kept inside [lo, hi].
void nudge(ImGuiDataType type, void* v, double lo, double hi, bool logarithmic, int dir) {
  const double now = numberAt(type, v);
  if ((dir > 0 && now >= hi) || (dir < 0 && now <= lo)) return;  // a typed value beyond the end stays
  double next = now + dir * (hi - lo) / 100.0;
  if (logarithmic && lo > 0 && now > 0) next = now * std::pow(hi / lo, dir / 100.0);
  switch (type) {
    case ImGuiDataType_S32:
      *static_cast<int*>(v) = std::clamp(static_cast<int>(now) + dir, static_cast<int>(lo), static_cast<int>(hi));
      break;
    case ImGuiDataType_Float: *static_cast<float*>(v) = static_cast<float>(std::clamp(next, lo, hi)); break;
    case ImGuiDataType_Double: *static_cast<double*>(v) = std::clamp(next, lo, hi); break;
    default: break;
  }
}

void markAs(AppState& state, const char* base, const char* suffix, ImVec2 a, ImVec2 b) {
  char name[32];
  std::snprintf(name, sizeof name, "%s.%s", base, suffix);
  state.marks.add(name, ScreenRect{a.x, a.y, b.x - a.x, b.y - a.y});
}

}  // namespace

bool slider(AppState& state, const char* markName, const char* label, ImGuiDataType type, void* v, const void* lo,
            const void* hi, const char* format, ImGuiSliderFlags flags) {
  ImGui::PushStyleColor(ImGuiCol_SliderGrab, ImVec4(0, 0, 0, 0));
  ImGui::PushStyleColor(ImGuiCol_SliderGrabActive, ImVec4(0, 0, 0, 0));
  bool changed = ImGui::SliderScalar(label, type, v, lo, hi, format, flags);
  ImGui::PopStyleColor(2);
  markLastItem(state, markName);
  if (const int dir = arrowNudge(state); dir != 0) {
    nudge(type, v, numberAt(type, lo), numberAt(type, hi), (flags & ImGuiSliderFlags_Logarithmic) != 0, dir);
    changed = true;
  }

  const ImGuiStyle& style = ImGui::GetStyle();
  const float labelWidth = ImGui::CalcTextSize(label, nullptr, true).x;
  const ImVec2 a = ImGui::GetItemRectMin();
  const ImVec2 b(ImGui::GetItemRectMax().x - (labelWidth > 0 ? labelWidth + style.ItemInnerSpacing.x : 0.0f),
                 a.y + ImGui::GetFrameHeight());
  const float share = shareOfRange(numberAt(type, v), numberAt(type, lo), numberAt(type, hi),
                                   (flags & ImGuiSliderFlags_Logarithmic) != 0);
  const float thick = std::max(2.0f, std::floor(style.FramePadding.y));
  const ImVec2 barA(a.x, b.y - thick), barB(a.x + share * (b.x - a.x), b.y);
  const ImU32 colour = ImGui::GetColorU32(ImGui::IsItemActive() ? ImGuiCol_SliderGrabActive : ImGuiCol_SliderGrab);
  ImGui::GetWindowDrawList()->AddRectFilled(barA, ImVec2(std::max(barB.x, a.x + 2.0f), barB.y), colour);
  markAs(state, markName, "bar", barA, barB);

  char digits[64];
  const char* end = digits + ImGui::DataTypeFormatString(digits, sizeof digits, type, v, format ? format : "%d");
  const ImVec2 size = ImGui::CalcTextSize(digits, end);
  const ImVec2 at(a.x + ((b.x - a.x) - size.x) * 0.5f, a.y + (b.y - a.y - size.y) * 0.5f);
  markAs(state, markName, "digits", at, ImVec2(at.x + size.x, at.y + size.y));
  return changed;
}

bool lightSliders(AppState& state, const char* prefix) {
  constexpr double azimuthLo = kLightAzimuthMin, azimuthHi = kLightAzimuthMax;
  constexpr double altitudeLo = kLightAltitudeMin, altitudeHi = kLightAltitudeMax;
  char mark[40], label[48];
  std::snprintf(mark, sizeof mark, "%s.azimuth", prefix);
  std::snprintf(label, sizeof label, "light from##%s", prefix);
  bool changed = slider(state, mark, label, ImGuiDataType_Double, &state.light.azimuth, &azimuthLo, &azimuthHi,
                        "%.0f deg", ImGuiSliderFlags_AlwaysClamp);
  hint("Where the light comes from, degrees clockwise from north (up on the map); 315 is north-west.");
  std::snprintf(mark, sizeof mark, "%s.altitude", prefix);
  std::snprintf(label, sizeof label, "light altitude##%s", prefix);
  changed |= slider(state, mark, label, ImGuiDataType_Double, &state.light.altitude, &altitudeLo, &altitudeHi,
                    "%.0f deg", ImGuiSliderFlags_AlwaysClamp);
  hint("Degrees above the horizon (45 by default); at 90 flat ground keeps its colours.");
  return changed;
}

bool heightScaleSlider(AppState& state, const char* markName, const char* label) {
  constexpr double lo = kHeightScaleMin, hi = kHeightScaleMax;
  const bool changed = slider(state, markName, label, ImGuiDataType_Double, &state.heightScale, &lo, &hi, "%.3f",
                              ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp);
  hint("Height of field value 1, in map widths (the map is 1 wide): the relief view's slopes and mesh exports.");
  return changed;
}

void replaceCheckbox(AppState& state, const char* label, const char* markName) {
  checkbox(state, markName, label, &state.exporting.overwrite);
  hint("Save and Export replace an existing file only while this is ticked.");
}

bool mayWrite(AppState& state, const std::string& path) {
  try {
    io::checkCanCreate(path, state.exporting.overwrite);
    return true;
  } catch (const io::FileExistsError& error) {
    setStatusLine(state.status, std::string(error.what()) + " (tick \"replace an existing file\")", true);
  } catch (const io::IoError& error) {
    setStatusLine(state.status, error.what(), true);
  }
  return false;
}

Rgb8 rgbOf(ImU32 c) {
  return Rgb8{static_cast<std::uint8_t>(c >> IM_COL32_R_SHIFT), static_cast<std::uint8_t>(c >> IM_COL32_G_SHIFT),
              static_cast<std::uint8_t>(c >> IM_COL32_B_SHIFT)};
}

void saveSvgRow(AppState& state, std::array<char, 1024>& path, const SvgRowMarks& marks, const char* hintText,
                const std::function<io::Plot()>& makePlot, const char* what) {
  ImGui::PushID(marks.file);
  // The file's field leaves the button room on its line where the panel is narrow (150% and more).
  const float room =
      ImGui::GetContentRegionAvail().x - buttonWidth("Save SVG") - ImGui::GetStyle().ItemSpacing.x;
  ImGui::SetNextItemWidth(std::clamp(room, ui(80.0f), ui(220.0f)));
  ImGui::InputText("##svg-file", path.data(), path.size());
  markLastItem(state, marks.file);
  sameLineIfFits(buttonWidth("Save SVG"));
  const bool save = ImGui::Button("Save SVG");
  markLastItem(state, marks.save);
  hint(hintText);
  sameLineIfFits(checkboxWidth("replace"));
  replaceCheckbox(state, "replace", marks.replace);
  ImGui::PopID();
  if (!save || !mayWrite(state, path.data())) return;
  try {
    io::savePlotSvg(path.data(), makePlot(), state.exporting.overwrite);
    setStatusLine(state.status, std::string("saved ") + what + " to " + path.data(), false);
  } catch (const std::exception& error) {
    setStatusLine(state.status, error.what(), true);
  }
}

}  // namespace noisescope::gui
