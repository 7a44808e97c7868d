#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""Checks that the pages of a PDF written by `bornes-diagram --per-page` have the sizes of
the same pages written as SVG files, with the half-inch margin of Graphviz's PDF around
them (36 points each side), in order: a page too small cuts its picture off.

Usage: pdf_page_sizes.py FILE.pdf PAGE-1.svg PAGE-2.svg ...
"""
import re
import sys

pdf = open(sys.argv[1], "rb").read().decode("latin-1")
boxes = [(float(w), float(h)) for w, h in
         re.findall(r"/MediaBox \[\s*0 0 ([0-9.]+) ([0-9.]+)\s*\]", pdf)]
svgs = []
for name in sys.argv[2:]:
    head = open(name, encoding="utf-8").read(2000)
    m = re.search(r'<svg width="([0-9.]+)pt" height="([0-9.]+)pt"', head)
    svgs.append((float(m.group(1)), float(m.group(2))))
want = [(w + 72, h + 72) for w, h in svgs]
if len(boxes) != len(want) or any(abs(a - c) > 1 or abs(b - d) > 1
                                  for (a, b), (c, d) in zip(boxes, want)):
    print(f"PDF pages {boxes}, SVG pages and margins {want}")
    sys.exit(1)
print("same sizes")
