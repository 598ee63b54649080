// noisescope.h — the library's API in one include, for a game or a tool.
//
// Everything Noisescope shows is computed by these functions, so a program
// that links the library (find_package(Noisescope): Noisescope::core, or
// pkg-config noisescope) gets the explorer's field bit for bit:
//   settings     NoiseParams (params.h), read or written by name with the
//                parameter table (param_table.h: findParam, parseParam, set),
//                checked by paramsError / clampParams;
//   points       fbm (fbm.h), elevation, moisture and biomeAt (terrain.h), in
//                lattice units as `noisescope sample` reads them; the biome
//                table is Biome and biomeName (biomes.h), its thresholds
//                Thresholds (bands.h) and BiomeCuts;
//   bulk fills   renderField / fillField (field.h): whole fields of any layer
//                on every instruction set, the same floats on each;
//   layout       scatterPoints (scatter.h) and chunkLayout (chunks.h), the
//                same points and chunks whatever region is asked.
// Each header states its functions' ranges, determinism and cost. The
// library includes the C++20 standard library only; its inline functions
// must be compiled with -ffp-contract=off, as both packages ask.
// docs/manual/library.md is the manual.
#pragma once

#include "noisescope/fill/field.h"
#include "noisescope/noise/fbm.h"
#include "noisescope/noise/noise_kinds.h"
#include "noisescope/noise/param_table.h"
#include "noisescope/noise/params.h"
#include "noisescope/terrain/bands.h"
#include "noisescope/terrain/biomes.h"
#include "noisescope/terrain/chunks.h"
#include "noisescope/terrain/scatter.h"
#include "noisescope/terrain/terrain.h"
