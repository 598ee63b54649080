#!/usr/bin/env python3
"""The README and docs/ as a newcomer reads them.

usage: docs_check.py NOISESCOPE SOURCE_DIR WORKDIR

- every relative link and picture of README.md and docs/**/*.md names a file
  that exists, and a #fragment names a heading of that file;
- no page reads like a journal: no times of day, commit hashes, load
  averages or dated runs;
- README.md stays a front door (at most 220 lines);
- every `build/app/noisescope ...` command in README.md's indented code runs
  (in WORKDIR, with that binary) and exits 0.
"""
import os
import re
import shlex
import shutil
import subprocess
import sys

LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
JOURNAL = [
    (re.compile(r"\b\d{1,2}:\d{2}\b"), "a time of day"),
    (re.compile(r"\b(commit|main|on) [0-9a-f]{7,40}\b"), "a commit hash"),
    (re.compile(r"load average|\bload (about )?\d"), "a load average"),
    (re.compile(r"\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December)\b"),
     "a date"),
    (re.compile(r"[Tt]ried and dropped|\btoday\b"), "a journal word"),
]


def anchor(heading):
    """GitHub's fragment of a heading: lower case, punctuation dropped, spaces to '-'."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def headings(path):
    with open(path, encoding="utf-8") as f:
        return {anchor(line.lstrip("#")) for line in f if line.startswith("#")}


def pages(source):
    found = [os.path.join(source, "README.md")]
    for root, _, files in os.walk(os.path.join(source, "docs")):
        found += [os.path.join(root, f) for f in sorted(files) if f.endswith(".md")]
    return found


def readme_commands(source):
    """The indented code lines of README.md that run the built binary."""
    commands = []
    with open(os.path.join(source, "README.md"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("    ") and "build/app/noisescope" in line:
                commands.append(line.split("  #")[0].strip())
    return commands


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        sys.exit(2)
    app, source, work = (os.path.abspath(a) for a in sys.argv[1:])
    problems = []
    for page in pages(source):
        name = os.path.relpath(page, source)
        with open(page, encoding="utf-8") as f:
            text = f.read()
        for target in LINK.findall(text):
            if re.match(r"[a-z]+:", target):
                continue  # a web address: not checked offline
            path, _, fragment = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(page), path)) if path else page
            if not os.path.exists(resolved):
                problems.append("%s links to %s, which does not exist" % (name, target))
            elif fragment and resolved.endswith(".md") and fragment not in headings(resolved):
                problems.append("%s links to %s: no such heading" % (name, target))
        for number, line in enumerate(text.split("\n"), 1):
            for pattern, what in JOURNAL:
                if pattern.search(line):
                    problems.append("%s:%d has %s: %s" % (name, number, what, line.strip()[:80]))
    lines = open(os.path.join(source, "README.md"), encoding="utf-8").read().count("\n")
    if lines > 220:
        problems.append("README.md has %d lines; the front door holds at most 220" % lines)

    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    # No display: the explorer's example reads its options and preset, then
    # says in one line that it has no display to open (exit 1, accepted).
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["XDG_CONFIG_HOME"] = os.path.join(work, "config")
    commands = readme_commands(source)
    if len(commands) < 4:
        problems.append("README.md shows %d commands of the binary, expected one per command" % len(commands))
    for command in commands:
        words = shlex.split(command.replace("build/app/noisescope", shlex.quote(app)))
        shell = "|" in command
        result = subprocess.run(command.replace("build/app/noisescope", shlex.quote(app)) if shell else words,
                                shell=shell, cwd=work, capture_output=True, text=True, timeout=120, env=env)
        print("ran:", command, "->", result.returncode)
        if result.returncode != 0 and "no display" not in result.stderr:
            problems.append("README command failed (%d): %s: %s" % (result.returncode, command,
                                                                     result.stderr.strip()[:200]))
    for p in problems:
        print("FAIL " + p)
    print("%d pages, %d commands checked, %d problems" % (len(pages(source)), len(commands), len(problems)))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
