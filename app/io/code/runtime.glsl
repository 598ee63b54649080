// ---- The functions (fixed text; the settings above choose their paths) ----
//
// A point is a whole cell and a fraction in [0, 1) (ivec2, vec2), as the
// core's double cells are: an octave's cell comes from an exact integer
// product (ns_mul), so a far point or a high octave keeps its fraction to
// float precision instead of losing it to a float's large magnitude.

// The lattice hash: 32-bit unsigned, wrapping multiplications; hz is the
// time cell's term, iz * 2246822519 (0 in the plane).
uint ns_hash(uint ix, uint iy, uint seed, uint hz) {
  uint h = ix * 374761393u + iy * 668265263u + seed * 1442695041u + hz;
  h = (h ^ (h >> 13u)) * 1274126177u;
  return h ^ (h >> 16u);
}

float ns_fade(float t) {
  if (NS_FADE == 0) return t;
  if (NS_FADE == 1) return t * t * (3.0 - 2.0 * t);
  return min(t * t * t * (t * (t * 6.0 - 15.0) + 10.0), 1.0);  // rounding may pass 1 just below t = 1
}

// a * b as 64 bits: (high word, low word).
uvec2 ns_umul(uint a, uint b) {
  uint a0 = a & 0xFFFFu, a1 = a >> 16u, b0 = b & 0xFFFFu, b1 = b >> 16u;
  uint p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0;
  uint mid = (p00 >> 16u) + (p01 & 0xFFFFu) + (p10 & 0xFFFFu);
  return uvec2(a1 * b1 + (p01 >> 16u) + (p10 >> 16u) + (mid >> 16u), (p00 & 0xFFFFu) | (mid << 16u));
}

// c * K for a constant K = w + f1 2^-32 + f2 2^-64 (the double it stands
// for, exactly): the whole part (32 bits, wrapping) and the fraction [0, 1].
void ns_mul(int c, uint w, uint f1, uint f2, out int whole, out float fraction) {
  uint a = uint(abs(c));
  uvec2 m1 = ns_umul(a, f1), m2 = ns_umul(a, f2);
  uint low = m1.y + m2.x;
  uint high = a * w + m1.x + (low < m1.y ? 1u : 0u);
  // Negative c: -(high + low 2^-32). Selects, not branches: the code is
  // inlined at every octave, and branches there cost llvmpipe seconds to compile.
  whole = int(c >= 0 ? high : low != 0u ? ~high : 0u - high);
  fraction = float(c >= 0 ? low : 0u - low) * (1.0 / 4294967296.0);
}

// One axis of a point (cell c, fraction f) at octave slot k: the cell and
// fraction of its scaled position, made sane (clamped to +-1e9) as the core does.
void ns_axis(int k, int c, float f, out int cell, out float frac) {
  float approx = (float(c) + f) * NS_SCALE[k];
  int whole;
  float part;
  ns_mul(c, NS_SCALE_WHOLE[k], NS_SCALE_FRACTION[k], NS_SCALE_FRACTION_LOW[k], whole, part);
  float sum = part + f * NS_SCALE[k];
  float below = floor(sum);
  bool inside = abs(approx) < 1e9;
  cell = inside ? whole + int(below) : approx > 0.0 ? 1000000000 : -1000000000;
  frac = inside ? sum - below : 0.0;
}

// Cell index `cell` of octave slot k as the hash reads it: modulo the
// octave's period when tiled (non-negative).
uint ns_index(int cell, int k) {
  int p = NS_PERIOD[k];
  if (!NS_TILED) return uint(cell);
  if (p == 0) return cell >= 0 ? uint(cell) : uint(cell) + NS_PERIOD_LOW[k];  // a period beyond 2^30
  return uint(cell >= 0 ? cell % p : p - 1 - (-cell - 1) % p);
}

float ns_gradient_dot(uint h, float dx, float dy) {
  uint g = h >> 28u;
  return NS_GRADIENT_X[g] * dx + NS_GRADIENT_Y[g] * dy;
}

// One corner's term: its value, or its gradient . its offset (dz: the time offset).
float ns_corner(uint h, float dx, float dy, float dz) {
  if (NS_NOISE == 0) return float(h >> 8u) / 16777216.0;
  uint g = h >> 28u;
  if (!NS_TIME_ON) return NS_GRADIENT_X[g] * dx + NS_GRADIENT_Y[g] * dy;
  return NS_GRADIENT3_X[g] * dx + NS_GRADIENT3_Y[g] * dy + NS_GRADIENT3_Z[g] * dz;
}

// The blend of one plane of corners (time term hz, time offset dz).
float ns_plane(uvec2 xs, uvec2 ys, uint s, uint hz, vec2 f, float dz, vec2 w) {
  return mix(mix(ns_corner(ns_hash(xs.x, ys.x, s, hz), f.x, f.y, dz),
                 ns_corner(ns_hash(xs.y, ys.x, s, hz), f.x - 1.0, f.y, dz), w.x),
             mix(ns_corner(ns_hash(xs.x, ys.y, s, hz), f.x, f.y - 1.0, dz),
                 ns_corner(ns_hash(xs.y, ys.y, s, hz), f.x - 1.0, f.y - 1.0, dz), w.x),
             w.y);
}

// Value and gradient noise in cell c at fraction f, of octave slot k (with
// time, between the time planes of the slot): [0, 1].
float ns_square(int k, ivec2 c, vec2 f) {
  uvec2 xs = uvec2(ns_index(c.x, k), ns_index(c.x + 1, k)), ys = uvec2(ns_index(c.y, k), ns_index(c.y + 1, k));
  vec2 w = vec2(ns_fade(f.x), ns_fade(f.y));
  float n = ns_plane(xs, ys, NS_SEED[k], NS_TIME_HASH[k], f, NS_TIME_FRACTION[k], w);
  if (NS_TIME_ON)
    n = mix(n, ns_plane(xs, ys, NS_SEED[k], NS_TIME_HASH_NEXT[k], f, NS_TIME_FRACTION[k] - 1.0, w), NS_TIME_FADE[k]);
  if (NS_NOISE == 0) return max(n, 0.0);
  return clamp((n * (NS_TIME_ON ? 1.15470054 : 1.41421356) + 1.0) * 0.5, 0.0, 1.0);
}

// One simplex corner (i, j) with offset (dx, dy): r^4 (g . d) where r > 0, else 0.
float ns_simplex_corner(uint i, uint j, uint seed, float dx, float dy) {
  float r = max(0.5 - dx * dx - dy * dy, 0.0);
  float r2 = r * r;
  return r2 * r2 * ns_gradient_dot(ns_hash(i, j, seed, 0u), dx, dy);
}

// Simplex noise at cell c, fraction f, of octave slot k: [0, 1]. The skew of
// the whole cells is an exact product, so the corner offsets keep float
// precision however far the point is.
float ns_simplex(int k, ivec2 c, vec2 f) {
  int ws, wt;
  float fs, ft;
  ns_mul(c.x + c.y, 0u, NS_SKEW_FRACTION, NS_SKEW_FRACTION_LOW, ws, fs);
  float s = fs + (f.x + f.y) * NS_SIMPLEX_SKEW;
  int i = c.x + ws + int(floor(f.x + s)), j = c.y + ws + int(floor(f.y + s));
  ns_mul(i + j, 0u, NS_UNSKEW_FRACTION, NS_UNSKEW_FRACTION_LOW, wt, ft);
  float x0 = float(c.x + wt - i) + f.x + ft, y0 = float(c.y + wt - j) + f.y + ft, g = NS_SIMPLEX_UNSKEW;
  uint a = x0 > y0 ? 1u : 0u, b = 1u - a, seed = NS_SEED[k], ui = uint(i), uj = uint(j);
  float sum = ns_simplex_corner(ui, uj, seed, x0, y0) +
              ns_simplex_corner(ui + a, uj + b, seed, x0 - float(a) + g, y0 - float(b) + g) +
              ns_simplex_corner(ui + 1u, uj + 1u, seed, x0 - 1.0 + 2.0 * g, y0 - 1.0 + 2.0 * g);
  return (NS_SIMPLEX_SCALE * sum + 1.0) * 0.5;
}

float ns_cell_distance(float dx, float dy) {
  if (NS_CELL_DISTANCE == 1) return abs(dx) + abs(dy);
  if (NS_CELL_DISTANCE == 2) return max(abs(dx), abs(dy));
  return sqrt(dx * dx + dy * dy);
}

// Worley noise at cell c, fraction f, of octave slot k: the 25 cells around,
// F1 and F2, what NS_CELL_RETURN asks for. [0, 1].
float ns_worley(int k, ivec2 c, vec2 f) {
  float f1 = 1e30, f2 = 1e30;
  uint seed = NS_SEED[k], ni = 0u, nj = 0u;
  for (int b = -2; b <= 2; ++b) {
    for (int a = -2; a <= 2; ++a) {
      uint i = ns_index(c.x + a, k), j = ns_index(c.y + b, k), h = ns_hash(i, j, seed, 0u);
      float u = float(h & 0xFFFFu) / 65536.0, v = float(h >> 16u) / 65536.0;
      float d = ns_cell_distance(float(a) + 0.5 + NS_JITTER * (u - 0.5) - f.x,
                                 float(b) + 0.5 + NS_JITTER * (v - 0.5) - f.y);
      bool nearer = d < f1;
      f2 = nearer ? f1 : min(f2, d);
      f1 = nearer ? d : f1;
      ni = nearer ? i : ni;
      nj = nearer ? j : nj;
    }
  }
  if (NS_CELL_RETURN == 0) return f1 / NS_WORLEY_BOUND;
  if (NS_CELL_RETURN == 1) return f2 / NS_WORLEY_BOUND;
  if (NS_CELL_RETURN == 2) return (f2 - f1) / NS_WORLEY_BOUND;
  return float(ns_hash(ni, nj, seed ^ 0x68E31DA4u, 0u) >> 8u) / 16777216.0;
}

// Octave slot k (field * 16 + octave) at the point (cell c, fraction f): [0, 1].
float ns_octave(int k, ivec2 c, vec2 f) {
  ivec2 cell;
  vec2 frac;
  ns_axis(k, c.x, f.x, cell.x, frac.x);
  ns_axis(k, c.y, f.y, cell.y, frac.y);
  if (NS_NOISE == 2) return ns_simplex(k, cell, frac);
  if (NS_NOISE == 3) return ns_worley(k, cell, frac);
  return ns_square(k, cell, frac);
}

// Sum `field` (0 elevation, 1 and 2 the warp's, 3 moisture) at (c, f).
float ns_fbm(int field, ivec2 c, vec2 f) {
  float sum = 0.0;
  for (int o = 0; o < NS_OCTAVES[field]; ++o) {
    float n = ns_octave(field * 16 + o, c, f);
    if (field == 0 && NS_RIDGED) n = 1.0 - abs(2.0 * n - 1.0);
    sum += NS_AMPLITUDE[o] * n;
  }
  return sum / NS_DIVISOR[field];
}

// The elevation at the lattice point cell + fraction (fraction in [0, 1)):
// for worlds far from the origin, where a float position has lost the fraction.
float noisescope_elevation(ivec2 cell, vec2 fraction) {
  ivec2 c = cell;
  vec2 f = fraction;
  if (NS_WARP != 0.0) {
    f += NS_WARP * (2.0 * vec2(ns_fbm(1, cell, fraction), ns_fbm(2, cell, fraction)) - 1.0);
    c += ivec2(floor(f));
    f -= floor(f);
  }
  float e = ns_fbm(0, c, f);
  if (NS_EXPONENT != 1.0) e = pow(max(e, 0.0), NS_EXPONENT);
  if (NS_CURVE_PIECES != 0) {  // the height curve: e in [0, 1], its piece, the cubic
    e = e > 0.0 ? min(e, 1.0) : 0.0;
    int k = 0;
    for (int i = 1; i < NS_CURVE_PIECES; ++i)
      if (e >= NS_CURVE_X0[i]) k = i;
    float t = (e - NS_CURVE_X0[k]) * NS_CURVE_INV_WIDTH[k];
    e = clamp(NS_CURVE_A[k] + t * (NS_CURVE_B[k] + t * (NS_CURVE_C[k] + t * NS_CURVE_D[k])), 0.0, 1.0);
  }
  if (NS_ISLAND != 0) {
    vec2 n = 2.0 * (vec2(cell) + fraction) / NS_FREQUENCY - 1.0;
    float d;
    if (NS_ISLAND == 1) {
      vec2 q = clamp(n, -1.0, 1.0);
      d = 1.0 - (1.0 - q.x * q.x) * (1.0 - q.y * q.y);
    } else {
      d = NS_ISLAND == 2 ? dot(n, n) / 1.41421356 : dot(n, n);
    }
    d = clamp(d, 0.0, 1.0);
    e = NS_ISLAND_MODE == 0 ? e + (1.0 - d - e) * NS_ISLAND_MIX : e * (1.0 - NS_ISLAND_MIX * d);
  }
  if (NS_TERRACES != 0) e = floor(e * float(NS_TERRACES) + 0.5) / float(NS_TERRACES);
  return e;
}

float noisescope_moisture(ivec2 cell, vec2 fraction) { return ns_fbm(3, cell, fraction); }

// The biome class of an elevation e and a moisture w: call it with the two
// values a shader already has, as each noisescope_ call inlines its sums.
int noisescope_biome_of(float e, float w) {
  int height = e < NS_H ? 0 : e < NS_T3 ? 1 : 2;
  int wetness = !(w >= NS_W1) ? 0 : w < NS_W2 ? 1 : 2;
  return !(e >= NS_T1) ? 0 : e < NS_T2 ? 1 : 2 + 3 * height + wetness;
}

int noisescope_biome(ivec2 cell, vec2 fraction) {
  return noisescope_biome_of(noisescope_elevation(cell, fraction), noisescope_moisture(cell, fraction));
}

// The same at a lattice point p, |p| < 2^31 (NaN counts as 0, as in the core).
ivec2 ns_cell_of(vec2 p) { return ivec2(floor(mix(p, vec2(0.0), isnan(p)))); }
vec2 ns_fraction_of(vec2 p) { vec2 q = mix(p, vec2(0.0), isnan(p)); return q - floor(q); }
float noisescope_elevation(vec2 p) { return noisescope_elevation(ns_cell_of(p), ns_fraction_of(p)); }
float noisescope_moisture(vec2 p) { return noisescope_moisture(ns_cell_of(p), ns_fraction_of(p)); }
int noisescope_biome(vec2 p) { return noisescope_biome(ns_cell_of(p), ns_fraction_of(p)); }
