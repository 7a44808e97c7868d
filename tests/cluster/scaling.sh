#!/bin/bash
# SPDX-License-Identifier: Apache-2.0
# The distributed batch's benchmark (README, "Batch solving across ranks"), run by hand:
# the solver's benchmark sets a, b, c as a collection of 4 400 puzzles, solved by one
# process, then by mpirun with 1, 2 and 4 ranks; and the cost of the queue itself, measured
# on puzzles that need no search (set a's reach questions: answered at the root by a bound).
# Usage: tests/cluster/scaling.sh [BUILD_DIR]   (default build; Open MPI's mpirun on PATH)
set -eu
bin=${1:-build}/bin
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_btl=self,vader OMPI_MCA_btl_vader_single_copy_mechanism=none
"$bin/bornes-bench" --solve a,b,c --collection > "$work/abc.txt"
"$bin/bornes-bench" --solve a --positions 5000 --collection | grep -v -- '-score-' > "$work/trivial.txt"
solve="$bin/bornes-solve --max-nodes 5000000 --time-limit 0 --hash 64 --batch"

# Wall time of a run, in seconds, its output kept to compare.
timed() {
    name=$1
    shift
    start=$(date +%s.%N)
    "$@" > "$work/$name.out"
    end=$(date +%s.%N)
    awk "BEGIN { print $end - $start }"
}

# What starting the ranks costs, paid once a run.
for ranks in 1 2 4; do
    t=$(timed start mpirun -q -n "$ranks" --oversubscribe --bind-to none "$bin/bornes-solve" --version)
    printf 'mpirun -n %d: %.2f s to start and end\n' "$ranks" "$t"
done

untimed() {
    perl -pe 's/\s+\S+\s+\S+ m?s$//; s/;? (in|en) [0-9.,]+ m?s$//; $_ = "" if /^(Search|Recherche)/' "$1"
}

for set in abc trivial; do
    puzzles=$(grep -vc '^#' "$work/$set.txt")
    one=$(timed "$set-alone" $solve "$work/$set.txt")
    printf '%-8s %5s puzzles  one process %8.2f s         %.3f ms a puzzle\n' "$set" "$puzzles" "$one" "$(awk "BEGIN { print 1000 * $one / $puzzles }")"
    for ranks in 1 2 4; do
        t=$(timed "$set-$ranks" mpirun -q -n "$ranks" --oversubscribe --bind-to none $solve "$work/$set.txt")
        # Equal to the single process but for times and node counts (as --jobs: a thread's
        # table keeps entries from the puzzles it solved before).
        if ! diff -q <(untimed "$work/$set-alone.out") <(untimed "$work/$set-$ranks.out") >/dev/null; then
            same="DIFFERENT"
        else
            same="same output"
        fi
        printf "%-8s %5s puzzles  %d rank(s)    %8.2f s  x%.2f  %.3f ms a puzzle  %s\n" "$set" "$puzzles" "$ranks" "$t" \
            "$(awk "BEGIN { print $one / $t }")" "$(awk "BEGIN { print 1000 * $t / $puzzles }")" "$same"
    done
done
