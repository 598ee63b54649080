// history.h — undo, redo and an A/B compare of the explorer's settings.
//
// A step is a change of the Settings (document.h): the noise parameters, the
// thresholds, the biome cuts, the biomes' colours and names, the main maps'
// kinds and views, the scatter settings or the chunk size, recorded
// once the change is complete: the explorer calls recordStep() only while no
// widget is held (a slider drag or a typed number is one step, however many
// frames it takes). Undo and redo move between steps; a new step after an
// undo drops what could be redone. The history keeps the last kHistoryDepth
// steps. The view (pan, zoom) is not a setting here: it moves too often.
//
// A/B compare: holdSnapshot() keeps the current settings as A, and what the
// user edits from there is B; flipSnapshot() swaps the settings shown with
// the ones kept, so flipping twice comes back. A flip is
// a step like any other, so it can be undone.
//
// Memory: a step is about 1.1 KB (the eleven biome names and the height
// curve's points are fixed arrays), so 200 steps are about 220 KB; nothing
// is allocated while nothing changes.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "document.h"

namespace noisescope::gui {

inline constexpr std::size_t kHistoryDepth = 200;  // steps kept for undo


struct History {
  std::vector<Settings> undo;  // oldest first; back() is the step before `committed`
  std::vector<Settings> redo;  // back() is the step after `committed`
  Settings committed{};        // the settings as of the last recorded step
  bool started = false;        // `committed` holds something

  std::optional<Settings> held;  // the snapshot kept for A/B; none until hold()
  bool showingHeld = false;      // the settings shown are the held snapshot's ("A")
};

// Records `now` as a step when it differs from the last one. Returns true
// when a step was recorded.
bool recordStep(History& h, const Settings& now);

// Moves one step back (undo) or forward (redo), changing `now` in place.
// Returns false, leaving `now` alone, when there is no step to go to. Call
// recordStep(h, now) first, so a change not yet recorded is not lost.
bool undoStep(History& h, Settings& now);
bool redoStep(History& h, Settings& now);

// A/B: keeps `now` as the held snapshot; flip swaps `now` with it (false,
// `now` untouched, while nothing is held).
void holdSnapshot(History& h, const Settings& now);
bool flipSnapshot(History& h, Settings& now);

}  // namespace noisescope::gui
