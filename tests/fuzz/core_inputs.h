// core_inputs.h — the core's inputs read from fuzz bytes, shared by the
// core_sampling and core_terrain targets. Each reader's byte layout is what
// the seeds in corpus/ were written in: changing it changes their meaning.
#pragma once

#include <cstdint>

#include "noisescope/fill/field.h"
#include "noisescope/noise/params.h"
#include "fuzz_support.h"

namespace noisescope::fuzz {

// The plain noise fields (out of range, NaN and infinite included; a noise
// kind 2 and a fade 3 name nothing: clampParams must cope). The terrain
// fields keep their defaults.
inline NoiseParams readPlainParams(ByteReader& in) {
  NoiseParams p;
  p.noise = static_cast<NoiseKind>(in.byte() % (kAllNoiseKinds.size() + 1));  // one past: out of range
  p.fade = static_cast<Fade>(in.byte() % 4);
  p.seed = in.take<std::int32_t>();
  p.frequency = in.number();
  p.octaves = (in.byte() & 1) ? in.take<std::int32_t>() : in.byte() % 18;
  p.lacunarity = in.number();
  p.persistence = in.number();
  p.normalize = in.byte() & 1;
  return p;
}

// A field of 1..maxSide pixels each way, a view of any bits, and the whole
// fBm for an octave byte below wholeBelow, else octave byte % 18 (16 and 17
// are past the last octave).
inline FieldSpec readFieldSpec(ByteReader& in, int maxSide, int wholeBelow) {
  FieldSpec spec;
  spec.width = 1 + in.byte() % maxSide;
  spec.height = 1 + in.byte() % maxSide;
  spec.camera = Camera{in.number(), in.number(), in.number()};
  const std::uint8_t octave = in.byte();
  spec.octave = octave < wholeBelow ? kWholeFbm : octave % 18;
  return spec;
}

}  // namespace noisescope::fuzz
