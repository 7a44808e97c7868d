#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# bornes-annotate --budget bounds the whole run (issue 22): the 2-player game's 167
# decisions would take minutes at 1 s each; with 1 s for the run it must end within a few
# seconds (8: generous for a loaded machine), its decisions after the budget saying why.
# Usage: budget_bounds.sh ANNOTATE RECORD
set -u
start=$(date +%s)
spent=$("$1" --budget 1 --time-limit 1 "$2" | tr '\n' ' ' |
    grep -o "[0-9]* left out: the run's budget spent" | head -1 | cut -d' ' -f1)
end=$(date +%s)
echo "$spent decisions left by the budget, in $((end - start)) s"
[ "$spent" -gt 0 ] && [ $((end - start)) -le 8 ]
