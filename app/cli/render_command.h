// render_command.h — `noisescope render`: a map to a PNG or RAW file, no window.
//
//   noisescope render [--preset FILE|NAME | --from PNG] [noise options]
//       [--frequency F] [--center X,Y] [--zoom Z] [--thresholds T1,T2,T3]
//       [--view value|gradient|octave:K|landwater|bands] [--size WxH]
//       [--format png|png16|r16|f32] -o FILE [--force] [--stretch]
//   noisescope render --list-presets
//   noisescope render [...] --print-preset    the resolved preset as JSON on stdout
//
// Settings are layered: defaults, then the preset (--preset, or the one a
// PNG from --from carries with its size, view and format), then every other
// option, whatever their order. Formats and metadata: app/io/map_export.h.
// Without --format the file name decides (.png png, .r16, .f32); with
// --from, the format of that PNG.
//
// Output: one line on `out` naming what was written; progress on `err`
// when the work takes more than a second. Exit codes: 0 written; 2 bad
// options or a bad preset or metadata (one line on `err`); 1 a file could
// not be read or written, or exists without --force (one line on `err`);
// 130 interrupted (SIGINT, SIGTERM), the temporary file removed.
#pragma once

#include <cstdio>
#include <span>
#include <string_view>

namespace noisescope::cli {

// args are the words after "render". Returns the process exit code.
int runRender(std::span<const std::string_view> args, std::FILE* out, std::FILE* err);

}  // namespace noisescope::cli
