#include "noisescope/output/mesh_grid.h"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <vector>

#include "noisescope/fill/field.h"

namespace noisescope {
namespace {

std::vector<float> terrainField(int w, int h) {
  NoiseParams p;
  FieldSpec spec{w, h, defaultCamera(w, h)};
  return renderField(p, spec);
}

Vec3 sub(const Vec3& a, const Vec3& b) {
  return {a.x - b.x, a.y - b.y, a.z - b.z};
}
Vec3 cross(const Vec3& a, const Vec3& b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

TEST(MeshGrid, OneVertexPerFieldPointAtItsHeight) {
  const int w = 20, h = 13;
  const std::vector<float> field = terrainField(w, h);
  const Surface s{w, h, 1.0 / w, 0.25};
  const MeshGrid m = buildMeshGrid(field, s);
  ASSERT_EQ(m.vertices.size(), std::size_t(w * h));
  ASSERT_EQ(m.indices.size(), std::size_t(6 * (w - 1) * (h - 1)));
  std::vector<Vec3> normals(field.size());
  surfaceNormals(field, s, normals);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const MeshVertex& v = m.vertices[y * w + x];
      EXPECT_FLOAT_EQ(v.position.y, field[y * w + x] * 0.25f);
      EXPECT_FLOAT_EQ(v.position.x, (x + 0.5f) / w);
      EXPECT_FLOAT_EQ(v.position.z, (y + 0.5f) / w);
      EXPECT_FLOAT_EQ(v.u, (x + 0.5f) / w);
      EXPECT_FLOAT_EQ(v.v, (y + 0.5f) / h);
      EXPECT_EQ(v.normal, normals[y * w + x]);
    }
}

TEST(MeshGrid, TrianglesFaceUpAndCoverEveryCellOnce) {
  const int w = 5, h = 4;
  const std::vector<float> flat(w * h, 0.5f);
  const MeshGrid m = buildMeshGrid(flat, Surface{w, h, 0.1, 1.0});
  std::vector<int> uses(w * h, 0);
  for (std::size_t t = 0; t < m.indices.size(); t += 3) {
    const Vec3& a = m.vertices[m.indices[t]].position;
    const Vec3& b = m.vertices[m.indices[t + 1]].position;
    const Vec3& c = m.vertices[m.indices[t + 2]].position;
    const Vec3 n = cross(sub(b, a), sub(c, a));
    EXPECT_GT(n.y, 0.0f) << "triangle " << t / 3 << " is clockwise seen from above";
    EXPECT_NEAR(n.y, 0.1 * 0.1, 1e-7);  // twice the area: half a cell each
    for (int k = 0; k < 3; ++k) ++uses[m.indices[t + k]];
  }
  EXPECT_EQ(uses[0], 1);      // the top-left corner: one triangle of its cell
  EXPECT_EQ(uses[w - 1], 2);  // the top-right corner: both (the cut runs from there)
  EXPECT_EQ(uses[w + 1], 6);  // an inner vertex: six triangles
}

TEST(MeshGrid, SizesOutsideTwoTo4096AreRefused) {
  std::vector<float> one(1);
  EXPECT_THROW(buildMeshGrid(one, Surface{1, 1, 1.0, 0.1}), std::invalid_argument);
  EXPECT_FALSE(meshSizeError(Surface{4097, 2, 1.0, 0.1}).empty());
  EXPECT_FALSE(meshSizeError(Surface{2, 0, 1.0, 0.1}).empty());
  EXPECT_TRUE(meshSizeError(Surface{4096, 4096, 1.0, 0.1}).empty());
  std::vector<float> four(4);
  EXPECT_THROW(buildMeshGrid(four, Surface{2, 3, 1.0, 0.1}), std::invalid_argument);
}

}  // namespace
}  // namespace noisescope
