#include "ui_scale.h"

#include <imgui.h>
#include <imgui_impl_opengl3.h>

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace noisescope::gui {

namespace {

constexpr const char* kFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";  // fonts-dejavu-core
constexpr float kDefaultFontPixels = 13.0f;  // Dear ImGui's own font, when DejaVu is missing

float applied = 0.0f;  // 0: nothing built yet
ImGuiStyle baseStyle;  // the style at scale 1, kept at the first build

}  // namespace

float uiScale() { return applied > 0.0f ? applied : 1.0f; }

bool applyUiScale(float scale, bool deviceReady) {
  if (scale == applied) return false;
  if (applied == 0.0f) baseStyle = ImGui::GetStyle();
  applied = scale;

  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // DejaVu Sans reads better than Dear ImGui's built-in pixel font; without it, that one.
  if (std::filesystem::exists(kFontPath)) {
    io.Fonts->AddFontFromFileTTF(kFontPath, std::round(kBaseFontPixels * scale));
  } else {
    ImFontConfig config;
    config.SizePixels = std::round(kDefaultFontPixels * scale);
    io.Fonts->AddFontDefault(&config);
  }
  ImGuiStyle& style = ImGui::GetStyle();
  style = baseStyle;
  style.ScaleAllSizes(scale);
  if (deviceReady) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  return true;
}

}  // namespace noisescope::gui
