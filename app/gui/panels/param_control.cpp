// One control for a row of the parameter table (noisescope/noise/param_table.h): a
// slider for a number, chips for a choice, a checkbox for a switch; the
// name, range, hint and access are the row's (widgets.h).
#include <imgui.h>

#include <cstdio>
#include <string_view>

#include "noisescope/noise/param_table.h"
#include "gui/panels/widgets.h"

namespace noisescope::gui {

namespace {

// Text on the stack: an idle frame allocates nothing.
struct Text {
  char text[48];
  const char* c_str() const { return text; }
};

Text textOf(std::string_view a) {
  Text t;
  std::snprintf(t.text, sizeof t.text, "%.*s", static_cast<int>(a.size()), a.data());
  return t;
}

// "slider.warp", "chip.island.round": screen marks for tests and screenshots.
Text markName(std::string_view kind, std::string_view name, std::string_view value = {}) {
  Text t;
  std::snprintf(t.text, sizeof t.text, "%.*s.%.*s%s%.*s", static_cast<int>(kind.size()), kind.data(),
                static_cast<int>(name.size()), name.data(), value.empty() ? "" : ".",
                static_cast<int>(value.size()), value.empty() ? "" : value.data());
  return t;
}

// Frequency factors span 1/16..16: a logarithmic slider gives each octave of
// that range the same room.
bool logarithmic(const ParamDesc& d) {
  return d.min > 0 && d.max / d.min >= 64;
}

void enumChips(AppState& state, const ParamDesc& d) {
  ImGui::PushID(d.name.data(), d.name.data() + d.name.size());
  const int current = static_cast<int>(d.get(state.params).number);
  for (std::size_t i = 0; i < d.names.size(); ++i) {
    const Text label = textOf(d.names[i]);
    if (i > 0) sameLineIfFits(buttonWidth(label.c_str()));
    if (chip(state, label.c_str(), markName("chip", d.name, d.names[i]).c_str(),
             current == static_cast<int>(i)))
      d.set(state.params, ParamValue{static_cast<double>(i), false});
    hint(d.help);
  }
  sameLineIfFits(ImGui::CalcTextSize(d.name.data(), d.name.data() + d.name.size()).x);
  ImGui::TextUnformatted(d.name.data(), d.name.data() + d.name.size());
  ImGui::PopID();
}

}  // namespace

void paramControl(AppState& state, const ParamDesc& d) {
  if (d.kind == ParamKind::Curve) return heightCurveEditor(state, d);  // before get(): a curve's copy allocates
  const Text label = textOf(d.name);
  const Text mark = markName("slider", d.name);
  const ParamValue now = d.get(state.params);
  switch (d.kind) {
    case ParamKind::Double: {
      double v = now.number;
      const ImGuiSliderFlags flags = logarithmic(d) ? ImGuiSliderFlags_Logarithmic : 0;
      if (slider(state, mark.c_str(), label.c_str(), ImGuiDataType_Double, &v, &d.min, &d.max, "%.3f", flags))
        d.set(state.params, ParamValue{v, false});
      break;
    }
    case ParamKind::Int: {
      // An entry with an off value (terraces 0) starts its slider there.
      int v = static_cast<int>(now.number);
      const int lo = static_cast<int>(d.offValue.value_or(d.min)), hi = static_cast<int>(d.max);
      if (slider(state, mark.c_str(), label.c_str(), ImGuiDataType_S32, &v, &lo, &hi,
                 v == lo && d.offValue ? "off" : "%d"))
        d.set(state.params, ParamValue{static_cast<double>(v), false});
      break;
    }
    case ParamKind::Bool: {
      bool v = now.number != 0.0;
      if (ImGui::Checkbox(label.c_str(), &v)) d.set(state.params, ParamValue{v ? 1.0 : 0.0, false});
      markLastItem(state, markName("check", d.name).c_str());
      break;
    }
    case ParamKind::Enum: enumChips(state, d); return;  // each chip has its own mark and hint
    case ParamKind::Seed: {  // any 32-bit integer: typed, or stepped with the buttons
      int v = static_cast<int>(now.number);
      if (ImGui::InputInt(label.c_str(), &v)) d.set(state.params, ParamValue{static_cast<double>(v), false});
      markLastItem(state, markName("input", d.name).c_str());
      break;
    }
    case ParamKind::Time: return;  // not a step of these panels (time: drawTimeRow)
    case ParamKind::Curve: return;
  }
  hint(d.help);
}

}  // namespace noisescope::gui
