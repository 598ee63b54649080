// Linked into noisescope_alloc_probe only: replaces operator new and delete
// with malloc and free plus a per-thread count, and hands the count to the
// explorer (frame_counters.h), so the idle-frame test can see every C++
// allocation the UI thread makes.
#include <cstddef>
#include <cstdlib>
#include <new>

#include "gui/frame_counters.h"

namespace {

thread_local std::uint64_t newCount = 0;

std::uint64_t readNewCount() { return newCount; }

[[maybe_unused]] const bool installed = [] {
  noisescope::gui::threadNewCount = &readNewCount;
  return true;
}();

void* allocate(std::size_t size, std::size_t alignment) {
  ++newCount;
  if (size == 0) size = 1;
  void* p = alignment <= alignof(std::max_align_t)
                ? std::malloc(size)
                : std::aligned_alloc(alignment, (size + alignment - 1) / alignment * alignment);
  if (p == nullptr) throw std::bad_alloc();
  return p;
}

}  // namespace

void* operator new(std::size_t size) { return allocate(size, alignof(std::max_align_t)); }
void* operator new(std::size_t size, std::align_val_t a) { return allocate(size, static_cast<std::size_t>(a)); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }

// The other forms too: a form left out would come from the C++ runtime (or
// AddressSanitizer's), and its blocks would reach the free() above — an
// alloc-dealloc mismatch ASan reports inside Mesa's LLVM.
void* operator new[](std::size_t size) { return allocate(size, alignof(std::max_align_t)); }
void* operator new[](std::size_t size, std::align_val_t a) { return allocate(size, static_cast<std::size_t>(a)); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  ++newCount;
  return std::malloc(size == 0 ? 1 : size);
}
void* operator new[](std::size_t size, const std::nothrow_t& t) noexcept { return operator new(size, t); }
void* operator new(std::size_t size, std::align_val_t a, const std::nothrow_t&) noexcept {
  try {
    return allocate(size, static_cast<std::size_t>(a));
  } catch (const std::bad_alloc&) {
    return nullptr;
  }
}
void* operator new[](std::size_t size, std::align_val_t a, const std::nothrow_t& t) noexcept {
  return operator new(size, a, t);
}
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
