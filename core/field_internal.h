// field_internal.h — what field.cpp shares with terrain_field.cpp (internal
// to core): the kernels of the chosen path, the pool, the pixel mapping.
#pragma once

#include <functional>

#include "field.h"
#include "field_kernels.h"

namespace noisescope::detail {

// A fade as the kernels number it: 0 linear, 1 cubic, 2 quintic.
int fadeIndex(Fade fade);

// The kernels of fieldPath().
kernels::RowKernels activeKernels();

// Calls rows(a, b) over [y0, y1) in pieces, on the pool when the work
// (pixel-octaves) is worth it and the pool is free.
void forRowPieces(int y0, int y1, double workPerRow, const std::function<void(int, int)>& rows);

// The axis-terms kernel a fill of c uses: `correct`, or with the cast or
// float mistake on (mistakes.h) a scalar one that makes it (mistake_axis.cpp).
kernels::AxisKernel axisTermsFor(const NoiseParams& c, kernels::AxisKernel correct);

// pixelToLattice's coordinates, one axis at a time, for clamped params.
double latticeX(const NoiseParams& c, const FieldSpec& spec, int px);
double latticeY(const NoiseParams& c, const FieldSpec& spec, int py);

// Whether a fill of spec needs terrain_field.cpp: any layer but the
// elevation, or any terrain step on.
bool needsTerrainFill(const NoiseParams& c, const FieldSpec& spec);

// fillFieldRect for those fills (arguments already checked and clipped).
void fillTerrainRect(const NoiseParams& c, const FieldSpec& spec, int x0, int y0, int x1, int y1, float* out);

}  // namespace noisescope::detail
