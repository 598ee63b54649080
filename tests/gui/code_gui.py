#!/usr/bin/env python3
"""The explorer's "Copy as code" (the Presets panel), driven as a designer
would under Xvfb: the code that lands on the X clipboard (read back by
xclip, as a paste would) compiles with gcc and gives `noisescope sample`'s
values for the settings on screen; the language chooser gives GLSL.

Usage: code_gui.py SCENARIO NOISESCOPE WORK_FOLDER
  copy   C99 from the island preset, then GLSL from the chooser
"""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import drive_explorer as de  # noqa: E402

DRIVER = r"""
#include <stdio.h>
double noisescope_elevation(double x, double y);
int noisescope_biome(double x, double y);
int main(void) {
  double x, y;
  while (scanf("%lf %lf", &x, &y) == 2) printf("%.17g %d\n", noisescope_elevation(x, y), noisescope_biome(x, y));
  return 0;
}
"""


def clipboard():
    """The clipboard's text, asked of its owner (the explorer) as a paste does."""
    done = subprocess.run(["xclip", "-o", "-selection", "clipboard"], capture_output=True, text=True,
                          timeout=de.TIMEOUT)
    return done.stdout if done.returncode == 0 else ""


def embedded_preset(code):
    """The preset JSON the file's header carries (" * " before each line)."""
    lines = code.split("\n")
    start = lines.index(" * {")
    end = lines.index(" * }", start)
    return json.loads("\n".join(line[3:] for line in lines[start:end + 1]))


def scenario_copy(app, tool, work):
    ex = de.Explorer(app, work, args=["--preset", "island", "--seed", "99"])
    ex.click(ex.reveal("preset.header", "presets"))
    ex.click(ex.reveal("preset.code", "code"))
    copied = ex.meta("copied")
    if "copied the" not in copied["status"] or "as C99" not in copied["status"]:
        de.fail("Copy as code said %r, not that it copied C99" % copied["status"])
    c_code = de.wait_until("C code on the clipboard", lambda: (lambda t: t if "noisescope_elevation" in t else None)(
        clipboard()), process=ex)
    ex.click(ex.reveal("preset.codelanguage", "chooser"))
    ex.click(ex.marks("languages")["preset.codelanguage.2"]["rect"])
    ex.click(ex.reveal("preset.code", "code-glsl"))
    glsl = de.wait_until("GLSL on the clipboard", lambda: (lambda t: t if "vec2 p" in t else None)(clipboard()),
                         process=ex)
    ex.close()

    if embedded_preset(c_code)["seed"] != 99:
        de.fail("the copied code's preset does not carry the seed on screen (99)")
    if "float noisescope_elevation(vec2 p)" not in glsl or "#include" in glsl:
        de.fail("the GLSL choice did not copy GLSL")
    with open(os.path.join(work, "map.c"), "w") as f:
        f.write(c_code)
    with open(os.path.join(work, "driver.c"), "w") as f:
        f.write(DRIVER)
    built = subprocess.run(["gcc", "-std=c99", "-Wall", "-Wextra", "-Werror", "map.c", "driver.c", "-lm", "-o", "map"],
                           cwd=work, capture_output=True, text=True)
    if built.returncode != 0:
        de.fail("the copied C does not compile:\n" + built.stderr)
    points = "".join("%r %r\n" % (0.37 * i - 1.0, 0.23 * i + 0.5) for i in range(25))
    got = subprocess.run(["./map"], cwd=work, input=points, capture_output=True, text=True).stdout.split("\n")
    args = ["--preset", "island", "--seed", "99"]
    want_e = subprocess.run([app, "sample"] + args, input=points, capture_output=True, text=True).stdout.split()
    want_b = subprocess.run([app, "sample", "--field", "biome"] + args, input=points, capture_output=True,
                            text=True).stdout.split()
    worst = 0.0
    for i in range(25):
        e, b = got[i].split()
        worst = max(worst, abs(float(e) - float(want_e[i])))
        if worst > 1e-6 or int(b) != int(want_b[i]):
            de.fail("the copied C gives %s at point %d, sample %s %s" % (got[i], i, want_e[i], want_b[i]))
    print("copied C99 (%d lines) compiles and equals sample at 25 points (largest difference %.3g); GLSL copied "
          "(%d lines)" % (c_code.count("\n"), worst, glsl.count("\n")))


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        sys.exit(2)
    scenario, app, work = sys.argv[1], os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3])
    de.scenario_code_copy = scenario_copy
    sys.argv = [sys.argv[0], "code_" + scenario, app, "", work]
    de.main()


if __name__ == "__main__":
    main()
