// ---- The functions (fixed text; the settings above choose their paths) ----

// The lattice hash: 32-bit unsigned, wrapping multiplications (Math.imul);
// hz is the time cell's term, iz * 2246822519 (0 in the plane).
function hash(ix, iy, seed, hz) {
  let h = (Math.imul(ix, 374761393) + Math.imul(iy, 668265263) + Math.imul(seed, 1442695041) + hz) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

// A coordinate made sane: NaN becomes 0, anything beyond +-1e9 is clamped to it.
function sane(v) {
  if (v !== v) return 0;
  return v < -1e9 ? -1e9 : v > 1e9 ? 1e9 : v;
}

function fade(t) {
  if (FADE === 0) return t;
  if (FADE === 1) return t * t * (3 - 2 * t);
  const q = t * t * t * (t * (t * 6 - 15) + 10);
  return q < 1 ? q : 1; // rounding may pass 1 just below t = 1
}

function lerp(a, b, t) {
  return a + (b - a) * t;
}

// Cell index `cell` (a whole number in [-1e9 - 2, 1e9 + 2]) of octave slot k as
// the hash reads it: modulo the octave's period when tiled (non-negative).
function index(cell, k) {
  const p = PERIOD[k];
  if (!TILED) return cell >>> 0;
  if (p === 0) return cell >= 0 ? cell >>> 0 : ((cell >>> 0) + PERIOD_LOW[k]) >>> 0; // a period beyond 2^30
  return cell >= 0 ? cell % p : p - 1 - ((-cell - 1) % p);
}

// One corner's term: its value, or its gradient . its offset (dz: the time offset).
function corner(h, dx, dy, dz) {
  if (NOISE === 0) return (h >>> 8) / 16777216;
  const g = h >>> 28;
  if (!TIME_ON) return GRADIENT_X[g] * dx + GRADIENT_Y[g] * dy;
  return GRADIENT3_X[g] * dx + GRADIENT3_Y[g] * dy + GRADIENT3_Z[g] * dz;
}

// The blend of one plane of corners (time term hz, time offset dz).
function plane(x0, x1, y0, y1, s, hz, fx, fy, dz, u, v) {
  return lerp(lerp(corner(hash(x0, y0, s, hz), fx, fy, dz), corner(hash(x1, y0, s, hz), fx - 1, fy, dz), u),
              lerp(corner(hash(x0, y1, s, hz), fx, fy - 1, dz), corner(hash(x1, y1, s, hz), fx - 1, fy - 1, dz), u),
              v);
}

// Value and gradient noise at (x, y), sane, of octave slot k (with time,
// between the time planes of the slot): [0, 1].
function square(k, x, y) {
  const cx = Math.floor(x), cy = Math.floor(y), fx = x - cx, fy = y - cy, u = fade(fx), v = fade(fy);
  const x0 = index(cx, k), x1 = index(cx + 1, k), y0 = index(cy, k), y1 = index(cy + 1, k), s = SEED[k];
  let n = plane(x0, x1, y0, y1, s, TIME_HASH[k], fx, fy, TIME_FRACTION[k], u, v);
  if (TIME_ON) {
    n = lerp(n, plane(x0, x1, y0, y1, s, TIME_HASH_NEXT[k], fx, fy, TIME_FRACTION[k] - 1, u, v), TIME_FADE[k]);
  }
  if (NOISE === 0) return n > 0 ? n : 0;
  const m = (n * (TIME_ON ? 1.1547005383792515 : 1.4142135623730951) + 1) * 0.5;
  return m < 0 ? 0 : m > 1 ? 1 : m;
}

// One simplex corner (i, j) with offset (dx, dy): r^4 (g . d) where r > 0.
function simplexCorner(i, j, seed, dx, dy) {
  const r = 0.5 - dx * dx - dy * dy;
  if (r <= 0) return 0;
  const h = hash(i >>> 0, j >>> 0, seed, 0) >>> 28;
  const r2 = r * r;
  return r2 * r2 * (GRADIENT_X[h] * dx + GRADIENT_Y[h] * dy);
}

// Simplex noise at (x, y), sane, of octave slot k: [0, 1].
function simplex(k, x, y) {
  const s = (x + y) * SIMPLEX_SKEW, fi = Math.floor(x + s), fj = Math.floor(y + s);
  const t = (fi + fj) * SIMPLEX_UNSKEW, g = SIMPLEX_UNSKEW;
  const x0 = (x - fi) + t, y0 = (y - fj) + t;
  const a = x0 > y0 ? 1 : 0, b = 1 - a, seed = SEED[k];
  const sum = simplexCorner(fi, fj, seed, x0, y0) +
              simplexCorner(fi + a, fj + b, seed, x0 - a + g, y0 - b + g) +
              simplexCorner(fi + 1, fj + 1, seed, x0 - 1 + 2 * g, y0 - 1 + 2 * g);
  return (SIMPLEX_SCALE * sum + 1) * 0.5;
}

function cellDistance(dx, dy) {
  const ax = Math.abs(dx), ay = Math.abs(dy);
  if (CELL_DISTANCE === 1) return ax + ay;
  if (CELL_DISTANCE === 2) return ax > ay ? ax : ay;
  return Math.sqrt(dx * dx + dy * dy);
}

// Worley noise at (x, y), sane, of octave slot k: the 25 cells around, F1 and
// F2, what CELL_RETURN asks for. [0, 1].
function worley(k, x, y) {
  const ci = Math.floor(x), cj = Math.floor(y), fx = x - ci, fy = y - cj, seed = SEED[k];
  let f1 = Infinity, f2 = Infinity, ni = 0, nj = 0;
  for (let b = -2; b <= 2; ++b) {
    for (let a = -2; a <= 2; ++a) {
      const i = index(ci + a, k), j = index(cj + b, k), h = hash(i, j, seed, 0);
      const u = (h & 0xffff) / 65536, v = (h >>> 16) / 65536;
      const d = cellDistance(a + 0.5 + JITTER * (u - 0.5) - fx, b + 0.5 + JITTER * (v - 0.5) - fy);
      if (d < f1) {
        f2 = f1;
        f1 = d;
        ni = i;
        nj = j;
      } else if (d < f2) {
        f2 = d;
      }
    }
  }
  if (CELL_RETURN === 0) return f1 / WORLEY_BOUND;
  if (CELL_RETURN === 1) return f2 / WORLEY_BOUND;
  if (CELL_RETURN === 2) return (f2 - f1) / WORLEY_BOUND;
  return (hash(ni, nj, (seed ^ 0x68e31da4) >>> 0, 0) >>> 8) / 16777216;
}

// Octave slot k (field * 16 + octave) at lattice point (px, py): [0, 1].
function octave(k, px, py) {
  const x = sane(TILED ? px / SCALE_A[k] * SCALE_B[k] : px * SCALE_A[k] * SCALE_B[k]);
  const y = sane(TILED ? py / SCALE_A[k] * SCALE_B[k] : py * SCALE_A[k] * SCALE_B[k]);
  if (NOISE === 2) return simplex(k, x, y);
  if (NOISE === 3) return worley(k, x, y);
  return square(k, x, y);
}

// Sum `field` (0 elevation, 1 and 2 the warp's, 3 moisture) at (px, py).
function fbm(field, px, py) {
  let sum = 0;
  for (let o = 0; o < OCTAVES[field]; ++o) {
    let n = octave(field * 16 + o, px, py);
    if (field === 0 && RIDGED) n = 1 - Math.abs(2 * n - 1);
    sum += AMPLITUDE[o] * n;
  }
  return sum / DIVISOR[field];
}

export function elevation(x, y) {
  let wx = x, wy = y;
  if (WARP !== 0) {
    wx = x + WARP * (2 * fbm(1, x, y) - 1);
    wy = y + WARP * (2 * fbm(2, x, y) - 1);
  }
  let e = fbm(0, wx, wy);
  if (EXPONENT !== 1) e = Math.pow(e > 0 ? e : 0, EXPONENT);
  if (CURVE_PIECES !== 0) {  // the height curve: e in [0, 1] (NaN 0), its piece, the cubic
    e = e > 0 ? e : 0;
    e = e < 1 ? e : 1;
    let k = 0;
    for (let i = 1; i < CURVE_PIECES; ++i) if (e >= CURVE_X0[i]) k = i;
    const t = (e - CURVE_X0[k]) * CURVE_INV_WIDTH[k];
    e = CURVE_A[k] + t * (CURVE_B[k] + t * (CURVE_C[k] + t * CURVE_D[k]));
    e = e > 0 ? (e < 1 ? e : 1) : 0;  // rounding kept inside [0, 1]
  }
  if (ISLAND !== 0) {
    const mx = x / FREQUENCY, my = y / FREQUENCY;
    const nx = mx !== mx ? -1 : 2 * mx - 1, ny = my !== my ? -1 : 2 * my - 1;
    let d;
    if (ISLAND === 1) {
      const cx = nx < -1 ? -1 : nx > 1 ? 1 : nx, cy = ny < -1 ? -1 : ny > 1 ? 1 : ny;
      d = 1 - (1 - cx * cx) * (1 - cy * cy);
    } else {
      d = ISLAND === 2 ? (nx * nx + ny * ny) / 1.4142135623730951 : nx * nx + ny * ny;
    }
    d = d < 0 ? 0 : d > 1 ? 1 : d;
    e = ISLAND_MODE === 0 ? e + (1 - d - e) * ISLAND_MIX : e * (1 - ISLAND_MIX * d);
  }
  if (TERRACES !== 0) e = Math.floor(e * TERRACES + 0.5) / TERRACES;
  return e;
}

export function moisture(x, y) {
  return fbm(3, x, y);
}

export function biomeOf(e, w) {
  if (!(e >= T1)) return 0;
  if (e < T2) return 1;
  const height = e < H ? 0 : e < T3 ? 1 : 2;
  const wetness = !(w >= W1) ? 0 : w < W2 ? 1 : 2;
  return 2 + 3 * height + wetness;
}

export function biome(x, y) {
  return biomeOf(elevation(x, y), moisture(x, y));
}
