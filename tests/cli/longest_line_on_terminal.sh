#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Runs a command on a terminal COLUMNS wide, $COLUMNS unset (the tool must ask the terminal),
# and prints the width in characters of the widest line it wrote (widest_line.py), then a
# space.
# Usage: longest_line_on_terminal.sh COLUMNS COMMAND [ARG...]
columns=$1
shift
here=$(dirname "$0")
width=$(env -u COLUMNS "$here/on_terminal.sh" sh -c 'stty cols "$0" && exec "$@"' "$columns" "$@" |
  /usr/bin/python3 "$here/widest_line.py")
printf '%s ' "$width"
