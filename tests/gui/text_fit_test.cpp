// The widgets that fit words into the room a panel has (widgets.h): a
// caption wraps at its spaces inside the window, never inside a number;
// linesAtSpaces counts the lines it takes; a combo box's preview falls back
// to a shorter word where the longer one would be cut; a message too long
// for its line keeps its start and end. Dear ImGui runs here
// without a window, its default font, one frame per test.
#include <gtest/gtest.h>
#include <imgui.h>

#include <cstring>
#include <string>

#include "gui/panels/widgets.h"
#include "headless_imgui.h"

namespace noisescope::gui {
namespace {

class TextFit : public ::testing::Test {
 protected:
  void SetUp() override {
    createHeadlessImGui(ImVec2(800, 600));
    ImGui::NewFrame();
  }
  void TearDown() override {
    ImGui::Render();
    ImGui::DestroyContext();
  }
  // A window `width` wide without a scrollbar, as a panel in the column is.
  void begin(float width) {
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(width, 590));
    ImGui::Begin("panel", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove);
  }
};

constexpr const char* kNote =
    "fitted from 4 to 97.5 cycles; persistence 0.80 and lacunarity 2.00 predict -2.64, "
    "about 0.1040 of the cubic";

TEST_F(TextFit, ACaptionWrapsInsideItsWindowAndTakesTheLinesCounted) {
  begin(180);
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const float width = ImGui::GetContentRegionAvail().x;
  const int lines = linesAtSpaces(kNote, width);
  const float top = ImGui::GetCursorScreenPos().y;
  caption("%s", kNote);
  EXPECT_LE(ImGui::GetItemRectMax().x, right + 0.5f);
  EXPECT_GT(lines, 3);
  // Lines a text line apart, then the item spacing: the height wrappedHeight promises.
  EXPECT_NEAR(ImGui::GetCursorScreenPos().y - top, wrappedHeight(lines), 0.5f);
  EXPECT_NEAR(wrappedHeight(lines), lines * ImGui::GetTextLineHeight() + ImGui::GetStyle().ItemSpacing.y,
              0.01f);
  ImGui::End();
}

TEST_F(TextFit, LinesBreakAtSpacesOnlySoAWordIsNeverSplit) {
  begin(150);
  const ScreenRect r = wrappedAtSpaces(kNote);
  EXPECT_LE(r.x + r.w, ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x + 0.5f);
  EXPECT_EQ(linesAtSpaces("0.1040", 1.0f), 1);  // one word, one line however narrow: not "0." and "1040"
  EXPECT_EQ(linesAtSpaces("a b", 1000.0f), 1);
  EXPECT_EQ(linesAtSpaces("a b", 1.0f), 2);
  EXPECT_EQ(linesAtSpaces("", 100.0f), 0);
  ImGui::End();
}

TEST_F(TextFit, AFirstWordThatDoesNotFitAfterAnItemStartsTheNextLine) {
  begin(200);
  ImGui::TextUnformatted("legend legend legend");
  ImGui::SameLine();
  const ScreenRect r = wrappedAtSpaces("stacked: the value octaves");
  EXPECT_LE(r.x + r.w, ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x + 0.5f);
  ImGui::End();
}

// In a table's cell the words wrap inside the cell's column and the first
// starts the cell's line (not the next: the cell's start is a line's start);
// a '\n' starts a line, and a run of spaces stays as wide where the words
// share a line.
TEST_F(TextFit, WordsWrapInsideATableCellAndKeepTheirSpacesAndLineBreaks) {
  begin(300);
  ASSERT_TRUE(ImGui::BeginTable("steps", 2));
  ImGui::TableSetupColumn("step", ImGuiTableColumnFlags_WidthFixed, 80.0f);
  ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableNextColumn();
  ImGui::TextUnformatted("unskewed");
  ImGui::TableNextColumn();
  const float cellLeft = ImGui::GetCursorScreenPos().x, top = ImGui::GetCursorScreenPos().y;
  const float cellRight = ImGui::GetWindowPos().x + ImGui::GetContentRegionMax().x;
  const ScreenRect r = wrappedAtSpaces("(x0, y0) = (0.071190, 0.097486) from the first corner");
  EXPECT_NEAR(r.x, cellLeft, 0.5f);
  EXPECT_NEAR(r.y, top, 0.5f);
  EXPECT_LE(r.x + r.w, cellRight + 0.5f);
  EXPECT_GT(r.h, 1.5f * ImGui::GetTextLineHeight());  // wrapped
  ImGui::TableNextColumn();
  ImGui::TableNextColumn();
  const float nextTop = ImGui::GetCursorScreenPos().y;
  const ScreenRect wide =
      wrappedAtSpaces("0.12345678901234567890123456789012345678901234567890");  // wider than the cell
  EXPECT_NEAR(wide.y, nextTop, 0.5f);  // on the cell's line, not under an empty one
  ImGui::EndTable();
  EXPECT_EQ(linesAtSpaces("a\nb", 1000.0f), 2);
  EXPECT_EQ(linesAtSpaces("u\u00a00.2133", 1.0f), 1);  // a no-break space holds a name to its number
  const ScreenRect twoLines = wrappedAtSpaces("a\nb");
  EXPECT_GT(twoLines.h, 1.5f * ImGui::GetTextLineHeight());
  const ScreenRect three = wrappedAtSpaces("u   v");
  EXPECT_NEAR(three.w, ImGui::CalcTextSize("u   v").x, 0.5f);
  ImGui::End();
}

// The status bar's message: a long path keeps its start and its file name
// inside the room, cut between characters (the e-acute's two bytes stay
// together) at every width, and a message that fits is drawn whole.
TEST_F(TextFit, AMessageTooLongForItsRoomKeepsItsStartAndEnd) {
  begin(400);
  const char* path =
      "screenshot written to /home/someone/pictures/r\xC3\xA9sum\xC3\xA9/noisescope-20261205.png";
  const char* end = path + std::strlen(path);
  const auto continuation = [](const char* c) { return (static_cast<unsigned char>(*c) & 0xC0) == 0x80; };
  const float dots = ImGui::CalcTextSize(kElisionDots).x;
  for (float width = 1.0f; width < ImGui::CalcTextSize(path).x; width += 1.0f) {
    const MiddleCut c = middleCut(path, width);
    ASSERT_LT(c.headEnd, c.tail) << width;
    EXPECT_FALSE(continuation(c.headEnd) || continuation(c.tail)) << width;
    const float drawn = ImGui::CalcTextSize(path, c.headEnd).x + dots + ImGui::CalcTextSize(c.tail, end).x;
    if (c.headEnd > path) {
      EXPECT_LE(drawn, width) << width;  // only "..." may pass a room narrower than it
    }
  }
  const MiddleCut c = middleCut(path, 250.0f);
  EXPECT_EQ(std::string(path, c.headEnd).rfind("screenshot", 0), 0u);
  EXPECT_NE(std::string(c.tail).find(".png"), std::string::npos);
  EXPECT_FALSE(middleElided("saved", 100.0f));
  const float left = ImGui::GetCursorScreenPos().x;
  EXPECT_TRUE(middleElided(path, 250.0f));
  EXPECT_LE(ImGui::GetItemRectMax().x - left, 250.5f);
  ImGui::End();
}

TEST(RowCount, AnItemGoesToTheNextRowOnlyWhereItWouldPassTheWidth) {
  RowCount rows{100.0f, 10.0f};
  rows.add(40.0f);
  rows.add(50.0f);  // 40 + 10 + 50 = 100: still fits
  EXPECT_EQ(rows.rows, 1);
  rows.add(1.0f);
  EXPECT_EQ(rows.rows, 2);
  rows.add(500.0f);  // wider than a row: a row of its own
  EXPECT_EQ(rows.rows, 3);
}

TEST_F(TextFit, AComboPreviewFallsBackToTheShorterWord) {
  begin(600);
  ImGui::SetNextItemWidth(400);
  EXPECT_STREQ(comboPreview({"PNG, coloured view", "png"}), "PNG, coloured view");
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("png").x + ImGui::GetFrameHeight() + 20);
  EXPECT_STREQ(comboPreview({"PNG, coloured view", "png"}), "png");
  ImGui::SetNextItemWidth(10);
  EXPECT_STREQ(comboPreview({"PNG, coloured view", "png"}), "png");  // the last, however narrow
  ImGui::End();
}

}  // namespace
}  // namespace noisescope::gui
