// sample_command.h — `noisescope sample`: fBm values at points read from a stream.
//
// Reads "x y" (lattice units, frequency 1) one pair per line and writes one
// value per line, %.17g, so a double round-trips exactly. Output range: as
// fbm() (fbm.h). A malformed line, or one longer than kMaxSampleLineBytes,
// stops the run with one line "line N: ..." (the line quoted, control
// characters as '?', cut at 60 bytes) and exit 2.
#pragma once

#include <cstddef>
#include <cstdio>
#include <istream>
#include <optional>
#include <span>
#include <string_view>

namespace noisescope::cli {

// No "x y" line comes near it (two %.17g numbers take under 60 bytes); a
// longer line is refused after this many bytes, never read whole.
inline constexpr std::size_t kMaxSampleLineBytes = 4096;

struct SamplePoint {
  double x;  // lattice units; nan and +-inf pass through (the core makes them sane)
  double y;
};

// One input line, "x y" with spaces or tabs around and between (a trailing
// '\r' is allowed); nullopt for anything else, including a third number.
std::optional<SamplePoint> parseSampleLine(std::string_view line);

// args are the words after "sample". Returns the process exit code.
int runSample(std::span<const std::string_view> args, std::istream& in, std::FILE* out, std::FILE* err);

}  // namespace noisescope::cli
