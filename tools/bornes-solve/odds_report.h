// SPDX-License-Identifier: Apache-2.0
// What bornes-solve --odds prints about a decision with hidden cards (odds.h): for people
// (text, French or English) and for programs (JSON, formats/json/schemas/odds.schema.json). Each
// move of the player to decide with its odds of reaching the target (or its mean score),
// their 95 % interval, and how many deals were drawn, consistent and solved.
#pragma once

#include <cstdint>
#include <ostream>

#include "analysis/odds.h"
#include "bornes-solve/solution_report.h"
#include "json/json_writer.h"
#include "text/language.h"

namespace bornes::formats {

struct OddsReport {
    const SolvedPuzzle& puzzle;  // the position, its seats, the question and its title
    const Odds& odds;
    int hidden = 0;        // hidden cards of the hands and the pile
    int hiddenInPile = 0;  // ... of which in the pile
    std::uint64_t seed = 0;
};

// The moves, best first for the player who decides (the highest value for the side asked
// about, the lowest for an opponent); ties in the order of the move generator.
std::vector<MoveOdds> movesBestFirst(const OddsReport& report);

void writeOddsText(std::ostream& out, const OddsReport& report, Language lang, bool stats);

// One document, {"format", "version", "puzzles": [...]}, streamed; or JSON Lines, a line
// per puzzle (kind "puzzle") as soon as its deals are solved.
class JsonOddsReport {
  public:
    explicit JsonOddsReport(std::ostream& out, JsonLayout layout = JsonLayout::Document);
    void puzzle(const OddsReport& report, bool stats);
    void finish();

  private:
    JsonWriter json_;
    JsonLayout layout_;
};

}  // namespace bornes::formats
