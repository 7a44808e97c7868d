#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
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
# A mined puzzle's moves (bornes-puzzles, samples/mined/), one level deep: each move's value.
"$bin/bornes-tree" --file samples/mined/2-players.txt --id s2-g4-h4-t78-reach --max-children 5 \
  --depth 1 -T png -o doc/tree-mined-hold-safety.png
# The step-through page as a projector shows it (headless Chromium, doc/screenshot_page.py):
# the worked example at 1920x1080, its French telling at 1024x768, each after 20 steps
# (turn 16, Paulette's discard).
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin/bornes-diagram" --html -o "$work/worked.html" samples/worked-example.mbn
"$bin/bornes-diagram" --lang fr --html -o "$work/exemple.html" samples/exemple-commente.mbn
doc/screenshot_page.py "$work/worked.html" 1920 1080 20 doc/page-1920x1080.png
doc/screenshot_page.py "$work/exemple.html" 1024 768 20 doc/page-1024x768-fr.png
