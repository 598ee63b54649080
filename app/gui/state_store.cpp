#include "state_store.h"

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <span>

#include "explorer_settings.h"
#include "io/atomic_file.h"
#include "io/json_reader.h"
#include "io/preset.h"
#include "settings.h"

namespace noisescope::gui {

namespace {

using nlohmann::json;

constexpr int kStateVersion = 1;
constexpr const char* kVersionKey = "noisescope_state";
// The files of the earlier stores, read when state.json is not there.
constexpr const char* kOldDocumentFile = "last.json";
constexpr const char* kOldLayoutFile = "imgui.ini";

// The text of dir/name: nullopt when there is no such file; throws a
// one-line std::runtime_error when it cannot be read or is too large.
std::optional<std::string> readSmallFile(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return std::nullopt;
  const std::uintmax_t bytes = std::filesystem::file_size(path, ec);
  if (ec || bytes > kMaxStateBytes) throw std::runtime_error(path + ": unreadable or larger than 1 MiB");
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

}  // namespace

bool readStoredState(const std::string& dir, StoredState& out, std::string& error) {
  out = StoredState{};
  if (dir.empty()) return true;
  const std::string path = dir + "/" + kStateFile;
  try {
    if (const std::optional<std::string> text = readSmallFile(path)) {
      const io::Json j = io::JsonReader(*text, path).parse();  // the limits every JSON Noisescope reads has
      if (!j.is_object() || !j.contains(kVersionKey) || j[kVersionKey] != kStateVersion)
        throw std::runtime_error(path + ": not a Noisescope state (\"" + kVersionKey + "\": 1)");
      StoredState s;
      if (j.contains("document")) s.document = j["document"].dump();
      if (j.contains("explorer")) s.explorer = j["explorer"].dump();
      if (j.contains("layout")) {
        if (!j["layout"].is_string()) throw std::runtime_error(path + ": layout is not a string");
        s.layout = j["layout"].get<std::string>();
      }
      s.documentSource = s.explorerSource = path;
      out = std::move(s);
      return true;
    }
    // The earlier stores: each file on its own.
    out.document = readSmallFile(dir + "/" + kOldDocumentFile);
    out.documentSource = dir + "/" + kOldDocumentFile;
    out.explorer = readSmallFile(dir + "/" + kExplorerSettingsFile);
    out.explorerSource = dir + "/" + kExplorerSettingsFile;
    out.layout = readSmallFile(dir + "/" + kOldLayoutFile).value_or("");
    return true;
  } catch (const std::exception& e) {
    error = e.what();
    return false;
  }
}

std::string storedStateJson(const AppState& state, const std::string& layout) {
  io::Preset preset = presetFromState(state);
  preset.name = "last session";
  const json j{{kVersionKey, kStateVersion},
               {"document", json::parse(io::presetToJson(preset))},
               {"explorer", json::parse(explorerSettingsJson(state))},
               {"layout", layout}};
  return j.dump(2) + "\n";
}

bool writeStoredState(const std::string& dir, const AppState& state, const std::string& layout, std::string& error) {
  if (dir.empty()) return true;
  try {
    std::filesystem::create_directories(dir);
    const std::string text = storedStateJson(state, layout);
    io::writeFileAtomically(dir + "/" + kStateFile,
                            std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()), true);
    return true;
  } catch (const std::exception& e) {
    error = e.what();
    return false;
  }
}

}  // namespace noisescope::gui
