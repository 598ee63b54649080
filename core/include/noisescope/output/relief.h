// relief.h — a field read as a surface: its normals and its hillshade.
//
// A field of heights (values[y * width + x], row-major as fillField writes
// them) becomes the surface y = value * heightScale over a grid whose points
// lie `spacing` apart. Both are in map widths: a W x H field of a view at
// zoom z has spacing 1 / (W z) (camera.h), so the shading of a hill does not
// change when the view zooms or the field's size changes, only its detail.
//
// Frame (the mesh's too, mesh_grid.h; glTF's and OpenGL's): x east (along a
// row, to the right), y up (the height), z south (down the rows). Right-handed.
//
// Normals: central differences, dh/dx = (h[x+1] - h[x-1]) / (2 spacing).
// At a border the missing neighbour is the border point itself, so the
// difference there is one-sided over one spacing: (h[1] - h[0]) / spacing at
// x = 0, (h[W-1] - h[W-2]) / spacing at x = W-1; a field one point wide has
// slope 0 across. The normal is (-s dh/dx, 1, -s dh/dz) normalised (s the
// height scale): unit length, y in (0, 1], 1 on flat ground. A non-finite
// height counts as 0 (a NaN must not spread into its neighbours' normals).
//
// Hillshade, the cartographers' formula (Burrough and McDonnell; ESRI's
// "Hillshade" tool, GDAL's gdaldem):
//   shade = cos(zenith) cos(slope) + sin(zenith) sin(slope) cos(azimuthMath - aspect)
// with zenith = 90° - altitude, slope and aspect of the surface, the light's
// azimuth measured clockwise from north. It equals max(0, n · L) for the unit
// normal n and the unit vector L towards the light,
//   L = (sin az cos alt, sin alt, -cos az cos alt),
// which is how it is computed. Output range [0, 1]: 1 facing the light, 0 at
// or past the grazing angle (no negative light). Flat ground gets sin(alt):
// 0.7071 at the default altitude 45°.
//
// Typical values: azimuth 315° (light from the north-west, so hills read as
// raised, not sunken), altitude 45°; height scale 0.05 to 0.2 map widths for
// a map at frequency 4. Limits: a single light, no cast shadows, no ambient
// term. Deterministic: float arithmetic, the same on every machine; the
// explorer's shader runs the same steps in the same order and agrees within
// float rounding (one colour level).
#pragma once

#include <span>

namespace noisescope {

inline constexpr double kLightAzimuthDefault = 315.0;  // degrees clockwise from north
inline constexpr double kLightAltitudeDefault = 45.0;  // degrees above the horizon
inline constexpr double kLightAzimuthMin = 0.0;        // azimuth range [0, 360]
inline constexpr double kLightAzimuthMax = 360.0;
inline constexpr double kLightAltitudeMin = 0.0;  // altitude range [0, 90]
inline constexpr double kLightAltitudeMax = 90.0;
inline constexpr double kHeightScaleDefault = 0.1;  // map widths per unit of field value
inline constexpr double kHeightScaleMin = 0.0;      // height scale range [0, 10]
inline constexpr double kHeightScaleMax = 10.0;

struct Vec3 {
  float x = 0.0f;
  float y = 0.0f;
  float z = 0.0f;

  bool operator==(const Vec3&) const = default;
};

// The surface a field describes (see the manual above).
struct Surface {
  int width = 0;                             // points per row, >= 1
  int height = 0;                            // rows, >= 1
  double spacing = 1.0;                      // map widths between neighbours, > 0
  double heightScale = kHeightScaleDefault;  // map widths per unit of value, [0, 10]
};

// A directional light, in degrees.
struct Light {
  double azimuth = kLightAzimuthDefault;    // clockwise from north, [0, 360]; default 315
  double altitude = kLightAltitudeDefault;  // above the horizon, [0, 90]; default 45

  bool operator==(const Light&) const = default;
};

// Output: the unit vector towards the light (the frame above).
Vec3 lightDirection(const Light& light);

// Output: the unit normal of `heights` at point (x, y); x in [0, width),
// y in [0, height) (else std::out_of_range).
Vec3 surfaceNormal(std::span<const float> heights, const Surface& s, int x, int y);

// Fills out (width * height normals) with surfaceNormal at every point.
// A wrong buffer size, a size below 1, a spacing not > 0 or a height scale
// outside [0, 10] throws std::invalid_argument.
void surfaceNormals(std::span<const float> heights, const Surface& s, std::span<Vec3> out);

// Output: max(0, n · towardsLight), in [0, 1] for unit vectors.
float hillshade(const Vec3& normal, const Vec3& towardsLight);

// Fills out (width * height values, each in [0, 1]) with the hillshade of
// every point. Errors as surfaceNormals.
void hillshadeField(std::span<const float> heights, const Surface& s, const Light& light,
                    std::span<float> out);

}  // namespace noisescope
