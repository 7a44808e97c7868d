// SPDX-License-Identifier: Apache-2.0
// Legal move generation: every move isLegal() accepts, each exactly once. One generator,
// over the masks of rules.h, for every state that shows a table (the Position, the solver's
// SearchState, the solver's ordering), so that a rule change is made in one place.
#pragma once

#include <bit>
#include <cstdint>

#include "engine/move.h"
#include "engine/position.h"
#include "engine/rules.h"

namespace bornes {

// The legal moves of the decision pending in `pos` (empty when the hand is over).
MoveList legalMoves(const Position& pos);

// What the player to move may do with each kind of card (bit per Card): play it onto its own
// side (`own`), onto an opposing side t (`attacks[t]`); every kind in `kinds` may be
// discarded.
struct TurnMasks {
    std::uint32_t kinds = 0;
    std::uint32_t own = 0;
    std::uint32_t attacks[kMaxSides] = {};
    int sides = 0;
};

// The masks of a turn on any state that shows tableaux (tableau(side), target(), table(),
// sideToMove()), for a player who may play `kinds`.
template <typename State>
TurnMasks turnMasks(const State& s, std::uint32_t kinds) {
    constexpr std::uint32_t kHazardBits = (1u << (index(Card::Accident) + 1)) - 1;
    TurnMasks m;
    const int side = s.sideToMove();
    m.kinds = kinds;
    m.sides = s.table().sides;
    m.own = playableOnOwnSide(s.tableau(side), s.target()) & kinds;
    if (kinds & kHazardBits)  // no hazard in hand: no attack to look for
        for (int t = 0; t < m.sides; ++t)
            if (t != side) m.attacks[t] = attackableOn(s.tableau(t)) & kinds;
    return m;
}

// Every move of a turn, in the generator's order, given to `visit`: for each kind, onto its
// own side, onto each opposing side, then its discard. The solver merges equivalent moves
// (solver/relevance.h): only the `live` kinds are played, and when the hand holds `junk`
// (kinds that can never matter) a single discard of junk stands for every discard, a live
// card's included. live = kinds, junk = 0: every legal move.
template <typename Visit>
void forEachTurnMove(const TurnMasks& m, std::uint32_t live, std::uint32_t junk, Visit&& visit) {
    bool junkDiscarded = false;
    for (std::uint32_t rest = m.kinds; rest; rest &= rest - 1) {
        const int k = std::countr_zero(rest);
        const std::uint32_t b = 1u << k;
        const Card c = cardAt(k);
        if (live & b) {
            if (m.own & b) visit(Move::play(c));
            for (int t = 0; t < m.sides; ++t)
                if (m.attacks[t] & b) visit(Move::attack(c, t));
        }
        if (!junk) {
            visit(Move::discard(c));
        } else if ((junk & b) && !junkDiscarded) {
            visit(Move::discard(c));
            junkDiscarded = true;
        }
    }
}

// The legal moves of any state: `kinds()` gives the kinds the player to move may play (only
// asked on a turn), `mayHold(seat, safety)` whether a seat of the attacked side may lay that
// safety as a coup-fourré.
template <typename State, typename Kinds, typename MayHold>
MoveList generateMoves(const State& s, Kinds&& kinds, MayHold&& mayHold) {
    MoveList moves;
    switch (s.phase()) {
        case Phase::Turn:
            forEachTurnMove(turnMasks(s, kinds()), ~0u, 0, [&](Move m) { moves.push(m); });
            break;
        case Phase::CoupFourre: {
            const Card safety = safetyFor(s.pendingHazard());
            for (int seat = s.attackedSide(); seat < s.table().players; seat += s.table().sides)
                if (mayHold(seat, safety)) moves.push(Move::coupFourre(seat, safety));
            moves.push(Move::declineCoupFourre());
            break;
        }
        case Phase::Allonge:
            moves.push(Move::declareAllonge());
            moves.push(Move::declineAllonge());
            break;
        case Phase::Over:
            break;
    }
    return moves;
}

}  // namespace bornes
