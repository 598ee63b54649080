#version 330 core
// Colours a float field the way core/src/output/colour.cpp's colourOf() does, so the
// GPU and the CPU paint the same pixels (within one level per channel).
// Render into a target exactly the field's size: fragment (x, y) reads field
// texel (x, y), so row 0 of the field stays row 0 of the image.

// ---- inputs ----
uniform sampler2D field;   // GL_R32F, one fBm or octave value per texel, nominally [0, 1]
uniform sampler2D field1;  // the second field of a view of several (biome: moisture; warp: warped cell x)
uniform sampler2D field2;  // the third (warp: warped cell y), [0, 1)

// ---- uniforms (names as in noisescope/output/colour.h and noisescope/terrain/bands.h) ----
// RAMP_STOPS, BAND_COLOURS and LAND_WATER_COLOURS are the sizes of core's
// tables, defined by the program before it compiles this (view_renderer.cpp).
// RAMP4_STOPS (4) and BIOME_COLOURS (kBiomeCount) likewise.
uniform int mode;  // ColourMode: 0 grey, 1 ramp, 2 land/water, 3 bands, 4 moisture, 5 biome, 6 warp, 7 island, 8 relief
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
uniform float ramp4Position[RAMP4_STOPS];  // moisture 4: kMoistureRamp; island 7: kIslandRamp (last stop repeated)
uniform vec3 ramp4Colour[RAMP4_STOPS];     // their colours, 0..255
uniform vec3 biomeColours[BIOME_COLOURS];  // the biome palette, 0..255, by class number
uniform float h;                      // biome cuts (noisescope/terrain/biomes.h BiomeCuts): low below h, mid below t3
uniform float w1;                     // dry below
uniform float w2;                     // medium below, wet from here up
uniform vec3 warpLineColour;          // kWarpLineColour, 0..255
uniform float slopeScale;             // relief: height scale / pixel spacing (core/src/output/relief.cpp slopeScaleOf)
uniform vec3 towardsLight;            // relief: unit vector towards the light (noisescope/output/relief.h lightDirection)

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

// kMoistureRamp / kIslandRamp, as colour.cpp's rampColour.
vec3 ramp4(float v) {
  for (int i = 1; i < RAMP4_STOPS; ++i) {
    if (v <= ramp4Position[i]) {
      float span = ramp4Position[i] - ramp4Position[i - 1];
      float t = span > 0.0 ? (v - ramp4Position[i - 1]) / span : 1.0;
      vec3 a = ramp4Colour[i - 1];
      return rounded(a + (ramp4Colour[i] - a) * t);
    }
  }
  return ramp4Colour[RAMP4_STOPS - 1];
}

// classifyBiome (core/src/terrain/biomes.cpp) of elevation e and moisture m.
vec3 biome(float e, float m) {
  if (!(e >= t1)) return biomeColours[0];
  if (e < t2) return biomeColours[1];
  int height = e < h ? 0 : (e < t3 ? 1 : 2);
  int wetness = !(m >= w1) ? 0 : (m < w2 ? 1 : 2);
  return biomeColours[2 + 3 * height + wetness];
}

// A cell fraction wraps between neighbours: a lattice line (colour.cpp onWarpLine).
bool wraps(sampler2D cell, ivec2 p, ivec2 size) {
  float f = texelFetch(cell, p, 0).r;
  if (p.x + 1 < size.x && abs(f - texelFetch(cell, p + ivec2(1, 0), 0).r) > 0.5) return true;
  if (p.y + 1 < size.y && abs(f - texelFetch(cell, p + ivec2(0, 1), 0).r) > 0.5) return true;
  return false;
}

// core/src/output/relief.cpp's heightAt and normalAt, step for step: a non-finite
// height counts as 0; central differences, one-sided at the borders.
float heightAt(ivec2 q) {
  float v = texelFetch(field, q, 0).r;
  return isnan(v) || isinf(v) ? 0.0 : v;
}

// hillshade(normal, towardsLight) in [0, 1] at texel p.
float shadeAt(ivec2 p) {
  ivec2 last = textureSize(field, 0) - 1;
  int xl = max(p.x - 1, 0), xr = min(p.x + 1, last.x);
  int yu = max(p.y - 1, 0), yd = min(p.y + 1, last.y);
  float gx = xr == xl ? 0.0 : (heightAt(ivec2(xr, p.y)) - heightAt(ivec2(xl, p.y))) * slopeScale / float(xr - xl);
  float gz = yd == yu ? 0.0 : (heightAt(ivec2(p.x, yd)) - heightAt(ivec2(p.x, yu))) * slopeScale / float(yd - yu);
  float len = sqrt(gx * gx + 1.0 + gz * gz);
  vec3 n = vec3(-gx / len, 1.0 / len, -gz / len);
  return max(n.x * towardsLight.x + n.y * towardsLight.y + n.z * towardsLight.z, 0.0);
}

vec3 band(float v) {
  if (v < t1) return bandColours[0];
  if (v < t2) return bandColours[1];
  if (v < t3) return bandColours[2];
  return bandColours[3];
}

void main() {
  ivec2 p = ivec2(gl_FragCoord.xy);
  float v = texelFetch(field, p, 0).r;
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
  } else if (mode == 3) {
    c = band(v);
  } else if (mode == 4 || mode == 7) {
    c = ramp4(v);
  } else if (mode == 5) {
    c = biome(v, texelFetch(field1, p, 0).r);
  } else if (mode == 8) {
    c = rounded(ramp(v) * shadeAt(p));
  } else {
    c = rounded(vec3(v * 255.0));
  }
  if (mode == 6) {
    ivec2 size = textureSize(field1, 0);
    if (wraps(field1, p, size) || wraps(field2, p, size)) c = warpLineColour;
  }
  colour = vec4(c / 255.0, 1.0);
}
