#!/usr/bin/python3
"""One catalogue of words (issue 21): a French/English pair written inline in the code
(`fr(lang) ? "..." : "..."`, `french ? "..." : "..."`) instead of in
formats/messages/words.def or messages.def. The files that still hold some are listed in
tests/layers/inline_words.txt with their count, which may only go down: a new inline pair,
or a file that was clean and is no longer, fails; a count that went down asks for the list
to be lowered with it, so that the migration never slides back.

Usage: check_words.py SOURCE_ROOT
"""
import os
import re
import sys

PAIR = re.compile(r'\b(?:fr\(\s*\w+\s*\)|french|fr|lang == Language::French)\s*\?\s*(?:std::string\()?\s*"')
ROOTS = ("libanalysis", "formats", "tools", "cluster")


def counts(root):
    found = {}
    for top in ROOTS:
        for dirpath, _, names in os.walk(os.path.join(root, top)):
            for name in sorted(names):
                if not name.endswith((".cpp", ".h")):
                    continue
                path = os.path.join(dirpath, name)
                with open(path, encoding="utf-8") as f:
                    n = len(PAIR.findall(f.read()))
                if n:
                    found[os.path.relpath(path, root)] = n
    return found


def allowed(root):
    budget = {}
    with open(os.path.join(root, "tests", "layers", "inline_words.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#")[0].strip()
            if line:
                path, n = line.split()
                budget[path] = int(n)
    return budget


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    root = sys.argv[1]
    found, budget = counts(root), allowed(root)
    problems = []
    for path, n in sorted(found.items()):
        if n > budget.get(path, 0):
            problems.append(f"{path}: {n} inline French/English pairs, {budget.get(path, 0)} "
                            "allowed: put the words in formats/messages/words.def")
    for path, n in sorted(budget.items()):
        if found.get(path, 0) < n:
            problems.append(f"{path}: {found.get(path, 0)} inline pairs left, the list says {n}: "
                            "lower it in tests/layers/inline_words.txt")
    for line in problems:
        print(line)
    print(f"{sum(found.values())} inline pairs left in {len(found)} files")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
