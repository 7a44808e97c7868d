#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""Every mined puzzle re-solved by bornes-solve --all-moves (issue 24), which knows nothing of
the miner: the stated answer (a=) is the value; for reach and couronnement the moves that win
are exactly the ones the line gives (answer=; more than one only when they are discards, the
dead cards the solver merges) and every other move loses; for score the answer's moves reach
a= and every other move falls short by the margin at least; there is more than one legal
move and the principal line does not end with the answer (no win in one move); each
position is written once for its question; the grade (losing=, difficulty=) is consistent.

Usage: check_mined.py SOLVE MARGIN COLLECTION...
Prints "N puzzles re-solved: every answer is sharp" or what is wrong; exit 0 or 1.
"""
import json
import re
import shlex
import subprocess
import sys

solve, margin, collections = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
failures, seen, count = [], set(), 0


def operations(line):
    ops = {}
    for field in shlex.split(line):
        if "=" in field:
            key, value = field.split("=", 1)
            ops[key] = value
    return ops


for path in collections:
    with open(path, encoding="utf-8") as f:
        lines = [l.rstrip("\n") for l in f if l.strip() and not l.startswith("#")]
    for line in lines:
        count += 1
        ops = operations(line)
        pid, q = ops["id"], ops["q"]
        position = " ".join(line.split()[:8])
        if (position, q) in seen:
            failures.append(f"{pid}: the same position asked {q} twice")
        seen.add((position, q))
        out = subprocess.run([solve, "--all-moves", "--format", "json", line],
                             capture_output=True, text=True)
        p = json.loads(out.stdout)["puzzles"][0]
        values = {m["move"]: m["value"] for m in p["moves"]}
        answer = ops["answer"].split(",")
        a = p["expectedValue"]
        why = []
        if not p["solved"] or p["verdict"] != "agree":
            why.append(f"a={ops['a']} but the value is {p['answer']}")
        if len(values) < 2:
            why.append("a single legal move")
        if any(values.get(m) != a for m in answer):
            why.append(f"answer {answer} not all worth {a}: {values}")
        others = {m: v for m, v in values.items() if m not in answer}
        if q == "score":
            if any(v > a - margin for v in others.values()):
                why.append(f"another move comes within {margin}: {values}")
        else:
            if a != 1 or any(v != 0 for v in others.values()):
                why.append(f"not exactly the answer wins: {values}")
        if len(answer) > 1 and not all(m.startswith("-") for m in answer):
            why.append(f"moves of the same effect that are not discards: {answer}")
        # The principal line's moves ("1. P2: 25 noallonge" is 25, then the allonge
        # decision of a side that has reached the target: a win in one move).
        line = [w for w in (p.get("line") or "").split()
                if not re.fullmatch(r"\d+\.", w) and not w.endswith(":")]
        while line and line[-1] in ("allonge", "noallonge") and len(line) > 1:
            line.pop()
        if len(line) < 2:
            why.append(f"a win in one move: line {p.get('line')}")
        losing = int(ops["losing"])
        if not 1 <= losing <= len(others):
            why.append(f"losing={losing} with {len(others)} other moves")
        if not 1 <= int(ops["difficulty"]) <= 5:
            why.append(f"difficulty={ops['difficulty']}")
        if why:
            failures.append(f"{pid}: " + "; ".join(why))

if count == 0:
    failures.append("no puzzle in " + " ".join(collections))
if failures:
    print("\n".join(failures))
    sys.exit(1)
print(f"{count} puzzles re-solved: every answer is sharp")
