#!/usr/bin/env python3
"""The scalable icon against the field it was drawn from.

    check_svg_icon.py FIELD.f32 ICON.svg

At every pixel centre, a point is inside the even-odd path of a threshold
exactly when the field there is at or above it (marching squares puts the
contour between samples, never across one), and the paths are painted in
the order water, sand, grass, rock.
"""
import json
import re
import struct
import sys
import xml.etree.ElementTree as ET


def inside(loops, x, y):
    crossings = 0
    for loop in loops:
        for (x0, y0), (x1, y1) in zip(loop, loop[1:] + loop[:1]):
            if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
                crossings += 1
    return crossings % 2 == 1


def main():
    field_path, svg_path = sys.argv[1:]
    meta = json.load(open(field_path + ".json", encoding="utf-8"))
    w, h, thresholds = meta["width"], meta["height"], meta["preset"]["thresholds"]
    values = struct.unpack(f"<{w * h}f", open(field_path, "rb").read())
    root = ET.parse(svg_path).getroot()
    ns = "{http://www.w3.org/2000/svg}"
    if root.get("viewBox") != f"0 0 {w} {h}":
        sys.exit(f"check_svg_icon: viewBox {root.get('viewBox')}, not 0 0 {w} {h}")
    paths = root.findall(f"{ns}path")
    if len(paths) != len(thresholds):
        sys.exit(f"check_svg_icon: {len(paths)} paths for {len(thresholds)} thresholds")
    wrong = 0
    for level, path in zip(thresholds, paths):
        loops = [[tuple(map(float, p.split(","))) for p in loop.split()]
                 for loop in re.findall(r"M([^MZ]*)Z", path.get("d"))]
        for y in range(h):
            for x in range(w):
                v = values[y * w + x]
                if v != level and inside(loops, x + 0.5, y + 0.5) != (v >= level):
                    wrong += 1
    if wrong:
        sys.exit(f"check_svg_icon: {wrong} pixel centres on the wrong side of a contour")
    fills = [path.get("fill") for path in paths]
    if len(set(fills)) != len(fills):
        sys.exit(f"check_svg_icon: the bands share colours {fills}")


if __name__ == "__main__":
    main()
