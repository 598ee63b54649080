#include "io/exr_file.h"

#include <ImfChannelList.h>
#include <ImfFrameBuffer.h>
#include <ImfHeader.h>
#include <ImfInputFile.h>
#include <ImfStringAttribute.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <limits>

#include "io/map_export.h"
#include "test_folder.h"

namespace noisescope::io {
namespace {

using testing::readAll;
using testing::TempFolder;

bool sameBits(std::span<const float> a, std::span<const float> b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

// The file as OpenEXR itself reads it: the Y channel and one string attribute.
struct ReadBack {
  int width = 0, height = 0;
  std::vector<float> y;
  std::string metadata;
  std::vector<PngText> strings;
  Imf::PixelType type = Imf::HALF;
  std::size_t channels = 0;
};

ReadBack readWithOpenExr(const std::string& path) {
  Imf::InputFile file(path.c_str());
  const Imath::Box2i w = file.header().dataWindow();
  ReadBack r;
  r.width = w.max.x - w.min.x + 1;
  r.height = w.max.y - w.min.y + 1;
  for (auto it = file.header().channels().begin(); it != file.header().channels().end(); ++it) ++r.channels;
  if (const Imf::Channel* c = file.header().channels().findChannel("Y")) r.type = c->type;
  r.y.resize(static_cast<std::size_t>(r.width) * r.height);
  Imf::FrameBuffer frame;
  frame.insert("Y", Imf::Slice(Imf::FLOAT, reinterpret_cast<char*>(r.y.data()), sizeof(float),
                               sizeof(float) * static_cast<std::size_t>(r.width)));
  file.setFrameBuffer(frame);
  file.readPixels(w.min.y, w.max.y);
  if (const auto* s = file.header().findTypedAttribute<Imf::StringAttribute>(kMetadataKey)) r.metadata = s->value();
  for (auto it = file.header().begin(); it != file.header().end(); ++it)
    if (const auto* s = dynamic_cast<const Imf::StringAttribute*>(&it.attribute()))
      r.strings.push_back(PngText{it.name(), s->value()});
  return r;
}

TEST(ExrFile, ExportHoldsTheFieldBitForBitAndItsMetadata) {
  TempFolder dir;
  ExportSettings s;
  s.preset = findBuiltinPreset("rough-mountains")->preset;
  s.width = 301;
  s.height = 77;
  s.format = ExportFormat::Exr;
  const ExportResult result = exportMap(s, dir.file("m.exr"), false);
  EXPECT_TRUE(result.sidecarPath.empty());
  const ReadBack back = readWithOpenExr(dir.file("m.exr"));
  EXPECT_EQ(back.width, 301);
  EXPECT_EQ(back.height, 77);
  EXPECT_EQ(back.channels, 1u);
  EXPECT_EQ(back.type, Imf::FLOAT);
  EXPECT_TRUE(sameBits(back.y, renderDisplayField(s)));
  EXPECT_EQ(back.metadata, exportMetadataJson(s, result));
  EXPECT_EQ(settingsFromExport(dir.file("m.exr")), settingsFromMetadata(back.metadata, "m.exr"));
  EXPECT_EQ(settingsFromExport(dir.file("m.exr")).format, ExportFormat::Exr);

  // The same settings write the same bytes again.
  exportMap(settingsFromExport(dir.file("m.exr")), dir.file("again.exr"), false);
  EXPECT_EQ(readAll(dir.file("m.exr")), readAll(dir.file("again.exr")));
}

TEST(ExrFile, UnusualFloatsSurviveAndStringsRoundTrip) {
  TempFolder dir;
  const std::vector<float> v = {0.0f, -0.0f, 1.5f, -7.25f, std::numeric_limits<float>::denorm_min(),
                                std::numeric_limits<float>::max(), std::numeric_limits<float>::infinity(), 0.1f};
  const std::vector<PngText> text = {{"a", "plain"}, {"b", "Gr\xC3\xBCne H\xC3\xBCgel"}};
  writeExr(dir.file("v.exr"), 4, 2, v, text, false);
  const ReadBack back = readWithOpenExr(dir.file("v.exr"));
  EXPECT_EQ(back.width, 4);
  EXPECT_EQ(back.height, 2);
  EXPECT_TRUE(sameBits(back.y, v));
  EXPECT_EQ(back.strings, text);  // OpenEXR's view of the header
  EXPECT_EQ(readExrText(dir.file("v.exr")), text);  // and ours
}

TEST(ExrFile, FailuresAreOneLineAndLeaveNoFile) {
  TempFolder dir;
  testing::writeText(dir.file("old.exr"), "old");
  EXPECT_THROW(writeExr(dir.file("old.exr"), 2, 2, std::vector<float>(4), {}, false), FileExistsError);
  EXPECT_EQ(readAll(dir.file("old.exr")), "old");
  EXPECT_THROW(writeExr(dir.file("x.exr"), 2, 2, std::vector<float>(3), {}, false), std::invalid_argument);
  testing::writeText(dir.file("cut.exr"), std::string("\x76\x2f\x31\x01\x02\0\0\0noisescope\0string\0\xff\0\0\0abc", 30));
  EXPECT_THROW(readExrText(dir.file("cut.exr")), IoError);
  std::remove(dir.file("cut.exr").c_str());
  try {
    readExrText(dir.file("old.exr"));
    ADD_FAILURE() << "read a file that is not EXR";
  } catch (const IoError& e) {
    EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("old.exr"), std::string::npos) << e.what();
  }
  EXPECT_FALSE(looksLikeExr(dir.file("old.exr")));
  EXPECT_THROW(readExrText(dir.file("missing.exr")), IoError);
  EXPECT_EQ(dir.entryCount(), 1u);
}

}  // namespace
}  // namespace noisescope::io
