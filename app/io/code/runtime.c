/* ---- The functions (fixed text; the settings above choose their paths) ---- */

/* The lattice hash: 32-bit unsigned, wrapping multiplications; hz is the
   time cell's term, iz * 2246822519 (0 in the plane). */
static uint32_t ns_hash(uint32_t ix, uint32_t iy, uint32_t seed, uint32_t hz) {
  uint32_t h = (uint32_t)(ix * 374761393u) + (uint32_t)(iy * 668265263u) + (uint32_t)(seed * 1442695041u) + hz;
  h = (uint32_t)((h ^ (h >> 13)) * 1274126177u);
  return h ^ (h >> 16);
}

/* A coordinate made sane: NaN becomes 0, anything beyond +-1e9 is clamped to it. */
static double ns_sane(double v) {
  if (v != v) return 0.0;
  return v < -1e9 ? -1e9 : v > 1e9 ? 1e9 : v;
}

static double ns_fade(double t) {
  if (NS_FADE == 0) return t;
  if (NS_FADE == 1) return t * t * (3.0 - 2.0 * t);
  const double q = t * t * t * (t * (t * 6.0 - 15.0) + 10.0);
  return q < 1.0 ? q : 1.0; /* rounding may pass 1 just below t = 1 */
}

static double ns_lerp(double a, double b, double t) { return a + (b - a) * t; }

/* Cell index `cell` (a whole number in [-1e9 - 2, 1e9 + 2]) of octave slot k as
   the hash reads it: modulo the octave's period when tiled (non-negative). */
static uint32_t ns_index(double cell, int k) {
  long long i = (long long)cell, p = NS_PERIOD[k];
  if (!NS_TILED) return (uint32_t)i;
  if (p == 0) return i >= 0 ? (uint32_t)i : (uint32_t)i + NS_PERIOD_LOW[k]; /* a period beyond 2^30 */
  return (uint32_t)(i >= 0 ? i % p : p - 1 - (-i - 1) % p);
}

/* One corner's term: its value, or its gradient . its offset (dz: the time offset). */
static double ns_corner(uint32_t h, double dx, double dy, double dz) {
  if (NS_NOISE == 0) return (double)(h >> 8) / 16777216.0;
  if (!NS_TIME_ON) return NS_GRADIENT_X[h >> 28] * dx + NS_GRADIENT_Y[h >> 28] * dy;
  return NS_GRADIENT3_X[h >> 28] * dx + NS_GRADIENT3_Y[h >> 28] * dy + NS_GRADIENT3_Z[h >> 28] * dz;
}

/* The blend of one plane of corners (time term hz, time offset dz). */
static double ns_plane(const uint32_t* xs, const uint32_t* ys, uint32_t s, uint32_t hz, double fx, double fy,
                       double dz, double u, double v) {
  return ns_lerp(ns_lerp(ns_corner(ns_hash(xs[0], ys[0], s, hz), fx, fy, dz),
                         ns_corner(ns_hash(xs[1], ys[0], s, hz), fx - 1.0, fy, dz), u),
                 ns_lerp(ns_corner(ns_hash(xs[0], ys[1], s, hz), fx, fy - 1.0, dz),
                         ns_corner(ns_hash(xs[1], ys[1], s, hz), fx - 1.0, fy - 1.0, dz), u),
                 v);
}

/* Value and gradient noise at (x, y), sane, of octave slot k (with time,
   between the time planes of the slot): [0, 1]. */
static double ns_square(int k, double x, double y) {
  double cx = floor(x), cy = floor(y), fx = x - cx, fy = y - cy, u = ns_fade(fx), v = ns_fade(fy), n;
  uint32_t xs[2], ys[2];
  xs[0] = ns_index(cx, k);
  xs[1] = ns_index(cx + 1.0, k);
  ys[0] = ns_index(cy, k);
  ys[1] = ns_index(cy + 1.0, k);
  n = ns_plane(xs, ys, NS_SEED[k], NS_TIME_HASH[k], fx, fy, NS_TIME_FRACTION[k], u, v);
  if (NS_TIME_ON)
    n = ns_lerp(n, ns_plane(xs, ys, NS_SEED[k], NS_TIME_HASH_NEXT[k], fx, fy, NS_TIME_FRACTION[k] - 1.0, u, v),
                NS_TIME_FADE[k]);
  if (NS_NOISE == 0) return n > 0.0 ? n : 0.0;
  n = (n * (NS_TIME_ON ? 1.1547005383792515 : 1.4142135623730951) + 1.0) * 0.5;
  return n < 0.0 ? 0.0 : n > 1.0 ? 1.0 : n;
}

/* One simplex corner (i, j) with offset (dx, dy): r^4 (g . d) where r > 0. */
static double ns_simplex_corner(uint32_t i, uint32_t j, uint32_t seed, double dx, double dy) {
  double r = 0.5 - dx * dx - dy * dy, r2;
  uint32_t h;
  if (r <= 0.0) return 0.0;
  h = ns_hash(i, j, seed, 0u) >> 28;
  r2 = r * r;
  return r2 * r2 * (NS_GRADIENT_X[h] * dx + NS_GRADIENT_Y[h] * dy);
}

/* Simplex noise at (x, y), sane, of octave slot k: [0, 1]. */
static double ns_simplex(int k, double x, double y) {
  double s = (x + y) * NS_SIMPLEX_SKEW, fi = floor(x + s), fj = floor(y + s), t = (fi + fj) * NS_SIMPLEX_UNSKEW;
  double x0 = (x - fi) + t, y0 = (y - fj) + t, g = NS_SIMPLEX_UNSKEW;
  uint32_t i = (uint32_t)(long long)fi, j = (uint32_t)(long long)fj, seed = NS_SEED[k];
  int a = x0 > y0 ? 1 : 0, b = 1 - a;
  double sum = ns_simplex_corner(i, j, seed, x0, y0) +
               ns_simplex_corner(i + (uint32_t)a, j + (uint32_t)b, seed, x0 - a + g, y0 - b + g) +
               ns_simplex_corner(i + 1u, j + 1u, seed, x0 - 1.0 + 2.0 * g, y0 - 1.0 + 2.0 * g);
  return (NS_SIMPLEX_SCALE * sum + 1.0) * 0.5;
}

static double ns_cell_distance(double dx, double dy) {
  double ax = fabs(dx), ay = fabs(dy);
  if (NS_CELL_DISTANCE == 1) return ax + ay;
  if (NS_CELL_DISTANCE == 2) return ax > ay ? ax : ay;
  return sqrt(dx * dx + dy * dy);
}

/* Worley noise at (x, y), sane, of octave slot k: the 25 cells around, F1 and
   F2, what NS_CELL_RETURN asks for. [0, 1]. */
static double ns_worley(int k, double x, double y) {
  double ci = floor(x), cj = floor(y), fx = x - ci, fy = y - cj, f1 = HUGE_VAL, f2 = HUGE_VAL;
  uint32_t seed = NS_SEED[k], ni = 0u, nj = 0u;
  int a, b;
  for (b = -2; b <= 2; ++b)
    for (a = -2; a <= 2; ++a) {
      uint32_t i = ns_index(ci + a, k), j = ns_index(cj + b, k), h = ns_hash(i, j, seed, 0u);
      double u = (double)(h & 0xFFFFu) / 65536.0, v = (double)(h >> 16) / 65536.0;
      double d = ns_cell_distance(a + 0.5 + NS_JITTER * (u - 0.5) - fx, b + 0.5 + NS_JITTER * (v - 0.5) - fy);
      if (d < f1) {
        f2 = f1;
        f1 = d;
        ni = i;
        nj = j;
      } else if (d < f2) {
        f2 = d;
      }
    }
  if (NS_CELL_RETURN == 0) return f1 / NS_WORLEY_BOUND;
  if (NS_CELL_RETURN == 1) return f2 / NS_WORLEY_BOUND;
  if (NS_CELL_RETURN == 2) return (f2 - f1) / NS_WORLEY_BOUND;
  return (double)(ns_hash(ni, nj, seed ^ 0x68E31DA4u, 0u) >> 8) / 16777216.0;
}

/* Octave slot k (field * 16 + octave) at lattice point (px, py): [0, 1]. */
static double ns_octave(int k, double px, double py) {
  double x = NS_TILED ? px / NS_SCALE_A[k] * NS_SCALE_B[k] : px * NS_SCALE_A[k] * NS_SCALE_B[k];
  double y = NS_TILED ? py / NS_SCALE_A[k] * NS_SCALE_B[k] : py * NS_SCALE_A[k] * NS_SCALE_B[k];
  x = ns_sane(x);
  y = ns_sane(y);
  if (NS_NOISE == 2) return ns_simplex(k, x, y);
  if (NS_NOISE == 3) return ns_worley(k, x, y);
  return ns_square(k, x, y);
}

/* Sum `field` (0 elevation, 1 and 2 the warp's, 3 moisture) at (px, py). */
static double ns_fbm(int field, double px, double py) {
  double sum = 0.0;
  int o;
  for (o = 0; o < NS_OCTAVES[field]; ++o) {
    double n = ns_octave(field * 16 + o, px, py);
    if (field == 0 && NS_RIDGED) n = 1.0 - fabs(2.0 * n - 1.0);
    sum += NS_AMPLITUDE[o] * n;
  }
  return sum / NS_DIVISOR[field];
}

double noisescope_elevation(double x, double y) {
  double wx = x, wy = y, e, mx = x / NS_FREQUENCY, my = y / NS_FREQUENCY;
  if (NS_WARP != 0.0) {
    wx = x + NS_WARP * (2.0 * ns_fbm(1, x, y) - 1.0);
    wy = y + NS_WARP * (2.0 * ns_fbm(2, x, y) - 1.0);
  }
  e = ns_fbm(0, wx, wy);
  if (NS_EXPONENT != 1.0) e = pow(e > 0.0 ? e : 0.0, NS_EXPONENT);
  if (NS_CURVE_PIECES != 0) { /* the height curve: e in [0, 1] (NaN 0), its piece, the cubic */
    int k = 0, i;
    double t;
    e = e > 0.0 ? e : 0.0;
    e = e < 1.0 ? e : 1.0;
    for (i = 1; i < NS_CURVE_PIECES; ++i)
      if (e >= NS_CURVE_X0[i]) k = i;
    t = (e - NS_CURVE_X0[k]) * NS_CURVE_INV_WIDTH[k];
    e = NS_CURVE_A[k] + t * (NS_CURVE_B[k] + t * (NS_CURVE_C[k] + t * NS_CURVE_D[k]));
    e = e > 0.0 ? (e < 1.0 ? e : 1.0) : 0.0; /* rounding kept inside [0, 1] */
  }
  if (NS_ISLAND != 0) {
    double nx = mx != mx ? -1.0 : 2.0 * mx - 1.0, ny = my != my ? -1.0 : 2.0 * my - 1.0, d;
    if (NS_ISLAND == 1) {
      double cx = nx < -1.0 ? -1.0 : nx > 1.0 ? 1.0 : nx, cy = ny < -1.0 ? -1.0 : ny > 1.0 ? 1.0 : ny;
      d = 1.0 - (1.0 - cx * cx) * (1.0 - cy * cy);
    } else {
      d = NS_ISLAND == 2 ? (nx * nx + ny * ny) / 1.4142135623730951 : nx * nx + ny * ny;
    }
    d = d < 0.0 ? 0.0 : d > 1.0 ? 1.0 : d;
    e = NS_ISLAND_MODE == 0 ? e + (1.0 - d - e) * NS_ISLAND_MIX : e * (1.0 - NS_ISLAND_MIX * d);
  }
  if (NS_TERRACES != 0) {
    double levels = NS_TERRACES; /* a variable: no constant division by zero where terraces are off */
    e = floor(e * levels + 0.5) / levels;
  }
  return e;
}

double noisescope_moisture(double x, double y) { return ns_fbm(3, x, y); }

int noisescope_biome_of(double e, double w) {
  int height = e < NS_H ? 0 : e < NS_T3 ? 1 : 2, wetness = !(w >= NS_W1) ? 0 : w < NS_W2 ? 1 : 2;
  if (!(e >= NS_T1)) return 0;
  if (e < NS_T2) return 1;
  return 2 + 3 * height + wetness;
}

int noisescope_biome(double x, double y) {
  return noisescope_biome_of(noisescope_elevation(x, y), noisescope_moisture(x, y));
}
