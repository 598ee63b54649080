// The explorer's logic that needs no window: thresholds kept ordered, the
// layout, the image shift during a drag, the field worker, the remembered
// state and the command line.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <thread>

#include "noisescope/fill/field.h"
#include "gui/app_state.h"
#include "gui/band_shares.h"
#include "gui/explorer_options.h"
#include "gui/explorer_settings.h"
#include "gui/field_worker.h"
#include "gui/history.h"
#include "gui/layout_worker.h"
#include "gui/pane_layout.h"
#include "gui/settings.h"
#include "gui/threshold_order.h"
#include "gui/time_play.h"
#include "io/lesson.h"

namespace noisescope::gui {
namespace {

bool ordered(const Thresholds& t) { return thresholdsError(t).empty(); }

TEST(ThresholdOrder, DraggingT1PastT2PushesT2AndT3) {
  const Thresholds t = keepThresholdsOrdered(Thresholds{0.8f, 0.45f, 0.7f}, ThresholdMoved::T1);
  EXPECT_FLOAT_EQ(t.t1, 0.8f);
  EXPECT_GT(t.t2, t.t1);
  EXPECT_GT(t.t3, t.t2);
  EXPECT_TRUE(ordered(t));
}

TEST(ThresholdOrder, DraggingT3BelowT1PushesBothDown) {
  const Thresholds t = keepThresholdsOrdered(Thresholds{0.35f, 0.45f, 0.1f}, ThresholdMoved::T3);
  EXPECT_FLOAT_EQ(t.t3, 0.1f);
  EXPECT_LT(t.t2, 0.1f);
  EXPECT_LT(t.t1, t.t2);
  EXPECT_TRUE(ordered(t));
}

TEST(ThresholdOrder, ExtremesAndNanStayValid) {
  const float nan = std::nanf("");
  for (float a : {-5.0f, 0.0f, 0.5f, 1.0f, 7.0f, nan})
    for (float b : {-1.0f, 0.0f, 1.0f, 2.0f, nan})
      for (ThresholdMoved m : {ThresholdMoved::None, ThresholdMoved::T1, ThresholdMoved::T2, ThresholdMoved::T3}) {
        const Thresholds t = keepThresholdsOrdered(Thresholds{a, b, a}, m);
        EXPECT_TRUE(ordered(t)) << a << " " << b << " -> " << t.t1 << " " << t.t2 << " " << t.t3;
      }
}

TEST(HomeView, AnIslandShowsItsWholeSquareElseTheDefaultView) {
  AppState state;
  state.sizes.mapWidth = 800;
  state.sizes.mapHeight = 400;
  EXPECT_EQ(homeCamera(state), defaultCamera(800, 400));
  for (IslandShape shape : kAllIslandShapes) {
    state.params.island = shape;
    const Camera v = homeCamera(state);
    const MapPoint bottom = screenToMap(v, 800, 400, 400, 400);
    EXPECT_EQ(bottom.y >= 1.0, shape != IslandShape::None) << islandShapeName(shape);
  }
}

TEST(TimePlay, MovingFramesShrinkUntilARefreshFitsAFrame) {
  EXPECT_EQ(resolutionDivisor(false, 500.0, 1), 1);  // nothing moves: full size, however slow
  EXPECT_EQ(resolutionDivisor(true, 0.0, 1), 1);     // nothing measured yet
  EXPECT_EQ(resolutionDivisor(true, 10.0, 1), 1);
  EXPECT_EQ(resolutionDivisor(true, 40.0, 1), 2);    // 40 / 4 = 10 ms fits
  EXPECT_EQ(resolutionDivisor(true, 10.0, 2), 2);    // measured at 1/2: 40 ms at full size
  EXPECT_EQ(resolutionDivisor(true, 240.0, 1), 4);
  EXPECT_EQ(resolutionDivisor(true, 1e6, 1), kMaxResolutionDivisor);
  const ViewSizes s = reducedSizes(ViewSizes{538, 384, 125, 89, 0, 0, 256, 256}, 4);
  EXPECT_EQ(s, (ViewSizes{135, 96, 32, 23, 0, 0, 256, 256}));
  EXPECT_EQ(reducedSizes(ViewSizes{1, 1, 0, 0, 3, 2, 0, 0}, 8), (ViewSizes{1, 1, 0, 0, 1, 1, 0, 0}));
}

TEST(TimePlay, PlayMovesTimeBySpeedTimesWallTime) {
  AppState state;
  advancePlay(state, 100.0);
  EXPECT_FALSE(state.params.time.has_value());  // not playing: time stays off
  state.play.playing = true;
  state.play.speed = 2.0;
  advancePlay(state, 101.0);  // the first playing frame starts the clock
  ASSERT_TRUE(state.params.time.has_value());
  EXPECT_EQ(*state.params.time, 0.0);
  advancePlay(state, 101.25);
  advancePlay(state, 101.5);
  EXPECT_DOUBLE_EQ(*state.params.time, 1.0);
  EXPECT_EQ(state.play.frames, 2);
  EXPECT_DOUBLE_EQ(state.play.maxFrameMs, 250.0);
  state.play.playing = false;
  advancePlay(state, 200.0);
  EXPECT_DOUBLE_EQ(*state.params.time, 1.0);  // pause keeps t
}

// The status bar's frame time is what frames cost, however long the waits between them.
TEST(TimePlay, FrameCostIsSmoothedAndPlayKeepsNone) {
  Status st;
  noteFrameCost(st, 0.020);
  EXPECT_DOUBLE_EQ(st.frameMs, 20.0);
  noteFrameCost(st, 0.030);
  EXPECT_DOUBLE_EQ(st.frameMs, 21.0);  // a tenth of the way
  AppState state;
  state.status = st;
  advancePlay(state, 5.0);
  advancePlay(state, 6.0);  // a second between frames, not playing: no frame time from it
  EXPECT_DOUBLE_EQ(state.status.frameMs, 21.0);
}

TEST(BandShares, AnEvenHistogramGivesTheBandWidths) {
  MapStats m;
  m.histogram.fill(1.0f / kHistogramBins);
  const std::array<double, 4> s = bandShares(m, Thresholds{0.35f, 0.45f, 0.7f});
  EXPECT_NEAR(s[0], 0.35, 1e-6);
  EXPECT_NEAR(s[1], 0.10, 1e-6);
  EXPECT_NEAR(s[2], 0.25, 1e-6);
  EXPECT_NEAR(s[3], 0.30, 1e-6);
}

TEST(BandShares, ThePartAboveOneIsRock) {
  MapStats m;
  m.histogram[10] = 0.6f;  // values in [10/64, 11/64): water
  m.outside = 0.4;
  const std::array<double, 4> s = bandShares(m, Thresholds{0.35f, 0.45f, 0.7f});
  EXPECT_NEAR(s[0], 0.6, 1e-6);
  EXPECT_NEAR(s[1] + s[2], 0.0, 1e-9);
  EXPECT_NEAR(s[3], 0.4, 1e-6);
}

TEST(ViewLayout, FitsTheSpaceAndSharesTheAspect) {
  for (float w : {300.0f, 900.0f, 1230.0f, 3000.0f})
    for (float h : {200.0f, 600.0f, 860.0f, 2000.0f}) {
      const LayoutInput in{.width = w, .height = h, .spacing = 8, .labelHeight = 17, .tileLabelHeight = 30};
      const ViewSizes s = computeViewSizes(in);
      ASSERT_GT(s.mapWidth, 0);
      EXPECT_LE(2 * s.mapWidth + 8, w);
      EXPECT_LE(3 * (17 + 8) + (30 - 17) + s.mapHeight + s.tileHeight + s.bandHeight, h + 1);
      const double aspect = double(s.mapHeight) / s.mapWidth;
      EXPECT_NEAR(double(s.bandHeight) / s.bandWidth, aspect, 1.0 / s.bandWidth + 1e-9);
      EXPECT_GE(aspect, kMinAspect - 0.01);
      EXPECT_LE(aspect, kMaxAspect + 0.01);
    }
}

TEST(ViewLayout, HiddenRowsGiveTheirHeightToTheMaps) {
  const LayoutInput all{.width = 1100, .height = 830, .spacing = 8, .labelHeight = 17, .tileLabelHeight = 30};
  LayoutInput mapsOnly = all;
  mapsOnly.showOctaves = mapsOnly.showBands = false;
  const ViewSizes a = computeViewSizes(all), m = computeViewSizes(mapsOnly);
  EXPECT_EQ(m.mapWidth, a.mapWidth);
  EXPECT_GE(m.mapHeight + 17 + 8, 830 - 2);  // the maps fill the column's height
  EXPECT_EQ(m.tileWidth + m.bandWidth, 0);
  LayoutInput noBands = all;
  noBands.showBands = false;
  const ViewSizes n = computeViewSizes(noBands);
  EXPECT_GT(n.mapHeight, a.mapHeight);
  EXPECT_LE(2 * (17 + 8) + (30 - 17) + n.mapHeight + n.tileHeight, 830 + 1);
}

TEST(ViewLayout, TheRunningSumsRowFitsUnderTheTilesAtTheirSize) {
  for (float h : {400.0f, 830.0f, 1400.0f}) {
    const LayoutInput plain{.width = 1100, .height = h, .spacing = 8, .labelHeight = 17, .tileLabelHeight = 47};
    LayoutInput sums = plain;
    sums.showSums = true;
    const ViewSizes p = computeViewSizes(plain), s = computeViewSizes(sums);
    EXPECT_FALSE(p.octaveSums);
    EXPECT_TRUE(s.octaveSums);
    // maps, tiles, sums and bands with their label lines fit the height
    EXPECT_LE(3 * (17 + 8) + (47 - 17) + (17 + 8) + s.mapHeight + 2 * s.tileHeight + s.bandHeight, h + 1);
    EXPECT_LE(s.mapHeight, p.mapHeight);
    EXPECT_NEAR(double(s.tileHeight) / s.tileWidth, double(s.mapHeight) / s.mapWidth, 1.0 / s.tileWidth + 1e-9);
  }
  LayoutInput hidden{.width = 1100, .height = 830, .spacing = 8, .labelHeight = 17, .tileLabelHeight = 47};
  hidden.showSums = true;
  hidden.showOctaves = false;  // no tiles, no sums
  EXPECT_FALSE(computeViewSizes(hidden).octaveSums);
}

TEST(SeedHistory, NewestFirstKeepsItsOrderAndDropsTheOldest) {
  SeedHistory h;
  h.note(7);
  h.note(7);  // noted every frame: once
  EXPECT_EQ(h.count, 1);
  for (std::int32_t s : {11, 22, 33}) h.note(s);
  ASSERT_EQ(h.count, 4);
  EXPECT_EQ(h.seeds[0], 33);
  EXPECT_EQ(h.seeds[3], 7);
  h.note(11);  // going back to a listed seed leaves the list as it is
  EXPECT_EQ(h.seeds[0], 33);
  EXPECT_EQ(h.seeds[2], 11);
  for (std::int32_t s = 100; s < 110; ++s) h.note(s);
  EXPECT_EQ(h.count, kSeedHistorySize);
  EXPECT_EQ(h.seeds[0], 109);
  EXPECT_EQ(h.seeds[kSeedHistorySize - 1], 102);
}

TEST(ViewLayout, NoSpaceMeansNoViews) {
  EXPECT_EQ(computeViewSizes(LayoutInput{.width = 0, .height = 0}), ViewSizes{});
  EXPECT_EQ(computeViewSizes(LayoutInput{.width = -20, .height = 500}), ViewSizes{});
  EXPECT_EQ(computeViewSizes(LayoutInput{.width = 800, .height = 10}), ViewSizes{});
  const float nan = std::nanf("");
  EXPECT_EQ(computeViewSizes(LayoutInput{.width = nan, .height = 500}), ViewSizes{});
}

TEST(UvForView, ExactWhenSettledShiftedWhileDragging) {
  MapImage image;
  image.width = 200, image.height = 100;
  image.camera = defaultCamera(200, 100);
  const UvRect same = uvForView(image, image.camera, 200, 100);
  EXPECT_EQ(same.u0, 0.0f);
  EXPECT_EQ(same.v0, 0.0f);
  EXPECT_EQ(same.u1, 1.0f);
  EXPECT_EQ(same.v1, 1.0f);
  // Dragged 20 pixels right: the old image starts 20 pixels later, so u0 = -0.1.
  const UvRect moved = uvForView(image, panByPixels(image.camera, 200, 20, 10), 200, 100);
  EXPECT_NEAR(moved.u0, -0.1, 1e-6);
  EXPECT_NEAR(moved.v0, -0.1, 1e-6);
  EXPECT_NEAR(moved.u1, 0.9, 1e-6);
}

FieldRequest requestFor(std::uint64_t iteration, const Camera& camera) {
  FieldRequest r;
  r.iteration = iteration;
  r.params.octaves = 3;
  r.camera = camera;
  r.sizes = ViewSizes{40, 30, 12, 9, 20, 15, kBandViewCount};
  return r;
}

// The worker's next result newer than `shown`, waited for up to 10 s.
template <class Worker, class Result>
bool waitFor(Worker& worker, Result& out, std::uint64_t shown) {
  for (int i = 0; i < 2000; ++i) {
    if (worker.take(out, shown)) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return false;
}

TEST(FieldWorker, ComputesWhatCoreComputes) {
  FieldWorker worker([] {});
  const FieldRequest r = requestFor(1, defaultCamera(40, 30));
  worker.post(r);
  FieldResult out;
  ASSERT_TRUE(waitFor(worker, out, 0));
  EXPECT_EQ(out.iteration, 1u);
  EXPECT_TRUE(out.error.empty());
  NoiseParams p = r.params;
  p.noise = NoiseKind::Value;
  EXPECT_EQ(out.maps[0].values, renderField(p, FieldSpec{40, 30, r.camera, kWholeFbm}));
  p.noise = NoiseKind::Gradient;
  EXPECT_EQ(out.maps[1].values, renderField(p, FieldSpec{40, 30, r.camera, kWholeFbm}));
  ASSERT_EQ(out.octaveCount, 3);
  EXPECT_EQ(out.octaves[2].values, renderField(p, FieldSpec{12, 9, r.camera, 2}));
  // Every field the band row's views read, and no other.
  std::array<bool, kAllFieldLayers.size()> read{};
  for (views::ViewKind kind : kBandRowViews)
    for (FieldLayer layer : views::viewFields(views::viewInfo(kind))) read[static_cast<std::size_t>(layer)] = true;
  for (std::size_t l = 0; l < kAllFieldLayers.size(); ++l) {
    ASSERT_EQ(out.bandLayers[l].valid, read[l]) << fieldLayerName(kAllFieldLayers[l]);
    if (!read[l]) continue;
    FieldSpec spec{20, 15, r.camera, kWholeFbm};
    spec.layer = kAllFieldLayers[l];
    EXPECT_EQ(out.bandLayers[l].values, renderField(r.params, spec)) << fieldLayerName(kAllFieldLayers[l]);
  }
  const auto [lo, hi] = std::minmax_element(out.maps[0].values.begin(), out.maps[0].values.end());
  EXPECT_EQ(out.mapStats[0].min, *lo);
  EXPECT_EQ(out.mapStats[0].max, *hi);
  double share = 0;
  for (float h : out.mapStats[1].histogram) share += h;
  EXPECT_NEAR(share + out.mapStats[1].outside, 1.0, 1e-6);
  EXPECT_GE(out.milliseconds, 0.0);
}

void expectSamePoints(const std::vector<ScatterPoint>& a, const std::vector<ScatterPoint>& b) {
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].x, b[i].x);
    EXPECT_EQ(a[i].y, b[i].y);
    EXPECT_EQ(a[i].biome, b[i].biome);
  }
}

void expectSameChunks(const std::vector<ChunkBiome>& a, const std::vector<ChunkBiome>& b) {
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].index.i, b[i].index.i);
    EXPECT_EQ(a[i].index.j, b[i].index.j);
    EXPECT_EQ(a[i].biome, b[i].biome);
    EXPECT_EQ(a[i].elevation, b[i].elevation);
  }
}

// A chunk size drag computes no points, a spacing drag no chunks, and what
// either keeps is what a fresh job gives.
TEST(LayoutWorker, AChangeOfOneHalfKeepsTheOther) {
  LayoutWorker worker([] {});
  LayoutRequest r;
  r.iteration = 1;
  r.params = clampParams(NoiseParams{});
  r.pointsShown = r.chunksShown = true;
  r.settings.spacing = 0.05;
  r.region = r.view = ScatterRegion{0.0, 0.0, 1.0, 1.0};
  r.chunkSize = 0.125;
  r.mapPixels = 512;
  worker.post(r);
  LayoutResult first;
  ASSERT_TRUE(waitFor(worker, first, 0));
  EXPECT_TRUE(first.pointsComputed && first.chunksComputed);
  ASSERT_FALSE(first.points[0].empty());
  ASSERT_FALSE(first.chunks[0].empty());

  r.iteration = 2;
  r.chunkSize = 0.25;
  worker.post(r);
  LayoutResult second;
  ASSERT_TRUE(waitFor(worker, second, 1));
  EXPECT_FALSE(second.pointsComputed);
  EXPECT_TRUE(second.chunksComputed);
  for (int slot = 0; slot < views::kMapSlots; ++slot) {
    const std::size_t i = static_cast<std::size_t>(slot);
    expectSamePoints(second.points[i], first.points[i]);
    expectSameChunks(second.chunks[i], chunkLayout(paramsOfKind(r.params, r.mapKinds[i]), r.thresholds, r.cuts,
                                                   r.chunkSize, r.region));
  }
  EXPECT_EQ(second.counts, first.counts);

  r.iteration = 3;
  r.settings.spacing = 0.08;
  worker.post(r);
  LayoutResult third;
  ASSERT_TRUE(waitFor(worker, third, 2));
  EXPECT_TRUE(third.pointsComputed);
  EXPECT_FALSE(third.chunksComputed);
  for (int slot = 0; slot < views::kMapSlots; ++slot) {
    const std::size_t i = static_cast<std::size_t>(slot);
    expectSamePoints(third.points[i], scatterPoints(paramsOfKind(r.params, r.mapKinds[i]), r.thresholds, r.cuts,
                                                    r.settings, r.region));
    expectSameChunks(third.chunks[i], second.chunks[i]);
  }
  EXPECT_LT(third.points[0].size(), first.points[0].size());  // sparser
}

TEST(FieldWorker, EachMainMapIsItsSlotsKindWithoutWhatTheKindCannotTake) {
  FieldWorker worker([] {});
  FieldRequest r = requestFor(1, defaultCamera(40, 30));
  r.params.tile = true;  // simplex cannot tile: its map shows it untiled; Worley tiles
  r.mapKinds = {NoiseKind::Simplex, NoiseKind::Worley};
  r.meshNoise = NoiseKind::Worley;
  r.sizes.meshWidth = 40;
  r.sizes.meshHeight = 30;
  worker.post(r);
  FieldResult out;
  ASSERT_TRUE(waitFor(worker, out, 0));
  ASSERT_TRUE(out.error.empty()) << out.error;
  NoiseParams simplex = r.params;
  simplex.noise = NoiseKind::Simplex;
  simplex.tile = false;
  EXPECT_EQ(out.maps[0].values, renderField(simplex, FieldSpec{40, 30, r.camera, kWholeFbm}));
  NoiseParams worley = r.params;
  worley.noise = NoiseKind::Worley;
  EXPECT_EQ(out.maps[1].values, renderField(worley, FieldSpec{40, 30, r.camera, kWholeFbm}));
  worley.tile = false;
  EXPECT_NE(out.maps[1].values, renderField(worley, FieldSpec{40, 30, r.camera, kWholeFbm}));
  // The 3D view of the right map's kind at the maps' size is that map, not a field of its own.
  EXPECT_TRUE(out.meshShared);
  EXPECT_EQ(out.mesh.values, out.maps[1].values);
}

TEST(FieldWorker, TheMeshFieldIsTheChosenNoiseOverTheMapsExtentOnlyWhileAsked) {
  FieldWorker worker([] {});
  FieldRequest r = requestFor(1, defaultCamera(40, 30));
  r.params.noise = NoiseKind::Gradient;
  r.meshNoise = NoiseKind::Value;
  r.sizes.meshWidth = 16;
  r.sizes.meshHeight = 12;
  worker.post(r);
  FieldResult out;
  ASSERT_TRUE(waitFor(worker, out, 0));
  ASSERT_TRUE(out.mesh.valid);
  NoiseParams p = r.params;
  p.noise = NoiseKind::Value;
  EXPECT_EQ(out.mesh.values, renderField(p, FieldSpec{16, 12, r.camera, kWholeFbm}));
  EXPECT_NE(out.mesh.values, renderField(r.params, FieldSpec{16, 12, r.camera, kWholeFbm}));

  r.iteration = 2;
  r.sizes.meshWidth = r.sizes.meshHeight = 0;  // the panel closed
  worker.post(r);
  ASSERT_TRUE(waitFor(worker, out, 1));
  EXPECT_FALSE(out.mesh.valid);
}

TEST(FieldWorker, NeverStepsBackwardsAndPansMatchAFreshFill) {
  FieldWorker worker([] {});
  Camera camera = defaultCamera(40, 30);
  FieldResult out;
  worker.post(requestFor(1, camera));
  ASSERT_TRUE(waitFor(worker, out, 0));
  for (std::uint64_t i = 2; i < 8; ++i) {  // a drag: many requests, each replacing the last
    camera = panByPixels(camera, 40, 3, -2);
    worker.post(requestFor(i, camera));
  }
  std::uint64_t shown = out.iteration;
  while (shown < 7) {
    ASSERT_TRUE(waitFor(worker, out, shown));
    EXPECT_GT(out.iteration, shown);
    shown = out.iteration;
  }
  EXPECT_FALSE(worker.take(out, 7));  // nothing newer
  NoiseParams p = out.request.params;
  p.noise = NoiseKind::Gradient;
  const std::vector<float> fresh = renderField(p, FieldSpec{40, 30, camera, kWholeFbm});
  ASSERT_EQ(out.maps[1].values.size(), fresh.size());
  for (std::size_t i = 0; i < fresh.size(); ++i) EXPECT_NEAR(out.maps[1].values[i], fresh[i], 1e-5) << i;
}

TEST(FieldWorker, ABadSizeIsReportedNotThrown) {
  FieldWorker worker([] {});
  FieldRequest r = requestFor(1, Camera{});
  r.sizes.mapWidth = kMaxFieldSide + 1;
  worker.post(r);
  FieldResult out;
  ASSERT_TRUE(waitFor(worker, out, 0));
  EXPECT_FALSE(out.error.empty());
}

class ConfigDir : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("noisescope-gui-test-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    setenv("XDG_CONFIG_HOME", dir_.c_str(), 1);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::filesystem::path dir_;
};

TEST_F(ConfigDir, FollowsXdgConfigHome) { EXPECT_EQ(configDir(), (dir_ / "noisescope").string()); }

TEST_F(ConfigDir, FirstStartIsLinearThenRemembersTheLastState) {
  StoredState stored;
  std::string error;
  ASSERT_TRUE(readStoredState(configDir(), stored, error)) << error;
  EXPECT_FALSE(stored.document);
  AppState first;
  ASSERT_TRUE(applyRememberedDocument(stored, first, error)) << error;
  EXPECT_EQ(first.params.fade, Fade::Linear);

  AppState edited;
  edited.params.fade = Fade::Cubic;
  edited.params.seed = -12345;
  edited.params.octaves = 11;
  edited.thresholds = Thresholds{0.2f, 0.5f, 0.9f};
  edited.camera = Camera{3.25, -1.5, 8.0};
  edited.viewIsDefault = false;
  edited.biomeCuts = BiomeCuts{0.6f, 0.3f, 0.7f};
  edited.biomeColours[6] = Rgb8{1, 2, 3};
  edited.biomeNames[6] = biomeLabel("Wald");
  edited.chunkSize = 0.125;
  edited.ui.user = 1.75f;
  ASSERT_TRUE(writeStoredState(configDir(), edited, "[Window][Debug##Default]\nPos=60,60\n", error)) << error;

  ASSERT_TRUE(readStoredState(configDir(), stored, error)) << error;
  EXPECT_EQ(stored.layout, "[Window][Debug##Default]\nPos=60,60\n");
  AppState again;
  ASSERT_TRUE(applyRememberedDocument(stored, again, error)) << error;
  ASSERT_TRUE(stored.explorer);
  ASSERT_TRUE(applyExplorerSettings(*stored.explorer, stored.explorerSource, again, error)) << error;
  EXPECT_EQ(again.params, edited.params);
  EXPECT_EQ(again.thresholds, edited.thresholds);
  EXPECT_EQ(again.camera, edited.camera);
  EXPECT_FALSE(again.viewIsDefault);
  EXPECT_EQ(again.biomeCuts, edited.biomeCuts);
  EXPECT_EQ(again.biomeColours, edited.biomeColours);
  EXPECT_EQ(again.biomeNames, edited.biomeNames);
  EXPECT_EQ(again.chunkSize, 0.125);
  EXPECT_EQ(again.ui.user, 1.75f);
  // One file holds it all.
  EXPECT_TRUE(std::filesystem::exists(dir_ / "noisescope" / kStateFile));
  EXPECT_FALSE(std::filesystem::exists(dir_ / "noisescope" / "last.json"));
  EXPECT_FALSE(std::filesystem::exists(dir_ / "noisescope" / "imgui.ini"));
}

// The files of the earlier three stores are read while there is no state.json.
TEST_F(ConfigDir, TheEarlierFilesAreReadUntilStateJsonIsWritten) {
  const std::filesystem::path folder = dir_ / "noisescope";
  std::filesystem::create_directories(folder);
  const auto write = [&](const char* name, const char* text) {
    std::FILE* f = std::fopen((folder / name).c_str(), "w");
    std::fputs(text, f);
    std::fclose(f);
  };
  write("last.json", R"({"noisescope_preset": 1, "seed": 4242})");
  write(kExplorerSettingsFile, R"({"uiScale": 1.5})");
  write("imgui.ini", "[Noisescope][Layout]\nMapColour=grey\n");
  StoredState stored;
  std::string error;
  ASSERT_TRUE(readStoredState(configDir(), stored, error)) << error;
  AppState state;
  ASSERT_TRUE(applyRememberedDocument(stored, state, error)) << error;
  ASSERT_TRUE(applyExplorerSettings(*stored.explorer, stored.explorerSource, state, error)) << error;
  EXPECT_EQ(state.params.seed, 4242);
  EXPECT_EQ(state.ui.user, 1.5f);
  EXPECT_EQ(stored.layout, "[Noisescope][Layout]\nMapColour=grey\n");
  // Once state.json exists it wins over them.
  state.params.seed = 99;
  ASSERT_TRUE(writeStoredState(configDir(), state, "", error)) << error;
  ASSERT_TRUE(readStoredState(configDir(), stored, error)) << error;
  AppState again;
  ASSERT_TRUE(applyRememberedDocument(stored, again, error)) << error;
  EXPECT_EQ(again.params.seed, 99);
  EXPECT_EQ(stored.layout, "");
}

TEST_F(ConfigDir, ExplorerSettingsRememberTheUiScaleAndTheExportChoices) {
  AppState chosen;
  chosen.ui.user = 1.75f;
  chosen.exporting.size[0] = 2048;
  chosen.exporting.size[1] = 512;
  chosen.exporting.format = 3;  // f32
  const std::string name = "terrain tiles/one.f32";
  std::copy(name.c_str(), name.c_str() + name.size() + 1, chosen.exporting.path.begin());
  std::string error;
  AppState again;
  ASSERT_TRUE(applyExplorerSettings(explorerSettingsJson(chosen), "test", again, error)) << error;
  EXPECT_EQ(again.ui.user, 1.75f);
  EXPECT_EQ(again.exporting.size[0], 2048);
  EXPECT_EQ(again.exporting.size[1], 512);
  EXPECT_EQ(again.exporting.format, 3);
  EXPECT_EQ(std::string(again.exporting.path.data()), name);
}

TEST_F(ConfigDir, ABadExplorerSettingIsSaidAndTheRestApplied) {
  AppState state;
  std::string error;
  EXPECT_FALSE(applyExplorerSettings(R"({"uiScale": 40, "export": {"size": [300, 200], "format": "gif"}})",
                                     "state.json", state, error));
  EXPECT_NE(error.find("uiScale"), std::string::npos) << error;
  EXPECT_EQ(state.ui.user, 1.0f);
  EXPECT_EQ(state.exporting.size[0], 300);
  EXPECT_EQ(state.exporting.format, 0);
}

// The monitor's factor comes from sizes that agree; mid-resize ones keep the last.
TEST(UiScale, TheMonitorFactorIgnoresSizesThatCannotTell) {
  EXPECT_EQ(monitorUiFactor(1.0f, 1440, 1440, 1.0f), 1.0f);
  EXPECT_EQ(monitorUiFactor(2.0f, 1440, 2880, 1.0f), 1.0f);   // a framebuffer already at 2x (macOS)
  EXPECT_EQ(monitorUiFactor(1.5f, 1440, 1440, 1.0f), 1.5f);   // X11 at 144 dpi
  EXPECT_EQ(monitorUiFactor(1.0f, 100, 1, 1.25f), 1.25f);     // mid-resize: the last one
  EXPECT_EQ(monitorUiFactor(1.0f, 1440, 800, 1.25f), 1.25f);  // sizes of two moments
  EXPECT_EQ(monitorUiFactor(1.0f, 40, 40, 2.0f), 2.0f);       // too small to tell
  EXPECT_EQ(monitorUiFactor(0.0f, 1440, 1440, 2.0f), 2.0f);   // no content scale
}

TEST(UiScale, StepsByAQuarterInsideItsRange) {
  EXPECT_EQ(steppedUiScale(1.0f, 4), 2.0f);
  EXPECT_EQ(steppedUiScale(1.0f, -1), 0.75f);
  EXPECT_EQ(steppedUiScale(0.75f, -1), 0.75f);
  EXPECT_EQ(steppedUiScale(3.0f, 1), 3.0f);
  EXPECT_EQ(steppedUiScale(1.3f, 1), 1.5f);   // between steps: the next one up
  EXPECT_EQ(steppedUiScale(1.3f, -1), 1.25f);  // or down
  EXPECT_EQ(parseUiScale("--ui-scale", "150%"), 1.5f);
  EXPECT_EQ(parseUiScale("--ui-scale", "2"), 2.0f);
  EXPECT_THROW(parseUiScale("--ui-scale", "0.5"), options::UsageError);
  EXPECT_THROW(parseUiScale("--ui-scale", "big"), options::UsageError);
}

TEST(ExplorerOptions, MapsTakeTwoKindsLeftThenRight) {
  EXPECT_EQ(parseMapKinds("--maps", "simplex,worley"),
            (views::MapKinds{NoiseKind::Simplex, NoiseKind::Worley}));
  for (const char* bad : {"simplex", "simplex,", ",worley", "simplex,perlin", "value,gradient,simplex", ""})
    EXPECT_THROW(parseMapKinds("--maps", bad), options::UsageError) << bad;
  const std::vector<std::string_view> words = {"--maps", "worley,value"};
  EXPECT_EQ(parseExplorerOptions(words).maps, (views::MapKinds{NoiseKind::Worley, NoiseKind::Value}));
}

TEST(ExplorerOptions, MapViewsTakeTwoViewsLeftThenRight) {
  EXPECT_EQ(parseMapViews("--map-views", "biome,noise"), (views::MapViews{views::ViewKind::Biome, std::nullopt}));
  EXPECT_EQ(parseMapViews("--map-views", "noise,relief"), (views::MapViews{std::nullopt, views::ViewKind::Relief}));
  for (const char* bad : {"biome", "biome,", ",relief", "biome,octave:1", "value,gradient", "biome,relief,raw", ""})
    EXPECT_THROW(parseMapViews("--map-views", bad), options::UsageError) << bad;
  const std::vector<std::string_view> words = {"--map-views", "landwater,moisture"};
  EXPECT_EQ(parseExplorerOptions(words).mapViews,
            (views::MapViews{views::ViewKind::LandWater, views::ViewKind::Moisture}));
}

TEST_F(ConfigDir, ABrokenRememberedStateIsAnErrorNotACrash) {
  std::filesystem::create_directories(dir_ / "noisescope");
  const auto write = [&](const char* name, const char* text) {
    std::FILE* f = std::fopen((dir_ / "noisescope" / name).c_str(), "w");
    std::fputs(text, f);
    std::fclose(f);
  };
  StoredState stored;
  std::string error;
  for (const char* text : {"{ \"noisescope_state\": 1, ", "[1, 2]", R"({"noisescope_state": 2})",
                           R"({"noisescope_state": 1, "layout": 7})"}) {
    write(kStateFile, text);
    EXPECT_FALSE(readStoredState(configDir(), stored, error)) << text;
    EXPECT_NE(error.find("state.json"), std::string::npos) << error;
    EXPECT_EQ(error.find('\n'), std::string::npos);
    EXPECT_FALSE(stored.document);
  }
  // A document that is no preset: said, with its file, and not applied.
  write(kStateFile, R"({"noisescope_state": 1, "document": {"noisescope_preset": 1, "octaves": 99}})");
  ASSERT_TRUE(readStoredState(configDir(), stored, error)) << error;
  AppState state;
  EXPECT_FALSE(applyRememberedDocument(stored, state, error));
  EXPECT_NE(error.find("state.json"), std::string::npos) << error;
  EXPECT_EQ(error.find('\n'), std::string::npos);
}

TEST(ExplorerOptions, ReadsEveryOptionAndRejectsNonsense) {
  const std::vector<std::string_view> words = {"--screenshot", "/tmp/a.png", "--size", "800x600", "--octaves", "3",
                                               "--fade=cubic", "--fresh"};
  const ExplorerOptions o = parseExplorerOptions(words);
  EXPECT_EQ(o.screenshotPath, "/tmp/a.png");
  EXPECT_EQ(o.width, 800);
  EXPECT_EQ(o.height, 600);
  EXPECT_TRUE(o.fresh);
  AppState state;
  layerMapOptions(o, state);
  EXPECT_EQ(state.params.octaves, 3);
  EXPECT_EQ(state.params.fade, Fade::Cubic);
  for (std::vector<std::string_view> bad : {std::vector<std::string_view>{"--size", "800"},
                                            {"--size", "10x10"},
                                            {"--size", "800x99999"},
                                            {"--octaves", "40"},
                                            {"--bogus"},
                                            {"--screenshot"},
                                            {"--thresholds", "0.7,0.5,0.3"},
                                            {"--zoom", "0"},
                                            {"--view", "octave:99"},
                                            {"--fresh=yes"}}) {
    EXPECT_THROW(parseExplorerOptions(bad), options::UsageError) << bad.front();
  }
}

// The explorer takes every map option `render` takes, with the same words.
TEST(ExplorerOptions, TakesTheMapOptionsOfRender) {
  const std::vector<std::string_view> words = {"--thresholds", "0.2,0.5,0.8", "--view",      "bands", "--frequency",
                                               "9",            "--center",     "0.25,-3",    "--zoom", "4"};
  const ExplorerOptions o = parseExplorerOptions(words);
  AppState state;
  const options::MapSettings framing = layerMapOptions(o, state);
  EXPECT_EQ(state.thresholds, (Thresholds{0.2f, 0.5f, 0.8f}));
  EXPECT_EQ(state.params.frequency, 9.0);
  EXPECT_EQ(state.exporting.display, (views::MapDisplay{views::ViewKind::Bands, 0}));
  const Camera v = options::framedCamera(framing, 400, 200);
  EXPECT_EQ(v, (Camera{0.25, -3.0, 4.0}));
  for (const options::Option& shared : options::mapOptions(options::Command::Render))
    EXPECT_NE(explorerOptionsHelp().find(shared.name + " "), std::string::npos) << shared.name;
}

// --help names the built-in lessons' range as it is, not as it once was
// (it said "01-static ... 13-..." when there were seventeen).
TEST(ExplorerOptions, HelpNamesTheFirstAndLastBuiltinLesson) {
  const std::string help = explorerOptionsHelp();
  ASSERT_FALSE(io::builtinLessons().empty());
  EXPECT_NE(help.find(io::builtinLessons().front().id + " ... " + io::builtinLessons().back().id),
            std::string::npos)
      << help.substr(0, 400);
}

TEST(ExplorerOptions, ZoomAloneKeepsTheDefaultCentre) {
  const std::vector<std::string_view> words = {"--zoom", "2"};
  AppState state;
  const options::MapSettings framing = layerMapOptions(parseExplorerOptions(words), state);
  EXPECT_EQ(options::framedCamera(framing, 400, 200), (Camera{0.5, 0.25, 2.0}));
}

Settings withSeed(int seed) {
  Settings s;
  s.params.seed = seed;
  return s;
}

TEST(History, UndoRedoWalkTheRecordedSteps) {
  History h;
  EXPECT_FALSE(recordStep(h, withSeed(1)));  // the start is no step
  EXPECT_FALSE(recordStep(h, withSeed(1)));  // nothing changed
  EXPECT_TRUE(recordStep(h, withSeed(2)));
  EXPECT_TRUE(recordStep(h, withSeed(3)));
  Settings now = withSeed(3);
  ASSERT_TRUE(undoStep(h, now));
  EXPECT_EQ(now, withSeed(2));
  ASSERT_TRUE(undoStep(h, now));
  EXPECT_EQ(now, withSeed(1));
  EXPECT_FALSE(undoStep(h, now));
  EXPECT_EQ(now, withSeed(1));
  ASSERT_TRUE(redoStep(h, now));
  EXPECT_EQ(now, withSeed(2));
  EXPECT_FALSE(recordStep(h, now));  // an undo or redo is not a new step
  EXPECT_TRUE(recordStep(h, withSeed(9)));  // a new step drops what could be redone
  now = withSeed(9);
  EXPECT_FALSE(redoStep(h, now));
  ASSERT_TRUE(undoStep(h, now));
  EXPECT_EQ(now, withSeed(2));
}

// A biome cut, a colour or a name is a step of its own, undone in turn.
TEST(History, BiomeCutsColoursAndNamesAreSteps) {
  History h;
  Settings now;
  recordStep(h, now);
  now.biomeCuts.h = 0.6f;
  EXPECT_TRUE(recordStep(h, now));
  now.biomeColours[6] = Rgb8{255, 0, 255};
  EXPECT_TRUE(recordStep(h, now));
  now.biomeNames[6] = biomeLabel("Wald");
  EXPECT_TRUE(recordStep(h, now));
  ASSERT_TRUE(undoStep(h, now));
  EXPECT_EQ(now.biomeNames, defaultBiomeNames());
  EXPECT_EQ(now.biomeColours[6], (Rgb8{255, 0, 255}));
  ASSERT_TRUE(undoStep(h, now));
  EXPECT_EQ(now.biomeColours, kBiomeColours);
  EXPECT_EQ(now.biomeCuts.h, 0.6f);
  ASSERT_TRUE(undoStep(h, now));
  EXPECT_EQ(now, Settings{});
  ASSERT_TRUE(redoStep(h, now));
  EXPECT_EQ(now.biomeCuts.h, 0.6f);
}

TEST(History, KeepsTheLastStepsOnly) {
  History h;
  for (int seed = 0; seed <= static_cast<int>(kHistoryDepth) + 10; ++seed) recordStep(h, withSeed(seed));
  Settings now = withSeed(static_cast<int>(kHistoryDepth) + 10);
  int undone = 0;
  while (undoStep(h, now)) ++undone;
  EXPECT_EQ(undone, static_cast<int>(kHistoryDepth));
  EXPECT_EQ(now, withSeed(10));
}

TEST(History, FlipSwapsWithTheHeldSnapshotAndBack) {
  History h;
  Settings now = withSeed(1);
  EXPECT_FALSE(flipSnapshot(h, now));  // nothing held
  holdSnapshot(h, now);
  EXPECT_FALSE(h.showingHeld);
  now.thresholds.t1 = 0.2f;  // B
  const Settings b = now;
  ASSERT_TRUE(flipSnapshot(h, now));
  EXPECT_EQ(now, withSeed(1));
  EXPECT_TRUE(h.showingHeld);
  ASSERT_TRUE(flipSnapshot(h, now));
  EXPECT_EQ(now, b);
  EXPECT_FALSE(h.showingHeld);
}

TEST(SlotsFollowNoise, TilesAnd3dOnTheOldNoiseFollowOthersStay) {
  AppState state;                           // gradient noise everywhere
  state.relief.noise = NoiseKind::Worley;   // the 3D view's own choice
  state.params.noise = NoiseKind::Simplex;  // a preset, a lesson, undo or the band views' choice
  slotsFollowNoise(state);
  EXPECT_EQ(state.octaveNoise, NoiseKind::Simplex);
  EXPECT_EQ(state.relief.noise, NoiseKind::Worley);
  state.octaveNoise = NoiseKind::Value;  // the tiles' own choice
  slotsFollowNoise(state);               // no change of the noise: nothing moves
  EXPECT_EQ(state.octaveNoise, NoiseKind::Value);
  state.params.noise = NoiseKind::Worley;
  slotsFollowNoise(state);  // from simplex, which neither shows
  EXPECT_EQ(state.octaveNoise, NoiseKind::Value);
  EXPECT_EQ(state.relief.noise, NoiseKind::Worley);
  state.params.noise = NoiseKind::Gradient;  // the 3D view showed Worley: it follows
  slotsFollowNoise(state);
  EXPECT_EQ(state.relief.noise, NoiseKind::Gradient);
  EXPECT_EQ(state.octaveNoise, NoiseKind::Value);
}

}  // namespace
}  // namespace noisescope::gui
