#version 330 core
// The 3D panel's colours: the map's colour at the point (core/colour.h,
// computed on the CPU into a texture), times a directional light.
// With the light straight down on a flat mesh (height scale 0) the factor
// is exactly 1, so the picture is the map's colours.

// ---- inputs ----
in vec2 uv;      // map position, [0, 1], v down
in vec3 normal;  // world space

// ---- uniforms ----
uniform sampler2D colours;    // RGBA8, the field coloured by core's colourise(), rows as the field's
uniform int part;             // 0 terrain, 1 water plane, 2 walls
uniform vec3 lightDirection;  // unit vector towards the light, world space
uniform float ambient;        // [0, 1): the share of light that reaches every slope
uniform vec4 waterColour;     // RGBA in [0, 1]; alpha is the plane's opacity

// ---- outputs ----
out vec4 colour;

void main() {
  float lit = max(dot(normalize(normal), lightDirection), 0.0);
  float shade = 1.0 - (1.0 - ambient) * (1.0 - lit);  // ambient + (1 - ambient) lit, exactly 1 at lit 1
  vec4 base = part == 1 ? waterColour : part == 2 ? vec4(0.36, 0.31, 0.26, 1.0) : vec4(texture(colours, uv).rgb, 1.0);
  colour = vec4(base.rgb * shade, base.a);
}
