// spectrum.h — the radially averaged power spectrum of a map, and its slope.
//
// What it computes: the map's values minus their mean, times a 2D Hann
// window (so the map's edges add no power of their own), go through FFTW's
// real-to-complex 2D transform; each coefficient's power |F|^2 is averaged
// over rings of radial frequency. Radial frequency is measured in cycles
// across the image's width: a coefficient (kx, ky) of a W x H image lies at
// r = sqrt(kx^2 + (ky W / H)^2), so a sinusoid with k periods across the
// width lands at r = k whatever the image's height. The rings are spaced
// evenly in log r from 1 to the Nyquist frequency W / 2 (in x). A map of
// base frequency f seen at zoom z has octave o's lattice at f L^o / z
// cycles across the image (octaveCycles).
//
// Output ranges: frequencies in [1, W / 2]; powers >= 0 (arbitrary units,
// mean power per coefficient divided by (W H)^2, the same for every map of a
// size, so two maps' curves compare). Deterministic: FFTW_ESTIMATE plans.
//
// Typical values: fBm whose octave o has amplitude p^o at frequency f L^o
// spreads each octave's power over a ring of area about f^2, so between the
// first and the last octave the averaged power falls as f^s with
// s = 2 ln(p) / ln(L) - 2 (persistence 0.5, lacunarity 2: -4; persistence
// 0.8: about -2.6). Past the last octave it falls much faster.
//
// Limits: maps under 4 x 4 pixels have no spectrum (empty result). Call from
// a worker: a 1024 x 1024 map takes tens of milliseconds.
#pragma once

#include <span>
#include <vector>

#include "noisescope/noise/params.h"

namespace noisescope::gui {

struct PowerSpectrum {
  std::vector<double> frequency;  // each non-empty ring's mean radial frequency, cycles per image width, ascending
  std::vector<double> power;      // each ring's mean power, >= 0
};

// The spectrum of a width x height map (row-major values), in at most
// `rings` rings (empty ones are left out); empty when the map is under 4 x 4.
PowerSpectrum radialPowerSpectrum(std::span<const float> values, int width, int height, int rings = 48);

struct SpectrumSlope {
  bool valid = false;     // at least 3 rings with power > 0 in the range
  double slope = 0.0;     // d log(power) / d log(frequency), typically in [-8, 0]
  double intercept = 0.0; // log10(power) at frequency 1
  double lo = 0.0, hi = 0.0;  // the frequencies fitted, cycles per image width
};

// The least-squares line through (log10 f, log10 power) of the rings with
// frequency in [lo, hi] and power > 0.
SpectrumSlope fitSpectrumSlope(const PowerSpectrum& spectrum, double lo, double hi);

// The slope fBm has between its first and last octave (see above):
// 2 ln(persistence) / ln(lacunarity) - 2; persistence 0 gives -inf, lacunarity 1 NaN.
double expectedSpectrumSlope(double persistence, double lacunarity);

// Octave o's lattice frequency in cycles across an image of the map at
// `zoom`: frequency * lacunarity^o / zoom, > 0.
double octaveCycles(const NoiseParams& p, double zoom, int octave);

// A map's spectrum and the slope fitted between its first and last octave
// (at least an octave of frequency wide), inside [1, width / 4]: past half
// the Nyquist frequency the pixels' own sampling bends the curve.
struct MapSpectrum {
  PowerSpectrum spectrum;
  SpectrumSlope slope;
};
MapSpectrum mapSpectrum(std::span<const float> values, int width, int height, const NoiseParams& p, double zoom);

}  // namespace noisescope::gui
