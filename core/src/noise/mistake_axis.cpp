// The axis terms (field_kernels.h, AxisRun) with the cast and float
// mistakes of mistakes.h: one position at a time, in the order the mistaken
// code would compute it. Only fills with a mistake on come here.
#include <cmath>
#include <cstdint>

#include "fill/field_internal.h"
#include "noisescope/noise/fade.h"

namespace noisescope::detail {

namespace {

Fade fadeOfIndex(int index) {
  switch (index) {
    case 0: return Fade::Linear;
    case 1: return Fade::Cubic;
    default: return Fade::Quintic;
  }
}

template <bool kCast, bool kFloat>
void mistakenAxisTerms(const kernels::AxisRun& r) {
  const Fade fade = fadeOfIndex(r.fade);
  for (int i = 0; i < r.count; ++i) {
    double p = r.pos[i] * r.frequency;
    if constexpr (kFloat) p = static_cast<double>(static_cast<float>(r.pos[i]) * static_cast<float>(r.frequency));
    p = std::isnan(p) ? 0.0 : std::fmax(-1e9, std::fmin(1e9, p));
    // The mistake: a cast truncates toward zero, so x = -0.3 lands in cell 0.
    const std::int32_t cell = kCast ? static_cast<std::int32_t>(p) : static_cast<std::int32_t>(std::floor(p));
    double f = p - static_cast<double>(cell);
    if constexpr (kFloat) f = static_cast<double>(static_cast<float>(p) - static_cast<float>(cell));
    r.hash[i] = kernels::wrapped(cell, r.period) * r.hashStep + r.hashAdd;
    if (r.hashNext) r.hashNext[i] = kernels::wrapped(std::int64_t{cell} + 1, r.period) * r.hashStep + r.hashAdd;
    r.fadeOut[i] = static_cast<float>(applyFade(fade, f));
    r.fraction[i] = static_cast<float>(f);
    if (r.fractionMinusOne) r.fractionMinusOne[i] = static_cast<float>(f - 1.0);
  }
}

}  // namespace

kernels::AxisKernel axisTermsFor(const NoiseParams& c, kernels::AxisKernel correct) {
  if (c.mistakeCast && c.mistakeFloat) return &mistakenAxisTerms<true, true>;
  if (c.mistakeCast) return &mistakenAxisTerms<true, false>;
  if (c.mistakeFloat) return &mistakenAxisTerms<false, true>;
  return correct;
}

}  // namespace noisescope::detail
