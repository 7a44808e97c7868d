#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Runs the fuzz targets with libFuzzer, two at a time (JOBS), each for SECONDS (default 60):
#   tests/fuzz/run.sh [SECONDS] [TARGET...]      targets: validate replay round_trip position collection
# Builds them first (clang, ASan + UBSan) in build-fuzz (FUZZ_BUILD_DIR). The corpus grows in
# build-fuzz/corpus/TARGET from the seeds; a crash, leak, timeout or failed check stops that
# target, leaves the input in build-fuzz/crashes/ and makes this script fail (the others run
# their time). Long runs: e.g.
#   tests/fuzz/run.sh 900          (15 minutes a target)
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
shift || true
targets=("$@")
((${#targets[@]})) || targets=(validate replay round_trip position collection)
build=${FUZZ_BUILD_DIR:-build-fuzz}
CC=clang CXX=clang++ cmake -S . -B "$build" -DBORNES_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j"${JOBS:-2}" --target fuzzers >/dev/null

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:suppressions=$PWD/tests/ubsan.supp"
mkdir -p "$build/crashes"
# One target on each core (JOBS, default 2) at a time: each runs SECONDS alone on its core,
# as it would one after the other; what each found is said in the targets' order.
fuzz_one() {
  local t=$1 corpus="$build/corpus/$1"
  mkdir -p "$corpus"
  mapfile -t seeds <"$build/tests/fuzz/seeds_$t.txt"
  "$build/bin/fuzz_$t" "$corpus" "${seeds[@]}" -dict=tests/fuzz/bornes.dict \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
    -print_final_stats=1 -artifact_prefix="$build/crashes/$t-" >"$build/fuzz-$t.log" 2>&1
}
declare -A running=()
failed=()
for t in "${targets[@]}"; do
  while ((${#running[@]} >= ${JOBS:-2})); do
    wait -n -p done_pid && status=0 || status=$?
    [[ $status -ne 0 ]] && failed+=("${running[$done_pid]}")
    unset "running[$done_pid]"
  done
  echo "== fuzz_$t: $seconds s"
  fuzz_one "$t" &
  running[$!]=$t
done
while ((${#running[@]})); do
  wait -n -p done_pid && status=0 || status=$?
  [[ $status -ne 0 ]] && failed+=("${running[$done_pid]}")
  unset "running[$done_pid]"
done
for t in "${targets[@]}"; do
  grep -E '^#[0-9]+.*(DONE|cov:)' "$build/fuzz-$t.log" | tail -1 | sed "s/^/fuzz_$t: /"
  grep -E 'stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$build/fuzz-$t.log"
done
for t in "${failed[@]}"; do
  tail -40 "$build/fuzz-$t.log"
  echo "fuzz_$t failed: see $build/fuzz-$t.log and $build/crashes/"
done
((${#failed[@]} == 0))
