#include "screenshot.h"

#include <glad/gl.h>

#include <ctime>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "caught_error.h"
#include "noisescope/noise/fade.h"
#include "noisescope/noise/mistakes.h"
#include "noisescope/noise/noise_families.h"
#include "noisescope/noise/param_table.h"
#include "io/preset.h"
#include "ui_scale.h"

namespace noisescope::gui {

namespace {

using nlohmann::json;

// Every field of the parameter table, as a preset writes it.
json paramsJson(const NoiseParams& p) {
  json j = json::parse(io::paramsToJson(p));
  if (mistakesOn(p)) j["mistakes"] = mistakesText(p);  // teaching only: the field is wrong on purpose
  return j;
}

json viewJson(const Camera& v) {
  return json{{"cx", v.cx}, {"cy", v.cy}, {"zoom", v.zoom}};
}

json thresholdsJson(const Thresholds& t) { return json::array({t.t1, t.t2, t.t3}); }
json biomeCutsJson(const BiomeCuts& c) { return json::array({c.h, c.w1, c.w2}); }

// Each class's name and colour, water first, as the legend shows them.
json biomesJson(const AppState& state) {
  json j = json::array();
  for (std::size_t i = 0; i < state.biomeNames.size(); ++i) {
    const Rgb8 c = state.biomeColours[i];
    j.push_back(json{{"name", std::string(state.biomeNames[i].text())}, {"colour", json::array({c.r, c.g, c.b})}});
  }
  return j;
}

// The hover probe's content, as the tooltip shows it (full precision).
json probeJson(const AppState& state) {
  const ProbeShown& probe = state.probe;
  if (!probe.shown) return json{{"shown", false}};
  const TerrainJourney& j = probe.journey;
  const auto biome = static_cast<std::size_t>(j.biome);
  return json{
      {"shown", true},
      {"noise", noiseKindName(probe.noise)},
      {"map", json::array({j.mx, j.my})},
      {"lattice", json::array({j.px, j.py})},
      {"warp", json::array({j.warp.x, j.warp.y})},
      {"fbm", j.fbm},
      {"afterExponent", j.afterExponent},
      {"afterCurve", j.afterCurve},
      {"islandDistance", j.islandDistance},
      {"afterIsland", j.afterIsland},
      {"elevation", j.elevation},
      {"moisture", j.moisture},
      {"band", bandName(j.band)},
      {"biome", biome},
      {"biomeName", std::string(state.biomeNames[biome].text())},
      {"chunk", probe.chunk ? json{{"index", json::array({probe.chunk->index.i, probe.chunk->index.j})},
                                   {"biome", static_cast<int>(probe.chunk->biome)}}
                            : json(nullptr)}};
}

json mapKindsJson(const views::MapKinds& kinds) {
  return json::array({noiseKindName(kinds[0]), noiseKindName(kinds[1])});
}

json rectJson(const ScreenRect& r) { return json::array({r.x, r.y, r.w, r.h}); }

// The steps of a kind off the square lattice as the explain panel draws
// them (explain_families.cpp), under the names `noisescope explain --json` gives.
json familyJson(const OctaveSteps& s, const NoiseParams& p) {
  switch (s.kind) {
    case NoiseKind::Value:
    case NoiseKind::Gradient: break;
    case NoiseKind::Simplex: {
      const SimplexSteps st = simplexSteps(s.positionX, s.positionY, s.seed);
      json corners = json::array();
      for (const SimplexCorner& c : st.corners)
        corners.push_back(
            json{{"lattice", json::array({c.i, c.j})}, {"r", c.r}, {"contribution", c.contribution}});
      return json{{"skew", st.skew}, {"corners", std::move(corners)}};
    }
    case NoiseKind::Worley: {
      const WorleySearch f = worleySearch(s.positionX, s.positionY, s.seed, worleySettingsOf(p));
      return json{{"f1", f.f1}, {"f2", f.f2}, {"nearest", json::array({f.nearestX, f.nearestY})}};
    }
  }
  return json::object();
}

// The pin and what the explain panel showed, so a test can ask
// `noisescope explain` the same question and compare.
json teachingJson(const AppState& state) {
  const TeachingState& t = state.teaching;
  json j{{"pin", {{"active", t.pin.active}, {"map", json::array({t.pin.mapX, t.pin.mapY})},
                  {"noise", noiseKindName(t.pin.noise)}}},
         {"octave", t.octave},
         {"show", {{"explain", t.show.explain}, {"fadeCurves", t.show.fadeCurves},
                   {"crossSection", t.show.crossSection}, {"histogram", t.show.histogram},
                   {"lattice", t.show.lattice}, {"lessons", t.show.lessons}, {"spectrum", t.show.spectrum}}},
         {"lesson", t.lesson.id},
         {"steps", {{"step", t.steps.step}, {"playing", t.steps.playing}}}};
  if (t.show.spectrum && t.spectrum.valid) {
    const auto slope = [](const SpectrumSlope& s) { return s.valid ? json(s.slope) : json(nullptr); };
    const std::array<MapSpectrum, views::kMapSlots>& maps = t.spectrum.maps;
    j["spectrum"] = {{"kinds", mapKindsJson(t.spectrum.mapKinds)},
                     {"slopes", json::array({slope(maps[0].slope), slope(maps[1].slope)})},
                     {"persistence", t.spectrum.params.persistence},
                     {"rings", maps[1].spectrum.power.size()},
                     {"fit", json::array({maps[1].slope.lo, maps[1].slope.hi})}};
  }
  if (t.explainShown) {
    const OctaveSteps& s = t.explained;
    j["explained"] = {{"position", json::array({s.positionX, s.positionY})},
                      {"cell", json::array({s.cell.ix, s.cell.iy})},
                      {"fraction", json::array({s.cell.fx, s.cell.fy})},
                      {"fade", json::array({s.u, s.v})},
                      {"top", s.top},
                      {"bottom", s.bottom},
                      {"noise", s.noise},
                      {"contribution", s.contribution},
                      {"fbm", t.explainedFbm}};
    for (const CornerStep& c : s.corners)  // where the cell drawing's arrows point
      j["explained"]["gradients"].push_back(json::array({c.gradient.x, c.gradient.y}));
    j["explained"]["kind"] = noiseKindName(s.kind);
    if (t.typing.cornersOn && s.kind == NoiseKind::Value)
      j["explained"]["corners"] = json::array({t.typing.corners[0], t.typing.corners[1], t.typing.corners[2],
                                               t.typing.corners[3]});
    j["explained"].update(familyJson(s, paramsOfKind(state.params, s.kind)));
  }
  return j;
}

// The 3D panel: what it shows and how often it drew, so a test can check
// the camera moved and that a closed panel drew nothing.
json reliefJson(const AppState& state) {
  const ReliefState& r = state.relief;
  return json{{"shown", state.panels.relief3d},
              {"noise", noiseKindName(r.noise)},
              {"colour", colourModeName(r.colour)},
              {"grid", json::array({state.sizes.meshWidth, state.sizes.meshHeight})},
              {"heightScale", state.heightScale},
              {"light", json::array({state.light.azimuth, state.light.altitude})},
              {"camera", {{"yaw", r.camera.yaw}, {"pitch", r.camera.pitch}, {"zoom", r.camera.zoom}}},
              {"image", json::array({r.imageWidth, r.imageHeight})},
              {"renders", r.renders},
              {"marks", r.marks},
              {"uploads", r.uploads},
              {"sharedField", r.sharedField}};
}

// The scatter points on screen and what they were computed for, so a test
// can ask `noisescope scatter` for the same region and find each mark.
json chunksJson(const AppState& state) {
  const ChunksView& v = state.chunks;
  return json{{"shown", v.shown},
              {"filled", v.filled},
              {"size", v.size},
              {"wantedSize", state.chunkSize},
              {"region", json::array({v.region.x0, v.region.y0, v.region.x1, v.region.y1})},
              {"count", json::array({v.chunks[0].size(), v.chunks[1].size()})},
              {"refusal", v.refusal}};
}

json scatterJson(const AppState& state) {
  const ScatterView& v = state.scatter;
  const ScatterSettings& s = state.scatterSettings;
  json spacings = json::array();
  json colours = json::array();
  for (int b = 0; b < kBiomeCount; ++b) {
    spacings.push_back(scatterSpacing(s, static_cast<Biome>(b)));
    const Rgb8 c = state.biomeColours[static_cast<std::size_t>(b)];
    colours.push_back(json::array({c.r, c.g, c.b}));
  }
  return json{{"shown", v.shown},
              {"method", scatterMethodName(s.method)},
              {"spacing", s.spacing},
              {"biomeSpacings", std::move(spacings)},
              {"seed", s.seed},
              {"region", json::array({v.region.x0, v.region.y0, v.region.x1, v.region.y1})},
              {"count", json::array({v.points[0].size(), v.points[1].size()})},
              {"view", json::array({v.view.x0, v.view.y0, v.view.x1, v.view.y1})},
              {"counts", v.counts},
              {"refusal", v.refusal},
              {"colours", std::move(colours)}};
}

}  // namespace

io::Image readWindowPixels(int width, int height) {
  io::Image image;
  image.width = width;
  image.height = height;
  image.channels = 3;
  image.bitDepth = 8;
  std::vector<std::uint8_t> rgba(static_cast<std::size_t>(width) * height * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
  image.pixels.resize(static_cast<std::size_t>(width) * height * 3);
  for (int y = 0; y < height; ++y) {  // GL's rows start at the bottom
    const std::uint8_t* from = rgba.data() + static_cast<std::size_t>(height - 1 - y) * width * 4;
    std::uint8_t* to = image.pixels.data() + static_cast<std::size_t>(y) * width * 3;
    for (int x = 0; x < width; ++x) {
      to[3 * x + 0] = from[4 * x + 0];
      to[3 * x + 1] = from[4 * x + 1];
      to[3 * x + 2] = from[4 * x + 2];
    }
  }
  return image;
}

std::string screenMetadata(const AppState& state, const FrameCounters& counters, int width, int height) {
  json marks = json::object();
  for (int i = 0; i < state.marks.count; ++i) {
    const ScreenMarks::Mark& m = state.marks.marks[static_cast<std::size_t>(i)];
    json entry{{"rect", rectJson(m.rect)}};
    if (m.image != nullptr && m.image->texture != 0) {
      const MapImage& img = *m.image;
      entry["params"] = paramsJson(img.params);
      io::Preset preset;  // every parameter, terrain steps included, as a preset writes them
      preset.params = img.params;
      preset.thresholds = img.thresholds;
      preset.biomeCuts = img.biomeCuts;
      preset.biomeColours = img.biomeColours;
      preset.light = img.light;
      preset.heightScale = img.heightScale;
      entry["preset"] = json::parse(io::presetToJson(preset));
      entry["view"] = viewJson(img.camera);
      entry["octave"] = img.octave;
      entry["mode"] = colourModeName(img.mode);
      entry["thresholds"] = thresholdsJson(img.thresholds);
      entry["biomeCuts"] = biomeCutsJson(img.biomeCuts);
      entry["size"] = json::array({img.width, img.height});
      if (img.stretched) entry["stretch"] = json::array({img.stretchMin, img.stretchScale});
      if (img.view) entry["shows"] = views::mapViewName(img.view);  // a main map showing a terrain view
    }
    marks[m.name] = std::move(entry);
  }
  json seeds = json::array();
  for (int i = 0; i < state.seeds.count; ++i) seeds.push_back(state.seeds.seeds[static_cast<std::size_t>(i)]);
  const json meta{
      {"window", json::array({width, height})},
      {"presenting", state.panels.presenting},
      {"params", paramsJson(state.params)},
      {"maps", mapKindsJson(state.mapKinds)},
      {"mapViews",
       json::array({views::mapViewName(state.mapViews[0]), views::mapViewName(state.mapViews[1])})},
      {"exportView", views::displayName(state.exporting.display)},
      {"view", viewJson(state.camera)},
      {"thresholds", thresholdsJson(state.thresholds)},
      {"biomeCuts", biomeCutsJson(state.biomeCuts)},
      {"biomes", biomesJson(state)},
      {"probe", probeJson(state)},
      {"play",
       {{"playing", state.play.playing},
        {"speed", state.play.speed},
        {"frames", state.play.frames},
        {"seconds", state.play.seconds},
        {"maxFrameMs", state.play.maxFrameMs}}},
      {"frameMs", state.status.frameMs},
      {"resolutionDivisor", state.status.resolutionDivisor},
      {"mapColour", colourModeName(state.mapColour)},
      {"stretchMaps", state.stretchMaps},
      {"uiScale", {{"user", state.ui.user}, {"monitor", state.ui.monitor}, {"applied", uiScale()}}},
      {"octaveNoise", noiseKindName(state.octaveNoise)},
      {"seedHistory", std::move(seeds)},
      {"fieldJobs", state.status.fieldJobs},
      {"refreshMs", state.status.refreshMs},
      {"erosion", state.status.erosion},
      {"status", state.status.line},
      {"statusIsError", state.status.lineIsError},
      {"frames",
       {{"all", counters.frames},
        {"idle", counters.idleFrames},
        {"uploads", counters.uploads},
        {"colourPasses", counters.colourPasses},
        {"idleUploads", counters.idleUploads},
        {"idleColourPasses", counters.idleColourPasses},
        {"idleImGuiAllocations", counters.idleImGuiAllocations},
        {"idleNewAllocations", counters.idleNewAllocations}}},
      {"teaching", teachingJson(state)},
      {"relief", reliefJson(state)},
      {"scatter", scatterJson(state)},
      {"chunks", chunksJson(state)},
      {"marks", std::move(marks)}};
  return meta.dump();
}

std::string timestampedScreenshotPath(const std::string& dir) {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
  const std::filesystem::path folder = dir.empty() ? std::filesystem::path(".") : std::filesystem::path(dir);
  std::filesystem::path path = folder / (std::string("noisescope-") + stamp + ".png");
  for (int n = 2; std::filesystem::exists(path); ++n)
    path = folder / (std::string("noisescope-") + stamp + "-" + std::to_string(n) + ".png");
  return path.string();
}

void writeScreenshot(const std::string& path, const io::Image& image, const std::string& metadata, bool overwrite) {
  io::writePng(path, image, {{"Software", "Noisescope"}, {kMetadataKey, metadata}}, overwrite);
}

bool saveScreenshot(const AppState& state, const FrameCounters& counters, const std::string& path,
                    bool overwrite, int width, int height, std::string& error) {
  return succeeded(error, [&] {
    writeScreenshot(path, readWindowPixels(width, height), screenMetadata(state, counters, width, height),
                    overwrite);
  });
}

}  // namespace noisescope::gui
