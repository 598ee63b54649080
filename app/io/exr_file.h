// exr_file.h — float heightmaps as OpenEXR: one 32-bit float channel, "Y".
//
// writeExr stores width x height floats (row-major, top row first) bit for
// bit in an uncompressed scan-line OpenEXR 2 file (one scan line a block),
// with string attributes in the header (exportMap puts its metadata JSON
// under kMetadataKey). Terrain and image tools read a lone Y channel as a
// greyscale image; the tests read every file back with OpenEXR's own
// library (libopenexr-dev). Writing is atomic (atomic_file.h).
//
// The file is written here, not through the OpenEXR library: this layout is
// a few dozen bytes of header and a table of offsets, and linking the
// library's four shared objects cost every start of the program about 6 ms
// of CPU (a quarter of a 2048 x 2048 f32 render). Uncompressed because ZIP
// saved 5% of a 2048 x 2048 fBm field (the low bits of noise floats are
// random) for 15 times the time of the whole render.
//
// readExrText reads the string attributes of any OpenEXR file's header
// (single-part, or the first part), looking at no more than its first
// 1 MiB; failures (missing, unreadable, not OpenEXR, a header cut short or
// malformed) throw IoError with one line naming the path.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "png_file.h"

namespace noisescope::io {

inline constexpr int kMaxExrSide = 16384;

// Writes values (width * height of them). Throws IoError, std::invalid_argument
// for a bad size.
void writeExr(const std::string& path, int width, int height, std::span<const float> values,
              const std::vector<PngText>& text, bool overwrite);

std::vector<PngText> readExrText(const std::string& path);

// Whether the file starts with OpenEXR's magic number (false if unreadable).
bool looksLikeExr(const std::string& path);

}  // namespace noisescope::io
