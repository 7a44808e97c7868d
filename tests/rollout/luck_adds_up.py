#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""bornes-annotate --luck's JSON adds up as documented (tools/bornes-annotate/hand_luck.h):

- each player's luck is the sum of its draws' ("byDraw"), each draw weighed for its side;
- side A's part from the draws ("fromDraws") is the sum of every draw weighed for side A
  ("luckForA"): A's own draws as they are; with two sides an opponent's negated (one side's
  score difference is the other's, negated); with three weighed again for side A, so that
  it is not the negation (at least one opponent's draw differs);
- the draws' and the play's parts make the swing, the swing is the result less the
  expectation before the first draw.
Reads the annotation on standard input; prints "adds up" or the first sum that does not."""
import json
import sys

hands = [h for g in json.load(sys.stdin)["games"] for h in g["hands"]]
weighed = 0


def near(a, b):
    return abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))


for hand in hands:
    luck = hand["luck"]
    if luck["status"] != "weighed":
        continue
    weighed += 1
    where = f"hand {hand['hand']}"
    draws = luck["byDraw"]
    sides = {p["side"] for p in luck["players"]}
    if len(draws) != luck["draws"]:
        sys.exit(f"{where}: {len(draws)} draws listed, {luck['draws']} weighed")
    by_side = {}
    for d in draws:
        by_side[d["side"]] = by_side.get(d["side"], 0) + d["luck"]
    for side in sides:
        players = sum(p["luck"] for p in luck["players"] if p["side"] == side)
        if not near(players, by_side.get(side, 0)):
            sys.exit(f"{where}: side {side}'s players {players} != its draws {by_side.get(side)}")
    differs = False
    for d in draws:
        if d["side"] == "A" and not near(d["luckForA"], d["luck"]):
            sys.exit(f"{where}: A's own draw weighed {d['luck']} for A, {d['luckForA']}")
        if d["side"] != "A" and len(sides) == 2 and not near(d["luckForA"], -d["luck"]):
            sys.exit(f"{where}: B's draw {d['luck']}, for A {d['luckForA']} (not negated)")
        differs = differs or (d["side"] != "A" and abs(d["luckForA"] + d["luck"]) > 1)
    if len(sides) == 3 and not differs:
        sys.exit(f"{where}: three sides, every opponent's draw for A the negation of its own")
    for name, left, right in (("fromDraws", sum(d["luckForA"] for d in draws), luck["fromDraws"]),
                              ("swing", luck["fromDraws"] + luck["fromPlay"], luck["swing"]),
                              ("result", luck["result"] - luck["start"], luck["swing"])):
        if not near(left, right):
            sys.exit(f"{where}: {name} {left} != {right}")
    if luck["draws"] < 10:
        sys.exit(f"{where}: only {luck['draws']} draws weighed")
if not weighed:
    sys.exit("no hand weighed")
print("adds up")
