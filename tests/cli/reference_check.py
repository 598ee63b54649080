#!/usr/bin/env python3
"""An independent implementation of DESIGN.md's noise, checked against
`noisescope sample` at random points and parameters (tolerance 1e-6).

Written from DESIGN.md alone, in Python with its own integer hash, its own
gradient angles (math.cos/math.sin), its own floor: it shares no code with
the core. Usage: reference_check.py PATH/TO/noisescope
"""
import math
import random
import subprocess
import sys

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


def noise(kind, fd, x, y, seed):
    x, y = sane(x), sane(y)
    ix, iy = math.floor(x), math.floor(y)
    fx, fy = x - ix, y - iy
    u, v = fade(fd, fx), fade(fd, fy)
    corners = [(0, 0), (1, 0), (0, 1), (1, 1)]
    vals = []
    for dx, dy in corners:
        h = lattice_hash(ix + dx, iy + dy, seed)
        if kind == "value":
            vals.append((h >> 8) / 2.0**24)
        else:
            a = 2 * math.pi * (h >> 28) / 16
            vals.append(math.cos(a) * (fx - dx) + math.sin(a) * (fy - dy))
    n = lerp(lerp(vals[0], vals[1], u), lerp(vals[2], vals[3], u), v)
    return n if kind == "value" else (n * math.sqrt(2) + 1) / 2


def fbm(p, x, y):
    total, norm, amp, freq = 0.0, 0.0, 1.0, 1.0
    for o in range(p["octaves"]):
        seed = (p["seed"] + 1013 * o) & M32
        total += amp * noise(p["noise"], p["fade"], x * freq, y * freq, seed)
        norm += amp
        amp *= p["persistence"]
        freq *= p["lacunarity"]
    return total / norm if p["normalize"] else total


def main():
    exe = sys.argv[1]
    rng = random.Random(20261130)
    worst = 0.0
    for trial in range(40):
        p = {
            "noise": rng.choice(["value", "gradient"]),
            "fade": rng.choice(["linear", "cubic", "quintic"]),
            "octaves": rng.randint(1, 16),
            "lacunarity": round(rng.uniform(1.0, 4.0), 3),
            "persistence": round(rng.uniform(0.0, 1.0), 3),
            "seed": rng.randint(-2**31, 2**31 - 1),
            "normalize": rng.random() < 0.7,
        }
        points = []
        for _ in range(60):
            scale = rng.choice([1.0, 10.0, 1000.0, 1e6])
            points.append((rng.uniform(-scale, scale), rng.uniform(-scale, scale)))
        args = [exe, "sample", "--noise", p["noise"], "--fade", p["fade"], "--octaves", str(p["octaves"]),
                "--lacunarity", str(p["lacunarity"]), "--persistence", str(p["persistence"]),
                "--seed", str(p["seed"])]
        if not p["normalize"]:
            args.append("--no-normalize")
        text = "".join(f"{x!r} {y!r}\n" for x, y in points)
        out = subprocess.run(args, input=text, capture_output=True, text=True, check=True).stdout.split()
        assert len(out) == len(points), (args, len(out))
        for (x, y), got in zip(points, out):
            want = fbm(p, x, y)
            err = abs(float(got) - want)
            worst = max(worst, err)
            if err > 1e-6:
                print(f"MISMATCH {p} at ({x!r}, {y!r}): noisescope {got}, reference {want!r}")
                return 1
    print(f"2400 points, 40 parameter sets: largest difference {worst:.3g} (tolerance 1e-6)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
