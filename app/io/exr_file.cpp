#include "exr_file.h"

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <utility>

namespace noisescope::io {

namespace {

constexpr std::uint8_t kMagic[4] = {0x76, 0x2F, 0x31, 0x01};
constexpr std::size_t kMaxHeaderBytes = std::size_t{1} << 20;

// OpenEXR stores everything little-endian.
struct Bytes {
  std::vector<std::uint8_t> data;
  void u8(std::uint8_t v) { data.push_back(v); }
  void u32(std::uint32_t v) {
    for (int i = 0; i < 4; ++i) data.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
  }
  void u64(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) data.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
  }
  void text(const std::string& s) {  // null-terminated
    data.insert(data.end(), s.begin(), s.end());
    data.push_back(0);
  }
  // An attribute: name, type name, size, then the value written by value().
  template <class Value>
  void attribute(const std::string& name, const std::string& type, Value value) {
    text(name);
    text(type);
    const std::size_t sizeAt = data.size();
    u32(0);
    value();
    const std::uint32_t size = static_cast<std::uint32_t>(data.size() - sizeAt - 4);
    for (int i = 0; i < 4; ++i) data[sizeAt + static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(size >> (8 * i));
  }
};

std::vector<std::uint8_t> header(int width, int height, const std::vector<PngText>& text) {
  Bytes b;
  b.data.assign(std::begin(kMagic), std::end(kMagic));
  b.u32(2);  // version 2, single-part scan-line file, short names
  b.attribute("channels", "chlist", [&] {
    b.text("Y");
    b.u32(2);                  // pixel type FLOAT
    b.u8(0);                   // pLinear
    b.u8(0), b.u8(0), b.u8(0);  // reserved
    b.u32(1), b.u32(1);        // x and y sampling
    b.u8(0);                   // end of the list
  });
  b.attribute("compression", "compression", [&] { b.u8(0); });  // NO_COMPRESSION
  for (const char* window : {"dataWindow", "displayWindow"})
    b.attribute(window, "box2i", [&] {
      b.u32(0), b.u32(0);
      b.u32(static_cast<std::uint32_t>(width - 1)), b.u32(static_cast<std::uint32_t>(height - 1));
    });
  b.attribute("lineOrder", "lineOrder", [&] { b.u8(0); });  // INCREASING_Y
  b.attribute("pixelAspectRatio", "float", [&] { b.u32(std::bit_cast<std::uint32_t>(1.0f)); });
  b.attribute("screenWindowCenter", "v2f", [&] { b.u32(0), b.u32(0); });
  b.attribute("screenWindowWidth", "float", [&] { b.u32(std::bit_cast<std::uint32_t>(1.0f)); });
  for (const PngText& t : text)
    b.attribute(t.key, "string", [&] { b.data.insert(b.data.end(), t.value.begin(), t.value.end()); });
  b.u8(0);  // end of the header
  return std::move(b.data);
}

void checkName(const std::string& name) {
  if (name.empty() || name.size() > 31 || name.find('\0') != std::string::npos)
    throw std::invalid_argument("EXR attribute name '" + name + "' is not 1..31 characters");
}

}  // namespace

void writeExr(const std::string& path, int width, int height, std::span<const float> values,
              const std::vector<PngText>& text, bool overwrite) {
  if (width < 1 || height < 1 || width > kMaxExrSide || height > kMaxExrSide)
    throw std::invalid_argument("EXR size " + std::to_string(width) + "x" + std::to_string(height) +
                                " is outside 1..16384 per side");
  if (values.size() != static_cast<std::size_t>(width) * static_cast<std::size_t>(height))
    throw std::invalid_argument("EXR pixel buffer holds " + std::to_string(values.size()) + " values");
  for (const PngText& t : text) checkName(t.key);
  static_assert(std::endian::native == std::endian::little, "EXR samples are written as they lie in memory");

  AtomicFile file(path, overwrite);
  const std::vector<std::uint8_t> head = header(width, height, text);
  const std::uint64_t rowBytes = 4 * static_cast<std::uint64_t>(width);
  // The offset of every scan-line block: y, byte count, then the floats.
  Bytes table;
  std::uint64_t at = head.size() + 8 * static_cast<std::uint64_t>(height);
  for (int y = 0; y < height; ++y, at += 8 + rowBytes) table.u64(at);
  file.write(head);
  file.write(table.data);
  for (int y = 0; y < height; ++y) {
    Bytes block;
    block.u32(static_cast<std::uint32_t>(y));
    block.u32(static_cast<std::uint32_t>(rowBytes));
    file.write(block.data);
    file.write({reinterpret_cast<const std::uint8_t*>(values.data() + static_cast<std::size_t>(y) * width),
                static_cast<std::size_t>(rowBytes)});
  }
  file.commit();
}

std::vector<PngText> readExrText(const std::string& path) {
  const auto fail = [&](const std::string& reason) -> void { throw IoError("cannot read " + quotedPath(path) + ": " + reason); };
  std::ifstream in(path, std::ios::binary);
  if (!in) fail(std::strerror(errno));
  std::vector<std::uint8_t> d(kMaxHeaderBytes);
  in.read(reinterpret_cast<char*>(d.data()), static_cast<std::streamsize>(d.size()));
  d.resize(static_cast<std::size_t>(in.gcount()));
  if (d.size() < 8 || std::memcmp(d.data(), kMagic, 4) != 0) fail("not an OpenEXR file");
  std::size_t at = 8;
  const auto name = [&] {  // a null-terminated name
    const auto end = std::find(d.begin() + static_cast<std::ptrdiff_t>(at), d.end(), std::uint8_t{0});
    if (end == d.end()) fail("its header is cut short or over 1 MiB");
    std::string s(d.begin() + static_cast<std::ptrdiff_t>(at), end);
    at = static_cast<std::size_t>(end - d.begin()) + 1;
    return s;
  };
  std::vector<PngText> text;
  for (std::string attribute = name(); !attribute.empty(); attribute = name()) {
    const std::string type = name();
    if (d.size() - at < 4) fail("its header is cut short");
    const std::uint32_t size = std::uint32_t{d[at]} | std::uint32_t{d[at + 1]} << 8 |
                               std::uint32_t{d[at + 2]} << 16 | std::uint32_t{d[at + 3]} << 24;
    at += 4;
    if (size > d.size() - at) fail("attribute '" + attribute.substr(0, 31) + "' runs past its header");
    if (type == "string") text.push_back(PngText{attribute, std::string(d.begin() + static_cast<std::ptrdiff_t>(at),
                                                                        d.begin() + static_cast<std::ptrdiff_t>(at + size))});
    at += size;
  }
  return text;
}

bool looksLikeExr(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char magic[4] = {};
  return in.read(magic, 4) && std::memcmp(magic, kMagic, 4) == 0;
}

}  // namespace noisescope::io
