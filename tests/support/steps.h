// SPDX-License-Identifier: Apache-2.0
// Steps that tests take through a hand, each checked on the way.
#pragma once

#include <gtest/gtest.h>

#include <stdexcept>

#include "engine/position.h"
#include "engine/rules.h"

namespace bornes::test {

// Applies a move after checking it is legal: an engine that refuses it fails the test, and
// stops it (an exception: an ASSERT in a helper would only leave the helper, and the test
// would go on from a position the move never reached).
inline void applyLegal(Position& p, Move m) {
    if (!isLegal(p, m)) {
        ADD_FAILURE() << "illegal here: action " << static_cast<int>(m.action()) << " "
                      << englishName(m.card());
        throw std::logic_error("an illegal move in a test's steps");
    }
    p.apply(m);
}

// How many cards of a kind lie in the discard pile.
inline int discarded(const Position& p, Card c) {
    return p.discard()[static_cast<std::size_t>(index(c))];
}

// The player to move discards a filler card (a distance card that Scene dealt), ending the turn.
inline void discardFiller(Position& p) {
    for (Card c : {Card::D75, Card::D50, Card::D25, Card::D100, Card::EndOfLimit}) {
        if (p.hand(p.toMove()).count(c) > 0) {
            applyLegal(p, Move::discard(c));
            return;
        }
    }
    FAIL() << "seat " << p.toMove() << " holds no filler card to discard";
}

}  // namespace bornes::test
