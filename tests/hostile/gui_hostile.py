#!/usr/bin/env python3
"""The explorer under hostile use, in an Xvfb of its own, driven by xdotool.

usage: gui_hostile.py NOISESCOPE WORKDIR

tests/gui/drive_explorer.py's `stress` and `nogl` scenarios already cover
fast resizing, extreme text typed into every field, zooming to the clamp
and starting without OpenGL 3.3. This adds what they leave out:
  1. The window is minimised, unmapped and mapped again, held at 1x1 for a
     second, then restored: it keeps running and its next screenshot has
     the restored size.
  2. An export into a folder that has disappeared (the explorer's working
     folder, removed under it): the export fails, the status line says so
     as an error, no file appears, and the window keeps running.
  3. F12 into a screenshot folder that was removed: nothing is written, the
     window keeps running, and once the folder is back F12 writes again; its
     metadata carries the failure as the status line.
The scaffolding (Xvfb, the window, F12 screenshots with metadata, a retry
when the display refuses) is drive_explorer.py's.
"""
import os
import shutil
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "gui"))
import drive_explorer as de  # noqa: E402


def minimise_and_shrink(ex):
    de.xdo("windowminimize", ex.window)
    time.sleep(0.5)
    ex.alive("minimising")
    de.xdo("windowunmap", ex.window)
    time.sleep(0.5)
    de.xdo("windowmap", ex.window)
    time.sleep(0.3)
    ex.alive("unmapping and mapping again")
    de.xdo("windowsize", ex.window, 1, 1)
    time.sleep(1.0)
    ex.alive("a second at 1x1")
    de.xdo("windowsize", ex.window, *de.SIZE)
    time.sleep(0.5)
    meta = ex.meta("restored")
    if meta["window"] != list(de.SIZE):
        de.fail("after 1x1 the restored window is %s, expected %s" % (meta["window"], de.SIZE))
    return meta["marks"]


def export_into_vanished_folder(ex, marks, gone):
    shutil.rmtree(gone)  # the explorer's working folder: its export goes to ./noisescope.png
    ex.click(marks["export.header"]["rect"])
    marks = ex.marks("export-open")
    ex.click(marks["export.size1024"]["rect"])
    ex.click(marks["export.start"]["rect"])
    time.sleep(2.0)
    ex.alive("an export into a removed folder")
    meta = ex.meta("export-failed")
    print("status after the export:", meta.get("status"), "error" if meta.get("statusIsError") else "")
    if not meta.get("statusIsError") or "noisescope.png" not in meta.get("status", ""):
        de.fail("the failed export was not reported as an error naming the file")
    if os.path.exists(gone):
        de.fail("the export recreated the removed folder")


def screenshot_into_vanished_folder(ex):
    shutil.rmtree(ex.shots)
    de.xdo("key", "--clearmodifiers", "F12")
    time.sleep(2.0)
    ex.alive("F12 into a removed folder")
    if os.path.exists(ex.shots):
        de.fail("F12 recreated the removed screenshot folder")
    os.makedirs(ex.shots)
    meta = ex.meta("after-missing-folder")
    print("status after the failed screenshot:", meta.get("status"))
    if not meta.get("statusIsError") or ex.shots not in meta.get("status", ""):
        de.fail("the failed screenshot was not reported as an error naming its folder")


def scenario_hostile(app, tool, work):
    gone = os.path.join(work, "working-folder")
    os.makedirs(gone)
    os.chdir(gone)
    ex = de.Explorer(app, work)
    os.chdir(work)
    try:
        marks = minimise_and_shrink(ex)
        export_into_vanished_folder(ex, marks, gone)
        screenshot_into_vanished_folder(ex)
        ex.close()
    finally:
        if ex.process.poll() is None:
            ex.process.kill()


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(2)
    # drive_explorer's main: its own Xvfb, one retry if the display refuses.
    de.scenario_hostile = scenario_hostile
    app, work = (os.path.abspath(a) for a in sys.argv[1:])
    sys.argv = [sys.argv[0], "hostile", app, "", work]
    de.main()


if __name__ == "__main__":
    main()
