#!/usr/bin/env python3
"""The man page and the bash completion, read from the binary's own --help.

    help_docs.py man BINARY SUMMARY OUT.1
    help_docs.py completion BINARY OUT

Commands are the words after "noisescope" in the usage lines of
`noisescope --help`; each one's options come from `noisescope CMD --help`,
the explorer's from the rest of `noisescope --help`. An option line is
indented at most six spaces and starts with "-": its value, when it takes
one, follows after a single space and has a capital letter or a "|"
("--size WxH", "--noise value|gradient", "--preset FILE|NAME"). So a new
command or option shows up in both files without touching this script.
"""
import os
import re
import subprocess
import sys

OPTION = re.compile(r"^ {1,6}(?:(-[A-Za-z0-9]), )?(--?[A-Za-z0-9][A-Za-z0-9-]*)(?: ([^ ]*(?:[A-Z|])[^ ]*))?(?:\s+(.*))?$")
CHOICE_LINE = re.compile(r"^ {7,}([a-z0-9]+) {2,}\S")
COMMAND = re.compile(r"^\s*(?:usage:)?\s*noisescope\s+([a-z][a-z0-9-]*)\b")
FILE_WORDS = ("FILE", "PATH", "PNG")


def help_text(binary, *words):
    run = subprocess.run([binary, *words, "--help"], capture_output=True, text=True, check=False)
    if run.returncode != 0:
        sys.exit(f"help_docs: `{' '.join([binary, *words, '--help'])}` exited {run.returncode}: {run.stderr.strip()}")
    return run.stdout


def usage_block(text):
    """The leading usage lines, and the rest of the text."""
    lines = text.splitlines()
    end = 0
    while end < len(lines) and lines[end].strip():
        end += 1
    return lines[:end], lines[end:]


def commands(top_help):
    usage, _ = usage_block(top_help)
    found = []
    for line in usage:
        match = COMMAND.match(line)
        if match and match.group(1) not in found:
            found.append(match.group(1))
    return found


def options(text):
    """(short, long, value, choices) for each option line of a help text.
    Choices are the words of the option's own lines spelled "WORD  text"
    ("png16  16-bit grey heightmap"), or of a value "a|b|c"."""
    found = []
    for line in text.splitlines():
        match = OPTION.match(line)
        if match:
            value = match.group(3)
            choices = [c for c in value.split("|") if re.fullmatch(r"[a-z0-9-]+", c)] if value else []
            if value and (table := CHOICE_LINE.match(" " * 7 + (match.group(4) or ""))):
                choices.append(table.group(1))
            found.append((match.group(1), match.group(2), value, choices))
        elif found and found[-1][2] and (table := CHOICE_LINE.match(line)):
            found[-1][3].append(table.group(1))
    return found


def write_atomically(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


# --- man page -------------------------------------------------------------

def roff(text):
    """Plain text as roff: backslashes kept, option dashes as \\- (so they
    copy and paste as ASCII), no line starting a request."""
    text = text.replace("\\", "\\e")
    text = re.sub(r"(?<![\w-])(--?)(?=[A-Za-z0-9])", lambda m: m.group(1).replace("-", "\\-"), text)
    return "\\&" + text if text[:1] in (".", "'") else text


def roff_body(lines):
    """Help lines as roff: option lines become tagged paragraphs, their
    deeper-indented continuation lines stay lines, a line ending in ":"
    becomes a bold heading, blank lines separate paragraphs."""
    out = []
    in_option = False
    for line in lines:
        match = OPTION.match(line)
        if not line.strip():
            in_option = False
            out.append(".PP")
        elif match:
            short, name, value, description = match.groups()
            tag = (f"\\fB{roff(short)}\\fR, " if short else "") + f"\\fB{roff(name)}\\fR"
            if value:
                tag += f" \\fI{roff(value)}\\fR"
            out += [".TP", tag, roff(description or "")]
            in_option = True
        elif in_option and line.startswith("       "):
            out += [".br", roff(line.strip())]
        elif line.rstrip().endswith(":") and not line.startswith(" "):
            in_option = False
            out += [".PP", f"\\fB{roff(line.strip())}\\fR", ".br"]
        else:
            in_option = False
            out.append(roff(line.strip()))
    return out


def usage_roff(usage):
    return [".nf"] + [roff(re.sub(r"^usage:\s*", "", line).strip()) for line in usage] + [".fi"]


def man_page(binary, summary):
    version = subprocess.run([binary, "--version"], capture_output=True, text=True, check=True).stdout.strip()
    top = help_text(binary)
    usage, rest = usage_block(top)
    out = [
        f'.TH NOISESCOPE 1 "" "{roff(version)}" "User Commands"',
        ".SH NAME",
        f"noisescope \\- {roff(summary)}",
        ".SH SYNOPSIS",
        *usage_roff(usage),
        ".SH DESCRIPTION",
        "With no command, \\fBnoisescope\\fR opens the explorer window; "
        "with a command it works on the command line, without a window.",
        *roff_body(rest),
        ".SH COMMANDS",
    ]
    for command in commands(top):
        command_usage, command_rest = usage_block(help_text(binary, command))
        out += [f".SS {command}", *usage_roff(command_usage), *roff_body(command_rest)]
    out += [
        ".SH FILES",
        ".TP",
        "\\fI$XDG_CONFIG_HOME/noisescope/state.json\\fR (else \\fI~/.config/noisescope/state.json\\fR)",
        "The explorer's remembered state in one file: the last document (a preset), the UI scale and "
        "export choices, and the layout.",
        ".TP",
        "\\fI/usr/share/noisescope/presets/\\fR (\\fIshare/noisescope/presets/\\fR of any other prefix)",
        "The built-in presets as files, to copy and edit; the binary has them built in.",
        ".SH ENVIRONMENT",
        ".TP",
        "\\fBNOISESCOPE_SHADER_DIR\\fR",
        "Where F5 reloads the explorer's shaders from (default: the source tree it was built from).",
    ]
    return "\n".join(line for line in out if line != "") + "\n"


# --- bash completion ------------------------------------------------------

def value_completion(value, words, names):
    """The bash that fills COMPREPLY for an option's value, or None."""
    if value is None:
        return None
    choices = value.split("|")
    words = list(words)
    takes_file = any(word in c for c in choices for word in FILE_WORDS)
    takes_name = any(c in ("ID", "NAME") for c in choices)
    if "DIR" in choices:
        return 'COMPREPLY=($(compgen -d -- "$cur")); compopt -o filenames'
    if takes_name:
        words += names
    parts = []
    if words:
        parts.append(f'COMPREPLY=($(compgen -W "{" ".join(words)}" -- "$cur"))')
    if takes_file:
        parts.append('COMPREPLY+=($(compgen -f -- "$cur")); compopt -o filenames')
    return "; ".join(parts) if parts else "COMPREPLY=()"


def built_in_names(binary, per_command, option):
    """The built-in names an option "--thing FILE|ID" takes: the first word
    of each line of `noisescope CMD --list-things`, from the first command
    that has that option (render --list-presets for --preset)."""
    lister = f"--list-{option.lstrip('-')}s"
    for command, opts in per_command.items():
        if command and any(opt[1] == lister for opt in opts):
            run = subprocess.run([binary, command, lister], capture_output=True, text=True, check=False)
            if run.returncode == 0:
                return [line.split()[0] for line in run.stdout.splitlines() if line.strip()]
    return []


def completion(binary):
    top = help_text(binary)
    per_command = {"": options("\n".join(usage_block(top)[1])) + [(None, "--help", None, []), (None, "--version", None, [])]}
    for command in commands(top):
        per_command[command] = options(help_text(binary, command))
        if not any(opt[1] == "--help" for opt in per_command[command]):
            per_command[command].append((None, "--help", None, []))

    out = [
        "# bash completion for noisescope; generated from its --help by packaging/help_docs.py.",
        "_noisescope() {",
        '  local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}" command=""',
        "  COMPREPLY=()",
        '  if ((COMP_CWORD > 1)); then',
        '    case "${COMP_WORDS[1]}" in',
        f'      {"|".join(per_command.keys() - {""}) or "__none__"}) command="${{COMP_WORDS[1]}}" ;;',
        "    esac",
        "  fi",
        '  case "$command $prev" in',
    ]
    for command, opts in per_command.items():
        for short, long, value, choices in opts:
            action = value_completion(value, choices, built_in_names(binary, per_command, long))
            if action:
                spellings = "|".join(f'"{command} {s}"' for s in (short, long) if s)
                out.append(f"    {spellings}) {action}; return ;;")
    out += ["  esac", '  case "$command" in']
    for command, opts in per_command.items():
        words = [s for opt in opts for s in opt[:2] if s]
        if command == "":
            words = [c for c in per_command if c] + words
        out.append(f'    "{command}") COMPREPLY=($(compgen -W "{" ".join(words)}" -- "$cur")) ;;')
    out += ["  esac", "}", "complete -F _noisescope noisescope", ""]
    return "\n".join(out)


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "man":
        write_atomically(sys.argv[4], man_page(sys.argv[2], sys.argv[3]))
    elif len(sys.argv) == 4 and sys.argv[1] == "completion":
        write_atomically(sys.argv[3], completion(sys.argv[2]))
    else:
        sys.exit("usage: help_docs.py man BINARY SUMMARY OUT.1 | completion BINARY OUT")


if __name__ == "__main__":
    main()
