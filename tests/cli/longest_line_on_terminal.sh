#!/bin/sh
# Runs a command on a terminal COLUMNS wide, $COLUMNS unset (the tool must ask the terminal),
# and prints the length in characters of the longest line it wrote, then a space.
# Usage: longest_line_on_terminal.sh COLUMNS COMMAND [ARG...]
columns=$1
shift
here=$(dirname "$0")
env -u COLUMNS "$here/on_terminal.sh" sh -c 'stty cols "$0" && exec "$@"' "$columns" "$@" |
  python3 -c "import sys; print(max(len(l.rstrip(chr(10))) for l in sys.stdin), end=' ')"
