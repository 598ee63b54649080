// Fuzz target png: readPng, readPngText and settingsFromPng (the metadata
// `render --from` reads) over arbitrary bytes in a file.
// Checks that each either throws IoError (or PresetError, for the metadata)
// with one line naming the path, or returns an image whose size, channels, depth and pixel count agree with
// each other and with png_file.h's limits; an image small enough is written
// back with writePng and must read back with the same pixels and text.
#include <unistd.h>

#include <cstdio>
#include <string>

#include "fuzz_support.h"
#include "io/map_export.h"
#include "io/png_file.h"

namespace noisescope::fuzz {
namespace {

// In memory (/dev/shm) where there is one: each input is written, read three
// times and often written back (with its fsync), and a disk makes that the
// slowest part of an input.
std::string scratchPath(const char* what) {
  static const std::string folder = ::access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
  return folder + "/noisescope-fuzz-" + std::to_string(::getpid()) + "-" + what + ".png";
}

void checkError(const std::runtime_error& e, const std::string& path) {
  const std::string message = e.what();
  FUZZ_REQUIRE(message.find(path) != std::string::npos, "error does not name the path: %.200s", message.c_str());
  FUZZ_REQUIRE(message.find_first_of("\n\r") == std::string::npos, "error is not one line: %.200s",
               message.c_str());
}

void checkImage(const io::Image& image) {
  FUZZ_REQUIRE(image.width >= 1 && image.width <= io::kMaxPngSide && image.height >= 1 &&
                   image.height <= io::kMaxPngSide,
               "size %dx%d", image.width, image.height);
  FUZZ_REQUIRE(image.channels >= 1 && image.channels <= 4, "%d channels", image.channels);
  FUZZ_REQUIRE(image.bitDepth == 8 || image.bitDepth == 16, "bit depth %d", image.bitDepth);
  FUZZ_REQUIRE(image.pixels.size() == image.rowBytes() * static_cast<std::size_t>(image.height),
               "%zu pixel bytes for %dx%d", image.pixels.size(), image.width, image.height);
}

bool writable(const io::Image& image) {
  const bool eightBit = image.bitDepth == 8 && (image.channels == 1 || image.channels == 3 || image.channels == 4);
  const bool grey16 = image.bitDepth == 16 && image.channels == 1;
  return (eightBit || grey16) && image.pixels.size() <= 1 << 16;
}

void checkRoundTrip(const io::Image& image) {
  if (!writable(image)) return;
  const std::string path = scratchPath("out");
  io::writePng(path, image, image.text, true);
  const io::Image again = io::readPng(path);
  std::remove(path.c_str());
  FUZZ_REQUIRE(again.width == image.width && again.height == image.height && again.channels == image.channels &&
                   again.bitDepth == image.bitDepth && again.pixels == image.pixels,
               "pixels changed through writePng/readPng (%dx%d, %d channels, %d bits)", image.width, image.height,
               image.channels, image.bitDepth);
  FUZZ_REQUIRE(again.text == image.text, "text changed through writePng/readPng (%zu chunks)", image.text.size());
}

}  // namespace

void fuzzTarget(std::span<const std::uint8_t> data) {
  const std::string path = scratchPath("in");
  std::FILE* f = std::fopen(path.c_str(), "wb");
  FUZZ_REQUIRE(f != nullptr, "cannot write %s", path.c_str());
  std::fwrite(data.data(), 1, data.size(), f);
  std::fclose(f);

  try {
    const std::vector<io::PngText> text = io::readPngText(path);
    for (const io::PngText& t : text) FUZZ_REQUIRE(!t.key.empty(), "a text chunk with an empty key");
  } catch (const io::IoError& e) {
    checkError(e, path);
  }
  try {
    const io::ExportSettings settings = io::settingsFromPng(path);
    FUZZ_REQUIRE(settings.width >= 1 && settings.width <= kMaxFieldSide && settings.height >= 1 &&
                     settings.height <= kMaxFieldSide && settings.preset.hasCamera,
                 "metadata read as %dx%d", settings.width, settings.height);
  } catch (const io::IoError& e) {
    checkError(e, path);
  } catch (const io::PresetError& e) {
    checkError(e, path);
  }
  io::Image image;
  try {
    image = io::readPng(path);
  } catch (const io::IoError& e) {
    checkError(e, path);
    std::remove(path.c_str());
    return;
  }
  std::remove(path.c_str());
  checkImage(image);
  checkRoundTrip(image);
}

}  // namespace noisescope::fuzz
