/* stb_render — the peer of `noisescope render --format f32`: stb_perlin's
 * fBm over the same grid, written as float32 RAW, the way a program built
 * on stb_perlin would do it (one thread, fwrite, no sync).
 *
 *   stb_render WIDTH HEIGHT OCTAVES FREQUENCY OUT.f32
 *
 * Pixel (x, y) samples stb_perlin_fbm_noise3 at ((x + 0.5) / WIDTH * FREQUENCY,
 * (y + 0.5) / HEIGHT * FREQUENCY, 0), lacunarity 2, gain 0.5: the same
 * points, in lattice cells, as Noisescope's default view at that frequency
 * (FREQUENCY cells across the map). The values differ (another noise); the
 * work per sample is the same kind: one gradient-noise evaluation per octave.
 * tests/bench/render_vs_stb.sh times it against `noisescope render`. */
#define STB_PERLIN_IMPLEMENTATION
#include <stb/stb_perlin.h>

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char** argv) {
  if (argc != 6) {
    fprintf(stderr, "usage: stb_render WIDTH HEIGHT OCTAVES FREQUENCY OUT.f32\n");
    return 2;
  }
  const int width = atoi(argv[1]);
  const int height = atoi(argv[2]);
  const int octaves = atoi(argv[3]);
  const double frequency = atof(argv[4]);
  if (width < 1 || height < 1 || width > 16384 || height > 16384 || octaves < 1 || octaves > 16 ||
      !(frequency > 0.0)) {
    fprintf(stderr, "stb_render: bad size, octaves or frequency\n");
    return 2;
  }
  float* field = malloc(sizeof(float) * (size_t)width * (size_t)height);
  if (field == NULL) {
    fprintf(stderr, "stb_render: out of memory\n");
    return 1;
  }
  for (int y = 0; y < height; ++y) {
    const float fy = (float)((y + 0.5) / height * frequency);
    for (int x = 0; x < width; ++x) {
      const float fx = (float)((x + 0.5) / width * frequency);
      field[(size_t)y * width + x] = stb_perlin_fbm_noise3(fx, fy, 0.0f, 2.0f, 0.5f, octaves);
    }
  }
  FILE* out = fopen(argv[5], "wb");
  if (out == NULL || fwrite(field, sizeof(float), (size_t)width * height, out) != (size_t)width * height ||
      fclose(out) != 0) {
    fprintf(stderr, "stb_render: cannot write %s\n", argv[5]);
    return 1;
  }
  free(field);
  return 0;
}
