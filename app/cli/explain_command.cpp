#include "explain_command.h"

#include <array>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "noisescope/noise/mistakes.h"
#include "noisescope/noise/noise_families.h"
#include "noisescope/noise/noise_kinds.h"
#include "noisescope/teaching/breakdown.h"
#include "options/map_options.h"

namespace noisescope::cli {

namespace {

using options::parseDouble;
using options::quoted;
using options::UsageError;

constexpr const char* kExplainHelp =
    "usage: noisescope explain [options] [--] X Y\n"
    "\n"
    "The noise at (X, Y), in lattice units of octave 0 (as `sample` reads\n"
    "them), worked out step by step for each octave: position, cell (i, j),\n"
    "fractions, faded fractions, the four corners (i, j), (i+1, j), (i, j+1),\n"
    "(i+1, j+1) with hash and value or gradient, offset and dot product, the\n"
    "two x-blends, the y-blend, the noise, its weight and contribution, and\n"
    "the fBm. Put X Y after -- if you like (they may be negative either way).\n"
    "\n"
    "options:\n";

const std::vector<options::Option>& explainOptions() {
  static const std::vector<options::Option> own = {
      {"--octave", "K", "show octave K alone (0 is the coarsest); default all"},
      {"--corners", "A,B,C,D",
       "value noise: replace the four lattice values of each\n"
       "cell by these, in [0, 1] (teaching: the book's example)"},
      {"--json", "", "one JSON object instead of the worked example"},
      {"--help", "", "this text (-h)"},
  };
  return own;
}

struct ExplainRequest {
  NoiseParams params;
  std::optional<int> octave;
  std::optional<std::array<double, 4>> corners;
  bool json = false;
  double x = 0.0;
  double y = 0.0;
};

std::array<double, 4> parseCorners(std::string_view text) {
  const std::string error = "--corners needs four numbers in [0, 1] separated by commas, got " + quoted(text);
  std::array<double, 4> corners{};
  std::string_view rest = text;
  for (std::size_t k = 0; k < 4; ++k) {
    const std::size_t comma = rest.find(',');
    if ((k < 3) == (comma == std::string_view::npos)) throw UsageError(error);
    const std::string_view word = rest.substr(0, comma);
    double v = 0.0;
    try {
      v = parseDouble("--corners", word);
    } catch (const UsageError&) {
      throw UsageError(error);
    }
    if (!(v >= 0.0 && v <= 1.0)) throw UsageError(error);
    corners[k] = v;
    rest = k < 3 ? rest.substr(comma + 1) : std::string_view{};
  }
  return corners;
}

ExplainRequest parseRequest(std::span<const std::string_view> args) {
  ExplainRequest r;
  std::vector<std::string_view> positional;
  const std::vector<options::GivenOption> given =
      options::readOptions(args, options::Command::Explain, explainOptions(), &positional);
  options::MapSettings map;
  options::applyMapOptions(given, options::Command::Explain, map);
  r.params = map.preset.params;
  for (const auto& [option, value] : given) {
    if (option == "--octave")
      r.octave = options::parseInt(option, value, 0, kOctavesMax - 1);
    else if (option == "--corners")
      r.corners = parseCorners(value);
    else if (option == "--json")
      r.json = true;
  }
  if (positional.size() != 2)
    throw UsageError("explain needs two numbers X Y in lattice units, got " +
                     std::to_string(positional.size()) + " (see --help)");
  r.x = parseDouble("X", positional[0]);
  r.y = parseDouble("Y", positional[1]);
  if (r.octave && *r.octave >= r.params.octaves)
    throw UsageError("--octave must be below --octaves (" + std::to_string(r.params.octaves) + "), got " +
                     std::to_string(*r.octave));
  if (r.corners && r.params.noise != NoiseKind::Value)
    throw UsageError("--corners replaces lattice values, so it needs --noise value");
  return r;
}

std::string_view fadeFormula(Fade fade) {
  switch (fade) {
    case Fade::Linear: return "linear: t";
    case Fade::Cubic: return "cubic: t^2 (3 - 2t)";
    case Fade::Quintic: return "quintic: t^3 (t (6t - 15) + 10)";
  }
  return "";
}

void printJsonCorner(std::FILE* out, NoiseKind kind, const CornerStep& c) {
  std::fprintf(out, "{\"lattice\": [%d, %d], \"hash\": %u, ", c.ix, c.iy, c.hash);
  switch (kind) {
    case NoiseKind::Value: std::fprintf(out, "\"value\": %.17g}", c.value); break;
    case NoiseKind::Gradient:
      std::fprintf(out, "\"gradient\": [%.17g, %.17g], \"offset\": [%.17g, %.17g], \"dot\": %.17g}",
                   c.gradient.x, c.gradient.y, c.offsetX, c.offsetY, c.dot);
      break;
    case NoiseKind::Simplex:
    case NoiseKind::Worley: std::fprintf(out, "}"); break;  // never: printJsonFamilyOctave
  }
}

// The steps of a kind off the square lattice (noise_families.h), as JSON.
void printJsonFamilyOctave(std::FILE* out, const NoiseParams& p, const OctaveSteps& s) {
  std::fprintf(out, "{\"octave\": %d, \"frequency\": %.17g, \"seed\": %d, \"position\": [%.17g, %.17g], ",
               s.octave, s.frequency, s.seed, s.positionX, s.positionY);
  switch (s.kind) {
    case NoiseKind::Value:
    case NoiseKind::Gradient: break;
    case NoiseKind::Simplex: {
      const SimplexSteps st = simplexSteps(s.positionX, s.positionY, s.seed);
      std::fprintf(out, "\"skew\": %.17g, \"unskewed\": [%.17g, %.17g], \"corners\": [", st.skew, st.x0,
                   st.y0);
      for (std::size_t k = 0; k < st.corners.size(); ++k) {
        const SimplexCorner& c = st.corners[k];
        std::fprintf(
            out,
            "%s{\"lattice\": [%d, %d], \"offset\": [%.17g, %.17g], \"r\": %.17g, \"gradient\": [%.17g, "
            "%.17g], \"contribution\": %.17g}",
            k > 0 ? ", " : "", c.i, c.j, c.dx, c.dy, c.r, c.gx, c.gy, c.contribution);
      }
      std::fprintf(out, "], ");
      break;
    }
    case NoiseKind::Worley: {
      const WorleySearch f = worleySearch(s.positionX, s.positionY, s.seed, worleySettingsOf(p));
      std::fprintf(out, "\"cell\": [%d, %d], \"f1\": %.17g, \"f2\": %.17g, \"nearest\": [%d, %d], ",
                   s.cell.ix, s.cell.iy, f.f1, f.f2, f.nearestX, f.nearestY);
      break;
    }
  }
  std::fprintf(out, "\"noise\": %.17g, \"weight\": %.17g, \"contribution\": %.17g}", s.noise, s.weight,
               s.contribution);
}

// The steps of a kind off the square lattice (noise_families.h), in text.
void printFamilyOctave(std::FILE* out, const NoiseParams& p, const OctaveSteps& s) {
  switch (s.kind) {
    case NoiseKind::Value:
    case NoiseKind::Gradient: return;
    case NoiseKind::Simplex: {
      const SimplexSteps st = simplexSteps(s.positionX, s.positionY, s.seed);
      std::fprintf(
          out,
          "  skew          s = (x + y) (sqrt3 - 1) / 2 = %.6g; cell (%d, %d) = floor of (x + s, y + s)\n",
          st.skew, st.corners[0].i, st.corners[0].j);
      std::fprintf(out, "  unskewed      (x0, y0) = (%.6g, %.6g)  from the first corner\n", st.x0, st.y0);
      for (const SimplexCorner& c : st.corners) {
        std::fprintf(out, "  corner (%d, %d)  offset (%.6g, %.6g)  r = 0.5 - |d|^2 = %.6g", c.i, c.j, c.dx,
                     c.dy, c.r);
        if (c.r > 0.0)
          std::fprintf(out, "  gradient (%.6g, %.6g)  r^4 (g . d) = %.6g\n", c.gx, c.gy, c.contribution);
        else
          std::fprintf(out, "  outside: 0\n");
      }
      std::fprintf(out, "  noise         (99.2 sum + 1) / 2 = %.6g\n", s.noise);
      break;
    }
    case NoiseKind::Worley: {
      const WorleySettings w = worleySettingsOf(p);
      const WorleySearch f = worleySearch(s.positionX, s.positionY, s.seed, w);
      std::fprintf(
          out, "  cell          (%d, %d), fraction (%.6g, %.6g); 25 feature points searched, jitter %.6g\n",
          s.cell.ix, s.cell.iy, s.cell.fx, s.cell.fy, w.jitter);
      std::fprintf(out, "  F1, F2        %.6g, %.6g  (%s distance); nearest cell (%d, %d)\n", f.f1, f.f2,
                   cellDistanceName(w.distance).data(), f.nearestX, f.nearestY);
      const std::string_view term = worleyReturnTerm(w.output);
      if (term.empty())
        std::fprintf(out, "  noise         the nearest cell's own value = %.6g\n", s.noise);
      else
        std::fprintf(out, "  noise         %.*s / %.6g = %.6g\n", static_cast<int>(term.size()), term.data(),
                     worleyBound(w.distance, w.output), s.noise);
      break;
    }
  }
  std::fprintf(out, "  contribution  weight %.6g * noise = %.6g\n", s.weight, s.contribution);
}

void printJsonOctave(std::FILE* out, const NoiseParams& p, const OctaveSteps& s) {
  if (!noiseKindInfo(s.kind).hasKernels) return printJsonFamilyOctave(out, p, s);
  std::fprintf(out,
               "{\"octave\": %d, \"frequency\": %.17g, \"seed\": %d, \"position\": [%.17g, %.17g], "
               "\"cell\": [%d, %d], \"fraction\": [%.17g, %.17g], \"fade\": [%.17g, %.17g], \"corners\": [",
               s.octave, s.frequency, s.seed, s.positionX, s.positionY, s.cell.ix, s.cell.iy, s.cell.fx,
               s.cell.fy, s.u, s.v);
  for (std::size_t k = 0; k < s.corners.size(); ++k) {
    if (k > 0) std::fprintf(out, ", ");
    printJsonCorner(out, s.kind, s.corners[k]);
  }
  std::fprintf(out,
               "], \"top\": %.17g, \"bottom\": %.17g, \"noise\": %.17g, \"weight\": %.17g, "
               "\"contribution\": %.17g}",
               s.top, s.bottom, s.noise, s.weight, s.contribution);
}

void printTextOctave(std::FILE* out, const NoiseParams& p, const OctaveSteps& s, bool cast) {
  if (!noiseKindInfo(s.kind).hasKernels) {
    std::fprintf(out, "octave %d: frequency %.6g, seed %d, weight %.6g\n", s.octave, s.frequency, s.seed,
                 s.weight);
    std::fprintf(out, "  position      (%.6g, %.6g)  the point times the frequency\n", s.positionX,
                 s.positionY);
    return printFamilyOctave(out, p, s);
  }
  const double b[4] = {blendedCorner(s.kind, s.corners[0]), blendedCorner(s.kind, s.corners[1]),
                       blendedCorner(s.kind, s.corners[2]), blendedCorner(s.kind, s.corners[3])};
  std::fprintf(out, "octave %d: frequency %.6g, seed %d, weight %.6g\n", s.octave, s.frequency, s.seed,
               s.weight);
  std::fprintf(out, "  position      (%.6g, %.6g)  the point times the frequency\n", s.positionX,
               s.positionY);
  std::fprintf(out, "  cell          (i, j) = (%d, %d)  %s of the position\n", s.cell.ix, s.cell.iy,
               cast ? "cast (toward zero, the mistake)" : "floor");
  std::fprintf(out, "  fraction      fx = %.6g, fy = %.6g  position minus cell\n", s.cell.fx, s.cell.fy);
  std::fprintf(out, "  fade          u = %.6g, v = %.6g  (%s)\n", s.u, s.v, fadeFormula(s.fade).data());
  for (const CornerStep& c : s.corners) {
    std::fprintf(out, "  corner (%d, %d)  hash 0x%08x  ", c.ix, c.iy, c.hash);
    switch (s.kind) {
      case NoiseKind::Value: std::fprintf(out, "value %.6g\n", c.value); break;
      case NoiseKind::Gradient:
        std::fprintf(out, "gradient (%.6g, %.6g) . offset (%.6g, %.6g) = dot %.6g\n", c.gradient.x,
                     c.gradient.y, c.offsetX, c.offsetY, c.dot);
        break;
      case NoiseKind::Simplex:
      case NoiseKind::Worley: break;  // printFamilyOctave above
    }
  }
  std::fprintf(out, "  top           lerp(%.6g, %.6g, u) = %.6g  row j\n", b[0], b[1], s.top);
  std::fprintf(out, "  bottom        lerp(%.6g, %.6g, u) = %.6g  row j+1\n", b[2], b[3], s.bottom);
  switch (s.kind) {
    case NoiseKind::Value: std::fprintf(out, "  noise         lerp(top, bottom, v) = %.6g\n", s.noise); break;
    case NoiseKind::Gradient:
      std::fprintf(out, "  blend         lerp(top, bottom, v) = %.6g  in [-0.707, 0.707]\n", s.blend);
      std::fprintf(out, "  noise         (blend * sqrt2 + 1) / 2 = %.6g\n", s.noise);
      break;
    case NoiseKind::Simplex:
    case NoiseKind::Worley: break;  // printFamilyOctave above
  }
  std::fprintf(out, "  contribution  weight %.6g * noise = %.6g\n", s.weight, s.contribution);
}

void printText(std::FILE* out, const ExplainRequest& r, const PointBreakdown& b,
               std::span<const OctaveSteps> shown) {
  const NoiseParams& p = r.params;
  const std::string fade = noiseKindInfo(p.noise).fades ? std::string(fadeName(p.fade)) + " fade" : "no fade";
  std::fprintf(out, "%s noise, %s, seed %d, %d octave%s, lacunarity %.6g, persistence %.6g, %s\n",
               noiseKindName(p.noise).data(), fade.c_str(), p.seed, p.octaves, p.octaves == 1 ? "" : "s",
               p.lacunarity, p.persistence, p.normalize ? "normalised" : "not normalised");
  if (mistakesOn(p)) std::fprintf(out, "teaching mistake on: %s\n", mistakesText(p).c_str());
  if (r.corners)
    std::fprintf(out, "teaching: every cell's lattice values replaced by %.6g, %.6g, %.6g, %.6g\n",
                 (*r.corners)[0], (*r.corners)[1], (*r.corners)[2], (*r.corners)[3]);
  std::fprintf(out, "point (%s, %s) in lattice units of octave 0\n", shortestNumber(b.x).c_str(),
               shortestNumber(b.y).c_str());
  for (const OctaveSteps& s : shown) {
    std::fprintf(out, "\n");
    printTextOctave(out, p, s, p.mistakeCast);
  }
  if (shown.size() == b.octaves.size())
    std::fprintf(out, "\nfbm = sum of the contributions = %.6g\n", b.fbm);
  else
    std::fprintf(out, "\nfbm (all %d octaves) = %.6g\n", p.octaves, b.fbm);
}

}  // namespace

int runExplain(std::span<const std::string_view> args, std::FILE* out, std::FILE* err) {
  ExplainRequest r;
  try {
    if (options::asksForHelp(args)) {
      std::fprintf(out, "%s%s%s", kExplainHelp,
                   options::helpLines(options::mapOptions(options::Command::Explain)).c_str(),
                   options::helpLines(explainOptions()).c_str());
      return 0;
    }
    r = parseRequest(args);
  } catch (const UsageError& e) {
    std::fprintf(err, "noisescope explain: %s\n", e.what());
    return 2;
  }
  const PointBreakdown b = explainPoint(r.params, r.x, r.y, r.corners);
  const std::span<const OctaveSteps> all(b.octaves);
  const std::span<const OctaveSteps> shown =
      r.octave ? all.subspan(static_cast<std::size_t>(*r.octave), 1) : all;
  if (r.json) {
    std::fprintf(out, "{\"x\": %.17g, \"y\": %.17g, \"fbm\": %.17g, \"octaves\": [", b.x, b.y, b.fbm);
    for (std::size_t k = 0; k < shown.size(); ++k) {
      if (k > 0) std::fprintf(out, ", ");
      printJsonOctave(out, r.params, shown[k]);
    }
    std::fprintf(out, "]}\n");
  } else {
    printText(out, r, b, shown);
  }
  return std::fflush(out) == 0 ? 0 : 1;
}

}  // namespace noisescope::cli
