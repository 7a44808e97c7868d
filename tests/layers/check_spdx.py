#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""Every source file carries its licence (issue 23: Apache-2.0, LICENSE at the root): an
`SPDX-License-Identifier: Apache-2.0` line among its first two lines (after a #! line).

Source files: C++ (.cpp, .h, .def), Python, shell, CMake, the man pages, the sanitizer
suppressions and the fuzzing dictionary, under SOURCE_ROOT's folders of code and at its root
(build trees and hidden folders skipped, but .ci).

Usage: check_spdx.py SOURCE_ROOT
Prints each file without it and exits 1; exits 0 and prints the count otherwise.
"""
import os
import re
import sys

TAG = "SPDX-License-Identifier: Apache-2.0"
SOURCE = re.compile(r"(\.(cpp|h|def|py|sh|cmake|supp|dict|[1-8])|CMakeLists\.txt|/run|setup\.sh)$")
FOLDERS = ("libanalysis", "formats", "tools", "cluster", "tests", "man", "cmake", "doc", ".ci",
           "debian")


def sources(root):
    for name in sorted(os.listdir(root)):
        if os.path.isfile(os.path.join(root, name)) and SOURCE.search("/" + name):
            yield os.path.join(root, name)
    for folder in FOLDERS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, folder)):
            dirnames[:] = sorted(d for d in dirnames if d not in ("data", "seeds", "corpus"))
            for name in sorted(filenames):
                path = os.path.join(dirpath, name)
                if SOURCE.search(path) and not path.endswith((".mbn", ".txt")) or \
                        name == "CMakeLists.txt":
                    yield path


def main():
    root = sys.argv[1]
    missing, count = [], 0
    for path in sources(root):
        count += 1
        with open(path, encoding="utf-8", errors="replace") as f:
            head = [f.readline() for _ in range(3)]
        if head[0].startswith("#!"):
            head = head[1:]
        if not any(TAG in line for line in head[:2]):
            missing.append(os.path.relpath(path, root))
    for m in missing:
        print(f"{m}:1: no '{TAG}' line in its first two lines")
    if missing:
        sys.exit(1)
    print(f"{count} source files, each with its licence")


main()
