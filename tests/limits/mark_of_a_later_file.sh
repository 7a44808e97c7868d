#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# A byte order mark at the start of a file that is not the first of the input (two files
# laid end to end): validated, counted, selected byte for byte, and the same game met twice
# kept once by --dedupe.
# Usage: mark_of_a_later_file.sh GAMES BORNES-VALIDATE BORNES-STATS BORNES-SELECT
set -e
games=$1 validate=$2 stats=$3 select=$4
(printf '\357\273\277'; cat "$games") > marked.mbn
cat marked.mbn marked.mbn > marked-twice.mbn
"$validate" marked-twice.mbn | tail -n 1
"$stats" marked-twice.mbn | head -n 1
"$select" marked-twice.mbn | cmp -s - marked-twice.mbn && echo same bytes
"$select" --dedupe - < marked-twice.mbn | cmp -s - marked.mbn && echo one game once
