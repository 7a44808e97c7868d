#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""Writes a game with a comment line of exactly 64 KiB (65 536 bytes, its end not counted)
three times: with "\\n" line ends, with "\\r\\n", and with "\\r\\n" and a byte order mark
before the long line (issue 30: the limit counts neither the end nor the mark).

Usage: line_of_the_limit.py GAME OUT_LF OUT_CRLF OUT_MARK
"""
import sys

game, lf, crlf, mark = sys.argv[1:5]
text = open(game, encoding="utf-8").read()
line = "{" + "x" * 65534 + "}"
assert len(line.encode()) == 65536
text = text.replace('[Hand "1"]', line + '\n[Hand "1"]', 1)
with open(lf, "w", encoding="utf-8", newline="") as out:
    out.write(text)
with open(crlf, "w", encoding="utf-8", newline="") as out:
    out.write(text.replace("\n", "\r\n"))
with open(mark, "w", encoding="utf-8", newline="") as out:
    out.write(text.replace("\n", "\r\n").replace(line, "\ufeff" + line))
