#!/usr/bin/env python3
"""What a student sees first, in the real explorer, under Xvfb, driven by xdotool.

usage: student_gui.py SCENARIO NOISESCOPE SCREEN_CHECK WORKDIR

  sums       the "sums" chip adds a running sum of octaves 0..k under each
             octave tile: sum k is core's map of the first k + 1 octaves, and
             the last one is the main map of the tiles' noise, downsampled
             (within a grey level or two); every view is core's rendering
  amplitude  the "at amplitude" chip draws tile k with persistence^k of its
             full contrast (standard deviation of its grey levels), at two
             persistences, and computes no field
  legend     a one-line legend over the octave tiles explains f, a, N and new;
             the centre fields are in lattice cells of octave 0 and typing one
             moves the view there
  seeds      typed seeds are listed newest first under the seed field; a click
             on one brings it back and leaves the list as it was
  firststart `--fresh` shows every band (at least 3% of the view) in the land/water
             and four-band views of both gradient and value noise, with linear fade;
             Reset to defaults, after a change of noise and fade, returns to it

The scaffolding (Xvfb, the window, F12 screenshots with metadata, a retry
when the display refuses) is drive_explorer.py's.
"""
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import drive_explorer as de  # noqa: E402
import teaching_gui as tg  # noqa: E402


def greys(shot, rect):
    """The red channel (grey views: all three equal) of a rectangle, row by row."""
    x, y, w, h = (int(v) for v in rect)
    rows = tg.decode(shot, y + h)
    return [list(rows[r][x * 3:(x + w) * 3:3]) for r in range(y, y + h)]


def spread(values):
    flat = [v for row in values for v in row]
    mean = sum(flat) / len(flat)
    return math.sqrt(sum((v - mean) ** 2 for v in flat) / len(flat))


def show_sums(ex, start):
    ex.click(ex.reveal("tiles.sums", "reveal-sums"))
    shot = ex.screenshot("sums")
    if "sum.0" not in de.png_marks(shot):
        de.fail("the sums chip showed no running-sum tiles")
    return shot


def scenario_sums(app, tool, work):
    ex = de.Explorer(app, work)
    start = ex.marks("start")
    if "sum.0" in start:
        de.fail("running sums are shown before the chip asks for them")
    show_sums(ex, start)
    ex.click(ex.reveal("chip.grey", "reveal-grey"))
    shot = ex.screenshot("sums-grey")
    ex.close()
    meta = de.png_metadata(shot)
    m, p = meta["marks"], meta["params"]
    n = p["octaves"]
    for k in range(n):
        s = m.get("sum.%d" % k)
        if s is None or s["params"]["octaves"] != k + 1 or s["octave"] != -1:
            de.fail("sum tile %d is not the map of octaves 0..%d: %r" % (k, k, s and s["params"]))
        if s["rect"][2:] != m["octave.%d" % k]["rect"][2:] or s["rect"][0] != m["octave.%d" % k]["rect"][0]:
            de.fail("sum tile %d is not under octave tile %d at its size" % (k, k))
    de.check(tool, "maps", shot)  # every view, the sums included, is core's rendering

    # The last sum against the main map of the tiles' noise, sampled at the
    # main-map pixel nearest each tile pixel's centre.
    tile = m["sum.%d" % (n - 1)]["rect"]
    main = m[de.map_showing(meta, meta["octaveNoise"])]["rect"]
    a, b = greys(shot, tile), greys(shot, main)
    tw, th, mw, mh = int(tile[2]), int(tile[3]), int(main[2]), int(main[3])
    diffs = []
    for py in range(th):
        qy = round((py + 0.5 - th / 2) * mw / tw + mh / 2 - 0.5)
        for px in range(tw):
            qx = round((px + 0.5) * mw / tw - 0.5)
            if 0 <= qx < mw and 0 <= qy < mh:
                diffs.append(abs(a[py][px] - b[qy][qx]))
    diffs.sort()
    median, mean, p99 = diffs[len(diffs) // 2], sum(diffs) / len(diffs), diffs[int(0.99 * (len(diffs) - 1))]
    print("sum 0..%d against the %s map: %d pixels, median %d, mean %.2f, 99%% within %d levels" %
          (n - 1, meta["octaveNoise"], len(diffs), median, mean, p99))
    if len(diffs) < 0.9 * tw * th or median > 2 or mean > 2.5 or p99 > 8:
        de.fail("the last running sum is not the main map downsampled")
    first = greys(shot, m["sum.0"]["rect"])
    if sum(abs(x - y) for ra, rb in zip(first, a) for x, y in zip(ra, rb)) < 2 * tw * th:
        de.fail("the first and the last running sum look alike")


def amplitude_ratios(ex, start, persistence):
    ex.type_into(start["slider.persistence"]["rect"], persistence)
    full = ex.screenshot("full-" + persistence)
    ex.click(ex.reveal("tiles.amplitude", "reveal-amplitude-" + persistence))
    faint = ex.screenshot("amplitude-" + persistence)
    ex.click(ex.reveal("tiles.amplitude", "reveal-off-" + persistence))
    before, after = de.png_metadata(full), de.png_metadata(faint)
    if after["fieldJobs"] != before["fieldJobs"]:
        de.fail("drawing the tiles at their amplitude computed a field")
    p = after["params"]["persistence"]
    m = after["marks"]
    for k in range(after["params"]["octaves"]):
        name = "octave.%d" % k
        if "stretch" not in m[name]:
            de.fail("tile %d is not drawn at its amplitude" % k)
        sf, sa = spread(greys(full, m[name]["rect"])), spread(greys(faint, m[name]["rect"]))
        expected = p ** k * sf
        print("persistence %s tile %d: full contrast %.2f, at amplitude %.2f, p^k x full %.2f" %
              (persistence, k, sf, sa, expected))
        if abs(sa - expected) > 0.6 + 0.05 * expected:
            de.fail("tile %d at amplitude has contrast %.2f, expected %.2f" % (k, sa, expected))
    de.check(TOOL[0], "maps", faint)


TOOL = [""]


def scenario_amplitude(app, tool, work):
    TOOL[0] = tool
    ex = de.Explorer(app, work)
    start = ex.marks("start")
    for persistence in ("0.5", "0.7"):
        amplitude_ratios(ex, start, persistence)
    ex.close()


def scenario_legend(app, tool, work):
    ex = de.Explorer(app, work)
    meta = ex.meta("start")
    m = meta["marks"]
    legend = m.get("octave.legend")
    if legend is None:
        de.fail("no legend over the octave tiles")
    x, y, w, h = legend["rect"]
    maps_bottom = m["map.left"]["rect"][1] + m["map.left"]["rect"][3]
    if not (maps_bottom <= y and y + h <= m["octave.0.f"]["rect"][1] and x + w <= meta["window"][0]):
        de.fail("the legend is not on its own line between the maps and the tile labels: %r" % legend["rect"])
    if w < 300:
        de.fail("the legend is only %d px wide at 1440x900: the short form" % w)
    # The centre in lattice cells of octave 0: the view's centre times the frequency.
    f = meta["params"]["frequency"]
    for name in ("input.cx", "input.cy"):
        if name not in m:
            de.fail("no %s field" % name)
    ex.type_into(m["input.cx"]["rect"], "10.5")
    ex.type_into(m["input.cy"]["rect"], "-3")
    moved = ex.meta("centre")
    ex.close()
    v = moved["view"]
    print("typed centre (10.5, -3) cells at frequency %r: view centre (%r, %r) map widths" % (f, v["cx"], v["cy"]))
    if abs(v["cx"] * f - 10.5) > 1e-9 or abs(v["cy"] * f + 3) > 1e-9:
        de.fail("the centre fields are not in lattice cells of octave 0")


def scenario_seeds(app, tool, work):
    ex = de.Explorer(app, work)
    start = ex.meta("start")
    if start["seedHistory"] != [7]:
        de.fail("a first start's seed history is %r, expected [7]" % start["seedHistory"])
    for seed in ("11", "22", "33"):
        ex.type_into(start["marks"]["input.seed"]["rect"], seed)
    typed = ex.meta("typed")
    if typed["seedHistory"] != [33, 22, 11, 7]:
        de.fail("the seed history is %r, expected [33, 22, 11, 7]" % typed["seedHistory"])
    ex.rest_pointer()
    de.xdo("click", 1)  # out of the seed field
    time.sleep(0.25)
    ex.click(ex.reveal("seed.history.2", "reveal-11"))  # seed 11
    back = ex.meta("back")
    ex.close()
    print("history %r; clicked the third: seed %d, history %r" % (typed["seedHistory"], back["params"]["seed"],
                                                                  back["seedHistory"]))
    if back["params"]["seed"] != 11 or back["seedHistory"] != typed["seedHistory"]:
        de.fail("a click on 11 in the seed history did not bring seed 11 back, the list kept as it was")
    if back["marks"]["map.left"]["params"]["seed"] != 11:
        de.fail("the maps do not show seed 11 after the click")


def colour_shares(shot, rect, colours):
    """The share of the rectangle's pixels in each of `colours` (RGB triples)."""
    x, y, w, h = (int(v) for v in rect)
    rows = tg.decode(shot, y + h)
    counts = [0] * len(colours)
    for r in range(y, y + h):
        line = rows[r]
        for c in range(x, x + w):
            rgb = tuple(line[c * 3:c * 3 + 3])
            if rgb in colours:
                counts[colours.index(rgb)] += 1
    return [n / float(w * h) for n in counts]


BANDS = [(48, 100, 190), (222, 206, 142), (86, 160, 70), (130, 120, 112)]  # noisescope/output/colour.h kBandColours
LAND_WATER = [(40, 90, 180), (96, 164, 80)]  # kLandWaterColours: water, land
MIN_SHARE = 0.03


def scenario_firststart(app, tool, work):
    """A first start shows every band; Reset to defaults returns to it."""
    ex = de.Explorer(app, work, args=["--fresh"])
    shots = {"gradient": ex.screenshot("gradient")}
    ex.click(ex.reveal("bands.value", "reveal-value"))
    shots["value"] = ex.screenshot("value")
    # Reset to defaults returns to this first start, whatever changed since.
    de.xdo("key", "--clearmodifiers", "3")  # quintic fade
    ex.click(ex.reveal("button.reset", "reveal-reset"))
    reset = ex.meta("reset")
    ex.close()
    first = de.png_metadata(shots["gradient"])
    changed = de.png_metadata(shots["value"])
    print("first start:", first["params"], first["thresholds"], first["biomeCuts"])
    print("after Reset:", reset["params"], reset["thresholds"], reset["biomeCuts"])
    if changed["params"] == first["params"]:
        de.fail("showing value noise did not change the parameters")
    for key in ("params", "thresholds", "biomeCuts", "view"):
        if reset[key] != first[key]:
            de.fail("Reset to defaults gave %s %r, a first start %r" % (key, reset[key], first[key]))
    for noise, shot in shots.items():
        meta = de.png_metadata(shot)
        m = meta["marks"]
        if meta["params"]["noise"] != noise or meta["params"]["fade"] != "linear":
            de.fail("the band views show %s noise with %s fade, expected %s, linear" %
                    (meta["params"]["noise"], meta["params"]["fade"], noise))
        bands = colour_shares(shot, m["band.bands"]["rect"], BANDS)
        land = colour_shares(shot, m["band.landwater"]["rect"], LAND_WATER)
        print("first start, %s noise, thresholds %r: bands %s, water/land %s" %
              (noise, meta["thresholds"], " ".join("%.3f" % b for b in bands), " ".join("%.3f" % b for b in land)))
        if min(bands) < MIN_SHARE or min(land) < MIN_SHARE:
            de.fail("a first start's %s band views do not show every band (each at least %.0f%%)" %
                    (noise, 100 * MIN_SHARE))
        if sum(bands) < 0.97 or sum(land) < 0.97:
            de.fail("the band views hold colours other than the bands': is something drawn over them?")


def main():
    if len(sys.argv) != 5:
        print(__doc__)
        sys.exit(2)
    for name in ("sums", "amplitude", "legend", "seeds", "firststart"):
        setattr(de, "scenario_student_" + name, globals()["scenario_" + name])
    sys.argv[1] = "student_" + sys.argv[1]
    de.main()


if __name__ == "__main__":
    main()
