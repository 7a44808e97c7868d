#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""One catalogue of words (issue 21): every word or sentence a person reads is in
formats/messages/words.def (or messages.def for the diagnostics), never written inline as
a French/English pair (`fr(lang) ? "..." : "..."`, `french ? "..."`, `fr ? "..."`,
`lang == Language::French ? "..."`). Prints each pair found with its place; exit 1 if any.

Usage: check_words.py SOURCE_ROOT
"""
import os
import re
import sys

PAIR = re.compile(r'\b(?:fr\(\s*\w+\s*\)|french|fr|lang == Language::French)\s*\?\s*(?:std::string\()?\s*"')
ROOTS = ("libanalysis", "formats", "tools", "cluster")


def pairs(root):
    for top in ROOTS:
        for dirpath, _, names in sorted(os.walk(os.path.join(root, top))):
            for name in sorted(names):
                if not name.endswith((".cpp", ".h")):
                    continue
                path = os.path.join(dirpath, name)
                with open(path, encoding="utf-8") as f:
                    for number, line in enumerate(f, 1):
                        if PAIR.search(line):
                            yield os.path.relpath(path, root), number


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
