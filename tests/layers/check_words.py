#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""One catalogue of words (issue 21): every word or sentence a person reads is in
formats/messages/words.def (or messages.def for the diagnostics), never written inline as
a French/English pair (`fr(lang) ? "..." : "..."`, `french ? "..."`, `fr ? "..."`,
`lang == Language::French ? "..."`, `if (!fr(lang)) return "...";`). Prints each pair found with its place; exit 1 if any.

Usage: check_words.py SOURCE_ROOT
"""
import os
import re
import sys

# A literal right after the `?`, or after a piece it is built from (`fr(lang) ? who + " peut-il"`).
PAIR = re.compile(r'\b(?:fr\(\s*\w+\s*\)|french|fr|lang == Language::French)\s*\?\s*(?:std::string\()?\s*'
                  r'(?:[\w.:]+(?:\([^()]*\))?\s*\+\s*)?"')
# The same pair as an if: `if (!fr(lang)) return "...";`, `if (french) return "..."`.
IF_RETURN = re.compile(r'\bif\s*\(\s*!?\s*(?:fr\(\s*\w+\s*\)|french|fr|lang [=!]= Language::\w+)\s*\)\s*'
                       r'return\s*(?:std::string\()?\s*"[^"]*[A-Za-z]{2}')
ROOTS = ("libanalysis", "formats", "tools", "cluster")


def pairs(root):
    for top in ROOTS:
        for dirpath, _, names in sorted(os.walk(os.path.join(root, top))):
            for name in sorted(names):
                if not name.endswith((".cpp", ".h")):
                    continue
                path = os.path.join(dirpath, name)
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                # The whole file: an if and its return may be on two lines.
                starts = sorted({m.start() for p in (PAIR, IF_RETURN) for m in p.finditer(text)})
                for start in starts:
                    yield os.path.relpath(path, root), text.count("\n", 0, start) + 1


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    found = list(pairs(sys.argv[1]))
    for path, number in found:
        print(f"{path}:{number}: a French/English pair written inline: put the words in "
              "formats/messages/words.def")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
