#!/usr/bin/env python3
"""Rules every command line follows, checked on the real binary.

usage: command_line_check.py NOISESCOPE CHECK

CHECK is one of
  exit-status  the same bad input gets the same exit status from the
               explorer's command line, `render` and `sample`, the one
               options/exit_status.h and docs/manual/command-line.md state: 2 for a usage
               error (unknown option, bad value, a preset wrong inside), 1 for
               a file that cannot be read (missing, no such built-in);
               always one line on standard error.
  screenshot   the explorer's --screenshot PATH follows render's rule for an
               existing file: refused with one line naming it and --force,
               exit 1, the file untouched, before any window opens; with
               --force it is not refused (it then stops at the missing
               display here, still without touching the file).
  help-width   every --help (the top level with the explorer's options, and
               each command the top level's usage lines name) keeps every
               line within 100 columns, with no tabs.
Every run has no display, a scratch HOME and XDG_CONFIG_HOME, and the scratch
folder as its working folder, so no window opens and nothing real is touched.
"""
import os
import re
import subprocess
import sys
import tempfile


def run(app, work, args, stdin=""):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(HOME=work, XDG_CONFIG_HOME=os.path.join(work, "config"))
    return subprocess.run([app] + args, cwd=work, env=env, input=stdin, capture_output=True, text=True, timeout=60)


class Failures:
    def __init__(self):
        self.count = 0

    def check(self, ok, what):
        print(("ok    " if ok else "FAIL  ") + what)
        if not ok:
            self.count += 1


def check_exit_status(app, work, failures):
    with open(os.path.join(work, "wrong.json"), "w") as f:
        f.write('{"noisescope_preset": 1, "persistence": 1.5}\n')
    # (what, expected status, words naming the input)
    inputs = [
        ("unknown option", 2, ["--colour", "ramp"]),
        ("value out of range", 2, ["--octaves", "0"]),
        ("preset wrong inside", 2, ["--preset", "wrong.json"]),
        ("missing preset file", 1, ["--preset", os.path.join(work, "nope.json")]),
        ("unknown preset name", 1, ["--preset", "nosuch"]),
    ]
    commands = [
        ("explorer", lambda words: words + ["--fresh"]),
        ("render", lambda words: ["render"] + words + ["-o", "out.png"]),
        ("sample", lambda words: ["sample"] + words),
    ]
    for what, expected, words in inputs:
        for name, command in commands:
            result = run(app, work, command(words), stdin="0 0\n")
            lines = result.stderr.splitlines()
            failures.check(result.returncode == expected and len(lines) == 1,
                           "%s, %s: exit %d (expected %d), %d stderr line(s): %r"
                           % (what, name, result.returncode, expected, len(lines), result.stderr.strip()))
    # The explorer's --lesson follows the same rule.
    result = run(app, work, ["--lesson", "no-such-lesson", "--fresh"])
    failures.check(result.returncode == 1 and len(result.stderr.splitlines()) == 1,
                   "missing lesson, explorer: exit %d (expected 1): %r" % (result.returncode, result.stderr.strip()))
    failures.check(not os.path.exists(os.path.join(work, "out.png")), "no output written")


def files_of(work):
    state = {}
    for name in sorted(os.listdir(work)):
        path = os.path.join(work, name)
        with open(path, "rb") as f:
            state[name] = f.read()
    return state


def check_screenshot(app, work, failures):
    shot = os.path.join(work, "shot.png")
    with open(shot, "wb") as f:
        f.write(b"a picture someone keeps\n")
    before = files_of(work)
    rendered = run(app, work, ["render", "--size", "8x8", "-o", shot])
    explorer = run(app, work, ["--fresh", "--size", "640x400", "--screenshot", shot])
    for name, result in (("render", rendered), ("explorer", explorer)):
        message = result.stderr.strip()
        failures.check(result.returncode == 1 and len(result.stderr.splitlines()) == 1 and "already exists" in message
                       and message.endswith("(--force replaces it)"),
                       "%s over an existing file: exit %d, %r" % (name, result.returncode, message))
    failures.check(explorer.stderr.split(":", 1)[1] == rendered.stderr.split(":", 1)[1],
                   "the explorer and render say the same after their names")
    forced = run(app, work, ["--fresh", "--size", "640x400", "--screenshot", shot, "--force"])
    failures.check(forced.returncode == 1 and "already exists" not in forced.stderr and "display" in forced.stderr,
                   "with --force the file is not refused (exit %d: %r)" % (forced.returncode, forced.stderr.strip()))
    folder = run(app, work, ["--fresh", "--screenshot", work])
    failures.check(folder.returncode == 1 and "folder" in folder.stderr,
                   "a folder as PATH: exit %d, %r" % (folder.returncode, folder.stderr.strip()))
    failures.check(files_of(work) == before, "the existing file keeps its bytes and nothing was added")
    helped = run(app, work, ["--help"])
    line = [l for l in helped.stdout.splitlines() if l.strip().startswith("--force")]
    failures.check(len(line) == 1 and "--screenshot" in line[0], "--help explains the explorer's --force: %r" % line)


HELP_WIDTH = 100  # options/map_options.h's kHelpWidth


def check_help_width(app, work, failures):
    top = run(app, work, ["--help"])
    commands = sorted(set(re.findall(r"(?m)^\s*(?:usage:)?\s*noisescope ([a-z]+)\b", top.stdout)))
    failures.check(len(commands) >= 3, "the top-level help names the commands: %s" % commands)
    for words in [[]] + [[command] for command in commands]:
        result = run(app, work, words + ["--help"])
        name = " ".join(["noisescope"] + words + ["--help"])
        lines = result.stdout.splitlines()
        failures.check(result.returncode == 0 and len(lines) > 5, "%s: exit %d, %d lines" % (name, result.returncode, len(lines)))
        long_lines = [line for line in lines if len(line) > HELP_WIDTH or "\t" in line]
        failures.check(not long_lines, "%s: %d of %d lines within %d columns%s" % (
            name, len(lines) - len(long_lines), len(lines), HELP_WIDTH,
            "".join("\n        %d: %s" % (len(line), line) for line in long_lines)))


CHECKS = {"exit-status": check_exit_status, "screenshot": check_screenshot, "help-width": check_help_width}


def main():
    if len(sys.argv) != 3 or sys.argv[2] not in CHECKS:
        sys.exit(__doc__)
    app = os.path.abspath(sys.argv[1])
    failures = Failures()
    with tempfile.TemporaryDirectory() as work:
        CHECKS[sys.argv[2]](app, work, failures)
    if failures.count:
        print("%d check(s) failed" % failures.count)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
