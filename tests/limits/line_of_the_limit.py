#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""Writes a game with a comment line of exactly 64 KiB (65 536 bytes, its end not counted)
twice: with "\\n" and with "\\r\\n" line ends (issue 30: the limit is the same for both).

Usage: line_of_the_limit.py GAME OUT_LF OUT_CRLF
"""
import sys

game, lf, crlf = sys.argv[1:4]
text = open(game, encoding="utf-8").read()
line = "{" + "x" * 65534 + "}"
assert len(line.encode()) == 65536
text = text.replace('[Hand "1"]', line + '\n[Hand "1"]', 1)
with open(lf, "w", encoding="utf-8", newline="") as out:
    out.write(text)
with open(crlf, "w", encoding="utf-8", newline="") as out:
    out.write(text.replace("\n", "\r\n"))
