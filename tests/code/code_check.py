#!/usr/bin/env python3
"""`noisescope code` held by the programs that read its files: the C file
compiled by gcc (C99, -Wall -Wextra -Werror) and by g++ (as C++), the
JavaScript module run by node, each against `noisescope sample` at random
settings (every noise kind and terrain step, tiling and time among them) and points
(near, far, NaN): elevation and moisture within 1e-6, biome classes equal
away from a cut. Deterministic: a fixed seed.

Usage: code_check.py PATH/TO/noisescope WORK_FOLDER
"""
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cli"))
import reference_check as ref  # noqa: E402  (its random settings and their options)

C_DRIVER = r"""
#include <stdio.h>
#include <stdlib.h>
double noisescope_elevation(double x, double y);
double noisescope_moisture(double x, double y);
int noisescope_biome(double x, double y);
int main(void) {
  char a[64], b[64];
  while (scanf("%63s %63s", a, b) == 2) {
    double x = strtod(a, NULL), y = strtod(b, NULL);
    printf("%.17g %.17g %d\n", noisescope_elevation(x, y), noisescope_moisture(x, y), noisescope_biome(x, y));
  }
  return 0;
}
"""

JS_DRIVER = r"""
import { elevation, moisture, biome } from './map.mjs';
import { readFileSync } from 'node:fs';
const words = readFileSync(0, 'utf8').split(/\s+/).filter((w) => w.length > 0);
const lines = [];
for (let i = 0; i + 1 < words.length; i += 2) {
  const x = Number(words[i]), y = Number(words[i + 1]);
  lines.push(`${elevation(x, y)} ${moisture(x, y)} ${biome(x, y)}`);
}
process.stdout.write(lines.join('\n') + '\n');
"""

STRICT_C = ["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic-errors", "-Wmissing-prototypes", "-Wshadow",
            "-O2"]
STRICT_CXX = ["-x", "c++", "-std=c++17", "-Wall", "-Wextra", "-Werror", "-Wshadow", "-O2"]


def run(cmd, text=None, cwd=None):
    done = subprocess.run(cmd, input=text, capture_output=True, text=True, cwd=cwd)
    if done.returncode != 0:
        raise AssertionError(f"{' '.join(cmd)} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return done.stdout


def random_settings(rng, trial):
    """Settings of every kind in turn, each terrain step on or off at random."""
    kind = ("value", "gradient", "simplex", "worley")[trial % 4]
    p = ref.random_family(rng) if kind in ("simplex", "worley") else ref.random_params(rng)
    p["noise"] = kind
    p["octaves"] = rng.randint(1, 8)
    t = ref.random_terrain(rng, every_step=trial % 3 == 0)
    if kind == "simplex":
        t["tile"] = False  # simplex cannot tile (refused)
    if kind in ("value", "gradient") and trial % 8 < 4:
        p["time"] = round(rng.uniform(-50.0, 50.0), 3)  # the third input, one number in the file
    return p, t


def points_of(rng, t):
    f = t["frequency"]
    points = [(rng.uniform(-0.5, 1.5) * f, rng.uniform(-0.5, 1.5) * f) for _ in range(24)]
    points += [(rng.uniform(-1e6, 1e6), rng.uniform(-1e6, 1e6)) for _ in range(4)]
    points += [(float("nan"), rng.uniform(0, f)), (-3e9, 2.5)]
    return points


def compare(name, got_lines, want, t, points, args):
    """got_lines: "e w b" per point; want: sample's three fields. Returns the largest difference."""
    worst = 0.0
    assert len(got_lines) == len(points), f"{name}: {len(got_lines)} lines for {len(points)} points"
    t1, t2, t3 = t["thresholds"]
    h, w1, w2 = t["biome_cuts"]
    for i, line in enumerate(got_lines):
        e, w, b = line.split()
        se, sw, sb = float(want["elevation"][i]), float(want["moisture"][i]), int(want["biome"][i])
        for field, got, exp in (("elevation", float(e), se), ("moisture", float(w), sw)):
            err = abs(got - exp)
            worst = max(worst, err)
            if err > 1e-6:
                raise AssertionError(f"{name} {field} at {points[i]}: {got!r}, sample {exp!r} ({' '.join(args)})")
        if int(b) != sb and not (ref.near(se, (t1, t2, t3, h)) or ref.near(sw, (w1, w2))):
            raise AssertionError(f"{name} biome at {points[i]}: {b}, sample {sb} ({' '.join(args)})")
    return worst


def main():
    exe, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    with open(os.path.join(work, "driver.c"), "w") as f:
        f.write(C_DRIVER)
    with open(os.path.join(work, "driver.mjs"), "w") as f:
        f.write(JS_DRIVER)
    rng = random.Random(20261204)
    worst = {"C": 0.0, "C++": 0.0, "JavaScript": 0.0}
    trials = 24
    for trial in range(trials):
        p, t = random_settings(rng, trial)
        args = ref.noise_args(p) + ref.terrain_args(t) + (["--time", repr(p["time"])] if "time" in p else [])
        points = points_of(rng, t)
        text = "".join(f"{x!r} {y!r}\n" for x, y in points)
        want = {field: ref.run_sample(exe, args + ["--field", field], points)
                for field in ("elevation", "moisture", "biome")}
        run([exe, "code", "--lang", "c", "--force", "-o", os.path.join(work, "map.c")] + args)
        run([exe, "code", "--lang", "js", "--force", "-o", os.path.join(work, "map.mjs")] + args)
        run(["gcc"] + STRICT_C + ["-c", "map.c", "-o", "map.o"], cwd=work)
        run(["gcc", "-std=c99", "-O2", "driver.c", "map.o", "-lm", "-o", "map_c"], cwd=work)
        run(["g++"] + STRICT_CXX + ["map.c", "-x", "c++", "driver.c", "-o", "map_cxx"], cwd=work)
        for name, cmd in (("C", ["./map_c"]), ("C++", ["./map_cxx"]), ("JavaScript", ["node", "driver.mjs"])):
            got = run(cmd, text, cwd=work).strip().split("\n")
            worst[name] = max(worst[name], compare(name, got, want, t, points, args))
    print(f"code: {trials} settings (every kind, terrain steps at random), 30 points each, in C "
          f"(gcc), C++ (g++) and JavaScript (node) against sample: largest differences " +
          ", ".join(f"{k} {v:.3g}" for k, v in worst.items()) + " (tolerance 1e-6)")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except AssertionError as error:
        print(f"MISMATCH {error}")
        sys.exit(1)
