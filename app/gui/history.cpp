#include "history.h"

#include <utility>

namespace noisescope::gui {

bool recordStep(History& h, const Settings& now) {
  if (!h.started) {
    h.committed = now;
    h.started = true;
    return false;
  }
  if (now == h.committed) return false;
  if (h.undo.size() == kHistoryDepth) h.undo.erase(h.undo.begin());
  h.undo.push_back(h.committed);
  h.redo.clear();
  h.committed = now;
  return true;
}

namespace {

// Moves from `from`'s back to `now`, keeping the current settings in `to`.
bool move(History& h, std::vector<Settings>& from, std::vector<Settings>& to, Settings& now) {
  if (from.empty()) return false;
  to.push_back(now);
  now = from.back();
  from.pop_back();
  h.committed = now;
  return true;
}

}  // namespace

bool undoStep(History& h, Settings& now) { return move(h, h.undo, h.redo, now); }
bool redoStep(History& h, Settings& now) { return move(h, h.redo, h.undo, now); }

void holdSnapshot(History& h, const Settings& now) {
  h.held = now;
  h.showingHeld = false;  // what is edited from here on is B
}

bool flipSnapshot(History& h, Settings& now) {
  if (!h.held) return false;
  std::swap(now, *h.held);
  h.showingHeld = !h.showingHeld;
  return true;
}

}  // namespace noisescope::gui
