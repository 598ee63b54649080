#!/usr/bin/env python3
"""An independent implementation of DESIGN.md's noise, checked against
`noisescope sample` at random points and parameters (tolerance 1e-6).

Written from DESIGN.md alone, in Python with its own integer hash, its own
gradient angles (math.cos/math.sin), its own floor: it shares no code with
the core. Usage: reference_check.py PATH/TO/noisescope
"""
import math
import os
import random
import struct
import subprocess
import sys
import tempfile

M32 = 0xFFFFFFFF


def lattice_hash(ix, iy, seed):
    h = (ix * 374761393 + iy * 668265263 + seed * 1442695041) & M32
    h = ((h ^ (h >> 13)) * 1274126177) & M32
    return h ^ (h >> 16)


def fade(kind, t):
    if kind == "linear":
        return t
    if kind == "cubic":
        return t * t * (3 - 2 * t)
    return t * t * t * (t * (t * 6 - 15) + 10)


def sane(x):
    if math.isnan(x):
        return 0.0
    return max(-1e9, min(1e9, x))


def lerp(a, b, t):
    return a + (b - a) * t


def noise(kind, fd, x, y, seed, period=None):
    """2D noise; with a period, lattice indices are taken modulo it (tiling)."""
    x, y = sane(x), sane(y)
    ix, iy = math.floor(x), math.floor(y)
    fx, fy = x - ix, y - iy
    u, v = fade(fd, fx), fade(fd, fy)
    corners = [(0, 0), (1, 0), (0, 1), (1, 1)]
    vals = []
    for dx, dy in corners:
        cx, cy = ix + dx, iy + dy
        if period is not None:
            cx, cy = cx % period, cy % period  # Python's % is non-negative for a positive period
        h = lattice_hash(cx, cy, seed)
        if kind == "value":
            vals.append((h >> 8) / 2.0**24)
        else:
            a = 2 * math.pi * (h >> 28) / 16
            vals.append(math.cos(a) * (fx - dx) + math.sin(a) * (fy - dy))
    n = lerp(lerp(vals[0], vals[1], u), lerp(vals[2], vals[3], u), v)
    return n if kind == "value" else (n * math.sqrt(2) + 1) / 2


# ---- Noise families, exactly (DESIGN.md) ----
SKEW = (math.sqrt(3) - 1) / 2
UNSKEW = (3 - math.sqrt(3)) / 6


def gradient_of(i, j, seed):
    a = 2 * math.pi * (lattice_hash(i & M32, j & M32, seed) >> 28) / 16
    return math.cos(a), math.sin(a)


def simplex_raw(x, y, seed):
    x, y = sane(x), sane(y)
    s = (x + y) * SKEW
    i, j = math.floor(x + s), math.floor(y + s)
    t = (i + j) * UNSKEW
    x0, y0 = (x - i) + t, (y - j) + t
    a, b = (1, 0) if x0 > y0 else (0, 1)
    total = 0.0
    for ci, cj, dx, dy in ((i, j, x0, y0), (i + a, j + b, x0 - a + UNSKEW, y0 - b + UNSKEW),
                           (i + 1, j + 1, x0 - 1 + 2 * UNSKEW, y0 - 1 + 2 * UNSKEW)):
        r = 0.5 - dx * dx - dy * dy
        if r > 0:
            gx, gy = gradient_of(ci, cj, seed)
            total += r ** 4 * (gx * dx + gy * dy)
    return 99.2 * total


def cell_distance(kind, dx, dy):
    if kind == "manhattan":
        return abs(dx) + abs(dy)
    if kind == "chebyshev":
        return max(abs(dx), abs(dy))
    return math.sqrt(dx * dx + dy * dy)


def worley_search(x, y, seed, w, reach=2, period=None):
    """F1, F2 and the nearest cell over the (2 reach + 1)^2 cells around (x, y)."""
    x, y = sane(x), sane(y)
    i, j = math.floor(x), math.floor(y)
    fx, fy = x - i, y - j
    found = []
    for b in range(-reach, reach + 1):
        for a in range(-reach, reach + 1):
            ci, cj = i + a, j + b
            if period is not None:
                ci, cj = ci % period, cj % period
            h = lattice_hash(ci & M32, cj & M32, seed)
            u, v = (h & 0xFFFF) / 65536, (h >> 16) / 65536
            d = cell_distance(w["distance"], a + 0.5 + w["jitter"] * (u - 0.5) - fx,
                              b + 0.5 + w["jitter"] * (v - 0.5) - fy)
            found.append((d, len(found), ci, cj))
    found.sort()
    return found[0][0], found[1][0], (found[0][2], found[0][3])


BOUNDS = {"euclidean": (math.sqrt(2), math.sqrt(2.5)), "manhattan": (2.0, 2.0), "chebyshev": (1.0, 1.5)}


def worley(x, y, seed, w, period=None):
    f1, f2, (ci, cj) = worley_search(x, y, seed, w, period=period)
    b1, b2 = BOUNDS[w["distance"]]
    if w["return"] == "f1":
        return f1 / b1
    if w["return"] == "f2":
        return f2 / b2
    if w["return"] == "edge":
        return (f2 - f1) / b2
    return (lattice_hash(ci & M32, cj & M32, (seed ^ 0x68E31DA4) & M32) >> 8) / 2.0**24


def family_noise(p, x, y, seed, period=None):
    if p["noise"] == "simplex":
        return (simplex_raw(x, y, seed) + 1) / 2
    return worley(x, y, seed, p["worley"], period)


def round_half_away(x):
    return math.floor(x + 0.5) if x >= 0 else -math.floor(-x + 0.5)


def fbm_general(p, x, y, seed, octaves, normalize, ridged=False, tile_freq=None):
    """fBm at lattice point (x, y). With tile_freq F (cells per map width),
    (x, y) is the map point instead, and octave o samples m * F_o with
    indices modulo F_o."""
    total, norm, amp = 0.0, 0.0, 1.0
    for o in range(octaves):
        lo = 1.0
        for _ in range(o):
            lo *= p["lacunarity"]
        s = (seed + 1013 * o) & M32
        if p["noise"] in ("simplex", "worley"):
            period = None if tile_freq is None else max(1, round_half_away(tile_freq * lo))
            n = family_noise(p, x * lo, y * lo, s) if period is None else family_noise(p, x * period, y * period,
                                                                                     s, period)
        elif tile_freq is None:
            n = noise(p["noise"], p["fade"], x * lo, y * lo, s)
        else:
            period = max(1, round_half_away(tile_freq * lo))
            n = noise(p["noise"], p["fade"], x * period, y * period, s, period)
        if ridged:
            n = 1 - abs(2 * n - 1)
        total += amp * n
        norm += amp
        amp *= p["persistence"]
    return total / norm if normalize else total


def fbm(p, x, y):
    return fbm_general(p, x, y, p["seed"], p["octaves"], p["normalize"])


# ---- Terrain shaping, exactly (DESIGN.md) ----
# t holds the terrain settings: warp k, warp_frequency s, warp_octaves W,
# fractal, exponent, island, island_mode, island_mix, terraces, tile,
# moisture_frequency, frequency f, thresholds, biome_cuts.
TERRAIN_OFF = {"warp": 0.0, "warp_frequency": 1.0, "warp_octaves": 3, "fractal": "fbm", "exponent": 1.0,
               "island": "none", "island_mode": "lerp", "island_mix": 0.5, "terraces": 0, "tile": False,
               "moisture_frequency": 1.0, "frequency": 4.0, "thresholds": (0.35, 0.45, 0.7),
               "biome_cuts": (0.55, 0.45, 0.55), "height_curve": None}

BIOMES = [[2, 3, 4], [5, 6, 7], [8, 9, 10]]  # [low, mid, high][dry, medium, wet]


def warped_point(p, t, x, y):
    if t["warp"] == 0:
        return x, y
    f, s, w = t["frequency"], t["warp_frequency"], t["warp_octaves"]
    if t["tile"]:
        mx, my = x / f, y / f
        g = fbm_general(p, mx, my, p["seed"] + 1000003, w, True, tile_freq=f * s)
        h = fbm_general(p, mx, my, p["seed"] + 2000006, w, True, tile_freq=f * s)
    else:
        g = fbm_general(p, x * s, y * s, p["seed"] + 1000003, w, True)
        h = fbm_general(p, x * s, y * s, p["seed"] + 2000006, w, True)
    return x + t["warp"] * (2 * g - 1), y + t["warp"] * (2 * h - 1)


def island_distance(shape, nx, ny):
    if shape == "square":
        cx, cy = max(-1.0, min(1.0, nx)), max(-1.0, min(1.0, ny))
        d = 1 - (1 - cx * cx) * (1 - cy * cy)
    elif shape == "round":
        d = (nx * nx + ny * ny) / math.sqrt(2)
    else:
        d = nx * nx + ny * ny
    return max(0.0, min(1.0, d))


def elevation_before_terraces(p, t, x, y):
    wx, wy = warped_point(p, t, x, y)
    ridged = t["fractal"] == "ridged"
    if t["tile"]:
        f = t["frequency"]
        e = fbm_general(p, wx / f, wy / f, p["seed"], p["octaves"], p["normalize"], ridged, tile_freq=f)
    else:
        e = fbm_general(p, wx, wy, p["seed"], p["octaves"], p["normalize"], ridged)
    if t["exponent"] != 1:
        e = math.pow(max(e, 0.0), t["exponent"])
    if t["height_curve"]:
        e = pchip(t["height_curve"], e)
    if t["island"] != "none":
        mx, my = x / t["frequency"], y / t["frequency"]
        d = island_distance(t["island"], 2 * mx - 1, 2 * my - 1)
        if t["island_mode"] == "lerp":
            e = e + (1 - d - e) * t["island_mix"]
        else:
            e = e * (1 - t["island_mix"] * d)
    return e


def pchip(points, e):
    """The height curve (height_curve.h) at e: Fritsch and Carlson's monotone
    cubic as SciPy's PchipInterpolator builds it, in Hermite's basis."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    n = len(xs)
    h = [xs[k + 1] - xs[k] for k in range(n - 1)]
    d = [(ys[k + 1] - ys[k]) / h[k] for k in range(n - 1)]
    m = [0.0] * n
    if n == 2:
        m = [d[0], d[0]]
    else:
        for k in range(1, n - 1):
            if d[k - 1] * d[k] > 0:
                w1, w2 = 2 * h[k] + h[k - 1], h[k] + 2 * h[k - 1]
                m[k] = (w1 + w2) / (w1 / d[k - 1] + w2 / d[k])

        def sign(v):
            return (v > 0) - (v < 0)

        def edge(h0, h1, d0, d1):
            v = ((2 * h0 + h1) * d0 - h0 * d1) / (h0 + h1)
            if sign(v) != sign(d0):
                return 0.0
            if sign(d0) != sign(d1) and abs(v) > abs(3 * d0):
                return 3 * d0
            return v
        m[0] = edge(h[0], h[1], d[0], d[1])
        m[-1] = edge(h[-1], h[-2], d[-1], d[-2])
    e = 0.0 if not e > 0 else min(e, 1.0)
    k = max([i for i in range(n - 1) if e >= xs[i]] or [0])
    t = (e - xs[k]) / h[k]
    h00, h10 = 2 * t ** 3 - 3 * t ** 2 + 1, t ** 3 - 2 * t ** 2 + t
    h01, h11 = -2 * t ** 3 + 3 * t ** 2, t ** 3 - t ** 2
    return h00 * ys[k] + h10 * h[k] * m[k] + h01 * ys[k + 1] + h11 * h[k] * m[k + 1]


def curve_steepest(points):
    """The curve's steepest slope, measured: how much it magnifies a float error."""
    steps = 20000
    values = [pchip(points, i / steps) for i in range(steps + 1)]
    return max(1.0, max(abs(b - a) * steps for a, b in zip(values, values[1:])) * 1.01)


def random_curve(rng):
    """2 to 7 points from x 0 to x 1, at least 0.02 apart, any heights."""
    inner = sorted(round(rng.uniform(0.05, 0.95), 3) for _ in range(rng.randint(0, 5)))
    xs = [0.0]
    for x in inner + [1.0]:
        if x - xs[-1] >= 0.02:
            xs.append(x)
    if 1.0 - xs[-1] < 0.02 or xs[-1] != 1.0:
        xs[-1] = 1.0
    return [(x, round(rng.uniform(0.0, 1.0), 3)) for x in xs]


def curve_text(points):
    return "off" if not points else ",".join(f"{x!r}:{y!r}" for x, y in points)


def terraced(t, e):
    levels = t["terraces"]
    return e if levels == 0 else math.floor(e * levels + 0.5) / levels


def moisture(p, t, x, y):
    sm = t["moisture_frequency"]
    if t["tile"]:
        f = t["frequency"]
        return fbm_general(p, x / f, y / f, p["seed"] + 3000009, p["octaves"], True, tile_freq=f * sm)
    return fbm_general(p, x * sm, y * sm, p["seed"] + 3000009, p["octaves"], True)


def biome(t, e, w):
    t1, t2, t3 = t["thresholds"]
    h, w1, w2 = t["biome_cuts"]
    if e < t1:
        return 0
    if e < t2:
        return 1
    band = 0 if e < h else 1 if e < t3 else 2
    wet = 0 if w < w1 else 1 if w < w2 else 2
    return BIOMES[band][wet]


def near(value, cuts, margin=1e-5):
    return any(abs(value - c) < margin for c in cuts)


def terrain_args(t):
    args = ["--warp", repr(t["warp"]), "--warp-frequency", repr(t["warp_frequency"]),
            "--warp-octaves", str(t["warp_octaves"]), "--fractal", t["fractal"], "--exponent", repr(t["exponent"]),
            "--island", t["island"], "--island-mode", t["island_mode"], "--island-mix", repr(t["island_mix"]),
            "--terraces", str(t["terraces"]), "--moisture-frequency", repr(t["moisture_frequency"]),
            "--height-curve", curve_text(t["height_curve"]),
            "--frequency", repr(t["frequency"]), "--thresholds", ",".join(repr(v) for v in t["thresholds"]),
            "--biome-cuts", ",".join(repr(v) for v in t["biome_cuts"])]
    args.append("--tile" if t["tile"] else "--no-tile")
    return args


def random_terrain(rng, every_step):
    """Terrain settings with each step on or off at random (every_step: all on)."""
    t = dict(TERRAIN_OFF)
    on = (lambda: True) if every_step else (lambda: rng.random() < 0.5)
    if on():
        t["warp"] = round(rng.uniform(0.1, 8.0), 3)
        t["warp_frequency"] = round(rng.uniform(1 / 16, 4.0), 4)
        t["warp_octaves"] = rng.randint(1, 8)
    if on():
        t["fractal"] = "ridged"
    if on():
        t["exponent"] = round(rng.uniform(0.25, 8.0), 3)
    if on():
        t["island"] = rng.choice(["square", "round", "radial"])
        t["island_mode"] = rng.choice(["lerp", "multiply"])
        t["island_mix"] = round(rng.uniform(0.0, 1.0), 3)
    if on():
        t["terraces"] = rng.randint(2, 64)
    if on():
        t["tile"] = True
    t["moisture_frequency"] = round(rng.uniform(1 / 16, 16.0), 4)
    t["frequency"] = rng.choice([1.0, 2.0, 3.5, 4.0, 7.25, 16.0])
    t1 = round(rng.uniform(0.1, 0.5), 3)
    t2 = round(rng.uniform(t1 + 0.01, 0.7), 3)
    t3 = round(rng.uniform(t2 + 0.02, 0.95), 3)
    t["thresholds"] = (t1, t2, t3)
    w1 = round(rng.uniform(0.2, 0.6), 3)
    t["biome_cuts"] = (round(rng.uniform(t2, t3), 3), w1, round(rng.uniform(w1 + 0.01, 0.9), 3))
    if on():
        t["height_curve"] = random_curve(rng)
    return t


def run_sample(exe, args, points):
    text = "".join(f"{x!r} {y!r}\n" for x, y in points)
    out = subprocess.run([exe, "sample"] + args, input=text, capture_output=True, text=True, check=True).stdout
    values = out.split()
    assert len(values) == len(points), (args, len(values))
    return values


def check_terrain(exe, rng):
    """Every terrain step on and off, each field; returns (worst, compared, skipped) or raises."""
    worst, compared, skipped = 0.0, 0, 0
    for trial in range(48):
        p = random_params(rng)
        p["octaves"] = rng.randint(1, 8)
        t = random_terrain(rng, every_step=trial % 4 == 0)
        f = t["frequency"]
        # Map points around and beyond the unit square, as lattice points p = m * f.
        points = [(rng.uniform(-0.5, 1.5) * f, rng.uniform(-0.5, 1.5) * f) for _ in range(25)]
        base = noise_args(p) + terrain_args(t)
        fields = {name: run_sample(exe, base + ["--field", name], points) for name in ("elevation", "moisture", "biome")}
        for i, (x, y) in enumerate(points):
            raw = elevation_before_terraces(p, t, x, y)
            e = terraced(t, raw)
            w = moisture(p, t, x, y)
            levels = t["terraces"]
            step = raw * levels + 0.5 - math.floor(raw * levels + 0.5)
            if levels and (step < 1e-4 or step > 1 - 1e-4):  # at a terrace's edge float and double may differ
                skipped += 1
                continue
            for name, want in (("elevation", e), ("moisture", w)):
                err = abs(float(fields[name][i]) - want)
                worst = max(worst, err)
                if err > 1e-6:
                    raise AssertionError(f"{name} {p} {t} at ({x!r}, {y!r}): noisescope {fields[name][i]}, "
                                         f"reference {want!r}")
            compared += 1
            t1, t2, t3 = t["thresholds"]
            h, w1, w2 = t["biome_cuts"]
            if near(e, (t1, t2, t3, h)) or near(w, (w1, w2)):
                skipped += 1
                continue
            if int(fields["biome"][i]) != biome(t, e, w):
                raise AssertionError(f"biome {p} {t} at ({x!r}, {y!r}): noisescope {fields['biome'][i]}, "
                                     f"reference {biome(t, e, w)} (e {e!r}, w {w!r})")
    return worst, compared, skipped


def check_tiling(exe, rng):
    """With --tile every field repeats each map width: p and p + f agree."""
    for _ in range(8):
        p = random_params(rng)
        p["octaves"] = rng.randint(1, 6)
        t = random_terrain(rng, every_step=True)
        t["island"] = "none"  # the island is the one thing that does not repeat
        f = t["frequency"]
        points = [(rng.uniform(0, f), rng.uniform(0, f)) for _ in range(10)]
        shifted = [(x + f, y - f) for x, y in points]
        for name in ("elevation", "moisture"):
            args = noise_args(p) + terrain_args(t) + ["--field", name]
            a, b = run_sample(exe, args, points), run_sample(exe, args, shifted)
            for u, v in zip(a, b):
                if abs(float(u) - float(v)) > 1e-5:
                    raise AssertionError(f"{name} does not repeat with --tile: {u} vs {v} ({p} {t})")


def check_render(exe, rng):
    """render's f32 field (the bulk fill) against sample at each pixel's lattice point, exponents below 1
    among them (where e^x's slope near 0 once carried the float fill's error 600 times past 1e-6); returns
    the worst difference relative to the tolerance, or raises."""
    worst = 0.0
    side = 24
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "field.f32")
        for trial in range(8):
            p = random_params(rng)
            p["octaves"] = rng.randint(1, 8)
            t = random_terrain(rng, every_step=False)
            t["exponent"] = rng.choice([0.25, 0.5, 0.8, 3.0, 8.0]) if trial % 2 else rng.choice([0.25, 0.4])
            t["terraces"] = 0  # a terrace step between float and double is no promise
            args = noise_args(p) + terrain_args(t)
            subprocess.run([exe, "render"] + args + ["--view", "raw", "--format", "f32", "--size", f"{side}x{side}",
                                                     "--center", "0.5,0.5", "--zoom", "1", "--force", "-o", out],
                           capture_output=True, check=True)
            with open(out, "rb") as fh:
                field = struct.unpack(f"<{side * side}f", fh.read(4 * side * side))
            f = t["frequency"]
            # camera.h: pixel (x, y) at map point 0.5 + (x + 0.5 - side / 2) / side, lattice point m * f
            points = [((0.5 + (x + 0.5 - side * 0.5) / side) * f, (0.5 + (y + 0.5 - side * 0.5) / side) * f)
                      for y in range(side) for x in range(side)]
            sampled = run_sample(exe, args + ["--field", "elevation"], points)
            total = 1.0 if p["normalize"] else sum(p["persistence"] ** o for o in range(p["octaves"]))
            upper = 1.0 if p["normalize"] else max(1.0, total ** t["exponent"])
            tolerance = (1e-5 if t["warp"] else 1e-6) * upper
            if t["height_curve"]:  # field.h: a curve magnifies the float error by its slope
                tolerance *= curve_steepest(t["height_curve"])
            for i, got in enumerate(field):
                err = abs(got - float(sampled[i]))
                worst = max(worst, err / tolerance)
                if err > tolerance:
                    raise AssertionError(f"render {got!r} at pixel {i % side},{i // side}, sample {sampled[i]} "
                                         f"({p} {t})")
    return worst


def random_params(rng):
    return {
        "noise": rng.choice(["value", "gradient"]),
        "fade": rng.choice(["linear", "cubic", "quintic"]),
        "octaves": rng.randint(1, 16),
        "lacunarity": round(rng.uniform(1.0, 4.0), 3),
        "persistence": round(rng.uniform(0.0, 1.0), 3),
        "seed": rng.randint(-2**31, 2**31 - 1),
        "normalize": rng.random() < 0.7,
    }


def largest_fbm_difference(exe, rng, make_params, count, first_points=()):
    """sample's fBm against the reference for 40 random parameter sets at
    `count` random points each (near, far and very far) after first_points;
    an AssertionError names the first point off by more than 1e-6."""
    worst = 0.0
    for trial in range(40):
        p = make_params(rng)
        points = list(first_points)
        for _ in range(count):
            scale = rng.choice([1.0, 10.0, 1000.0, 1e6])
            points.append((rng.uniform(-scale, scale), rng.uniform(-scale, scale)))
        out = run_sample(exe, noise_args(p), points)
        for (x, y), got in zip(points, out):
            want = fbm(p, x, y)
            err = abs(float(got) - want)
            worst = max(worst, err)
            assert err <= 1e-6, f"{p} at ({x!r}, {y!r}): noisescope {got}, reference {want!r}"
    return worst


def random_family(rng):
    """Parameters of a simplex or Worley fBm, Worley's settings at random."""
    p = random_params(rng)
    p["noise"] = rng.choice(["simplex", "worley"])
    p["worley"] = {"jitter": rng.choice([1.0, 0.0, round(rng.uniform(0, 1), 3)]),
                   "distance": rng.choice(["euclidean", "manhattan", "chebyshev"]),
                   "return": rng.choice(["f1", "f2", "edge", "cell"])}
    return p


def check_families(exe, rng):
    """sample against the reference for simplex and Worley; the 25-cell search
    against a 7 x 7 brute force; simplex's range and continuity measured."""
    worst = largest_fbm_difference(exe, rng, random_family, 50, [(float("nan"), rng.uniform(-3, 3))])
    searched = 0
    for jitter in (1.0, 0.5, 0.0):
        for distance in ("euclidean", "manhattan", "chebyshev"):
            w = {"jitter": jitter, "distance": distance}
            for _ in range(3000):
                x, y, seed = rng.uniform(-50, 50), rng.uniform(-50, 50), rng.randint(0, 2**32 - 1)
                a, b = worley_search(x, y, seed, w), worley_search(x, y, seed, w, reach=3)
                assert a[:2] == b[:2], f"25 cells {a} against 7 x 7 {b} at ({x}, {y}) {w}"
                searched += 1
    largest, jump = 0.0, 0.0
    for _ in range(20000):
        x, y, seed = rng.uniform(-100, 100), rng.uniform(-100, 100), rng.randint(0, 2**32 - 1)
        n = simplex_raw(x, y, seed)
        assert -1 <= n <= 1, f"simplex raw {n} at ({x}, {y})"
        largest = max(largest, abs(n))
        jump = max(jump, abs(simplex_raw(x + 1e-7, y, seed) - n), abs(simplex_raw(x, y + 1e-7, seed) - n))
    print(f"simplex and worley: 2040 points, 40 parameter sets: largest difference {worst:.3g} (tolerance 1e-6); "
          f"{searched} Worley searches equal to a 7 x 7 brute force; simplex |n| up to {largest:.4f} of 1, "
          f"largest change over 1e-7 of a cell {jump:.2g} (continuous)")
    assert jump < 1e-4, f"simplex jumps by {jump} over 1e-7"


def noise_args(p):
    args = ["--noise", p["noise"], "--fade", p["fade"], "--octaves", str(p["octaves"]),
            "--lacunarity", str(p["lacunarity"]), "--persistence", str(p["persistence"]), "--seed", str(p["seed"])]
    if "worley" in p:
        args += ["--jitter", str(p["worley"]["jitter"]), "--cell-distance", p["worley"]["distance"],
                 "--cell-return", p["worley"]["return"]]
    if not p["normalize"]:
        args.append("--no-normalize")
    return args


def main():
    exe = sys.argv[1]
    rng = random.Random(20261130)
    try:
        worst = largest_fbm_difference(exe, rng, random_params, 60)
    except AssertionError as e:
        print(f"MISMATCH {e}")
        return 1
    print(f"2400 points, 40 parameter sets: largest difference {worst:.3g} (tolerance 1e-6)")
    try:
        check_families(exe, random.Random(20261202))
    except AssertionError as e:
        print(f"MISMATCH {e}")
        return 1
    if "--terrain" not in sys.argv:
        return 0
    try:
        tworst, compared, skipped = check_terrain(exe, rng)
        check_tiling(exe, rng)
        rworst = check_render(exe, rng)
    except AssertionError as e:
        print(f"MISMATCH {e}")
        return 1
    print(f"terrain: {compared} points, 48 parameter sets, every step on and off: largest difference "
          f"{tworst:.3g} (tolerance 1e-6); {skipped} biome or terrace comparisons skipped within 1e-5 of a cut")
    print(f"render against sample: 8 parameter sets, exponents 0.25 to 8, 24 x 24 pixels: largest difference "
          f"{rworst:.3g} of the tolerance (1e-6, warped 1e-5, times U and a height curve's slope)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
