#include "noisescope/output/mesh_grid.h"

#include <cmath>
#include <stdexcept>

namespace noisescope {

std::string meshSizeError(const Surface& s) {
  if (s.width < kMeshSideMin || s.width > kMeshSideMax || s.height < kMeshSideMin || s.height > kMeshSideMax)
    return "a mesh is 2 to 4096 vertices each way, not " + std::to_string(s.width) + " x " +
           std::to_string(s.height);
  return {};
}

MeshVertex meshVertex(std::span<const float> heights, const Surface& s, int x, int y) {
  const Vec3 n = surfaceNormal(heights, s, x, y);
  const float h =
      heights[static_cast<std::size_t>(y) * static_cast<std::size_t>(s.width) + static_cast<std::size_t>(x)];
  const double px = (x + 0.5) * s.spacing;
  const double pz = (y + 0.5) * s.spacing;
  return {{static_cast<float>(px), std::isfinite(h) ? static_cast<float>(h * s.heightScale) : 0.0f,
           static_cast<float>(pz)},
          n,
          static_cast<float>((x + 0.5) / s.width),
          static_cast<float>((y + 0.5) / s.height)};
}

std::array<std::uint32_t, 6> meshCellIndices(const Surface& s, int x, int y) {
  const auto at = [&](int cx, int cy) {
    return static_cast<std::uint32_t>(cy) * static_cast<std::uint32_t>(s.width) +
           static_cast<std::uint32_t>(cx);
  };
  // Counter-clockwise seen from +y: (a, c, b) and (b, c, d), a the top-left.
  const std::uint32_t a = at(x, y), b = at(x + 1, y), c = at(x, y + 1), d = at(x + 1, y + 1);
  return {a, c, b, b, c, d};
}

MeshGrid buildMeshGrid(std::span<const float> heights, const Surface& s) {
  if (const std::string e = meshSizeError(s); !e.empty()) throw std::invalid_argument(e);
  MeshGrid m;
  m.width = s.width;
  m.height = s.height;
  m.vertices.reserve(heights.size());
  for (int y = 0; y < s.height; ++y)
    for (int x = 0; x < s.width; ++x) m.vertices.push_back(meshVertex(heights, s, x, y));
  m.indices.reserve(6 * static_cast<std::size_t>(s.width - 1) * static_cast<std::size_t>(s.height - 1));
  for (int y = 0; y + 1 < s.height; ++y)
    for (int x = 0; x + 1 < s.width; ++x)
      for (const std::uint32_t i : meshCellIndices(s, x, y)) m.indices.push_back(i);
  return m;
}

}  // namespace noisescope
