#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""bornes-stats tallies at most 10 000 names one by one, or 4 MiB of them (issue 30): a
season of games between players who all have distinct, long names is summarised with the
names past the bound tallied together as '*', said in a warning, in bounded memory.

Usage: names_bound.py PLAY STATS GAMES [MEMORY_KIB]
Streams GAMES one-hand games (bornes-play's, the seat names replaced by distinct names of
1 000 bytes) to `bornes-stats --format json -`, and checks: every game read and finished;
at most 10 000 names in "players", one of them '*', which holds every game the others do not;
the warning on standard error; with MEMORY_KIB, the tool's peak resident size under it.
"""
import json
import os
import re
import subprocess
import sys

play, stats, games = sys.argv[1], sys.argv[2], int(sys.argv[3])
memory = int(sys.argv[4]) if len(sys.argv) > 4 else 0

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
        tail = f"{g:08d}" + "x" * 991
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
if len(players) > 10000:
    problems.append(f"{len(players)} names tallied one by one")
if "*" not in players:
    problems.append("no '*' for the names past the bound")
elif sum(p["games"] for p in players.values()) != 2 * games:
    problems.append("the names' games do not add up to two a game")
if "the others are tallied together as '*'" not in err:
    problems.append(f"no warning: {err[:200]!r}")
if memory and usage.ru_maxrss > memory:
    problems.append(f"peak memory {usage.ru_maxrss} KiB, over {memory} KiB")
if problems:
    sys.exit("; ".join(problems))
print(f"{games} games: {len(players)} names, the others as '*'; peak {usage.ru_maxrss} KiB")
