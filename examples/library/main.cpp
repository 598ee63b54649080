// A game's use of the library: settings given as name-value pairs, named as
// presets and the command line name them ("octaves 6 noise simplex"), then
// for each "x y" line of standard input the elevation, the moisture and the
// biome there, in lattice units as `noisescope sample` reads them.
#include <noisescope/noisescope.h>

#include <cstdio>

int main(int argc, char** argv) {
  noisescope::NoiseParams p;  // render's defaults
  for (int i = 1; i + 1 < argc; i += 2) {
    const noisescope::ParamDesc* d = noisescope::findParam(argv[i]);
    if (d == nullptr) {
      std::fprintf(stderr, "no setting named %s\n", argv[i]);
      return 2;
    }
    const noisescope::ParsedParam v = noisescope::parseParam(*d, argv[i + 1]);
    if (!v.error.empty()) {
      std::fprintf(stderr, "%s\n", v.error.c_str());
      return 2;
    }
    d->set(p, v.value);
  }
  for (double x, y; std::scanf("%lf %lf", &x, &y) == 2;) {
    const noisescope::Biome b = noisescope::biomeAt(p, noisescope::Thresholds{}, noisescope::BiomeCuts{}, x, y);
    std::printf("%.17g %.17g %d %s\n", noisescope::elevation(p, x, y), noisescope::moisture(p, x, y),
                static_cast<int>(b), noisescope::biomeName(b).data());
  }
}
