#version 330 core
// The 3D panel's colours: the map's colour at each vertex (noisescope/output/colour.h,
// computed on the CPU into a texture) times a directional light, both taken
// in the vertex shader (shaders/relief.vert) and blended across each
// triangle. With the light straight down on a flat mesh (height scale 0) the
// factor is exactly 1, so the picture is the map's colours.

// ---- inputs ----
in vec4 shaded;  // RGBA in [0, 1]; alpha is the water plane's opacity

// ---- outputs ----
out vec4 colour;

void main() { colour = shaded; }
