#!/usr/bin/env python3
"""Runs the bad command-line inputs of bad_inputs.tsv against the real binary.

usage: run_bad_inputs.py NOISESCOPE TABLE

Each case runs in a scratch folder {tmp} that already holds {keep} (a file
of random bytes standing for a file someone cares about), {dir} (an empty
folder) and the files the case sets up. A case passes when
  - the exit code is the expected one (never a signal),
  - standard error is exactly one line and contains the expected text,
  - every file in {tmp} has the same bytes afterwards and nothing was added
    (no temporary or half-written file left behind, nothing overwritten).
Table columns (tab-separated; '#' starts a comment line):
  name  exit  message  args  stdin  files
args are split like a shell would (shlex); stdin and files take Python
escapes (\\n, \\t, \\x00), and so do the args after splitting; stdin
`@repeat:N:TEXT` is TEXT N times. files is `name=content` entries joined by
' ;; '; content `@PATH` copies PATH from the repository.
The display variables are removed, so no case can open a window.
"""
import os
import shlex
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def snapshot(folder):
    state = {}
    for root, dirs, files in os.walk(folder):
        for d in dirs:
            state[os.path.relpath(os.path.join(root, d), folder)] = None
        for f in files:
            path = os.path.join(root, f)
            with open(path, "rb") as fh:
                state[os.path.relpath(path, folder)] = fh.read()
    return state


def unescape(text):
    return text.encode("latin-1", "backslashreplace").decode("unicode_escape").encode("latin-1")


def read_table(path):
    cases = []
    with open(path, encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            cols = line.split("\t")
            if len(cols) < 4:
                sys.exit(f"{path}:{number}: needs at least 4 tab-separated columns, has {len(cols)}")
            cols += [""] * (6 - len(cols))
            name, code, message, args, stdin, files = cols[:6]
            cases.append((number, name, int(code), message, args, stdin, files))
    return cases


def run_case(binary, case, env):
    number, name, code, message, args, stdin, files = case
    with tempfile.TemporaryDirectory(prefix="noisescope-hostile-") as tmp:
        keep = os.path.join(tmp, "keep.png")
        with open(keep, "wb") as fh:
            fh.write(os.urandom(4096))
        os.mkdir(os.path.join(tmp, "folder"))
        for entry in filter(None, files.split(" ;; ")):
            fname, _, content = entry.partition("=")
            data = unescape(content)
            if content.startswith("@"):  # a file of the repository
                with open(os.path.join(REPO, content[1:]), "rb") as fh:
                    data = fh.read()
            with open(os.path.join(tmp, fname), "wb") as fh:
                fh.write(data)
        fill = lambda s: s.replace("{tmp}", tmp).replace("{keep}", keep).replace("{dir}", os.path.join(tmp, "folder"))
        argv = [binary] + [os.fsdecode(unescape(fill(a))) for a in shlex.split(args)]
        before = snapshot(tmp)
        data = unescape(fill(stdin))
        if stdin.startswith("@repeat:"):  # @repeat:N:TEXT, TEXT N times
            _, count, text = stdin.split(":", 2)
            data = unescape(text) * int(count)
        try:
            result = subprocess.run(argv, input=data, capture_output=True, env=env, cwd=tmp,
                                    timeout=120)
        except subprocess.TimeoutExpired:
            return [f"timed out: {argv}"]
        after = snapshot(tmp)
    problems = []
    err = result.stderr.decode("utf-8", "replace")
    if result.returncode < 0:
        problems.append(f"killed by signal {-result.returncode}")
    elif result.returncode != code:
        problems.append(f"exit {result.returncode}, expected {code}")
    if err.count("\n") != 1 or not err.endswith("\n"):
        problems.append("standard error is not exactly one line")
    message = fill(message)
    if message not in err:
        problems.append(f"standard error lacks {message!r}")
    changed = sorted(k for k in set(before) | set(after) if before.get(k, 0) != after.get(k, 0))
    if changed:
        problems.append(f"files changed, added or removed: {changed}")
    if problems:
        problems.append(f"ran: {shlex.join(argv[1:])}")
        problems.append(f"stderr: {err[:600]!r}")
    return problems


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    binary, table = os.path.abspath(sys.argv[1]), sys.argv[2]
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    cases = read_table(table)
    failed = 0
    for case in cases:
        problems = run_case(binary, case, env)
        status = "ok  " if not problems else "FAIL"
        print(f"{status} {case[1]}")
        for p in problems:
            print(f"       {p}")
        failed += bool(problems)
    print(f"{len(cases) - failed} of {len(cases)} bad inputs handled as the table says")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
