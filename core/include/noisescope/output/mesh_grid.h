// mesh_grid.h — a field as a triangle mesh: one vertex per field point.
//
// buildMeshGrid turns a width x height field (row-major, as fillField writes
// it) into a regular grid mesh over the surface of relief.h:
//   position  ((x + 0.5) spacing, h * heightScale, (y + 0.5) spacing)
//             map widths from the view's top-left corner (x east, y up,
//             z south: glTF's and OpenGL's frame), h the field value (a
//             non-finite value counts as 0), so every vertex sits at the
//             map point its field pixel samples
//   normal    relief.h's surfaceNormal (unit length)
//   texcoord  ((x + 0.5) / width, (y + 0.5) / height), in (0, 1), v down the
//             rows: (0, 0) is the map's top-left corner, glTF's convention
//             (OBJ counts v up: its writer stores 1 - v), so a map PNG of the
//             same view at any size lies on the mesh as on the screen
//   indices   two triangles per grid cell, counter-clockwise seen from above
//             (+y), 6 (width - 1)(height - 1) of them, uint32
//
// Sizes: width and height in [2, kMeshSideMax] (4096 x 4096 vertices: 16.7 M
// vertices, about 1.1 GB in this form; the exporters write row by row from
// meshVertex instead). Deterministic, float arithmetic as relief.h.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "noisescope/output/relief.h"

namespace noisescope {

inline constexpr int kMeshSideMin = 2;
inline constexpr int kMeshSideMax = 4096;

struct MeshVertex {
  Vec3 position;   // map widths (see above)
  Vec3 normal;     // unit length, y > 0
  float u = 0.0f;  // (0, 1), across
  float v = 0.0f;  // (0, 1), down the rows
};

struct MeshGrid {
  int width = 0;                       // vertices per row
  int height = 0;                      // rows of vertices
  std::vector<MeshVertex> vertices;    // width * height, row-major
  std::vector<std::uint32_t> indices;  // 6 (width - 1)(height - 1)
};

// Empty when s's size is a mesh size ([2, 4096] each way), else one sentence.
std::string meshSizeError(const Surface& s);

// Output: the vertex at field point (x, y), as described above. Errors as
// relief.h's surfaceNormal.
MeshVertex meshVertex(std::span<const float> heights, const Surface& s, int x, int y);

// Output: the six indices of cell (x, y) (its top-left vertex), x in
// [0, width - 2], y in [0, height - 2].
std::array<std::uint32_t, 6> meshCellIndices(const Surface& s, int x, int y);

// Output: the whole mesh. Throws std::invalid_argument for a size outside
// [2, 4096] and the errors of relief.h's surfaceNormals.
MeshGrid buildMeshGrid(std::span<const float> heights, const Surface& s);

}  // namespace noisescope
