#!/usr/bin/env python3
"""`noisescope explain --json` against `noisescope sample`, through the binary.

usage: explain_check.py NOISESCOPE

For fixed parameter sets and points (no randomness), every kind included,
the fBm explain reports must be the value sample prints, to the last digit,
and the contributions of the octaves must sum to it; the report must be
JSON.
"""
import json
import subprocess
import sys

CASES = [
    [],
    ["--noise", "value"],
    ["--noise", "value", "--fade", "linear", "--octaves", "3", "--seed", "-5"],
    ["--fade", "cubic", "--lacunarity", "2.7", "--persistence", "0.8", "--no-normalize"],
    ["--octaves", "16", "--lacunarity", "1.3"],
    ["--noise", "simplex", "--octaves", "4", "--seed", "-9"],
    ["--noise", "worley"],
    ["--noise", "worley", "--cell-return", "edge", "--cell-distance", "manhattan", "--jitter", "0.6"],
    ["--noise", "worley", "--cell-return", "cell", "--octaves", "2"],
]
POINTS = [(0.25, 0.75), (-3.5, 2.0), (1000.125, -77.3), (-0.5, -0.5), (0.0, 0.0)]


def main():
    binary = sys.argv[1]
    failures = 0
    for options in CASES:
        points = "".join("%r %r\n" % p for p in POINTS)
        sampled = subprocess.run([binary, "sample"] + options, input=points, capture_output=True, text=True,
                                 check=True).stdout.split()
        for (x, y), expected in zip(POINTS, sampled):
            out = subprocess.run([binary, "explain", "--json"] + options + ["--", repr(x), repr(y)],
                                 capture_output=True, text=True, check=True).stdout
            j = json.loads(out)
            got = "%.17g" % j["fbm"]
            total = sum(o["contribution"] for o in j["octaves"])
            if got != expected or abs(total - j["fbm"]) > 1e-12:
                print("FAIL %s at (%r, %r): explain %s, sample %s, contributions %r" %
                      (options, x, y, got, expected, total))
                failures += 1
    print("%d cases, %d failures" % (len(CASES) * len(POINTS), failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
