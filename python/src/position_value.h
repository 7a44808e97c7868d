// SPDX-License-Identifier: Apache-2.0
// A position as Python holds it: the engine's Position with the scoring rules and the
// players' names its line gives (a record's moment keeps the record's), so that str() writes
// it back as the notation does and its moves name the players.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "engine/position.h"
#include "engine/scoring.h"
#include "notation/seat_names.h"

namespace bornes::python {

struct PositionValue {
    Position position;
    ScoringRules rules;
    formats::SeatNames names;
};

// A move as Python holds it: the engine's move and the text the notation writes for it.
struct MoveObject {
    Move move;
};

}  // namespace bornes::python
