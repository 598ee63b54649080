// png_file.h — PNG files: 8-bit grey/RGB/RGBA and 16-bit grey out, any PNG
// in (through libpng), text chunks both ways.
//
// Pixels are row-major, channels interleaved, rows packed without padding:
// width * channels * (bitDepth / 8) bytes per row. 16-bit samples are stored
// big-endian, as PNG itself stores them (sample = pixels[2i] << 8 | pixels[2i+1]).
//
// Writing is atomic (atomic_file.h): a temporary file in the same folder,
// renamed when complete; existing files are kept unless `overwrite`. Text
// goes into tEXt chunks (iTXt, UTF-8, when a value is not plain ASCII),
// placed before the image data so readPngText() finds it without decoding.
// The writer is Noisescope's own (chunks, CRCs, the Up filter on every row,
// libdeflate in parallel bands: png_deflate.h); libpng reads.
//
// Reading accepts any valid PNG: palettes and grey below 8 bits are expanded
// to 8-bit, transparency to an alpha channel; 16-bit stays 16-bit. Sides
// above kMaxPngSide are refused before any pixel memory is taken, and so is
// an image whose data could not hold its pixels (deflate expands at most
// 1032 times: a 300-byte file claiming 16384 x 16384). Every
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

// Fills rows [y0, y1) into rows, (y1 - y0) * rowBytes bytes packed. Called
// from several threads at once for different rows, in no particular order,
// and a row may be asked for twice (a band's first row is filtered against
// the row above it). May throw; the write then fails and leaves no file.
using PngBandSource = std::function<void(int y0, int y1, std::span<std::uint8_t> rows)>;

// Called on the writing thread with the rows written so far; may throw to
// stop the write (no file is left).
using PngRowsWritten = std::function<void(int rows)>;

// Writes image (its `text` member is ignored) with the given text chunks.
void writePng(const std::string& path, const Image& image, const std::vector<PngText>& text, bool overwrite);

// Writes a PNG in bands of rows of about a megabyte, each filtered and
// compressed on its own (png_deflate.h), `threads` bands at a time; the bands
// of a 16384 x 16384 render are never all in memory. The same bytes for any
// thread count. A bad format or text key throws std::invalid_argument.
void writePngBands(const std::string& path, const PngFormat& format, const PngBandSource& bands,
                   const std::vector<PngText>& text, bool overwrite, int threads,
                   const PngRowsWritten& written = {});

// The whole image, pixels and every text chunk (tEXt, zTXt, iTXt).
Image readPng(const std::string& path);

// Only the text chunks before the image data; the pixels are not decoded.
std::vector<PngText> readPngText(const std::string& path);

// Whether the file at path starts with the PNG signature (false when it
// cannot be read).
bool looksLikePng(const std::string& path);

}  // namespace noisescope::io
