# noisescope_precompile(TARGET [HEADER...]): TARGET's sources see the
# standard headers our sources include most, and each HEADER, precompiled
# once for the target. A panel's compile is mostly parsing headers: with
# them precompiled clang took 0.29 s instead of 1.00 s for status_panel.cpp,
# 0.56 s instead of 1.22 s for frame.cpp, and the header itself 1.3 s.
set(NOISESCOPE_PRECOMPILED_STD
  <algorithm> <array> <cmath> <cstdint> <cstdio> <cstring> <functional> <limits> <memory>
  <optional> <span> <stdexcept> <string> <string_view> <utility> <vector>)
function(noisescope_precompile target)
  target_precompile_headers(${target} PRIVATE ${NOISESCOPE_PRECOMPILED_STD} ${ARGN})
endfunction()
