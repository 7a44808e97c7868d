#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Runs a command and checks its exit status and output, for CTest.
# Usage: expect.sh STATUS PATTERN COMMAND [ARG...]
# Passes when COMMAND exits with STATUS and its stdout+stderr match PATTERN (use '' for any
# output). PATTERN is matched against the whole output at once, so that it may span lines:
# a newline in it matches a newline, '.' matches anything but a newline, '^' and '$' match at
# line ends (Perl's regular expressions with /m; perl-base is part of every Debian system).
status=$1 pattern=$2
shift 2
output=$("$@" 2>&1)
actual=$?
if [ "$actual" -ne "$status" ]; then
  printf 'expected exit status %s, got %s from: %s\n%s\n' "$status" "$actual" "$*" "$output"
  exit 1
fi
if [ -n "$pattern" ] && ! printf '%s\n' "$output" | PATTERN="$pattern" perl -0777 -ne 'exit(/$ENV{PATTERN}/m ? 0 : 1)'; then
  printf 'output of %s does not match /%s/:\n%s\n' "$*" "$pattern" "$output"
  exit 1
fi
exit 0
