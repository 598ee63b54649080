#include "io/map_export.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstring>
#include <thread>

#include "io/export_job.h"
#include "io/png_file.h"
#include "test_folder.h"

namespace noisescope::io {
namespace {

using testing::readAll;
using testing::TempFolder;

ExportSettings smallSettings(ExportFormat format) {
  ExportSettings s;
  s.width = 48;
  s.height = 32;
  s.format = format;
  s.preset.params.seed = 31;
  return s;
}

TEST(MapExport, MetadataReadsBackAsTheSameSettings) {
  ExportSettings s = smallSettings(ExportFormat::Png16);
  s.stretch = true;
  s.preset.display = MapDisplay{MapKind::Octave, 3};
  s.preset.view = View{2.5, -7.25, 3.0};
  s.preset.hasView = true;
  s.preset.thresholds = Thresholds{0.2f, 0.3f, 0.9f};
  const ExportSettings back = settingsFromMetadata(exportMetadataJson(s, ExportResult{}), "m.json");
  EXPECT_EQ(back, s);
}

TEST(MapExport, MetadataFixesTheDefaultViewItRenderedWith) {
  const ExportSettings s = smallSettings(ExportFormat::Png);
  const ExportSettings back = settingsFromMetadata(exportMetadataJson(s, ExportResult{}), "m.json");
  EXPECT_TRUE(back.preset.hasView);
  EXPECT_EQ(back.preset.view, defaultView(48, 32));
}

TEST(MapExport, BadMetadataIsAOneLineError) {
  for (const char* text : {"", "{}", "{\"noisescope_export\": 1}", "{\"noisescope_export\": 9}",
                           "{\"noisescope_export\": 1, \"width\": 0, \"height\": 1}",
                           "{\"noisescope_export\": 1, \"width\": 4, \"height\": 4, \"format\": \"gif\"}"}) {
    try {
      settingsFromMetadata(text, "x.png");
      ADD_FAILURE() << "accepted " << text;
    } catch (const PresetError& e) {
      EXPECT_EQ(std::string(e.what()).rfind("x.png: Noisescope metadata: ", 0), 0u) << e.what();
    }
  }
}

TEST(MapExport, AScreenshotIsNamedAsOne) {
  try {
    settingsFromMetadata(R"({"window": [1440, 900], "params": {}})", "shot.png");
    FAIL();
  } catch (const PresetError& e) {
    EXPECT_EQ(std::string(e.what()), "shot.png: Noisescope metadata: this is an explorer screenshot; only a PNG from "
                                     "noisescope render or the export panel re-renders");
  }
}

TEST(MapExport, DisplaysPickTheirNoiseOctaveAndColours) {
  Preset p;
  p.params.noise = NoiseKind::Value;
  p.display = MapDisplay{MapKind::Gradient, 0};
  EXPECT_EQ(displayParams(p).noise, NoiseKind::Gradient);
  p.display = MapDisplay{MapKind::Bands, 0};
  EXPECT_EQ(displayParams(p).noise, NoiseKind::Value);
  EXPECT_EQ(displayColourMode(p.display), ColourMode::Bands);
  p.display = MapDisplay{MapKind::Octave, 4};
  EXPECT_EQ(displaySpec(p, 10, 20).octave, 4);
  EXPECT_EQ(displaySpec(p, 10, 20).view, defaultView(10, 20));
  EXPECT_EQ(displayColourMode(p.display), ColourMode::Grey);
}

TEST(MapExport, ProgressRisesToOneInEachPhase) {
  TempFolder dir;
  std::vector<std::pair<double, std::string>> calls;
  exportMap(smallSettings(ExportFormat::Png), dir.file("a.png"), false, [&](double done, std::string_view phase) {
    calls.emplace_back(done, std::string(phase));
    return true;
  });
  ASSERT_FALSE(calls.empty());
  EXPECT_EQ(calls.front().second, "rendering");
  EXPECT_EQ(calls.back(), (std::pair<double, std::string>{1.0, "writing"}));
  for (std::size_t i = 1; i < calls.size(); ++i)
    if (calls[i].second == calls[i - 1].second) {
      EXPECT_GE(calls[i].first, calls[i - 1].first);
    }
}

TEST(MapExport, CancellingLeavesNothingBehind) {
  TempFolder dir;
  for (ExportFormat f : {ExportFormat::Png, ExportFormat::R16}) {
    EXPECT_THROW(exportMap(smallSettings(f), dir.file("a"), false, [](double, std::string_view) { return false; }),
                 ExportCancelled);
    EXPECT_EQ(dir.entryCount(), 0u);
  }
}

TEST(MapExport, SizesOutsideTheCoresRangeAreRefused) {
  TempFolder dir;
  ExportSettings s = smallSettings(ExportFormat::F32);
  s.width = kMaxFieldSide + 1;
  EXPECT_THROW(exportMap(s, dir.file("a.f32"), false), std::invalid_argument);
  EXPECT_EQ(dir.entryCount(), 0u);
}

TEST(ExportJob, RunsOnItsOwnThreadAndReportsTheResult) {
  TempFolder dir;
  ExportJob job(smallSettings(ExportFormat::F32), dir.file("a.f32"), false);
  while (!job.finished()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  ASSERT_TRUE(job.result()) << job.error();
  EXPECT_EQ(job.result()->sidecarPath, dir.file("a.f32.json"));
  const std::vector<float> field = renderDisplayField(smallSettings(ExportFormat::F32));
  const std::string bytes = readAll(dir.file("a.f32"));
  ASSERT_EQ(bytes.size(), field.size() * 4);
  EXPECT_EQ(std::memcmp(bytes.data(), field.data(), bytes.size()), 0);
}

TEST(ExportJob, ReportsErrorsAsOneLine) {
  TempFolder dir;
  testing::writeText(dir.file("a.png"), "old");
  ExportJob job(smallSettings(ExportFormat::Png), dir.file("a.png"), false);
  while (!job.finished()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  EXPECT_FALSE(job.result());
  EXPECT_NE(job.error().find("already exists"), std::string::npos) << job.error();
  EXPECT_EQ(readAll(dir.file("a.png")), "old");
}

TEST(ExportJob, DestroyingARunningJobCancelsItCleanly) {
  TempFolder dir;
  ExportSettings s = smallSettings(ExportFormat::Png);
  s.width = s.height = 4096;  // long enough to still be running when destroyed
  { ExportJob job(s, dir.file("big.png"), false); }
  EXPECT_EQ(dir.entryCount(), 0u);
}

}  // namespace
}  // namespace noisescope::io
