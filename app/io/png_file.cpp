#include "png_file.h"

#include <libdeflate.h>
#include <png.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <string>
#include <cstring>
#include <exception>
#include <fstream>
#include <optional>
#include <stdexcept>

#include "noisescope/fill/thread_pool.h"
#include "png_deflate.h"

namespace noisescope::io {

namespace {

// libpng reports errors by longjmp. The functions that call setjmp below
// keep only plain locals and write results through pointers into their
// caller's frame, so nothing with a destructor is skipped and no local is
// read in an indeterminate state after the jump.
struct ErrorSink {
  char message[200] = "unknown libpng error";
};

void onError(png_structp png, png_const_charp message) {
  auto* sink = static_cast<ErrorSink*>(png_get_error_ptr(png));
  std::snprintf(sink->message, sizeof sink->message, "%s", message);
  png_longjmp(png, 1);
}

void onWarning(png_structp, png_const_charp) {}

int colourTypeOf(int channels) {
  switch (channels) {
    case 1: return PNG_COLOR_TYPE_GRAY;
    case 2: return PNG_COLOR_TYPE_GRAY_ALPHA;
    case 3: return PNG_COLOR_TYPE_RGB;
    case 4: return PNG_COLOR_TYPE_RGB_ALPHA;
  }
  throw std::invalid_argument("PNG images have 1 to 4 channels, got " + std::to_string(channels));
}

void checkFormat(const PngFormat& f) {
  if (f.width < 1 || f.height < 1 || f.width > kMaxPngSide || f.height > kMaxPngSide)
    throw std::invalid_argument("PNG size " + std::to_string(f.width) + "x" + std::to_string(f.height) +
                                " is outside 1..16384 per side");
  if (f.bitDepth != 8 && f.bitDepth != 16)
    throw std::invalid_argument("PNG bit depth must be 8 or 16, got " + std::to_string(f.bitDepth));
  colourTypeOf(f.channels);
}

void checkKey(const std::string& key) {
  bool ok = !key.empty() && key.size() <= 79 && key.front() != ' ' && key.back() != ' ';
  for (unsigned char c : key) ok = ok && ((c >= 32 && c <= 126) || c >= 161);
  if (!ok) throw std::invalid_argument("PNG text key '" + key + "' is not 1..79 printable Latin-1 characters");
}

bool isAscii(const std::string& text) {
  for (unsigned char c : text)
    if (c >= 128 || c == 0) return false;
  return true;
}

struct ReadHandle {
  png_structp png = nullptr;
  png_infop info = nullptr;
  std::FILE* file = nullptr;
  ~ReadHandle() {
    png_destroy_read_struct(&png, &info, nullptr);
    if (file != nullptr) std::fclose(file);
  }
};

void collectText(png_structp png, png_infop info, std::vector<PngText>* out) {
  png_textp chunks = nullptr;
  const int count = png_get_text(png, info, &chunks, nullptr);
  out->clear();
  for (int i = 0; i < count; ++i) {
    const std::size_t length =
        chunks[i].compression >= PNG_ITXT_COMPRESSION_NONE ? chunks[i].itxt_length : chunks[i].text_length;
    out->push_back(PngText{chunks[i].key, std::string(chunks[i].text, length)});
  }
}

// Deflate cannot expand its input more than 1032 times (a 258-byte match
// coded in 2 bits), so idatBytes of image data hold at most this many bytes.
std::uint64_t mostInflatedBytes(std::uint64_t idatBytes) { return 1032 * (idatBytes + 1); }

// Fails through png_error when the image's pixels, at their stored depth and
// before filter bytes, cannot fit in what its image data inflates to at most:
// such a file is cut short or lies about its size, and would otherwise cost
// the memory its header claims (a 300-byte file, 2 GB) before libpng finds out.
void checkPixelsFitData(png_structp png, png_infop info, std::uint64_t idatBytes) {
  const std::uint64_t width = png_get_image_width(png, info), height = png_get_image_height(png, info);
  const std::uint64_t bitsPerPixel = std::uint64_t{png_get_bit_depth(png, info)} * png_get_channels(png, info);
  if (width * height * bitsPerPixel / 8 <= mostInflatedBytes(idatBytes)) return;
  char message[160];
  std::snprintf(message, sizeof message, "its %llu bytes of image data cannot hold %llux%llu pixels (truncated or corrupt)",
                static_cast<unsigned long long>(idatBytes), static_cast<unsigned long long>(width),
                static_cast<unsigned long long>(height));
  png_error(png, message);
}

bool decode(png_structp png, png_infop info, std::FILE* in, bool wantPixels, std::uint64_t idatBytes, Image* image,
            std::vector<png_bytep>* rowPointers) {
  if (setjmp(png_jmpbuf(png))) return false;
  png_init_io(png, in);
  png_set_sig_bytes(png, 8);
  png_set_user_limits(png, kMaxPngSide, kMaxPngSide);
  png_read_info(png, info);
  collectText(png, info, &image->text);
  if (!wantPixels) return true;
  checkPixelsFitData(png, info, idatBytes);

  png_set_expand(png);  // palette to RGB, grey below 8 bits to 8, tRNS to alpha
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  image->width = static_cast<int>(png_get_image_width(png, info));
  image->height = static_cast<int>(png_get_image_height(png, info));
  image->channels = png_get_channels(png, info);
  image->bitDepth = png_get_bit_depth(png, info);
  image->pixels.resize(image->rowBytes() * static_cast<std::size_t>(image->height));
  rowPointers->resize(static_cast<std::size_t>(image->height));
  for (int y = 0; y < image->height; ++y)
    (*rowPointers)[static_cast<std::size_t>(y)] = image->pixels.data() + image->rowBytes() * y;
  png_read_image(png, rowPointers->data());
  png_read_end(png, info);
  collectText(png, info, &image->text);
  return true;
}

// Walks the chunk headers after the signature and checks that each chunk's
// declared length fits in what the file has left. libpng allocates what a
// text chunk declares before it reads it (2 GB for a 211-byte file, found by
// fuzzing), so a lying length must be refused before libpng sees the file.
// Adds the lengths of the IDAT chunks to *idatBytes. Leaves the file
// positioned just after the signature. Empty when sound.
std::string chunkLengthError(std::FILE* file, std::uint64_t* idatBytes) {
  if (std::fseek(file, 0, SEEK_END) != 0) return "cannot seek";
  const long size = std::ftell(file);
  long at = 8;
  std::string error;
  while (error.empty() && at + 8 <= size) {
    unsigned char header[8];
    if (std::fseek(file, at, SEEK_SET) != 0 || std::fread(header, 1, sizeof header, file) != sizeof header) {
      error = "cannot read its chunks";
      break;
    }
    const std::uint32_t length = std::uint32_t{header[0]} << 24 | std::uint32_t{header[1]} << 16 |
                                 std::uint32_t{header[2]} << 8 | std::uint32_t{header[3]};
    const long left = size - at - 12;  // bytes after this chunk's header and CRC
    if (length > 0x7FFFFFFFu || static_cast<long>(length) > left) {
      char type[5] = {};
      for (int i = 0; i < 4; ++i) type[i] = (header[4 + i] >= 32 && header[4 + i] < 127) ? header[4 + i] : '?';
      error = "a chunk '" + std::string(type) + "' claims " + std::to_string(length) + " bytes but the file has " +
              std::to_string(left < 0 ? 0 : left) + " left (truncated or corrupt)";
    }
    if (std::memcmp(header + 4, "IDAT", 4) == 0) *idatBytes += length;
    if (std::memcmp(header + 4, "IEND", 4) == 0) break;
    at += 12 + static_cast<long>(length);
  }
  // No IEND: the file ends between chunks or inside a chunk's length and
  // type (libpng would only say "Read Error").
  if (error.empty() && at + 8 > size)
    error = "the file ends after " + std::to_string(size) + " bytes, before its IEND chunk (truncated)";
  if (std::fseek(file, 8, SEEK_SET) != 0 && error.empty()) error = "cannot seek";
  return error;
}

// ---- Writing ----

// Bands of about this many bytes of pixels: big enough that restarting the
// compressor's window costs about 0.5%, small enough to keep a few in memory.
constexpr std::size_t kBandBytes = std::size_t{1} << 20;

void putU32(std::uint8_t* at, std::uint32_t v) {
  at[0] = static_cast<std::uint8_t>(v >> 24);
  at[1] = static_cast<std::uint8_t>(v >> 16);
  at[2] = static_cast<std::uint8_t>(v >> 8);
  at[3] = static_cast<std::uint8_t>(v);
}

std::uint32_t chunkCrc(const char* type, std::span<const std::uint8_t> data) {
  // libdeflate's checksums, not zlib's: several times faster (carry-less
  // multiplication and vector sums against zlib 1.2's table loops).
  const std::uint32_t crc = libdeflate_crc32(0, type, 4);
  return data.empty() ? crc : libdeflate_crc32(crc, data.data(), data.size());  // a null buffer would reset it
}

// One chunk: length, type, data, CRC (of type and data; computed if not given).
void writeChunk(AtomicFile& file, const char* type, std::span<const std::uint8_t> data,
                std::optional<std::uint32_t> crc = std::nullopt) {
  std::uint8_t head[8];
  putU32(head, static_cast<std::uint32_t>(data.size()));
  std::memcpy(head + 4, type, 4);
  std::uint8_t tail[4];
  putU32(tail, crc ? *crc : chunkCrc(type, data));
  file.write(head);
  file.write(data);
  file.write(tail);
}

// Signature, IHDR and the text chunks (tEXt, or iTXt with UTF-8).
void writeHeader(AtomicFile& file, const PngFormat& f, const std::vector<PngText>& text) {
  static constexpr std::uint8_t kSignature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
  file.write(kSignature);
  std::uint8_t ihdr[13] = {};
  putU32(ihdr, static_cast<std::uint32_t>(f.width));
  putU32(ihdr + 4, static_cast<std::uint32_t>(f.height));
  ihdr[8] = static_cast<std::uint8_t>(f.bitDepth);
  ihdr[9] = static_cast<std::uint8_t>(colourTypeOf(f.channels));  // then deflate, adaptive filters, no interlace
  writeChunk(file, "IHDR", ihdr);
  for (const PngText& t : text) {
    const bool ascii = isAscii(t.value);
    std::string data = t.key;
    data.push_back('\0');
    if (!ascii) data.append(std::string("\0\0\0\0", 4));  // not compressed, method 0, no language, no translated key
    data += t.value;
    writeChunk(file, ascii ? "tEXt" : "iTXt", {reinterpret_cast<const std::uint8_t*>(data.data()), data.size()});
  }
}

// One band's buffers, reused from band to band.
struct BandWork {
  PieceCompressor compressor;
  ByteBuffer rows;      // the band's rows, after the row above it
  ByteBuffer filtered;  // a filter byte and the Up-filtered row, per row
  ByteBuffer piece;     // compressed
  std::uint32_t adler = 0;             // of filtered
  std::uint32_t crc = 0;               // of the IDAT chunk holding piece
  bool compressed = false;
  std::exception_ptr error;
};

void encodeBand(const PngBandSource& source, std::size_t rowBytes, int y0, int y1, bool last, BandWork& w) {
  const int from = std::max(0, y0 - 1);
  w.rows.resize(rowBytes * static_cast<std::size_t>(y1 - from));
  source(from, y1, w.rows);
  w.filtered.resize((rowBytes + 1) * static_cast<std::size_t>(y1 - y0));
  for (int y = y0; y < y1; ++y) {
    const std::uint8_t* row = w.rows.data() + rowBytes * static_cast<std::size_t>(y - from);
    std::uint8_t* out = w.filtered.data() + (rowBytes + 1) * static_cast<std::size_t>(y - y0);
    out[0] = 2;  // Up: each byte less the byte above it (the first row: less zero)
    if (y == 0) {
      std::memcpy(out + 1, row, rowBytes);
    } else {
      const std::uint8_t* above = row - rowBytes;
      for (std::size_t x = 0; x < rowBytes; ++x) out[1 + x] = static_cast<std::uint8_t>(row[x] - above[x]);
    }
  }
  w.adler = libdeflate_adler32(1, w.filtered.data(), w.filtered.size());
  w.compressed = w.compressor.compress(w.filtered, last, w.piece);
  w.crc = chunkCrc("IDAT", w.piece);
}

Image readPngFile(const std::string& path, bool wantPixels) {
  ReadHandle h;
  h.file = std::fopen(path.c_str(), "rb");
  if (h.file == nullptr) throw IoError("cannot read " + quotedPath(path) + ": " + std::strerror(errno));
  png_byte signature[8] = {};
  if (std::fread(signature, 1, sizeof signature, h.file) != sizeof signature ||
      png_sig_cmp(signature, 0, sizeof signature) != 0)
    throw IoError("cannot read " + quotedPath(path) + ": not a PNG file");
  std::uint64_t idatBytes = 0;
  if (const std::string error = chunkLengthError(h.file, &idatBytes); !error.empty())
    throw IoError("cannot read " + quotedPath(path) + ": " + error);

  ErrorSink sink;
  h.png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, onError, onWarning);
  if (h.png != nullptr) h.info = png_create_info_struct(h.png);
  if (h.png == nullptr || h.info == nullptr) throw IoError("cannot read " + quotedPath(path) + ": out of memory");

  Image image;
  std::vector<png_bytep> rowPointers;
  try {
    if (!decode(h.png, h.info, h.file, wantPixels, idatBytes, &image, &rowPointers))
      throw IoError("cannot read " + quotedPath(path) + ": " + sink.message);
  } catch (const std::bad_alloc&) {
    throw IoError("cannot read " + quotedPath(path) + ": not enough memory for its pixels");
  }
  return image;
}

}  // namespace

void writePng(const std::string& path, const Image& image, const std::vector<PngText>& text, bool overwrite) {
  const PngFormat format{image.width, image.height, image.channels, image.bitDepth};
  checkFormat(format);
  if (image.pixels.size() != image.rowBytes() * static_cast<std::size_t>(image.height))
    throw std::invalid_argument("PNG pixel buffer holds " + std::to_string(image.pixels.size()) +
                                " bytes, expected " + std::to_string(image.rowBytes() * image.height));
  const std::size_t rowBytes = image.rowBytes();
  writePngBands(
      path, format,
      [&](int y0, int y1, std::span<std::uint8_t> rows) {
        std::memcpy(rows.data(), image.pixels.data() + rowBytes * static_cast<std::size_t>(y0),
                    rowBytes * static_cast<std::size_t>(y1 - y0));
      },
      text, overwrite, 1);
}

void writePngBands(const std::string& path, const PngFormat& format, const PngBandSource& bands,
                   const std::vector<PngText>& text, bool overwrite, int threads, const PngRowsWritten& written) {
  checkFormat(format);
  for (const PngText& t : text) checkKey(t.key);
  const std::size_t rowBytes = static_cast<std::size_t>(format.width) * format.channels * (format.bitDepth / 8);
  const int bandRows = static_cast<int>(std::clamp<std::size_t>(kBandBytes / rowBytes, 1, kMaxPngSide));
  const int bandCount = (format.height + bandRows - 1) / bandRows;
  ThreadPool pool(std::clamp(threads, 1, ThreadPool::kMaxThreads));
  const int slots = std::min(bandCount, pool.threads() * 2);  // two bands a thread even out their speeds
  std::vector<BandWork> work(static_cast<std::size_t>(slots));

  AtomicFile file(path, overwrite);
  writeHeader(file, format, text);
  writeChunk(file, "IDAT", kZlibHeader);
  std::uint32_t adler = adler32(0, nullptr, 0);
  for (int first = 0; first < bandCount; first += slots) {
    const int count = std::min(slots, bandCount - first);
    pool.run(count, [&](int i) {
      BandWork& w = work[static_cast<std::size_t>(i)];
      const int band = first + i;
      const int y0 = band * bandRows;
      const int y1 = std::min(format.height, y0 + bandRows);
      try {
        w.error = nullptr;
        encodeBand(bands, rowBytes, y0, y1, band == bandCount - 1, w);
      } catch (...) {
        w.error = std::current_exception();  // the pool's threads must not throw
      }
    });
    for (int i = 0; i < count; ++i) {
      BandWork& w = work[static_cast<std::size_t>(i)];
      if (w.error) std::rethrow_exception(w.error);
      if (!w.compressed) throw IoError("cannot write " + quotedPath(path) + ": compression failed (out of memory?)");
      writeChunk(file, "IDAT", w.piece, w.crc);
      adler = adler32_combine(adler, w.adler, static_cast<z_off_t>(w.filtered.size()));
    }
    if (written) written(std::min(format.height, (first + count) * bandRows));
  }
  const std::uint8_t trailer[4] = {static_cast<std::uint8_t>(adler >> 24), static_cast<std::uint8_t>(adler >> 16),
                                   static_cast<std::uint8_t>(adler >> 8), static_cast<std::uint8_t>(adler)};
  writeChunk(file, "IDAT", trailer);
  writeChunk(file, "IEND", {});
  file.commit();
}

Image readPng(const std::string& path) { return readPngFile(path, true); }

std::vector<PngText> readPngText(const std::string& path) { return readPngFile(path, false).text; }

bool looksLikePng(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char signature[8] = {};
  return in.read(signature, sizeof signature) && std::memcmp(signature, "\x89PNG\r\n\x1a\n", 8) == 0;
}

}  // namespace noisescope::io
