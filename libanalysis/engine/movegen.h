// Legal move generation: every move isLegal() accepts, each exactly once.
#pragma once

#include <bit>
#include <cstdint>

#include "engine/move.h"
#include "engine/position.h"

namespace bornes {

// The legal moves of the decision pending in `pos` (empty when the hand is over).
MoveList legalMoves(const Position& pos);

// The moves of a turn, in the generator's order: for each kind of card the player may play
// (bit per Card in `kinds`), onto its own side when `own` allows it, onto each opposing side
// whose mask in `attacks` allows it, and the discard. Shared with the solver's state.
inline void appendTurnMoves(MoveList& moves, std::uint32_t kinds, std::uint32_t own,
                            const std::uint32_t (&attacks)[kMaxSides], int sides) {
    for (std::uint32_t rest = kinds; rest; rest &= rest - 1) {
        const int k = std::countr_zero(rest);
        const Card c = cardAt(k);
        if (own & (1u << k)) moves.push(Move::play(c));
        for (int t = 0; t < sides; ++t)
            if (attacks[t] & (1u << k)) moves.push(Move::attack(c, t));
        moves.push(Move::discard(c));
    }
}

}  // namespace bornes
