#!/usr/bin/env python3
"""Runs glsl_check (the generated GLSL in a real OpenGL context) in an Xvfb
of its own, started as the explorer's window tests start theirs.

Usage: glsl_check.py PATH/TO/code_glsl_check WORK_FOLDER"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gui"))
import drive_explorer as de  # noqa: E402  (start_xvfb)


def main():
    check, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    de.WORK_DIR[0] = work
    # Every run compiles as a user's first run does: no shader cache to differ between runs.
    os.environ["MESA_SHADER_CACHE_DISABLE"] = "true"
    server = de.start_xvfb()
    try:
        return subprocess.run([check]).returncode
    finally:
        server.kill()
        server.wait()


if __name__ == "__main__":
    sys.exit(main())
