#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# bornes-annotate --budget bounds the whole run (issue 22): the records' decisions would
# take minutes at 1 s each; with 1 s for the run it must end within a few seconds (8:
# generous for a loaded machine), its decisions after the budget saying why. Several
# records: on a fast idle machine the 167 decisions of one two-player game all fit in the
# second (the rollouts judge them quickly), and nothing would be left out to show it.
# Usage: budget_bounds.sh ANNOTATE RECORD...
set -u
annotate=$1
shift
start=$(date +%s)
spent=$("$annotate" --budget 1 --time-limit 1 "$@" | tr '\n' ' ' |
    grep -o "[0-9]* left out: the run's budget spent" | head -1 | cut -d' ' -f1)
end=$(date +%s)
echo "$spent decisions left by the budget, in $((end - start)) s"
[ "$spent" -gt 0 ] && [ $((end - start)) -le 8 ]
