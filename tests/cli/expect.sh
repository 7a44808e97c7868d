#!/bin/sh
# Runs a command and checks its exit status and output, for CTest.
# Usage: expect.sh STATUS PATTERN COMMAND [ARG...]
# Passes when COMMAND exits with STATUS and its stdout+stderr match the extended regular
# expression PATTERN (use '' for any output).
status=$1 pattern=$2
shift 2
output=$("$@" 2>&1)
actual=$?
if [ "$actual" -ne "$status" ]; then
  printf 'expected exit status %s, got %s from: %s\n%s\n' "$status" "$actual" "$*" "$output"
  exit 1
fi
if [ -n "$pattern" ] && ! printf '%s\n' "$output" | grep -Eq -- "$pattern"; then
  printf 'output of %s does not match /%s/:\n%s\n' "$*" "$pattern" "$output"
  exit 1
fi
exit 0
