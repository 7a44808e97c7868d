#!/bin/bash
# SPDX-License-Identifier: Apache-2.0
# bornes-solve --batch under mpirun -n 3 against one process (issue 10): the same output,
# line for line and in the same order, but for the times; the same exit status; errors said
# once, by rank 0, with the exit status of one process.
# Usage: batch_under_mpirun.sh MPIRUN BORNES-SOLVE BORNES-BENCH SAMPLES_DIR DATA_DIR
set -u
mpirun=$1 solve=$2 bench=$3 samples=$4 data=$5
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
fail() {
    printf 'FAILED: %s\n' "$*"
    failed=1
}
run3() { "$mpirun" -q -n 3 --oversubscribe --bind-to none --timeout 240 "$@"; }
# What may differ from run to run: times, and node counts. A thread's table keeps entries
# from the puzzles it solved before, which may share positions with the next (the puzzles of
# one hand do): the counts depend on who solved what before, as with --jobs, but the
# answers never do. Kept: each puzzle's id, answer, expected answer, verdict and best moves
# (every move that keeps the value: the same whoever solves it), in order, and the summary's
# counts.
untimed() {
    perl -pe 's/\s+\S+\s+\S+ m?s(\s+|$)/ /; s/;? (in|en) [0-9.,]+ m?s$//; $_ = "" if /^(Search|Recherche)/;
              s/"(nodes|seconds)":[0-9.eE+-]+/"$1":X/g' "$1"
}

# Same output and status as one process, for: ARGS...
same() {
    "$solve" "$@" > "$work/one.out" 2> "$work/one.err"
    local one=$?
    run3 "$solve" "$@" > "$work/three.out" 2> "$work/three.err"
    local three=$?
    [ "$one" = "$three" ] || fail "exit $three under mpirun, $one alone: $*"
    if ! diff <(untimed "$work/one.out") <(untimed "$work/three.out") > "$work/diff"; then
        fail "output under mpirun differs from one process: $*"
        head -20 "$work/diff"
    fi
    # mpirun -q adds nothing of its own: rank 0's messages, once.
    diff -q "$work/one.err" "$work/three.err" > /dev/null ||
        fail "stderr under mpirun differs: $*: $(head -5 "$work/three.err")"
}

# The samples' puzzles (all agree) and 100 benchmark puzzles whose solving times differ by a
# thousand times, so that hardest-first hands them out in another order than the file's
# (no node limit: a puzzle near it might be solved in one run and not in another).
cat "$samples"/puzzles/*.txt > "$work/samples.txt"
"$bench" --solve a,b --positions 25 --collection > "$work/bench.txt"
same --batch "$work/samples.txt"
same --batch "$work/samples.txt" --format json --jobs 2
same --batch "$work/bench.txt" --time-limit 0 --jobs 2
same --batch "$data/puzzles-wrong.txt"    # one disagrees: exit 1
same --batch "$data/puzzles-broken.txt"   # bad lines: exit 2, each named once
same --batch "$work/no-such-file.txt"     # rank 0 cannot read: exit 2 on every rank
same --batch "$work/samples.txt" --lang fr
same --batch "$work/samples.txt" --odds   # a usage error alike
# Not a batch: refused on every rank (each would print everything), said once.
run3 "$solve" --file "$work/samples.txt" > "$work/three.out" 2> "$work/three.err"
status=$?
[ "$status" = 2 ] || fail "--file under mpirun: exit $status, not 2"
[ "$(grep -c "under mpirun, bornes-solve solves a --batch collection only" "$work/three.err")" = 1 ] ||
    fail "--file under mpirun is not refused once: $(cat "$work/three.err")"
# Rank 0's standard input, forwarded by mpirun.
run3 "$solve" --batch - < "$work/samples.txt" > "$work/stdin.out" || fail "--batch - under mpirun"
"$solve" --batch "$work/samples.txt" > "$work/one.out"
diff <(untimed "$work/one.out") <(untimed "$work/stdin.out") > /dev/null ||
    fail "--batch - under mpirun differs"
[ "$failed" = 0 ] && echo "bornes-solve --batch under mpirun -n 3: as one process"
exit "$failed"
