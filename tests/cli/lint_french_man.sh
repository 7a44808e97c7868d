#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Lints a French man page (man/fr/) as the English ones are linted, but for what French
# titles and dates make mandoc say of any translated mdoc page: the first section is NOM
# rather than NAME, and the date is French ("26 novembre 2026").
# Usage: lint_french_man.sh MANDOC PAGE
mandoc=$1 page=$2
out=$("$mandoc" -Tlint -W warning "$page" 2>&1 | grep -v -e 'first section is not "NAME"' \
  -e 'description line outside NAME section' -e 'cannot parse date, using it verbatim')
if [ -n "$out" ]; then
  printf '%s\n' "$out"
  exit 1
fi
# A French page: its first section is NOM, and it says what the tool is in French.
grep -q '^\.Sh NOM$' "$page" || { echo "$page: no NOM section"; exit 1; }
echo "$page: clean"
