#include "map_views.h"

#include <array>
#include <charconv>

#include "noisescope/noise/param_table.h"

namespace noisescope::views {

namespace {

constexpr FieldLayer kE = FieldLayer::Elevation;
constexpr std::array<FieldLayer, 3> kElevation = {kE, kE, kE};

constexpr std::array<ViewInfo, 17> kViews = {{
    {ViewKind::Value, "value", "value", Layer::Elevation, NoiseSource::Value, ColourMode::Ramp, kElevation},
    {ViewKind::Gradient, "gradient", "gradient", Layer::Elevation, NoiseSource::Gradient, ColourMode::Ramp,
     kElevation},
    {ViewKind::Octave, "octave", "one octave", Layer::Octave, NoiseSource::Settings, ColourMode::Grey,
     kElevation},
    {ViewKind::LandWater, "landwater", "land / water", Layer::Elevation, NoiseSource::Settings,
     ColourMode::LandWater, kElevation, "land"},
    {ViewKind::Bands, "bands", "four bands", Layer::Elevation, NoiseSource::Settings, ColourMode::Bands,
     kElevation},
    {ViewKind::Raw, "raw", "raw (grey)", Layer::Elevation, NoiseSource::Settings, ColourMode::Grey,
     kElevation},
    {ViewKind::Moisture,
     "moisture",
     "moisture",
     Layer::Elevation,
     NoiseSource::Settings,
     ColourMode::Moisture,
     {FieldLayer::Moisture, kE, kE},
     "wet"},
    {ViewKind::Biome,
     "biome",
     "biomes",
     Layer::Elevation,
     NoiseSource::Settings,
     ColourMode::Biome,
     {kE, FieldLayer::Moisture, kE}},
    {ViewKind::Warp,
     "warp",
     "warp lattice",
     Layer::Elevation,
     NoiseSource::Settings,
     ColourMode::Warp,
     {kE, FieldLayer::WarpedCellX, FieldLayer::WarpedCellY}},
    {ViewKind::Island,
     "island",
     "island mask",
     Layer::Elevation,
     NoiseSource::Settings,
     ColourMode::Island,
     {FieldLayer::IslandDistance, kE, kE}},
    {ViewKind::Relief, "relief", "relief (hillshade)", Layer::Elevation, NoiseSource::Settings,
     ColourMode::Relief, kElevation},
    {ViewKind::Simplex, "simplex", "simplex", Layer::Elevation, NoiseSource::Simplex, ColourMode::Ramp,
     kElevation},
    {ViewKind::Worley, "worley", "worley", Layer::Elevation, NoiseSource::Worley, ColourMode::Ramp,
     kElevation},
    {ViewKind::Flow,
     "flow",
     "flow (erosion)",
     Layer::Elevation,
     NoiseSource::Settings,
     ColourMode::Grey,
     {FieldLayer::Flow, kE, kE}},
    {ViewKind::Wear,
     "wear",
     "wear (erosion)",
     Layer::Elevation,
     NoiseSource::Settings,
     ColourMode::Grey,
     {FieldLayer::Wear, kE, kE}},
    {ViewKind::Deposit,
     "deposit",
     "deposit (erosion)",
     Layer::Elevation,
     NoiseSource::Settings,
     ColourMode::Grey,
     {FieldLayer::Deposit, kE, kE}},
    {ViewKind::Chunks,
     "chunks",
     "chunks (biome at centre)",
     Layer::Chunk,
     NoiseSource::Settings,
     ColourMode::Biome,
     {kE, FieldLayer::Moisture, kE}},
}};

constexpr bool tableInKindOrder() {
  for (std::size_t i = 0; i < kViews.size(); ++i)
    if (static_cast<std::size_t>(kViews[i].kind) != i) return false;
  return true;
}
static_assert(tableInKindOrder(), "kViews is indexed by ViewKind");

bool takesOctave(const ViewInfo& v) {
  switch (v.layer) {
    case Layer::Octave: return true;
    case Layer::Elevation:
    case Layer::Chunk: return false;
  }
  return false;
}

// The kind a view's noise always is; nullopt where it is the settings'.
constexpr std::optional<NoiseKind> ownNoise(const ViewInfo& v) {
  switch (v.noise) {
    case NoiseSource::Value: return NoiseKind::Value;
    case NoiseSource::Gradient: return NoiseKind::Gradient;
    case NoiseSource::Simplex: return NoiseKind::Simplex;
    case NoiseSource::Worley: return NoiseKind::Worley;
    case NoiseSource::Settings: return std::nullopt;
  }
  return std::nullopt;
}

constexpr bool everyKindHasItsView() {
  for (NoiseKind kind : kAllNoiseKinds) {
    bool found = false;
    for (const ViewInfo& v : kViews) found = found || ownNoise(v) == kind;
    if (!found) return false;
  }
  return true;
}
static_assert(everyKindHasItsView(), "each noise kind needs a view of its own noise in kViews");

}  // namespace

std::span<const FieldLayer> viewFields(const ViewInfo& camera) {
  return std::span(camera.fields).first(static_cast<std::size_t>(colourInputCount(camera.colouring)));
}

std::span<const ViewInfo> allViews() { return kViews; }

const ViewInfo& viewInfo(ViewKind kind) { return kViews[static_cast<std::size_t>(kind)]; }

std::string displayName(const MapDisplay& display) {
  const ViewInfo& v = viewInfo(display.kind);
  return takesOctave(v) ? std::string(v.name) + ":" + std::to_string(display.octave) : std::string(v.name);
}

std::optional<MapDisplay> displayFromName(std::string_view name) {
  for (const ViewInfo& v : kViews) {
    if (!takesOctave(v)) {
      if (name == v.name) return MapDisplay{v.kind, 0};
      continue;
    }
    if (name.size() <= v.name.size() + 1 || name.substr(0, v.name.size()) != v.name || name[v.name.size()] != ':')
      continue;
    const std::string_view digits = name.substr(v.name.size() + 1);
    int k = -1;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), k);
    if (ec != std::errc() || end != digits.data() + digits.size() || k < 0 || k >= kOctavesMax) return std::nullopt;
    return MapDisplay{v.kind, k};
  }
  return std::nullopt;
}

std::string displayNamesList() {
  std::string out;
  for (std::size_t i = 0; i < kViews.size(); ++i) {
    out += listSeparator(i, kViews.size());
    out += kViews[i].name;
    if (takesOctave(kViews[i])) out += ":K (K in 0.." + std::to_string(kOctavesMax - 1) + ")";
  }
  return out;
}

std::string_view mapViewName(std::optional<ViewKind> view) {
  return view ? viewInfo(*view).name : kMapNoiseName;
}

bool mapViewFromName(std::string_view name, std::optional<ViewKind>& view) {
  if (name == kMapNoiseName) {
    view.reset();
    return true;
  }
  for (std::span<const ViewKind> list : {std::span<const ViewKind>(kTerrainViews), std::span<const ViewKind>(kErosionViews)})
    for (ViewKind kind : list)
      if (name == viewInfo(kind).name) {
        view = kind;
        return true;
      }
  return false;
}

std::string mapViewNamesList() {
  std::string out(kMapNoiseName);
  const std::size_t count = 1 + kTerrainViews.size() + kErosionViews.size();
  std::size_t i = 1;
  for (std::span<const ViewKind> list : {std::span<const ViewKind>(kTerrainViews), std::span<const ViewKind>(kErosionViews)})
    for (ViewKind kind : list) {
      out += listSeparator(i++, count);
      out += viewInfo(kind).name;
    }
  return out;
}

NoiseParams displayParams(const NoiseParams& params, const MapDisplay& display) {
  NoiseParams p = params;
  if (const std::optional<NoiseKind> own = ownNoise(viewInfo(display.kind))) p.noise = *own;
  return p;
}

ViewKind noiseView(NoiseKind kind) {
  for (const ViewInfo& v : kViews)
    if (ownNoise(v) == kind) return v.kind;
  return ViewKind::Gradient;  // not reached: every kind has its view (the static_assert above)
}

ViewKind viewFollowingMaps(ViewKind view, const MapKinds& before, const MapKinds& after) {
  const std::optional<NoiseKind> kind = ownNoise(viewInfo(view));
  if (!kind || after[0] == *kind || after[1] == *kind) return view;
  for (std::size_t slot = kMapSlots; slot-- > 0;)
    if (before[slot] == *kind) return noiseView(after[slot]);
  return view;
}

int displayOctave(const MapDisplay& display) {
  return takesOctave(viewInfo(display.kind)) ? display.octave : kWholeFbm;
}

FieldSpec displayFieldSpec(const MapDisplay& display, std::size_t index, int width, int height,
                           const Camera& camera, double chunkSize) {
  FieldSpec spec{width, height, camera, displayOctave(display)};
  const ViewInfo& info = viewInfo(display.kind);
  spec.layer = viewFields(info)[index];
  if (info.layer == Layer::Chunk) spec.chunk = chunkSize;
  return spec;
}

}  // namespace noisescope::views
