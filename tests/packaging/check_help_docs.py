#!/usr/bin/env python3
"""The generated man page and bash completion against the binary's --help.

    check_help_docs.py BINARY MAN_PAGE COMPLETION

Reads the commands and options straight from --help (its own, simpler
reading than packaging/help_docs.py's, so a parsing slip there shows here),
then checks that groff formats the man page without a warning, that the
page names every command and option, and that bash, with the completion
loaded, offers every command and every option of each, and the listed
values of options like --noise value|gradient.
"""
import re
import subprocess
import sys

failures = []


def check(ok, message):
    if not ok:
        failures.append(message)


def run(*args, stdin=None):
    return subprocess.run(args, capture_output=True, text=True, check=False, input=stdin)


def help_of(binary, *words):
    result = run(binary, *words, "--help")
    check(result.returncode == 0, f"{' '.join(words)} --help exited {result.returncode}")
    return result.stdout


def offered(completion, words):
    """What the completion offers for the last word of `words`."""
    script = (
        f"source {completion}\n"
        "compopt() { :; }\n"  # only meaningful inside real completion
        "COMP_WORDS=(\"$@\"); COMP_CWORD=$(($# - 1)); _noisescope\n"
        'printf "%s\\n" "${COMPREPLY[@]}"\n'
    )
    result = run("bash", "-c", script, "bash", *words)
    check(result.returncode == 0, f"completion of {words} failed: {result.stderr.strip()}")
    return set(result.stdout.split())


def main():
    binary, man_page, completion = sys.argv[1:]
    top = help_of(binary)
    commands = sorted(set(re.findall(r"(?m)^\s*(?:usage:)?\s*noisescope ([a-z]+)\b", top)))
    check(len(commands) >= 2, f"found only {commands} in --help")

    warnings = run("groff", "-man", "-Tutf8", "-ww", "-z", man_page)
    check(warnings.returncode == 0 and not warnings.stderr, f"groff warns: {warnings.stderr.strip()}")
    page = run("groff", "-man", "-Tascii", man_page).stdout
    page = re.sub(r".\x08", "", page)  # bold and underline overstrikes
    check("NAME" in page and "SYNOPSIS" in page, "no NAME or SYNOPSIS section")

    top_words = offered(completion, ["noisescope", ""])
    for command in commands:
        check(re.search(rf"(?m)^ +{command}$", page) is not None, f"the man page has no section for {command}")
        check(command in top_words, f"`noisescope <TAB>` does not offer {command}")

    helps = {"": top, **{c: help_of(binary, c) for c in commands}}
    for command, text in helps.items():
        prefix = ["noisescope"] + ([command] if command else [])
        words = offered(completion, prefix + ["-"])
        for line in text.splitlines():
            match = re.match(r"^ {1,6}(?:(-\w), )?(--?[\w-]+)(?: (\S+))?", line)
            if not match:
                continue
            for option in filter(None, match.group(1, 2)):
                check(option in page, f"the man page does not mention {option}")
                check(option in words, f"`{' '.join(prefix)} -<TAB>` does not offer {option}")
            value = match.group(3) or ""
            if re.fullmatch(r"[a-z]+(\|[a-z]+)+", value):
                values = offered(completion, prefix + [match.group(2), ""])
                check(set(value.split("|")) <= values, f"{match.group(2)} completes {values}, not {value}")

    for failure in failures:
        print(f"check_help_docs: {failure}", file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
