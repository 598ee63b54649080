#!/usr/bin/env python3
"""Which window tests repeat, line for line, what the others run: the list
the sanitizer stage of scripts/test.sh leaves out (tests/gui/CMakeLists.txt,
noisescope_window_tests_repeating).

Usage: tests/gui/window_coverage.py BUILD_FOLDER   (from the source root)

Builds the explorer, the command line and the idle probe with clang's line
coverage in BUILD_FOLDER (a fresh folder of its own), runs every window test
the sanitizer stage would (label window, not reference) four at a time, each
with its own profile folder, and reads the lines of app/ and core/ each one
reaches (the oracle gui_screen_check's profiles are left out: it is not the
code under test there). Then, costliest first (the sanitizer build's own
test times where it has them), it drops each test whose every line another
remaining test reaches too, and prints the dropped ones: together the others
reach every line the whole set does. Takes about ten minutes on 2 cores."""
import concurrent.futures
import glob
import os
import re
import subprocess
import sys
from collections import Counter

TARGETS = ["noisescope", "noisescope-explorer", "noisescope_alloc_probe", "gui_screen_check"]
OBJECTS = ["app/noisescope-explorer", "app/noisescope", "tests/gui/noisescope_alloc_probe"]


def run(*args, **kw):
    return subprocess.run(list(args), check=True, **kw)


def configure_and_build(build):
    flags = "-fprofile-instr-generate -fcoverage-mapping"
    run("cmake", "-S", ".", "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Debug", "-DNOISESCOPE_BENCH=OFF",
        "-DCMAKE_C_COMPILER=clang", "-DCMAKE_CXX_COMPILER=clang++", "-DCMAKE_CXX_FLAGS_DEBUG=-O0",
        "-DCMAKE_CXX_FLAGS=" + flags, "-DCMAKE_C_FLAGS=" + flags,
        "-DCMAKE_EXE_LINKER_FLAGS=-fprofile-instr-generate -fuse-ld=lld", stdout=subprocess.DEVNULL)
    run("cmake", "--build", build, "--target", *TARGETS)


def window_tests(build):
    listed = run("ctest", "--test-dir", build, "-N", "-L", "window", "-LE", "reference",
                 capture_output=True, text=True).stdout
    return re.findall(r"^\s*Test\s+#\d+: (\S+)$", listed, re.MULTILINE)


def oracle_signature(build, profiles):
    """The %m part of gui_screen_check's profile names."""
    env = dict(os.environ, LLVM_PROFILE_FILE=os.path.join(profiles, "oracle-%m.profraw"))
    subprocess.run([os.path.join(build, "tests/gui/gui_screen_check"), "--help"], env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    (found,) = glob.glob(os.path.join(profiles, "oracle-*.profraw"))
    return os.path.basename(found)[len("oracle-"):]


def lines_reached(build, profiles, test, oracle):
    folder = os.path.join(profiles, test)
    os.makedirs(folder, exist_ok=True)
    env = dict(os.environ, LLVM_PROFILE_FILE=os.path.join(folder, "%p-%m.profraw"))
    result = subprocess.run(["ctest", "--test-dir", build, "-R", "^%s$" % test], env=env,
                            stdout=subprocess.DEVNULL)
    if result.returncode != 0:
        sys.exit("%s failed in the coverage build" % test)
    raw = [p for p in glob.glob(os.path.join(folder, "*.profraw")) if not p.endswith("-" + oracle)]
    data = folder + ".profdata"
    run("llvm-profdata", "merge", "-sparse", *raw, "-o", data)
    objects = [os.path.join(build, OBJECTS[0])]
    for extra in OBJECTS[1:]:
        objects += ["-object", os.path.join(build, extra)]
    lcov = run("llvm-cov", "export", "-format=lcov", "-instr-profile", data, *objects,
               "-ignore-filename-regex=^/usr/|/tests/|" + os.path.abspath(build),
               capture_output=True, text=True).stdout
    reached, source = set(), ""
    for line in lcov.splitlines():
        if line.startswith("SF:"):
            source = line[3:]
        elif line.startswith("DA:"):
            number, count = line[3:].split(",")[:2]
            if int(count) > 0:
                reached.add((source, int(number)))
    return reached


def sanitizer_costs():
    costs = {}
    path = "build-asan/Testing/Temporary/CTestCostData.txt"
    if os.path.exists(path):
        for line in open(path):
            parts = line.split()
            if len(parts) == 3:
                costs[parts[0]] = float(parts[2])
    return costs


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    build = sys.argv[1]
    configure_and_build(build)
    profiles = os.path.join(os.path.abspath(build), "window-coverage")
    os.makedirs(profiles, exist_ok=True)
    oracle = oracle_signature(build, profiles)
    tests = window_tests(build)
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        reached = dict(zip(tests, pool.map(lambda t: lines_reached(build, profiles, t, oracle), tests)))
    times = Counter()
    for test in tests:
        times.update(reached[test])
    costs = sanitizer_costs()
    dropped = []
    for test in sorted(tests, key=lambda t: -costs.get(t, 30.0)):
        if all(times[line] > 1 for line in reached[test]):
            dropped.append(test)
            times.subtract(reached[test])
    print("%d window tests reach %d lines of app/ and core/; without these %d the others reach them all:"
          % (len(tests), len(set().union(*reached.values())), len(dropped)))
    print(" ".join(sorted(dropped)))


if __name__ == "__main__":
    main()
