#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Runs a command with a terminal as its standard output and standard error, as a user at a
# terminal runs it: util-linux's script(1) (Debian's bsdutils, always installed) gives it a
# pseudo-terminal. Prints what the command wrote there, without the terminal's carriage
# returns, and exits with the command's status.
# Usage: on_terminal.sh COMMAND [ARG...]
# (For a pipe inside the terminal: on_terminal.sh sh -c 'TOOL ... | od -c'.)
command=
for arg in "$@"; do
  quoted=$(printf '%s' "$arg" | sed "s/'/'\\\\''/g")
  command="$command '$quoted'"
done
output=$(script -qec "$command" /dev/null </dev/null)
status=$?
printf '%s\n' "$output" | tr -d '\r'
exit $status
