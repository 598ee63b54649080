#include "window_icon.h"

#include <GLFW/glfw3.h>

#include <array>

#include "noisescope/output/colour.h"
#include "icon_preset_embedded.h"
#include "io/map_export.h"
#include "io/preset.h"

namespace noisescope::gui {

std::vector<std::uint8_t> windowIconPixels(int size) {
  io::ExportSettings settings;
  settings.preset = io::presetFromJson(kIconPresetJson, "packaging/icon.json");
  settings.width = size;
  settings.height = size;
  const io::FieldValues field = io::renderDisplayField(settings);
  std::vector<std::uint8_t> rgba(field.size() * 4);
  colourise(field, io::displayColourMode(settings.preset.display), settings.preset.thresholds, rgba);
  return rgba;
}

void setWindowIcon(GLFWwindow* window) {
  constexpr std::array<int, 3> kSizes = {16, 32, 48};
  std::array<std::vector<std::uint8_t>, kSizes.size()> pixels;
  std::array<GLFWimage, kSizes.size()> images{};
  for (std::size_t i = 0; i < kSizes.size(); ++i) {
    pixels[i] = windowIconPixels(kSizes[i]);
    images[i] = GLFWimage{kSizes[i], kSizes[i], pixels[i].data()};
  }
  glfwSetWindowIcon(window, static_cast<int>(images.size()), images.data());
}

}  // namespace noisescope::gui
