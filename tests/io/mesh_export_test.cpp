// Mesh exports (glb, obj) read back by other readers: tinygltf for glb, a
// plain OBJ reader here.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#define TINYGLTF_IMPLEMENTATION
#define TINYGLTF_NO_STB_IMAGE
#define TINYGLTF_NO_STB_IMAGE_WRITE
#define TINYGLTF_NO_EXTERNAL_IMAGE
#include <tiny_gltf.h>

#include "io/atomic_file.h"
#include "io/map_export.h"
#include "io/png_file.h"
#include "test_folder.h"

namespace noisescope::io {
namespace {

using testing::readAll;
using testing::TempFolder;
using testing::writeText;

ExportSettings meshSettings(ExportFormat format, int w, int h) {
  ExportSettings s;
  s.width = w;
  s.height = h;
  s.format = format;
  s.preset.params.seed = 31;
  s.preset.heightScale = 0.25;
  s.preset.name = "mesh test";
  return s;
}

struct ObjMesh {
  std::vector<std::array<float, 3>> v, vn;
  std::vector<std::array<float, 3>> colour;  // the r g b after a v's position
  std::vector<std::array<float, 2>> vt;
  std::vector<std::array<int, 3>> faces;  // vertex numbers, from 1
  std::string metadata;                   // the "# noisescope " line
};

ObjMesh readObj(const std::string& text) {
  ObjMesh m;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string tag;
    words >> tag;
    if (tag == "v" || tag == "vn") {
      std::array<float, 3> p{};
      words >> p[0] >> p[1] >> p[2];
      (tag == "v" ? m.v : m.vn).push_back(p);
      std::array<float, 3> c{-1, -1, -1};
      if (tag == "v") words >> c[0] >> c[1] >> c[2];
      if (tag == "v") m.colour.push_back(c);
    } else if (tag == "vt") {
      std::array<float, 2> t{};
      words >> t[0] >> t[1];
      m.vt.push_back(t);
    } else if (tag == "f") {
      std::array<int, 3> f{};
      for (int& i : f) {
        std::string corner;
        words >> corner;
        i = std::stoi(corner.substr(0, corner.find('/')));
        EXPECT_EQ(corner, std::to_string(i) + "/" + std::to_string(i) + "/" + std::to_string(i));
      }
      m.faces.push_back(f);
    } else if (line.rfind("# noisescope ", 0) == 0) {
      m.metadata = line.substr(13);
    }
  }
  return m;
}

template <class T>
const T* accessorData(const tinygltf::Model& model, int accessor) {
  const tinygltf::Accessor& a = model.accessors.at(accessor);
  const tinygltf::BufferView& view = model.bufferViews.at(a.bufferView);
  return reinterpret_cast<const T*>(model.buffers.at(view.buffer).data.data() + view.byteOffset +
                                    a.byteOffset);
}

// The colours the PNG of the same view and size paints, RGB per pixel.
std::vector<std::uint8_t> pngColours(ExportSettings s, const TempFolder& folder) {
  s.format = ExportFormat::Png;
  exportMap(s, folder.file("colours.png"), true);
  return readPng(folder.file("colours.png")).pixels;
}

TEST(MeshExport, GlbReadsBackWithTheFieldAtEveryVertex) {
  TempFolder folder;
  const ExportSettings s = meshSettings(ExportFormat::Glb, 33, 20);
  exportMap(s, folder.file("t.glb"), false);
  tinygltf::TinyGLTF loader;
  tinygltf::Model model;
  std::string error, warning;
  ASSERT_TRUE(loader.LoadBinaryFromFile(&model, &error, &warning, folder.file("t.glb"))) << error;
  ASSERT_EQ(model.meshes.size(), 1u);
  const tinygltf::Primitive& prim = model.meshes[0].primitives.at(0);
  const int position = prim.attributes.at("POSITION");
  ASSERT_EQ(model.accessors[position].count, 33u * 20u);
  EXPECT_EQ(model.accessors[prim.attributes.at("NORMAL")].count, 33u * 20u);
  EXPECT_EQ(model.accessors[prim.attributes.at("TEXCOORD_0")].count, 33u * 20u);
  EXPECT_EQ(model.accessors[prim.indices].count, 6u * 32u * 19u);
  EXPECT_EQ(model.accessors[prim.indices].componentType, TINYGLTF_COMPONENT_TYPE_UNSIGNED_INT);

  const FieldValues field = renderDisplayField(s);
  const float* p = accessorData<float>(model, position);
  const float* n = accessorData<float>(model, prim.attributes.at("NORMAL"));
  for (std::size_t i = 0; i < field.size(); ++i) {
    ASSERT_EQ(p[3 * i + 1], static_cast<float>(field[i] * 0.25)) << i;
    ASSERT_NEAR(n[3 * i] * n[3 * i] + n[3 * i + 1] * n[3 * i + 1] + n[3 * i + 2] * n[3 * i + 2], 1.0, 1e-5);
  }
  // Every vertex in its pixel's colour in the PNG of the view.
  const tinygltf::Accessor& colours = model.accessors.at(prim.attributes.at("COLOR_0"));
  EXPECT_EQ(colours.componentType, TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE);
  EXPECT_TRUE(colours.normalized);
  EXPECT_EQ(colours.type, TINYGLTF_TYPE_VEC4);
  const std::uint8_t* rgba = accessorData<std::uint8_t>(model, prim.attributes.at("COLOR_0"));
  const std::vector<std::uint8_t> png = pngColours(s, folder);
  for (std::size_t i = 0; i < field.size(); ++i)
    for (std::size_t c = 0; c < 3; ++c) ASSERT_EQ(rgba[4 * i + c], png[3 * i + c]) << "vertex " << i;
  const std::uint32_t* idx = accessorData<std::uint32_t>(model, prim.indices);
  for (std::size_t i = 0; i < model.accessors[prim.indices].count; ++i) ASSERT_LT(idx[i], field.size());

  const tinygltf::Value& extras = model.nodes.at(0).extras.Get("noisescope");
  ASSERT_TRUE(extras.IsObject());
  EXPECT_EQ(extras.Get("format").Get<std::string>(), "glb");
  EXPECT_EQ(extras.Get("preset").Get("name").Get<std::string>(), "mesh test");
  EXPECT_EQ(extras.Get("preset").Get("height-scale").GetNumberAsDouble(), 0.25);
}

TEST(MeshExport, ObjReadsBackWithTheFieldAtEveryVertex) {
  TempFolder folder;
  const ExportSettings s = meshSettings(ExportFormat::Obj, 17, 9);
  exportMap(s, folder.file("t.obj"), false);
  const ObjMesh m = readObj(readAll(folder.file("t.obj")));
  ASSERT_EQ(m.v.size(), 17u * 9u);
  ASSERT_EQ(m.vt.size(), m.v.size());
  ASSERT_EQ(m.vn.size(), m.v.size());
  ASSERT_EQ(m.faces.size(), 2u * 16u * 8u);
  const FieldValues field = renderDisplayField(s);
  for (std::size_t i = 0; i < field.size(); ++i)
    ASSERT_EQ(m.v[i][1], static_cast<float>(field[i] * 0.25)) << i;
  // v x y z r g b: the colour of the vertex's pixel in the PNG of the biome view.
  ExportSettings biomes = s;
  biomes.preset.display.kind = views::ViewKind::Biome;
  exportMap(biomes, folder.file("b.obj"), false);
  const ObjMesh coloured = readObj(readAll(folder.file("b.obj")));
  const std::vector<std::uint8_t> png = pngColours(biomes, folder);
  int distinct = 0;
  for (std::size_t i = 0; i < coloured.colour.size(); ++i) {
    for (std::size_t c = 0; c < 3; ++c)
      ASSERT_EQ(static_cast<int>(std::lround(coloured.colour[i][c] * 255.0f)), png[3 * i + c])
          << "vertex " << i;
    distinct += i > 0 && coloured.colour[i] != coloured.colour[i - 1];
  }
  EXPECT_GT(distinct, 5) << "a mesh of one colour tests nothing";
  for (const auto& f : m.faces)
    for (int i : f) ASSERT_TRUE(i >= 1 && i <= static_cast<int>(m.v.size()));
  // The metadata line re-renders: the settings it names are the ones used.
  const ExportSettings back = settingsFromMetadata(m.metadata, "t.obj");
  EXPECT_EQ(back.preset.heightScale, 0.25);
  EXPECT_EQ(back.preset.name, "mesh test");
  EXPECT_EQ(back.format, ExportFormat::Obj);
  EXPECT_EQ(back.width, 17);
  // OBJ counts v up: the top row's vt is near 1.
  EXPECT_NEAR(m.vt[0][1], 1.0 - 0.5 / 9, 1e-6);
}

TEST(MeshExport, SizesOutsideTheMeshRangeAreRefusedBeforeAnyFile) {
  TempFolder folder;
  for (const auto& [w, h] : {std::pair{0, 4}, std::pair{1, 4}, std::pair{5000, 5000}, std::pair{4097, 2}}) {
    EXPECT_THROW(exportMap(meshSettings(ExportFormat::Glb, w, h), folder.file("t.glb"), false),
                 std::invalid_argument);
    EXPECT_FALSE(exportSizeError(ExportFormat::Obj, w, h).empty());
  }
  EXPECT_TRUE(exportSizeError(ExportFormat::Glb, 4096, 4096).empty());
  EXPECT_EQ(folder.entryCount(), 0u);
}

TEST(MeshExport, ABadPathOrACancelLeavesNoFile) {
  TempFolder folder;
  EXPECT_THROW(exportMap(meshSettings(ExportFormat::Obj, 8, 8), folder.file("no/such/t.obj"), false),
               IoError);
  writeText(folder.file("t.glb"), "old");
  EXPECT_THROW(exportMap(meshSettings(ExportFormat::Glb, 64, 64), folder.file("t.glb"), true,
                         [](double, std::string_view phase) { return phase != "writing"; }),
               ExportCancelled);
  EXPECT_EQ(readAll(folder.file("t.glb")), "old");
  EXPECT_EQ(folder.entryCount(), 1u);
}

}  // namespace
}  // namespace noisescope::io
