#!/usr/bin/env python3
"""The teaching panels in the real explorer, under Xvfb, driven by xdotool.

usage: teaching_gui.py SCENARIO NOISESCOPE WORKDIR

  explain  a click on the value map pins the centre of the pixel under it;
           the explain panel's numbers are `noisescope explain --json`'s for
           that point and octave; typing a new seed and octave, and pressing P
           over the gradient map, move them, still equal to explain's
  panels   the fade-curve panel opens and its chips set the fade; the
           cross-section opens, draws a graph and follows the pinned row

The scaffolding (Xvfb, the window, F12 screenshots with metadata, a retry
when the display refuses) is drive_explorer.py's.
"""
import json
import math
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import drive_explorer as de  # noqa: E402

APP = [""]


def marks(shot):
    return de.png_metadata(shot)["marks"]


def explain_json(params, octave, x, y):
    args = [APP[0], "explain", "--json", "--noise", params["noise"], "--fade", params["fade"], "--seed",
            str(params["seed"]), "--octaves", str(params["octaves"]), "--lacunarity", repr(params["lacunarity"]),
            "--persistence", repr(params["persistence"]), "--octave", str(octave)]
    if not params["normalize"]:
        args.append("--no-normalize")
    result = subprocess.run(args + ["--", repr(x), repr(y)], capture_output=True, text=True)
    if result.returncode != 0:
        de.fail("explain failed: " + result.stderr)
    return json.loads(result.stdout)


def check_explained(shot, noise, octave):
    """The panel's numbers in the screenshot are explain's for the pinned pixel."""
    meta = de.png_metadata(shot)
    t = meta["teaching"]
    if not t["pin"]["active"] or "explained" not in t:
        de.fail("no pinned point or no explain panel in " + shot)
    if t["pin"]["noise"] != noise or t["octave"] != octave:
        de.fail("pinned %s octave %d, expected %s octave %d" % (t["pin"]["noise"], t["octave"], noise, octave))
    # The pin is the centre of a main-map pixel.
    view, w = meta["view"], meta["marks"]["map.value"]["rect"][2]
    sx = (t["pin"]["map"][0] - view["cx"]) * w * view["zoom"] + w / 2
    if abs(sx - math.floor(sx) - 0.5) > 1e-6:
        de.fail("the pin is not at a pixel centre (screen x %r)" % sx)
    params = dict(meta["params"], noise=noise)
    f = params["frequency"]
    x, y = t["pin"]["map"][0] * f, t["pin"]["map"][1] * f
    j = explain_json(params, octave, x, y)
    o, e = j["octaves"][0], t["explained"]
    for key in ("position", "cell", "fraction", "fade", "top", "bottom", "noise", "contribution"):
        if o[key] != e[key]:
            de.fail("%s: the panel shows %r, explain says %r" % (key, e[key], o[key]))
    if j["fbm"] != e["fbm"]:
        de.fail("fbm: the panel shows %r, explain says %r" % (e["fbm"], j["fbm"]))
    print("panel = explain at lattice (%r, %r), %s noise, octave %d: noise %r, fbm %r" %
          (x, y, noise, octave, e["noise"], e["fbm"]))
    return e


def scenario_explain(app, tool, work):
    ex = de.Explorer(app, work)
    start = marks(ex.screenshot("start"))
    ex.click(start["teaching.explain"]["rect"])
    x, y, w, h = start["map.value"]["rect"]
    ex.move(x + w * 0.37 + 0.3, y + h * 0.61)
    de.xdo("click", 1)
    time.sleep(0.3)
    first = check_explained(ex.screenshot("pinned"), "value", 0)

    ex.type_into(start["input.seed"]["rect"], "1234")
    ex.type_into(start["teaching.octave"]["rect"], "2")
    ex.rest_pointer()  # a click on empty space ends the text entry, so P is a key again
    de.xdo("click", 1)
    time.sleep(0.25)
    second = check_explained(ex.screenshot("seed-octave"), "value", 2)
    if second["cell"] == first["cell"] and second["noise"] == first["noise"]:
        de.fail("the explain panel did not follow the seed and the octave")

    x, y, w, h = start["map.gradient"]["rect"]
    ex.move(x + w * 0.8, y + h * 0.2)
    de.xdo("keydown", "p")
    time.sleep(0.2)
    de.xdo("keyup", "p")
    time.sleep(0.3)
    third = check_explained(ex.screenshot("key-p"), "gradient", 2)
    if third["position"] == second["position"]:
        de.fail("P over the gradient map did not move the pin")
    ex.close()


def region(shot, rect):
    """The RGB bytes of a rectangle of the screenshot (screen_check reads PNGs; so does zlib here)."""
    import struct
    import zlib
    with open(shot, "rb") as fh:
        data = fh.read()
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width = struct.unpack(">I", body[:4])[0]
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * 3
    rows, prev = [], bytearray(stride)
    for r in range(len(raw) // (stride + 1)):
        kind, line = raw[r * (stride + 1)], bytearray(raw[r * (stride + 1) + 1:(r + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - 3] if i >= 3 else 0
            b = prev[i]
            c = prev[i - 3] if i >= 3 else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    x, y, w, h = (int(v) for v in rect)
    return b"".join(rows[r][x * 3:(x + w) * 3] for r in range(y, y + h))


def scenario_panels(app, tool, work):
    ex = de.Explorer(app, work)
    start = marks(ex.screenshot("start"))
    ex.click(start["teaching.fade"]["rect"])
    opened = marks(ex.screenshot("fade-open"))
    if "panel.fade" not in opened:
        de.fail("the fade-curve panel did not open")
    ex.click(opened["fade.cubic"]["rect"])
    if de.png_metadata(ex.screenshot("fade-cubic"))["params"]["fade"] != "cubic":
        de.fail("the fade panel's cubic chip did not select cubic")
    ex.click(start["teaching.fade"]["rect"])  # close it again

    ex.click(start["teaching.cross"]["rect"])
    x, y, w, h = start["map.value"]["rect"]
    ex.move(x + w * 0.5, y + h * 0.3)
    de.xdo("click", 1)
    time.sleep(0.3)
    one = ex.screenshot("cross-1")
    graph = marks(one).get("cross.graph")
    if graph is None:
        de.fail("the cross-section drew no graph")
    first = region(one, graph["rect"])
    if len(set(first[i:i + 3] for i in range(0, len(first), 3))) < 8:
        de.fail("the cross-section graph is nearly blank")
    ex.move(x + w * 0.5, y + h * 0.8)
    de.xdo("click", 1)
    time.sleep(0.3)
    two = ex.screenshot("cross-2")
    if region(two, marks(two)["cross.graph"]["rect"]) == first:
        de.fail("the cross-section did not follow the pinned row")
    ex.close()


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        sys.exit(2)
    scenario, app, work = sys.argv[1], os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3])
    APP[0] = app
    de.scenario_teaching_explain = scenario_explain
    de.scenario_teaching_panels = scenario_panels
    sys.argv = [sys.argv[0], "teaching_" + scenario, app, "", work]
    de.main()


if __name__ == "__main__":
    main()
