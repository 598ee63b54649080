#include "explorer_settings.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "noisescope/fill/field.h"
#include "io/json_reader.h"
#include "io/map_export.h"
#include "words/words.h"

namespace noisescope::gui {

using nlohmann::json;

float steppedUiScale(float scale, int steps) {
  // On the step grid: the nearest step; between steps, the next one towards `steps`.
  const float position = (scale - kUiScaleMin) / kUiScaleStep;
  const float nearest = std::round(position);
  float at = std::fabs(position - nearest) < 1e-3f ? nearest : (steps > 0 ? std::floor(position) : std::ceil(position));
  at += static_cast<float>(steps);
  return std::clamp(kUiScaleMin + at * kUiScaleStep, kUiScaleMin, kUiScaleMax);
}

bool applyExplorerSettings(const std::string& text, const std::string& path, AppState& state,
                           std::string& error) {
  io::Json j;
  try {
    j = io::JsonReader(text, path).parse();  // the limits every JSON Noisescope reads has
  } catch (const io::JsonError& e) {
    error = std::string(e.what()) + "; defaults used";
    return false;
  }
  if (!j.is_object()) {
    error = path + ": not a JSON object; defaults used";
    return false;
  }
  std::string problem;
  const auto note = [&](const std::string& what) {
    if (problem.empty()) problem = path + ": " + what + "; its default used";
  };
  if (j.contains("uiScale")) {
    const io::Json& v = j["uiScale"];
    if (v.is_number() && v.get<double>() >= kUiScaleMin && v.get<double>() <= kUiScaleMax)
      state.ui.user = v.get<float>();
    else
      note("uiScale is not a number in [0.75, 3]");
  }
  if (j.contains("export") && j["export"].is_object()) {
    const io::Json& e = j["export"];
    ExportPanelState& x = state.exporting;
    if (e.contains("size")) {
      const io::Json& s = e["size"];
      if (s.is_array() && s.size() == 2 && s[0].is_number_integer() && s[1].is_number_integer() &&
          s[0].get<long long>() >= 1 && s[1].get<long long>() >= 1 && s[0].get<long long>() <= kMaxFieldSide &&
          s[1].get<long long>() <= kMaxFieldSide) {
        x.size[0] = s[0].get<int>();
        x.size[1] = s[1].get<int>();
      } else {
        note("export size is not two whole numbers in [1, 16384]");
      }
    }
    if (e.contains("format")) {
      const auto format = e["format"].is_string() ? io::exportFormatFromName(e["format"].get<std::string>())
                                                   : std::nullopt;
      if (format)
        x.format = static_cast<int>(*format);
      else
        note("export format is not one of " + io::exportFormatNamesList());
    }
    if (e.contains("file")) {
      const io::Json& f = e["file"];
      if (f.is_string() && !f.get<std::string>().empty() && f.get<std::string>().size() < x.path.size()) {
        const std::string name = f.get<std::string>();
        std::copy(name.c_str(), name.c_str() + name.size() + 1, x.path.begin());
      } else {
        note("export file is not a file name");
      }
    }
  } else if (j.contains("export")) {
    note("export is not an object");
  }
  if (problem.empty()) return true;
  error = problem;
  return false;
}

std::string explorerSettingsJson(const AppState& state) {
  const ExportPanelState& e = state.exporting;
  const json j{{"uiScale", state.ui.user},
               {"export",
                {{"size", json::array({e.size[0], e.size[1]})},
                 {"format", std::string(io::exportFormatName(static_cast<io::ExportFormat>(e.format)))},
                 {"file", std::string(e.path.data())}}}};
  return j.dump(2) + "\n";
}

float monitorUiFactor(float contentScale, int windowWidth, int framebufferWidth, float last) {
  constexpr int kNarrowest = 64;
  if (!(contentScale > 0.0f) || windowWidth < kNarrowest || framebufferWidth < kNarrowest) return last;
  const float framebufferScale = static_cast<float>(framebufferWidth) / static_cast<float>(windowWidth);
  const float quarters = std::round(framebufferScale * 4.0f);
  if (quarters < 4.0f || quarters > 16.0f || std::fabs(framebufferScale * 4.0f - quarters) > 0.01f) return last;
  return std::clamp(contentScale / (quarters / 4.0f), 0.5f, 4.0f);
}

}  // namespace noisescope::gui
