#!/usr/bin/env python3
"""Draws the scalable icon from the noise itself.

    svg_icon.py FIELD.f32 COLOUR_H OUT.svg

FIELD.f32 is `noisescope render --format f32` of packaging/icon.json (its
FIELD.f32.json sidecar gives the size and the band thresholds); COLOUR_H is
noisescope/output/colour.h, whose kBandColours paint the bands. Each threshold's
contour (marching squares through the pixel centres, linear between
samples) becomes one even-odd filled path, stacked water, sand, grass, rock,
so the SVG shows the same island as the PNG icons at any size.
"""
import json
import os
import re
import struct
import sys

OUTSIDE = -1e30  # a value below every threshold: closes contours beyond the edge


def band_colours(colour_h):
    text = open(colour_h, encoding="utf-8").read()
    block = re.search(r"kBandColours\s*=\s*\{\{(.*?)\}\};", text, re.S)
    if not block:
        sys.exit(f"svg_icon: no kBandColours table in {colour_h}")
    colours = re.findall(r"\{\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\}", block.group(1))
    if len(colours) != 4:
        sys.exit(f"svg_icon: kBandColours in {colour_h} has {len(colours)} entries, not 4")
    return ["#%02x%02x%02x" % tuple(int(c) for c in rgb) for rgb in colours]


def read_field(path):
    meta = json.load(open(path + ".json", encoding="utf-8"))
    w, h = meta["width"], meta["height"]
    data = open(path, "rb").read()
    if len(data) != 4 * w * h:
        sys.exit(f"svg_icon: {path} holds {len(data)} bytes, not {w}x{h} floats")
    values = struct.unpack(f"<{w * h}f", data)
    return w, h, [values[y * w:(y + 1) * w] for y in range(h)], meta["preset"]["thresholds"]


def padded(rows, w, h):
    """The field with its edge repeated once, then OUTSIDE around that, so
    every contour closes half a pixel outside the picture (the SVG viewport
    clips it) and regions touching the edge stay flush with it."""
    grid = [[row[0]] + list(row) + [row[-1]] for row in rows]
    grid = [grid[0]] + grid + [grid[-1]]
    grid = [[OUTSIDE] + row + [OUTSIDE] for row in grid]
    full = [OUTSIDE] * (w + 4)
    return [full] + grid + [full]


def contour_loops(grid, level):
    """Closed loops around {v >= level}, each a list of (x, y) points in
    picture units (pixel (0, 0) spans [0, 1]). Segments run with the region
    on their right (y down), so consecutive segments meet at the same edge."""
    h, w = len(grid), len(grid[0])

    def point(a, b):
        (xa, ya), (xb, yb) = a, b
        va, vb = grid[ya][xa], grid[yb][xb]
        # Kept 0.01 from either sample, so rounding to 0.01 cannot move the
        # contour across one.
        t = min(max((level - va) / (vb - va), 0.01), 0.99)
        # Sample (i, j) of the padded grid sits at pixel centre (i - 2 + 0.5, j - 2 + 0.5).
        return (xa + t * (xb - xa) - 1.5, ya + t * (yb - ya) - 1.5)

    following = {}
    for y in range(h - 1):
        for x in range(w - 1):
            corners = [(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)]  # clockwise on screen
            inside = [grid[cy][cx] >= level for cx, cy in corners]
            crossings = []  # (is_exit, edge), clockwise from the top edge
            for k in range(4):
                a, b = corners[k], corners[(k + 1) % 4]
                if inside[k] != inside[(k + 1) % 4]:
                    crossings.append((inside[k], (min(a, b), max(a, b))))
            # A piece of the region runs entry -> inside corners -> exit, so
            # its contour runs from the exit back to the entry before it. A
            # saddle (four crossings) whose centre is inside is one piece
            # instead: each exit then cuts across to the entry after it.
            connected = len(crossings) == 4 and sum(grid[cy][cx] for cx, cy in corners) / 4 >= level
            step = 1 if connected else -1
            for i, (is_exit, edge) in enumerate(crossings):
                if is_exit:
                    following[edge] = crossings[(i + step) % len(crossings)][1]

    loops = []
    while following:
        start, edge = next(iter(following.items()))
        loop = [start]
        del following[start]
        while edge != start:
            loop.append(edge)
            edge = following.pop(edge)
        loops.append([point(a, b) for a, b in loop])
    return loops


def path_data(loops):
    parts = []
    for loop in loops:
        coords = " ".join(f"{x:.2f},{y:.2f}" for x, y in loop)
        parts.append(f"M{coords}Z")
    return "".join(parts)


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: svg_icon.py FIELD.f32 COLOUR_H OUT.svg")
    field, colour_h, out = sys.argv[1:]
    w, h, rows, thresholds = read_field(field)
    colours = band_colours(colour_h)
    grid = padded(rows, w, h)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">',
        f'  <rect width="{w}" height="{h}" fill="{colours[0]}"/>',
    ]
    for level, colour in zip(thresholds, colours[1:]):
        lines.append(f'  <path fill="{colour}" fill-rule="evenodd" d="{path_data(contour_loops(grid, level))}"/>')
    lines.append("</svg>")
    tmp = out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    os.replace(tmp, out)


if __name__ == "__main__":
    main()
