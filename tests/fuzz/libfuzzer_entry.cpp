// The libFuzzer entry point shared by every target: a broken promise aborts,
// so libFuzzer keeps the input as a crash artifact and prints the check.
#include <cstdio>
#include <cstdlib>

#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    noisescope::fuzz::fuzzTarget(std::span<const std::uint8_t>(data, size));
  } catch (const noisescope::fuzz::FuzzFailure& failure) {
    std::fprintf(stderr, "fuzz check failed: %s\n", failure.what());
    std::abort();
  }
  return 0;
}
