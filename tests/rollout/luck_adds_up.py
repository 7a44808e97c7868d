#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""bornes-annotate --luck's JSON adds up as documented (reports/hand_luck.h): side A's part
from the draws is its players' luck less its opponents', the draws' and the play's parts
make the swing, and the swing is the result less the expectation before the first draw.
Reads the annotation on standard input; prints "adds up" or the first sum that does not."""
import json
import sys

hands = [h for g in json.load(sys.stdin)["games"] for h in g["hands"]]
weighed = 0
for hand in hands:
    luck = hand["luck"]
    if luck["status"] != "weighed":
        continue
    weighed += 1
    ours = sum(p["luck"] * (1 if p["side"] == "A" else -1) for p in luck["players"])
    for name, left, right in (("fromDraws", ours, luck["fromDraws"]),
                              ("swing", luck["fromDraws"] + luck["fromPlay"], luck["swing"]),
                              ("result", luck["result"] - luck["start"], luck["swing"])):
        if abs(left - right) > 1e-6:
            sys.exit(f"hand {hand['hand']}: {name} {left} != {right}")
    if luck["draws"] < 10:
        sys.exit(f"hand {hand['hand']}: only {luck['draws']} draws weighed")
if not weighed:
    sys.exit("no hand weighed")
print("adds up")
