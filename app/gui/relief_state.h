// relief_state.h — what the 3D panel (panels/relief3d_panel.cpp) edits and
// what its renderer (mesh_renderer.h) reports back.
//
// The panel shows the elevation of one noise as a lit mesh over the main
// maps' extent: a grid of vertices (the longer side gridSide, the maps'
// aspect) displaced by the one height scale (AppState::heightScale: map
// widths per unit of field value, as the relief view and the mesh export use it), coloured as noisescope/output/colour.h colours the value, with a water
// plane at t1. World units are map widths: x east (right on the map), y
// north (up on the map), z up; the mesh is centred on the origin.
#pragma once

#include <cstdint>

#include "noisescope/noise/params.h"
#include "noisescope/output/colour.h"
#include "noisescope/output/relief.h"

namespace noisescope::gui {

inline constexpr int kReliefGridMin = 16;
inline constexpr int kReliefGridMax = 512;
inline constexpr float kReliefPitchMin = 5.0f;     // degrees above the horizon
inline constexpr float kReliefPitchMax = 90.0f;    // straight down
inline constexpr float kReliefZoomMin = 0.25f;
inline constexpr float kReliefZoomMax = 16.0f;
// seeds/004_*'s isometric render: screen x is map x and a row y steps down
// 0.5 of a cell (sy = 0.5 y - h k), a parallel projection from the map's
// bottom edge at asin(0.5) = 30 degrees above the horizon.
inline constexpr float kIsometricYaw = 0.0f;
inline constexpr float kIsometricPitch = 30.0f;

// An orbiting camera with a parallel (orthographic) projection, looking at
// the middle of the mesh.
struct ReliefCamera {
  float yaw = kIsometricYaw;      // degrees; 0 looks north from the map's bottom edge, 90 looks west from its right edge
  float pitch = kIsometricPitch;  // degrees above the horizon, [5, 90]; 90 looks straight down, north up
  float zoom = 1.0f;              // [0.25, 16]; at 1 the image is one map width across
  bool operator==(const ReliefCamera&) const = default;
};

// An orbit drag in progress: the camera follows the mouse from the press on.
struct ReliefDrag {
  bool active = false;
  ReliefCamera atPress{};
  float pressX = 0, pressY = 0;  // window pixels
};

// The colourings the mesh offers: core's value-by-value ones (colourise)
// and the biomes, which classify the elevation with the moisture field of the
// same noise at the grid's size (colouriseMap). Warp and relief colour the 2D
// maps only.
inline bool meshColouring(ColourMode mode) {
  return colouredPixelByPixel(mode) || colourInputCount(mode) == 2;  // two: elevation and moisture
}

struct ReliefState {
  NoiseKind noise = NoiseKind::Gradient;  // which noise's elevation is shown
  ColourMode colour = ColourMode::Ramp;   // how the mesh is coloured (noisescope/output/colour.h), a meshColouring
  int gridSide = 256;                     // vertices along the longer side, [16, 512]
  bool water = true;                      // a translucent plane at t1 (not drawn at height scale 0)
  bool spin = false;                      // turn the camera by itself (a turntable)
  ReliefCamera camera{};
  ReliefDrag drag{};
  int imageWidth = 0, imageHeight = 0;    // the picture's size in pixels, set by the panel; 0 when closed

  // Filled by the renderer.
  unsigned texture = 0;          // GL name of the last picture (RGBA, rows bottom-up); 0 before the first
  std::uint64_t renders = 0;     // pictures drawn since start
  std::uint64_t uploads = 0;     // fields uploaded since start
  int marks = 0;                 // scatter marks standing on the last picture (mesh_renderer.h)
  bool sharedField = false;      // the mesh shown is a main map's field, not one of its own
};

}  // namespace noisescope::gui
