#include "io/lesson.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "io/atomic_file.h"

namespace noisescope::io {
namespace {

const std::string kGood = R"({"noisescope_lesson": 1, "title": "T", "text": "P.", "panel": "fade", "octave": 2,
  "pin": [0.25, -3], "settings": {"noisescope_preset": 1, "fade": "cubic", "octaves": 3}})";

TEST(Lesson, ReadsEveryField) {
  const Lesson l = lessonFromJson(kGood, "good.json");
  EXPECT_EQ(l.title, "T");
  EXPECT_EQ(l.text, "P.");
  EXPECT_EQ(l.panel, LessonPanel::Fade);
  EXPECT_EQ(l.octave, 2);
  EXPECT_TRUE(l.hasPin);
  EXPECT_EQ(l.pinX, 0.25);
  EXPECT_EQ(l.pinY, -3.0);
  EXPECT_EQ(l.settings.params.fade, Fade::Cubic);
  EXPECT_EQ(l.settings.params.octaves, 3);
}

TEST(Lesson, TheBuiltInLessonsAllReadInOrder) {
  const auto lessons = builtinLessons();
  ASSERT_GE(lessons.size(), 13u);
  EXPECT_EQ(lessons.front().id, "01-static");
  for (std::size_t i = 1; i < lessons.size(); ++i) EXPECT_LT(lessons[i - 1].id, lessons[i].id);
  EXPECT_EQ(loadLessonFileOrBuiltin("03-cubic-fade").settings.params.fade, Fade::Cubic);
  EXPECT_EQ(loadLessonFileOrBuiltin("3").id, "03-cubic-fade");  // a lesson by its number
  EXPECT_EQ(loadLessonFileOrBuiltin("19").id, "19-worley-returns");
  EXPECT_THROW(loadLessonFileOrBuiltin("99"), IoError);
  EXPECT_THROW(loadLessonFileOrBuiltin("1-"), IoError);
}

// What the explorer saves as a lesson reads back as the same lesson: every
// built-in one, and one with a pin and a mistake switch on.
TEST(Lesson, AWrittenLessonReadsBackTheSame) {
  std::vector<Lesson> lessons(builtinLessons().begin(), builtinLessons().end());
  Lesson mine = lessonFromJson(kGood, "good.json");
  mine.settings.params.mistakeSharedSeed = true;
  mine.settings.params.seed = -123456;
  lessons.push_back(mine);
  for (const Lesson& l : lessons) {
    const Lesson back = lessonFromJson(lessonToJson(l), "written");
    EXPECT_EQ(back.title, l.title) << l.id;
    EXPECT_EQ(back.text, l.text) << l.id;
    EXPECT_EQ(back.panel, l.panel) << l.id;
    EXPECT_EQ(back.octave, l.octave) << l.id;
    EXPECT_EQ(back.hasPin, l.hasPin) << l.id;
    EXPECT_EQ(back.pinX, l.pinX) << l.id;
    EXPECT_EQ(back.pinY, l.pinY) << l.id;
    EXPECT_EQ(presetToJson(back.settings), presetToJson(l.settings)) << l.id;
  }
}

TEST(Lesson, ALessonOutsideTheReadersLimitsIsNotWritten) {
  Lesson l = lessonFromJson(kGood, "good.json");
  l.title = std::string(81, 't');
  EXPECT_THROW(lessonToJson(l), PresetError);
  l.title = std::string(1, 'T');  // not = "T": gcc 12 at -O3 warns falsely (-Wrestrict, its bug 105329)
  l.text.clear();
  EXPECT_THROW(lessonToJson(l), PresetError);
  l.text = "P.";
  l.octave = 3;  // the settings have 3 octaves: 0..2
  EXPECT_THROW(lessonToJson(l), PresetError);
}

TEST(Lesson, BadLessonsAreOneLineErrors) {
  const std::string bad[] = {
      R"([1, 2])",
      R"({"noisescope_lesson": 2, "title": "T", "text": "P.", "panel": "fade", "settings": {"noisescope_preset": 1}})",
      R"({"noisescope_lesson": 1, "titel": "T", "text": "P.", "panel": "fade", "settings": {"noisescope_preset": 1}})",
      R"({"noisescope_lesson": 1, "title": "", "text": "P.", "panel": "fade", "settings": {"noisescope_preset": 1}})",
      R"({"noisescope_lesson": 1, "title": "T", "text": "P.", "panel": "sideways", "settings": {"noisescope_preset": 1}})",
      R"({"noisescope_lesson": 1, "title": "T", "text": "P.", "panel": "fade", "octave": 5, "settings": {"noisescope_preset": 1}})",
      R"({"noisescope_lesson": 1, "title": "T", "text": "P.", "panel": "fade", "pin": [1], "settings": {"noisescope_preset": 1}})",
      R"({"noisescope_lesson": 1, "title": "T", "text": "P.", "panel": "fade", "settings": {"noisescope_preset": 1, "octaves": 99}})",
      R"({"noisescope_lesson": 1, "title": "T", "text": "P.", "panel": "fade"})",
      std::string(100000, '[') + std::string(100000, ']'),
  };
  for (const std::string& text : bad) {
    try {
      lessonFromJson(text, "bad.json");
      ADD_FAILURE() << "accepted: " << text.substr(0, 80);
    } catch (const PresetError& e) {
      const std::string what = e.what();
      EXPECT_EQ(what.find('\n'), std::string::npos) << what;
      EXPECT_NE(what.find("bad.json"), std::string::npos) << what;
    }
  }
  EXPECT_THROW(loadLessonFileOrBuiltin("no-such-lesson"), IoError);
}

}  // namespace
}  // namespace noisescope::io
