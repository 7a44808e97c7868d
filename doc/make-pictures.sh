#!/bin/sh
# Regenerates the pictures the README shows, from the bundled samples, with the tools built
# in build/ (./setup.sh). Run from the checkout: doc/make-pictures.sh
set -eu
cd "$(dirname "$0")/.."
bin=${BIN:-build/bin}
# The booklet's worked example after turn 16: Paulette's coup-fourré.
"$bin/bornes-diagram" --turn 16 -T png -o doc/worked-turn16.png samples/worked-example.mbn
# The decision tree of a bundled couronnement puzzle.
"$bin/bornes-tree" --file samples/puzzles/couronnement.txt --id crown-safety-draws \
  -T png -o doc/tree-crown-safety-draws.png
