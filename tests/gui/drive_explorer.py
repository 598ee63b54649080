#!/usr/bin/env python3
"""Drives the real explorer window under Xvfb with real input (xdotool).

usage: drive_explorer.py SCENARIO NOISESCOPE SCREEN_CHECK WORKDIR

Each run starts its own Xvfb (1600x1000x24) with -displayfd, so the server
picks a free display itself: `xvfb-run -a` guesses a number and can lose the
race when several start at once (other tests, other users of the machine).

  screenshot  `--screenshot` starts, renders, writes a PNG with metadata, exits 0;
              also in a 320x200 window, too small for the maps
  maps        every view in that screenshot equals core's CPU rendering
  drag        a mouse drag on the value map pans by exactly the dragged distance;
              a double-click puts the default view back
  fastdrag    a press and a 100 px move in one burst pans 100 px; on an octave
              tile, a move and the release in one burst pan the whole distance
  fastkeys    ctrl+a, Return and Escape, each one instant press-release, work in
              the seed field
  typed       a typed threshold applies when complete and keeps its neighbours; one
              that breaks the order is refused in the status line; a seed beyond 32
              bits is refused, not wrapped
  octaves16   at 16 octaves every tile's f and a labels fit the tile, and exactly the
              tiles whose cells are smaller than a pixel say so
  loadpng     the preset panel's Load takes a PNG that `render` wrote and applies its settings
  exportname  the Export panel's file name follows its format (picked, or loaded from a
              PNG's settings); a typed name that says another format is refused
  exportengine  the Export panel's Unity format names the file .raw, offers the nearest
              Unity size and writes it, bottom row first
  projector   at UI scale 150%, 200% and 300% (1440x900) the maps keep most of the width,
              no view title is cut or overlaps another, the island view's words stay inside it
  starts      a first start says it is the teaching one (linear fade); the designing
              start (quintic, core's thresholds) and the teaching start are one click each
  status      F12 names its file with an absolute path, as Export does; an error in
              the status line fades after 20 s
  overwrite   Save and Export follow one rule: an existing file is refused, named, and
              left as it was, until "replace an existing file" is ticked
  layout      at 1440x900 with Presets and Export open the Export button shows and works;
              slider handles stay off their digits; a narrow sidebar wraps, clipping no
              control; hiding the octave and band rows grows the maps; at 600x400 no view
              title overlaps another
  layout2x    the same at UI scale 200% (--ui-scale 2), its distances doubled
  undo        a slider drag is one step: Ctrl+Z undoes a typed seed, then the drag;
              Ctrl+Shift+Z redoes the drag; Hold A and show A / show B flip in place
  arrows      the arrow keys nudge the slider used last by a hundredth of its range,
              and the seed by one once it was typed into
  wheel       one wheel notch zooms by 1.25 at the cursor
  quintic     a click on the Quintic chip turns the value map into core's quintic map;
              the key 2 then selects cubic
  threshold   a click on the water slider recolours the band views, computes no field
  export      the export panel writes a file that `render --from` reproduces byte for byte
  idle        (with noisescope_alloc_probe) frames where nothing happens allocate
              nothing and upload nothing, at start and with Export open
  remembers   parameters and view chosen in one run come back in the next, from one
              file, state.json
  exportframe with Export open the maps show the exported region: the map unchanged inside
              it, dimmed outside, where the exported file's metadata puts it (a wide
              1024x256 export, at the default view and panned); the export's size,
              format and file name are the ones an earlier version's explorer.json
              held, and are remembered again, in state.json
  uiscale     Ctrl+= four times: UI scale 200%, the text twice as tall, the sidebar as wide up
              to a third of the window; it survives a
              restart (state.json) and Ctrl+0 puts 100% back; --ui-scale 150% sets
              it, --fresh ignores the remembered one; a floating panel at 200% opens
              inside the window
  shader      a broken shader on F5 is reported with its log; the last good one keeps painting
  stretch     the stretch chip recolours the maps from their measured range, computes no field
  nogl        a driver offering only OpenGL 3.1: one line saying so, non-zero exit, no file
  present     F11 and View's Present button make the maps fill the window, equal to core's
              rendering; Esc and F11 end it, and that Esc leaves the pin
  stress      fast resizes, a 1x1 window, unmapping, extreme typed values, zoom to
              both clamps: the window keeps running and still shows what core computes

Interactive scenarios take screenshots with the F12 key; the explorer writes
one only when every view shows the current state, so no step needs a fixed
sleep to wait for the fields. Sleeps remain only between input events, so
that each lands in its own frame (Dear ImGui 1.86 polls the mouse per frame).
"""
import json
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import time

SIZE = (1440, 900)
TIMEOUT = 90.0  # seconds for anything the explorer has to do
WORK_DIR = [""]


class DisplayRefused(Exception):
    """The explorer could not open the X display (seen rarely on a busy machine)."""


def fail(message):
    print("FAIL " + message)
    sys.exit(1)


def png_metadata(path):
    """The JSON of the PNG's tEXt/iTXt chunk "noisescope"."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail(path + " is not a PNG")
    pos = 8
    while pos + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"tEXt" and body.startswith(b"noisescope\0"):
            return json.loads(body[len(b"noisescope\0"):].decode("latin-1"))
        if kind == b"iTXt" and body.startswith(b"noisescope\0"):
            rest = body[len(b"noisescope\0"):]
            if rest[0] != 0:
                fail("compressed iTXt metadata is not expected")
            rest = rest[2:]
            rest = rest[rest.index(b"\0") + 1:]  # language tag
            rest = rest[rest.index(b"\0") + 1:]  # translated keyword
            return json.loads(rest.decode("utf-8"))
        if kind == b"IEND":
            break
        pos += 12 + length
    fail(path + " carries no noisescope metadata")


def png_marks(path):
    """The screen marks in the PNG's metadata: {mark: {"rect": [x, y, w, h], ...}}."""
    return png_metadata(path)["marks"]


def map_showing(meta, kind):
    """The mark of the main map (map.left or map.right) that shows `kind`."""
    for slot, shown in zip(("left", "right"), meta["maps"]):
        if shown == kind:
            return "map." + slot
    fail("no main map shows %s noise (the maps show %s)" % (kind, meta["maps"]))


def wait_until(what, predicate, timeout=TIMEOUT, process=None):
    """predicate()'s first true value, polled every 50 ms. With `process`
    (an Explorer), a dead explorer fails at once, naming its exit code, and a
    time-out shows the end of its log: either would otherwise look alike."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        if process is not None and process.process.poll() is not None:
            process.fail_with_log("the explorer exited with %d while %s was awaited"
                                  % (process.process.returncode, what))
        time.sleep(0.05)
    message = "timed out after %.0f s waiting for %s" % (timeout, what)
    if process is not None:
        process.fail_with_log(message)
    fail(message)


def xdo(*args):
    subprocess.run(["xdotool"] + [str(a) for a in args], check=True)


class Explorer:
    """The explorer running interactively, screenshots into WORK/shots."""

    def __init__(self, app, work, extra_env=None, shots_arg=None, args=()):
        self.shots = os.path.join(work, "shots")
        os.makedirs(self.shots, exist_ok=True)
        env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(work, "config"), **(extra_env or {}))
        self.log = open(os.path.join(work, "explorer.log"), "w")
        self.process = subprocess.Popen(
            [app, "--size", "%dx%d" % SIZE, "--screenshot-dir", shots_arg or self.shots] + list(args),
            env=env, stdout=self.log, stderr=subprocess.STDOUT)

        def find_window():
            if self.process.poll() is not None:
                self.log.flush()
                with open(self.log.name) as log:
                    if "no display" in log.read():
                        raise DisplayRefused()
                fail("the explorer exited early with %d" % self.process.returncode)
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Noisescope$"],
                                   capture_output=True, text=True)
            return found.stdout.split()[0] if found.returncode == 0 and found.stdout.split() else None

        self.window = wait_until("the explorer's window", find_window)
        self.taken = 0

    def move(self, x, y):
        xdo("mousemove", "--window", self.window, int(x), int(y))
        time.sleep(0.25)

    def rest_pointer(self):
        """Somewhere in the window where hovering shows no tooltip and a click
        would do nothing: the right end of the status bar."""
        self.move(SIZE[0] - 6, SIZE[1] - 6)

    def screenshot(self, name, rest=True):
        """F12 and wait for the file, moved to SHOTS/NAME.png. rest=False
        leaves the pointer where it is (to catch what hovering shows)."""
        if rest:
            self.rest_pointer()
        before = set(os.listdir(self.shots))
        xdo("key", "--clearmodifiers", "F12")

        def new_file():
            fresh = [f for f in set(os.listdir(self.shots)) - before if f.endswith(".png")]
            return fresh[0] if fresh else None

        found = wait_until("the F12 screenshot", new_file, process=self)
        path = os.path.join(self.shots, name + ".png")
        shutil.move(os.path.join(self.shots, found), path)
        print("screenshot", path)
        return path

    def meta(self, name):
        """The metadata of a new F12 screenshot `name`."""
        return png_metadata(self.screenshot(name))

    def marks(self, name):
        """The screen marks of a new F12 screenshot `name` (png_marks)."""
        return self.meta(name)["marks"]

    def marks_at_size(self, name):
        """The marks of a new screenshot `name` when the explorer drew it at
        SIZE, None while it draws at another size."""
        path = self.screenshot(name)
        with open(path, "rb") as f:
            width, height = struct.unpack(">II", f.read(24)[16:24])
        return png_metadata(path)["marks"] if (width, height) == SIZE else None

    def params(self, name):
        """The noise parameters of a new F12 screenshot `name`."""
        return self.meta(name)["params"]

    def frame_passed(self):
        """Returns once the explorer has drawn a frame after every event sent
        so far: F12 (modifiers left as they are), its file awaited, removed.
        F12 again every 20 s while none came: one key of a burst lost on its
        way through the X server must not cost the test (the log and the
        threads' places are shown if none ever comes)."""
        before = set(os.listdir(self.shots))
        xdo("key", "F12")
        asked = [time.monotonic()]

        def new_file():
            fresh = [f for f in set(os.listdir(self.shots)) - before if f.endswith(".png")]
            if not fresh and time.monotonic() - asked[0] > 20:
                print("no frame 20 s after F12: F12 again")
                xdo("key", "F12")
                asked[0] = time.monotonic()
            return fresh[0] if fresh else None

        wait_until("a frame after the input", new_file, process=self)
        for name in set(os.listdir(self.shots)) - before:  # a second F12 may have written a second file
            if name.endswith(".png"):
                os.remove(os.path.join(self.shots, name))

    def type_into(self, rect, text):
        """Ctrl+click a slider or field, replace its text, press Return.
        Ctrl stays down until a frame has seen the click: Dear ImGui 1.86
        reads the modifier once a frame, so on a loaded machine a press and
        release that reach it in one frame made a plain click (a slider
        jumped to the pointer and the text went nowhere)."""
        self.move(*centre(rect))
        xdo("keydown", "ctrl")
        time.sleep(0.05)
        xdo("click", 1)
        self.frame_passed()
        xdo("keyup", "ctrl")
        time.sleep(0.2)
        xdo("key", "ctrl+a")
        xdo("type", "--delay", 20, "--", text)
        xdo("key", "Return")
        time.sleep(0.3)

    def reveal(self, name, shot_name="reveal"):
        """The rect of sidebar mark `name` once it shows whole inside the
        sidebar, scrolling the sidebar with the wheel as a user would."""
        for attempt in range(12):
            found = self.marks("%s-%d" % (shot_name, attempt))
            if name not in found:
                fail("no screen mark %r" % name)
            rect, sidebar = found[name]["rect"], found["sidebar"]["rect"]
            if inside(rect, sidebar):
                return rect
            below = rect[1] + rect[3] > sidebar[1] + sidebar[3]
            self.move(*centre(sidebar))
            xdo("click", "--repeat", 3, "--delay", 30, 5 if below else 4)
            time.sleep(0.3)
        fail("the sidebar never scrolled %r into view" % name)

    def drag(self, start, *path):
        """Presses the left button at `start`, moves through each point of
        `path` and releases at the last one, each step seen by a frame of
        its own before the next (frame_passed): Dear ImGui finds what a
        press holds from the pointer of the frame before, so a press that
        came before the explorer drew the pointer at `start` (a slow frame,
        under a sanitizer) took hold of the wrong thing."""
        self.move(*start)
        self.frame_passed()
        xdo("mousedown", 1)
        self.frame_passed()
        for point in path:
            self.move(*point)
            self.frame_passed()
        xdo("mouseup", 1)
        self.frame_passed()

    def double_click(self, x, y):
        self.move(x, y)
        xdo("click", "--repeat", 2, "--delay", 80, 1)
        time.sleep(0.25)

    def click(self, rect):
        self.move(*centre(rect))
        xdo("click", 1)
        time.sleep(0.25)

    def alive(self, what):
        if self.process.poll() is not None:
            self.fail_with_log("the explorer died during %s (exit %d)" % (what, self.process.returncode))

    def fail_with_log(self, message):
        """Fails with `message` after the last lines the explorer wrote (a
        sanitizer's report, or what a screenshot waits for: explorer_loop.cpp)
        and, while it runs, where each of its threads is (state, kernel wait
        channel, system call): a thread blocked shows apart from a lost key."""
        self.log.flush()
        with open(self.log.name, errors="replace") as log:
            lines = log.read().splitlines()[-40:]
        print("the end of %s:" % self.log.name)
        for line in lines:
            print("  | " + line)
        if self.process.poll() is None:
            task = "/proc/%d/task" % self.process.pid
            for tid in sorted(os.listdir(task), key=int) if os.path.isdir(task) else []:
                def read(name):
                    try:
                        with open(os.path.join(task, tid, name)) as f:
                            return f.read().strip()
                    except OSError:
                        return "?"
                stat = read("stat")
                state = stat[stat.rfind(")") + 2:].split(" ")[0] if ")" in stat else "?"
                print("  thread %s %s: state %s, waits in %s, syscall %s" % (
                    tid, read("comm"), state, read("wchan"), read("syscall").split(" ")[0]))
        fail(message)

    def close(self):
        xdo("key", "--clearmodifiers", "ctrl+q")
        try:
            code = self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            fail("the explorer did not quit on Ctrl+Q")
        if code != 0:
            fail("the explorer exited with %d" % code)


def centre(rect):
    x, y, w, h = rect
    return x + w / 2, y + h / 2


def screenshot_run(app, work, shot, *args, size=True):
    """`noisescope [--size SIZE] ARGS --screenshot SHOT` with WORK/config as its
    config folder; fails unless it exits 0. Returns the finished process."""
    env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(work, "config"))
    command = [app] + (["--size", "%dx%d" % SIZE] if size else []) + list(args) + ["--screenshot", shot]
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=TIMEOUT)
    if "no display" in result.stderr:
        raise DisplayRefused()
    if result.returncode != 0:
        fail("%s exited with %d: %s" % (" ".join(command[1:]), result.returncode, result.stderr))
    return result


def check(tool, *args):
    result = subprocess.run([tool] + [str(a) for a in args], capture_output=True, text=True)
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    if result.returncode != 0:
        fail("screen_check %s failed" % args[0])


def scenario_screenshot(app, tool, work):
    shot = os.path.join(work, "start.png")
    result = screenshot_run(app, work, shot)
    print(result.stdout + result.stderr)
    if result.stdout.strip() != shot:
        fail("--screenshot should print the path it wrote")
    meta = png_metadata(shot)
    with open(shot, "rb") as f:
        width, height = struct.unpack(">II", f.read(24)[16:24])
    if (width, height) != SIZE or meta["window"] != list(SIZE):
        fail("screenshot is %dx%d, metadata says %s, expected %s" % (width, height, meta["window"], SIZE))
    if meta["params"]["fade"] != "linear":
        fail("a first start shows linear fade, not " + meta["params"]["fade"])
    for mark in ("map.left", "map.right", "octave.0", "band.bands", "chip.quintic"):
        if mark not in meta["marks"]:
            fail("the screenshot does not show " + mark)
    print("metadata lists", len(meta["marks"]), "marks; refresh took %.1f ms" % meta["refreshMs"])
    # A window too small for the maps is settled too (it waited 120 s for
    # maps it had no room for, then wrote nothing).
    small = os.path.join(work, "small.png")
    try:
        screenshot_run(app, work, small, "--size", "320x200", size=False)
    except subprocess.TimeoutExpired:
        fail("a 320x200 window wrote no screenshot in %.0f s" % TIMEOUT)
    if png_metadata(small)["window"] != [320, 200]:
        fail("the 320x200 screenshot's metadata says %s" % png_metadata(small)["window"])
    return shot


def scenario_maps(app, tool, work):
    check(tool, "maps", scenario_screenshot(app, tool, work))


def scenario_drag(app, tool, work):
    ex = Explorer(app, work)
    before = ex.screenshot("before")
    rect = png_marks(before)["map.left"]["rect"]
    x, y = centre(rect)
    dx, dy = 73, -41
    ex.drag((x, y), (x + dx // 2, y + dy // 3), (x + dx, y + dy))
    after = ex.screenshot("after")
    ex.double_click(x + dx, y + dy)
    reset = ex.meta("reset")
    ex.close()
    check(tool, "pan", before, after, dx, dy)
    if reset["view"] != png_metadata(before)["view"]:
        fail("a double-click did not reset the view")


def scenario_fastdrag(app, tool, work):
    ex = Explorer(app, work)
    before = ex.screenshot("before")
    marks = png_marks(before)
    x, y = centre(marks["map.left"]["rect"])
    ex.move(x, y)
    xdo("mousedown", 1, "mousemove", "--window", ex.window, int(x + 100), int(y))  # one burst
    time.sleep(0.3)
    xdo("mouseup", 1)
    time.sleep(0.25)
    moved = ex.screenshot("pressmove")
    tx, ty = centre(marks["octave.1"]["rect"])
    ex.move(tx, ty)
    xdo("mousedown", 1)
    time.sleep(0.3)
    xdo("mousemove", "--window", ex.window, int(tx - 30), int(ty + 20), "mouseup", 1)  # one burst
    time.sleep(0.25)
    released = ex.screenshot("moverelease")
    ex.close()
    check(tool, "pan", before, moved, 100, 0)
    check(tool, "pan", moved, released, -30, 20, "octave.1")


def scenario_fastkeys(app, tool, work):
    ex = Explorer(app, work)
    x, y, w, h = ex.marks("before")["input.seed"]["rect"]
    ex.move(x + w * 0.25, y + h / 2)
    xdo("click", 1)
    time.sleep(0.3)
    xdo("key", "--delay", 0, "ctrl+a", "type", "--delay", 0, "12345")  # type takes the rest
    xdo("key", "--delay", 0, "Return")
    time.sleep(0.3)
    xdo("key", "2")  # a fade shortcut: only when no text field has the keyboard any more
    time.sleep(0.3)
    entered = ex.params("entered")
    ex.move(x + w * 0.25, y + h / 2)
    xdo("click", 1)
    time.sleep(0.3)
    xdo("key", "--delay", 0, "ctrl+a", "type", "--delay", 0, "999")
    xdo("key", "--delay", 0, "Escape")
    time.sleep(0.3)
    xdo("key", "3")
    time.sleep(0.3)
    escaped = ex.params("escaped")
    ex.close()
    print("after ctrl+a 12345 Return 2:", entered["seed"], entered["fade"])
    print("after ctrl+a 999 Escape 3:  ", escaped["seed"], escaped["fade"])
    if entered["seed"] != 12345 or entered["fade"] != "cubic":
        fail("ctrl+a, typing and Return did not enter seed 12345 and leave the field")
    if escaped["seed"] != 12345 or escaped["fade"] != "quintic":
        fail("Escape did not restore the seed and leave the field")


def scenario_typed(app, tool, work):
    ex = Explorer(app, work)
    before = ex.meta("before")
    marks, t3 = before["marks"], round(before["thresholds"][2], 4)  # a first start's grass threshold
    ex.type_into(marks["threshold.t1"]["rect"], "0.2")
    ex.type_into(marks["threshold.t2"]["rect"], "0.3")
    sand = ex.meta("sand")
    ex.type_into(marks["threshold.t1"]["rect"], "0.5")
    refused = ex.meta("refused")
    ex.type_into(marks["input.seed"]["rect"], "99999999999")
    big = ex.meta("bigseed")
    ex.type_into(marks["input.seed"]["rect"], "4294967295")
    unsigned = ex.meta("unsignedseed")
    ex.type_into(marks["input.seed"]["rect"], "-2147483648")
    lowest = ex.meta("lowestseed")
    ex.close()
    print("water 0.2, sand 0.3:", sand["thresholds"])
    print("then water 0.5:     ", refused["thresholds"], "status:", refused["status"])
    print("seed 99999999999:", big["params"]["seed"], "status:", big["status"])
    print("seed 4294967295: ", unsigned["params"]["seed"], "status:", unsigned["status"])
    print("seed -2147483648:", lowest["params"]["seed"])
    if [round(t, 4) for t in sand["thresholds"]] != [0.2, 0.3, t3]:
        fail("typing water 0.2 and sand 0.3 should give 0.2 0.3 %r" % t3)
    if refused["thresholds"] != sand["thresholds"] or not refused["statusIsError"] or "not applied" not in refused["status"]:
        fail("water 0.5 above sand 0.3 should be refused and said, the others untouched")
    for shot in (big, unsigned):
        if shot["params"]["seed"] != 7 or not shot["statusIsError"] or "2147483647" not in shot["status"]:
            fail("an out-of-range seed should be refused with the valid range, not wrapped")
    if lowest["params"]["seed"] != -2147483648:
        fail("the lowest 32-bit seed was not taken")


def scenario_octaves16(app, tool, work):
    ex = Explorer(app, work)
    marks = ex.marks("before")
    ex.type_into(marks["slider.octaves"]["rect"], "16")
    meta = ex.meta("sixteen")
    ex.close()
    p, marks, zoom = meta["params"], meta["marks"], meta["view"]["zoom"]
    if p["octaves"] != 16:
        fail("typing 16 octaves gave %d" % p["octaves"])
    for o in range(16):
        tile = marks["octave.%d" % o]["rect"]
        for line in ("f", "a"):
            label = marks.get("octave.%d.%s" % (o, line))
            if label is None or label["rect"][2] > tile[2]:
                fail("octave %d: its %s label is missing or wider than the tile (%s > %s)"
                     % (o, line, label and label["rect"][2], tile[2]))
        cell_pixels = tile[2] * zoom / (p["frequency"] * p["lacunarity"] ** o)
        finer = ("octave.%d.finer" % o) in marks
        print("octave %2d: %.3f px per cell, marked finer: %s" % (o, cell_pixels, finer))
        if finer != (cell_pixels < 1):
            fail("octave %d: %.3f px per cell but marked finer: %s" % (o, cell_pixels, finer))
    check(tool, "maps", ex.shots + "/sixteen.png")


def scenario_loadpng(app, tool, work):
    exported = os.path.join(work, "islands.png")
    result = subprocess.run([app, "render", "--seed", "12", "--octaves", "3", "--thresholds", "0.3,0.5,0.8",
                             "--size", "64x48", "-o", exported], capture_output=True, text=True, timeout=TIMEOUT)
    if result.returncode != 0:
        fail("render failed: " + result.stderr)
    ex = Explorer(app, work)
    marks = ex.marks("closed")
    ex.click(marks["preset.header"]["rect"])
    marks = ex.marks("open")
    ex.type_into(marks["preset.file"]["rect"], exported)
    marks = ex.marks("typed")  # where Load is now, whatever the sidebar holds
    ex.click(marks["preset.load"]["rect"])
    meta = ex.meta("loaded")
    ex.close()
    print("after Load:", meta["params"], meta["thresholds"], "status:", meta["status"])
    if meta["statusIsError"] or exported not in meta["status"]:
        fail("Load did not say it loaded " + exported)
    if (meta["params"]["seed"], meta["params"]["octaves"]) != (12, 3):
        fail("the PNG's seed and octaves were not applied")
    if [round(t, 4) for t in meta["thresholds"]] != [0.3, 0.5, 0.8]:
        fail("the PNG's thresholds were not applied")


def scenario_exportname(app, tool, work):
    """The Export panel's file name says its format, however the format was
    chosen: picked in the list, or set by a PNG's settings loaded; a name
    typed that says another format is refused in the status line."""
    os.chdir(work)  # the panel's default destination is relative: noisescope.png
    heights = os.path.join(work, "heights.png")
    result = subprocess.run([app, "render", "--seed", "12", "--format", "png16", "--size", "64x48", "-o", heights],
                            capture_output=True, text=True, timeout=TIMEOUT)
    if result.returncode != 0:
        fail("render failed: " + result.stderr)
    ex = Explorer(app, work)
    ex.click(ex.reveal("export.header", "export"))
    ex.click(ex.reveal("export.format", "format"))
    ex.click(ex.marks("list")["export.format.6"]["rect"])  # binary glTF: a height row more
    chosen = ex.marks("chosen")
    if not inside(chosen["export.start"]["rect"], chosen["sidebar"]["rect"]):
        fail("choosing a mesh format pushed Export out of the sidebar's view")
    ex.click(ex.reveal("preset.header", "presets"))
    ex.type_into(ex.reveal("preset.file", "preset-file"), heights)
    ex.click(ex.reveal("preset.load", "load"))
    button = ex.reveal("export.start", "start")
    ex.click(button)
    written = os.path.join(work, "noisescope.png")
    wait_until("the exported file", lambda: os.path.exists(written), process=ex)
    if ex.marks("exported")["export.start"]["rect"] != button:
        fail("the sidebar scrolled when the export finished: the next click would land elsewhere")
    ex.type_into(ex.reveal("export.file", "file"), "mismatch.obj")
    ex.click(ex.reveal("export.start", "start-again"))
    refused = ex.meta("refused")
    ex.close()
    print("files:", sorted(os.listdir(work)), "status:", refused["status"])
    if os.path.exists(os.path.join(work, "noisescope.glb")):
        fail("a PNG's settings loaded left the glb name: noisescope.glb was written")
    meta = png_metadata(written)
    if meta["format"] != "png16":
        fail("the export after loading a png16 PNG wrote %s, not png16" % meta["format"])
    with open(written, "rb") as f:
        if f.read(8) != b"\x89PNG\r\n\x1a\n":
            fail(written + " is not a PNG")
    if os.path.exists(os.path.join(work, "mismatch.obj")) or not refused["statusIsError"] or \
            "ends in .obj, but png16" not in refused["status"]:
        fail("a name saying .obj for a 16-bit PNG was not refused in the status line: %r" % refused["status"])


def same_as_render_from(app, exported, again):
    """The file the explorer exported is the bytes `render --from` it writes."""
    result = subprocess.run([app, "render", "--from", exported, "-o", again], capture_output=True, text=True,
                            timeout=TIMEOUT)
    if result.returncode != 0:
        fail("render --from %s failed: %s" % (exported, result.stderr))
    # The file render names ("wrote PATH (...)"): a godot name gains its size and range.
    again = result.stdout.split(" (", 1)[0][len("wrote "):]
    with open(exported, "rb") as a, open(again, "rb") as b:
        if a.read() != b.read():
            fail("the explorer's export %s and `render --from` it differ" % exported)


def scenario_exportengine(app, tool, work):
    """Unity in the Export panel: the name turns .raw, the size 1024 is not
    Unity's and a button offers 1025; pressed, Export writes the file
    `render --engine unity` writes for the same settings; 2 x 2 tiles write
    four files that share their edges. Godot then writes one r16 named with
    its size and range."""
    os.chdir(work)
    ex = Explorer(app, work)
    ex.click(ex.reveal("export.header", "export"))
    ex.click(ex.reveal("export.format", "format"))
    ex.click(ex.marks("list")["export.format.8"]["rect"])  # Unity terrain, RAW 16-bit
    ex.click(ex.reveal("export.size1024", "size"))
    ex.click(ex.reveal("export.engineSize", "engine-size"))
    ex.click(ex.reveal("export.start", "start"))
    written = os.path.join(work, "noisescope.raw")
    wait_until("the exported file", lambda: os.path.exists(written + ".json") and os.path.exists(written),
               process=ex)
    shot = ex.meta("exported")
    # 2 x 2 tiles of the same size: four files whose shared edges agree.
    x, y, w, h = ex.reveal("export.tiles", "tiles")
    for cx in (x + w * 0.2, x + w * 0.6):
        ex.type_into((cx - 2, y, 4, h), "2")
    ex.click(ex.reveal("export.start", "start-tiles"))
    tiles = [os.path.join(work, "noisescope_%d_%d.raw" % (tx, ty)) for ty in (0, 1) for tx in (0, 1)]
    wait_until("the four tiles", lambda: all(os.path.exists(t + ".json") and os.path.exists(t) for t in tiles),
               process=ex)
    # Godot: one r16 whose name carries the size and range; no tiles row, the
    # 2 x 2 typed above waits for a format that takes tiles.
    ex.click(ex.reveal("export.format", "format-godot"))
    ex.click(ex.marks("list-godot")["export.format.11"]["rect"])  # Godot Terrain3D, RAW r16
    godot_marks = ex.marks("godot")
    if "export.tiles" in godot_marks or "export.namedAs" not in godot_marks:
        fail("godot should hide the tiles row and say the name it writes")
    ex.click(ex.reveal("export.start", "start-godot"))
    godot = os.path.join(work, "noisescope_1025x1025_0..1.r16")
    wait_until("the Godot file", lambda: os.path.exists(godot + ".json") and os.path.exists(godot), process=ex)
    ex.close()
    if os.path.getsize(godot) != 1025 * 1025 * 2:
        fail("the Godot export holds %d bytes, not 1025 x 1025 samples" % os.path.getsize(godot))
    same_as_render_from(app, godot, os.path.join(work, "again-godot.r16"))
    side = 1025
    with open(tiles[0], "rb") as f:
        west = f.read()
    with open(tiles[1], "rb") as f:
        east = f.read()
    if len(west) != side * side * 2 or len(east) != side * side * 2:
        fail("the tiles are not %d x %d samples" % (side, side))
    for row in range(0, side, 37):
        a = west[(row * side + side - 1) * 2:(row * side + side) * 2]
        b = east[row * side * 2:(row * side + 1) * 2]
        if a != b:
            fail("tile 0_0's last column and tile 1_0's first differ at row %d" % row)
    size = os.path.getsize(written)
    if size != 1025 * 1025 * 2:
        fail("the Unity export holds %d bytes, not 1025 x 1025 samples" % size)
    same_as_render_from(app, written, os.path.join(work, "again.raw"))
    with open(written + ".json") as f:
        sidecar = json.load(f)
    if sidecar["format"] != "unity" or "bottom row first" not in sidecar["sample"]:
        fail("the sidecar does not say Unity's row order: %s" % sidecar)
    print("wrote", written, size, "bytes; status:", shot["status"])


def scenario_starts(app, tool, work):
    """A first start says on screen that it is the teaching one (linear fade),
    and each start is one click: designing gives core's defaults (quintic,
    thresholds 0.35 / 0.45 / 0.70), teaching gives the first start back."""
    ex = Explorer(app, work, args=["--fresh"])
    first = ex.meta("first")
    if first["params"]["fade"] != "linear" or "note.linear" not in first["marks"]:
        fail("a first start should be linear and say so on screen: fade %s, marks %s"
             % (first["params"]["fade"], sorted(k for k in first["marks"] if k.startswith("note"))))
    ex.click(ex.reveal("button.start.designing", "designing"))
    designed = ex.meta("designed")
    ex.click(ex.reveal("button.reset", "teaching"))
    taught = ex.meta("taught")
    ex.close()
    print("designing start:", designed["params"]["fade"], designed["thresholds"])
    if designed["params"]["fade"] != "quintic" or [round(t, 4) for t in designed["thresholds"]] != [0.35, 0.45, 0.7]:
        fail("the designing start is not quintic with thresholds 0.35, 0.45, 0.7")
    if "note.linear" in designed["marks"]:
        fail("the linear-fade note stays with quintic fade")
    if taught["params"] != first["params"] or taught["thresholds"] != first["thresholds"]:
        fail("the teaching start did not give the first start back")
    check(tool, "maps", os.path.join(ex.shots, "designed.png"))


def scenario_projector(app, tool, work):
    """At 150%, 200% and 300% on a 1440x900 projector the maps keep most of the
    width, no view title is cut (a title that only fits smaller is drawn
    smaller), no two titles overlap, and the island view's words stay inside
    it; so too at 200% with a lesson's panel or the 3D panel taking a
    column, where each octave tile's f and a labels stay within the tile
    (with eight octaves' numbers, such as a 0.0915, drawn smaller, not cut
    to "0.0")."""
    for scale, panel in (("1.5", []), ("2", []), ("3", []), ("2", ["--lesson", "19"]), ("2", ["--3d"]),
                         ("2", ["--3d", "--preset", "eroded-island"])):
        shot = os.path.join(work, "projector-%s%s.png" % (scale, "".join("-" + w.lstrip("-") for w in panel)))
        screenshot_run(app, work, shot, "--fresh", "--ui-scale", scale, *panel)
        m = png_marks(shot)
        maps = m["map.left"]["rect"][2] + m["map.right"]["rect"][2]
        print("UI scale %s: sidebar %.0f px, maps %.0f px of %d" % (scale, m["sidebar"]["rect"][2], maps, SIZE[0]))
        if maps < (0.25 if panel else 0.5) * SIZE[0]:
            fail("at %s the two maps are %.0f px wide, under half the window" % (scale, maps))
        wide = [k for k in m if re.fullmatch(r"octave\.\d+\.[fa]", k)
                and m[k]["rect"][2] > m[k.rsplit(".", 1)[0]]["rect"][2] + 0.5]
        if wide:
            fail("at %s %s these octave labels are wider than their tiles: %s" % (scale, panel, sorted(wide)))
        clipped = sorted(k for k in m if k.startswith("clipped."))
        if clipped:
            fail("at %s these titles are cut: %s" % (scale, clipped))
        titles = [k for k in m if k.startswith("title.")]
        for i, a in enumerate(titles):
            for b in titles[i + 1:]:
                if overlap(m[a]["rect"], m[b]["rect"]):
                    fail("at %s the titles %s and %s overlap" % (scale, a, b))
        if "band.island.off" in m and not inside(m["band.island.off"]["rect"], m["band.island"]["rect"]):
            fail("at %s the island view's words spill out of it" % scale)
    check(tool, "maps", os.path.join(work, "projector-2.png"))


def scenario_status(app, tool, work):
    os.chdir(work)
    ex = Explorer(app, work, shots_arg="shots")  # relative to the explorer's folder
    marks = ex.marks("first")
    named = ex.meta("second")["status"]
    print("after F12:", named)
    ex.type_into(marks["input.seed"]["rect"], "99999999999")
    time.sleep(22)
    faded = ex.meta("faded")
    ex.close()
    print("22 s after an error:", repr(faded["status"]))
    prefix = "screenshot written to "
    if not named.startswith(prefix) or not os.path.isabs(named[len(prefix):]):
        fail("F12 should name its file with an absolute path")
    if faded["status"] != "":
        fail("the error did not fade")


def scenario_overwrite(app, tool, work):
    os.chdir(work)  # both panels' default destinations are relative
    with open("noisescope.png", "w") as f:
        f.write("old")
    ex = Explorer(app, work)
    marks = ex.marks("closed")
    ex.click(marks["export.header"]["rect"])
    marks = ex.marks("export")
    ex.click(marks["export.start"]["rect"])
    export_refused = ex.meta("exportrefused")
    ex.click(marks["preset.header"]["rect"])
    marks = ex.marks("presets")
    ex.click(marks["preset.save"]["rect"])
    saved = ex.meta("saved")
    ex.type_into(marks["input.seed"]["rect"], "99")
    ex.click(marks["preset.save"]["rect"])
    save_refused = ex.meta("saverefused")
    with open("noisescope.json") as f:
        seed_kept = json.load(f)["seed"]
    ex.click(marks["preset.replace"]["rect"])
    ex.click(marks["preset.save"]["rect"])
    replaced = ex.meta("replaced")
    ex.close()
    with open("noisescope.json") as f:
        seed_now = json.load(f)["seed"]
    with open("noisescope.png") as f:
        png_kept = f.read() == "old"
    for what, meta in (("Export", export_refused), ("Save", save_refused)):
        print(what, "over an existing file:", meta["statusIsError"], meta["status"])
    print("first Save:", saved["status"], "| with replace:", replaced["status"], "| seeds", seed_kept, seed_now)
    if not export_refused["statusIsError"] or "noisescope.png' already exists" not in export_refused["status"] \
            or not png_kept:
        fail("Export over an existing file should be refused, naming it, and leave it alone")
    if saved["statusIsError"] or "saved preset" not in saved["status"]:
        fail("the first Save did not write the preset")
    if not save_refused["statusIsError"] or "noisescope.json' already exists" not in save_refused["status"] \
            or seed_kept != 7:
        fail("Save over an existing preset should be refused like Export, and leave the file alone")
    if replaced["statusIsError"] or seed_now != 99:
        fail("Save with \"replace an existing file\" ticked did not replace the preset")


def inside(rect, outer, slack=1.0):
    x, y, w, h = rect
    ox, oy, ow, oh = outer
    return x >= ox - slack and y >= oy - slack and x + w <= ox + ow + slack and y + h <= oy + oh + slack


def overlap(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def scenario_layout(app, tool, work, scale=1):
    os.chdir(work)
    ex = Explorer(app, work, args=["--ui-scale", str(scale)])
    ex.click(ex.reveal("preset.header", "closed"))  # below the fold at 200%
    ex.click(ex.reveal("export.header", "presets"))
    opened = ex.meta("both")
    marks = opened["marks"]
    sidebar = marks["sidebar"]["rect"]
    print("sidebar", sidebar, "Export button", marks["export.start"]["rect"])
    if not inside(marks["export.start"]["rect"], sidebar):
        fail("with Presets and Export open the Export button is outside the sidebar")
    ex.click(marks["export.size1024"]["rect"])
    ex.click(marks["export.start"]["rect"])
    wait_until("the export", lambda: os.path.exists(os.path.join(work, "noisescope.png")), process=ex)

    for name in ("slider.octaves", "slider.lacunarity", "slider.persistence", "slider.frequency", "threshold.t1",
                 "threshold.t2", "threshold.t3"):
        bar, digits = marks[name + ".bar"]["rect"], marks[name + ".digits"]["rect"]
        if overlap(bar, digits) or not inside(bar, marks[name]["rect"]):
            fail("%s: its handle %s sits on its digits %s" % (name, bar, digits))
    p = opened["params"]
    frame_w = marks["slider.persistence"]["rect"][2]  # the bar's share of the frame: its share of the range
    if abs(marks["slider.persistence.bar"]["rect"][2] / marks["slider.lacunarity.bar"]["rect"][2]
           - p["persistence"] / ((p["lacunarity"] - 1) / 7)) > 0.05:
        fail("the handles do not show the values' shares of their ranges")

    x0, y0 = sidebar[0] + sidebar[2] + 3 * scale, sidebar[1] + sidebar[3] / 2  # the column border
    ex.drag((x0, y0), (x0 - 60, y0), (230 * scale, y0))
    narrow = ex.marks("narrow")
    sidebar = narrow["sidebar"]["rect"]
    print("narrow sidebar", sidebar)
    if sidebar[2] > 260 * scale:
        fail("dragging the column border did not narrow the sidebar")
    clipped = [n for n, m in narrow.items() if n != "sidebar" and m["rect"][0] < sidebar[0] + sidebar[2]
               and m["rect"][0] + m["rect"][2] > sidebar[0] + sidebar[2] + 1]
    if clipped:
        fail("in a %d px sidebar these run past its edge: %s" % (sidebar[2], clipped))

    before = narrow["map.left"]["rect"]
    ex.click(ex.reveal("show.octaves", "octaves"))
    ex.click(ex.reveal("show.bands", "bands"))
    grown = ex.marks("mapsonly")
    after = grown["map.left"]["rect"]
    print("value map with all rows", before, "alone", after)
    if after[3] < 1.3 * before[3] or after[1] + after[3] < sidebar[1] + sidebar[3] - 40 * scale:
        fail("hiding the octave and band rows did not grow the maps to the column's height")
    ex.click(grown["show.octaves"]["rect"])
    ex.click(grown["show.bands"]["rect"])

    xdo("windowsize", ex.window, 600, 400)
    time.sleep(0.5)
    small = ex.marks("small")
    titles = sorted(n for n in small if n.startswith("title."))
    print("at 600x400:", [(n, small[n]["rect"]) for n in titles])
    if len(titles) != 10:
        fail("expected ten view titles (two maps, eight band-row views), saw %s" % titles)
    for i, a in enumerate(titles):
        for b in titles[i + 1:]:
            if overlap(small[a]["rect"], small[b]["rect"]):
                fail("at 600x400 the titles %s and %s overlap" % (a, b))
    ex.close()


def scenario_halfscreen(app, tool, work):
    """The window snapped to half a 1440 px screen: the controls shrink to
    about a third of it, so the maps widen, and come back to their width
    when the window grows again; a sidebar dragged wider keeps its share.
    Closed while narrow, the explorer remembers the width chosen, not the
    shrunk one; a first start in a narrow window grows to the default
    width with the window."""
    global SIZE
    ex = Explorer(app, work)
    full = ex.marks("full")
    width, map_width = full["sidebar"]["rect"][2], full["map.left"]["rect"][2]

    def at(size, name):
        global SIZE
        xdo("windowsize", ex.window, *size)
        SIZE = size
        return wait_until("the window at %dx%d" % size, lambda: ex.marks_at_size(name))

    try:
        half = at((720, 900), "half")
        side, maps = half["sidebar"]["rect"][2], half["map.left"]["rect"][2]
        print("at 1440: controls %.0f px, a map %.0f; at 720: %.0f and %.0f" % (width, map_width, side, maps))
        if side > 0.34 * 720 + 2 or maps < 200:
            fail("at 720 px the controls are %.0f px wide and a map %.0f px" % (side, maps))
        back = at((1440, 900), "back")
        if abs(back["sidebar"]["rect"][2] - width) > 1:
            fail("back at 1440 px the controls are %.0f px wide, not %.0f" % (back["sidebar"]["rect"][2], width))
        sidebar = back["sidebar"]["rect"]
        x0, y0 = sidebar[0] + sidebar[2] + 3, sidebar[1] + sidebar[3] / 2  # the column border
        ex.drag((x0, y0), (x0 + 60, y0), (620, y0))
        wide = ex.marks("wide")["sidebar"]["rect"][2]
        shrunk = at((1000, 900), "wide-1000")["sidebar"]["rect"][2]
        print("dragged to %.0f px at 1440; at 1000: %.0f" % (wide, shrunk))
        if wide < 560 or abs(shrunk - wide * 1000 / 1440) > 3:
            fail("a sidebar dragged to %.0f px became %.0f at 1000, not its share" % (wide, shrunk))
        if abs(at((1440, 900), "wide-back")["sidebar"]["rect"][2] - wide) > 1:
            fail("the dragged width did not come back at 1440")
        at((720, 900), "closing")
        ex.close()
    finally:
        SIZE = (1440, 900)
    with open(os.path.join(work, "config", "noisescope", "state.json")) as f:
        table = re.search(r"Column 0 +Width=(\d+)", json.load(f)["layout"])
    print("remembered controls width:", table and table.group(1))
    if not table or abs(int(table.group(1)) - wide) > 1:
        fail("closed at 720 px, the explorer remembered %s px, not the %.0f chosen" %
             (table and table.group(1), wide))
    SIZE = (720, 900)
    try:
        ex = Explorer(app, work, args=["--fresh"])
        narrow = wait_until("a first start at 720 px", lambda: ex.marks_at_size("first"))["sidebar"]["rect"][2]
        grown = at((1440, 900), "first-grown")["sidebar"]["rect"][2]
        ex.close()
    finally:
        SIZE = (1440, 900)
    print("a first start at 720 px: controls %.0f px; grown to 1440: %.0f" % (narrow, grown))
    if narrow > 0.34 * 720 + 2 or abs(grown - width) > 1:
        fail("started at 720 px the controls were %.0f px and %.0f at 1440, not %.0f" % (narrow, grown, width))


def scenario_layout2x(app, tool, work):
    scenario_layout(app, tool, work, 2)


def scenario_undo(app, tool, work):
    ex = Explorer(app, work)
    start = ex.meta("start")
    x, y, w, h = start["marks"]["slider.persistence"]["rect"]
    path = [(x + w * (0.2 + 0.07 * step), y + h / 2) for step in range(1, 6)]  # many frames, one drag
    ex.drag((x + w * 0.2, y + h / 2), *path)
    ex.type_into(start["marks"]["input.seed"]["rect"], "42")
    changed = ex.params("changed")
    seen = [changed]
    for keys in ("ctrl+z", "ctrl+z", "ctrl+shift+z"):
        xdo("key", "--clearmodifiers", keys)
        time.sleep(0.3)
        seen.append(ex.params(keys.replace("+", "_") + str(len(seen))))
    marks = ex.marks("beforehold")
    ex.click(marks["compare.hold"]["rect"])
    ex.type_into(marks["slider.octaves"]["rect"], "3")
    flipped = []
    for i in range(2):
        marks = ex.marks("b%d" % i)
        ex.click(marks["compare.flip"]["rect"])
        flipped.append(ex.params("flip%d" % i))
    ex.close()
    trail = [(p["persistence"], p["seed"]) for p in seen]
    print("changed, ctrl+z, ctrl+z, ctrl+shift+z:", trail)
    print("octaves after hold and 3, flip, flip:", [p["octaves"] for p in flipped])
    dragged = seen[0]["persistence"]
    if dragged == start["params"]["persistence"] or seen[0]["seed"] != 42:
        fail("the drag or the typed seed did not change the settings")
    if trail[1:] != [(dragged, 7), (start["params"]["persistence"], 7), (dragged, 7)]:
        fail("undo, undo, redo should give the drag without the seed, the start, the drag again")
    if [p["octaves"] for p in flipped] != [5, 3]:
        fail("flipping should show A (5 octaves) and then B (3) again")


def scenario_arrows(app, tool, work):
    ex = Explorer(app, work)
    marks = ex.marks("start")
    ex.click(marks["slider.persistence"]["rect"])
    clicked = ex.params("clicked")["persistence"]
    got = []
    for keys in (("Right",), ("Left", "Left")):
        for key in keys:
            xdo("key", key)
            time.sleep(0.3)
        got.append(ex.params("persistence%d" % len(got))["persistence"])
    ex.type_into(marks["input.seed"]["rect"], "7")
    for key in ("Up", "Up", "Down"):
        xdo("key", key)
        time.sleep(0.3)
    seed = ex.params("seed")["seed"]
    ex.close()
    print("persistence clicked %.4f, Right %.4f, Left Left %.4f; seed 7 Up Up Down: %d" % (clicked, got[0], got[1], seed))
    if abs(got[0] - clicked - 0.01) > 1e-9 or abs(got[1] - clicked + 0.01) > 1e-9:
        fail("Right and Left should nudge persistence by 0.01")
    if seed != 8:
        fail("Up, Up, Down should take the seed from 7 to 8")


def scenario_wheel(app, tool, work):
    ex = Explorer(app, work)
    before = ex.screenshot("before")
    x, y, w, h = png_marks(before)["map.right"]["rect"]
    px, py = int(x + w * 0.3), int(y + h * 0.7)
    ex.move(px, py)
    xdo("click", 4)  # one notch up: zoom in
    time.sleep(0.25)
    after = ex.screenshot("after")
    ex.close()
    check(tool, "zoom", before, after, px, py, 1)


def scenario_quintic(app, tool, work):
    ex = Explorer(app, work)
    before = ex.screenshot("before")
    ex.move(*centre(png_marks(before)["chip.quintic"]["rect"]))
    xdo("click", 1)
    time.sleep(0.25)
    after = ex.screenshot("after")
    xdo("key", "2")
    time.sleep(0.25)
    cubic = ex.screenshot("cubic")
    ex.close()
    if png_metadata(after)["params"]["fade"] != "quintic":
        fail("the Quintic chip did not select quintic fade")
    check(tool, "fade", before, after, "quintic")
    if png_metadata(cubic)["params"]["fade"] != "cubic":
        fail("the key 2 did not select cubic fade")
    check(tool, "maps", cubic)


def scenario_threshold(app, tool, work):
    ex = Explorer(app, work)
    before = ex.screenshot("before")
    x, y, w, h = png_marks(before)["threshold.t1"]["rect"]
    ex.move(x + w * 0.4, y + h / 2)
    xdo("click", 1)
    time.sleep(0.25)
    after = ex.screenshot("after")
    ex.close()
    check(tool, "threshold", before, after)


def scenario_terrain(app, tool, work):
    """The band row's terrain views against the core's CPU colouring, then a
    biome cut dragged: the biome view reclassified, no field recomputed."""
    ex = Explorer(app, work, args=["--warp", "1.5", "--island", "round"])
    ex.click(ex.marks("closed")["biomes.header"]["rect"])
    before = ex.screenshot("before")
    meta = png_metadata(before)
    for mark in ("band.moisture", "band.biome", "band.warp", "band.island", "cut.h", "legend.6"):
        if mark not in meta["marks"]:
            fail("the explorer does not show " + mark)
    check(tool, "maps", before)
    ex.click(meta["marks"]["cut.h.digits"]["rect"])  # the frame's middle: h's slider spans [t2, t3], h -> (t2 + t3) / 2
    after = ex.screenshot("after")
    ex.close()
    check(tool, "biomecut", before, after)


def check_idle(ex, name, since_start=False):
    """Nothing happens for 3 s: several idle frames, none of them uploading,
    painting or allocating. since_start: nor any idle frame before (the
    counts are totals since start; frames that wait for the first fields are
    not idle: before they were, and about 4,100 allocations with `new`
    landed in them on an idle machine)."""
    before = ex.meta(name + "-before")["frames"]
    time.sleep(3.0)  # the explorer wakes twice a second even when nothing happens
    after = ex.meta(name + "-after")["frames"]
    print(name, "frames before:", before)
    print(name, "frames after: ", after)
    if after["idle"] - before["idle"] < 3:
        fail("%s: expected several idle frames in 3 s, saw %d" % (name, after["idle"] - before["idle"]))
    if after["uploads"] != before["uploads"] or after["colourPasses"] != before["colourPasses"]:
        fail("%s: textures were uploaded or painted while nothing changed" % name)
    for key in ("idleUploads", "idleColourPasses", "idleImGuiAllocations", "idleNewAllocations"):
        if after[key] != before[key]:
            fail("%s: %s went from %d to %d in 3 s of nothing, expected no change"
                 % (name, key, before[key], after[key]))
        if since_start and before[key] != 0:
            fail("%s: %s is %d in the idle frames since start, expected 0" % (name, key, before[key]))


def scenario_idle(app, tool, work):
    # --screenshot at the first moment every view is up: the frames before it
    # drew the first fields, and the first repaint is where llvmpipe compiles
    # its shaders (4,105 operator new calls in Mesa's LLVM, counted idle before).
    shot = os.path.join(work, "first.png")
    screenshot_run(app, work, shot, "--fresh")
    first = png_metadata(shot)["frames"]
    print("first screenshot frames:", first)
    for key in ("idleUploads", "idleColourPasses", "idleImGuiAllocations", "idleNewAllocations"):
        if first[key] != 0:
            fail("%s is %d in the idle frames before the first screenshot, expected 0" % (key, first[key]))
    ex = Explorer(app, work)
    check_idle(ex, "start", since_start=True)
    # The Export section open: its settings and the export frame on the maps.
    ex.click(ex.reveal("export.header", "export"))
    if "export.frame" not in ex.marks("export-open"):
        fail("with Export open the maps show no export frame")
    check_idle(ex, "export")
    # A height curve on and its plot drawn: an idle frame still allocates nothing.
    ex.click(ex.reveal("terrain.header", "terrain"))
    ex.click(ex.reveal("check.height-curve", "curve"))
    if ex.params("curve-on")["height-curve"] == "off":
        fail("the height curve did not switch on")
    check_idle(ex, "curve")
    ex.close()


def scenario_stretch(app, tool, work):
    ex = Explorer(app, work)
    before = ex.meta("before")
    ex.click(before["marks"]["chip.stretch"]["rect"])
    after_path = ex.screenshot("after")
    ex.close()
    after = png_metadata(after_path)
    if "stretch" not in after["marks"]["map.right"]:
        fail("the gradient map is not stretched after the click")
    if after["fieldJobs"] != before["fieldJobs"]:
        fail("stretching recomputed fields")
    check(tool, "maps", after_path)


def scenario_nogl(app, tool, work):
    shot = os.path.join(work, "never.png")
    env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(work, "config"), MESA_GL_VERSION_OVERRIDE="3.1")
    result = subprocess.run([app, "--screenshot", shot], env=env, capture_output=True, text=True, timeout=TIMEOUT)
    print("exit %d, stderr: %r" % (result.returncode, result.stderr))
    if "no display" in result.stderr:
        raise DisplayRefused()
    if result.returncode == 0 or os.path.exists(shot):
        fail("without OpenGL 3.3 the explorer must fail and write nothing")
    if result.stderr.count("\n") != 1 or "OpenGL 3.3" not in result.stderr:
        fail("expected one line naming OpenGL 3.3")


def scenario_remembers(app, tool, work):
    ex = Explorer(app, work)
    marks = ex.marks("first")
    ex.click(marks["chip.quintic"]["rect"])
    ex.click(marks["chip.normalise"]["rect"])
    ex.click(marks["chip.grey"]["rect"])
    x, y = centre(marks["map.left"]["rect"])
    ex.drag((x, y), (x - 50, y + 20))
    chosen = ex.meta("chosen")
    xdo("windowsize", ex.window, 1280, 800)  # the view stays where it is: no longer the default one
    time.sleep(0.5)
    ex.close()
    config = os.path.join(work, "config", "noisescope")
    if sorted(os.listdir(config)) != ["state.json"]:
        fail("the state should be remembered in state.json alone, found %s" % sorted(os.listdir(config)))
    again = os.path.join(work, "again.png")
    screenshot_run(app, work, again, size=False)  # no --size: the remembered one
    restored = png_metadata(again)
    print("chosen:  ", chosen["params"], chosen["view"])
    print("restored:", restored["params"], restored["view"])
    if restored["params"] != chosen["params"] or restored["view"] != chosen["view"]:
        fail("the second run did not start where the first one ended")
    if chosen["params"]["fade"] != "quintic" or chosen["params"]["normalize"]:
        fail("the chips did not change fade and normalise")
    print("window", restored["window"], "maps", restored["mapColour"])
    if restored["window"] != [1280, 800] or restored["mapColour"] != "grey":
        fail("the window size and map colour were not remembered (state.json's layout)")
    check(tool, "maps", again)


def scenario_exportframe(app, tool, work):
    os.chdir(work)
    config = os.path.join(work, "config", "noisescope")
    os.makedirs(config)
    with open(os.path.join(config, "explorer.json"), "w") as f:
        json.dump({"export": {"size": [1024, 256], "format": "png", "file": "wide.png"}}, f)
    ex = Explorer(app, work)
    for step in ("default", "panned"):
        before = ex.screenshot(step + "-closed")
        ex.click(ex.reveal("export.header", step + "-closed"))
        framed = ex.screenshot(step + "-framed")
        marks = png_metadata(framed)["marks"]
        ex.click(marks["export.start"]["rect"])
        exported = os.path.join(work, "wide.png")
        wait_until("the export", lambda: os.path.exists(exported), process=ex)
        meta, shown = png_metadata(exported), png_metadata(framed)
        os.rename(exported, os.path.join(work, step + ".png"))
        x, y, w, h = shown["marks"]["map.left"]["rect"]
        v, e = shown["view"], meta["preset"]["view"]
        if (meta["width"], meta["height"]) != (1024, 256):
            fail("the remembered export size 1024x256 was not used: %sx%s" % (meta["width"], meta["height"]))
        half_w, half_h = 0.5 / e["zoom"], 0.5 * meta["height"] / (meta["width"] * e["zoom"])
        sx = lambda mx: x + (mx - v["cx"]) * w * v["zoom"] + w / 2
        sy = lambda my: y + (my - v["cy"]) * w * v["zoom"] + h / 2
        region = (sx(e["cx"] - half_w), sy(e["cy"] - half_h), sx(e["cx"] + half_w), sy(e["cy"] + half_h))
        print(step, "export view", e, "on screen", region, "marked", shown["marks"]["export.frame"]["rect"])
        check(tool, "frame", before, framed, "map.left", *region)
        ex.click(marks["export.header"]["rect"])  # closed again: the next step's plain map
        if step == "default":
            cx, cy = centre((x, y, w, h))
            ex.drag((cx, cy), (cx + 20, cy + 30), (cx + 40, cy + 60))
    ex.close()
    with open(os.path.join(config, "state.json")) as f:
        again = json.load(f)["explorer"]["export"]
    print("remembered:", again)
    if again != {"size": [1024, 256], "format": "png", "file": "wide.png"}:
        fail("the export's size, format and file name were not remembered")


def scenario_uiscale(app, tool, work):
    ex = Explorer(app, work)
    one = ex.screenshot("one")
    for _ in range(4):  # 125, 150, 175, 200%
        xdo("key", "ctrl+equal")
        time.sleep(0.3)
    two = ex.screenshot("two")
    ex.close()
    scale = png_metadata(two)["uiScale"]
    print("after Ctrl+= x4:", scale)
    if scale["user"] != 2 or scale["applied"] != 2:
        fail("four Ctrl+= should give 200%")
    check(tool, "glyphs", one, two, "title.left", 2)
    widths = [png_metadata(shot)["marks"]["sidebar"]["rect"][2] for shot in (one, two)]
    print("sidebar width at 100%% and 200%%: %s" % widths)
    # It grows with the text, up to a third of the window (frame.cpp's kMaxControlsShare, 0.34).
    if not (min(1.98 * widths[0], 0.32 * SIZE[0]) <= widths[1] <= 0.34 * SIZE[0] + 1):
        fail("the sidebar did not grow with the text up to a third of the window")
    with open(os.path.join(work, "config", "noisescope", "state.json")) as f:
        remembered = json.load(f)["explorer"]
    print("state.json's explorer:", remembered)
    if remembered["uiScale"] != 2:
        fail("the UI scale was not remembered")

    ex = Explorer(app, work)
    again = ex.screenshot("again")
    # At 200% the export frame's caption stays on the left map (the long
    # form ran on over the right one).
    ex.click(ex.reveal("export.header", "export2x"))
    marks = ex.marks("framed2x")
    caption, left = marks["export.frame.caption"]["rect"], marks["map.left"]["rect"]
    print("export caption at 200%:", caption, "left map:", left)
    if not inside(caption, left):
        fail("at 200%% the export frame's caption %s leaves the left map %s" % (caption, left))
    ex.click(ex.reveal("export.header", "export2x-closed"))
    xdo("key", "ctrl+0")
    time.sleep(0.3)
    reset = ex.screenshot("reset")
    ex.close()
    print("restarted:", png_metadata(again)["uiScale"], "after Ctrl+0:", png_metadata(reset)["uiScale"])
    if png_metadata(again)["uiScale"]["applied"] != 2:
        fail("the UI scale did not survive a restart")
    check(tool, "glyphs", two, again, "title.left", 1)
    check(tool, "glyphs", one, reset, "title.left", 1)

    shots = {name: os.path.join(work, name + ".png") for name in ("given", "fresh")}
    screenshot_run(app, work, shots["given"], "--ui-scale", "150%")
    screenshot_run(app, work, shots["fresh"], "--fresh")
    given, fresh = (png_metadata(shots[name])["uiScale"] for name in ("given", "fresh"))
    print("--ui-scale 150%:", given, "--fresh:", fresh)
    if given["applied"] != 1.5 or fresh["applied"] != 1:
        fail("--ui-scale 150% should give 1.5 and --fresh the default 1")

    # Floating panels at 200% open inside the window: the explain panel's
    # 790x460 at (-800, -490) would otherwise start 160 px left of it.
    shot = os.path.join(work, "explain2x.png")
    screenshot_run(app, work, shot, "--fresh", "--ui-scale", "2", "--lesson", "05-gradient-noise")
    panel = png_marks(shot)["panel.explain"]["rect"]
    print("explain panel at 200%:", panel)
    if not inside(panel, [0, 0, SIZE[0], SIZE[1]]):
        fail("at 200%% the explain panel %s runs out of the %dx%d window" % (panel, SIZE[0], SIZE[1]))


def scenario_shader(app, tool, work):
    shaders = os.path.join(work, "shaders")
    shutil.copytree(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shaders"), shaders)
    ex = Explorer(app, work, {"NOISESCOPE_SHADER_DIR": shaders})
    marks = ex.marks("before")
    with open(os.path.join(shaders, "colourise.frag"), "a") as f:
        f.write("\nthis is not GLSL;\n")
    ex.rest_pointer()
    xdo("key", "F5")
    time.sleep(0.3)
    ex.click(marks["chip.quintic"]["rect"])  # repaints everything with the program in use
    after = ex.screenshot("after")
    ex.close()
    meta = png_metadata(after)
    print("status line:", meta["status"])
    if not meta["statusIsError"] or "does not compile" not in meta["status"] or "colourise.frag" not in meta["status"]:
        fail("the broken shader was not reported with its log")
    if meta["params"]["fade"] != "quintic":
        fail("the explorer stopped answering after the broken shader")
    check(tool, "maps", after)


def scenario_stress(app, tool, work):
    ex = Explorer(app, work)
    ex.screenshot("start")
    for size in ("800x600", "300x200", "1600x1000", "100x100", "1x1", "1200x700", "640x480", "1x1"):
        w, h = size.split("x")
        xdo("windowsize", ex.window, w, h)
        time.sleep(0.03)
    ex.alive("fast resizing")
    xdo("windowunmap", ex.window)
    time.sleep(0.5)
    xdo("windowmap", ex.window)
    time.sleep(0.3)
    xdo("windowsize", ex.window, *SIZE)
    ex.alive("unmapping")
    # The typing below aims at this layout: wait until the explorer draws at
    # SIZE again, then take its marks (on a loaded machine the last resize can
    # land frames later, and a click aimed from the first layout hit a map).
    marks = wait_until("the window back at %dx%d" % SIZE, lambda: ex.marks_at_size("resized"))
    # The controls come back at their width: no frame drawn mid-resize may hold them to a third of a
    # tiny window (explorer_settings.h monitorUiFactor, frame.cpp's width hold).
    if marks["sidebar"]["rect"][2] < 300:
        fail("after the resizes the controls are %.0f px wide, not 330" % marks["sidebar"]["rect"][2])
    for mark, text in (("slider.octaves", "1000"), ("slider.lacunarity", "1e300"), ("slider.persistence", "-7"),
                       ("slider.frequency", "nan"), ("input.seed", "99999999999"), ("input.zoom", "0"),
                       ("input.cx", "1e308"), ("threshold.t2", "-3")):
        ex.type_into(marks[mark]["rect"], text)
        ex.alive("typing %s into %s" % (text, mark))
    ex.click(marks["chip.normalise"]["rect"])
    shot = ex.meta("extreme")
    print("after typing:", shot["params"], shot["view"], shot["thresholds"])
    p, view = shot["params"], shot["view"]
    # Each typed value landed and was brought into range (nan is refused).
    if (p["octaves"], p["lacunarity"], p["persistence"], p["frequency"], p["normalize"]) != (16, 8, 0, 4, False):
        fail("typed values were not clamped: %s" % p)
    if view["zoom"] != 1 / 64 or not view["cx"] > 1e6:
        fail("typed view was not clamped: %s" % view)
    t1, t2, t3 = shot["thresholds"]
    if not (0 <= t1 < t2 < t3 <= 1):
        fail("thresholds out of order: %s" % shot["thresholds"])
    if "sand <" not in shot["status"] or not shot["statusIsError"]:
        fail("typing sand < -3 was not refused aloud: %r" % shot["status"])
    if shot["teaching"]["pin"]["active"]:
        fail("a click aimed at the sidebar pinned a map: %s" % shot["teaching"]["pin"])
    # Fresh marks: the resizes and the typing above may have moved the layout since
    # the start, and a click from stale rectangles landed on a map and pinned it.
    now = ex.marks("before-reset")
    ex.click(now["button.reset"]["rect"])
    x, y = centre(now["map.right"]["rect"])
    ex.move(x, y)
    xdo("click", "--repeat", 80, "--delay", 5, 4)  # 1.25^80: far past the largest zoom
    time.sleep(0.3)
    ex.move(x, y)
    deep = ex.screenshot("deepest")
    zoom = png_metadata(deep)["view"]["zoom"]
    if zoom != 1048576:
        fail("zoom in should stop at 2^20, got %r" % zoom)
    check(tool, "maps", deep)
    ex.move(x, y)
    xdo("click", "--repeat", 120, "--delay", 5, 5)
    time.sleep(0.3)
    widest = ex.screenshot("widest")
    zoom = png_metadata(widest)["view"]["zoom"]
    if zoom != 1 / 64:
        fail("zoom out should stop at 1/64, got %r" % zoom)
    check(tool, "maps", widest)
    ex.close()


def scenario_present(app, tool, work):
    """F11 presents: the maps take the window (no controls, tiles, band row or
    status bar) and still show what core computes; F11 ends it and the layout
    is as before. View's Present button presents too, and the Esc that ends
    it leaves the pin where it was."""
    ex = Explorer(app, work)
    before = ex.marks("before")
    xdo("key", "F11")
    shot = ex.screenshot("presenting")
    meta = png_metadata(shot)
    marks = meta["marks"]
    shown = [k for k in marks if k == "sidebar" or k.startswith(("octave.", "band.", "terrain."))]
    if not meta["presenting"] or shown:
        fail("presenting (%r) still shows %s" % (meta["presenting"], shown))
    if marks["map.left"]["rect"][2] < 0.45 * SIZE[0] or marks["map.left"]["rect"][3] <= before["map.left"]["rect"][3]:
        fail("the presented maps are no larger: %s, before %s" % (marks["map.left"]["rect"],
                                                                  before["map.left"]["rect"]))
    check(tool, "maps", shot)
    xdo("key", "F11")
    back = ex.meta("f11-again")
    if back["presenting"] or "sidebar" not in back["marks"]:
        fail("F11 did not end the presentation")
    if back["marks"]["map.left"]["rect"] != before["map.left"]["rect"]:
        fail("after the presentation the maps are at %s, not %s" % (back["marks"]["map.left"]["rect"],
                                                                   before["map.left"]["rect"]))
    x, y, w, h = before["map.left"]["rect"]
    ex.move(x + w * 0.3, y + h * 0.4)
    xdo("click", 1)  # a pin, which the Esc that ends the presentation must leave where it is
    time.sleep(0.3)
    ex.click(ex.reveal("button.present"))
    if not ex.meta("button")["presenting"]:
        fail("the Present button did not present")
    xdo("key", "Escape")
    escaped = ex.meta("escaped")
    if escaped["presenting"] or "sidebar" not in escaped["marks"]:
        fail("Esc did not end the presentation")
    if not escaped["teaching"]["pin"]["active"]:
        fail("the Esc that ended the presentation took the pin away too")
    ex.close()


def scenario_export(app, tool, work):
    """The export panel writes the chosen view in the background and names the
    file; it is the very file `noisescope render --from` it writes again."""
    os.chdir(work)  # the panel's default destination is relative: noisescope.png
    ex = Explorer(app, work)
    marks = ex.marks("closed")
    ex.click(marks["export.header"]["rect"])
    marks = ex.marks("open")
    ex.click(marks["export.size1024"]["rect"])
    ex.click(marks["export.start"]["rect"])
    exported = os.path.join(work, "noisescope.png")
    wait_until("the exported file", lambda: os.path.exists(exported), process=ex)
    window = ex.meta("after")
    ex.close()
    meta = png_metadata(exported)
    if (meta["width"], meta["height"], meta["format"]) != (1024, 1024, "png"):
        fail("exported %sx%s %s, expected 1024x1024 png" % (meta["width"], meta["height"], meta["format"]))
    for key in ("octaves", "persistence", "lacunarity", "frequency", "seed", "fade"):
        if meta["preset"][key] != window["params"][key]:
            fail("the export's %s is %r, the window's %r" % (key, meta["preset"][key], window["params"][key]))
    same_as_render_from(app, exported, os.path.join(work, "again.png"))
    print("exported", exported, "equals render --from it")


def start_xvfb():
    """A private X server on a random free display; returns it once DISPLAY names it.

    Random numbers well above the usual :0 and :99: a machine shared by
    several containers shares the abstract socket namespace, so a display
    number taken elsewhere can be invisible to the lock files here."""
    for _ in range(30):
        number = random.randrange(300, 2000)
        if os.path.exists("/tmp/.X%d-lock" % number):
            continue
        read_end, write_end = os.pipe()
        # -noreset: by default Xvfb resets itself whenever its last client
        # leaves, and a client connecting during that reset is refused. Here
        # the xdotool calls that look for the explorer's window connect and
        # leave while the explorer starts: "Failed to open display" now and
        # then under load (reproduced: 1 explorer start in 8 with a polling
        # xdotool, none with -noreset), and each reset costs a client up to
        # half a second on a loaded machine.
        server = subprocess.Popen(["Xvfb", ":%d" % number, "-displayfd", str(write_end), "-noreset",
                                   "-screen", "0", "1600x1000x24", "-nolisten", "tcp"], pass_fds=[write_end],
                                  stdout=subprocess.DEVNULL,
                                  stderr=open(os.path.join(WORK_DIR[0], "xvfb.log") if WORK_DIR[0] else os.devnull, "a"))
        os.close(write_end)
        with os.fdopen(read_end) as announced:
            ready = announced.readline().strip()  # written once the server accepts clients
        if ready == str(number):
            os.environ["DISPLAY"] = ":%d" % number
            return server
        server.kill()
        server.wait()
    fail("Xvfb did not start on any of 30 displays")


def main():
    if len(sys.argv) != 5:
        print(__doc__)
        sys.exit(2)
    scenario, app, tool, work = sys.argv[1:]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    os.environ.setdefault("LIBGL_ALWAYS_SOFTWARE", "1")
    WORK_DIR[0] = work
    attempts = 5  # a refused display is the machine's, not the explorer's: a clean CI run met two in a row
    for attempt in range(1, attempts + 1):
        server = start_xvfb()
        try:
            globals()["scenario_" + scenario](app, tool, work)
            break
        except DisplayRefused:
            if attempt == attempts:
                fail("the explorer could not open the X display %d times" % attempts)
            print("the explorer could not open the X display %s; once more with a new Xvfb" % os.environ["DISPLAY"])
            shutil.rmtree(work, ignore_errors=True)
            os.makedirs(work)
        finally:
            server.terminate()
            server.wait()
        time.sleep(0.5 * attempt)
    print("ok")


if __name__ == "__main__":
    main()
