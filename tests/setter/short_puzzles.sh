#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# How short the puzzles of a collection are (issue 32: by default what a player can see
# coming): their number, the most cards in a draw pile (the position line's fifth field,
# "25x4,ESS" = 5 cards) and the longest quickest win (quickest=).
# Usage: short_puzzles.sh < collection
grep -v '^#' | awk '{
  pile = 0
  k = split($5, cards, ",")
  for (i = 1; i <= k; i++)
    if (match(cards[i], /x[0-9]+$/)) pile += substr(cards[i], RSTART + 1)
    else if (cards[i] != "-") pile++
  if (pile > maxPile) maxPile = pile
  if (match($0, / quickest=[0-9]+/)) {
    q = substr($0, RSTART + 10, RLENGTH - 10) + 0
    if (q > maxLine) maxLine = q
  }
  n++
} END { print n + 0, "puzzles, pile at most", maxPile + 0, "cards, line at most", maxLine + 0 }'
