#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""The distribution bornes-stats -T svg draws, read back (issue 24): each bar (a filled
rectangle in side A's blue) against the JSON's distribution of the same files: one bar per
bin met, left to right in the order of the bins, each as high as its count on one scale;
one histogram per form, each against that form's JSON (--form).

Usage: bars.py STATS FILE...   Prints "N bars agree" or what differs; exits 0 or 1.
"""
import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

def check(bars, want):
    failures = []
    if len(bars) != len(want):
        failures.append(f"{len(bars)} bars, {len(want)} bins")
    # One scale: height / count the same for every bar (cairo keeps 1/256 of a unit).
    scales = [h / b["count"] for (x, h), b in zip(bars, want)]
    if scales and max(scales) - min(scales) > 0.01 * max(scales):
        failures.append(f"the bars are not on one scale: {scales}")
    # Each bar where its bin is: the first and last bars fix the slot of 250 points.
    if len(bars) > 1:
        bins = [(b["from"] - want[0]["from"]) / 250 for b in want]
        slot = (bars[-1][0] - bars[0][0]) / bins[-1]
        for (x, h), k, b in zip(bars, bins, want):
            if abs(bars[0][0] + slot * k - x) > 0.05:
                failures.append(f"the bar of {b['from']} stands at {x}, not {bars[0][0] + slot * k}")
    return failures


stats, files = sys.argv[1], sys.argv[2:]
# One histogram per form, top to bottom in the order of the forms: each against the JSON of
# that form alone (--form), its bars on one baseline of their own.
def distribution(*options):
    return json.loads(subprocess.run([stats, "--format", "json", *options] + files,
                                     capture_output=True, text=True).stdout)["distribution"]


forms = [f for f in distribution() and json.loads(subprocess.run(
    [stats, "--format", "json"] + files, capture_output=True, text=True).stdout)["forms"]
         if f != "?" and distribution("--form", f)]
svg = subprocess.run([stats, "-T", "svg"] + files, capture_output=True, text=True).stdout
panels = {}
for path in ET.fromstring(svg).iter("{http://www.w3.org/2000/svg}path"):
    style, d = path.get("style", ""), path.get("d", "")
    if "fill:rgb(12.156863%,37.254902%,65.882353%)" not in style:
        continue
    n = [float(v) for v in re.findall(r"-?[\d.]+", d)]
    xs, ys = n[0:8:2], n[1:8:2]
    panels.setdefault(round(max(ys)), []).append((min(xs), max(ys) - min(ys)))
failures, total = [], 0
if len(panels) != len(forms):
    failures.append(f"{len(panels)} histograms, {len(forms)} forms")
for form, baseline in zip(forms, sorted(panels)):
    want = distribution("--form", form)
    bars = sorted(panels[baseline])
    total += len(bars)
    failures += [f"form {form}: {f}" for f in check(bars, want)]
if failures:
    print("\n".join(failures))
    sys.exit(1)
print(f"{total} bars agree")
