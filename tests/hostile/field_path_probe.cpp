// field_path_probe NAME: exits 0 when the field path NAME (field.h) runs on
// this machine and NOISESCOPE_FIELD_PATH, if set, really selected it; 77 (a
// skip for ctest) when this CPU or build lacks the path. The golden test is
// run once per path behind it, so "golden with avx512 forced" never passes by
// quietly running another path.
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "noisescope/fill/field.h"

int main(int argc, char** argv) {
  using namespace noisescope;
  const auto path = argc == 2 ? fieldPathFromName(argv[1]) : std::nullopt;
  if (!path) {
    std::fprintf(stderr, "usage: field_path_probe scalar|sse2|avx2|avx512\n");
    return 2;
  }
  if (!fieldPathSupported(*path)) {
    std::printf("field path %s: not on this machine, skipped\n", argv[1]);
    return 77;
  }
  const char* forced = std::getenv("NOISESCOPE_FIELD_PATH");
  if (forced != nullptr && fieldPathFromName(forced) == path && fieldPath() != *path) {
    std::fprintf(stderr, "NOISESCOPE_FIELD_PATH=%s, but fills use %s\n", forced, fieldPathName(fieldPath()).data());
    return 1;
  }
  std::printf("field path %s: fills use %s\n", argv[1], fieldPathName(fieldPath()).data());
  return 0;
}
