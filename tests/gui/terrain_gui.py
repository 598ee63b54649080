#!/usr/bin/env python3
"""The Terrain panel in the real explorer, under Xvfb, driven by xdotool.

usage: terrain_gui.py SCENARIO NOISESCOPE SCREEN_CHECK WORKDIR

  island   `--island=square --island-mix=1 --screenshot` shows water all around
           both main maps' borders: the whole island is in view, and the maps
           are core's own rendering of it
  sliders  typing warp and exponent and clicking the round-island and ridged
           chips of the Terrain panel change both maps into core's maps of
           those settings
  pan      with an island on, a drag pans the island with the land (the maps
           after the drag are core's maps of the dragged view), and a
           double-click brings back the whole unit square
  names    a biome renamed in the legend (real typing) is in the screenshot's
           metadata and a saved preset; a name emptied goes back to the table's
  undo     Ctrl+Z takes back, one at a time, a biome colour picked in the
           legend, a name typed there and a cut clicked (real keys and clicks);
           Ctrl+Shift+Z redoes the cut
  tiles    with tile off the 2x2 tile chip is disabled and says why (a click
           changes nothing); with tile on, the chip shows each main map's tile
           2 x 2: the four quarters are the same pixels, the maps are core's
           maps of that view; clicked again, the view before comes back
  probe    the real pointer (xdotool) over the gradient map: the hover probe
           (in the screenshot's metadata) is at the map point under the
           pointer, its elevation, moisture and biome are `noisescope sample`'s
           there, and the biome carries the preset's own name
  islandoff  with no island the island-mask view says "island off" on itself
           (white words on a dark backdrop), not a plain cream square; with a
           round island clicked on, the words go and the view is core's mask
  curve    the height curve: ticked on, its middle point dragged (slowly)
           and a point clicked in are in the metadata where the pointer put
           them and both maps are core's maps of that curve; a right-click
           removes the point; a curve typed in the points field applies, a bad
           one is refused in red and changes nothing; Ctrl+Z takes the typed
           curve back
  terraceshint  8 terraces with the first start's sand band say, under the
           slider, that no level falls there; 20 terraces do not
  scatter  the Scatter section's marks sit on the pixels of `noisescope
           scatter`'s points for the same region, follow a drag, and a spacing
           typed in changes them without a field job
  chunks   the Chunks section fills each chunk with the biome `noisescope
           chunks` gives at its centre, follows a drag, a size typed in
           changes them without a field job, the probe names the chunk
  play     play runs for two seconds: t follows the clock at the chosen speed,
           fields arrive, a chip clicked meanwhile takes effect; after pause the
           maps are full-size and equal core's maps at the final t (no frame
           rate: that is the benchmark's)

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
import teaching_gui as tg  # noqa: E402

MAPS = ("map.left", "map.right")


def water_all_around(shot, rows, rect):
    """Every pixel of the rectangle's outermost ring (2 px in) is water blue."""
    x, y, w, h = (int(v) for v in rect)
    ring = [(x + i, y + 2) for i in range(2, w - 2)] + [(x + i, y + h - 3) for i in range(2, w - 2)]
    ring += [(x + 2, y + j) for j in range(2, h - 2)] + [(x + w - 3, y + j) for j in range(2, h - 2)]
    for px, py in ring:
        r, g, b = rows[py][px * 3:px * 3 + 3]
        if not (b > r + 40 and b > g):
            de.fail("%s: pixel (%d, %d) on a map's border is (%d, %d, %d), not water" % (shot, px, py, r, g, b))
    print("%d border pixels of the map at %s are water" % (len(ring), rect))


def scenario_island(app, tool, work):
    shot = os.path.join(work, "island.png")
    de.screenshot_run(app, work, shot, "--island=square", "--island-mix=1")
    meta = de.png_metadata(shot)
    if meta["params"]["island"] != "square" or meta["params"]["island-mix"] != 1:
        de.fail("the metadata says island %r mix %r" % (meta["params"]["island"], meta["params"]["island-mix"]))
    m = meta["marks"]
    rows = tg.decode(shot, int(max(m[k]["rect"][1] + m[k]["rect"][3] for k in MAPS)) + 1)
    for k in MAPS:
        water_all_around(shot, rows, m[k]["rect"])
    de.check(tool, "maps", shot)


def open_terrain(ex, name):
    """Opens the Terrain section (closed at start); returns a screenshot with its marks."""
    ex.click(ex.marks(name + "-closed")["terrain.header"]["rect"])
    return ex.screenshot(name)


def scenario_sliders(app, tool, work):
    ex = de.Explorer(app, work, args=["--fresh"])
    before = open_terrain(ex, "before")
    m = de.png_marks(before)
    ex.type_into(m["slider.warp"]["rect"], "1.5")
    ex.type_into(m["slider.exponent"]["rect"], "2")
    ex.click(m["chip.island.round"]["rect"])
    ex.click(m["chip.fractal.ridged"]["rect"])
    after = ex.screenshot("after")
    ex.close()
    p = de.png_metadata(after)["params"]
    print("after the panel:", {k: p[k] for k in ("warp", "exponent", "island", "fractal")})
    if (p["warp"], p["exponent"], p["island"], p["fractal"]) != (1.5, 2, "round", "ridged"):
        de.fail("the Terrain panel did not set warp 1.5, exponent 2, round island, ridged")
    for k in MAPS:
        if tg.region(before, m[k]["rect"]) == tg.region(after, de.png_marks(after)[k]["rect"]):
            de.fail(k + " did not change")
    de.check(tool, "maps", after)


def plot_point(rect, x, y):
    """The screen position of curve point (x, y) on the plot at rect."""
    return rect[0] + x * rect[2], rect[1] + (1 - y) * rect[3]


def curve_of(meta):
    return [tuple(p) for p in meta["params"]["height-curve"]] if meta["params"]["height-curve"] != "off" else []


def near_point(got, want, plot, what):
    """got within a pixel and a half of want on the plot (the pointer lands on whole pixels)."""
    if abs(got[0] - want[0]) * plot[2] > 1.5 or abs(got[1] - want[1]) * plot[3] > 1.5:
        de.fail("%s: the point is at %r, the pointer put it at %r" % (what, got, want))


def scenario_curve(app, tool, work):
    ex = de.Explorer(app, work, args=["--fresh"])
    open_terrain(ex, "opened")
    ex.click(ex.reveal("check.height-curve", "switch"))
    ex.reveal("curve.plot")
    plot = ex.marks("square")["curve.square"]["rect"]
    start = curve_of(ex.meta("on"))
    if start != [(0, 0), (0.5, 0.5), (1, 1)]:
        de.fail("a curve switched on should be the straight line through three points, got %r" % start)
    # The middle point down to (0.5, 0.2), a pixel a frame at first, then in steps.
    a = plot_point(plot, 0.5, 0.5)
    path = [(a[0], a[1] + k) for k in range(1, 4)] + [plot_point(plot, 0.5, y) for y in (0.4, 0.3, 0.2)]
    ex.drag(a, *path)
    dragged = ex.screenshot("dragged")
    curve = curve_of(de.png_metadata(dragged))
    if len(curve) != 3:
        de.fail("a drag added or lost a point: %r" % curve)
    near_point(curve[1], (0.5, 0.2), plot, "the dragged point")
    de.check(tool, "maps", dragged)
    # A click where there is no point adds one there; a right-click takes it away.
    ex.click(plot_point(plot, 0.8, 0.9) + (0, 0))
    added = curve_of(ex.meta("added"))
    if len(added) != 4:
        de.fail("a click on the plot should add a point: %r" % added)
    near_point(added[2], (0.8, 0.9), plot, "the clicked point")
    ex.move(*plot_point(plot, *added[2]))
    de.xdo("click", 3)
    time.sleep(0.3)
    removed = curve_of(ex.meta("removed"))
    if removed != curve:
        de.fail("a right-click on the new point should remove it: %r, before %r" % (removed, curve))
    # Typed points apply; a bad curve is refused and changes nothing.
    field = ex.reveal("input.height-curve", "field")
    ex.type_into(field, "0:0.1,0.3:0.15,0.6:0.7,1:1")
    typed = ex.screenshot("typed")
    if curve_of(de.png_metadata(typed)) != [(0, 0.1), (0.3, 0.15), (0.6, 0.7), (1, 1)]:
        de.fail("the typed curve did not apply: %r" % curve_of(de.png_metadata(typed)))
    de.check(tool, "maps", typed)
    ex.type_into(field, "0:0,1:2")
    refused = ex.meta("refused")
    if "input.height-curve.error" not in refused["marks"]:
        de.fail("a y of 2 should be refused in red under the field")
    if curve_of(refused) != curve_of(de.png_metadata(typed)):
        de.fail("a refused curve changed the curve: %r" % curve_of(refused))
    de.xdo("key", "--clearmodifiers", "Escape")
    ex.rest_pointer()
    de.xdo("key", "--clearmodifiers", "ctrl+z")
    time.sleep(0.3)
    undone = curve_of(ex.meta("undone"))
    ex.close()
    if undone != removed:
        de.fail("Ctrl+Z should take the typed curve back to %r, got %r" % (removed, undone))
    print("dragged %r, added %r, typed then undone back to %r" % (curve[1], added[2], undone))


def scenario_pan(app, tool, work):
    ex = de.Explorer(app, work, args=["--fresh", "--island=round", "--island-mix=0.8"])
    before = ex.screenshot("before")
    meta = de.png_metadata(before)
    if meta["view"]["cy"] != 0.5 or meta["view"]["zoom"] >= 1:
        de.fail("with an island the default view should show the whole unit square, got %r" % meta["view"])
    x, y = de.centre(meta["marks"]["map.left"]["rect"])
    dx, dy = 90, 55
    ex.drag((x, y), (x + dx // 2, y + dy // 2), (x + dx, y + dy))
    after = ex.screenshot("after")
    ex.double_click(x + dx, y + dy)
    reset = ex.meta("reset")
    ex.close()
    de.check(tool, "pan", before, after, dx, dy)  # the island is in core's maps: it moved with the land
    if reset["view"] != meta["view"]:
        de.fail("a double-click did not bring back the whole island")


def scenario_play(app, tool, work):
    """What play does, on a machine of any speed: t follows the wall clock at
    the chosen speed, fields are computed for it, input keeps working, and
    pause brings full-size maps of the final t. How fast frames come is the
    benchmark's (tests/bench: explorer/terrain), not this test's."""
    ex = de.Explorer(app, work, args=["--fresh", "--time=0", "--warp=1", "--island=round", "--octaves=8",
                                      "--warp-octaves=3"])
    start = open_terrain(ex, "start")
    m = de.png_marks(start)
    jobs = de.png_metadata(start)["fieldJobs"]
    ex.click(m["button.play"]["rect"])
    time.sleep(1.0)  # between two inputs: play has frames to run
    ex.click(m["chip.fractal.ridged"]["rect"])  # input while playing
    time.sleep(1.0)
    ex.click(m["button.play"]["rect"])  # pause
    shot = ex.screenshot("paused")
    ex.close()
    meta = de.png_metadata(shot)
    play, p = meta["play"], meta["params"]
    print("played %d frames in %.2f s; t = %.4f at speed %r; %d fields"
          % (play["frames"], play["seconds"], p["time"], play["speed"], meta["fieldJobs"] - jobs))
    if play["playing"] or meta["resolutionDivisor"] != 1:
        de.fail("after pause the explorer should stop playing and compute full-size fields")
    if p["fractal"] != "ridged":
        de.fail("a chip clicked while playing did not take effect")
    if play["frames"] < 1 or not p["time"] > 0:
        de.fail("t did not move while playing (%d frames, t = %r)" % (play["frames"], p["time"]))
    # t is the sum of speed x each frame's wall time: the clock, not the frame count, moves it
    if abs(p["time"] - play["speed"] * play["seconds"]) > 1e-6 * max(1.0, p["time"]):
        de.fail("t = %r after %.3f s at speed %r, expected %r"
                % (p["time"], play["seconds"], play["speed"], play["speed"] * play["seconds"]))
    # one field at least while playing, and the full-size one after pause
    if meta["fieldJobs"] - jobs < 2:
        de.fail("only %d fields arrived while playing and after pause" % (meta["fieldJobs"] - jobs))
    de.check(tool, "maps", shot)


def scenario_terraceshint(app, tool, work):
    """8 terraces and the first start's sand band (0.45 to 0.50) leave no
    level in the sand: the Terrain panel says so under the slider; 16
    terraces put 0.45 there and the hint goes."""
    ex = de.Explorer(app, work, args=["--fresh", "--terraces=8"])
    shot = de.png_metadata(open_terrain(ex, "eight"))
    ex.type_into(ex.reveal("slider.terraces", "slider"), "20")
    sixteen = ex.meta("sixteen")
    ex.close()
    if "terraces.hint" not in shot["marks"]:
        de.fail("8 terraces with sand at 0.45..0.50 show no hint that the beaches vanish")
    if sixteen["params"]["terraces"] != 20 or "terraces.hint" in sixteen["marks"]:
        de.fail("20 terraces (%r) still show the hint" % sixteen["params"]["terraces"])
    print("8 terraces: hint shown; 20: none")


def open_legend(ex, name):
    """Opens the biome cuts and legend node; returns the marks once legend.10 shows whole."""
    ex.click(ex.marks(name + "-closed")["biomes.header"]["rect"])
    ex.reveal("legend.10", name)
    return ex.marks(name)


def clear_field(ex, rect):
    """Click a text field, select all, delete, Return."""
    ex.click(rect)
    for key in ("ctrl+a", "BackSpace", "Return"):
        de.xdo("key", key)
        time.sleep(0.15)
    time.sleep(0.2)


def scenario_names(app, tool, work):
    os.chdir(work)
    ex = de.Explorer(app, work, args=["--fresh"])
    m = open_legend(ex, "legend")
    ex.type_into(m["legend.6"]["rect"], "Wald")
    clear_field(ex, m["legend.2"]["rect"])
    shot = ex.meta("renamed")
    ex.click(ex.reveal("preset.header", "presets"))
    ex.click(ex.reveal("preset.save", "save"))
    ex.close()
    names = [b["name"] for b in shot["biomes"]]
    print("legend names after typing Wald into forest and emptying desert:", names)
    if names[6] != "Wald":
        de.fail("typing into the legend did not rename forest")
    if names[2] != "desert":
        de.fail("an emptied name should go back to the table's, got %r" % names[2])
    with open(os.path.join(work, "noisescope.json")) as f:
        saved = json.load(f)
    print("saved biome-names:", saved.get("biome-names"))
    if saved.get("biome-names", [None] * 7)[6] != "Wald":
        de.fail("the saved preset does not carry the new name")


def scenario_undo(app, tool, work):
    ex = de.Explorer(app, work, args=["--fresh"])
    h0 = round(ex.meta("start")["biomeCuts"][0], 4)  # a first start's cut h
    m = open_legend(ex, "legend")
    ex.click(m["cut.h.digits"]["rect"])  # the frame's middle: h's slider spans [t2, t3], so h -> (t2 + t3) / 2
    ex.type_into(m["legend.6"]["rect"], "Wald")
    ex.click(m["legend.6.colour"]["rect"])
    x, y, w, h = ex.marks("picker")["biome.picker"]["rect"]
    ex.click((x + w * 0.15, y + h * 0.5, 0, 0))  # left in the saturation-value square: a greyish colour
    ex.rest_pointer()
    de.xdo("click", 1)  # outside the popup: it closes
    time.sleep(0.3)
    seen = [ex.meta("changed")]
    for keys in ("ctrl+z", "ctrl+z", "ctrl+z", "ctrl+shift+z"):
        de.xdo("key", "--clearmodifiers", keys)
        time.sleep(0.3)
        seen.append(ex.meta("%s-%d" % (keys.replace("+", "_"), len(seen))))
    ex.close()
    trail = [(round(s["biomeCuts"][0], 4), s["biomes"][6]["name"], s["biomes"][6]["colour"]) for s in seen]
    for what, step in zip(("changed", "ctrl+z", "ctrl+z", "ctrl+z", "ctrl+shift+z"), trail):
        print("%-13s h %.4f, forest named %r coloured %s" % (what, *step))
    forest = [50, 130, 60]
    changed = trail[0]
    if changed[0] == h0 or changed[1] != "Wald" or changed[2] == forest:
        de.fail("the cut, the name or the colour did not change: %r" % (changed,))
    cut = changed[0]
    expected = [changed, (cut, "Wald", forest), (cut, "forest", forest), (h0, "forest", forest),
                (cut, "forest", forest)]
    if trail != expected:
        de.fail("undo should take back the colour, the name, the cut in turn, and redo the cut: %r" % trail)


def quarters_differ(rows, rect):
    """The largest channel difference between the 2 x 2 square's left and
    right halves and its top and bottom halves, and the spread of its values
    (so equal halves of a plain square prove nothing)."""
    x, y, w, h = (int(v) for v in rect)
    p = w // 2
    worst, low, high = 0, 255, 0
    for j in range(y, y + h):
        row = rows[j]
        for i in range(x, x + p):
            for c in range(3):
                v = row[i * 3 + c]
                low, high = min(low, v), max(high, v)
                worst = max(worst, abs(v - row[(i + p) * 3 + c]))
                if j < y + p:
                    worst = max(worst, abs(v - rows[j + p][i * 3 + c]))
    return worst, high - low


def scenario_tiles(app, tool, work):
    ex = de.Explorer(app, work, args=["--fresh", "--warp=0.8", "--octaves=6"])
    start = open_terrain(ex, "start")
    m = de.png_marks(start)
    before = de.png_metadata(start)["view"]
    if "chip.tiles" not in m or "chip.tiles.why" not in m:
        de.fail("with tile off the explorer should show the 2x2 tile chip, disabled, and say why")
    ex.click(m["chip.tiles"]["rect"])
    refused = ex.meta("refused")
    ex.click(m["check.tile"]["rect"])
    m = ex.marks("tiled")
    ex.click(m["chip.tiles"]["rect"])
    shot = ex.screenshot("tiles")
    ex.click(m["chip.tiles"]["rect"])
    back = ex.meta("back")
    ex.close()
    if refused["view"] != before:
        de.fail("the disabled chip changed the view")
    meta = de.png_metadata(shot)
    print("view before", before, "with the chip", meta["view"], "after", back["view"])
    if not meta["params"]["tile"] or "chip.tiles.why" in meta["marks"]:
        de.fail("tile should be on and the chip enabled")
    tiles = [meta["marks"].get(k + ".tiles") for k in MAPS]
    if None in tiles:
        de.fail("with the chip on, the maps should mark their 2 x 2 squares")
    rows = tg.decode(shot, int(max(t["rect"][1] + t["rect"][3] for t in tiles)) + 1)
    for k, t in zip(MAPS, tiles):
        worst, spread = quarters_differ(rows, t["rect"])
        print("%s: 2x2 square %s, halves differ by at most %d, values spread %d" % (k, t["rect"], worst, spread))
        if spread < 40:
            de.fail(k + ": the tile is nearly plain, its halves prove nothing")
        if worst > 1:
            de.fail(k + ": the quarters of the 2 x 2 square differ: a seam, or not the tile repeated")
    de.check(tool, "maps", shot)
    if back["view"] != before:
        de.fail("clicking the chip again should bring back the view before")


NAMES = ["sea", "sand", "dunes", "meadow", "bog", "heath", "wood", "jungle", "crag", "t\u00fcndra", "ice"]


def sample(app, preset, lattice, field):
    result = subprocess.run([app, "sample", "--preset", preset, "--noise", "gradient", "--field", field],
                            input="%.17g %.17g\n" % tuple(lattice), capture_output=True, text=True, timeout=de.TIMEOUT)
    if result.returncode != 0:
        de.fail("sample failed: " + result.stderr)
    return float(result.stdout.split()[0])


def scenario_probe(app, tool, work):
    preset = os.path.join(work, "named.json")
    with open(preset, "w") as f:
        json.dump({"noisescope_preset": 2, "warp": 1.2, "island": "round", "island-mix": 0.6,
                   "biome-names": NAMES}, f)
    ex = de.Explorer(app, work, args=["--fresh", "--preset", preset])
    m = ex.marks("start")
    x, y, w, h = m["map.right"]["rect"]
    px, py = int(x + w * 0.37), int(y + h * 0.58)
    ex.move(px - 20, py - 10)
    ex.move(px, py)
    meta = de.png_metadata(ex.screenshot("hover", rest=False))
    ex.close()
    probe, view = meta["probe"], meta["view"]
    print("probe:", probe)
    if not probe["shown"] or "hover.probe" not in meta["marks"]:
        de.fail("hovering the gradient map showed no probe")
    if probe["noise"] != "gradient":
        de.fail("the probe over the gradient map says %s noise" % probe["noise"])
    # camera.h: the map point under screen position (sx, sy) of a w x h map.
    scale = 1.0 / (w * view["zoom"])
    want = (view["cx"] + (px - x - w / 2) * scale, view["cy"] + (py - y - h / 2) * scale)
    for got, expected in zip(probe["map"], want):
        if abs(got - expected) > 1.01 * scale:
            de.fail("the probe is at map %s, the pointer at %s (more than a pixel apart)" % (probe["map"], want))
    frequency = meta["params"]["frequency"]
    for got, mapped in zip(probe["lattice"], probe["map"]):
        if abs(got - mapped * frequency) > 1e-9:
            de.fail("lattice %s is not the map point times the frequency" % probe["lattice"])
    if probe["warp"] == [0, 0] or not 0 <= probe["islandDistance"] <= 1:
        de.fail("with warp and an island on, the probe should show a warp offset and a distance in [0, 1]")
    for field in ("elevation", "moisture"):
        expected = sample(app, preset, probe["lattice"], field)
        print("%s: probe %.12f, sample %.12f" % (field, probe[field], expected))
        if abs(probe[field] - expected) > 1e-9:
            de.fail("the probe's %s is not sample's" % field)
    biome = int(sample(app, preset, probe["lattice"], "biome"))
    print("biome: probe %d %r, sample %d" % (probe["biome"], probe["biomeName"], biome))
    if probe["biome"] != biome or probe["biomeName"] != NAMES[biome]:
        de.fail("the probe's biome should be sample's class with the preset's name")
    tip = meta["marks"]["hover.probe"]["rect"]
    if not (tip[0] - 40 <= px <= tip[0] + tip[2] + 40 and tip[1] - 60 <= py <= tip[1] + tip[3] + 60):
        de.fail("the probe's tooltip %s is not beside the pointer (%d, %d)" % (tip, px, py))


def scenario_islandoff(app, tool, work):
    ex = de.Explorer(app, work, args=["--fresh"])
    off = open_terrain(ex, "off")
    m = de.png_marks(off)
    ex.click(m["chip.island.round"]["rect"])
    on = ex.screenshot("on")
    ex.close()
    word = m.get("band.island.off")
    if word is None:
        de.fail("with no island the island view should say \"island off\"")
    view = m["band.island"]["rect"]
    if not de.inside(word["rect"], view):
        de.fail("the words %s are not on the island view %s" % (word["rect"], view))
    pixels = tg.region(off, word["rect"])
    colours = {pixels[i:i + 3] for i in range(0, len(pixels), 3)}
    bright = sum(1 for c in colours if min(c) > 200)
    dark = sum(1 for c in colours if max(c) < 90)
    print("island off: words at %s, %d distinct colours, bright %d, dark %d" % (word["rect"], len(colours), bright, dark))
    if not bright or not dark:
        de.fail("the words should be light on a dark backdrop, not the cream mask")
    de.check(tool, "maps", off)  # everything but the words is still the views' own colouring
    if "band.island.off" in de.png_marks(on):
        de.fail("with a round island on, the view still says island off")
    de.check(tool, "maps", on)


def scenario_kinds(app, tool, work):
    """The band views' kind chooser: simplex and Worley against core's CPU
    colouring, Worley's settings shown with it, and what a kind cannot take
    (simplex: tile; both: time) greyed in both directions."""
    ex = de.Explorer(app, work, args=["--fresh"])
    m = ex.marks("start")
    if "slider.jitter" in m:
        de.fail("Worley's settings show before a Worley field is on screen")
    ex.click(m["bands.simplex"]["rect"])
    simplex = ex.screenshot("simplex")
    de.check(tool, "maps", simplex)
    if de.png_metadata(simplex)["params"]["noise"] != "simplex":
        de.fail("clicking simplex did not choose it")
    open_terrain(ex, "terrain")
    ex.click(ex.reveal("check.tile", "tile-greyed"))  # greyed: simplex cannot tile
    if ex.params("untiled")["tile"]:
        de.fail("tile turned on under simplex noise")
    ex.click(ex.reveal("check.time", "time-greyed"))  # greyed too: no time input
    if ex.params("timeless")["time"] != "off":
        de.fail("time turned on under simplex noise")
    ex.click(ex.reveal("bands.worley", "before-worley"))
    m = ex.marks("worley")
    if "slider.jitter" not in m or "chip.cell-return.edge" not in m:
        de.fail("Worley's settings should show with a Worley field on screen")
    ex.click(ex.reveal("chip.cell-return.edge", "edge"))
    ex.click(ex.reveal("check.tile", "tile"))  # Worley tiles
    tiled = ex.screenshot("worley-edge-tiled")
    de.check(tool, "maps", tiled)
    p = de.png_metadata(tiled)["params"]
    print("worley:", {k: p[k] for k in ("noise", "cell-return", "tile", "jitter")})
    if p["noise"] != "worley" or p["cell-return"] != "edge" or not p["tile"]:
        de.fail("Worley edge, tiled, was not what the explorer shows: %s" % p)
    ex.click(ex.reveal("bands.simplex", "simplex-greyed"))  # greyed while tile is on
    after = ex.params("refused")
    ex.close()
    if after["noise"] != "worley":
        de.fail("simplex was chosen while tile is on")


def choose_kind(ex, slot, kind, name):
    """A click on the map's title opens its kind chooser; a click chooses."""
    ex.click(ex.marks(name + "-closed")["title." + slot]["rect"])
    chooser = ex.marks(name + "-chooser")
    if "kind.%s.%s" % (slot, kind) not in chooser:
        de.fail("a click on the %s map's title opened no kind chooser" % slot)
    ex.click(chooser["kind.%s.%s" % (slot, kind)]["rect"])


def choose_view(ex, slot, view, name):
    """The same chooser's lower half: what the map shows of its kind."""
    ex.click(ex.marks(name + "-closed")["title." + slot]["rect"])
    chooser = ex.marks(name + "-chooser")
    if "shows.%s.%s" % (slot, view) not in chooser:
        de.fail("the %s map's chooser offers no %s view" % (slot, view))
    ex.click(chooser["shows.%s.%s" % (slot, view)]["rect"])


def scenario_mapviews(app, tool, work):
    """A designer's big biome map: each main map shows any terrain view of
    its kind, as core colours it at the map's size (biomes of value noise on
    the left, the relief of gradient noise on the right); the title says it;
    undo takes a choice back; the choice lives in the remembered state and
    comes back at the next start."""
    ex = de.Explorer(app, work, args=["--preset", "island"])
    choose_view(ex, "left", "biome", "left")
    choose_view(ex, "right", "relief", "right")
    shot = ex.screenshot("biome-relief")
    meta = de.png_metadata(shot)
    shows = [meta["marks"]["map." + s].get("shows") for s in ("left", "right")]
    modes = [meta["marks"]["map." + s]["mode"] for s in ("left", "right")]
    if meta["mapViews"] != ["biome", "relief"] or shows != ["biome", "relief"] or modes != ["biome", "relief"]:
        de.fail("the maps show %s coloured %s, the state says %s" % (shows, modes, meta["mapViews"]))
    kinds = [meta["marks"]["map." + s]["params"]["noise"] for s in ("left", "right")]
    if kinds != ["value", "gradient"]:
        de.fail("a view changed the maps' kinds: %s" % kinds)
    left = meta["marks"]["map.left"]["size"]
    band = meta["marks"]["band.biome"]["size"]
    if left[0] <= band[0]:
        de.fail("the biome map is no larger than the band row's biome view: %s, %s" % (left, band))
    de.check(tool, "maps", shot)  # both maps against core's colouriseMap of their fields
    titles = ex.marks("titles")
    if "title.left" not in titles:
        de.fail("the left map has no title")

    de.xdo("key", "--clearmodifiers", "ctrl+z")  # the right map's view was one step
    time.sleep(0.3)
    if ex.meta("undone")["mapViews"] != ["biome", "noise"]:
        de.fail("undo did not take back the right map's view")
    ex.close()
    with open(os.path.join(work, "config", "noisescope", "state.json")) as f:
        saved = json.load(f)["document"]
    if saved.get("map-views") != ["biome", "noise"]:
        de.fail("the remembered state does not hold the maps' views: %r" % saved.get("map-views"))
    ex = de.Explorer(app, work)
    again = ex.screenshot("again")
    if de.png_metadata(again)["mapViews"] != ["biome", "noise"]:
        de.fail("the next start does not show the biome map again")
    de.check(tool, "maps", again)
    ex.close()


def family_explained(shot, noise):
    """The explain panel's steps of a simplex or Worley pin are explain's."""
    meta = de.png_metadata(shot)
    t = meta["teaching"]
    if not t["pin"]["active"] or t["pin"]["noise"] != noise or t.get("explained", {}).get("kind") != noise:
        de.fail("the explain panel does not show the pinned %s map: %s" % (noise, t.get("pin")))
    params = dict(meta["params"], noise=noise)
    f = params["frequency"]
    x, y = t["pin"]["map"][0] * f, t["pin"]["map"][1] * f
    o, e = tg.explain_json(params, 0, x, y)["octaves"][0], t["explained"]
    keys = ("skew", "corners") if noise == "simplex" else ("f1", "f2", "nearest")
    for key in ("position", "noise", "contribution") + keys:
        theirs = [{k: c[k] for k in ("lattice", "r", "contribution")} for c in o[key]] if key == "corners" else o[key]
        if theirs != e[key]:
            de.fail("%s %s: the panel shows %r, explain says %r" % (noise, key, e[key], theirs))
    print("%s pin: panel = explain at (%r, %r): noise %r" % (noise, x, y, e["noise"]))


def magenta_share(shot, rect):
    image = tg.region(shot, rect)
    pixels = [image[i:i + 3] for i in range(0, len(image), 3)]
    return sum(1 for r, g, b in pixels if r > 200 and g < 90 and b > 200) / len(pixels)


def scenario_slots(app, tool, work):
    """Each main map chooses its kind: simplex beside Worley equal core's CPU
    colouring, a simplex map under tile says it is untiled, undo takes a
    choice back, the explain panel and the lattice overlay follow each
    map's kind, and the choice lives in the saved preset."""
    tg.APP[0] = app
    ex = de.Explorer(app, work)  # remembers: the second start below reads what this one chose
    if de.png_metadata(ex.screenshot("start"))["maps"] != ["value", "gradient"]:
        de.fail("the first screen is not value beside gradient noise")
    choose_kind(ex, "left", "simplex", "left")
    choose_kind(ex, "right", "worley", "right")
    shot = ex.screenshot("simplex-worley")
    meta = de.png_metadata(shot)
    shown = [meta["marks"]["map." + s]["params"]["noise"] for s in ("left", "right")]
    if meta["maps"] != ["simplex", "worley"] or shown != ["simplex", "worley"]:
        de.fail("the maps show %s, the state says %s" % (shown, meta["maps"]))
    if meta["exportView"] != "worley":  # gradient noise left the screen: Export follows the right map
        de.fail("with simplex beside Worley, Export would write %s" % meta["exportView"])
    de.check(tool, "maps", shot)

    de.xdo("key", "--clearmodifiers", "ctrl+z")  # the right map's choice was one step
    time.sleep(0.3)
    undone = ex.meta("undone")
    if undone["maps"] != ["simplex", "gradient"]:
        de.fail("undo did not take back the right map's kind")
    if undone["exportView"] != "gradient":
        de.fail("undo brought gradient noise back, but Export would write %s" % undone["exportView"])
    de.xdo("key", "--clearmodifiers", "ctrl+shift+z")
    time.sleep(0.3)
    if ex.meta("redone")["maps"] != ["simplex", "worley"]:
        de.fail("redo did not bring the right map's kind back")

    # The band views' choice is the document's noise: the octave tiles and
    # the 3D view showed it (gradient) and follow it, and undo takes them back.
    def all_show(name, kind):
        meta = ex.meta(name)
        shown = (meta["params"]["noise"], meta["octaveNoise"], meta["relief"]["noise"])
        print("%s: bands, tiles, 3D %s" % (name, shown))
        if shown != (kind,) * 3:
            de.fail("with the band views on %s the tiles and 3D view show %s" % (kind, shown[1:]))

    ex.click(ex.reveal("bands.simplex", "bands-simplex"))
    all_show("bands-chosen", "simplex")
    de.xdo("key", "--clearmodifiers", "ctrl+z")
    all_show("bands-undone", "gradient")

    ex.click(ex.reveal("teaching.explain", "explain"))
    for slot, kind, at in (("left", "simplex", (0.37, 0.61)), ("right", "worley", (0.71, 0.33))):
        x, y, w, h = ex.marks("pin-" + kind)["map." + slot]["rect"]
        ex.move(x + w * at[0] + 0.3, y + h * at[1])
        de.xdo("click", 1)
        time.sleep(0.3)
        family_explained(ex.screenshot("pinned-" + kind), kind)

    ex.click(ex.reveal("chip.lattice", "lattice"))
    lattice = ex.screenshot("lattice")
    marks = de.png_marks(lattice)
    for slot in ("left", "right"):  # the triangles and the Worley cells, at 4 cells a map
        share = magenta_share(lattice, marks["map." + slot]["rect"])
        if share < 0.005:
            de.fail("no lattice overlay on the %s map (%.4f magenta)" % (slot, share))
    ex.close()
    with open(os.path.join(work, "config", "noisescope", "state.json")) as f:
        saved = json.load(f)["document"]
    if saved.get("maps") != ["simplex", "worley"]:
        de.fail("the remembered state does not hold the maps' kinds: %r" % saved.get("maps"))

    # Under tile a simplex map shows untiled and says so; Worley tiles.
    ex = de.Explorer(app, work, args=["--tile"])
    tiled = ex.screenshot("tiled")
    marks = de.png_marks(tiled)
    if "map.left.kind.off" not in marks or "map.right.kind.off" in marks:
        de.fail("the simplex map under tile should say it is untiled, the Worley map nothing")
    if marks["map.left"]["params"]["tile"] or not marks["map.right"]["params"]["tile"]:
        de.fail("simplex must show untiled and Worley tiled")
    de.check(tool, "maps", tiled)
    ex.close()

    # `noisescope --noise K` shows K: on the right map unless a map shows it
    # (value is on the left already), in the octave tiles and the 3D view.
    for kind, maps in (("worley", ["value", "worley"]), ("value", ["value", "gradient"])):
        shot = os.path.join(work, "noise-%s.png" % kind)
        de.screenshot_run(app, work, shot, "--fresh", "--noise", kind)
        meta = de.png_metadata(shot)
        shown = (meta["maps"], meta["octaveNoise"], meta["relief"]["noise"])
        print("--noise %s: maps %s, tiles %s, 3D %s" % ((kind,) + shown))
        if shown != (maps, kind, kind):
            de.fail("--noise %s should show maps %s, tiles and 3D %s" % (kind, maps, kind))
        de.check(tool, "maps", shot)

    # `--maps` alone: Export writes what took gradient noise's place on the
    # right map, not gradient noise that no map shows.
    shot = os.path.join(work, "maps-simplex-worley.png")
    de.screenshot_run(app, work, shot, "--fresh", "--maps", "simplex,worley")
    if de.png_metadata(shot)["exportView"] != "worley":
        de.fail("--maps simplex,worley left Export on %s" % de.png_metadata(shot)["exportView"])
    # `--preset` at start is the preset loaded: Export shows its display
    # (cracked-stone's bands of Worley noise), as `render --preset` writes.
    shot = os.path.join(work, "preset-cracked-stone.png")
    de.screenshot_run(app, work, shot, "--fresh", "--preset", "cracked-stone")
    meta = de.png_metadata(shot)
    if meta["exportView"] != "bands":
        de.fail("--preset cracked-stone left Export on %s, not bands" % meta["exportView"])
    # ... and its Worley noise in the octave tiles and the 3D view, which showed gradient noise.
    if (meta["octaveNoise"], meta["relief"]["noise"]) != ("worley", "worley"):
        de.fail("--preset cracked-stone shows tiles of %s, a 3D view of %s" % (meta["octaveNoise"],
                                                                              meta["relief"]["noise"]))


def scenario_erosion(app, tool, work):
    """The Erosion section turns droplets on: the maps show the land as it
    erodes, a round of droplets at a time, before the whole erosion; then
    every view of the elevation equals core's CPU rendering of the eroded
    region, the map changed, a main map shows the flow mask large as core
    renders it, and the A/B hold shows the land before and after."""
    ex = de.Explorer(app, work, args=["--fresh", "--octaves", "6", "--fade", "quintic"])
    before = ex.screenshot("before")
    jobs = de.png_metadata(before)["fieldJobs"]
    m = ex.marks("closed")
    ex.click(m["compare.hold"]["rect"])  # A: before erosion
    ex.click(ex.reveal("erosion.header", "erosion-closed"))
    ex.type_into(ex.reveal("slider.erosion", "erosion-open"), "1")
    eroded = ex.screenshot("eroded")
    meta = de.png_metadata(eroded)
    if meta["params"]["erosion"] != 1 or meta["marks"]["map.right"]["params"]["erosion"] != 1:
        de.fail("erosion 1 is not what the maps show: %s" % meta["params"].get("erosion"))
    # Two 500-pixel maps of one droplet per pixel are four rounds each: the
    # land before erosion, then each round, then the whole, were shown.
    print("field results shown while eroding: %d, erosion %r" % (meta["fieldJobs"] - jobs, meta["erosion"]))
    if meta["fieldJobs"] - jobs < 4 or meta["erosion"] != 1:
        de.fail("the maps did not show the land part-way through its erosion")
    de.check(tool, "maps", eroded)
    choose_view(ex, "right", "flow", "flow")
    flow = ex.screenshot("flow")
    if de.png_metadata(flow)["marks"]["map.right"].get("shows") != "flow":
        de.fail("the right map does not show the flow mask")
    de.check(tool, "maps", flow)  # the mask large, as core renders it
    choose_view(ex, "right", "noise", "noise")
    a, b = tg.region(before, de.png_marks(before)["map.right"]["rect"]), tg.region(eroded, meta["marks"]["map.right"]["rect"])
    changed = sum(1 for i in range(0, len(a), 3) if a[i:i + 3] != b[i:i + 3]) / (len(a) / 3)
    print("erosion changed %.1f%% of the right map's pixels" % (100 * changed))
    if changed < 0.05:
        de.fail("erosion changed almost nothing on the map")
    ex.click(ex.reveal("compare.flip", "flip"))  # show A: the sidebar scrolled to the Erosion section
    if ex.params("shown-a")["erosion"] != 0:
        de.fail("the held A should be the land before erosion")
    ex.close()


SCATTER_BIOMES = ["water", "beach", "desert", "grassland", "swamp", "scrub", "forest", "rainforest", "bare-rock",
                  "tundra", "snow"]


def scatter_of(app, work, meta, mark, name):
    """`noisescope scatter`'s points (x, y, biome) for the shot's scatter
    settings and region, over the field main map `mark` shows."""
    sc = meta["scatter"]
    spacings = ",".join("%s=%r" % (n, v) for n, v in zip(SCATTER_BIOMES, sc["biomeSpacings"]))
    csv = os.path.join(work, "%s-%s.csv" % (name, mark))
    preset = os.path.join(work, "%s-%s.json" % (name, mark))
    with open(preset, "w") as f:
        json.dump(meta["marks"][mark]["preset"], f)
    result = subprocess.run([app, "scatter", "--preset", preset, "--spacing", repr(sc["spacing"]),
                             "--biome-spacing", spacings, "--method", sc["method"], "--scatter-seed", str(sc["seed"]),
                             "--region", ",".join(repr(v) for v in sc["region"]), "-o", csv, "--force"],
                            capture_output=True, text=True, timeout=de.TIMEOUT)
    if result.returncode != 0:
        de.fail("noisescope scatter failed: " + result.stderr)
    with open(csv) as f:
        return [(float(x), float(y), b) for x, y, b, _, _ in (line.strip().split(",") for line in f.readlines()[1:])]


def scatter_marks_on_pixels(app, work, shot, name):
    """Each main map holds the points `noisescope scatter` gives for its own
    field and the shot's region, each drawn as a disc of its biome's colour
    on its pixel. Returns the two maps' point counts and the metadata."""
    meta = de.png_metadata(shot)
    sc = meta["scatter"]
    if not sc["shown"] or sc["refusal"]:
        de.fail("%s: the scatter is not shown: %s" % (name, sc))
    view = meta["view"]
    rows = tg.decode(shot)
    counts = []
    for slot, mark in enumerate(MAPS):
        points = scatter_of(app, work, meta, mark, name)
        if len(points) != sc["count"][slot]:
            de.fail("%s: %s holds %d points, noisescope scatter gives %d" % (name, mark, sc["count"][slot], len(points)))
        counts.append(len(points))
        if mark == "map.right":  # the legend counts the map of the band views' noise: gradient here
            vx0, vy0, vx1, vy1 = sc["view"]
            inside = [SCATTER_BIOMES.index(b) for x, y, b in points if vx0 <= x < vx1 and vy0 <= y < vy1]
            want = [inside.count(i) for i in range(len(SCATTER_BIOMES))]
            if want != sc["counts"]:
                de.fail("%s: the legend counts %s, the points in view are %s" % (name, sc["counts"], want))
        x0, y0, w, h = meta["marks"][mark]["rect"]
        w = int(w)
        checked = wrong = 0
        for x, y, b in points:
            sx = (x - view["cx"]) * w * view["zoom"] + w * 0.5
            sy = (y - view["cy"]) * w * view["zoom"] + h * 0.5
            if not (4 <= sx < w - 4 and 4 <= sy < h - 4):
                continue
            px, py = int(x0 + sx), int(y0 + sy)
            want = tuple(sc["colours"][SCATTER_BIOMES.index(b)])
            got = tuple(rows[py][px * 3:px * 3 + 3])
            checked += 1
            if max(abs(g - c) for g, c in zip(got, want)) > 2:
                wrong += 1
        print("%s %s: %d points, %d marks checked, %d not on their pixel" % (name, mark, len(points), checked, wrong))
        if checked < 50:
            de.fail("%s: only %d marks inside %s" % (name, checked, mark))
        if wrong > checked // 50:  # another point's disc may cover one
            de.fail("%s: %d of %d marks on %s are not their biome's colour at their point" % (name, wrong, checked, mark))
    return counts, meta


def scenario_scatter(app, tool, work):
    """The Scatter section draws trees and rocks over both maps: each mark is
    on the pixel of a point `noisescope scatter` gives for the same region; a
    drag moves them with the map; a spacing typed in changes the points and
    computes no field."""
    ex = de.Explorer(app, work, args=["--fresh", "--preset", "island"])
    ex.click(ex.reveal("scatter.header", "scatter-closed"))
    ex.click(ex.reveal("scatter.show", "scatter-open"))
    shown = ex.screenshot("scatter")
    points, meta = scatter_marks_on_pixels(app, work, shown, "scatter")
    rect = meta["marks"]["map.right"]["rect"]
    start = de.centre(rect)
    ex.drag(start, (start[0] - 40, start[1] - 30), (start[0] - 80, start[1] - 60))
    panned = ex.screenshot("scatter-panned")
    after, moved = scatter_marks_on_pixels(app, work, panned, "panned")
    if moved["view"] == meta["view"]:
        de.fail("the drag did not pan the maps")
    jobs = moved["fieldJobs"]
    ex.type_into(ex.reveal("scatter.spacing", "spacing"), "0.05")
    wider = ex.screenshot("scatter-wider")
    respaced, m2 = scatter_marks_on_pixels(app, work, wider, "respaced")
    if m2["scatter"]["spacing"] != 0.05 or respaced[1] >= after[1]:
        de.fail("spacing 0.05 should make fewer points: %s after %s" % (respaced, after))
    if m2["fieldJobs"] != jobs:
        de.fail("a spacing change computed %d field jobs" % (m2["fieldJobs"] - jobs))
    # The points in view written from the section are the rows `noisescope
    # scatter --region VIEW` writes: the points do not depend on the region.
    written = os.path.join(work, "in-view.csv")
    ex.type_into(ex.reveal("scatter.file", "points-file"), written)
    ex.click(ex.reveal("scatter.write", "points-write"))
    de.wait_until("the points file", lambda: os.path.exists(written), process=ex)
    view_only = dict(m2, scatter=dict(m2["scatter"], region=m2["scatter"]["view"]))
    scatter_of(app, work, view_only, "map.right", "expected")  # the legend's map: gradient here
    expected = os.path.join(work, "expected-map.right.csv")
    with open(written) as a, open(expected) as b:
        got, want = a.read(), b.read()
    if got != want or len(want.splitlines()) < 50:
        de.fail("the section wrote %d rows, noisescope scatter --region the view %d, or they differ"
                % (len(got.splitlines()), len(want.splitlines())))
    ex.close()


def chunks_of(app, work, meta, mark, name):
    """`noisescope chunks`' rows (i, j, biome) for the shot's chunk size and
    region, over the field main map `mark` shows."""
    ch = meta["chunks"]
    csv = os.path.join(work, "%s-%s-chunks.csv" % (name, mark))
    preset = os.path.join(work, "%s-%s-chunks.json" % (name, mark))
    with open(preset, "w") as f:
        json.dump(meta["marks"][mark]["preset"], f)
    result = subprocess.run([app, "chunks", "--preset", preset, "--chunk", repr(ch["size"]),
                             "--region", ",".join(repr(v) for v in ch["region"]), "-o", csv, "--force"],
                            capture_output=True, text=True, timeout=de.TIMEOUT)
    if result.returncode != 0:
        de.fail("noisescope chunks failed: " + result.stderr)
    with open(csv) as f:
        return [(int(r[0]), int(r[1]), r[4]) for r in (line.strip().split(",") for line in f.readlines()[1:])]


def chunks_on_pixels(app, work, shot, name):
    """Each main map is covered by the chunks `noisescope chunks` gives for
    its own field and the shot's region: the middle pixel of every chunk in
    view is its biome's colour. Returns the metadata."""
    meta = de.png_metadata(shot)
    ch = meta["chunks"]
    if not ch["shown"] or ch["refusal"]:
        de.fail("%s: the chunks are not shown: %s" % (name, ch))
    view, size = meta["view"], ch["size"]
    colours = meta["scatter"]["colours"]
    rows = tg.decode(shot)
    for slot, mark in enumerate(MAPS):
        chunks = chunks_of(app, work, meta, mark, name)
        if len(chunks) != ch["count"][slot]:
            de.fail("%s: %s holds %d chunks, noisescope chunks gives %d" % (name, mark, ch["count"][slot], len(chunks)))
        x0, y0, w, h = meta["marks"][mark]["rect"]
        w = int(w)
        scale = w * view["zoom"]
        checked, seen = 0, set()
        for i, j, b in chunks:
            sx = ((i + 0.5) * size - view["cx"]) * scale + w * 0.5
            sy = ((j + 0.5) * size - view["cy"]) * scale + h * 0.5
            if not (2 <= sx < w - 2 and 2 <= sy < h - 2):
                continue
            px, py = int(x0 + sx), int(y0 + sy)
            want = tuple(colours[SCATTER_BIOMES.index(b)])
            got = tuple(rows[py][px * 3:px * 3 + 3])
            if got != want:
                de.fail("%s: chunk (%d, %d) on %s is %s at its centre, its biome %s is %s" % (name, i, j, mark, got, b, want))
            checked += 1
            seen.add(b)
        print("%s %s: %d chunks, %d checked at their centres, biomes %s" % (name, mark, len(chunks), checked, sorted(seen)))
        if checked < 20 or len(seen) < 2:
            de.fail("%s: only %d chunks of %d biomes inside %s" % (name, checked, len(seen), mark))
    return meta


def scenario_chunks(app, tool, work):
    """The Chunks section fills each chunk of both maps with the biome
    `noisescope chunks` gives at its centre; a drag moves the grid with the
    map; a chunk size typed in changes the chunks and computes no field; the
    hover probe names the chunk under the pointer."""
    ex = de.Explorer(app, work, args=["--fresh", "--preset", "island"])
    ex.click(ex.reveal("chunks.header", "chunks-closed"))
    ex.click(ex.reveal("chunks.show", "chunks-open"))
    meta = chunks_on_pixels(app, work, ex.screenshot("chunks"), "chunks")
    rect = meta["marks"]["map.right"]["rect"]
    start = de.centre(rect)
    ex.drag(start, (start[0] - 40, start[1] - 30), (start[0] - 85, start[1] - 61))
    moved = chunks_on_pixels(app, work, ex.screenshot("chunks-panned"), "panned")
    if moved["view"] == meta["view"]:
        de.fail("the drag did not pan the maps")
    jobs = moved["fieldJobs"]
    ex.type_into(ex.reveal("chunks.size", "chunk-size"), "0.03125")
    finer = chunks_on_pixels(app, work, ex.screenshot("chunks-finer"), "finer")
    if finer["chunks"]["size"] != 0.03125 or finer["chunks"]["count"][0] <= moved["chunks"]["count"][0]:
        de.fail("chunk size 1/32 should make more chunks: %s after %s" % (finer["chunks"], moved["chunks"]))
    if finer["fieldJobs"] != jobs:
        de.fail("a chunk size change computed %d field jobs" % (finer["fieldJobs"] - jobs))
    x0, y0, w, h = finer["marks"]["map.right"]["rect"]
    ex.move(x0 + w * 0.37, y0 + h * 0.61)
    probe = de.png_metadata(ex.screenshot("chunks-probe", rest=False))["probe"]
    mx, my = probe["map"]
    want = [math.floor(mx / 0.03125), math.floor(my / 0.03125)]
    if not probe["shown"] or probe["chunk"] is None or probe["chunk"]["index"] != want:
        de.fail("the probe at map (%r, %r) should name chunk %s: %s" % (mx, my, want, probe.get("chunk")))
    ex.close()


def main():
    if len(sys.argv) != 5:
        print(__doc__)
        sys.exit(2)
    scenario = sys.argv[1]
    for name in ("island", "sliders", "pan", "play", "names", "undo", "tiles", "probe", "islandoff", "curve", "terraceshint",
                 "kinds", "slots", "erosion", "scatter", "chunks", "mapviews"):
        setattr(de, "scenario_terrain_" + name, globals()["scenario_" + name])
    sys.argv[1] = "terrain_" + scenario
    de.main()


if __name__ == "__main__":
    main()
