// SPDX-License-Identifier: Apache-2.0
// A mined puzzle (analysis/puzzle_miner.h) as a line of a collection that bornes-solve
// --batch checks (NOTATION.md §4.1): its position, id=, q=, side=, a=, theme=, its grade
// (difficulty=, nodes=, losing=, quickest=), the answer (answer=) and its note in English and
// French naming the theme and the winning idea.
#pragma once

#include <string>

#include "analysis/puzzle_miner.h"
#include "engine/scoring.h"
#include "notation/seat_names.h"
#include "text/language.h"

namespace bornes::formats {

// The themes in words, joined ("Coup-fourré, Couronnement"); "A sharp decision" for none.
std::string themeWords(Themes themes, Language lang);
// The theme= value: the keywords joined by commas ("coup-fourre,couronnement"), or "sharp".
std::string themeKeywords(Themes themes);

// The note: the themes, the winning move and what it keeps.
std::string minedNote(const Position& pos, const MinedPuzzle& p, const SeatNames& names,
                      Language lang);

// The collection's line for the puzzle.
std::string minedPuzzleLine(const Position& pos, const ScoringRules& rules, const MinedPuzzle& p,
                            const std::string& id, const SeatNames& names);

}  // namespace bornes::formats
