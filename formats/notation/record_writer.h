// SPDX-License-Identifier: Apache-2.0
// Writes records in the canonical form of the notation (formats/notation/NOTATION.md): the roster
// of tags in a fixed order, short card codes, one blank line between sections, movetext wrapped at
// 79 columns. Reading what it writes and writing again gives the same bytes.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "notation/record.h"
#include "text/language.h"

namespace bornes::formats {

// `lang` French: the cards by the books' French names, "Luc : Feu vert", "Feu rouge sur
// Marie", "coup fourré Increvable", lists with commas, as a French player writes them; the
// reader reads it back as the same record. English: the canonical form's codes.
void writeRecord(std::ostream& out, const Record& record, Language lang = Language::English);
// The game's tags as the canonical form writes them, in its order: the tags the notation
// defines with the game's values (written or implied: [Players], [Seats], [Sides], [Ruleset]
// and [Target] always), then the others as read. `where` is left empty.
std::vector<Tag> gameTagsOf(const Record& record);
// The values of [Options] (the options that differ from their defaults, "" for none) and of
// [Score]/[Scores] ("400 1250"), as the writer writes them.
std::string optionsTagText(const GameRules& rules);
std::string numbersTagText(const std::vector<int>& values);
std::string writeRecord(const Record& record);
// A move as the movetext writes it: "25", "STOP>B", "-VERT", "CF INC", "noCF", "allonge".
std::string moveWord(Move m);
// The movetext of one hand of the record, wrapped at `width` columns (a line of play on one
// line with a large width).
void writeMovetext(std::ostream& out, const Record& record, const RecordedHand& hand,
                   std::size_t width, Language lang = Language::English);

// Fills in what a record may leave implied, by playing it through the engine as far as it
// is valid: every action's actor and turn number, and the side each hazard attacks. The
// canonical form states them all.
void completeRecord(Record& record);

}  // namespace bornes::formats
