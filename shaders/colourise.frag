#version 330 core
// Colours a float field the way core/colour.cpp's colourOf() does, so the
// GPU and the CPU paint the same pixels (within one level per channel).
// Render into a target exactly the field's size: fragment (x, y) reads field
// texel (x, y), so row 0 of the field stays row 0 of the image.

// ---- inputs ----
uniform sampler2D field;   // GL_R32F, one fBm or octave value per texel, nominally [0, 1]

// ---- uniforms (names as in core/colour.h and core/bands.h) ----
// RAMP_STOPS, BAND_COLOURS and LAND_WATER_COLOURS are the sizes of core's
// tables, defined by the program before it compiles this (view_renderer.cpp).
uniform int mode;                                // ColourMode: 0 grey, 1 ramp, 2 land/water, 3 bands
uniform float rampPosition[RAMP_STOPS];          // terrainRamp(t1, t2, t3) positions, never decreasing
uniform vec3 rampColour[RAMP_STOPS];             // kTerrainRamp colours, 0..255 per channel
uniform vec3 bandColours[BAND_COLOURS];          // kBandColours, 0..255: water, sand, grass, rock
uniform vec3 landWaterColours[LAND_WATER_COLOURS];  // kLandWaterColours, 0..255: water, land
uniform vec3 outOfRangeColour;        // kOutOfRangeColour, 0..255: values outside [0, 1]
uniform float t1;                     // water below, field value
uniform float t2;                     // sand below
uniform float t3;                     // grass below, rock from here up
uniform bool stretched;               // colour clamp((v - stretchMin) * stretchScale, 0, 1) instead of v
uniform float stretchMin;             // field value shown as 0
uniform float stretchScale;           // 1 / (max - min) of the field

// ---- outputs ----
out vec4 colour;  // RGBA, the framebuffer rounds each channel to 8 bits

// Byte-valued channels, rounded to nearest as colour.cpp's toByte does.
vec3 rounded(vec3 c) { return clamp(floor(c + 0.5), 0.0, 255.0); }

vec3 ramp(float v) {
  for (int i = 1; i < RAMP_STOPS; ++i) {
    if (v <= rampPosition[i]) {
      float span = rampPosition[i] - rampPosition[i - 1];  // 0 where thresholds touch 0 or 1
      float t = span > 0.0 ? (v - rampPosition[i - 1]) / span : 1.0;
      vec3 a = rampColour[i - 1];
      return rounded(a + (rampColour[i] - a) * t);
    }
  }
  return rampColour[RAMP_STOPS - 1];
}

vec3 band(float v) {
  if (v < t1) return bandColours[0];
  if (v < t2) return bandColours[1];
  if (v < t3) return bandColours[2];
  return bandColours[3];
}

void main() {
  float v = texelFetch(field, ivec2(gl_FragCoord.xy), 0).r;
  if (stretched) v = clamp((v - stretchMin) * stretchScale, 0.0, 1.0);
  vec3 c;
  if (!(v >= 0.0 && v <= 1.0)) {
    c = outOfRangeColour;
  } else if (mode == 0) {
    c = rounded(vec3(v * 255.0));
  } else if (mode == 1) {
    c = ramp(v);
  } else if (mode == 2) {
    c = landWaterColours[v >= t1 ? 1 : 0];
  } else {
    c = band(v);
  }
  colour = vec4(c / 255.0, 1.0);
}
