#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""bornes-stats against counts made here (issue 24): the same files replayed by
bornes-replay --format json (the replay's own JSON: each hand's score sheet, each step) and
every figure of the summary counted again from it, by another path than the tool's:

games, invalid, finished, drawn, hands scored; wins by side, by player name and by seat
policy (the [Generator] tag's --seats); the hand scores' count, mean, deviation, range and
distribution by 250; the scoring events (400s, couronnements, capots as the sides left at 0 km
when a capot scored, coups-fourrés, safeties, allonges declared and made, no-200 bonuses);
the hands' length in turns; the forms and rulesets.

Usage: check_stats.py STATS REPLAY FILE...
Prints "N games, M hands: every figure agrees" or what differs, and exits 0 or 1.
"""
import json
import math
import subprocess
import sys
from collections import Counter, defaultdict

stats_tool, replay_tool, files = sys.argv[1], sys.argv[2], sys.argv[3:]
got = json.loads(subprocess.run([stats_tool, "--format", "json"] + files,
                                capture_output=True, text=True).stdout)
games = []
for f in files:
    out = subprocess.run([replay_tool, "--format", "json", "--compact", f],
                         capture_output=True, text=True).stdout
    games += json.loads(out)["games"]

want = {"games": len(games), "invalid": 0, "finished": 0, "draws": 0, "hands": 0}
sides, players, policies = defaultdict(lambda: [0, 0]), defaultdict(lambda: [0, 0]), \
    defaultdict(lambda: [0, 0])
scores, turns, bins = [], [], Counter()
events = Counter()
forms, rulesets = Counter(), Counter()
for g in games:
    forms[g["form"]] += 1
    rulesets[g["ruleset"]] += 1
    want["invalid"] += not g["valid"]
    for h in g["hands"]:
        end = h.get("end")
        if not end or not end.get("score"):
            continue
        want["hands"] += 1
        turns.append(max((s["turn"] for s in h["steps"]), default=0))
        winner = end.get("winner")
        for s in end["score"]:
            scores.append(s["total"])
            bins[math.floor(s["total"] / 250) * 250] += 1
            events["handsWon"] += s["handWon"] > 0
            events["couronnements"] += s["couronnement"] > 0
            events["coupsFourres"] += s["coupsFourres"]
            events["safeties"] += s["safeties"]
            events["noTwoHundred"] += s["noTwoHundred"] > 0 or s["noHundredNoTwoHundred"] > 0
        if any(s["capot"] > 0 for s in end["score"]):
            events["capots"] += sum(s["distance"] == 0 for s in end["score"])
        declared = [s for s in h["steps"] if s["action"] == "allonge"]
        if declared:
            events["allongesDeclared"] += 1
            side = next(x for x in g["sides"] if declared[0]["player"] in x["seats"])["side"]
            events["allongesMade"] += any(s["side"] == side and s["allonge"] > 0
                                          for s in end["score"])
    if not g["valid"] or g["status"] not in ("won", "drawn"):
        continue
    want["finished"] += 1
    want["draws"] += g["status"] == "drawn"
    winner = g["winner"]
    generator = g["tags"].get("Generator", "").split()
    seats = []
    if generator[:1] == ["bornes-play"] and "--seats" in generator:
        given = generator[generator.index("--seats") + 1].split(",")
        seats = [given[i % len(given)] for i in range(g["players"])]
    for side in g["sides"]:
        won = side["side"] == winner
        sides[side["side"]][0] += 1
        sides[side["side"]][1] += won
        for p in side["seats"]:
            players[p][0] += 1
            players[p][1] += won
        if seats:
            policy = "+".join(sorted({seats[g["seats"].index(p)] for p in side["seats"]}))
            policies[policy][0] += 1
            policies[policy][1] += won

failures = []


def check(what, value, expected):
    if isinstance(expected, float):
        if abs(value - expected) > 1e-6 * max(1, abs(expected)):
            failures.append(f"{what}: {value}, counted {expected}")
    elif value != expected:
        failures.append(f"{what}: {value}, counted {expected}")


for k, v in want.items():
    check(k, got[k], v)
check("forms", got["forms"], dict(forms))
check("rulesets", got["rulesets"], dict(rulesets))
for name, table, counted in (("sides", got["sides"], sides), ("players", got["players"], players),
                             ("policies", got["policies"], policies)):
    check(f"{name} named", sorted(k for k, t in table.items() if t["games"]), sorted(counted))
    for key, (n, wins) in counted.items():
        t = table.get(key, {})
        check(f"{name} {key} games", t.get("games"), n)
        check(f"{name} {key} wins", t.get("wins"), wins)
        if t and not t["low"] <= wins / n <= t["high"]:
            failures.append(f"{name} {key}: the rate outside its interval")
n = len(scores)
mean = sum(scores) / n if n else 0
deviation = math.sqrt(sum((x - mean) ** 2 for x in scores) / (n - 1)) if n > 1 else 0
check("scores count", got["scores"]["count"], n)
check("scores mean", got["scores"]["mean"], float(mean))
check("scores deviation", got["scores"]["deviation"], float(deviation))
check("scores range", (got["scores"]["min"], got["scores"]["max"]),
      (min(scores), max(scores)) if scores else (0, 0))
check("distribution", {d["from"]: d["count"] for d in got["distribution"]}, dict(bins))
for k in ("handsWon", "couronnements", "capots", "coupsFourres", "safeties", "allongesDeclared",
          "allongesMade", "noTwoHundred"):
    check(f"events {k}", got["events"][k], events[k])
check("turns", (got["turns"]["count"], got["turns"]["min"], got["turns"]["max"]),
      (len(turns), min(turns), max(turns)) if turns else (0, 0, 0))
check("turns mean", got["turns"]["mean"], float(sum(turns) / len(turns)) if turns else 0.0)

if failures:
    print("\n".join(failures))
    sys.exit(1)
print(f"{want['games']} games, {want['hands']} hands: every figure agrees")
