#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# A bundled mined collection is made again by the command its first line names, byte for
# byte (issue 24): a collection that no longer regenerates means the miner, the solver's
# answers or the engine changed; regenerate it in the commit that changes them, and say why.
# Usage: regenerate.sh BIN_DIR COLLECTION
bin=$1 collection=$2
command=$(sed -n '1s/^# Puzzles mined by: bornes-puzzles //p' "$collection")
[ -n "$command" ] || { echo "FAILED: $collection does not name its command"; exit 1; }
# shellcheck disable=SC2086 # the command's words, as written
"$bin/bornes-puzzles" $command | cmp - "$collection" || {
  echo "FAILED: $collection is not what 'bornes-puzzles $command' mines"; exit 1; }
echo "$collection regenerates"
