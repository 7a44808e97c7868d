#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Checks a picture a tool wrote: an SVG must parse as XML and hold every text given
(in its <text> elements, joined: a text may run over lines wrapped by the tool); a PNG or PDF must start with its signature.
Usage: picture_check.py FILE svg|png|pdf [TEXT...]"""
import sys
import xml.etree.ElementTree as ET

path, kind, texts = sys.argv[1], sys.argv[2], sys.argv[3:]
data = open(path, "rb").read()
if kind == "png":
    ok = data.startswith(b"\x89PNG\r\n\x1a\n")
elif kind == "pdf":
    ok = data.startswith(b"%PDF")
else:
    root = ET.fromstring(data)  # raises on malformed XML
    ns = "{http://www.w3.org/2000/svg}"
    lines = ["".join(t.itertext()) for t in root.iter(ns + "text")]
    shown, wrapped = "\n".join(lines), " ".join(lines)
    missing = [t for t in texts if t not in shown and t not in wrapped]
    if missing:
        print("missing from the SVG's texts:", missing)
    ok = not missing
print("ok" if ok else ("texts missing" if kind == "svg" else "not a valid " + kind))
sys.exit(0 if ok else 1)
