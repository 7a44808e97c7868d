#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""The house's layering, checked on every include line (issue 21; README, "Layout";
doc/architecture.md).

Every .h, .cpp and .def file under SOURCE_ROOT/libanalysis, formats, cluster and tools is
read. An include of a header of libanalysis/ or formats/ names its folder
(#include "engine/position.h"), so that the line shows the layer it reaches, and a file may
include only its own layer and the layers below it:

    libanalysis: engine < players < solver < analysis
    cluster (the batch across MPI ranks, over the solver)
    formats:     text < messages < notation < replay < puzzles < json < pictures < reports
                 < selection
    tools

The engine knows nothing of files, JSON or Graphviz: libanalysis never includes formats/,
cluster/ or tools/.

Usage: check_layers.py SOURCE_ROOT
Prints each breach as FILE:LINE: why, and exits 1 when there is one; 0 and nothing printed
otherwise.
"""
import os
import re
import sys

# Each folder's rank: a file may include a folder of its rank or below.
RANKS = {
    "libanalysis/engine": 0,
    "libanalysis/players": 1,
    "libanalysis/solver": 2,
    "libanalysis/analysis": 3,
    "cluster": 4,
    "formats/text": 10,
    "formats/messages": 11,
    "formats/notation": 12,
    "formats/replay": 13,
    "formats/puzzles": 14,
    "formats/json": 15,
    "formats/pictures": 16,
    "formats/reports": 17,
    "formats/selection": 18,
    "tools": 20,
}
# The name an include line gives a layer's folder: "engine/position.h".
LAYER_OF_PREFIX = {path.split("/")[-1]: path for path in RANKS if "/" in path}
ROOTS = ("libanalysis", "formats", "cluster", "tools")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def layer_of(relative):
    """The layer a source file belongs to: its folder in RANKS."""
    folder = os.path.dirname(relative)
    while folder and folder not in RANKS:
        folder = os.path.dirname(folder)
    return folder or None


def breaches(root):
    found = []
    for top in ROOTS:
        for dirpath, _, filenames in os.walk(os.path.join(root, top)):
            for name in sorted(filenames):
                if not name.endswith((".h", ".cpp", ".def")):
                    continue
                path = os.path.join(dirpath, name)
                relative = os.path.relpath(path, root)
                source = layer_of(relative)
                if source is None:
                    found.append(f"{relative}:1: in no layer: put it in a folder of "
                                 "tests/layers/check_layers.py")
                    continue
                with open(path, encoding="utf-8") as f:
                    for number, line in enumerate(f, 1):
                        match = INCLUDE.match(line)
                        if match:
                            why = breach(root, relative, source, match.group(1))
                            if why:
                                found.append(f"{relative}:{number}: {why}")
    return found


def breach(root, relative, source, included):
    """Why including `included` from `relative` (of layer `source`) breaks the rules."""
    prefix = included.split("/")[0]
    if "/" not in included:
        # A file of the same folder: only tools/ and cluster/ keep bare names (their own
        # headers); libanalysis/ and formats/ name the folder even for a neighbour.
        if source.startswith(("libanalysis/", "formats/")):
            if os.path.exists(os.path.join(root, os.path.dirname(relative), included)):
                return (f'"{included}" is not folder-qualified: write '
                        f'"{source.split("/")[-1]}/{included}"')
        return None
    target = LAYER_OF_PREFIX.get(prefix)
    if target is None:
        return None  # a path of the tests' own, or a library's
    if not os.path.exists(os.path.join(root, target, *included.split("/")[1:])):
        return f'"{included}": no such file in {target}/'
    if RANKS[target] > RANKS[source]:
        return (f'{source}/ includes "{included}": {source}/ is below {target}/, and a '
                "layer includes only itself and the layers below it")
    if source.startswith("libanalysis/") and not target.startswith("libanalysis/"):
        return f'libanalysis/ includes "{included}": the engine and the solver do no I/O'
    return None


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    found = breaches(sys.argv[1])
    for line in found:
        print(line)
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
