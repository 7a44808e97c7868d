#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""The hand's story chart read back (issue 22): runs bornes-annotate with --format json and
--chart on one hand, then finds in the SVG cairo drew every point (a filled square of side
10, the only such squares the chart draws) and checks them against the JSON's "story":

- one point for each decision with a value ("after" not null), none for the others;
- each in its side's colour (A blue, B orange, C green: pictures/palette.h);
- x in the order of the decisions: an affine function of the decision's place in the hand;
- y an affine function of its value, falling as the value rises (one scale for the hand);
- a ring around each marked decision, in red for ?? ? ?! and green for !;
- around each estimated point, its side's translucent band from the JSON's "afterLow" to
  "afterHigh" on the same scale (not from the value: a band of no height is no interval);
  a proved point ("afterLow" null) with no band, or one pinched to the point;
- with --luck, an open ring (white inside, its side's colour around) for each draw of the
  JSON's "luck"."byDraw", on the points' scale at its value in the question's currency,
  a little left of the decision that follows it (between it and the decision before).

Usage: chart_points.py ANNOTATE [ANNOTATE OPTIONS...] FILE   (one hand: give --hand)
Prints "N points, M marks, K bands" (the estimated points), then ", D draws" with --luck, and exits 0, or prints what differs and exits 1.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

SIDE_COLOURS = {"A": (0x1F, 0x5F, 0xA8), "B": (0xC0, 0x56, 0x21), "C": (0x2F, 0x7D, 0x4A)}
GOOD, BAD = (0x1B, 0x7A, 0x35), (0xB3, 0x26, 0x1E)
SQUARE = 10
WHITE = (0xFF, 0xFF, 0xFF)

failures = []


def colour(style, what):
    """The colour a cairo style gives to fill or stroke, as 0-255 integers."""
    m = re.search(what + r":rgb\(([\d.]+)%,([\d.]+)%,([\d.]+)%\)", style)
    if m:
        return tuple(round(float(v) * 255 / 100) for v in m.groups())
    m = re.search(what + r":#([0-9a-fA-F]{6})", style)
    return tuple(int(m.group(1)[i:i + 2], 16) for i in (0, 2, 4)) if m else None


def opacity(style):
    m = re.search(r"fill-opacity:([\d.]+)", style)
    return float(m.group(1)) if m else 1.0


def squares_and_rings(svg):
    squares, rings, bands, draws = [], [], [], []
    for path in ET.parse(svg).getroot().iter("{http://www.w3.org/2000/svg}path"):
        d, style = path.get("d", ""), path.get("style", "")
        numbers = [float(v) for v in re.findall(r"-?[\d.]+", d)]
        if opacity(style) < 1:
            if colour(style, "fill") in SIDE_COLOURS.values():
                bands.append((list(zip(numbers[0::2], numbers[1::2])), colour(style, "fill")))
        elif re.fullmatch(r"M [-\d. ]+ L [-\d. ]+ L [-\d. ]+ L [-\d. ]+ Z M [-\d. ]+ ", d):
            xs, ys = numbers[0:8:2], numbers[1:8:2]
            if abs(max(xs) - min(xs) - SQUARE) < 0.01 and abs(max(ys) - min(ys) - SQUARE) < 0.01:
                squares.append(((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2,
                                colour(style, "fill")))
        elif " C " in d and colour(style, "stroke") in (GOOD, BAD):
            rings.append(colour(style, "stroke"))
        elif " C " in d and colour(style, "fill") == WHITE:
            xs, ys = numbers[0::2], numbers[1::2]
            draws.append(((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2,
                          colour(style, "stroke")))
    return squares, rings, bands, draws


def affine(pairs, what):
    """Checks that b = p + q*a for every (a, b); returns q."""
    distinct = sorted({a for a, _ in pairs})
    if len(distinct) < 2:
        return None
    (a0, b0), (a1, b1) = [(a, b) for a, b in pairs if a == distinct[0]][0], \
                         [(a, b) for a, b in pairs if a == distinct[-1]][0]
    q = (b1 - b0) / (a1 - a0)
    for a, b in pairs:
        if abs(b0 + q * (a - a0) - b) > 0.05:
            failures.append(f"{what}: {a} drawn at {b:.2f}, the scale puts it at "
                            f"{b0 + q * (a - a0):.2f}")
    return q


def crossing(vertices, x):
    """Where the outline through `vertices` (cairo drops the vertices of a straight edge, so
    a point's ends need not be vertices) meets the vertical at x."""
    ys = []
    for (ax, ay), (bx, by) in zip(vertices, vertices[1:] + vertices[:1]):
        if abs(ax - bx) < 1e-9:
            if abs(ax - x) < 0.01:
                ys += [ay, by]
        elif min(ax, bx) - 0.01 <= x <= max(ax, bx) + 0.01:
            ys.append(ay + (by - ay) * (x - ax) / (bx - ax))
    return ys


def check_bands(pairs, bands, slope):
    """Each point's band where its x falls: from its interval's ends, on the points' scale."""
    banded = 0
    for (x, y, fill), (i, d) in pairs:
        ys = [vy for vertices, c in bands if c == fill for vy in crossing(vertices, x)]
        where = f"decision {i + 1} (turn {d['turn']}, side {d['side']})"
        if d.get("afterLow") is None:
            if any(abs(vy - y) > 0.05 for vy in ys):
                failures.append(f"{where}: proved, yet a band from {min(ys)} to {max(ys)}")
            continue
        banded += 1
        if not ys:
            failures.append(f"{where}: estimated, and no band")
            continue
        if slope is None:  # every value alike: the scale is unknown, the band at least there
            continue
        want = sorted([y + slope * (d["afterHigh"] - d["after"]),
                       y + slope * (d["afterLow"] - d["after"])])
        if abs(min(ys) - want[0]) > 0.05 or abs(max(ys) - want[1]) > 0.05:
            failures.append(f"{where}: band drawn from {min(ys):.2f} to {max(ys):.2f}, its "
                            f"interval [{d['afterLow']:.3f}, {d['afterHigh']:.3f}] puts it "
                            f"from {want[0]:.2f} to {want[1]:.2f}")
    return banded


def check_draws(draws, weighed, pairs, slope, score):
    """Each draw's ring: its side's colour, on the points' scale, left of its decision."""
    if len(draws) != len(weighed):
        failures.append(f"{len(draws)} draw rings drawn, {len(weighed)} draws weighed")
        return len(draws)
    xs = {i: x for (x, _, _), (i, _) in pairs}
    (_, y0, _), (_, d0) = pairs[0]
    for (x, y, stroke), w in zip(sorted(draws), weighed):
        where = f"the draw before decision {w['decision'] + 1} (side {w['side']})"
        if stroke != SIDE_COLOURS[w["side"]]:
            failures.append(f"{where}: ringed in {stroke}")
        value = w["score"] if score else w["reach"]
        if slope is not None and abs(y0 + slope * (value - d0["after"]) - y) > 0.05:
            failures.append(f"{where}: drawn at {y:.2f}, its value {value:.3f} puts it at "
                            f"{y0 + slope * (value - d0['after']):.2f}")
        after = xs.get(w["decision"])
        before = xs.get(w["decision"] - 1)
        if after is not None and not (x < after and (before is None or x > before)):
            failures.append(f"{where}: at x {x:.2f}, not between its decision and the one before")
    return len(draws)


def main():
    annotate, args = sys.argv[1], sys.argv[2:]
    with tempfile.TemporaryDirectory() as tmp:
        svg = os.path.join(tmp, "story.svg")
        out = subprocess.run([annotate, "--format", "json", "--chart", svg] + args,
                             capture_output=True, text=True)
        if out.returncode not in (0, 1):
            sys.exit(f"bornes-annotate exited {out.returncode}: {out.stderr}")
        report = json.loads(out.stdout)
        hands = report["games"][0]["hands"]
        if len(hands) != 1:
            sys.exit("give one hand (--hand)")
        story = hands[0]["story"]
        luck = hands[0]["luck"]
        score = report["question"] == "score"
        squares, rings, bands, draws = squares_and_rings(svg)

    valued = [(i, d) for i, d in enumerate(story) if d["after"] is not None]
    if len(squares) != len(valued):
        failures.append(f"{len(squares)} points drawn, {len(valued)} decisions with a value")
    squares.sort(key=lambda s: s[0])
    for (x, y, fill), (i, d) in zip(squares, valued):
        if fill != SIDE_COLOURS[d["side"]]:
            failures.append(f"decision {i + 1} (turn {d['turn']}, side {d['side']}) drawn in "
                            f"{fill}")
    pairs = list(zip(squares, valued))
    if affine([(i, x) for (x, _, _), (i, _) in pairs], "x of decision") is not None and \
            pairs[-1][0][0] <= pairs[0][0][0]:
        failures.append("the decisions run right to left")
    slope = affine([(d["after"], y) for (_, y, _), (_, d) in pairs], "y of value")
    if slope is not None and slope >= 0:
        failures.append("a better value is drawn lower")
    banded = check_bands(pairs, bands, slope)
    marks = [d["mark"] for d in story if d["mark"]]
    want = sorted([GOOD if m == "!" else BAD for m in marks])
    if sorted(rings) != want:
        failures.append(f"{len(rings)} rings drawn ({rings}), marks {marks}")

    drawn = check_draws(draws, luck["byDraw"] if luck else [], pairs, slope, score)

    if failures:
        print("\n".join(failures))
        sys.exit(1)
    print(f"{len(squares)} points, {len(rings)} marks, {banded} bands" +
          (f", {drawn} draws" if luck else ""))


main()
