// sample_command.h — `noisescope sample`: fBm values at points read from a stream.
//
// Reads "x y" (lattice units, frequency 1) one pair per line and writes one
// value per line, %.17g, so a double round-trips exactly. Output range: as
// fbm() (fbm.h). A malformed line stops the run with "line N: ..." and exit 2.
#pragma once

#include <cstdio>
#include <istream>
#include <optional>
#include <span>
#include <string_view>

namespace noisescope::cli {

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
