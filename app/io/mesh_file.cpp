#include "mesh_file.h"

#include <array>
#include <bit>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <vector>

#include "atomic_file.h"
#include "json_reader.h"
#include "noisescope/output/mesh_grid.h"

namespace noisescope::io {

namespace {

constexpr std::size_t kFlushBytes = std::size_t{1} << 20;

// Bytes gathered and handed to the file a megabyte at a time.
class Output {
 public:
  explicit Output(AtomicFile& file) : file_(file) { bytes_.reserve(kFlushBytes + 4096); }
  ~Output() = default;
  Output(const Output&) = delete;
  Output& operator=(const Output&) = delete;

  void u32(std::uint32_t v) {
    for (int b = 0; b < 4; ++b) bytes_.push_back(static_cast<std::uint8_t>(v >> (8 * b)));  // little-endian
    flushIfFull();
  }
  void f32(float v) { u32(std::bit_cast<std::uint32_t>(v)); }
  void bytes(std::span<const std::uint8_t> b) {
    bytes_.insert(bytes_.end(), b.begin(), b.end());
    flushIfFull();
  }
  void text(std::string_view t) {
    bytes_.insert(bytes_.end(), t.begin(), t.end());
    flushIfFull();
  }
  void number(float v) {
    std::array<char, 32> buffer{};
    const auto end = std::to_chars(buffer.data(), buffer.data() + buffer.size(), v).ptr;  // shortest exact
    bytes_.insert(bytes_.end(), buffer.data(), end);
  }
  void whole(std::uint64_t v) {
    std::array<char, 24> buffer{};
    const auto end = std::to_chars(buffer.data(), buffer.data() + buffer.size(), v).ptr;
    bytes_.insert(bytes_.end(), buffer.data(), end);
  }
  void flush() {
    file_.write(bytes_);
    bytes_.clear();
  }

 private:
  void flushIfFull() {
    if (bytes_.size() >= kFlushBytes) flush();
  }
  AtomicFile& file_;
  std::vector<std::uint8_t> bytes_;
};

// Reports the share done after each row of each of `sections` passes.
class Rows {
 public:
  Rows(const MeshProgress& progress, int sections, int rows) : progress_(progress), total_(sections * rows) {}
  void done() {
    ++done_;
    if (progress_) progress_(static_cast<double>(done_) / total_);
  }

 private:
  const MeshProgress& progress_;
  int total_;
  int done_ = 0;
};

template <class Fn>
void forEachVertex(std::span<const float> heights, const Surface& s, Rows& rows, Fn&& fn) {
  for (int y = 0; y < s.height; ++y) {
    for (int x = 0; x < s.width; ++x) fn(meshVertex(heights, s, x, y));
    rows.done();
  }
}

template <class Fn>
void forEachCell(const Surface& s, Rows& rows, Fn&& fn) {
  for (int y = 0; y + 1 < s.height; ++y) {
    for (int x = 0; x + 1 < s.width; ++x) fn(meshCellIndices(s, x, y));
    rows.done();
  }
}

std::size_t vertexCount(const Surface& s) {
  return static_cast<std::size_t>(s.width) * static_cast<std::size_t>(s.height);
}
std::size_t indexCount(const Surface& s) {
  return 6 * static_cast<std::size_t>(s.width - 1) * static_cast<std::size_t>(s.height - 1);
}

nlohmann::json glbJson(std::span<const float> heights, const Surface& s, const std::string& metadataJson) {
  using Json = nlohmann::json;
  const std::size_t n = vertexCount(s);
  std::array<float, 3> lo{}, hi{};
  for (int y = 0; y < s.height; ++y)
    for (int x = 0; x < s.width; ++x) {
      const Vec3 p = meshVertex(heights, s, x, y).position;
      const std::array<float, 3> c = {p.x, p.y, p.z};
      for (std::size_t k = 0; k < 3; ++k) {
        lo[k] = (x == 0 && y == 0) || c[k] < lo[k] ? c[k] : lo[k];
        hi[k] = (x == 0 && y == 0) || c[k] > hi[k] ? c[k] : hi[k];
      }
    }
  const std::array<std::size_t, 5> lengths = {12 * n, 12 * n, 8 * n, 4 * n, 4 * indexCount(s)};
  Json views = Json::array();
  std::size_t offset = 0;
  for (std::size_t i = 0; i < lengths.size(); ++i) {
    // 34962 ARRAY_BUFFER (vertex data), 34963 ELEMENT_ARRAY_BUFFER (indices)
    views.push_back({{"buffer", 0},
                     {"byteOffset", offset},
                     {"byteLength", lengths[i]},
                     {"target", i < 4 ? 34962 : 34963}});
    offset += lengths[i];
  }
  Json accessors = Json::array();
  // 5126 FLOAT, 5125 UNSIGNED_INT
  accessors.push_back({{"bufferView", 0},
                       {"componentType", 5126},
                       {"count", n},
                       {"type", "VEC3"},
                       {"min", {lo[0], lo[1], lo[2]}},
                       {"max", {hi[0], hi[1], hi[2]}}});
  accessors.push_back({{"bufferView", 1}, {"componentType", 5126}, {"count", n}, {"type", "VEC3"}});
  accessors.push_back({{"bufferView", 2}, {"componentType", 5126}, {"count", n}, {"type", "VEC2"}});
  // 5121 UNSIGNED_BYTE, read as [0, 1]
  accessors.push_back(
      {{"bufferView", 3}, {"componentType", 5121}, {"normalized", true}, {"count", n}, {"type", "VEC4"}});
  accessors.push_back(
      {{"bufferView", 4}, {"componentType", 5125}, {"count", indexCount(s)}, {"type", "SCALAR"}});
  Json json;
  json["asset"] = {{"version", "2.0"}, {"generator", "Noisescope"}};
  json["scene"] = 0;
  Json scene;
  scene["nodes"] = Json::array({0});
  json["scenes"] = Json::array({scene});
  Json node;
  node["mesh"] = 0;
  node["name"] = "noisescope terrain";
  node["extras"]["noisescope"] = Json::parse(metadataJson);
  json["nodes"] = Json::array({node});
  Json primitive;
  primitive["attributes"]["POSITION"] = 0;
  primitive["attributes"]["NORMAL"] = 1;
  primitive["attributes"]["TEXCOORD_0"] = 2;
  primitive["attributes"]["COLOR_0"] = 3;
  primitive["indices"] = 4;
  primitive["mode"] = 4;  // TRIANGLES
  Json mesh;
  mesh["primitives"] = Json::array({primitive});
  json["meshes"] = Json::array({mesh});
  Json buffer;
  buffer["byteLength"] = offset;
  json["buffers"] = Json::array({buffer});
  json["bufferViews"] = views;
  json["accessors"] = accessors;
  return json;
}

void writeGlb(std::span<const float> heights, std::span<const std::uint8_t> rgba, const Surface& s,
              const std::string& metadataJson, Output& out, const MeshProgress& progress) {
  std::string json = glbJson(heights, s, metadataJson).dump();
  json.resize((json.size() + 3) / 4 * 4, ' ');  // chunks are 4-byte aligned; JSON pads with spaces
  const std::size_t bin = (24 + 8 + 4) * vertexCount(s) + 4 * indexCount(s);
  const std::size_t total = 12 + 8 + json.size() + 8 + bin;
  if (total > UINT32_MAX) throw std::invalid_argument("the mesh is too large for one glb file (4 GiB)");
  out.u32(0x46546C67);  // "glTF"
  out.u32(2);
  out.u32(static_cast<std::uint32_t>(total));
  out.u32(static_cast<std::uint32_t>(json.size()));
  out.u32(0x4E4F534A);  // "JSON"
  out.text(json);
  out.u32(static_cast<std::uint32_t>(bin));
  out.u32(0x004E4942);  // "BIN\0"
  Rows rows(progress, 5, s.height);
  forEachVertex(heights, s, rows, [&](const MeshVertex& v) {
    out.f32(v.position.x);
    out.f32(v.position.y);
    out.f32(v.position.z);
  });
  forEachVertex(heights, s, rows, [&](const MeshVertex& v) {
    out.f32(v.normal.x);
    out.f32(v.normal.y);
    out.f32(v.normal.z);
  });
  forEachVertex(heights, s, rows, [&](const MeshVertex& v) {
    out.f32(v.u);
    out.f32(v.v);
  });
  for (int y = 0; y < s.height; ++y) {
    out.bytes(rgba.subspan(static_cast<std::size_t>(y) * s.width * 4, static_cast<std::size_t>(s.width) * 4));
    rows.done();
  }
  forEachCell(s, rows, [&](const std::array<std::uint32_t, 6>& cell) {
    for (const std::uint32_t i : cell) out.u32(i);
  });
}

void writeObj(std::span<const float> heights, std::span<const std::uint8_t> rgba, const Surface& s,
              const std::string& metadataJson, Output& out, const MeshProgress& progress) {
  out.text("# Wavefront OBJ written by Noisescope: a terrain grid of " + std::to_string(s.width) + " x " +
           std::to_string(s.height) + " vertices, map widths, y up\n");
  out.text("# noisescope " + nlohmann::json::parse(metadataJson).dump() + "\n");
  out.text("o noisescope_terrain\n");
  Rows rows(progress, 4, s.height);
  const auto triple = [&](const char* tag, float a, float b, float c) {
    out.text(tag);
    out.number(a);
    out.text(" ");
    out.number(b);
    out.text(" ");
    out.number(c);
    out.text("\n");
  };
  std::size_t vertex = 0;
  forEachVertex(heights, s, rows, [&](const MeshVertex& v) {
    const std::uint8_t* c = &rgba[4 * vertex++];
    const std::array<float, 6> line = {v.position.x,  v.position.y,  v.position.z,
                                       c[0] / 255.0f, c[1] / 255.0f, c[2] / 255.0f};
    out.text("v");
    for (const float x : line) {
      out.text(" ");
      out.number(x);
    }
    out.text("\n");
  });
  forEachVertex(heights, s, rows, [&](const MeshVertex& v) {
    out.text("vt ");
    out.number(v.u);
    out.text(" ");
    out.number(1.0f - v.v);  // OBJ counts v up from the bottom
    out.text("\n");
  });
  forEachVertex(heights, s, rows,
                [&](const MeshVertex& v) { triple("vn ", v.normal.x, v.normal.y, v.normal.z); });
  forEachCell(s, rows, [&](const std::array<std::uint32_t, 6>& cell) {
    for (std::size_t t = 0; t < 6; t += 3) {
      out.text("f");
      for (std::size_t k = t; k < t + 3; ++k) {
        const std::uint64_t i = std::uint64_t{cell[k]} + 1;  // OBJ counts from 1
        out.text(" ");
        out.whole(i);
        out.text("/");
        out.whole(i);
        out.text("/");
        out.whole(i);
      }
      out.text("\n");
    }
  });
}

}  // namespace

void writeMesh(MeshFormat format, std::span<const float> heights, std::span<const std::uint8_t> rgba,
               const Surface& s, const std::string& metadataJson, AtomicFile& file,
               const MeshProgress& progress) {
  if (const std::string e = meshSizeError(s); !e.empty()) throw std::invalid_argument(e);
  if (heights.size() != vertexCount(s))
    throw std::invalid_argument("mesh heights must hold width * height values");
  if (rgba.size() != 4 * vertexCount(s))
    throw std::invalid_argument("mesh colours must hold 4 bytes a vertex");
  Output out(file);
  switch (format) {
    case MeshFormat::Glb: writeGlb(heights, rgba, s, metadataJson, out, progress); break;
    case MeshFormat::Obj: writeObj(heights, rgba, s, metadataJson, out, progress); break;
  }
  out.flush();
}

std::optional<std::string> readMeshMetadata(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char head[20] = {};
  if (!in.read(head, 12)) return std::nullopt;
  if (std::memcmp(head, "glTF", 4) == 0) {
    if (!in.read(head + 12, 8) || std::memcmp(head + 16, "JSON", 4) != 0) return std::string();
    std::uint32_t length = 0;
    std::memcpy(&length, head + 12, 4);  // little-endian, as glTF and x86 store it
    if (length > kMaxJsonBytes) return std::string();
    std::string text(length, '\0');
    if (!in.read(text.data(), length)) return std::string();
    const nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
    if (json.is_discarded() || !json.contains("nodes") || !json["nodes"].is_array() || json["nodes"].empty())
      return std::string();
    const nlohmann::json& node = json["nodes"][0];
    if (!node.is_object() || !node.contains("extras") || !node["extras"].is_object() ||
        !node["extras"].contains("noisescope"))
      return std::string();
    return node["extras"]["noisescope"].dump();
  }
  // writeObj's first line names Noisescope, its second carries the metadata.
  static constexpr std::string_view kObjFirst = "# Wavefront OBJ written by Noisescope";
  static constexpr std::string_view kObjMetadata = "# noisescope ";
  in.seekg(0);
  std::string first(kObjFirst.size(), '\0');
  if (!in.read(first.data(), static_cast<std::streamsize>(first.size())) || first != kObjFirst) return std::nullopt;
  std::size_t skipped = 0;
  for (char c; in.get(c) && c != '\n';)
    if (++skipped > 4096) return std::string();
  std::string line;
  for (char c; line.size() <= kMaxJsonBytes + kObjMetadata.size() && in.get(c) && c != '\n';) line += c;
  if (line.size() > kMaxJsonBytes + kObjMetadata.size() || !line.starts_with(kObjMetadata)) return std::string();
  return line.substr(kObjMetadata.size());
}

}  // namespace noisescope::io
