// SPDX-License-Identifier: Apache-2.0
#include "players/heuristic_player.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace bornes {

namespace {

// What the player to move sees, worked out once a decision for all its moves: its side and
// tableau, its hand, and which hazards can no longer hit anybody (asked for every discard).
class Seat {
  public:
    explicit Seat(const Position& pos)
        : pos_(pos),
          side_(pos.sideToMove()),
          own_(pos.tableau(side_)),
          hand_(pos.hand(pos.toMove())) {
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
        const int held = hand_.count(c);
        if (isRemedy(c)) return c == Card::Roll ? 400 : 300 - 60 * (held - 1);
        if (isDistance(c)) return 150 + kilometres(c);
        return 200 - 40 * (held - 1);  // a hazard
    }

    int leaderBonus(int side) const { return pos_.tableau(side).distance / 10; }
    int playValue(Card c) const;

    const Position& pos_;
    int side_;
    const Tableau& own_;
    const Hand& hand_;
    mutable std::array<std::int8_t, kHandKinds> dead_;
};

int Seat::value(Move m) const {
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

int Seat::playValue(Card c) const {
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
        const bool bigCards =
            hand_.count(Card::D75) + hand_.count(Card::D100) + hand_.count(Card::D200) > 0;
        return bigCards ? 600 : 300;
    }
    return 800;  // a remedy on its hazard
}

}  // namespace

int HeuristicPlayer::value(const Position& pos, Move m) {
    return Seat(pos).value(m);
}

Move HeuristicPlayer::choose(const Position& pos, const MoveList& legal) {
    return best(pos, legal);
}

Move HeuristicPlayer::best(const Position& pos, const MoveList& legal) {
    const Seat seat(pos);
    Move best = legal[0];
    int bestValue = seat.value(best);
    for (int i = 1; i < legal.size(); ++i) {
        const int v = seat.value(legal[i]);
        if (v > bestValue) best = legal[i], bestValue = v;
    }
    return best;
}

}  // namespace bornes
