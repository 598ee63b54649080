// Field memory for exports (map_export.h: allocateFieldMemory): whole 2 MiB
// pages, where the kernel grants them, for fields of at least one page.
#include <cstddef>
#include <cstdint>
#include <new>

#ifdef __linux__
#include <sys/mman.h>
#endif

#include "map_export.h"

namespace noisescope::io {

namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;

// Whole 2 MiB pages for fields of at least one such page.
bool inHugePages(std::size_t count) {
  return count * sizeof(float) >= kHugePage;
}

}  // namespace

float* allocateFieldMemory(std::size_t count) {
  if (count > (SIZE_MAX - kHugePage) / sizeof(float)) throw std::bad_alloc();
  if (!inHugePages(count)) return static_cast<float*>(::operator new(count * sizeof(float)));
  const std::size_t bytes = (count * sizeof(float) + kHugePage - 1) / kHugePage * kHugePage;
  void* memory = ::operator new (bytes, std::align_val_t{kHugePage});
#ifdef __linux__
  ::madvise(memory, bytes, MADV_HUGEPAGE);  // a request; small pages if refused
#endif
  return static_cast<float*>(memory);
}

void freeFieldMemory(float* memory, std::size_t count) noexcept {
  if (!inHugePages(count)) return ::operator delete(memory);
  ::operator delete (memory, std::align_val_t{kHugePage});
}

}  // namespace noisescope::io
