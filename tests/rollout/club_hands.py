#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""Club hands judged by the default engine (issue 31's floors): hands recorded as a club
records them (bornes-play --hide cards, a heuristic player against a random one), each
annotated with the defaults for two seeds of the deals. Prints, a line per hand, the time,
the decisions valued, the marks on the random and the heuristic seats, and the share of
decisions marked alike by both seeds; then the totals. A measurement for the README, not a
test: it times whole runs.

Usage: club_hands.py BIN_DIR PLAYERS HANDS [FIRST_SEED]
"""
import json
import os
import subprocess
import sys
import tempfile
import time

bin_dir, players, hands = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
first = int(sys.argv[4]) if len(sys.argv) > 4 else 100


def tool(name):
    return os.path.join(bin_dir, name)


def annotate(record, seed):
    start = time.monotonic()
    run = subprocess.run([tool("bornes-annotate"), "--hand", "1", "--format", "json", "-q",
                          "score", "--seed", str(seed), record], capture_output=True, text=True)
    seconds = time.monotonic() - start
    return json.loads(run.stdout), seconds


totals = {"seconds": 0.0, "decisions": 0, "valued": 0, "random": 0, "heuristic": 0, "alike": 0}
with tempfile.TemporaryDirectory() as work:
    for h in range(hands):
        seed = first + h
        record = os.path.join(work, f"club-{seed}.mbn")
        with open(record, "w") as out:
            subprocess.run([tool("bornes-play"), "-p", str(players), "-s", str(seed), "--seats",
                            "heuristic,random", "--hide", "cards", "--fixed-hands", "1"],
                           check=True, stdout=out)
        one, seconds = annotate(record, 1)
        two, _ = annotate(record, 2)
        hand, other = one["games"][0]["hands"][0], two["games"][0]["hands"][0]
        # "points": the decisions marked (the turning points), keyed by turn and player.
        marked = {(p["turn"], p["player"]): p["mark"] for p in hand["points"] if p["mark"]}
        marked2 = {(p["turn"], p["player"]): p["mark"] for p in other["points"] if p["mark"]}
        decisions = hand["decisions"]
        judged = decisions - hand["forced"]
        valued = hand["solved"] + hand["estimated"]
        # Seats alternate heuristic, random: P1, P3, P5 heuristic; P2, P4, P6 random.
        marks = {"random": 0, "heuristic": 0}
        for (turn, player), mark in marked.items():
            if mark != "!":
                marks["random" if int(player[1:]) % 2 == 0 else "heuristic"] += 1
        differ = sum(marked.get(k) != marked2.get(k) for k in set(marked) | set(marked2))
        alike = decisions - differ
        print(f"hand {seed}: {seconds:.1f} s, {valued} of {judged} decisions valued, "
              f"marks {marks['random']} random, {marks['heuristic']} heuristic, "
              f"{alike} of {decisions} alike for two seeds", flush=True)
        totals["seconds"] += seconds
        totals["decisions"] += decisions
        totals["valued"] += valued
        totals["random"] += marks["random"]
        totals["heuristic"] += marks["heuristic"]
        totals["alike"] += alike
t = totals
print(f"{hands} hands of {players} players: {t['seconds'] / hands:.1f} s a hand, "
      f"{t['random']} marks on random seats, {t['heuristic']} on heuristic ones, "
      f"{100 * t['alike'] / max(1, t['decisions']):.1f} % of decisions marked alike")
