// mesh_file.h — a field written as a triangle mesh: binary glTF or Wavefront OBJ.
//
// The mesh is noisescope/output/mesh_grid.h's: one vertex per field value, positions in
// map widths (x east, y up, z south; the height y = value * heightScale),
// unit normals from central differences, texture coordinates that put a map
// PNG of the same view on it, two counter-clockwise triangles per grid cell.
//
// Each vertex also carries the colour the map's view paints at its value
// (map_export.cpp: core's colouriseMap of the view's fields), so a mesh
// opens in Blender or an engine coloured as the map was.
//
//   Glb  binary glTF 2.0 (one file): a mesh with POSITION, NORMAL and
//        TEXCOORD_0 (float), COLOR_0 (RGBA, normalised unsigned bytes) and
//        uint32 indices, in one node of one scene; the
//        metadata JSON (map_export.h) as the node's "extras" under the key
//        "noisescope" (Blender shows it as the object's custom property).
//   Obj  Wavefront OBJ text: a comment line "# noisescope {...}" carrying
//        the metadata JSON on one line, then v x y z r g b (the colour in
//        [0, 1], the extension Blender, MeshLab and most engines read), vt
//        (v counted up, as OBJ does: 1 - v), vn and f a/a/a lines. Numbers are the shortest text
//        that reads back as the same float, so heights survive exactly.
//
// Both are written row by row into an AtomicFile (nothing scales with the
// size but the field itself), so a failure or a cancel leaves no file.
// Sizes: noisescope/output/mesh_grid.h's 2..4096 vertices each way; a 4096 x 4096 mesh is
// about 1.0 GB as glb, about 4.3 GB as OBJ.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>

#include "noisescope/output/relief.h"

namespace noisescope::io {

class AtomicFile;

enum class MeshFormat { Glb, Obj };

// Called with the share written, [0, 1]; may throw to stop (ExportCancelled).
using MeshProgress = std::function<void(double done)>;

// Writes the mesh of `heights` (s.width * s.height values) with the vertex
// colours `rgba` (4 bytes a vertex, row-major) to file, not committing it.
// Throws std::invalid_argument (noisescope/output/mesh_grid.h's size errors, rgba of
// another size), IoError from the file.
void writeMesh(MeshFormat format, std::span<const float> heights, std::span<const std::uint8_t> rgba,
               const Surface& s, const std::string& metadataJson, AtomicFile& file,
               const MeshProgress& progress = {});

// The metadata JSON a mesh written by writeMesh carries: a glb's node
// "extras" under "noisescope", an OBJ's second line "# noisescope {...}"
// (under its first, which names Noisescope).
// nullopt when the file is neither (by its first bytes), or cannot be read;
// an empty string for a glb or OBJ without Noisescope's metadata. Reads the
// glb's JSON chunk alone (at most kMaxJsonBytes, json_reader.h) and the OBJ's
// first two lines alone (the same limit): never the mesh.
std::optional<std::string> readMeshMetadata(const std::string& path);

}  // namespace noisescope::io
