// SPDX-License-Identifier: Apache-2.0
// A line of play from a position, written in the notation (formats/notation/NOTATION.md): the
// solver's principal lines. It is a record of one hand that starts from the position
// ([Position]), with every draw written (the pile is known) and, when the line reaches the
// end of the hand, its [Score] — so bornes-validate and bornes-replay read it back.
#pragma once

#include <span>
#include <string>

#include "engine/position.h"
#include "engine/scoring.h"
#include "notation/record.h"
#include "notation/seat_names.h"

namespace bornes::formats {

// Precondition: each move is legal where it is played (the solver's lines are). The players
// keep their names.
Record lineRecord(const Position& start, const ScoringRules& rules, std::span<const Move> line,
                  std::string event, const SeatNames& names);

// The movetext of such a record on one line: "1. P1: 25 2. P2: +VERT -STOP ...".
std::string lineMovetext(const Record& record);

}  // namespace bornes::formats
