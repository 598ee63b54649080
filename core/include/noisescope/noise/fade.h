// fade.h — the curves that bend a cell fraction before blending.
//
//   Linear   t                      slope jumps at every cell border: the
//                                   lattice shows as creases.
//   Cubic    t^2 (3 - 2t)           smoothstep; slope 0 at both ends, curvature
//                                   +-6 there.
//   Quintic  t^3 (t (6t - 15) + 10) Perlin 2002; slope and curvature 0 at both
//                                   ends. At t = 0.01 about a thirtieth of the
//                                   cubic.
//
// Input t in [0, 1]; output in [0, 1], with f(0) = 0 and f(1) = 1 exactly.
// Just below t = 1 the quintic's rounding can pass 1 (in double about one
// t in 6000 of [0.99, 1); in float by up to 7e-7): it is held to 1 there,
// so a blend by it stays between its two ends.
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace noisescope {

enum class Fade { Linear, Cubic, Quintic };

inline constexpr std::array<Fade, 3> kAllFades = {Fade::Linear, Fade::Cubic, Fade::Quintic};

// Output: [0, 1] for t in [0, 1].
constexpr double applyFade(Fade fade, double t) {
  switch (fade) {
    case Fade::Linear: return t;
    case Fade::Cubic: return t * t * (3.0 - 2.0 * t);
    case Fade::Quintic: {
      const double q = t * t * t * (t * (t * 6.0 - 15.0) + 10.0);
      return q < 1.0 ? q : 1.0;
    }
  }
  return t;
}

// The first derivative d/dt of the fade, for t in [0, 1]. Output: linear 1;
// cubic 6t(1 - t) in [0, 1.5]; quintic 30t^2(1 - t)^2 in [0, 1.875]. The
// cubic and quintic are 0 at both ends: no crease at a cell border.
constexpr double fadeSlope(Fade fade, double t) {
  switch (fade) {
    case Fade::Linear: return 1.0;
    case Fade::Cubic: return 6.0 * t * (1.0 - t);
    case Fade::Quintic: return 30.0 * t * t * (1.0 - t) * (1.0 - t);
  }
  return 1.0;
}

// The second derivative. Output: linear 0; cubic 6 - 12t in [-6, 6] (+-6 at
// the ends); quintic 60t(1 - t)(1 - 2t) in [-5.78, 5.78], 0 at both ends.
constexpr double fadeCurvature(Fade fade, double t) {
  switch (fade) {
    case Fade::Linear: return 0.0;
    case Fade::Cubic: return 6.0 - 12.0 * t;
    case Fade::Quintic: return 60.0 * t * (1.0 - t) * (1.0 - 2.0 * t);
  }
  return 0.0;
}

// "linear", "cubic", "quintic".
constexpr std::string_view fadeName(Fade fade) {
  switch (fade) {
    case Fade::Linear: return "linear";
    case Fade::Cubic: return "cubic";
    case Fade::Quintic: return "quintic";
  }
  return "linear";
}

// Inverse of fadeName; nullopt for any other text.
constexpr std::optional<Fade> fadeFromName(std::string_view name) {
  for (Fade f : kAllFades)
    if (fadeName(f) == name) return f;
  return std::nullopt;
}

}  // namespace noisescope
