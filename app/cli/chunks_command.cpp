#include "chunks_command.h"

#include <exception>
#include <string>
#include <vector>

#include "noisescope/terrain/chunks.h"
#include "noisescope/terrain/erosion.h"
#include "noisescope/terrain/scatter.h"
#include "io/atomic_file.h"
#include "io/preset.h"
#include "io/rows_table.h"
#include "options/exit_status.h"
#include "options/map_options.h"
#include "rows_file.h"

namespace noisescope::cli {

namespace {

constexpr const char* kChunksHelp =
    "usage: noisescope chunks [options] -o FILE.csv|FILE.json\n"
    "\n"
    "The layout stage of a streamed world: the plane cut into square chunks\n"
    "on a grid from (0, 0), each with the biome at its centre. A chunk's row\n"
    "does not depend on which other chunks or region were asked for.\n"
    "Writes one chunk per row: i,j,x,y,biome,elevation,moisture (x, y: the\n"
    "centre in map widths), as CSV with a header or as JSON.\n"
    "\n"
    "options:\n";

}  // namespace

int runChunks(std::span<const std::string_view> args, std::FILE* out, std::FILE* err) {
  static const std::vector<options::Option> own = {
      {"--chunk", "D", "the side of a chunk, map widths, [0.000244140625, 1] (default the preset's, 0.0625)"},
      {"--region", "X0,Y0,X1,Y1", "the chunks that overlap it, map widths (default 0,0,1,1)"},
      {"--output", "FILE", "the chunks, .csv or .json (-o FILE)"},
      {"--force", "", "replace an existing file"},
      {"--help", "", "this text (-h)"}};
  try {
    if (options::asksForHelp(args)) {
      const std::vector<options::Option> shared = options::mapOptions(options::Command::Chunks);
      std::fprintf(out, "%s%s%s", kChunksHelp, options::helpLines(shared).c_str(),
                   options::helpLines(own).c_str());
      return 0;
    }
    const std::vector<std::string_view> words = options::withLongOutput(args);
    const std::vector<options::GivenOption> given = options::readOptions(words, options::Command::Chunks, own);
    options::MapSettings map;
    if (const auto preset = options::onceValue(given, "--preset"))
      map.preset = io::loadPresetFileOrBuiltin(std::string(*preset));
    options::applyMapOptions(given, options::Command::Chunks, map);
    if (std::string e = paramsError(map.preset.params); !e.empty()) throw options::UsageError(e);
    double size = map.preset.chunk;
    MapRegion region;
    if (const auto v = options::onceValue(given, "--chunk")) size = options::parseDouble("--chunk", *v);
    if (const auto v = options::onceValue(given, "--region")) region = readRegion("--region", *v);
    const auto output = options::onceValue(given, "--output");
    if (!output) throw options::UsageError("chunks needs -o FILE.csv or -o FILE.json");
    const std::string path(*output);
    const RowsFormat format = rowsFormatOf(path);
    const bool force = options::onceValue(given, "--force").has_value();
    if (std::string e = chunkRequestError(size, region); !e.empty()) throw options::UsageError(e);
    if (erosionOn(map.preset.params))
      throw options::UsageError("chunks read the field at their centres and cannot erode: set --erosion 0");
    io::checkCanCreate(path, force);
    const std::vector<ChunkBiome> chunks =
        chunkLayout(map.preset.params, map.preset.thresholds, map.preset.biomeCuts, size, region);
    const std::string text = io::chunksText(chunks, format == RowsFormat::Json);
    io::writeFileAtomically(path, std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()),
                            force);
    std::fprintf(out, "%zu chunks to %s\n", chunks.size(), path.c_str());
  } catch (const std::exception& e) {
    return options::reportBadInput(err, "noisescope chunks", e);
  }
  return 0;
}

}  // namespace noisescope::cli
