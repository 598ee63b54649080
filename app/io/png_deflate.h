// png_deflate.h — one zlib stream compressed in independent pieces, so the
// pieces can be compressed on several threads at once (as pigz does for
// gzip) with libdeflate, which compresses a whole buffer in one call.
//
// Each piece is a complete raw DEFLATE stream from libdeflate, then joined
// as zlib's examples/gzjoin.c joins streams: zlib's inflate walks the piece
// block by block (Z_BLOCK) to find its last block, whose "final" bit is
// cleared, and an empty stored block (0 0 FF FF, the marker of a sync
// flush) ends the piece on a byte boundary. The pieces of a stream, in
// order, followed by the final piece as it came, then read as one stream.
// A piece starts with an empty window: a piece of a megabyte loses about
// 0.5% against one stream.
//
// Compression level kDeflateLevel (libdeflate 1 to 12). Measured on a
// 4096 x 4096 16-bit heightmap with the PNG Up filter, one core: level 2
// about 110 MB/s on a smooth gradient field and 72 MB/s on rough-mountains,
// the files 4% larger and 0.2% larger than zlib level 4 (libpng's previous
// setting, 55 and 26 MB/s); walking the piece costs about 40% more.
// Deterministic: the same bytes for the same input and level, whatever the
// thread that compressed them.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <utility>
#include <vector>

struct libdeflate_compressor;

namespace noisescope::io {

// Bytes whose new elements are left uninitialised: the band buffers are
// written whole after each resize, and zero-filling them cost 6% of a png16
// export.
template <class T>
struct DefaultInitAllocator : std::allocator<T> {
  template <class U>
  struct rebind {
    using other = DefaultInitAllocator<U>;
  };
  DefaultInitAllocator() = default;
  template <class U>
  DefaultInitAllocator(const DefaultInitAllocator<U>&) noexcept {}
  template <class U>
  void construct(U* p) noexcept {
    ::new (static_cast<void*>(p)) U;
  }
  template <class U, class... Args>
  void construct(U* p, Args&&... args) {
    ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
  }
};
using ByteBuffer = std::vector<std::uint8_t, DefaultInitAllocator<std::uint8_t>>;

inline constexpr int kDeflateLevel = 2;

// One per thread (not shareable); reused across pieces.
class PieceCompressor {
 public:
  PieceCompressor();
  ~PieceCompressor();
  PieceCompressor(const PieceCompressor&) = delete;
  PieceCompressor& operator=(const PieceCompressor&) = delete;

  // Replaces out with raw compressed as a piece of a stream: a complete,
  // final stream when last, else one that ends byte-aligned and lets the
  // next piece follow. Returns false on failure (out of memory), never throws
  // if out has capacity(bound(raw.size())).
  bool compress(std::span<const std::uint8_t> raw, bool last, ByteBuffer& out);

  // Bytes a piece of rawSize bytes may take.
  std::size_t bound(std::size_t rawSize) const;

 private:
  libdeflate_compressor* compressor_;
};

// The zlib stream header for DEFLATE with a 32 KiB window (RFC 1950), and
// the trailer: the big-endian Adler-32 of everything compressed.
inline constexpr std::uint8_t kZlibHeader[2] = {0x78, 0x5E};

}  // namespace noisescope::io
