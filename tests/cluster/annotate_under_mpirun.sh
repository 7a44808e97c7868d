#!/bin/bash
# SPDX-License-Identifier: Apache-2.0
# bornes-annotate under mpirun -n 3 against one process (issue 10): the same bytes on
# standard output and on standard error, the same exit status, over several files whose
# games are shared among the ranks — valid, invalid, empty, missing — in every format.
# Usage: annotate_under_mpirun.sh MPIRUN BORNES-ANNOTATE DATA_DIR
set -u
mpirun=$1 annotate=$2 data=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
fail() {
    printf 'FAILED: %s\n' "$*"
    failed=1
}
run3() { "$mpirun" -q -n 3 --oversubscribe --bind-to none --timeout 240 "$@"; }

# Same stdout, stderr and status as one process, for: ARGS...
same() {
    "$annotate" "$@" > "$work/one.out" 2> "$work/one.err"
    local one=$?
    run3 "$annotate" "$@" > "$work/three.out" 2> "$work/three.err"
    local three=$?
    [ "$one" = "$three" ] || fail "exit $three under mpirun, $one alone: $*"
    cmp -s "$work/one.out" "$work/three.out" ||
        fail "output under mpirun differs: $*: $(diff "$work/one.out" "$work/three.out" | head -10)"
    cmp -s "$work/one.err" "$work/three.err" ||
        fail "stderr under mpirun differs: $*: $(diff "$work/one.err" "$work/three.err" | head -10)"
}

# Hands written by hand, every decision solved exactly (no limit, so that no decision is
# solved in one run and not in another); a file of several games; an invalid record (Paul
# plays a Roll he does not hold at turn 3), an empty file.
keep=$data/annotate/keep-the-50.mbn only=$data/annotate/the-only-move.mbn
cat "$only" "$keep" "$only" > "$work/three-games.mbn"
sed 's/3\. Paul: +VERT VERT/3. Paul: +VERT 200/' "$keep" > "$work/invalid.mbn"
cmp -s "$keep" "$work/invalid.mbn" && fail "the invalid record was not made"
: > "$work/empty.mbn"
files=("$keep" "$work/three-games.mbn" "$work/invalid.mbn" "$work/empty.mbn" "$only")

same "${files[@]}"
same --format text "${files[@]}"
same --format json -q score "${files[@]}"
same --lang fr "${files[@]}" "$work/missing.mbn"   # a missing file: exit 2, said once
same --game 2 "$work/three-games.mbn" "$keep"
same "$keep"                                       # fewer games than ranks
same --format json "$work/empty.mbn"               # no game at all
# Rank 0's standard input.
run3 "$annotate" - < "$work/three-games.mbn" > "$work/stdin.out" || fail "- under mpirun"
"$annotate" "$work/three-games.mbn" | cmp -s - "$work/stdin.out" || fail "- under mpirun differs"
[ "$failed" = 0 ] && echo "bornes-annotate under mpirun -n 3: as one process"
exit "$failed"
