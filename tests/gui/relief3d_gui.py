#!/usr/bin/env python3
"""The 3D panel in the real explorer, under Xvfb, driven by xdotool.

usage: relief3d_gui.py SCENARIO NOISESCOPE [SCREEN_CHECK] WORKDIR

  render   `--3d --screenshot` shows the panel with a picture of many colours;
           without --3d the panel asks for no field and draws nothing
  wide     at 100% and 200% the picture fills the panel's width (less its
           padding and scrollbar) with the maps' aspect
  flat     value noise, height scale 0, the camera straight above ("top") and
           the light straight down: the picture is the value map's colours (after
           resampling to the map's pixels, nearly every pixel within three
           levels); a height scale of 0.5 then changes the picture
  orbit    a real drag on the picture turns the camera by 0.4 degrees per
           pixel (yaw from x, pitch from y) and changes the picture; a wheel
           notch zooms by 1.25; "isometric" puts seeds/004's camera back
  idle     open and idle, the panel draws nothing more and uploads nothing
           (the idle counters stay 0); closed with its checkbox, it draws
           nothing either while the maps still follow the sliders
  hillshade the band row's relief view, lit from an azimuth, altitude and height
           scale typed into the View panel's sliders, is what core's
           colouriseMap paints for the same field (screen_check maps: within one
           level, every view); the light changed the relief view and no other
           view, and computed no field
  heightrange the export panel's mesh height slider, dragged past its right end,
           reaches core's kHeightScaleMax (10, as the command line accepts),
           and the relief view is shaded with it
  oneheight the 3D panel's height is the relief view's and the mesh export's:
           typed 0.3 there, the relief view's preset and an exported glb say 0.3
  biomes   the panel's "biome" colouring, flat from the top with the light
           straight down, is `noisescope render --view biome` of the map it
           shows (within two levels for 90% of the pixels, as flat)
  shared   with the window sized so that the main map is exactly the 256 grid,
           the panel shows the map's own field (the worker copies it, samples
           no field of its own); at 512 it computes its own
  marks    the Scatter section's points stand on the mesh: as many marks as the
           right map's points in view, the picture changed where they stand,
           and hidden again the picture is the bare one to the pixel
  fps      (not in ctest) spins the camera and prints frames per second

The scaffolding (Xvfb, the window, F12 screenshots with metadata) is
drive_explorer.py's; the PNG decoding is teaching_gui.py's.
"""
import json
import os
import struct
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import drive_explorer as de  # noqa: E402
import teaching_gui as tg  # noqa: E402

DEGREES_PER_PIXEL = 0.4  # relief3d_panel.cpp


def relief_pixels(shot):
    m = de.png_metadata(shot)["marks"]["relief.image"]["rect"]
    return tg.region(shot, m), m


def distinct(pixels):
    return len(set(pixels[i:i + 3] for i in range(0, len(pixels), 3)))


def changed_share(a, b):
    """Share of pixels that differ by more than 8 levels in some channel."""
    n = len(a) // 3
    moved = sum(1 for i in range(n) if max(abs(a[3 * i + c] - b[3 * i + c]) for c in range(3)) > 8)
    return moved / n


def scenario_marks(app, tool, work):
    """The Scatter section's points stand on the 3D view: shown, the picture
    holds a mark for each point of the map of its noise inside the view, and
    changes where they stand; hidden again, it is the picture without them
    to the pixel."""
    ex = de.Explorer(app, work, args=["--fresh", "--preset", "island", "--3d"])
    bare = ex.screenshot("bare")
    ex.click(ex.reveal("scatter.header", "scatter"))
    ex.click(ex.reveal("scatter.show", "show"))
    marked = ex.screenshot("marked")
    meta = de.png_metadata(marked)
    sc, relief = meta["scatter"], meta["relief"]
    vx0, vy0, vx1, vy1 = sc["view"]
    # The 3D view shows gradient noise, the right map's.
    if not 100 < relief["marks"] <= sc["count"][1]:
        de.fail("the 3D view stands %d marks, the right map holds %d points" % (relief["marks"], sc["count"][1]))
    share = changed_share(relief_pixels(bare)[0], relief_pixels(marked)[0])
    print("marks: %d on the picture, %.4f of its pixels changed" % (relief["marks"], share))
    if share < 0.003:
        de.fail("the marks changed only %.4f of the 3D picture" % share)
    ex.click(ex.reveal("scatter.show", "hide"))
    again = ex.screenshot("again")
    if de.png_metadata(again)["relief"]["marks"] != 0 or changed_share(relief_pixels(bare)[0], relief_pixels(again)[0]) != 0:
        de.fail("hiding the points did not give back the bare 3D picture")
    ex.close()


def scenario_render(app, tool, work):
    shots = {}
    for name, extra in (("open", ["--3d"]), ("closed", [])):
        shots[name] = os.path.join(work, name + ".png")
        de.screenshot_run(app, work, shots[name], "--fresh", *extra)
    r = de.png_metadata(shots["open"])["relief"]
    print("open:", r)
    if not r["shown"] or r["renders"] < 1 or r["uploads"] < 1 or r["grid"][0] != 256:
        de.fail("with --3d the panel should show a 256-wide grid, drawn at least once")
    pixels, rect = relief_pixels(shots["open"])
    if rect[2] != r["image"][0] or rect[3] != r["image"][1]:
        de.fail("the picture's mark %r and its size %r differ" % (rect, r["image"]))
    if distinct(pixels) < 500:
        de.fail("the 3D picture has only %d colours" % distinct(pixels))
    closed = de.png_metadata(shots["closed"])
    print("closed:", closed["relief"])
    if closed["relief"]["shown"] or "relief.image" in closed["marks"]:
        de.fail("the panel shows without --3d")
    if closed["relief"]["renders"] != 0 or closed["relief"]["uploads"] != 0 or closed["relief"]["grid"] != [0, 0]:
        de.fail("the closed panel asked for a field or drew")
    # At 200% the panel's rows wrap: every control lies inside the panel, none cut at its right edge.
    large = os.path.join(work, "open-200.png")
    de.screenshot_run(app, work, large, "--fresh", "--3d", "--ui-scale", "2")
    marks = de.png_marks(large)
    px, _, pw, _ = marks["panel.relief3d"]["rect"]
    controls = [k for k in marks if k.startswith("relief.") and k != "relief.image"]
    outside = [k for k in controls if marks[k]["rect"][0] + marks[k]["rect"][2] > px + pw]
    print("at 200%%: %d controls, outside the panel: %s" % (len(controls), outside))
    if len(controls) < 15 or outside:
        de.fail("at 200%% the 3D panel cuts %s" % outside)


def scenario_wide(app, tool, work):
    for scale in ("1", "2"):
        shot = os.path.join(work, "wide-%s.png" % scale)
        de.screenshot_run(app, work, shot, "--fresh", "--3d", "--ui-scale", scale)
        m = de.png_metadata(shot)["marks"]
        panel, image, value = m["panel.relief3d"]["rect"], m["relief.image"]["rect"], m["map.left"]["rect"]
        s = float(scale)
        inner = panel[2] - 2 * 8 * s  # the window's padding, 8 px at 100%
        if image[0] + image[2] > panel[0] + panel[2] or image[2] < inner - 14 * s - 1:  # 14: the scrollbar
            de.fail("at %s: the picture %r does not fill the panel %r (inner width %.0f)" % (scale, image, panel, inner))
        if abs(image[3] - image[2] * value[3] / value[2]) > 1.0:
            de.fail("at %s: the picture %r has not the maps' aspect %r" % (scale, image, value))
        print("at %s: picture %r in panel %r" % (scale, image, panel))


def step(ex, name, act, done):
    """Does `act` until the screenshot's metadata says `done` (twice at most:
    on a loaded machine a click can land while a slow frame is drawn)."""
    for attempt in (1, 2):
        act()
        m = ex.meta(name)  # waits until the panel shows the current state
        if done(m["relief"]):
            return m
        print("%s: not applied (%s), once more" % (name, m["relief"]))
    de.fail(name + " did not apply")


def set_flat_top(ex, marks):
    step(ex, "top", lambda: ex.click(marks["relief.top"]["rect"]), lambda r: r["camera"]["pitch"] == 90)
    # The value map is not under the panel's window.
    step(ex, "value", lambda: ex.click(marks["relief.value"]["rect"]), lambda r: r["noise"] == "value")
    # About one vertex per map pixel.
    step(ex, "grid512", lambda: ex.click(marks["relief.grid512"]["rect"]), lambda r: r["grid"][0] == 512)
    step(ex, "height0", lambda: ex.type_into(marks["relief.height"]["rect"], "0"), lambda r: r["heightScale"] == 0)
    return step(ex, "light90", lambda: ex.type_into(marks["relief.altitude"]["rect"], "90"),
                lambda r: r["light"][1] == 90)


def compare_pixels(px, pr, mp, mw, mh, wx):
    """Each picture pixel (px, rectangle pr) against the reference (mp, mw x mh)
    pixel at the same place; reference columns from wx on are skipped.
    Returns the median, 90%, 99% and largest channel difference."""
    pw, ph = int(pr[2]), int(pr[3])
    diffs = []
    for y in range(ph):
        my = min(mh - 1, int((y + 0.5) * mh / ph))
        for x in range(pw):
            mx = min(mw - 1, int((x + 0.5) * mw / pw))
            if mx >= wx - 1:
                continue
            a, b = 3 * (y * pw + x), 3 * (my * mw + mx)
            diffs.append(max(abs(px[a + c] - mp[b + c]) for c in range(3)))
    diffs.sort()
    n = len(diffs)
    return diffs[n // 2], diffs[int(n * 0.9)], diffs[int(n * 0.99)], diffs[-1]


def compare_with_map(shot):
    """Each picture pixel against the map pixel at the same place."""
    m = de.png_metadata(shot)
    px, pr = relief_pixels(shot)
    noise = m["relief"]["noise"]
    mp = tg.region(shot, m["marks"][de.map_showing(m, noise)]["rect"])
    mr = m["marks"][de.map_showing(m, noise)]["rect"]
    wx = m["marks"]["panel.relief3d"]["rect"][0] - mr[0]  # the map's columns from here on lie under the panel
    return compare_pixels(px, pr, mp, int(mr[2]), int(mr[3]), wx)


def scenario_flat(app, tool, work):
    # The command line's thresholds: the first start's bands (0.45, 0.50, 0.55)
    # make the ramp change colour so steeply that the mesh's resampling of the
    # map differs from its pixels by more than this comparison allows.
    ex = de.Explorer(app, work, args=["--fresh", "--3d", "--thresholds", "0.35,0.45,0.7"])
    start = ex.meta("start")
    set_flat_top(ex, start["marks"])
    flat_shot = os.path.join(ex.shots, "light90.png")
    print("flat:", de.png_metadata(flat_shot)["relief"])
    median, p90, p99, worst = compare_with_map(flat_shot)
    print("picture vs map, largest channel difference: median %d, 90%% %d, 99%% %d, max %d" %
          (median, p90, p99, worst))
    # In the panel column the picture is about the map's width, so each of its pixels resamples about
    # 1.3 vertices of the 512 grid (0.9 when the panel floated wider): 90% within three levels.
    if median > 1 or p90 > 3:
        de.fail("the flat top view is not the map's colours")
    flat, _ = relief_pixels(flat_shot)
    step(ex, "tall", lambda: ex.type_into(start["marks"]["relief.height"]["rect"], "0.5"),
         lambda r: r["heightScale"] == 0.5)
    tall_shot = os.path.join(ex.shots, "tall.png")
    ex.close()
    tall, _ = relief_pixels(tall_shot)
    share = changed_share(flat, tall)
    print("height 0.5: %.1f%% of the pixels changed" % (100 * share))
    if share < 0.2:
        de.fail("a height scale of 0.5 did not change the picture")
    if compare_with_map(tall_shot)[1] <= 2:
        de.fail("with height the picture still equals the map")


def scenario_orbit(app, tool, work):
    ex = de.Explorer(app, work, args=["--fresh", "--3d"])
    before_shot = ex.screenshot("before")
    before = de.png_metadata(before_shot)
    cam0 = before["relief"]["camera"]
    x, y = de.centre(before["marks"]["relief.image"]["rect"])
    dx, dy = 60, 40
    ex.drag((x, y), (x + dx / 2, y + dy / 2), (x + dx, y + dy))
    after_shot = ex.screenshot("after")
    cam1 = de.png_metadata(after_shot)["relief"]["camera"]
    print("camera before", cam0, "after", cam1)
    if abs(cam1["yaw"] - (cam0["yaw"] - dx * DEGREES_PER_PIXEL)) > 1e-3:
        de.fail("yaw %r, expected %r" % (cam1["yaw"], cam0["yaw"] - dx * DEGREES_PER_PIXEL))
    if abs(cam1["pitch"] - (cam0["pitch"] + dy * DEGREES_PER_PIXEL)) > 1e-3:
        de.fail("pitch %r, expected %r" % (cam1["pitch"], cam0["pitch"] + dy * DEGREES_PER_PIXEL))
    share = changed_share(relief_pixels(before_shot)[0], relief_pixels(after_shot)[0])
    print("%.1f%% of the pixels changed" % (100 * share))
    if share < 0.2:
        de.fail("the drag did not change the picture")
    ex.move(x, y)
    de.xdo("click", 4)  # wheel up
    time.sleep(0.3)
    zoomed = ex.meta("zoomed")["relief"]["camera"]
    if abs(zoomed["zoom"] - cam1["zoom"] * 1.25) > 1e-4:
        de.fail("a wheel notch zoomed to %r, expected %r" % (zoomed["zoom"], cam1["zoom"] * 1.25))
    step(ex, "isometric", lambda: ex.click(before["marks"]["relief.isometric"]["rect"]),
         lambda r: r["camera"] == cam0)
    iso_shot = os.path.join(ex.shots, "isometric.png")
    ex.close()
    if changed_share(relief_pixels(before_shot)[0], relief_pixels(iso_shot)[0]) > 0.001:
        de.fail("isometric does not show the starting picture again")


def scenario_idle(app, tool, work):
    ex = de.Explorer(app, work, args=["--fresh", "--3d"])
    first = ex.meta("first")
    time.sleep(2.0)
    second = ex.meta("second")
    print("open: renders %d -> %d, frames %s" % (first["relief"]["renders"], second["relief"]["renders"],
                                                 second["frames"]))
    if second["relief"]["renders"] != first["relief"]["renders"]:
        de.fail("the open panel drew again while nothing changed")
    ex.click(first["marks"]["show.relief3d"]["rect"])  # close it
    closed = ex.meta("closed")
    ex.type_into(first["marks"]["input.seed"]["rect"], "99")  # the maps change; the closed panel must not
    time.sleep(2.0)
    later = ex.meta("later")
    ex.close()
    print("closed: relief %s; frames %s" % (later["relief"], later["frames"]))
    if later["relief"]["shown"] or later["relief"]["grid"] != [0, 0]:
        de.fail("the checkbox did not close the panel")
    if later["params"]["seed"] != 99 or later["fieldJobs"] <= closed["fieldJobs"]:
        de.fail("the maps did not follow the new seed")
    if (later["relief"]["renders"], later["relief"]["uploads"]) != (closed["relief"]["renders"],
                                                                    closed["relief"]["uploads"]):
        de.fail("the closed panel drew or uploaded")
    for key in ("idleUploads", "idleColourPasses"):
        if later["frames"][key] != 0:
            de.fail("%s is %d, expected 0" % (key, later["frames"][key]))


def scenario_hillshade(app, tool, work):
    ex = de.Explorer(app, work, args=["--fresh"])
    start_shot = ex.screenshot("start")
    start = de.png_metadata(start_shot)
    if "band.relief" not in start["marks"]:
        de.fail("the band row has no relief view")
    light = (135.0, 30.0, 0.4)
    ex.click(ex.reveal("light.header", "header"))
    for name, value in zip(("light.azimuth", "light.altitude", "light.heightScale"), light):
        ex.type_into(ex.reveal(name, name), "%g" % value)
    lit_shot = ex.screenshot("lit")
    ex.close()
    lit = de.png_metadata(lit_shot)
    preset = lit["marks"]["band.relief"]["preset"]
    print("relief view:", preset["light"], preset["height-scale"], "field jobs", start["fieldJobs"], "->",
          lit["fieldJobs"])
    if (preset["light"][0], preset["light"][1], preset["height-scale"]) != light:
        de.fail("the relief view was not coloured with the light typed: %r" % (preset,))
    if lit["fieldJobs"] != start["fieldJobs"]:
        de.fail("moving the light computed fields (%d -> %d)" % (start["fieldJobs"], lit["fieldJobs"]))
    de.check(tool, "maps", lit_shot)
    for mark in ("band.relief", "band.raw", "map.left"):
        a = tg.region(start_shot, start["marks"][mark]["rect"])
        b = tg.region(lit_shot, lit["marks"][mark]["rect"])
        share = changed_share(a, b)
        print("%s: %.1f%% of the pixels changed" % (mark, 100 * share))
        if (share > 0.3) != (mark == "band.relief"):
            de.fail("the light changed %s by %.1f%%" % (mark, 100 * share))


def scenario_heightrange(app, tool, work):
    ex = de.Explorer(app, work, args=["--fresh"])
    ex.click(ex.reveal("export.header", "header"))
    ex.click(ex.reveal("export.format", "format"))
    ex.click(ex.marks("list")["export.format.6"]["rect"])  # binary glTF: a mesh format
    x, y, w, h = ex.reveal("export.heightScale", "height")
    ex.drag((x + w / 2, y + h / 2), (x + w + 200, y + h / 2))  # past the end: the slider stops at its maximum
    shot = ex.meta("end")
    ex.close()
    scale = shot["marks"]["band.relief"]["preset"]["height-scale"]
    print("height scale at the slider's end:", scale)
    if scale != 10:
        de.fail("the export panel's height slider ends at %r, not at the command line's 10" % scale)


def scenario_oneheight(app, tool, work):
    """The 3D panel shows the mesh the export writes: one height scale. A
    height typed into the 3D panel is the relief view's and the exported
    glb's (its metadata and its tallest vertex)."""
    os.chdir(work)
    ex = de.Explorer(app, work, args=["--fresh", "--3d"])
    start = ex.meta("start")
    first = start["marks"]["band.relief"]["preset"]["height-scale"]
    if start["relief"]["heightScale"] != first:
        de.fail("at start the 3D panel's height is %r, the relief view's and export's %r"
                % (start["relief"]["heightScale"], first))
    shot = step(ex, "height", lambda: ex.type_into(start["marks"]["relief.height"]["rect"], "0.3"),
                lambda r: r["heightScale"] == 0.3)
    exported = shot["marks"]["band.relief"]["preset"]["height-scale"]
    print("3D panel height 0.3: relief view and export %r (at start both %r)" % (exported, first))
    if exported != 0.3:
        de.fail("the 3D panel's height 0.3 left the export's height scale at %r" % exported)
    ex.click(ex.reveal("export.header", "header"))
    ex.click(ex.reveal("export.format", "format"))
    ex.click(ex.marks("list")["export.format.6"]["rect"])  # binary glTF
    ex.click(ex.reveal("export.size1024", "size"))
    ex.click(ex.reveal("export.start", "start"))
    glb = os.path.join(work, "noisescope.glb")
    de.wait_until("the exported glb", lambda: os.path.exists(glb), process=ex)
    ex.close()
    with open(glb, "rb") as f:
        data = f.read()
    length = struct.unpack("<I", data[12:16])[0]
    gltf = json.loads(data[20:20 + length])
    recorded = gltf["nodes"][0]["extras"]["noisescope"]["preset"]["height-scale"]
    top = gltf["accessors"][0]["max"][1]
    print("glb: height-scale %r, tallest vertex %.4f map widths" % (recorded, top))
    if recorded != 0.3 or not 0 < top <= 0.3:
        de.fail("the glb was written with height scale %r (tallest vertex %r), not the panel's 0.3" % (recorded, top))


def scenario_biomes(app, tool, work):
    ex = de.Explorer(app, work, args=["--fresh", "--3d"])
    start = ex.meta("start")
    set_flat_top(ex, start["marks"])
    ramp, _ = relief_pixels(os.path.join(ex.shots, "light90.png"))
    m = step(ex, "biome", lambda: ex.click(start["marks"]["relief.biome"]["rect"]),
             lambda r: r["colour"] == "biome")
    shot = os.path.join(ex.shots, "biome.png")
    ex.close()
    mark = m["marks"]["map.left"]
    preset = os.path.join(work, "map.json")
    with open(preset, "w") as f:
        de.json.dump(mark["preset"], f)
    expected = os.path.join(work, "biome-cpu.png")
    view = mark["view"]
    mw, mh = mark["size"]
    result = de.subprocess.run([app, "render", "--preset", preset, "--view", "biome", "--center",
                                "%.17g,%.17g" % (view["cx"], view["cy"]), "--zoom", "%.17g" % view["zoom"],
                                "--size", "%dx%d" % (mw, mh), "-o", expected], capture_output=True, text=True,
                               timeout=de.TIMEOUT)
    if result.returncode != 0:
        de.fail("render --view biome failed: " + result.stderr)
    px, pr = relief_pixels(shot)
    median, p90, p99, worst = compare_pixels(px, pr, tg.region(expected, [0, 0, mw, mh]), mw, mh, mw + 1)
    print("biome picture vs render --view biome: median %d, 90%% %d, 99%% %d, max %d" % (median, p90, p99, worst))
    if median > 1 or p90 > 2:
        de.fail("the flat top view in biome colours is not the biome map")
    share = changed_share(ramp, px)
    print("ramp -> biome: %.1f%% of the pixels changed" % (100 * share))
    if share < 0.2:
        de.fail("the biome colouring did not change the picture")


def scenario_shared(app, tool, work):
    ex = de.Explorer(app, work, args=["--fresh", "--3d"])
    first = ex.meta("first")
    ex.close()
    # A map 256 pixels wide: the two maps share what the window gains or loses (the panel column keeps its width).
    width = de.SIZE[0] - 2 * (first["marks"]["map.right"]["size"][0] - 256)
    ex = de.Explorer(app, work, args=["--fresh", "--3d", "--size", "%dx%d" % (width, de.SIZE[1])])
    start = ex.meta("start")
    own = step(ex, "grid256", lambda: ex.click(start["marks"]["relief.grid256"]["rect"]),
               lambda r: r["grid"][0] == 256)
    size = own["marks"]["map.right"]["size"]
    print("window %d wide: map %s, grid %s, shared %s" % (width, size, own["relief"]["grid"],
                                                          own["relief"].get("sharedField")))
    if size != own["relief"]["grid"]:
        de.fail("the map %s is not the grid %s: the window width is wrong" % (size, own["relief"]["grid"]))
    if own["relief"].get("sharedField") is not True:
        de.fail("the panel computed its own field though the gradient map is the same field")
    back = step(ex, "grid512", lambda: ex.click(start["marks"]["relief.grid512"]["rect"]),
                lambda r: r["grid"][0] == 512)
    ex.close()
    if back["relief"]["sharedField"] is not False:
        de.fail("a 512 grid cannot be the map's 256-pixel field")


def cpu_seconds(pid):
    """User + system CPU time of process `pid` (all its threads: llvmpipe's too)."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def scenario_fps(app, tool, work):
    """Frames per second while the camera spins, for each grid: every frame
    shows a new 3D picture (the rest of the window is repainted only where
    it changed). Also the explorer's CPU time per picture, which a loaded
    machine changes less than the rate."""
    ex = de.Explorer(app, work, args=["--fresh", "--3d"])
    start = ex.meta("start")
    ex.click(start["marks"]["relief.spin"]["rect"])
    for grid in (64, 256, 512):
        ex.click(start["marks"]["relief.grid%d" % grid]["rect"])
        time.sleep(2.0)
        a = ex.meta("a%d" % grid)
        ta, ca = time.monotonic(), cpu_seconds(ex.process.pid)
        time.sleep(10.0)
        b = ex.meta("b%d" % grid)
        tb, cb = time.monotonic(), cpu_seconds(ex.process.pid)
        frames = b["relief"]["renders"] - a["relief"]["renders"]
        print("grid %s, picture %s: %d pictures in %.1f s = %.1f frames per second, %.1f ms CPU per picture; "
              "load average %.1f" % (b["relief"]["grid"], b["relief"]["image"], frames, tb - ta, frames / (tb - ta),
                                     1000 * (cb - ca) / max(frames, 1), os.getloadavg()[0]))
    ex.close()


def main():
    if len(sys.argv) not in (4, 5):
        print(__doc__)
        sys.exit(2)
    scenario, app, work = sys.argv[1], os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[-1])
    tool = os.path.abspath(sys.argv[3]) if len(sys.argv) == 5 else ""
    for name in ("render", "wide", "flat", "orbit", "idle", "hillshade", "heightrange", "biomes", "shared", "oneheight",
                 "marks", "fps"):
        setattr(de, "scenario_relief_" + name, globals()["scenario_" + name])
    sys.argv = [sys.argv[0], "relief_" + scenario, app, tool, work]
    de.main()


if __name__ == "__main__":
    main()
