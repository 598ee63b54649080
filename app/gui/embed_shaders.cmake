# Writes a header with the GLSL files as raw string literals:
#   cmake -DSHADER_DIR=... -DOUT=.../shader_sources_embedded.h -P embed_shaders.cmake
file(READ "${SHADER_DIR}/fullscreen.vert" vertex)
file(READ "${SHADER_DIR}/colourise.frag" fragment)
file(READ "${SHADER_DIR}/relief.vert" relief_vertex)
file(READ "${SHADER_DIR}/relief.frag" relief_fragment)
set(text "// Generated from shaders/ by app/gui/embed_shaders.cmake; do not edit.\n#pragma once\n#include <string_view>\n")
string(APPEND text "inline constexpr std::string_view kEmbeddedVertex = R\"glsl(${vertex})glsl\";\n")
string(APPEND text "inline constexpr std::string_view kEmbeddedFragment = R\"glsl(${fragment})glsl\";\n")
string(APPEND text "inline constexpr std::string_view kEmbeddedReliefVertex = R\"glsl(${relief_vertex})glsl\";\n")
string(APPEND text "inline constexpr std::string_view kEmbeddedReliefFragment = R\"glsl(${relief_fragment})glsl\";\n")
file(WRITE "${OUT}.tmp" "${text}")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUT}.tmp")
