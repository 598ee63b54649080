// exr_file.h — float heightmaps as OpenEXR: one 32-bit float channel, "Y".
//
// writeExr stores width x height floats (row-major, top row first) bit for
// bit in an uncompressed scan-line OpenEXR file, with string attributes in
// the header (exportMap puts its metadata JSON under kMetadataKey). Terrain
// and image tools read a lone Y channel as a greyscale image. Uncompressed
// because ZIP saved 5% of a 2048 x 2048 fBm field (the low bits of noise
// floats are random) for 15 times the time of the whole render. Writing is
// atomic (atomic_file.h).
//
// readExr reads the Y channel (or the only channel) of any scan-line or
// tiled OpenEXR file as floats, and every string attribute; readExrText
// reads only the header. Sides above kMaxExrSide are refused before any
// pixel memory is taken. Every failure throws IoError with one line naming
// the path and what OpenEXR said.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "png_file.h"

namespace noisescope::io {

inline constexpr int kMaxExrSide = 16384;

struct ExrImage {
  int width = 0;                // pixels, [1, kMaxExrSide]
  int height = 0;               // pixels, [1, kMaxExrSide]
  std::vector<float> values;    // width * height, row-major
  std::vector<PngText> text;    // the header's string attributes, by name
};

// Writes values (width * height of them). Throws IoError, std::invalid_argument
// for a bad size.
void writeExr(const std::string& path, int width, int height, std::span<const float> values,
              const std::vector<PngText>& text, bool overwrite);

ExrImage readExr(const std::string& path);
std::vector<PngText> readExrText(const std::string& path);

// Whether the file starts with OpenEXR's magic number (false if unreadable).
bool looksLikeExr(const std::string& path);

}  // namespace noisescope::io
