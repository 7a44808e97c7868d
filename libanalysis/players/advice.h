// SPDX-License-Identifier: Apache-2.0
// The rule books' advice as a value for each legal move (heuristic_player.h): open with
// Roll, lay Right of Way at once but keep the other safeties for a coup-fourré, attack the
// leader, advance with the biggest card that fits, discard dead cards first. Written once
// over any state that shows the tableaux and the hand of the seat to move: the engine's
// Position for the players and the rollouts, the solver's SearchState for the playouts
// that inform its proof-number search (solver/playout_numbers.h).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "engine/card.h"
#include "engine/move.h"
#include "engine/tableau.h"

namespace bornes {

// What the player to move sees, worked out once a decision for all its moves: its side and
// tableau, its hand, and which hazards can no longer hit anybody (asked for every discard).
template <class State>
class AdviceSeat {
  public:
    explicit AdviceSeat(const State& pos)
        : pos_(pos), side_(pos.sideToMove()), seat_(pos.toMove()), own_(pos.tableau(side_)) {
        dead_.fill(-1);
    }

    int value(Move m) const;

  private:
    // True when no opposing side can ever be hit by this hazard: each has the safety.
    bool hazardIsDead(Card hazard) const {
        std::int8_t& known = dead_[static_cast<std::size_t>(index(hazard))];
        if (known < 0) {
            known = 1;
            for (int t = 0; t < pos_.table().sides; ++t)
                if (t != side_ && !pos_.tableau(t).has(safetyFor(hazard))) known = 0;
        }
        return known == 1;
    }

    // A card in hand that can never help this side again this hand.
    bool isDeadCard(Card c) const {
        if (isHazard(c)) return hazardIsDead(c);
        if (c == Card::Roll) return own_.has(Card::RightOfWay);  // R1: legal but useless
        if (isRemedy(c)) return own_.has(safetyFor(hazardCoveredBy(c)));
        if (isDistance(c))
            return kilometres(c) > pos_.target() - own_.distance ||
                   (c == Card::D200 && own_.twoHundreds() >= 2);
        return false;
    }

    // The value of keeping a card, for choosing what to discard (lower goes first).
    int keepValue(Card c) const {
        if (isSafety(c)) return 1000;
        if (isDeadCard(c)) return 0;
        const int copies = held(c);
        if (isRemedy(c)) return c == Card::Roll ? 400 : 300 - 60 * (copies - 1);
        if (isDistance(c)) return 150 + kilometres(c);
        return 200 - 40 * (copies - 1);  // a hazard
    }

    // How many of `c` the player holds: a Position's hand, or the solver's counts.
    int held(Card c) const {
        if constexpr (requires { pos_.count(seat_, c); })
            return pos_.count(seat_, c);
        else
            return pos_.hand(seat_).count(c);
    }

    int leaderBonus(int side) const { return pos_.tableau(side).distance / 10; }
    int playValue(Card c) const;

    const State& pos_;
    int side_;
    int seat_;
    const Tableau& own_;
    mutable std::array<std::int8_t, kHandKinds> dead_;
};

template <class State>
int AdviceSeat<State>::value(Move m) const {
    const Card c = m.card();
    switch (m.action()) {
        case Action::CoupFourre:
            return 1000;
        case Action::DeclineCoupFourre:
            return 0;
        case Action::DeclareAllonge: {
            // Extend only with a comfortable lead and plenty of cards left to draw.
            int best = 0;
            for (int t = 0; t < pos_.table().sides; ++t)
                if (t != side_) best = std::max<int>(best, pos_.tableau(t).distance);
            return best <= 300 && pos_.pileSize() >= 30 ? 1 : -1;
        }
        case Action::DeclineAllonge:
            return 0;
        case Action::Attack: {
            const int bonus = leaderBonus(m.side());
            if (c == Card::SpeedLimit) {
                const int room = pos_.target() - pos_.tableau(m.side()).distance;
                return (room <= 200 ? 560 : 430) + bonus;
            }
            return 540 + bonus;
        }
        case Action::Discard:
            return 100 - keepValue(c) / 10;
        case Action::Play:
            return playValue(c);
        default:
            return 0;
    }
}

template <class State>
int AdviceSeat<State>::playValue(Card c) const {
    if (isDistance(c))
        return own_.distance + kilometres(c) == pos_.target() ? 1000 : 500 + kilometres(c) / 10;
    if (c == Card::RightOfWay) return 900;
    if (isSafety(c)) {
        if (own_.battleTop == hazardStoppedBy(c)) return 850;         // lifts what stops us (R2)
        if (pos_.pileSize() <= 2 * pos_.table().players) return 700;  // do not die holding it
        return own_.rolling() ? 50 : 400;  // keep it for a coup-fourré unless stuck
    }
    if (c == Card::Roll) return 780;
    if (c == Card::EndOfLimit) {
        const bool bigCards = held(Card::D75) + held(Card::D100) + held(Card::D200) > 0;
        return bigCards ? 600 : 300;
    }
    return 800;  // a remedy on its hazard
}

// The legal move the advice likes best (the first of the best, in `legal`'s order).
template <class State>
Move bestAdvised(const State& pos, const MoveList& legal) {
    const AdviceSeat<State> seat(pos);
    Move best = legal[0];
    int bestValue = seat.value(best);
    for (int i = 1; i < legal.size(); ++i) {
        const int v = seat.value(legal[i]);
        if (v > bestValue) best = legal[i], bestValue = v;
    }
    return best;
}

}  // namespace bornes
