#include "io/png_file.h"

#include <gtest/gtest.h>
#include <zlib.h>

#include <stdexcept>
#include <string>

#include "test_folder.h"

namespace noisescope::io {
namespace {

using testing::readAll;
using testing::TempFolder;
using testing::writeText;

Image patternImage(int width, int height, int channels, int bitDepth) {
  Image image{width, height, channels, bitDepth, {}, {}};
  image.pixels.resize(image.rowBytes() * height);
  for (std::size_t i = 0; i < image.pixels.size(); ++i) image.pixels[i] = static_cast<std::uint8_t>(i * 37 + i / 7);
  return image;
}

TEST(PngFile, Rgb8RoundTripsPixelForPixel) {
  TempFolder dir;
  const Image image = patternImage(37, 21, 3, 8);
  writePng(dir.file("a.png"), image, {}, false);
  const Image back = readPng(dir.file("a.png"));
  EXPECT_EQ(back.width, 37);
  EXPECT_EQ(back.height, 21);
  EXPECT_EQ(back.channels, 3);
  EXPECT_EQ(back.bitDepth, 8);
  EXPECT_EQ(back.pixels, image.pixels);
}

TEST(PngFile, Rgba8RoundTrips) {
  TempFolder dir;
  const Image image = patternImage(5, 9, 4, 8);
  writePng(dir.file("a.png"), image, {}, false);
  const Image back = readPng(dir.file("a.png"));
  EXPECT_EQ(back.channels, 4);
  EXPECT_EQ(back.pixels, image.pixels);
}

TEST(PngFile, Grey16KeepsEverySampleBigEndian) {
  TempFolder dir;
  Image image{256, 256, 1, 16, {}, {}};
  for (int v = 0; v < 65536; ++v) {  // every 16-bit value once
    image.pixels.push_back(static_cast<std::uint8_t>(v >> 8));
    image.pixels.push_back(static_cast<std::uint8_t>(v & 0xFF));
  }
  writePng(dir.file("h.png"), image, {}, false);
  const Image back = readPng(dir.file("h.png"));
  EXPECT_EQ(back.bitDepth, 16);
  EXPECT_EQ(back.channels, 1);
  ASSERT_EQ(back.pixels, image.pixels);
  EXPECT_EQ((back.pixels[2 * 1000] << 8) | back.pixels[2 * 1000 + 1], 1000);
}

TEST(PngFile, TextChunksRoundTripAsciiAndUtf8) {
  TempFolder dir;
  const std::vector<PngText> text = {{"Software", "Noisescope 0.1.0"},
                                     {"noisescope", "{\"name\": \"Gr\xC3\xBCne H\xC3\xBCgel\"}"},
                                     {"Comment", std::string(5000, 'x')}};
  writePng(dir.file("t.png"), patternImage(3, 3, 3, 8), text, false);
  EXPECT_EQ(readPng(dir.file("t.png")).text, text);
  EXPECT_EQ(readPngText(dir.file("t.png")), text);
}

// Several bands of about a megabyte, compressed on several threads: libpng
// reads back every pixel, and the bytes do not depend on the thread count.
TEST(PngFile, BandsOnSeveralThreadsReadBackAndMatchOneThread) {
  TempFolder dir;
  for (const PngFormat format : {PngFormat{4096, 700, 1, 8}, PngFormat{2500, 333, 1, 16}, PngFormat{1111, 900, 3, 8}}) {
    const std::size_t rowBytes = static_cast<std::size_t>(format.width) * format.channels * (format.bitDepth / 8);
    const auto byte = [&](int y, std::size_t x) {  // smooth in places, noisy in others
      return static_cast<std::uint8_t>(y < format.height / 2 ? (x / 7 + static_cast<std::size_t>(y) / 3)
                                                             : (x * 2654435761u + static_cast<std::size_t>(y) * 40503u) >> 11);
    };
    std::vector<int> asked(static_cast<std::size_t>(format.height), 0);
    const PngBandSource source = [&](int y0, int y1, std::span<std::uint8_t> rows) {
      ASSERT_EQ(rows.size(), rowBytes * static_cast<std::size_t>(y1 - y0));
      for (int y = y0; y < y1; ++y) {
        ++asked[static_cast<std::size_t>(y)];
        for (std::size_t x = 0; x < rowBytes; ++x) rows[rowBytes * static_cast<std::size_t>(y - y0) + x] = byte(y, x);
      }
    };
    int lastWritten = 0;
    writePngBands(dir.file("one.png"), format, source, {{"k", "v"}}, true, 1);
    writePngBands(dir.file("three.png"), format, source, {{"k", "v"}}, true, 3, [&](int rows) {
      EXPECT_GT(rows, lastWritten);
      lastWritten = rows;
    });
    EXPECT_EQ(lastWritten, format.height);
    for (int n : asked) EXPECT_GE(n, 2);  // every row, once a write (and a band's row above again)
    EXPECT_EQ(readAll(dir.file("one.png")), readAll(dir.file("three.png")));
    const Image back = readPng(dir.file("three.png"));
    ASSERT_EQ(back.width, format.width);
    ASSERT_EQ(back.height, format.height);
    EXPECT_EQ(back.channels, format.channels);
    EXPECT_EQ(back.bitDepth, format.bitDepth);
    EXPECT_EQ(back.text, (std::vector<PngText>{{"k", "v"}}));
    std::size_t wrong = 0;
    for (int y = 0; y < format.height; ++y)
      for (std::size_t x = 0; x < rowBytes; ++x) wrong += back.pixels[rowBytes * static_cast<std::size_t>(y) + x] != byte(y, x);
    EXPECT_EQ(wrong, 0u) << format.width << "x" << format.height;
  }
}

TEST(PngFile, ThrowingRowSourceLeavesTheOldFileAndNoTemporary) {
  TempFolder dir;
  writeText(dir.file("a.png"), "old");
  EXPECT_THROW(writePngBands(
                   dir.file("a.png"), PngFormat{4096, 800, 3, 8},
                   [](int y0, int, std::span<std::uint8_t>) {
                     if (y0 > 300) throw std::runtime_error("stopped");
                   },
                   {}, true, 2),
               std::runtime_error);
  EXPECT_EQ(readAll(dir.file("a.png")), "old");
  EXPECT_EQ(dir.entryCount(), 1u);
}

TEST(PngFile, UnwritableFolderFailsCleanlyAndKeepsTheOldFile) {
  TempFolder dir;
  writeText(dir.file("blocker"), "a regular file, not a folder");
  EXPECT_THROW(writePng(dir.file("blocker") + "/a.png", patternImage(2, 2, 3, 8), {}, true), IoError);
  EXPECT_EQ(readAll(dir.file("blocker")), "a regular file, not a folder");
  EXPECT_EQ(dir.entryCount(), 1u);
}

TEST(PngFile, BadFormatsAreRejectedBeforeWriting) {
  TempFolder dir;
  EXPECT_THROW(writePngBands(dir.file("a.png"), PngFormat{0, 4, 3, 8}, {}, {}, false, 1), std::invalid_argument);
  EXPECT_THROW(writePngBands(dir.file("a.png"), PngFormat{4, 4, 5, 8}, {}, {}, false, 1), std::invalid_argument);
  EXPECT_THROW(writePngBands(dir.file("a.png"), PngFormat{4, 4, 1, 12}, {}, {}, false, 1), std::invalid_argument);
  Image shortImage = patternImage(4, 4, 3, 8);
  shortImage.pixels.pop_back();
  EXPECT_THROW(writePng(dir.file("a.png"), shortImage, {}, false), std::invalid_argument);
  EXPECT_THROW(writePng(dir.file("a.png"), patternImage(2, 2, 3, 8), {{"", "x"}}, false), std::invalid_argument);
  EXPECT_EQ(dir.entryCount(), 0u);
}

// A file cut inside a chunk's length and type, or right after the signature,
// says it is truncated (libpng said "Read Error"), for the pixels and the
// text alike.
TEST(PngFile, AFileCutInAChunkHeaderSaysItIsTruncated) {
  TempFolder dir;
  writePng(dir.file("good.png"), patternImage(8, 8, 3, 8), {{"k", "v"}}, false);
  const std::string good = readAll(dir.file("good.png"));
  for (const std::size_t keep : {std::size_t{8}, std::size_t{10}, std::size_t{8 + 12 + 13 + 3}}) {
    writeText(dir.file("cut.png"), good.substr(0, keep));
    for (const bool pixels : {true, false}) {
      try {
        if (pixels) readPng(dir.file("cut.png"));
        else readPngText(dir.file("cut.png"));
        ADD_FAILURE() << keep << " bytes were read";
      } catch (const IoError& e) {
        EXPECT_NE(std::string(e.what()).find("truncated"), std::string::npos) << keep << ": " << e.what();
      }
    }
  }
}

TEST(PngFile, UnreadableInputsGiveOneLineErrors) {
  TempFolder dir;
  writePng(dir.file("good.png"), patternImage(64, 64, 3, 8), {}, false);
  const std::string good = readAll(dir.file("good.png"));
  writeText(dir.file("cut.png"), good.substr(0, good.size() / 2));
  writeText(dir.file("text.png"), "not a png at all");
  std::string flipped = good;
  flipped[40] = static_cast<char>(flipped[40] ^ 0x55);  // inside IHDR: its CRC no longer matches
  writeText(dir.file("flipped.png"), flipped);
  for (const std::string name : {"missing.png", "cut.png", "text.png", "flipped.png"}) {
    try {
      readPng(dir.file(name));
      ADD_FAILURE() << name << " was read";
    } catch (const IoError& e) {
      const std::string what = e.what();
      EXPECT_NE(what.find(dir.file(name)), std::string::npos) << what;
      EXPECT_EQ(what.find('\n'), std::string::npos) << what;
    }
  }
}

}  // namespace
}  // namespace noisescope::io

namespace noisescope::io {
namespace {

TEST(PngFile, AChunkClaimingMoreThanTheFileHasIsRefusedBeforeLibpng) {
  // Fuzzing found a 211-byte PNG whose text chunk claims about 2 GB; libpng
  // allocates what a chunk claims, so the reader must refuse it first.
  TempFolder dir;
  writePng(dir.file("t.png"), patternImage(3, 2, 1, 16), {{"Comment", "hello"}}, false);
  std::string bytes = readAll(dir.file("t.png"));
  const std::size_t text = bytes.find("tEXt");
  ASSERT_NE(text, std::string::npos);
  bytes[text - 4] = '\x7f';  // length 0x7F00000D: about 2 GB
  bytes[text - 3] = '\x00';
  writeText(dir.file("lie.png"), bytes);
  try {
    readPng(dir.file("lie.png"));
    FAIL() << "a lying chunk length was accepted";
  } catch (const IoError& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find("chunk 'tEXt' claims"), std::string::npos) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  }
  EXPECT_THROW(readPngText(dir.file("lie.png")), IoError);
}

TEST(PngFile, PixelsTheImageDataCannotHoldAreRefusedBeforeTheirMemoryIsTaken) {
  // A 1x1 PNG whose header is changed to claim 16384 x 16384 RGBA (1 GiB of
  // pixels) with a correct CRC: its few bytes of image data could inflate to
  // at most 1032 times their size, so it is refused in one line instead of
  // allocating the pixels first (fuzzing inputs spent most of their time so).
  TempFolder dir;
  writePng(dir.file("one.png"), patternImage(1, 1, 4, 8), {}, false);
  std::string bytes = readAll(dir.file("one.png"));
  const std::size_t ihdr = bytes.find("IHDR");
  ASSERT_NE(ihdr, std::string::npos);
  for (std::size_t side : {ihdr + 4, ihdr + 8}) bytes.replace(side, 4, std::string("\0\0\x40\0", 4));
  const uLong crc = crc32(0, reinterpret_cast<const Bytef*>(bytes.data() + ihdr), 4 + 13);
  for (int i = 0; i < 4; ++i) bytes[ihdr + 17 + i] = static_cast<char>(crc >> (24 - 8 * i));
  writeText(dir.file("huge.png"), bytes);
  try {
    readPng(dir.file("huge.png"));
    FAIL() << "a 16384 x 16384 image from " << bytes.size() << " bytes was read";
  } catch (const IoError& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find("cannot hold 16384x16384 pixels"), std::string::npos) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  }
  EXPECT_NO_THROW(readPngText(dir.file("huge.png")));  // the header alone is sound
  // The same file with its true size reads.
  EXPECT_EQ(readPng(dir.file("one.png")).pixels.size(), 4u);
}

}  // namespace
}  // namespace noisescope::io
