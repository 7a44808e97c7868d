#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""Every tool in the pseudo-locale: no word printed outside the catalogues (issue 33, item 2).

The pseudo-locale (--lang qps, formats/text/pseudo_locale.h) prints every catalogue's text
accented and marked with U+27E6 and U+27E7. A word a tool prints outside those markers was
written in the code, not in a catalogue: a third language would never see it translated.

This runs the commands of the CLI tests (every tool, good and bad input, both languages:
tests/cli/expect.sh's commands) once more in the pseudo-locale: "--lang fr" and "--lang en"
become "--lang qps", and LANGUAGE=qps (under LC_ALL=C.UTF-8) stands for the environment's
language. It reads what each
prints on standard output and error, takes out the marked text, and fails on a word of two
letters or more that is none of:
  - a word of the command line or of a file it names (a name, a tag, a comment: the input;
    the test's own scripts are not input);
  - a word of the notation that the tools write as it is in every language (card codes, tags,
    keywords of a puzzle line, the forms), listed below;
  - the name of a tool or an option.
The tests that run a script of their own are left aside (what a script prints is its verdict,
in English), as are those of mpirun and the browser (another program's words). Outputs that
are machine formats (JSON, Graphviz, SVG, HTML, PDF, PNG) are left aside: their
keys are the formats', and the words they show come from the same catalogues.

Usage: pseudo_locale.py BUILD_DIR [--only REGEX] [--jobs N]
"""
import concurrent.futures
import glob
import json
import os
import re
import shlex
import subprocess
import sys

# Written the same in every language: the notation's keywords and codes (NOTATION.md), the
# names of the forms, rulesets and questions a puzzle line and --help write as they are read.
NOTATION = set("""
STOP LIM PANNE CREV ACC VERT FIN ESS ROUE REP PRIO CIT INC AS CF KM
Event Site Date Players Seats Ruleset Target Result Deal Dealer Position Round Hand Hands
Scores Score Variant Puzzle Extension Annotator PlyCount
Sides Generator Pile
question reach couronnement score side expected note id position target best line
yes no dujardin standard allonge noallonge noCF hands pile turn seats
stdin
""".split())
# The values options take, as --help lists them and a Generator tag writes them; the names
# of bornes-select's fields (its conditions' keywords, every alias of fields.def).
KEYWORDS = set("""
text json jsonl notation svg png pdf dot html auto heuristic random rollout odds none exact all
""".split())
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools",
                       "bornes-select", "fields.def"), encoding="utf-8") as fields:
    KEYWORDS.update(w for row in re.findall(r"^BORNES_FIELD\((.*)\)$", fields.read(), re.M)
                    for w in re.findall(r"[^\W\d_]{2,}", " ".join(re.findall(r'"([^"]*)"', row))))

# A marked run, or one a command cut short (| sed -n 1p) before its end.
# A record's comment, a puzzle's note: the input's prose.
PROSE = re.compile(r"\{[^{}]*\}|\bnote(?:-fr)?=(?:\"[^\"]*\"|\S*)|\[Event \"[^\"]*\"\]")
MARK = re.compile("\u27e6.*?(?:\u27e7|\\Z)", re.S)
# The end of a run whose start a long message's "..." cut away (the diagnostics keep a long
# message's head and tail: where the cut falls depends on the length of a file's path).
CUT_RUN = re.compile("(?:\\.\\.\\.|\u2026)[^\u27e6\u27e7]*\u27e7")
WORD = re.compile(r"[^\W\d_]{2,}")
MACHINE = re.compile(r"\s*(\{|\[\s*[\{\"\]]|digraph|graph|strict|<\?xml|<svg|<!DOCTYPE|<html|%PDF|\x89PNG)")
TOOL = re.compile(r"bornes(-[a-z]+)?|(?<!\w)--?[A-Za-z][\w-]*")
# A word an excerpt cut short ("discard..." of "discards").
CUT = re.compile(r"([^\W\d_]+)(?:\.\.\.|\u2026)|(?:\.\.\.|\u2026)([^\W\d_]+)")
SCRIPT = re.compile(r"\.(sh|py|cmake)$")
# A card code as a record writes it ("FINx2": two of them), a character's code point
# ("<U+FEFF>"), a signature or digest in hexadecimal.
# A section of a man page cited ("bornes-select(1): CONDITIONS").
CODE = re.compile(r"\b(?:[A-Z]+x\d*|U\+[0-9A-F]{4,6}|[0-9a-f]{8,})\b|\(\d\): [A-Z ]+")
LANG = re.compile(r"--lang(=|\s+)(fr|en)\b", re.I)
# The language a command sets itself (cmake -E env LANG=fr_FR.UTF-8 ..., sh -c 'LANG=C ...').
LOCALE = re.compile(r"\b(LANG|LC_ALL|LC_MESSAGES)=[^\s;'\"]*")
PREFERENCE = re.compile(r"\bLANGUAGE=[^\s;'\"]*")
# Tools whose output is not checked: bornes-bench prints the README's tables, in English for
# every language (only its errors and --help are the catalogues').
UNCHECKED = re.compile(r"/bornes-bench\b")


def tests_of(build):
    shown = subprocess.run(["ctest", "--test-dir", build, "--show-only=json-v1", "-LE", "slow"],
                           capture_output=True, text=True, check=True)
    for test in json.loads(shown.stdout)["tests"]:
        command = test.get("command") or []
        if not command or not command[0].endswith("/expect.sh"):
            continue
        if "mpirun" in test["name"] or any("mpirun" in part or "chromium" in part
                                           for part in command):
            continue  # what they print is another program's
        if any(SCRIPT.search(word) or word in ("python3", "/usr/bin/python3", "man")
               for part in command[3:] for word in part.split()):
            continue  # a script of the tests (its verdict), a manual page (not a catalogue's)
        if any(UNCHECKED.search(part) for part in command[3:]) and "help" not in test["name"] \
                and "french" not in test["name"]:
            continue
        props = {p["name"]: p["value"] for p in test.get("properties", [])}
        yield test["name"], command[3:], props


def pseudo_command(command):
    """The command with its languages made the pseudo-locale."""
    out = []
    for part in command:
        if out and out[-1] == "--lang":
            part = "qps"
        part = LANG.sub(lambda m: "--lang" + m.group(1) + "qps", part)
        part = LOCALE.sub(lambda m: m.group(1) + "=C.UTF-8", part)
        out.append(PREFERENCE.sub("LANGUAGE=qps", part))
    return out


def input_words(command, cwd):
    """The words of the command line and of every file it names (not a program): the input."""
    texts = []
    for part in command:
        texts.append(part)
        candidates = [part] + (shlex.split(part, posix=True) if " " in part else [])
        for name in candidates:
            for piece in [name] + name.split("="):
                if len(piece) > 512:
                    continue
                for path in glob.glob(os.path.join(cwd, piece)):
                    if os.path.isfile(path):
                        # A program (a tool itself, given as a file to read) holds every word
                        # of its catalogues: only its header is input.
                        size = 4096 if os.access(path, os.X_OK) else 2_000_000
                        with open(path, "rb") as f:
                            texts.append(f.read(size).decode("utf-8", "replace"))
    raw = "\n".join(texts)
    # A record's comments and a puzzle's notes are prose: what a tool shows of them is known
    # by three words in a row (echoed), never allowed word by word (their "the", "hand" and
    # "turn" would hide the code's).
    prose, given = set(), set(WORD.findall(PROSE.sub(" ", raw)))
    for span in PROSE.findall(raw):
        words = WORD.findall(TOOL.sub(" ", span))
        prose.update(zip(words, words[1:], words[2:]))
        if len(words) < 3:
            given.update(words)  # "{Coup fourré!}": too short to be known by three words
    return prose, given, set(WORD.findall(raw))


def unmarked(text, given):
    """The words of `text` outside the markers that the input did not give (a word of the
    input an excerpt cut short, "...runo" of "Bruno", is the input's too)."""
    prose, given, every = given
    cut = {w for pair in CUT.findall(text) for w in pair
           if w and any(g.startswith(w) or g.endswith(w) for g in every)}
    tokens = WORD.findall(CODE.sub(" ", TOOL.sub(" ", MARK.sub(" ", CUT_RUN.sub(" ", text)))))
    # A word in three that the input's prose has in a row is the prose shown, however wrapped.
    echoed = set()
    for i in range(len(tokens) - 2):
        if tuple(tokens[i:i + 3]) in prose:
            echoed.update((i, i + 1, i + 2))
    words = {w for i, w in enumerate(tokens) if i not in echoed
             and w not in NOTATION and w not in KEYWORDS and w not in given and w not in cut}
    return sorted(words)


def check(build, name, command, props):
    env = dict(os.environ)
    for pair in props.get("ENVIRONMENT", []):
        key, _, value = pair.partition("=")
        env[key] = value
    # The locale a system has (a shell warns of one it has not), the pseudo-locale as the
    # language of the messages, as gettext's LANGUAGE names it.
    env["LC_ALL"] = "C.UTF-8"
    env["LANGUAGE"] = "qps"
    cwd = props.get("WORKING_DIRECTORY", build)
    command = pseudo_command(command)
    try:
        run = subprocess.run(command, cwd=cwd, env=env, capture_output=True, timeout=300)
    except subprocess.TimeoutExpired:
        return name, ["(timed out)"], ""
    given = input_words(command, cwd)
    found, shown = set(), []
    for stream in (run.stdout, run.stderr):
        text = stream.decode("utf-8", "replace")
        if MACHINE.match(text):
            continue
        # A collection's puzzle lines are the puzzle format: its note= and note-fr= are the
        # format's two columns, whatever the language of the run.
        text = "\n".join(line for line in text.split("\n") if " id=" not in line)
        words = unmarked(text, given)
        if words:
            found.update(words)
            shown.append(text)
    return name, sorted(found), "".join(shown)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    build = os.path.abspath(sys.argv[1])
    args = sys.argv[2:]
    only = re.compile(args[args.index("--only") + 1]) if "--only" in args else None
    jobs = int(args[args.index("--jobs") + 1]) if "--jobs" in args else 2
    tests = [t for t in tests_of(build) if not only or only.search(t[0])]
    failures = 0
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for name, words, text in pool.map(lambda t: check(build, *t), tests):
            if words:
                failures += 1
                print(f"{name}: printed outside the catalogues: {' '.join(words)}")
                print("  " + text[:1500].replace("\n", "\n  "))
    print(f"{len(tests)} commands run in the pseudo-locale, {failures} printed words outside "
          "the catalogues")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
