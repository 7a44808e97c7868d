#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""What a decision tree's SVG (bornes-tree) draws, for tests that compare it with an oracle:
  principal moves N    the moves on the bold line (one text line per move in its edges'
                       labels: a forced sequence is one edge of several moves)
  principal line: same N moves | tree N, solver M
                       with SOLVE.json (bornes-solve --format json): the solver's line
                       counted move by move (its draws, "+card", are not moves); the tree
                       stops at S's own allonge decision at the target (R18), where the
                       solver's line ends with "noallonge"
  width W pt, tree T pt
  legend within the tree: yes|no
The tree's extent is that of its nodes and edges (their polygons and paths); the picture is
as wide as the tree, or as a paragraph of LEAST points when the tree is narrower, plus
SLACK (an edge's label may stand out of the edges' own extent).
Usage: tree_shape.py FILE.svg [SOLVE.json]"""
import json
import re
import sys
import xml.etree.ElementTree as ET

LEAST, SLACK = 420.0, 60.0
NS = "{http://www.w3.org/2000/svg}"

root = ET.parse(sys.argv[1]).getroot()
width = float(re.match(r"[0-9.]+", root.get("width")).group(0))


def xs(group):
    """The x coordinates of a group's polygons and paths."""
    out = []
    for poly in group.iter(NS + "polygon"):
        out += [float(p.split(",")[0]) for p in poly.get("points").split()]
    for path in group.iter(NS + "path"):
        out += [float(x) for x in re.findall(r"(-?[0-9.]+),-?[0-9.]+", path.get("d"))]
    return out


principal, extent = 0, []
for g in root.iter(NS + "g"):
    kind = (g.get("class") or "").split()
    if "node" in kind or "edge" in kind:
        extent += xs(g)
    if "edge" in kind and "principal" in kind:
        principal += sum(1 for _ in g.iter(NS + "text"))
tree = max(extent) - min(extent) if extent else 0.0
print("principal moves", principal)
if len(sys.argv) > 2:
    line = json.load(open(sys.argv[2]))["puzzles"][0]["line"] or ""
    moves = [t for t in line.split()
             if not re.fullmatch(r"[0-9]+\.", t) and not t.endswith(":") and not t.startswith("+")]
    if moves and moves[-1] == "noallonge" and principal == len(moves) - 1:
        moves.pop()
    print("principal line:", "same %d moves" % principal if principal == len(moves)
          else "tree %d, solver %d" % (principal, len(moves)))
print("width %.0f pt, tree %.0f pt" % (width, tree))
print("legend within the tree:", "yes" if width <= max(tree, LEAST) + SLACK else "no")
