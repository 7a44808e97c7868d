// Legal move generation: every move isLegal() accepts, each exactly once.
#pragma once

#include "move.h"
#include "position.h"

namespace bornes {

// The legal moves of the decision pending in `pos` (empty when the hand is over).
MoveList legalMoves(const Position& pos);

}  // namespace bornes
