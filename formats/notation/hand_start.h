// SPDX-License-Identifier: Apache-2.0
// The position a recorded hand starts from, as the record describes it: a [Position] line, or
// its deal and pile (what is not written unknown), dealt by its dealer (the one named, else
// the one expected, else the seat before the first player) from a deck stacked to give those
// hands, so that the first player's opening draw is a draw of the engine.
#pragma once

#include <optional>

#include "engine/position.h"
#include "engine/scoring.h"
#include "messages/diagnostic.h"
#include "notation/record.h"

namespace bornes::formats {

struct HandStart {
    std::optional<Position> position;   // none: `error` says why, at `where`
    std::optional<ScoringRules> rules;  // when a [Position] line names its own
    int dealer = -1;
    Message error;
    SourceLocation where;
};
HandStart handStart(const Record& record, int hand, int expectedDealer);

}  // namespace bornes::formats
