// png_file.h — PNG files through libpng: 8-bit grey/RGB/RGBA and 16-bit grey
// out, any PNG in, text chunks both ways.
//
// Pixels are row-major, channels interleaved, rows packed without padding:
// width * channels * (bitDepth / 8) bytes per row. 16-bit samples are stored
// big-endian, as PNG itself stores them (sample = pixels[2i] << 8 | pixels[2i+1]).
//
// Writing is atomic (atomic_file.h): a temporary file in the same folder,
// renamed when complete; existing files are kept unless `overwrite`. Text
// goes into tEXt chunks (iTXt, UTF-8, when a value is not plain ASCII),
// placed before the image data so readPngText() finds it without decoding.
// Compression: deflate level 4, Up filter (measured in png_file.cpp).
//
// Reading accepts any valid PNG: palettes and grey below 8 bits are expanded
// to 8-bit, transparency to an alpha channel; 16-bit stays 16-bit. Sides
// above kMaxPngSide are refused before any pixel memory is taken. Every
// failure (missing, unreadable, truncated, not a PNG) throws IoError with one
// line naming the path and what libpng said.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "atomic_file.h"

namespace noisescope::io {

inline constexpr int kMaxPngSide = 16384;

struct PngText {
  std::string key;    // 1..79 printable Latin-1 characters
  std::string value;  // any UTF-8 text
  bool operator==(const PngText&) const = default;
};

struct Image {
  int width = 0;      // pixels, [1, kMaxPngSide]
  int height = 0;     // pixels, [1, kMaxPngSide]
  int channels = 0;   // 1 grey, 2 grey+alpha, 3 RGB, 4 RGBA
  int bitDepth = 8;   // 8 or 16
  std::vector<std::uint8_t> pixels;  // height * rowBytes(), 16-bit big-endian
  std::vector<PngText> text;         // filled by readPng; writePng takes its own list

  std::size_t rowBytes() const { return static_cast<std::size_t>(width) * channels * (bitDepth / 8); }
};

// The shape of an image to stream out (width, height, channels, bitDepth as in Image).
struct PngFormat {
  int width = 0;
  int height = 0;
  int channels = 3;
  int bitDepth = 8;
};

// Fills row y (top to bottom, each exactly once, in order) of rowBytes bytes.
using PngRowSource = std::function<void(int y, std::span<std::uint8_t> row)>;

// Writes image (its `text` member is ignored) with the given text chunks.
void writePng(const std::string& path, const Image& image, const std::vector<PngText>& text, bool overwrite);

// Writes a PNG row by row, so a 16384 x 16384 render never needs a second
// full-size buffer. A bad format or text key throws std::invalid_argument.
void writePngRows(const std::string& path, const PngFormat& format, const PngRowSource& rows,
                  const std::vector<PngText>& text, bool overwrite);

// The whole image, pixels and every text chunk (tEXt, zTXt, iTXt).
Image readPng(const std::string& path);

// Only the text chunks before the image data; the pixels are not decoded.
std::vector<PngText> readPngText(const std::string& path);

}  // namespace noisescope::io
