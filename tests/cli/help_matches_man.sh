#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Checks that a tool's --help and its man page document the same long options; and, when
# TEXT is given, that --help says it (the French page against a French --help:
# "Utilisation : ", so that an English --help cannot pass for the French one).
# Usage: help_matches_man.sh TOOL MANPAGE [TEXT]
tool=$1 man=$2 text=$3
help=$("$tool" --help) || { echo "$tool --help failed"; exit 1; }
if [ -n "$text" ] && ! printf '%s\n' "$help" | grep -qF -e "$text"; then
  echo "--help does not say '$text':"
  printf '%s\n' "$help" | head -n 3
  exit 1
fi
help_options=$(printf '%s\n' "$help" | grep -oE -- '--[a-z0-9][a-z0-9-]*' | sort -u)
man_options=$(sed 's/\\-/-/g' "$man" | grep -E '^\.It ' | grep -oE -- 'Fl -[a-z0-9][a-z0-9-]*' | sed 's/^Fl /-/' | sort -u)
if [ "$help_options" != "$man_options" ]; then
  echo "--help and $man differ:"
  echo "only in --help:"; printf '%s\n' "$help_options" | grep -vxF -e "$man_options"
  echo "only in the man page:"; printf '%s\n' "$man_options" | grep -vxF -e "$help_options"
  exit 1
fi
echo "$(printf '%s\n' "$help_options" | wc -l) options documented in both"
