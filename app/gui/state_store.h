// state_store.h — the one file the explorer remembers between runs.
//
// $XDG_CONFIG_HOME/noisescope/state.json (configDir(), settings.h):
//   {"noisescope_state": 1,
//    "document": {...},   the Document (document.h) in the preset format of
//                         app/io/preset.h, so it is also a preset to share
//    "explorer": {...},   this user's screen and habits: the UI scale and the
//                         export's size, format and file (explorer_settings.h)
//    "layout": "..."}     Dear ImGui's ini text: the column widths and the
//                         [Noisescope][Layout] section (layout_settings.h)
// Read at start, written at exit in one atomic write (a temporary file
// renamed over the old one), so the three parts are always of one session;
// `--fresh` and scripted screenshot runs do neither. With no state.json the
// files of the earlier three stores are read instead (last.json,
// explorer.json, imgui.ini, each optional); the next exit writes state.json
// and leaves them as they were. A file over kMaxStateBytes, or one that is
// not JSON of this shape, is reported in one line and not used.
#pragma once

#include <optional>
#include <string>

#include "app_state.h"

namespace noisescope::gui {

inline constexpr const char* kStateFile = "state.json";
inline constexpr std::size_t kMaxStateBytes = 1 << 20;  // a state is a few KiB

// The remembered parts as read, each absent when nothing holds it.
struct StoredState {
  std::optional<std::string> document;  // preset JSON text
  std::optional<std::string> explorer;  // explorer settings JSON text
  std::string layout;                   // ini text, "" for none
  std::string documentSource;           // the file each part came from, for messages
  std::string explorerSource;
};

// Reads dir/state.json, or the earlier files. No state (or dir ""): true,
// out empty. False with a one-line error when a file exists but cannot be
// used; out then holds what could be read (a broken state.json: nothing).
bool readStoredState(const std::string& dir, StoredState& out, std::string& error);

// The state.json text for state and Dear ImGui's ini text `layout`.
std::string storedStateJson(const AppState& state, const std::string& layout);

// Writes dir/state.json atomically, creating dir. False with error on failure.
bool writeStoredState(const std::string& dir, const AppState& state, const std::string& layout, std::string& error);

}  // namespace noisescope::gui
