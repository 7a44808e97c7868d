#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# The storyboard in pages of 6 turns as numbered SVG files (pages-1.svg, ...): each parses
# and says which turns it holds, and there are 4 of them for the deal and 18 turns.
# Usage: pages_svg.sh BORNES-DIAGRAM RECORD PICTURE_CHECK...
set -e
diagram=$1 record=$2
shift 2
rm -f pages-*.svg
"$diagram" --storyboard --per-page 6 "$record" -o pages.svg
"$@" pages-1.svg svg 'hand 1 — The deal and turns 1–5, page 1 of 4' 'The deal' 'Turn 5'
"$@" pages-2.svg svg 'Turns 6–11, page 2 of 4' 'Turn 6' 'Turn 11'
"$@" pages-4.svg svg 'Turn 18, page 4 of 4' 'Paul discards Spare Tire'
ls pages-*.svg
