#include "noisescope/fill/eroded_field.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "noisescope/terrain/biomes.h"
#include "noisescope/terrain/erosion.h"

namespace noisescope {

struct ErodedField::State {
  NoiseParams params;  // clamped
  FieldSpec region;
  std::vector<float> heights, moisture;
  ErosionMasks masks;
  std::optional<ErosionRun> run;  // over heights and masks, which stay where they are: State is on the heap
};

ErodedField::ErodedField(const NoiseParams& p, const FieldSpec& region, bool moisture, bool masks)
    : state_(std::make_unique<State>()) {
  State& s = *state_;
  s.params = clampParams(p);
  s.region = FieldSpec{region.width, region.height, region.camera, kWholeFbm};
  NoiseParams plain = s.params;
  plain.erosion = 0.0;
  plain.thermalPasses = 0;
  const std::size_t size = static_cast<std::size_t>(region.width) * static_cast<std::size_t>(region.height);
  s.heights.resize(size);
  fillField(plain, s.region, s.heights);
  if (moisture) {
    FieldSpec m = s.region;
    m.layer = FieldLayer::Moisture;
    s.moisture.resize(size);
    fillField(plain, m, s.moisture);
  }
  s.run.emplace(s.params, s.heights, region.width, region.height, region.width * region.camera.zoom,
                masks ? &s.masks : nullptr);
}

ErodedField::~ErodedField() = default;
ErodedField::ErodedField(ErodedField&&) noexcept = default;
ErodedField& ErodedField::operator=(ErodedField&&) noexcept = default;

bool ErodedField::advance(std::int64_t atLeast) { return state_->run->advance(atLeast); }
bool ErodedField::done() const { return state_->run->done(); }
std::int64_t ErodedField::droplets() const { return state_->run->droplets(); }
std::int64_t ErodedField::dropletsRun() const { return state_->run->dropletsRun(); }
double ErodedField::progress() const { return state_->run->progress(); }

void ErodedField::layer(const FieldSpec& spec, std::span<float> out) const {
  layerRect(spec, 0, 0, spec.width, spec.height, out);
}

void ErodedField::layerRect(const FieldSpec& spec, int x0, int y0, int x1, int y1, std::span<float> out) const {
  const State& s = *state_;
  const std::size_t width = static_cast<std::size_t>(spec.width);
  if (isErosionMask(spec.layer)) {
    // Flow in lifetimes (a pixel's mean: every step of every droplet counts once), the others in
    // kErosionMaskUnit; 0 where no mask was kept.
    const std::vector<float>& m = spec.layer == FieldLayer::Flow   ? s.masks.flow
                                  : spec.layer == FieldLayer::Wear ? s.masks.wear
                                                                   : s.masks.deposit;
    const double unit =
        spec.layer == FieldLayer::Flow ? static_cast<double>(s.params.erosionLifetime) : kErosionMaskUnit;
    for (int y = y0; y < y1; ++y)
      for (int x = x0; x < x1; ++x) {
        const std::size_t i = static_cast<std::size_t>(y) * width + static_cast<std::size_t>(x);
        const double v = m.empty() ? 0.0 : std::max(0.0, static_cast<double>(m[i]));
        out[i] = static_cast<float>(v / (v + unit));
      }
    return;
  }
  for (int y = y0; y < y1; ++y)
    for (int x = x0; x < x1; ++x) {
      const std::size_t i = static_cast<std::size_t>(y) * width + static_cast<std::size_t>(x);
      out[i] = spec.layer == FieldLayer::Biome && !s.moisture.empty()
                   ? static_cast<float>(static_cast<int>(
                         classifyBiome(s.heights[i], s.moisture[i], spec.thresholds, spec.biomeCuts)))
                   : s.heights[i];
    }
}

}  // namespace noisescope
