#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Runs each reader of the toolkit on hostile inputs and writes the table of
doc/robustness.md: what the tool answers (exit status, first message), its time and its peak
memory (the largest resident set of the commands of the case, from getrusage).

    tests/robustness/hostile_inputs.py [BUILD_DIR] > doc/robustness.md

Large inputs are generated on the fly and piped (nothing is written to disk); the whole run
reads several gigabytes and takes some minutes. Not a CTest test: the figures are measured
once and written down, as the README's benchmarks are."""
import os
import resource
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.path.join(ROOT, sys.argv[1] if len(sys.argv) > 1 else "build", "bin")
WORKED = os.path.join(ROOT, "samples", "worked-example.mbn")
GAME4 = os.path.join(ROOT, "samples", "games", "4-players.mbn")
PUZZLES = os.path.join(ROOT, "samples", "puzzles", "allonge.txt")
HEAD = '[Event "x"]\\n[Players "4"]\\n[Seats "Paul Janine Paulette Jean"]\\n\\n[Hand "1"]\\n'
PUZZLE = ("2 700 dujardin 50/100 - * VERT:-:200x2,100x2,50:-:-/VERT:-:200x2,100x2:-:- turn:1")

READERS = {
    "validate": f"{BIN}/bornes-validate -",
    "replay": f"{BIN}/bornes-replay --format notation -",
    "collection": f"{BIN}/bornes-solve --max-nodes 1000 --file -",
}


def run(shell):
    """Runs a shell pipeline; returns (status, first line of stderr, seconds, peak MiB)."""
    start = time.monotonic()
    # The tool's messages (on either stream) are kept, its output counted away.
    p = subprocess.run(["bash", "-o", "pipefail", "-c",
                        shell + " 2>&1 | awk '/error|warning|games?:/ && n < 3 { print; n++ }'"],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=ROOT)
    seconds = time.monotonic() - start
    # The largest resident set of any child so far: measure() runs each case in a fresh
    # interpreter, so that it is this case's.
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    lines = [l for l in p.stdout.decode("utf-8", "replace").splitlines() if l.strip()]
    first = next((l for l in lines if "error" in l or "warning" in l), lines[0] if lines else "")
    return p.returncode, first, seconds, peak / 1024.0


def measure(shell):
    """One case in a child interpreter, so that its peak memory is its own."""
    code = ("import sys,json;sys.path.insert(0,%r);import hostile_inputs as h;"
            "print(json.dumps(h.run(%r)))") % (os.path.dirname(os.path.abspath(__file__)), shell)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, check=True, cwd=ROOT)
    import json
    return json.loads(out.stdout)


def cases():
    """(input, shell generating it on standard output, readers)."""
    rec = ("validate", "replay")
    allr = ("validate", "replay", "collection")
    yield ("binary junk, 100 MB", "head -c 100M /dev/urandom", allr)
    yield ("invalid and overlong UTF-8 (C0 AF, E0 80 AF, F8 88 80 80 80, ED A0 80)",
           "printf '" + HEAD + "1. Paul: VERT { \\xc0\\xaf \\xe0\\x80\\xaf \\xf8\\x88\\x80\\x80\\x80 \\xed\\xa0\\x80 }\\n'",
           rec)
    yield ("a byte order mark before a valid game", f"printf '\\xef\\xbb\\xbf'; cat {WORKED}", rec)
    yield ("NUL bytes inside a game", f"head -c 700 {WORKED}; head -c 1000 /dev/zero; tail -c +700 {WORKED}", allr)
    yield ("100 MB of NUL bytes", "head -c 100M /dev/zero", allr)
    yield ("one line of 1 GB", "head -c 1G /dev/zero | tr '\\0' 'a'", allr)
    yield ("a billion blank lines (1 GB)", "head -c 1000000000 /dev/zero | tr '\\0' '\\n'", allr)
    yield ("an unclosed comment, then 2 GB of text",
           "printf '" + HEAD + "1. Paul: VERT { never closed\\n'; yes 'text of a comment that never ends' | head -c 2G",
           rec)
    yield ("a card used 20 times (twenty 200s)", f"cat {ROOT}/samples/broken/twenty-200s.mbn", rec)
    yield ("a hand of 40 cards dealt",
           "printf '" + HEAD.replace('[Hand "1"]\\n', '') + "[Hand \"1\"]\\n[Deal \"Paul: " + "25 " * 40 + "\"]\\n1. Janine: VERT\\n'", rec)
    for field, text in [
        ("[Players]", '[Players "99999999999999999999"]\\n[Hand "1"]\\n1. P1: VERT'),
        ("[Target]", '[Target "-9223372036854775808"]'),
        ("[Options] bonus", '[Options "bonus-no-100-no-200=99999999999999999999"]'),
        ("[Options] game-target", '[Options "game-target=0"]'),
        ("[Options] fixed-hands", '[Options "fixed-hands=4294967297"]'),
        ("[Scores]", '[Scores "99999999999999999999 1"]'),
        ("[Hand]", '[Hand "99999999999999999999"]'),
        ("[Score]", '\\n[Hand "1"]\\n1. Paul: VERT\\n[Score "2147483648 0"]'),
        ("a turn number", '\\n[Hand "1"]\\n99999999999999999999. Paul: VERT'),
        ("a numeric annotation", '\\n[Hand "1"]\\n1. Paul: VERT $99999999999'),
        ("a count in a [Pile]", '\\n[Hand "1"]\\n[Pile "VERTx99999999999"]\\n1. Paul: VERT'),
    ]:
        head = "" if field == "[Players]" else '[Players "4"]\\n[Seats "Paul Janine Paulette Jean"]\\n'
        yield (f"out of range: {field}", "printf '[Event \"x\"]\\n" + head + text + "\\n'", rec)
    for field, line in [
        ("position players", PUZZLE.replace("2 700", "99999999999 700", 1)),
        ("position target", PUZZLE.replace("2 700", "2 99999999999", 1)),
        ("position bonus", PUZZLE.replace("dujardin", "dujardin+99999999999", 1)),
        ("position count", PUZZLE.replace("200x2", "200x99999999999", 1)),
        ("position seat", PUZZLE.replace("turn:1", "turn:99999999999", 1)),
        ("position answer", PUZZLE + " q=score a=99999999999999999999"),
    ]:
        yield (f"out of range: {field}", f"printf '%s\\n' '{line}'", ("collection",))
    yield ("1 GB of valid games (the 4-player sample again and again)",
           f"perl -e 'local $/; open F, \"{GAME4}\"; $g = <F>; print $g for 1 .. 1e9 / length $g'", rec)
    yield ("1 GB of valid puzzles (stops at 10 000)",
           f"perl -e 'for (1 .. 1e9 / 120) {{ print \"{PUZZLE} id=p$_\\n\" }}'", ("collection",))


def truncations(path, reader):
    """Every prefix of a file: the worst time and memory, and the exit statuses seen."""
    data = open(path, "rb").read()
    worst_t = worst_m = 0.0
    statuses = set()
    for n in range(len(data) + 1):
        status, _, t, m = measure(f"head -c {n} {path} | {READERS[reader]}")
        statuses.add(status)
        worst_t, worst_m = max(worst_t, t), max(worst_m, m)
    return statuses, worst_t, worst_m


def main():
    print("| input | reader | exit | what the tool says | time (s) | peak memory (MiB) |")
    print("|---|---|---|---|---|---|")
    for name, path, reader in [("truncation at every byte of the worked example", WORKED, "validate"),
                               ("truncation at every byte of a puzzle collection", PUZZLES, "collection")]:
        statuses, t, m = truncations(path, reader)
        print(f"| {name} | {reader} | {'/'.join(map(str, sorted(statuses)))} | "
              f"(each prefix) | ≤ {t:.2f} | ≤ {m:.1f} |", flush=True)
    for name, shell, readers in cases():
        for reader in readers:
            status, first, t, m = measure(f"{{ {shell}; }} | {READERS[reader]}")
            first = first.replace("|", "\\|")
            if len(first) > 110:
                first = first[:107] + "..."
            print(f"| {name} | {reader} | {status} | `{first}` | {t:.2f} | {m:.1f} |", flush=True)


if __name__ == "__main__":
    main()
