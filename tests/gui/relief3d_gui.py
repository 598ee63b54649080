#!/usr/bin/env python3
"""The 3D panel in the real explorer, under Xvfb, driven by xdotool.

usage: relief3d_gui.py SCENARIO NOISESCOPE WORKDIR

  render   `--3d --screenshot` shows the panel with a picture of many colours;
           without --3d the panel asks for no field and draws nothing
  flat     value noise, height scale 0, the camera straight above ("top") and
           the light straight down: the picture is the value map's colours (after
           resampling to the map's pixels, nearly every pixel within two
           levels); a height scale of 0.5 then changes the picture
  orbit    a real drag on the picture turns the camera by 0.4 degrees per
           pixel (yaw from x, pitch from y) and changes the picture; a wheel
           notch zooms by 1.25; "isometric" puts seeds/004's camera back
  idle     open and idle, the panel draws nothing more and uploads nothing
           (the idle counters stay 0); closed with its checkbox, it draws
           nothing either while the maps still follow the sliders
  fps      (not in ctest) spins the camera and prints frames per second

The scaffolding (Xvfb, the window, F12 screenshots with metadata) is
drive_explorer.py's; the PNG decoding is teaching_gui.py's.
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import drive_explorer as de  # noqa: E402
import teaching_gui as tg  # noqa: E402

DEGREES_PER_PIXEL = 0.4  # relief3d_panel.cpp


def meta(shot):
    return de.png_metadata(shot)


def relief_pixels(shot):
    m = meta(shot)["marks"]["relief.image"]["rect"]
    return tg.region(shot, m), m


def distinct(pixels):
    return len(set(pixels[i:i + 3] for i in range(0, len(pixels), 3)))


def changed_share(a, b):
    """Share of pixels that differ by more than 8 levels in some channel."""
    n = len(a) // 3
    moved = sum(1 for i in range(n) if max(abs(a[3 * i + c] - b[3 * i + c]) for c in range(3)) > 8)
    return moved / n


def scenario_render(app, tool, work):
    env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(work, "config"))
    shots = {}
    for name, extra in (("open", ["--3d"]), ("closed", [])):
        shot = os.path.join(work, name + ".png")
        result = de.subprocess.run([app, "--fresh", "--size", "%dx%d" % de.SIZE, "--screenshot", shot] + extra,
                                   env=env, capture_output=True, text=True, timeout=de.TIMEOUT)
        if "no display" in result.stderr:
            raise de.DisplayRefused()
        if result.returncode != 0:
            de.fail("--screenshot %s exited with %d: %s" % (name, result.returncode, result.stderr))
        shots[name] = shot
    r = meta(shots["open"])["relief"]
    print("open:", r)
    if not r["shown"] or r["renders"] < 1 or r["uploads"] < 1 or r["grid"][0] != 256:
        de.fail("with --3d the panel should show a 256-wide grid, drawn at least once")
    pixels, rect = relief_pixels(shots["open"])
    if rect[2] != r["image"][0] or rect[3] != r["image"][1]:
        de.fail("the picture's mark %r and its size %r differ" % (rect, r["image"]))
    if distinct(pixels) < 500:
        de.fail("the 3D picture has only %d colours" % distinct(pixels))
    closed = meta(shots["closed"])
    print("closed:", closed["relief"])
    if closed["relief"]["shown"] or "relief.image" in closed["marks"]:
        de.fail("the panel shows without --3d")
    if closed["relief"]["renders"] != 0 or closed["relief"]["uploads"] != 0 or closed["relief"]["grid"] != [0, 0]:
        de.fail("the closed panel asked for a field or drew")


def step(ex, name, act, done):
    """Does `act` until the screenshot's metadata says `done` (twice at most:
    on a loaded machine a click can land while a slow frame is drawn)."""
    for attempt in (1, 2):
        act()
        m = meta(ex.screenshot(name))  # waits until the panel shows the current state
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


def compare_with_map(shot):
    """Each picture pixel against the map pixel at the same place."""
    m = meta(shot)
    px, pr = relief_pixels(shot)
    noise = m["relief"]["noise"]
    mp = tg.region(shot, m["marks"]["map." + noise]["rect"])
    mr = m["marks"]["map." + noise]["rect"]
    pw, ph, mw, mh = int(pr[2]), int(pr[3]), int(mr[2]), int(mr[3])
    wx = m["marks"]["panel.relief3d"]["rect"][0] - mr[0]  # the map's columns from here on lie under the panel
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


def scenario_flat(app, tool, work):
    ex = de.Explorer(app, work, args=["--fresh", "--3d"])
    start = meta(ex.screenshot("start"))
    set_flat_top(ex, start["marks"])
    flat_shot = os.path.join(ex.shots, "light90.png")
    print("flat:", meta(flat_shot)["relief"])
    median, p90, p99, worst = compare_with_map(flat_shot)
    print("picture vs map, largest channel difference: median %d, 90%% %d, 99%% %d, max %d" %
          (median, p90, p99, worst))
    if median > 1 or p90 > 2:
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
    before = meta(before_shot)
    cam0 = before["relief"]["camera"]
    x, y = de.centre(before["marks"]["relief.image"]["rect"])
    dx, dy = 60, 40
    ex.move(x, y)
    de.xdo("mousedown", 1)
    time.sleep(0.3)
    ex.move(x + dx / 2, y + dy / 2)
    ex.move(x + dx, y + dy)
    time.sleep(0.2)
    de.xdo("mouseup", 1)
    time.sleep(0.3)
    after_shot = ex.screenshot("after")
    cam1 = meta(after_shot)["relief"]["camera"]
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
    zoomed = meta(ex.screenshot("zoomed"))["relief"]["camera"]
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
    first = meta(ex.screenshot("first"))
    time.sleep(2.0)
    second = meta(ex.screenshot("second"))
    print("open: renders %d -> %d, frames %s" % (first["relief"]["renders"], second["relief"]["renders"],
                                                 second["frames"]))
    if second["relief"]["renders"] != first["relief"]["renders"]:
        de.fail("the open panel drew again while nothing changed")
    ex.click(first["marks"]["show.relief3d"]["rect"])  # close it
    closed = meta(ex.screenshot("closed"))
    ex.type_into(first["marks"]["input.seed"]["rect"], "99")  # the maps change; the closed panel must not
    time.sleep(2.0)
    later = meta(ex.screenshot("later"))
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


def scenario_fps(app, tool, work):
    """Frames per second while the camera spins, for each grid: every frame
    draws the whole window (the maps are textures) and a new 3D picture."""
    ex = de.Explorer(app, work, args=["--fresh", "--3d"])
    start = meta(ex.screenshot("start"))
    ex.click(start["marks"]["relief.spin"]["rect"])
    for grid in (64, 256, 512):
        ex.click(start["marks"]["relief.grid%d" % grid]["rect"])
        time.sleep(2.0)
        a = meta(ex.screenshot("a%d" % grid))
        ta = time.monotonic()
        time.sleep(10.0)
        b = meta(ex.screenshot("b%d" % grid))
        tb = time.monotonic()
        frames = b["relief"]["renders"] - a["relief"]["renders"]
        print("grid %s, picture %s: %d pictures in %.1f s = %.1f frames per second; load average %.1f" %
              (b["relief"]["grid"], b["relief"]["image"], frames, tb - ta, frames / (tb - ta), os.getloadavg()[0]))
    ex.close()


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        sys.exit(2)
    scenario, app, work = sys.argv[1], os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3])
    for name in ("render", "flat", "orbit", "idle", "fps"):
        setattr(de, "scenario_relief_" + name, globals()["scenario_" + name])
    sys.argv = [sys.argv[0], "relief_" + scenario, app, "", work]
    de.main()


if __name__ == "__main__":
    main()
