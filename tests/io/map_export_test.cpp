#include "io/map_export.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <limits>
#include <thread>

#include "io/export_job.h"
#include "io/png_file.h"
#include "test_folder.h"

namespace noisescope::io {
namespace {

using testing::readAll;
using testing::TempFolder;
using testing::writeText;

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
  s.preset.display = MapDisplay{views::ViewKind::Octave, 3};
  s.preset.camera = Camera{2.5, -7.25, 3.0};
  s.preset.hasCamera = true;
  s.preset.thresholds = Thresholds{0.2f, 0.3f, 0.9f};
  const ExportSettings back = settingsFromMetadata(exportMetadataJson(s, ExportResult{}), "m.json");
  EXPECT_EQ(back, s);
}

TEST(MapExport, MetadataFixesTheDefaultViewItRenderedWith) {
  const ExportSettings s = smallSettings(ExportFormat::Png);
  const ExportSettings back = settingsFromMetadata(exportMetadataJson(s, ExportResult{}), "m.json");
  EXPECT_TRUE(back.preset.hasCamera);
  EXPECT_EQ(back.preset.camera, defaultCamera(48, 32));
}

TEST(MapExport, BadMetadataIsAOneLineError) {
  for (const char* text : {"", "{}", "{\"noisescope_export\": 1}", "{\"noisescope_export\": 9}",
                           "{\"noisescope_export\": 1, \"width\": 0, \"height\": 1}",
                           "{\"noisescope_export\": 1, \"width\": 4, \"height\": 4, \"format\": \"gif\"}"}) {
    try {
      settingsFromMetadata(text, "x.png");
      ADD_FAILURE() << "accepted " << text;
    } catch (const PresetError& e) {
      EXPECT_EQ(std::string(e.what()).rfind("x.png (Noisescope metadata)", 0), 0u) << e.what();
    }
  }
}

TEST(MapExport, MetadataNestedTooDeepIsOneLineNotACrash) {
  // Dumping the embedded preset recursed once a level and overflowed the stack.
  const std::string deep =
      R"({"noisescope_export": 1, "preset": )" + std::string(200000, '[') + std::string(200000, ']') + "}";
  try {
    settingsFromMetadata(deep, "deep.png");
    FAIL();
  } catch (const PresetError& e) {
    EXPECT_EQ(std::string(e.what()),
              "deep.png (Noisescope metadata):1:26: values are nested deeper than 16 levels");
  }
  const std::string png = NOISESCOPE_SOURCE_DIR "/tests/hostile/data/deep-metadata.png";
  EXPECT_THROW(settingsFromPng(png), PresetError);
}

TEST(MapExport, AScreenshotIsNamedAsOne) {
  try {
    settingsFromMetadata(R"({"window": [1440, 900], "params": {}})", "shot.png");
    FAIL();
  } catch (const PresetError& e) {
    EXPECT_EQ(std::string(e.what()),
              "shot.png (Noisescope metadata): this is an explorer screenshot; only a PNG from "
              "noisescope render or the export panel re-renders");
  }
}

TEST(MapExport, DisplaysPickTheirNoiseOctaveAndColours) {
  Preset p;
  p.params.noise = NoiseKind::Value;
  p.display = MapDisplay{views::ViewKind::Gradient, 0};
  EXPECT_EQ(displayParams(p).noise, NoiseKind::Gradient);
  p.display = MapDisplay{views::ViewKind::Bands, 0};
  EXPECT_EQ(displayParams(p).noise, NoiseKind::Value);
  EXPECT_EQ(displayColourMode(p.display), ColourMode::Bands);
  p.display = MapDisplay{views::ViewKind::Octave, 4};
  EXPECT_EQ(displaySpec(p, 10, 20).octave, 4);
  EXPECT_EQ(displaySpec(p, 10, 20).camera, defaultCamera(10, 20));
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

// An eroded export reports progress between rounds of droplets, and a
// cancel there stops the erosion and leaves no file.
TEST(MapExport, AnErodedExportReportsItsRoundsAndStopsWhenCancelled) {
  TempFolder dir;
  ExportSettings s = smallSettings(ExportFormat::Png16);
  s.width = s.height = 400;  // 160,000 droplets: three rounds
  s.preset.params.erosion = 1.0;
  std::vector<double> rendering;
  exportMap(s, dir.file("whole.png"), false, [&](double done, std::string_view phase) {
    if (phase == "rendering") rendering.push_back(done);
    return true;
  });
  EXPECT_TRUE(std::any_of(rendering.begin(), rendering.end(), [](double d) { return d > 0.3 && d < 0.9; }));
  int reports = 0;
  EXPECT_THROW(exportMap(s, dir.file("cancelled.png"), false,
                         [&](double done, std::string_view) { return !(done > 0.0 && ++reports > 0); }),
               ExportCancelled);
  EXPECT_EQ(reports, 1);  // stopped at the first round's report
  EXPECT_EQ(dir.entryCount(), 1u);  // whole.png alone
}

// A RAW file and its sidecar are committed together: when the data file
// cannot be put in place at the end, its sidecar is not left either.
TEST(MapExport, ARawExportThatFailsAtTheEndLeavesNoSidecar) {
  TempFolder dir;
  const std::string path = dir.file("map.r16");
  EXPECT_THROW(exportMap(smallSettings(ExportFormat::R16), path, true,
                         [&](double, std::string_view phase) {
                           if (phase == "writing" && !std::filesystem::exists(path)) {
                             std::filesystem::create_directory(path);
                             writeText(path + "/keep", "x");
                           }
                           return true;
                         }),
               IoError);
  EXPECT_FALSE(std::filesystem::exists(path + ".json"));
  EXPECT_EQ(dir.entryCount(), 1u);
}

// The sample of every float from 0 to 1 (and a stretched range, where ties
// fall elsewhere) is std::lround's, halves included (0.5 -> 32767.5 -> 32768).
TEST(MapExport, QuantiserRoundsAsLround) {
  const auto lroundSample = [](const Quantiser& q, float v) {
    const double t = std::clamp((static_cast<double>(v) - q.low) * q.scale, 0.0, 65535.0);
    return static_cast<std::uint16_t>(std::lround(t));
  };
  const Quantiser unit{0.0, 65535.0};
  EXPECT_EQ(unit(0.5f), 32768);
  EXPECT_EQ(unit(-0.1f), 0);
  EXPECT_EQ(unit(1.5f), 65535);
  EXPECT_EQ(unit(std::numeric_limits<float>::quiet_NaN()), 0);
  const Quantiser stretched{0.125, 65535.0 / 0.5};
  std::size_t ties = 0;
  for (const Quantiser& q : {unit, stretched}) {
    for (std::uint32_t k = 0; k <= (1u << 24); ++k) {  // every multiple of 2^-24 in [0, 1]
      const float v = std::ldexp(static_cast<float>(k), -24);
      const double t = (static_cast<double>(v) - q.low) * q.scale;
      ties += t - std::floor(t) == 0.5;
      ASSERT_EQ(q(v), lroundSample(q, v)) << v;
    }
  }
  EXPECT_GT(ties, 2u);
}

TEST(MapExport, SizesOutsideTheCoresRangeAreRefused) {
  TempFolder dir;
  ExportSettings s = smallSettings(ExportFormat::F32);
  s.width = kMaxFieldSide + 1;
  EXPECT_THROW(exportMap(s, dir.file("a.f32"), false), std::invalid_argument);
  EXPECT_EQ(dir.entryCount(), 0u);
}

// The explorer's Export panel can pick the simplex view while tile is on;
// the export says why it cannot, in one line, and writes nothing.
TEST(MapExport, AViewWhoseNoiseCannotTakeTheSettingsIsRefused) {
  TempFolder dir;
  ExportSettings s = smallSettings(ExportFormat::F32);
  s.preset.display.kind = views::ViewKind::Simplex;
  s.preset.params.tile = true;
  try {
    exportMap(s, dir.file("a.f32"), false);
    ADD_FAILURE() << "a tiled simplex export was written";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()).find("simplex noise cannot tile"), 0u) << e.what();
  }
  EXPECT_EQ(dir.entryCount(), 0u);
  s.preset.display.kind = views::ViewKind::Worley;  // Worley tiles
  EXPECT_NO_THROW(exportMap(s, dir.file("b.f32"), false));
}

TEST(ExportJob, RunsOnItsOwnThreadAndReportsTheResult) {
  TempFolder dir;
  ExportJob job(smallSettings(ExportFormat::F32), dir.file("a.f32"), false);
  while (!job.finished()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  ASSERT_TRUE(job.result()) << job.error();
  EXPECT_EQ(job.result()->sidecarPath, dir.file("a.f32.json"));
  const FieldValues field = renderDisplayField(smallSettings(ExportFormat::F32));
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

TEST(ExportJob, ARefusalNamesTheFileNotItsSidecar) {
  TempFolder dir;
  testing::writeText(dir.file("a.r16"), "old");
  testing::writeText(dir.file("a.r16.json"), "old");
  ExportJob job(smallSettings(ExportFormat::R16), dir.file("a.r16"), false);
  while (!job.finished()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  EXPECT_EQ(job.error(), quotedPath(dir.file("a.r16")) + " already exists; not replacing it");
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
