#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""The house's layering, checked on every include line (issue 21; README, "Layout";
doc/architecture.md).

Every .h, .cpp and .def file under SOURCE_ROOT/libanalysis, formats, cluster and tools is
read. Every include of the project's own names its folder (#include "engine/position.h",
"cluster/work_queue.h", "common/errors.h", "bornes-solve/solution_report.h"), so that the
line shows the layer it reaches, and a file may include only its own layer and the layers
below it:

    libanalysis: engine < players < solver < analysis
    cluster (the batch across MPI ranks, over the solver)
    formats:     text < messages < notation < replay < puzzles < json < pictures
    tools:       common < a folder per command (tools/bornes-X/)

A command's folder includes tools/common/ and the libraries, never another command's folder
(issue 33: a newcomer asked to change bornes-X opens tools/bornes-X/ and nothing else),
except tools/bornes-bench/, which measures the others' work.

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
    "tools/common": 20,
}
# Every command's folder, tools/bornes-X/, is one rank above tools/common/.
COMMAND_RANK = 21
# The one command whose folder may include other commands' folders: it measures them.
MEASURES_OTHERS = "tools/bornes-bench"


def command_folders(root):
    tools = os.path.join(root, "tools")
    if not os.path.isdir(tools):
        return []
    return sorted("tools/" + name for name in os.listdir(tools)
                  if name.startswith("bornes-") and os.path.isdir(os.path.join(tools, name)))


def ranks_of(root):
    ranks = dict(RANKS)
    ranks.update({folder: COMMAND_RANK for folder in command_folders(root)})
    return ranks
ROOTS = ("libanalysis", "formats", "cluster", "tools")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def layer_of(relative, ranks):
    """The layer a source file belongs to: its folder in `ranks`."""
    folder = os.path.dirname(relative)
    while folder and folder not in ranks:
        folder = os.path.dirname(folder)
    return folder or None


def breaches(root):
    ranks = ranks_of(root)
    # The name an include line gives a layer's folder: "engine/position.h", "cluster/...".
    prefixes = {path.split("/")[-1]: path for path in ranks}
    found = []
    for top in ROOTS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames.sort()  # the breaches in the same order on every file system
            for name in sorted(filenames):
                if not name.endswith((".h", ".cpp", ".def")):
                    continue
                path = os.path.join(dirpath, name)
                relative = os.path.relpath(path, root)
                source = layer_of(relative, ranks)
                if source is None:
                    found.append(f"{relative}:1: in no layer: put it in a folder of "
                                 "tests/layers/check_layers.py")
                    continue
                with open(path, encoding="utf-8") as f:
                    for number, line in enumerate(f, 1):
                        match = INCLUDE.match(line)
                        if match:
                            why = breach(root, relative, source, match.group(1), ranks, prefixes)
                            if why:
                                found.append(f"{relative}:{number}: {why}")
    return found


def breach(root, relative, source, included, ranks, prefixes):
    """Why including `included` from `relative` (of layer `source`) breaks the rules."""
    prefix = included.split("/")[0]
    if "/" not in included:
        # A file of the same folder is named with its folder too.
        if os.path.exists(os.path.join(root, os.path.dirname(relative), included)):
            return (f'"{included}" is not folder-qualified: write '
                    f'"{source.split("/")[-1]}/{included}"')
        return None
    if prefix in ("libanalysis", "formats", "tools", "tests"):
        return f'"{included}": name the folder from its layer\'s root, not from the tree\'s'
    target = prefixes.get(prefix)
    if target is None:
        return None  # a path of the tests' own, or a library's
    if not os.path.exists(os.path.join(root, target, *included.split("/")[1:])):
        return f'"{included}": no such file in {target}/'
    if ranks[target] > ranks[source]:
        return (f'{source}/ includes "{included}": {source}/ is below {target}/, and a '
                "layer includes only itself and the layers below it")
    if ranks[target] == COMMAND_RANK and target != source and source != MEASURES_OTHERS:
        return (f'{source}/ includes "{included}": a command\'s folder includes '
                "tools/common/ and the libraries, never another command's folder (what two "
                "commands share goes in tools/common/)")
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
