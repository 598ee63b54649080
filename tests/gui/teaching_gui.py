#!/usr/bin/env python3
"""The teaching panels in the real explorer, under Xvfb, driven by xdotool.

usage: teaching_gui.py SCENARIO NOISESCOPE WORKDIR

  explain  a click on the value map pins the centre of the pixel under it;
           the explain panel's numbers are `noisescope explain --json`'s for
           that point and octave; typing a new seed and octave, and pressing P
           over the gradient map, move them, still equal to explain's
  panels   the fade-curve panel opens and its chips set the fade; the
           cross-section opens, draws a graph and follows the pinned row
  lattice  the overlay's lines fall on the pixel columns where the maps' cells
           change, before and after a zoom and a pan, and for another octave
  lessons  each built-in lesson loads with --lesson, opens its panel, and its
           maps differ from the previous lesson's; the Lessons panel is as tall
           as its text, at 100% and 200%; a lesson with a teaching-only
           mistake on has it named in the metadata and the red banner, the
           others have neither
  spectrum the spectrum panel opens, draws both maps' spectra, and its fitted
           slope follows persistence (0.3 steeper than 0.8, both near
           2 ln(p) / ln(2) - 2)
  explainfit  at 100% and 200%, gradient noise pinned where corner gradients
           point straight up and down: no arrow leaves the cell drawing (over
           the caption under it or the header above), the caption is under the
           drawing, every corner's row of numbers is inside the panel, and the
           panel ends just under its last line
  mistakes  under lesson 14's shared seed and lesson 15's cast, the explain
           panel at a pixel left of and above the origin is `noisescope
           explain`'s with the same switch (the cast's cell, the shared seed)
  panelcolumn  with five panels open at 100% and 200%, none covers a map, a
           tile, a band view or the mistake banner, and none another
  pinclear  a pin comes off with Esc, with a right-click on a map, and with the
           double-click that resets the view (its clicks pin nothing): the
           metadata has no pin and the maps show no ring
  typed    the pin's lattice point typed in the explain panel pins it exactly,
           and value noise's corner values typed give the seed's worked
           example (0.528); both equal `noisescope explain` (--corners)
  savelesson  the Lessons panel saves the state on screen (settings, octave, pin,
           open panel, a typed title and paragraph) as a lesson file that
           --lesson opens to the same state; saving over it is refused
  crosssvg  the cross-section's Save SVG writes both maps' rows as (map x, value)
           points equal to `noisescope sample` there, the octaves and thresholds
  steps    the explain panel's > builds the interpolation a step at a time, each
           step adding to the drawing and step 5 the whole; play ends on all
  histogram  dragging the t1 marker on the value histogram moves t1 there,
           live, recolours the band views and computes no field

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


def explain_json(params, octave, x, y, corners=None):
    args = [APP[0], "explain", "--json", "--noise", params["noise"], "--fade", params["fade"], "--seed",
            str(params["seed"]), "--octaves", str(params["octaves"]), "--lacunarity", repr(params["lacunarity"]),
            "--persistence", repr(params["persistence"]), "--octave", str(octave)]
    if not params["normalize"]:
        args.append("--no-normalize")
    if params["noise"] == "worley":
        args += ["--jitter", repr(params["jitter"]), "--cell-distance", params["cell-distance"], "--cell-return",
                 params["cell-return"]]
    for mistake in ("mistake-shared-seed", "mistake-cast"):  # the ones the point functions make
        if params.get(mistake):
            args.append("--" + mistake)
    if corners:
        args += ["--corners", ",".join(repr(c) for c in corners)]
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
    view, w = meta["view"], meta["marks"]["map.left"]["rect"][2]
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
    ex.click(ex.reveal("teaching.explain"))
    start = ex.marks("opened")  # the panel's column beside the maps narrows them
    x, y, w, h = start["map.left"]["rect"]
    ex.move(x + w * 0.37 + 0.3, y + h * 0.61)
    de.xdo("click", 1)
    time.sleep(0.3)
    first = check_explained(ex.screenshot("pinned"), "value", 0)

    ex.type_into(ex.reveal("input.seed", "reveal-seed"), "1234")
    ex.type_into(ex.reveal("teaching.octave", "reveal-octave"), "2")
    ex.rest_pointer()  # a click on empty space ends the text entry, so P is a key again
    de.xdo("click", 1)
    time.sleep(0.25)
    second = check_explained(ex.screenshot("seed-octave"), "value", 2)
    if second["cell"] == first["cell"] and second["noise"] == first["noise"]:
        de.fail("the explain panel did not follow the seed and the octave")

    x, y, w, h = start["map.right"]["rect"]
    ex.move(x + w * 0.8, y + h * 0.2)
    de.xdo("keydown", "p")
    time.sleep(0.2)
    de.xdo("keyup", "p")
    time.sleep(0.3)
    third = check_explained(ex.screenshot("key-p"), "gradient", 2)
    if third["position"] == second["position"]:
        de.fail("P over the gradient map did not move the pin")
    ex.close()


def scenario_typed(app, tool, work):
    """The explain panel takes the pinned point typed (it pins exactly that
    lattice point) and value noise's four corner values: with the seed's
    worked example, 0.2, 0.9, 0.6, 0.4 at (0.25, 0.75) and the cubic fade,
    the noise is 0.528. Every number is `noisescope explain`'s, --corners
    included; text that is no finite number is refused aloud and the pin stays."""
    ex = de.Explorer(app, work, args=["--fade", "cubic", "--noise", "value"])
    ex.click(ex.reveal("teaching.explain"))
    m = ex.marks("opened")
    ex.type_into(m["explain.x"]["rect"], "0.25")
    ex.type_into(ex.marks("x")["explain.y"]["rect"], "0.75")

    def explained(name, corners=None):
        meta = ex.meta(name)
        t, params = meta["teaching"], meta["params"]
        f = params["frequency"]
        if not t["pin"]["active"] or (t["pin"]["map"][0] * f, t["pin"]["map"][1] * f) != (0.25, 0.75):
            de.fail("%s: the pin is %r, not lattice (0.25, 0.75) exactly" % (name, t["pin"]))
        e = t["explained"]
        if e.get("corners") != corners:
            de.fail("%s: the panel's corners are %r, expected %r" % (name, e.get("corners"), corners))
        o = explain_json(dict(params, noise=t["pin"]["noise"]), 0, 0.25, 0.75, corners)
        for key in ("position", "cell", "fraction", "fade", "top", "bottom", "noise", "contribution"):
            if o["octaves"][0][key] != e[key]:
                de.fail("%s: %s is %r in the panel, %r from explain" % (name, key, e[key], o["octaves"][0][key]))
        if o["fbm"] != e["fbm"]:
            de.fail("%s: fbm is %r in the panel, %r from explain" % (name, e["fbm"], o["fbm"]))
        print("%s: panel = explain at (0.25, 0.75), corners %r: noise %r, fbm %r" % (name, corners, e["noise"],
                                                                                    e["fbm"]))
        return meta, e

    explained("typed")
    m = ex.marks("before-corners")
    ex.click(m["explain.corners"]["rect"])
    meta, e = explained("book", [0.2, 0.9, 0.6, 0.4])
    if round(e["noise"], 3) != 0.528:
        de.fail("the seed's worked example gives %r, not 0.528" % e["noise"])
    ex.type_into(meta["marks"]["explain.corner.1.value"]["rect"], "0.5")
    explained("corner-typed", [0.2, 0.5, 0.6, 0.4])
    ex.type_into(ex.marks("before-bad")["explain.x"]["rect"], "1e999")
    meta, _ = explained("bad-x", [0.2, 0.5, 0.6, 0.4])
    if not meta["statusIsError"] or "1e999" not in meta["status"]:
        de.fail("typing 1e999 as the pin's x was not refused aloud: %r" % meta["status"])
    ex.close()


def scenario_savelesson(app, tool, work):
    """The Lessons panel saves what is on screen as a lesson file: the
    settings, the octave explained, the pin and the first open teaching
    panel, with a typed title and paragraph. `noisescope --lesson FILE`
    opens it to the same state; saving over it again is refused aloud
    unless replace is ticked."""
    ex = de.Explorer(app, work, args=["--noise", "value", "--fade", "cubic", "--octaves", "3", "--seed", "42"])
    ex.click(ex.reveal("teaching.explain"))
    ex.type_into(ex.reveal("teaching.octave", "reveal-octave"), "1")
    m = ex.marks("explain-open")
    x, y, w, h = m["map.left"]["rect"]
    ex.move(x + w * 0.3, y + h * 0.6)
    de.xdo("click", 1)  # the pin the lesson keeps
    time.sleep(0.3)
    ex.click(ex.reveal("teaching.lessons", "reveal-lessons"))
    ex.click(ex.marks("lessons-open")["lessons.save.header"]["rect"])
    m = ex.marks("form")
    path = os.path.join(work, "mine.json")
    for mark, text in (("lessons.save.title", "My value noise"), ("lessons.save.file", path),
                       ("lessons.save.text", "See the grid.")):
        ex.click(m[mark]["rect"])
        ex.frame_passed()  # the field has the keyboard before the first key
        de.xdo("key", "ctrl+a")
        de.xdo("type", "--delay", 20, "--", text)
        ex.frame_passed()
    ex.click(ex.marks("typed")["lessons.save"]["rect"])
    saved = ex.meta("saved")
    if saved["statusIsError"] or not os.path.exists(path):
        de.fail("the lesson was not saved: %r" % saved["status"])
    with open(path) as f:
        lesson = json.load(f)
    t = saved["teaching"]
    want = {"title": "My value noise", "text": "See the grid.", "panel": "explain", "octave": 1,
            "pin": t["pin"]["map"]}
    got = {k: lesson.get(k) for k in want}
    if got != want:
        de.fail("the saved lesson holds %r, expected %r" % (got, want))
    settings = lesson["settings"]
    for key in ("noise", "fade", "octaves", "seed"):
        if settings[key] != saved["params"][key]:
            de.fail("the lesson's %s is %r, the window's %r" % (key, settings[key], saved["params"][key]))
    before = open(path).read()
    ex.click(saved["marks"]["lessons.save"]["rect"])
    again = ex.meta("again")
    if not again["statusIsError"] or open(path).read() != before:
        de.fail("saving over the lesson without replace was not refused: %r" % again["status"])
    ex.close()

    # The file is a lesson the explorer opens as it was.
    shot = os.path.join(work, "opened.png")
    de.screenshot_run(app, work, shot, "--fresh", "--lesson", path)
    opened = de.png_metadata(shot)
    if opened["teaching"]["lesson"] != path or opened["teaching"]["pin"]["map"] != t["pin"]["map"]:
        de.fail("--lesson opened %r with the pin at %r" % (opened["teaching"]["lesson"],
                                                            opened["teaching"]["pin"]["map"]))
    if opened["teaching"]["octave"] != 1 or not opened["teaching"]["show"]["explain"]:
        de.fail("--lesson did not open the explain panel at octave 1: %r" % opened["teaching"])
    for key in ("noise", "fade", "octaves", "seed", "persistence", "frequency"):
        if opened["params"][key] != saved["params"][key]:
            de.fail("--lesson gives %s %r, the saved window had %r" % (key, opened["params"][key],
                                                                       saved["params"][key]))
    print("saved %s and opened it again: %s" % (path, lesson["title"]))


def svg_series(path):
    """{data-series: [(x, y), ...]} of an SVG plot_svg.h wrote (the XML must parse)."""
    import xml.etree.ElementTree as ET
    root = ET.parse(path).getroot()
    ns = "{http://www.w3.org/2000/svg}"
    return {e.get("data-series"): [tuple(float(v) for v in pt.split(",")) for pt in e.get("data-points").split()]
            for e in root.iter() if e.tag in (ns + "polyline", ns + "polygon")}


def save_panel_svg(ex, work, panel, name):
    """Opens `panel` (its sidebar toggle), types WORK/NAME.svg into its Save SVG row and saves; the status."""
    ex.click(ex.reveal("teaching." + panel, name + "-open"))
    path = os.path.join(work, name + ".svg")
    ex.type_into(ex.marks(name + "-opened")[name + ".svg.file"]["rect"], path)
    ex.click(ex.marks(name + "-typed")[name + ".svg.save"]["rect"])
    meta = ex.meta(name + "-saved")
    if meta["statusIsError"] or not os.path.exists(path):
        de.fail("%s: no SVG written: %r" % (panel, meta["status"]))
    return path, meta


def scenario_plotsvg(app, tool, work):
    """The fade curves' and the spectrum's Save SVG write their plots with
    the data: each fade and its slope at 97 values of t, equal to the
    formulas; both maps' spectra in log10 units, each octave's frequency as
    a line; the XML parses."""
    ex = de.Explorer(app, work)
    fade_path, fade_meta = save_panel_svg(ex, work, "fade", "fade")
    spectrum_path, meta = save_panel_svg(ex, work, "spectrum", "spectrum")
    ex.close()
    fades = svg_series(fade_path)
    formulas = {"fade.linear": lambda t: t, "fade.cubic": lambda t: t * t * (3 - 2 * t),
                "fade.quintic": lambda t: t * t * t * (t * (t * 6 - 15) + 10), "slope.linear": lambda t: 1.0,
                "slope.cubic": lambda t: 6 * t * (1 - t), "slope.quintic": lambda t: 30 * t * t * (1 - t) * (1 - t)}
    for name, f in formulas.items():
        points = fades.get(name, [])
        if len(points) != 97 or any(abs(y - f(x)) > 1e-12 for x, y in points):
            de.fail("fade SVG: %s is not the formula at 97 values of t (%d points)" % (name, len(points)))
    spectra = svg_series(spectrum_path)
    octaves = [k for k in spectra if k.startswith("octave.")]
    for slot in ("map.left", "map.right"):
        points = spectra.get(slot, [])
        if len(points) < 8 or any(b[0] <= a[0] for a, b in zip(points, points[1:])):
            de.fail("spectrum SVG: %s has %d points, not ascending rings" % (slot, len(points)))
    if not octaves or len(octaves) > meta["params"]["octaves"]:
        de.fail("spectrum SVG: octave lines %s for %d octaves" % (octaves, meta["params"]["octaves"]))
    print("fade SVG: 6 curves of 97 points equal to the formulas (fade in use %s); spectrum SVG: both maps' rings "
          "(%d and %d), %d octave lines; statuses %r, %r" % (fade_meta["params"]["fade"], len(spectra["map.left"]),
                                                            len(spectra["map.right"]), len(octaves),
                                                            fade_meta["status"], meta["status"]))


def scenario_crosssvg(app, tool, work):
    """The cross-section's Save SVG writes the graph with its data: both maps'
    rows as polylines whose data-points are (map x, value) of each column, equal to
    `noisescope sample` there to 1e-6 (the fill's floats), the octaves as
    stacked areas, the thresholds as rules; the XML parses."""
    ex = de.Explorer(app, work)
    ex.click(ex.reveal("teaching.cross"))
    m = ex.marks("opened")
    x, y, w, h = m["map.left"]["rect"]
    ex.move(x + w * 0.4, y + h * 0.3)
    de.xdo("click", 1)
    time.sleep(0.3)
    m = ex.marks("pinned")
    path = os.path.join(work, "row.svg")
    ex.type_into(m["cross.svg.file"]["rect"], path)
    ex.click(ex.marks("typed")["cross.svg.save"]["rect"])
    meta = ex.meta("saved")
    ex.close()
    if meta["statusIsError"] or not os.path.exists(path):
        de.fail("no SVG written: %r" % meta["status"])
    import xml.etree.ElementTree as ET
    root = ET.parse(path).getroot()
    ns = "{http://www.w3.org/2000/svg}"
    series = svg_series(path)
    params, view, t = meta["params"], meta["view"], meta["teaching"]
    width = int(meta["marks"]["map.left"]["rect"][2])
    octaves = sorted(k for k in series if k.startswith("octave."))
    if octaves != ["octave.%d" % k for k in range(params["octaves"])]:
        de.fail("the SVG's octave areas are %s" % octaves)
    rules = sorted(float(e.get("data-y")) for e in root.iter(ns + "line"))
    if rules != sorted(meta["thresholds"]):
        de.fail("the SVG's rules are at %s, the thresholds %s" % (rules, meta["thresholds"]))
    f, row_y = params["frequency"], t["pin"]["map"][1]
    for slot, kind in zip(("map.left", "map.right"), meta["maps"]):
        points = series[slot]
        if len(points) != width:
            de.fail("%s has %d points for a %d-pixel map" % (slot, len(points), width))
        step = 1.0 / (width * view["zoom"])
        if abs(points[0][0] - (view["cx"] + (0.5 - width / 2) * step)) > 1e-12 or \
                any(abs(b[0] - a[0] - step) > 1e-9 for a, b in zip(points, points[1:])):
            de.fail("%s: the x values are not the columns' centres" % slot)
        args = [APP[0], "sample", "--noise", kind, "--fade", params["fade"], "--seed", str(params["seed"]),
                "--octaves", str(params["octaves"]), "--lacunarity", repr(params["lacunarity"]),
                "--persistence", repr(params["persistence"]), "--frequency", repr(f)]
        if not params["normalize"]:
            args.append("--no-normalize")
        lines = "".join("%r %r\n" % (px * f, row_y * f) for px, _ in points)
        result = subprocess.run(args, input=lines, capture_output=True, text=True)
        if result.returncode != 0:
            de.fail("sample failed: " + result.stderr)
        worst = max(abs(float(v) - py) for v, (_, py) in zip(result.stdout.split(), points))
        if worst > 1e-6:
            de.fail("%s: the SVG's values differ from sample by up to %g" % (slot, worst))
        print("%s (%s): %d points, within %.1e of sample" % (slot, kind, len(points), worst))


def scenario_steps(app, tool, work):
    """The explain panel builds the interpolation a step at a time: > goes
    from everything (0) to step 1, each step adds to the drawing, step 5 once
    its marker has slid is the whole drawing again, and play steps through
    1 to 5 by itself and stops on everything."""
    ex = de.Explorer(app, work, args=["--fade", "cubic", "--noise", "value"])
    ex.click(ex.reveal("teaching.explain"))
    ex.type_into(ex.marks("opened")["explain.x"]["rect"], "0.25")
    ex.type_into(ex.marks("x")["explain.y"]["rect"], "0.75")
    whole = ex.screenshot("step-0")
    m = de.png_metadata(whole)["marks"]
    cell = m["explain.cell"]["rect"]
    drawings = [region(whole, cell)]
    for k in range(1, 6):
        ex.click(m["explain.step.next"]["rect"])
        shot = ex.screenshot("step-%d" % k)  # written once the step's marker has slid
        meta = de.png_metadata(shot)
        if meta["teaching"]["steps"] != {"step": k, "playing": False}:
            de.fail("after %d clicks on > the panel is at %r" % (k, meta["teaching"]["steps"]))
        if meta["marks"]["explain.cell"]["rect"] != cell:
            de.fail("step %d moved the cell drawing" % k)
        drawings.append(region(shot, cell))
    for k in range(2, 6):
        if drawings[k] == drawings[k - 1]:
            de.fail("step %d adds nothing to step %d's drawing" % (k, k - 1))
    if drawings[1] == drawings[0]:
        de.fail("step 1 shows as much as the whole drawing")
    if drawings[5] != drawings[0]:
        de.fail("step 5, its marker slid, is not the whole drawing")
    ex.click(m["explain.step.play"]["rect"])
    playing = ex.meta("playing")["teaching"]["steps"]
    if not playing["playing"] or playing["step"] < 1:
        de.fail("play did not start the steps: %r" % playing)
    de.wait_until("the steps to play through", lambda: ex.meta("played")["teaching"]["steps"] ==
                  {"step": 0, "playing": False}, timeout=30, process=ex)
    ex.close()
    print("steps 1 to 5 each add to the drawing; step 5 is the whole; play ends on everything")


def scenario_mistakes(app, work):
    """Under a mistake switch every view shows the same field: in lesson 14
    (octaves share a seed) and lesson 15 (cast instead of floor) the explain
    panel's numbers at a pinned pixel, left of and above the origin, are
    `noisescope explain`'s with the same switch, and its cell is the cast's."""
    for lesson, switch in (("14-mistake-shared-seed", "mistake-shared-seed"), ("15-mistake-cast", "mistake-cast")):
        ex = de.Explorer(app, work, args=["--fresh", "--lesson", lesson])
        start = ex.marks(lesson + "-start")
        ex.click(ex.reveal("teaching.explain", lesson + "-explain"))
        x, y, w, h = start["map.left"]["rect"]
        ex.move(x + w * 0.12 + 0.3, y + h * 0.78)  # clear of the Lessons and Explain panels
        de.xdo("click", 1)
        time.sleep(0.3)
        shot = ex.screenshot(lesson + "-pinned")
        ex.close()
        meta = de.png_metadata(shot)
        if not meta["params"].get(switch):
            de.fail("%s: the switch %s is not on: %r" % (lesson, switch, meta["params"]))
        explained = check_explained(shot, "value", meta["teaching"]["octave"])
        if switch == "mistake-cast":
            px = explained["position"][0]
            if not px < 0 or explained["cell"][0] != int(px):
                de.fail("%s: position %r has cell %r, not the cast's" % (lesson, px, explained["cell"]))


def scenario_panelcolumn(app, work):
    """Open panels take a column of their own beside the maps: with Lessons,
    Explain, Fade curves, Cross-section and 3D open, at 100% and 200%, no
    panel covers a map, an octave tile, a band view or the mistake banner,
    no two panels overlap, and every panel lies inside the window."""
    views = ("map.left", "map.right", "mistake.banner")
    for scale in ("1", "2"):
        ex = de.Explorer(app, work, args=["--fresh", "--3d", "--ui-scale", scale, "--lesson", "14-mistake-shared-seed"])
        for mark in ("teaching.explain", "teaching.fade", "teaching.cross"):
            ex.click(ex.reveal(mark, "%s-%s" % (mark, scale)))
        meta = ex.meta("open-" + scale)
        ex.close()
        m = meta["marks"]
        panels = sorted(k for k in m if k.startswith("panel."))
        shown = [k for k in m if k in views or k.startswith(("octave.", "band.")) and "rect" in m[k]]
        print("at %s: panels %s" % (scale, panels))
        if len(panels) < 5:
            de.fail("at %s expected five panels open, saw %s" % (scale, panels))
        for i, a in enumerate(panels):
            r = m[a]["rect"]
            if r[0] < 0 or r[1] < 0 or r[0] + r[2] > de.SIZE[0] + 1 or r[1] + r[3] > de.SIZE[1] + 1:
                de.fail("at %s %s %r runs out of the window" % (scale, a, r))
            for v in shown:
                if de.overlap(r, m[v]["rect"]):
                    de.fail("at %s %s %r covers %s %r" % (scale, a, r, v, m[v]["rect"]))
            for b in panels[i + 1:]:
                if de.overlap(r, m[b]["rect"]):
                    de.fail("at %s the panels %s and %s overlap" % (scale, a, b))


def maps_of(shot, meta):
    """The RGB bytes of the two main maps in a screenshot."""
    m = meta["marks"]
    return region(shot, m["map.left"]["rect"]) + region(shot, m["map.right"]["rect"])


def scenario_pinclear(app, work):
    """A pin comes off as a user expects: Esc, a right-click on a map, and a
    double-click (which resets the view) each leave no pin, in the metadata
    and on screen (the maps are the unpinned maps again, pixel for pixel);
    the double-click's own clicks pin nothing."""
    ex = de.Explorer(app, work, args=["--fresh"])
    first = ex.screenshot("start")
    start = de.png_metadata(first)
    bare = maps_of(first, start)
    x, y, w, h = start["marks"]["map.left"]["rect"]
    spot = (x + w * 0.37, y + h * 0.61)

    def pin(name):
        ex.move(*spot)
        de.xdo("click", 1)
        time.sleep(0.3)
        shot = ex.screenshot(name)
        meta = de.png_metadata(shot)
        if not meta["teaching"]["pin"]["active"] or maps_of(shot, meta) == bare:
            de.fail("%s: a click on the value map did not pin a ring on the maps" % name)
        return meta

    def unpinned(name):
        shot = ex.screenshot(name)
        meta = de.png_metadata(shot)
        print("%s: pin %r" % (name, meta["teaching"]["pin"]))
        if meta["teaching"]["pin"]["active"]:
            de.fail("%s left the pin" % name)
        if meta["view"] == start["view"] and maps_of(shot, meta) != bare:
            de.fail("%s: the maps still differ from the unpinned maps" % name)
        return meta

    pin("pinned")
    de.xdo("key", "Escape")
    time.sleep(0.3)
    unpinned("escape")
    pin("pinned-again")
    ex.move(*spot)
    de.xdo("click", 3)
    time.sleep(0.3)
    unpinned("right-click")
    pinned = pin("pinned-third")
    ex.drag(spot, (spot[0] + 40, spot[1] + 25))  # off the default view first
    if ex.meta("panned")["view"] == pinned["view"]:
        de.fail("the drag did not pan")
    ex.double_click(*spot)
    reset = unpinned("double-click")
    if reset["view"] != pinned["view"]:
        de.fail("the double-click did not put the default view back: %r, expected %r" % (reset["view"], pinned["view"]))
    ex.close()


ARROW = bytes((255, 200, 80))  # explain_panel.cpp's arrow colour


def scenario_explainfit(app, tool, work):
    for scale in ("1", "2"):
        ex = de.Explorer(app, work, args=["--fresh", "--ui-scale", scale])
        m = ex.marks("start-" + scale)
        x, y, w, h = m["map.left"]["rect"]
        ex.move(x + w * 0.37 + 0.3, y + h * 0.61)  # seed 7: corners (2, 2) and (1, 3) have g = (0, -1), (0, 1)
        de.xdo("click", 1)
        time.sleep(0.3)
        ex.click(ex.reveal("teaching.explain", "reveal-" + scale))
        ex.click(ex.marks("opened-" + scale)["explain.gradient"]["rect"])
        shot = ex.screenshot("gradient-" + scale)
        ex.close()
        meta = de.png_metadata(shot)
        m, s = meta["marks"], meta["uiScale"]["applied"]
        vertical = [g for g in meta["teaching"]["explained"]["gradients"] if abs(g[1]) > 0.99]
        if len(vertical) < 2:
            de.fail("expected corners with vertical gradients at this pin, got %r" % meta["teaching"]["explained"])
        panel, cell, caption = m["panel.explain"]["rect"], m["explain.cell"]["rect"], m["explain.caption"]["rect"]
        rows = decode(shot)
        outside = 0
        for r in range(int(panel[1]), int(panel[1] + panel[3])):
            for c in range(int(panel[0]), int(panel[0] + panel[2])):
                if rows[r][c * 3:c * 3 + 3] == ARROW and not inside_point(c, r, cell):
                    outside += 1
        if outside:
            de.fail("at %s: %d arrow pixels outside the cell drawing %r" % (scale, outside, cell))
        if caption[1] < cell[1] + cell[3]:
            de.fail("at %s: the caption %r starts inside the cell drawing %r" % (scale, caption, cell))
        # The panel's inner edge: its padding and, when it scrolls, the scrollbar (14 px at 100%).
        right = panel[0] + panel[2] - (8 + 14) * s
        # The corner rows, the drawing (it shrinks to the panel) and the typed point's fields (the y
        # field takes the next line where it does not fit beside x).
        for name in sorted(k for k in m if k.startswith("explain.corner.")) + ["explain.cell", "explain.x",
                                                                                "explain.y"]:
            r = m[name]["rect"]
            if r[0] + r[2] > right:
                de.fail("at %s: %s %r runs past the panel's inner edge %.0f" % (scale, name, r, right))
        print("at %s: arrows inside the drawing %r, caption under it, corner rows, drawing and fields "
              "inside the panel %r" % (scale, cell, panel))


def inside_point(x, y, rect):
    return rect[0] <= x < rect[0] + rect[2] and rect[1] <= y < rect[1] + rect[3]


def region(shot, rect):
    """The RGB bytes of a rectangle of the screenshot."""
    x, y, w, h = (int(v) for v in rect)
    rows = decode(shot, y + h)
    return b"".join(rows[r][x * 3:(x + w) * 3] for r in range(y, y + h))


def add_bytes(a, b):
    """a + b per byte, modulo 256, for two byte strings of one length: the
    carry out of each byte is masked off (bytewise addition in one big-integer
    sum, so a row costs a few C operations instead of a Python loop)."""
    n = len(a)
    low, high = int.from_bytes(b"\x7f" * n, "big"), int.from_bytes(b"\x80" * n, "big")
    x, y = int.from_bytes(a, "big"), int.from_bytes(b, "big")
    return (((x & low) + (y & low)) ^ ((x ^ y) & high)).to_bytes(n, "big")


def decode(shot, limit=None):
    """The screenshot's rows of RGB bytes (an 8-bit RGB PNG, as the explorer
    writes), the first `limit` of them when given. Rows filtered None or Up
    (what the explorer writes) take the fast path; Sub, Average and Paeth are
    undone byte by byte."""
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
    rows, prev = [], bytes(stride)
    count = len(raw) // (stride + 1)
    for r in range(count if limit is None else min(limit, count)):
        kind, line = raw[r * (stride + 1)], raw[r * (stride + 1) + 1:(r + 1) * (stride + 1)]
        if kind == 2:
            line = add_bytes(line, prev)
        elif kind != 0:
            line = bytearray(line)
            for i in range(stride):
                a = line[i - 3] if i >= 3 else 0
                b = prev[i]
                c = prev[i - 3] if i >= 3 else 0
                if kind == 1:
                    line[i] = (line[i] + a) & 255
                elif kind == 3:
                    line[i] = (line[i] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            line = bytes(line)
        rows.append(line)
        prev = line
    return rows


def scenario_panels(app, tool, work):
    ex = de.Explorer(app, work)
    start = ex.marks("start")
    ex.click(ex.reveal("teaching.fade"))
    opened = ex.marks("fade-open")
    if "panel.fade" not in opened:
        de.fail("the fade-curve panel did not open")
    ex.click(opened["fade.cubic"]["rect"])
    if ex.params("fade-cubic")["fade"] != "cubic":
        de.fail("the fade panel's cubic chip did not select cubic")
    ex.click(ex.reveal("teaching.fade", "reveal-close"))  # close it again

    ex.click(ex.reveal("teaching.cross", "reveal-cross"))
    x, y, w, h = start["map.left"]["rect"]
    ex.move(x + w * 0.5, y + h * 0.3)
    de.xdo("click", 1)
    time.sleep(0.3)
    one = ex.screenshot("cross-1")
    graph = de.png_marks(one).get("cross.graph")
    if graph is None:
        de.fail("the cross-section drew no graph")
    first = region(one, graph["rect"])
    if len(set(first[i:i + 3] for i in range(0, len(first), 3))) < 8:
        de.fail("the cross-section graph is nearly blank")
    ex.move(x + w * 0.5, y + h * 0.8)
    de.xdo("click", 1)
    time.sleep(0.3)
    two = ex.screenshot("cross-2")
    if region(two, de.png_marks(two)["cross.graph"]["rect"]) == first:
        de.fail("the cross-section did not follow the pinned row")
    ex.close()


def scenario_histogram(app, tool, work):
    ex = de.Explorer(app, work)
    ex.click(ex.reveal("teaching.histogram"))
    opened = ex.meta("open")
    plot = opened["marks"]["histogram.left"]["rect"]
    handle = opened["marks"]["histogram.left.t1"]["rect"]
    hx, target = de.centre(handle)[0], plot[0] + 0.25 * plot[2]
    ex.drag(de.centre(handle), *[(hx + (target - hx) * step / 5, plot[1] + plot[3] / 2) for step in range(1, 6)])
    after = ex.meta("dragged")
    ex.close()
    t1 = after["thresholds"][0]
    if abs(t1 - 0.25) > 1.5 / plot[2]:
        de.fail("dragging the t1 marker to a quarter of the histogram gave t1 = %r" % t1)
    if after["thresholds"][1:] != opened["thresholds"][1:]:
        de.fail("dragging t1 moved t2 or t3: %r -> %r" % (opened["thresholds"], after["thresholds"]))
    if after["fieldJobs"] != opened["fieldJobs"]:
        de.fail("moving a threshold recomputed a field")
    if after["marks"]["band.bands"]["thresholds"][0] != t1:
        de.fail("the band views were not recoloured with the dragged threshold")
    print("t1 dragged from %r to %r" % (opened["thresholds"][0], t1))


def spectrum_slope(shot):
    t = de.png_metadata(shot)["teaching"]
    if "spectrum" not in t or None in t["spectrum"]["slopes"]:
        de.fail("no fitted spectrum slope in " + shot)
    s = t["spectrum"]
    return dict(zip(s["kinds"], s["slopes"]), persistence=s["persistence"])


def scenario_spectrum(app, tool, work):
    """The spectrum panel opens, draws both curves, and its fitted slope
    follows persistence: steeper at 0.3, flatter at 0.8, near 2 ln(p)/ln(2) - 2."""
    ex = de.Explorer(app, work)
    ex.click(ex.reveal("teaching.spectrum"))
    opened = ex.screenshot("open")
    start = de.png_marks(opened)
    plot = start.get("spectrum.plot")
    if plot is None:
        de.fail("the spectrum panel drew no plot")
    pixels = region(opened, plot["rect"])
    if len(set(pixels[i:i + 3] for i in range(0, len(pixels), 3))) < 8:
        de.fail("the spectrum plot is nearly blank")
    slopes = {}
    for p in ("0.3", "0.8"):
        # Opening the spectrum scrolled the sidebar down: bring the slider back first.
        ex.type_into(ex.reveal("slider.persistence", "reveal-persistence-" + p), p)
        time.sleep(0.3)
        s = spectrum_slope(ex.screenshot("persistence-" + p))
        if abs(s["persistence"] - float(p)) > 1e-6:
            de.fail("the spectrum was computed for persistence %r, not %s" % (s["persistence"], p))
        expected = 2 * math.log(float(p)) / math.log(2) - 2
        for noise in ("value", "gradient"):
            # The ideal slope assumes every octave's own spectrum is flat; each
            # octave's basis (its fade, its lattice) bends the measured slope by
            # up to about 1.1 at persistence 0.8 with the linear fade of a first start.
            if abs(s[noise] - expected) > 1.5:
                de.fail("persistence %s: %s slope %r, far from %r" % (p, noise, s[noise], expected))
        slopes[p] = s
        print("persistence %s: slopes value %.2f gradient %.2f (predicted %.2f)" % (p, s["value"], s["gradient"],
                                                                                    expected))
    ex.close()
    for noise in ("value", "gradient"):
        if slopes["0.8"][noise] < slopes["0.3"][noise] + 1.0:
            de.fail("%s slope did not follow persistence: %r at 0.3, %r at 0.8" % (noise, slopes["0.3"][noise],
                                                                                  slopes["0.8"][noise]))


def check_lattice_lines(shot):
    """On each main map, every cell border of the chosen octave has the
    overlay's line on the pixel column (and row) whose samples straddle it."""
    meta = de.png_metadata(shot)
    rows = decode(shot)
    p, v, octave = meta["params"], meta["view"], meta["teaching"]["octave"]
    cells = p["frequency"] * p["lacunarity"] ** octave
    checked = 0
    for name in ("map.left", "map.right"):
        x, y, w, h = (int(c) for c in meta["marks"][name]["rect"])

        def magenta(px, py):
            r, g, b = rows[py][px * 3:px * 3 + 3]
            return r > 200 and g < 90 and b > 200

        left = (v["cx"] - 0.5 / v["zoom"]) * cells
        i = math.ceil(left)
        while True:
            s = (i / cells - v["cx"]) * w * v["zoom"] + w / 2
            if s >= w:
                break
            column = math.floor(s)
            if column <= 0:  # on the map's left edge: the views' clip rectangle may hide it
                i += 1
                continue
            hits = sum(magenta(x + column, y + r) for r in range(2, h - 2, 4))
            total = len(range(2, h - 2, 4))
            if hits < 0.6 * total:
                de.fail("%s: no overlay line on column %d (lattice x = %d): %d of %d rows" % (name, column, i, hits,
                                                                                         total))
            for off in (-3, 3):
                if 0 <= column + off < w:
                    stray = sum(magenta(x + column + off, y + r) for r in range(2, h - 2, 4))
                    if stray > 0.3 * total:
                        de.fail("%s: the line of lattice x = %d is also %d columns away" % (name, i, off))
            checked += 1
            i += 1
    if checked < 4:
        de.fail("only %d lattice lines to check" % checked)
    print("%d lattice lines on their pixel columns (octave %d, zoom %r)" % (checked, octave, v["zoom"]))


def scenario_lattice(app, tool, work):
    ex = de.Explorer(app, work)
    start = ex.marks("start")
    ex.click(ex.reveal("chip.lattice"))
    check_lattice_lines(ex.screenshot("octave0"))
    x, y, w, h = start["map.left"]["rect"]
    ex.move(x + w * 0.3, y + h * 0.4)
    de.xdo("click", 4)  # one wheel notch: zoom 1.25 at the cursor
    time.sleep(0.3)
    ex.drag((x + w * 0.5, y + h * 0.5), (x + w * 0.5 + 37, y + h * 0.5 + 11))
    check_lattice_lines(ex.screenshot("zoomed-panned"))
    ex.type_into(ex.reveal("teaching.octave", "reveal-octave"), "2")
    ex.rest_pointer()
    de.xdo("click", 1)
    time.sleep(0.25)
    check_lattice_lines(ex.screenshot("octave2"))
    ex.close()


def scenario_lessons(app, tool, work):
    """Each built-in lesson loads with --lesson, applies its settings and
    opens its panel, and its maps differ from the previous lesson's."""
    folder = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "lessons")
    ids = sorted(f[:-5] for f in os.listdir(folder) if f.endswith(".json"))
    if len(ids) < 10:
        de.fail("only %d lessons in %s" % (len(ids), folder))
    previous = None
    for ident in ids:
        shot = os.path.join(work, ident + ".png")
        de.screenshot_run(app, work, shot, "--fresh", "--lesson", ident)
        meta = de.png_metadata(shot)
        with open(os.path.join(folder, ident + ".json")) as f:
            lesson = json.load(f)
        if meta["teaching"]["lesson"] != ident:
            de.fail("%s: the screenshot says lesson %r" % (ident, meta["teaching"]["lesson"]))
        for key in ("noise", "fade", "octaves", "frequency", "persistence", "lacunarity", "normalize"):
            if key in lesson["settings"] and meta["params"][key] != lesson["settings"][key]:
                de.fail("%s: %s is %r, the lesson says %r" % (ident, key, meta["params"][key], lesson["settings"][key]))
        panel = {"explain": "explain", "fade": "fadeCurves", "cross": "crossSection", "histogram": "histogram",
                 "lattice": "lattice", "spectrum": "spectrum"}.get(lesson["panel"])
        if panel and not meta["teaching"]["show"][panel]:
            de.fail("%s: the %s panel is not open" % (ident, lesson["panel"]))
        m = meta["marks"]
        # A teaching-only mistake is named in the metadata and on the maps.
        mistakes = sorted(k for k, v in lesson["settings"].items() if k.startswith("mistake-") and v)
        if bool(mistakes) != ("mistakes" in meta["params"]) or bool(mistakes) != ("mistake.banner" in m):
            de.fail("%s: mistakes %r, but metadata says %r and the banner is %s" %
                    (ident, mistakes, meta["params"].get("mistakes"), "mistake.banner" in m))
        maps = region(shot, m["map.left"]["rect"]) + region(shot, m["map.right"]["rect"])
        if previous is not None and maps == previous[1]:
            de.fail("%s shows the same maps as %s" % (ident, previous[0]))
        previous = (ident, maps)
        print("lesson", ident, "loaded; its maps differ from the one before")
        check_lesson_fits(meta, ident)
        if ident in ids[:3]:  # and at 200%, where a fixed height left a third of the panel empty
            big = os.path.join(work, ident + "-2x.png")
            de.screenshot_run(app, work, big, "--fresh", "--lesson", ident, "--ui-scale", "2")
            check_lesson_fits(de.png_metadata(big), ident + " at 200%")


def check_lesson_fits(meta, what):
    """The Lessons panel ends just under its last line (the closed "Save this
    state as a lesson" header under the lesson's text): nothing cut off, no
    empty space (the window's padding, 8 px at 100%, and a pixel)."""
    m, scale = meta["marks"], meta["uiScale"]["applied"]
    last = m["lessons.save.header"]
    if not last["rect"][1] > (m["lessons.look"] if "lessons.look" in m else m["lessons.text"])["rect"][1]:
        de.fail("%s: the save header is not under the lesson's text" % what)
    x, y, w, h = m["panel.lessons"]["rect"]
    gap = (y + h) - (last["rect"][1] + last["rect"][3])
    if gap < 0 or gap > 8 * scale + 2:
        de.fail("%s: the Lessons panel ends %.0f px under its last line (%.0f px tall): expected 0 to %.0f" %
                (what, gap, h, 8 * scale + 2))
    print("%s: the Lessons panel ends %.0f px under its text" % (what, gap))
    # Every title over a view shows whole: none is cut at its edge.
    clipped = [k for k in m if k.startswith("clipped.title")]
    if clipped:
        de.fail("%s: titles cut: %s" % (what, ", ".join(sorted(clipped))))
    # Captions wrap inside their panel (at 200% they once ran past its edge, cut), and the SVG rows'
    # buttons stay in it.
    for mark, panel in (("lessons.look", "panel.lessons"), ("fade.note", "panel.fade"),
                        ("spectrum.note", "panel.spectrum"), ("histogram.note", "panel.histogram"),
                        ("cross.row", "panel.cross"), ("fade.svg.save", "panel.fade"),
                        ("spectrum.svg.save", "panel.spectrum"), ("cross.svg.save", "panel.cross")):
        if mark in m and panel in m:
            px, _, pw, _ = m[panel]["rect"]
            cx, _, cw, _ = m[mark]["rect"]
            if cx < px or cx + cw > px + pw:
                de.fail("%s: %s runs from x %.0f to %.0f, past its panel (%.0f to %.0f)" %
                        (what, mark, cx, cx + cw, px, px + pw))


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        sys.exit(2)
    scenario, app, work = sys.argv[1], os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3])
    APP[0] = app
    de.scenario_teaching_explain = scenario_explain
    de.scenario_teaching_typed = scenario_typed
    de.scenario_teaching_savelesson = scenario_savelesson
    de.scenario_teaching_crosssvg = scenario_crosssvg
    de.scenario_teaching_plotsvg = scenario_plotsvg
    de.scenario_teaching_steps = scenario_steps
    de.scenario_teaching_panels = scenario_panels
    de.scenario_teaching_histogram = scenario_histogram
    de.scenario_teaching_lattice = scenario_lattice
    de.scenario_teaching_lessons = scenario_lessons
    de.scenario_teaching_spectrum = scenario_spectrum
    de.scenario_teaching_explainfit = scenario_explainfit
    de.scenario_teaching_pinclear = lambda app, tool, work: scenario_pinclear(app, work)
    de.scenario_teaching_mistakes = lambda app, tool, work: scenario_mistakes(app, work)
    de.scenario_teaching_panelcolumn = lambda app, tool, work: scenario_panelcolumn(app, work)
    sys.argv = [sys.argv[0], "teaching_" + scenario, app, "", work]
    de.main()


if __name__ == "__main__":
    main()
