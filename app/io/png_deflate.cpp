#include "png_deflate.h"

#include <libdeflate.h>
#include <zlib.h>

#include <new>

namespace noisescope::io {

namespace {

constexpr std::size_t kMarkerBytes = 5;  // a spare byte for the stored header's bits, then 0 0 FF FF

// The bit position of the last block's header in a raw DEFLATE stream, and
// the number of bits of its last byte left unused. False if it is not one
// complete stream.
bool findLastBlock(std::span<const std::uint8_t> piece, std::size_t& lastHeaderBit, int& unusedBits) {
  z_stream z{};
  if (inflateInit2(&z, -15) != Z_OK) return false;
  std::uint8_t sink[1 << 15];
  z.next_in = const_cast<Bytef*>(piece.data());
  z.avail_in = static_cast<uInt>(piece.size());
  bool found = false, ended = false;
  int rc = Z_OK;
  while (rc == Z_OK && !ended) {
    z.next_out = sink;
    z.avail_out = sizeof sink;
    rc = inflate(&z, Z_BLOCK);
    // Back at a block boundary (bit 7 of data_type), with data_type & 7 bits
    // of the last byte read not used: the next block's header starts there,
    // or, after the last block (bit 6), the stream ends there.
    if (rc != Z_OK || !(z.data_type & 128)) continue;
    const std::size_t bit = (piece.size() - z.avail_in) * 8 - static_cast<std::size_t>(z.data_type & 7);
    if (z.data_type & 64) {
      ended = bit + static_cast<std::size_t>(z.data_type & 7) == piece.size() * 8;
      unusedBits = z.data_type & 7;
    } else {
      lastHeaderBit = bit;
      found = true;
    }
  }
  inflateEnd(&z);
  return found && ended;
}

}  // namespace

PieceCompressor::PieceCompressor() : compressor_(libdeflate_alloc_compressor(kDeflateLevel)) {
  if (compressor_ == nullptr) throw std::bad_alloc();
}

PieceCompressor::~PieceCompressor() { libdeflate_free_compressor(compressor_); }

std::size_t PieceCompressor::bound(std::size_t rawSize) const {
  return libdeflate_deflate_compress_bound(compressor_, rawSize) + kMarkerBytes;
}

bool PieceCompressor::compress(std::span<const std::uint8_t> raw, bool last, ByteBuffer& out) {
  out.resize(bound(raw.size()));
  const std::size_t size = libdeflate_deflate_compress(compressor_, raw.data(), raw.size(), out.data(), out.size());
  if (size == 0) return false;
  out.resize(size);
  if (last) return true;
  std::size_t header = 0;
  int unused = 0;
  if (!findLastBlock(out, header, unused)) return false;
  out[header / 8] &= static_cast<std::uint8_t>(~(1u << (header % 8)));  // not the final block after all
  // An empty stored block: its 3 header bits (not final, type 0) go into the
  // unused bits, which are zero, or into a new byte; then, byte-aligned,
  // LEN 0 and NLEN FFFF.
  out.back() &= static_cast<std::uint8_t>((1u << (8 - unused)) - 1);
  if (unused < 3) out.push_back(0);
  for (std::uint8_t b : {0x00, 0x00, 0xFF, 0xFF}) out.push_back(b);
  return true;
}

}  // namespace noisescope::io
