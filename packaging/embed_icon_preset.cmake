# Writes a header with packaging/icon.json as a raw string literal, so the
# explorer draws its window icon from the preset the installed icons are
# rendered from (app/gui/window_icon.cpp):
#   cmake -DIN=packaging/icon.json -DOUT=.../icon_preset_embedded.h -P embed_icon_preset.cmake
file(READ "${IN}" preset)
set(text "// Generated from packaging/icon.json by packaging/embed_icon_preset.cmake; do not edit.\n#pragma once\n#include <string_view>\n")
string(APPEND text "inline constexpr std::string_view kIconPresetJson = R\"json(${preset})json\";\n")
file(WRITE "${OUT}.tmp" "${text}")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUT}.tmp")
