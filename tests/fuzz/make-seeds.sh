#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Regenerates the generated seeds of the fuzz targets (tests/fuzz/seeds/) with the project's
# own tools: one-hand games of every form, with cards shown and hidden, and positions taken
# at moments of them. The samples/ files are seeds too, used where they are.
#   tests/fuzz/make-seeds.sh [BUILD_DIR]      (default: build)
set -euo pipefail
cd "$(dirname "$0")"
bin="../../${1:-build}/bin"
rm -rf seeds/records seeds/positions
mkdir -p seeds/records seeds/positions
n=0
game() {  # name, then bornes-play options
    local name=$1
    shift
    "$bin/bornes-play" --hands 1 "$@" >"seeds/records/$name.mbn"
}
game two --players 2 --seed 11
game three --players 3 --seed 12
game four --players 4 --seed 13
game six-3x2 --players 6 --seed 14
game six-2x3 --players 6 --six 2x3 --seed 15
game parker --players 4 --ruleset parker --bonus-no-100-no-200 300 --seed 16
game draws-hidden --players 4 --hide draws --seed 17
game cards-hidden --players 3 --hide cards --seed 18
game fixed --players 2 --fixed-hands 2 --seed 19
game french --players 4 --lang fr --seed 20
for record in seeds/records/*.mbn; do
    for turn in 0 5 20 40; do
        if "$bin/bornes-replay" --turn "$turn" --format notation "$record" \
            >"seeds/positions/$(basename "$record" .mbn)-$turn.txt" 2>/dev/null; then
            n=$((n + 1))
        else
            rm -f "seeds/positions/$(basename "$record" .mbn)-$turn.txt"
        fi
    done
done
# Each puzzle of the sample collections, alone on its line.
for collection in ../../samples/puzzles/*.txt; do
    i=0
    grep -v '^#' "$collection" | grep -v '^$' | while IFS= read -r line; do
        i=$((i + 1))
        printf '%s\n' "$line" >"seeds/positions/$(basename "$collection" .txt)-$i.txt"
    done
done
echo "make-seeds.sh: $(ls seeds/records | wc -l) records, $(ls seeds/positions | wc -l) positions"
