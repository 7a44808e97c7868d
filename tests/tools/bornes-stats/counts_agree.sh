#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# bornes-stats against counts made from bornes-replay's JSON of the same files
# (check_stats.py), over games of every form, both rulesets and both seat policies, draws
# hidden, the books' scoring examples, the worked example and an invalid record.
# Usage: counts_agree.sh PYTHON BORNES-PLAY BORNES-STATS BORNES-REPLAY SAMPLES
set -e
python=$1 play=$2 stats=$3 replay=$4 samples=$5
here=$(dirname "$0")
"$play" -p 2 -g 6 -s 31 --seats random,heuristic > stats-2.mbn
"$play" -p 3 -g 3 -s 32 --ruleset parker > stats-3.mbn
"$play" -p 4 -g 3 -s 33 --seats heuristic,random --hide draws > stats-4.mbn
"$play" -p 6 --six 2x3 -g 2 -s 34 > stats-6.mbn
exec "$python" "$here/check_stats.py" "$stats" "$replay" stats-2.mbn stats-3.mbn stats-4.mbn \
  stats-6.mbn "$samples/scoring/850-925.mbn" "$samples/scoring/2200-1050.mbn" \
  "$samples/scoring/2300-675.mbn" "$samples/scoring/4400.mbn" "$samples/scoring/5100.mbn" \
  "$samples/scoring/4600.mbn" "$samples/worked-example.mbn" "$samples/broken/third-200.mbn"
