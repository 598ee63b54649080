#include "exr_file.h"

#include <ImfChannelList.h>
#include <ImfFrameBuffer.h>
#include <ImfHeader.h>
#include <ImfIO.h>
#include <ImfInputFile.h>
#include <ImfOutputFile.h>
#include <ImfStringAttribute.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <fstream>
#include <new>
#include <stdexcept>

namespace noisescope::io {

namespace {

constexpr const char* kChannel = "Y";

// OpenEXR's output through the temporary file of an AtomicFile.
class AtomicStream : public Imf::OStream {
 public:
  explicit AtomicStream(AtomicFile& file) : Imf::OStream(file.tempPath().c_str()), file_(file) {}
  void write(const char c[], int n) override {
    if (std::fwrite(c, 1, static_cast<std::size_t>(n), file_.stream()) != static_cast<std::size_t>(n))
      throw std::runtime_error(std::strerror(errno));
  }
  uint64_t tellp() override { return static_cast<uint64_t>(ftello(file_.stream())); }
  void seekp(uint64_t pos) override {
    if (fseeko(file_.stream(), static_cast<off_t>(pos), SEEK_SET) != 0) throw std::runtime_error(std::strerror(errno));
  }

 private:
  AtomicFile& file_;
};

std::vector<PngText> stringAttributes(const Imf::Header& header) {
  std::vector<PngText> text;
  for (auto it = header.begin(); it != header.end(); ++it)
    if (const auto* s = dynamic_cast<const Imf::StringAttribute*>(&it.attribute()))
      text.push_back(PngText{it.name(), s->value()});
  return text;
}

template <class Read>
auto readOrThrow(const std::string& path, Read read) {
  try {
    Imf::InputFile file(path.c_str(), 1);
    return read(file);
  } catch (const IoError&) {
    throw;
  } catch (const std::bad_alloc&) {
    throw IoError("cannot read " + quotedPath(path) + ": not enough memory for its pixels");
  } catch (const std::exception& e) {
    std::string what = e.what();
    what = what.substr(0, what.find('\n'));
    throw IoError("cannot read " + quotedPath(path) + ": " + what);
  }
}

}  // namespace

void writeExr(const std::string& path, int width, int height, std::span<const float> values,
              const std::vector<PngText>& text, bool overwrite) {
  if (width < 1 || height < 1 || width > kMaxExrSide || height > kMaxExrSide)
    throw std::invalid_argument("EXR size " + std::to_string(width) + "x" + std::to_string(height) +
                                " is outside 1..16384 per side");
  if (values.size() != static_cast<std::size_t>(width) * static_cast<std::size_t>(height))
    throw std::invalid_argument("EXR pixel buffer holds " + std::to_string(values.size()) + " values");
  AtomicFile file(path, overwrite);
  try {
    Imf::Header header(width, height);
    header.compression() = Imf::NO_COMPRESSION;
    header.channels().insert(kChannel, Imf::Channel(Imf::FLOAT));
    for (const PngText& t : text) header.insert(t.key, Imf::StringAttribute(t.value));
    AtomicStream stream(file);
    Imf::OutputFile out(stream, header);
    Imf::FrameBuffer frame;
    frame.insert(kChannel, Imf::Slice(Imf::FLOAT, const_cast<char*>(reinterpret_cast<const char*>(values.data())),
                                      sizeof(float), sizeof(float) * static_cast<std::size_t>(width)));
    out.setFrameBuffer(frame);
    out.writePixels(height);
  } catch (const IoError&) {
    throw;
  } catch (const std::exception& e) {
    std::string what = e.what();
    throw IoError("cannot write " + quotedPath(path) + ": " + what.substr(0, what.find('\n')));
  }
  file.commit();
}

std::vector<PngText> readExrText(const std::string& path) {
  return readOrThrow(path, [](Imf::InputFile& file) { return stringAttributes(file.header()); });
}

ExrImage readExr(const std::string& path) {
  return readOrThrow(path, [&](Imf::InputFile& file) {
    const Imath::Box2i window = file.header().dataWindow();
    const long long w = static_cast<long long>(window.max.x) - window.min.x + 1;
    const long long h = static_cast<long long>(window.max.y) - window.min.y + 1;
    if (w < 1 || h < 1 || w > kMaxExrSide || h > kMaxExrSide)
      throw IoError("cannot read " + quotedPath(path) + ": its size " + std::to_string(w) + "x" + std::to_string(h) +
                    " is outside 1..16384 per side");
    const Imf::ChannelList& channels = file.header().channels();
    const Imf::Channel* y = channels.findChannel(kChannel);
    const char* name = kChannel;
    if (y == nullptr && channels.begin() != channels.end() && ++channels.begin() == channels.end())
      name = channels.begin().name();
    else if (y == nullptr)
      throw IoError("cannot read " + quotedPath(path) + ": no Y channel, and more than one other");
    ExrImage image;
    image.width = static_cast<int>(w);
    image.height = static_cast<int>(h);
    image.values.resize(static_cast<std::size_t>(w * h));
    Imf::FrameBuffer frame;
    // The slice's base is where pixel (0, 0) of the plane would be.
    char* base = reinterpret_cast<char*>(image.values.data()) -
                 (static_cast<std::ptrdiff_t>(window.min.y) * w + window.min.x) * static_cast<std::ptrdiff_t>(sizeof(float));
    frame.insert(name, Imf::Slice(Imf::FLOAT, base, sizeof(float), sizeof(float) * static_cast<std::size_t>(w)));
    file.setFrameBuffer(frame);
    file.readPixels(window.min.y, window.max.y);
    image.text = stringAttributes(file.header());
    return image;
  });
}

bool looksLikeExr(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char magic[4] = {};
  return in.read(magic, 4) && std::memcmp(magic, "\x76\x2f\x31\x01", 4) == 0;
}

}  // namespace noisescope::io
