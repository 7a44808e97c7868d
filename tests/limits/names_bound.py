#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""bornes-stats tallies at most 10 000 names one by one, or 4 MiB of them (issue 30): a
season of games between players who all have distinct names is summarised with the names
past the bound tallied together as '*', said in a warning, in bounded memory.

Usage: names_bound.py PLAY STATS GAMES NAME_BYTES [MEMORY_KIB]
Streams GAMES one-hand games (bornes-play's, the two seat names replaced by distinct names
of NAME_BYTES bytes) to `bornes-stats --format json -`, and checks: every game read and
finished; the names one by one as many as the bounds allow, no more, no fewer; '*' (and the
warning on standard error) exactly when names are past the bounds, holding every game the
others do not; with MEMORY_KIB, the tool's peak resident size under it.
"""
import json
import os
import re
import subprocess
import sys

play, stats, games, name_bytes = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
memory = int(sys.argv[5]) if len(sys.argv) > 5 else 0
MOST_NAMES, MOST_BYTES = 10000, 4 << 20
# The names one by one: the first ones, as long as both bounds hold.
expected = min(2 * games, MOST_NAMES, MOST_BYTES // name_bytes)
grouped = expected < 2 * games

# One game of one hand (--game-target 1), with the names only where they cannot be left out:
# [Seats] and [Dealer] ([Sides] is derived, [Deal] in seat order, the actors implied).
base = subprocess.run([play, "-p", "2", "-s", "4", "--game-target", "1"], check=True,
                      capture_output=True, text=True).stdout
base = re.sub(r'^\[Sides .*\n', "", base, flags=re.M)
base = re.sub(r'\b(P[12]):\s+', "", base.replace("[Dealer \"P1\"]", "[Dealer \"{a}\"]"))
base = base.replace("[Seats \"P1 P2\"]", "[Seats \"{a} {b}\"]")
assert "P1" not in base and "P2" not in base, base

tool = subprocess.Popen([stats, "--format", "json", "-"], stdin=subprocess.PIPE,
                        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
try:
    for g in range(games):
        tail = f"{g:08d}" + "x" * (name_bytes - 9)
        tool.stdin.write(base.format(a="A" + tail, b="B" + tail).encode())
    tool.stdin.close()
except BrokenPipeError:
    pass
out, err = tool.stdout.read(), tool.stderr.read().decode()
_, status, usage = os.wait4(tool.pid, 0)
if status:
    sys.exit(f"bornes-stats failed ({status}): {err[:300]}")
summary = json.loads(out)
players = summary["players"]
problems = []
if summary["games"] != games or summary["finished"] != games:
    problems.append(f"{summary['games']} games read, {summary['finished']} finished, not {games}")
one_by_one = len(players) - ("*" in players)
if one_by_one != expected:
    problems.append(f"{one_by_one} names tallied one by one, not {expected}")
if ("*" in players) != grouped:
    problems.append("'*' without names past the bounds" if not grouped else
                    "no '*' for the names past the bounds")
if sum(p["games"] for p in players.values()) != 2 * games:
    problems.append("the names' games do not add up to two a game")
if ("the others are tallied together as '*'" in err) != grouped:
    problems.append(f"the warning: {err[:200]!r}")
if memory and usage.ru_maxrss > memory:
    problems.append(f"peak memory {usage.ru_maxrss} KiB, over {memory} KiB")
if problems:
    sys.exit("; ".join(problems))
others = ", the others as '*'" if grouped else ""
print(f"{games} games: {one_by_one} names{others}; peak {usage.ru_maxrss} KiB")
