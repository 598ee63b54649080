// Fuzz target core_erosion: erosion (noisescope/terrain/erosion.h,
// noisescope/fill/eroded_field.h) over fields of up to 24 x 24 pixels with settings
// of any bits (NaN and infinities included: clampParams must cope) and a view
// of any bits (the resolution the lengths scale by may be 0, huge or NaN).
// Checks what the headers promise: from land of finite heights not below 0
// (a view outside the zoom range may give NaN land), every height and mask
// finite and not below 0; a run taken in steps of any size is the whole erosion to the bit,
// on one thread and on two; and fillField's eroded elevation, biome classes
// and masks are ErodedField's layers of the same region.
#include <cmath>
#include <cstring>
#include <vector>

#include "noisescope/fill/eroded_field.h"
#include "noisescope/fill/field.h"
#include "noisescope/terrain/erosion.h"
#include "core_inputs.h"
#include "fuzz_support.h"

namespace noisescope::fuzz {
namespace {

NoiseParams readErosion(ByteReader& in) {
  NoiseParams p = readPlainParams(in);
  p.erosion = (in.byte() & 1) ? in.number() : in.byte() / 64.0;  // mostly 0..4 droplets per pixel
  p.erosionSeed = in.take<std::int32_t>();
  p.erosionInertia = in.number();
  p.erosionCapacity = in.number();
  p.erosionMinCapacity = in.number();
  p.erosionErode = in.number();
  p.erosionDeposit = in.number();
  p.erosionEvaporation = in.number();
  p.erosionGravity = in.number();
  p.erosionLifetime = (in.byte() & 1) ? in.take<std::int32_t>() : in.byte();
  p.erosionRadius = in.number();
  p.thermalPasses = in.byte() % 8;
  p.talusAngle = in.number();
  p.thermalStrength = in.number();
  return p;
}

bool same(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0);
}

void checkFinite(const std::vector<float>& v, const char* what) {
  for (std::size_t i = 0; i < v.size(); ++i)
    FUZZ_REQUIRE(std::isfinite(v[i]) && v[i] >= 0.0f, "%s %.9g at %zu is not a finite value >= 0", what, v[i], i);
}

}  // namespace

void fuzzTarget(std::span<const std::uint8_t> data) {
  ByteReader in(data);
  const NoiseParams c = clampParams(readErosion(in));
  FieldSpec spec = readFieldSpec(in, 24, 256);
  const double resolution = spec.width * spec.camera.zoom;
  const std::int64_t step = 1 + in.byte() % 3;  // rounds per step: 65,536 droplets and more
  if (!erosionSizeError(c, spec.width, spec.height).empty()) return;
  if (!(resolution > 0.0 && std::isfinite(resolution))) {  // refused in one line, never eroded
    bool refused = false;
    std::vector<float> heights(static_cast<std::size_t>(spec.width) * spec.height, 0.5f);
    try {
      erodeField(c, heights, spec.width, spec.height, resolution);
    } catch (const std::invalid_argument&) {
      refused = true;
    }
    FUZZ_REQUIRE(refused, "a resolution of %.17g pixels per map width was not refused", resolution);
    return;
  }
  NoiseParams plain = c;
  plain.erosion = 0.0;
  plain.thermalPasses = 0;
  const std::vector<float> land = renderField(plain, spec);
  bool finiteLand = true;
  for (float h : land) finiteLand = finiteLand && std::isfinite(h) && h >= 0.0f;

  setFieldThreads(1);
  std::vector<float> whole = land;
  ErosionMasks masks;
  erodeField(c, whole, spec.width, spec.height, resolution, &masks);
  if (finiteLand) {
    checkFinite(whole, "height");
    checkFinite(masks.flow, "flow");
    checkFinite(masks.wear, "wear");
    checkFinite(masks.deposit, "deposit");
  }

  setFieldThreads(2);
  std::vector<float> stepped = land;
  ErosionMasks steppedMasks;
  ErosionRun run(c, stepped, spec.width, spec.height, resolution, &steppedMasks);
  for (double last = -1.0; !run.advance(step * 65536);) {
    FUZZ_REQUIRE(run.progress() > last && run.progress() < 1.0, "progress %.17g after %.17g", run.progress(), last);
    last = run.progress();
  }
  setFieldThreads(0);
  FUZZ_REQUIRE(run.progress() == 1.0 && run.dropletsRun() == run.droplets(), "a finished run at %.17g",
               run.progress());
  FUZZ_REQUIRE(same(stepped, whole), "heights in steps on two threads differ from the whole on one");
  FUZZ_REQUIRE(same(steppedMasks.flow, masks.flow) && same(steppedMasks.wear, masks.wear) &&
                   same(steppedMasks.deposit, masks.deposit),
               "masks in steps on two threads differ from the whole on one");

  // fillField's eroded layers are the region's (its camera is the view's).
  if (!erosionOn(c)) return;
  ErodedField region(c, spec, true, true);
  while (!region.advance(1 << 20)) {
  }
  for (FieldLayer layer : {FieldLayer::Elevation, FieldLayer::Biome, FieldLayer::Flow, FieldLayer::Deposit}) {
    spec.layer = layer;
    std::vector<float> mine(land.size());
    region.layer(spec, mine);
    FUZZ_REQUIRE(same(renderField(c, spec), mine), "fillField's %s differs from ErodedField's",
                 fieldLayerName(layer).data());
  }
}

}  // namespace noisescope::fuzz
