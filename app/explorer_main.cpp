// noisescope-explorer — the explorer window alone. Users type `noisescope`
// (main.cpp), which starts this executable with execv when its first word
// names no command, so the command line never loads the window libraries.
#include <string_view>
#include <vector>

#include "noisescope/fill/field.h"
#include "gui/explorer.h"
#include "io/usable_cpus.h"

int main(int argc, char** argv) {
  const std::vector<std::string_view> words(argv + 1, argv + argc);
  noisescope::setFieldThreads(noisescope::io::usableCpus());
  return noisescope::gui::runExplorer(words);
}
