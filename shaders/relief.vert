#version 330 core
// The 3D panel's mesh (app/gui/mesh_renderer.cpp): a grid of vertices, each
// displaced by its field value and lit by the normal of the field there,
// both read from the vertex buffer the renderer fills when the field
// changes (no texture read per vertex: llvmpipe shades vertices on one
// thread); or, with part 1, the water plane as a 4-vertex strip.
// World units are map widths: x east, y north, z up (relief_state.h).
// Lighting and colour are per vertex (Gouraud): at the grids offered a
// vertex is a pixel or two apart on screen, and llvmpipe shades each small
// triangle's pixels by 2x2 quads, so a per-pixel light and a filtered
// texture fetch cost more than the mesh itself.

// ---- inputs ----
layout(location = 0) in vec3 surface;  // part 0: field value, its slopes d/dx and d/drow in field units per
                                       // map width (central differences); vertex row * grid.x + column
layout(location = 1) in vec4 paint;    // part 0: the vertex's map colour, RGBA in [0, 1]
uniform sampler2D height;    // GL_R32F, grid.x * grid.y field values; row 0 is the map's top row (walls only)
uniform ivec2 grid;          // vertices across and down, each >= 2
uniform float zScale;        // world units (map widths) per unit of field value
uniform mat4 viewProjection; // world to clip space
uniform int part;            // 0 terrain: vertex gl_VertexID = row * grid.x + column; 1 water plane;
                             // 2 a wall from the terrain's edge down to value 0: a strip of 2 vertices per edge vertex;
                             // 3 scatter marks as points: surface = (u, v, elevation), paint = the biome's colour
uniform int side;            // part 2: 0 north edge (row 0), 1 south, 2 west (column 0), 3 east
uniform float waterLevel;    // field value of the water plane (t1)
uniform vec3 lightDirection; // unit vector towards the light, world space
uniform float ambient;       // [0, 1): the share of light that reaches every slope
uniform vec4 waterColour;    // RGBA in [0, 1]; alpha is the plane's opacity
uniform float markLift;      // part 3: map widths a mark stands above its elevation
uniform float markPixels;    // part 3: a mark's side in pixels

// ---- outputs ----
out vec4 shaded;  // the vertex's colour times its light, RGBA in [0, 1]

float heightAt(ivec2 ij) { return texelFetch(height, ij, 0).r * zScale; }

// ambient + (1 - ambient) lit, exactly 1 where the light meets the normal head on.
float shadeOf(vec3 normal) {
  float lit = max(dot(normalize(normal), lightDirection), 0.0);
  return 1.0 - (1.0 - ambient) * (1.0 - lit);
}

void main() {
  float across = float(grid.x);
  vec2 uv;       // where the vertex lies on the map, [0, 1] on both axes, v down
  vec3 normal;   // world space, not normalised
  vec4 base;
  vec2 extent = vec2(1.0, float(grid.y) / across);  // map widths
  vec3 p;
  if (part == 3) {
    shaded = paint;  // unlit: the mark's biome colour as the map shows it
    gl_PointSize = markPixels;
    gl_Position = viewProjection * vec4(surface.x - 0.5, (0.5 - surface.y) * extent.y,
                                        surface.z * zScale + markLift, 1.0);
    return;
  }
  if (part == 1) {
    // The plane ends where the terrain's outer vertices lie.
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    uv = (0.5 + corner * (vec2(grid) - 1.0)) / vec2(grid);
    normal = vec3(0.0, 0.0, 1.0);
    base = waterColour;
    p = vec3(uv.x - 0.5, (0.5 - uv.y) * extent.y, waterLevel * zScale);
  } else if (part == 2) {
    int along = gl_VertexID >> 1;
    ivec2 ij = side == 0 ? ivec2(along, 0)
             : side == 1 ? ivec2(along, grid.y - 1)
             : side == 2 ? ivec2(0, along)
                         : ivec2(grid.x - 1, along);
    normal = side == 0 ? vec3(0.0, 1.0, 0.0)
           : side == 1 ? vec3(0.0, -1.0, 0.0)
           : side == 2 ? vec3(-1.0, 0.0, 0.0)
                       : vec3(1.0, 0.0, 0.0);
    uv = (vec2(ij) + 0.5) / vec2(grid);
    base = vec4(0.36, 0.31, 0.26, 1.0);
    p = vec3(uv.x - 0.5, (0.5 - uv.y) * extent.y, (gl_VertexID & 1) == 0 ? heightAt(ij) : 0.0);
  } else {
    ivec2 ij = ivec2(gl_VertexID % grid.x, gl_VertexID / grid.x);
    normal = vec3(-surface.y * zScale, surface.z * zScale, 1.0);  // rows run south, so dz/dy = -dz/drow
    uv = (vec2(ij) + 0.5) / vec2(grid);
    base = vec4(paint.rgb, 1.0);
    p = vec3(uv.x - 0.5, (0.5 - uv.y) * extent.y, surface.x * zScale);
  }
  shaded = vec4(base.rgb * shadeOf(normal), base.a);
  gl_Position = viewProjection * vec4(p, 1.0);
}
