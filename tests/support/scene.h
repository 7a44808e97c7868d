// SPDX-License-Identifier: Apache-2.0
// Builds test positions tersely: say what matters, the scene fills in the rest (hands
// topped up to their legal size, a draw pile of the wanted size, the other cards
// discarded) and checks that the result is a possible position.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <initializer_list>
#include <optional>
#include <vector>

#include "engine/position.h"
#include "engine/position_setup.h"

namespace bornes::test {

// The position of a setup written in full, every card not placed discarded; a failed test
// (and an empty position) when it is not possible.
inline Position builtPosition(PositionSetup setup) {
    setup.discardTheRest();
    const SetupResult r = buildPosition(setup);
    EXPECT_TRUE(r.position) << r.error;
    return r.position.value_or(Position{});
}

// A two-player setup whose hands are filled up with cards of no use (one kind a seat) to their
// size — 7 for the player to move, who has drawn, 6 for the other — every card not placed
// discarded; nothing when the position is not possible.
inline std::optional<Position> filledTwoPlayerPosition(PositionSetup setup,
                                                       const std::array<Card, 2>& fillers) {
    for (int seat = 0; seat < 2; ++seat) {
        auto& hand = setup.hands[static_cast<std::size_t>(seat)];
        const std::size_t full = seat == setup.toMove ? 7 : 6;
        while (hand.size() < full) hand.push_back(fillers[static_cast<std::size_t>(seat)]);
    }
    setup.discardTheRest();
    return buildPosition(setup).position;
}

class Scene {
  public:
    explicit Scene(Form form) { setup_.table = Table::of(form); }
    Scene(Form form, int target) { setup_.table = *Table::of(form).withTarget(target); }

    // Cards this seat holds for sure; build() tops the hand up with filler cards.
    Scene& hand(int seat, std::initializer_list<Card> cards) {
        auto& h = setup_.hands[static_cast<std::size_t>(seat)];
        h.insert(h.end(), cards);
        return *this;
    }
    // The exact hand of the seat: build() does not top it up.
    Scene& exactHand(int seat, std::initializer_list<Card> cards) {
        setup_.hands[static_cast<std::size_t>(seat)] = cards;
        exact_[static_cast<std::size_t>(seat)] = true;
        return *this;
    }
    Scene& battle(int side, Card top, Card under = Card::None) {
        sideRef(side).battleTop = top;
        sideRef(side).battleUnder =
            isHazard(top) && under == Card::None && !hasRoW(side) ? Card::Roll : under;
        return *this;
    }
    Scene& roll(int side) { return battle(side, Card::Roll); }
    Scene& limited(int side) {
        sideRef(side).limited = true;
        return *this;
    }
    Scene& distance(int side, std::initializer_list<Card> cards) {
        auto& d = sideRef(side).distance;
        d.insert(d.end(), cards);
        return *this;
    }
    Scene& safeties(int side, std::initializer_list<Card> cards) {
        auto& s = sideRef(side).safeties;
        s.insert(s.end(), cards);
        return *this;
    }
    Scene& coupsFourres(int side, std::initializer_list<Card> cards) {
        safeties(side, cards);
        auto& s = sideRef(side).coupsFourres;
        s.insert(s.end(), cards);
        return *this;
    }
    Scene& buried(int side, std::initializer_list<Card> cards) {
        auto& b = sideRef(side).buried;
        b.insert(b.end(), cards);
        return *this;
    }
    // The draw pile: `top` lists its top cards, the last one drawn first; `size` its total
    // size (filled under `top` with neutral cards).
    Scene& pile(int size, std::initializer_list<Card> top = {}) {
        pileSize_ = size;
        pileTop_ = top;
        return *this;
    }
    Scene& toMove(int seat) {
        setup_.toMove = seat;
        return *this;
    }
    Scene& allongeDeclared(int side, int seat) {
        setup_.allongeSide = side;
        setup_.allongeSeat = seat;
        return *this;
    }
    PositionSetup& setup() { return setup_; }

    // The position; a failed check is a test failure with the reason.
    Position build();
    // The setup completed as build() would, before the checks (for tests of the checks).
    PositionSetup completed();

  private:
    SideSetup& sideRef(int side) { return setup_.sides[static_cast<std::size_t>(side)]; }
    bool hasRoW(int side) {
        for (Card c : sideRef(side).safeties)
            if (c == Card::RightOfWay) return true;
        return false;
    }

    PositionSetup setup_;
    std::array<bool, kMaxPlayers> exact_{};
    int pileSize_ = 0;
    std::vector<Card> pileTop_;
};

}  // namespace bornes::test
