# Writes a header with the fixed functions of each code language as raw
# string literals (io/code_export.h):
#   cmake -DCODE_DIR=... -DOUT=.../code_runtimes_embedded.h -P embed_runtimes.cmake
set(text "// Generated from app/io/code/ by embed_runtimes.cmake; do not edit.\n#pragma once\n#include <string_view>\n")
foreach(pair "C;runtime.c" "Js;runtime.js" "Glsl;runtime.glsl")
  list(GET pair 0 name)
  list(GET pair 1 file)
  file(READ "${CODE_DIR}/${file}" body)
  string(APPEND text "inline constexpr std::string_view kRuntime${name} = R\"code(${body})code\";\n")
endforeach()
file(WRITE "${OUT}.tmp" "${text}")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUT}.tmp")
