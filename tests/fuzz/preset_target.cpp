// Fuzz target preset: presetFromJson over arbitrary text. Checks that it
// either throws PresetError with one line that starts with the source name,
// or returns a preset whose every value is in range (params.h, bands.h,
// camera.h) and which survives presetToJson -> presetFromJson unchanged. Any
// other exception (a JSON library type error, say) escaping is a finding.
// An accepted preset that has code (io/code_export.h) gives a file of ASCII
// whose header comment ends where the preset JSON does (a name holding "*/"
// cannot end it early) and whose JSON reads back as the preset.
#include <cmath>
#include <string>

#include "io/code_export.h"
#include "io/preset.h"
#include "fuzz_support.h"

namespace noisescope::fuzz {
namespace {

void checkValid(const io::Preset& p) {
  FUZZ_REQUIRE(paramsError(p.params).empty(), "accepted params: %s", paramsError(p.params).c_str());
  FUZZ_REQUIRE(thresholdsError(p.thresholds).empty(), "accepted thresholds: %s",
               thresholdsError(p.thresholds).c_str());
  FUZZ_REQUIRE(std::isfinite(p.camera.cx) && std::isfinite(p.camera.cy), "accepted view centre %g, %g",
               p.camera.cx, p.camera.cy);
  FUZZ_REQUIRE(p.camera.zoom >= kZoomMin && p.camera.zoom <= kZoomMax, "accepted zoom %g", p.camera.zoom);
  FUZZ_REQUIRE(p.name.size() <= 200, "accepted a name of %zu bytes", p.name.size());
  FUZZ_REQUIRE(views::displayFromName(views::displayName(p.display)) == p.display, "display '%s' does not read back",
               views::displayName(p.display).c_str());
}

// The code file of one language (chosen by the input's length, so each
// input costs one file).
void checkCode(const io::Preset& p, std::size_t choice) {
  if (!io::codeRefusal(p.params).empty()) return;
  const auto language = io::kAllCodeLanguages[choice % io::kAllCodeLanguages.size()];
  const std::string code = io::mapAsCode(p, language);
  for (const char c : code)
    FUZZ_REQUIRE(c > 0 && c < 0x7F, "the code holds byte %d", static_cast<int>(static_cast<unsigned char>(c)));
  const std::size_t jsonStart = code.find("\n * {\n"), jsonEnd = code.find("\n * }\n */\n");
  FUZZ_REQUIRE(jsonStart != std::string::npos && jsonEnd != std::string::npos, "no preset in the header");
  FUZZ_REQUIRE(code.find("*/") == jsonEnd + 7, "the header comment ends before its JSON does");
  std::string json;
  for (std::size_t at = jsonStart + 1; at < jsonEnd + 5;) {
    const std::size_t end = code.find('\n', at);
    json += code.substr(at + 3, end - at - 3) + "\n";
    at = end + 1;
  }
  io::Preset back;
  try {
    back = io::presetFromJson(json, "code");
  } catch (const io::PresetError& e) {
    FUZZ_REQUIRE(false, "the code's preset does not read back: %.200s", e.what());
  }
  io::Preset want = p;
  want.params = clampParams(p.params);
  FUZZ_REQUIRE(back == want, "the code's preset is another: %.300s", json.c_str());
}

}  // namespace

void fuzzTarget(std::span<const std::uint8_t> data) {
  const std::string_view text(reinterpret_cast<const char*>(data.data()), data.size());
  io::Preset preset;
  try {
    preset = io::presetFromJson(text, "fuzz.json");
  } catch (const io::PresetError& e) {
    const std::string message = e.what();
    FUZZ_REQUIRE(message.rfind("fuzz.json", 0) == 0, "error does not name its source: %.200s", message.c_str());
    FUZZ_REQUIRE(message.find_first_of("\n\r") == std::string::npos, "error is not one line: %.200s",
                 message.c_str());
    return;
  }
  checkValid(preset);
  const std::string json = io::presetToJson(preset);
  io::Preset again;
  try {
    again = io::presetFromJson(json, "written");
  } catch (const io::PresetError& e) {
    FUZZ_REQUIRE(false, "a written preset does not read back: %.200s", e.what());
  }
  FUZZ_REQUIRE(again == preset, "the preset changed through JSON: %.300s", json.c_str());
  FUZZ_REQUIRE(io::presetToJson(again) == json, "writing is not stable: %.300s", json.c_str());
  checkCode(preset, data.size());
}

}  // namespace noisescope::fuzz
