#!/bin/sh
# Checks that a tool's --help and its man page document the same long options.
# Usage: help_matches_man.sh TOOL MANPAGE
tool=$1 man=$2
help_options=$("$tool" --help | grep -oE -- '--[a-z0-9][a-z0-9-]*' | sort -u)
man_options=$(sed 's/\\-/-/g' "$man" | grep -E '^\.It ' | grep -oE -- 'Fl -[a-z0-9][a-z0-9-]*' | sed 's/^Fl /-/' | sort -u)
if [ "$help_options" != "$man_options" ]; then
  echo "--help and $man differ:"
  echo "only in --help:"; printf '%s\n' "$help_options" | grep -vxF -e "$man_options"
  echo "only in the man page:"; printf '%s\n' "$man_options" | grep -vxF -e "$help_options"
  exit 1
fi
echo "$(printf '%s\n' "$help_options" | wc -l) options documented in both"
