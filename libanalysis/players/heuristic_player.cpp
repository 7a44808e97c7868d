// SPDX-License-Identifier: Apache-2.0
#include "players/heuristic_player.h"

#include <algorithm>

namespace bornes {

namespace {

// True when no opposing side can ever be hit by this hazard: each has the safety.
bool hazardIsDead(const Position& pos, int side, Card hazard) {
    for (int t = 0; t < pos.table().sides; ++t)
        if (t != side && !pos.tableau(t).has(safetyFor(hazard))) return false;
    return true;
}

// A card in hand that can never help this side again this hand.
bool isDeadCard(const Position& pos, int side, Card c) {
    const Tableau& t = pos.tableau(side);
    if (isHazard(c)) return hazardIsDead(pos, side, c);
    if (c == Card::Roll) return t.has(Card::RightOfWay);  // R1: legal but useless
    if (isRemedy(c)) return t.has(safetyFor(hazardCoveredBy(c)));
    if (isDistance(c))
        return kilometres(c) > pos.target() - t.distance ||
               (c == Card::D200 && t.twoHundreds() >= 2);
    return false;
}

// The value of keeping a card, for choosing what to discard (lower goes first).
int keepValue(const Position& pos, int side, Card c) {
    if (isSafety(c)) return 1000;
    if (isDeadCard(pos, side, c)) return 0;
    const int held = pos.hand(pos.toMove()).count(c);
    if (isRemedy(c)) return c == Card::Roll ? 400 : 300 - 60 * (held - 1);
    if (isDistance(c)) return 150 + kilometres(c);
    return 200 - 40 * (held - 1);  // a hazard
}

int leaderBonus(const Position& pos, int side) {
    return pos.tableau(side).distance / 10;
}

}  // namespace

int HeuristicPlayer::value(const Position& pos, Move m) {
    const int side = pos.sideToMove();
    const Tableau& own = pos.tableau(side);
    const Card c = m.card();
    switch (m.action()) {
        case Action::CoupFourre:
            return 1000;
        case Action::DeclineCoupFourre:
            return 0;
        case Action::DeclareAllonge: {
            // Extend only with a comfortable lead and plenty of cards left to draw.
            int best = 0;
            for (int t = 0; t < pos.table().sides; ++t)
                if (t != side) best = std::max<int>(best, pos.tableau(t).distance);
            return best <= 300 && pos.pileSize() >= 30 ? 1 : -1;
        }
        case Action::DeclineAllonge:
            return 0;
        case Action::Attack: {
            const int bonus = leaderBonus(pos, m.side());
            if (c == Card::SpeedLimit) {
                const int room = pos.target() - pos.tableau(m.side()).distance;
                return (room <= 200 ? 560 : 430) + bonus;
            }
            return 540 + bonus;
        }
        case Action::Discard:
            return 100 - keepValue(pos, side, c) / 10;
        case Action::Play:
            break;
        default:
            return 0;
    }
    if (isDistance(c))
        return own.distance + kilometres(c) == pos.target() ? 1000 : 500 + kilometres(c) / 10;
    if (c == Card::RightOfWay) return 900;
    if (isSafety(c)) {
        if (own.battleTop == hazardStoppedBy(c)) return 850;        // lifts what stops us (R2)
        if (pos.pileSize() <= 2 * pos.table().players) return 700;  // do not die holding it
        return own.rolling() ? 50 : 400;  // keep it for a coup-fourré unless stuck
    }
    if (c == Card::Roll) return 780;
    if (c == Card::EndOfLimit) {
        const Hand& h = pos.hand(pos.toMove());
        const bool bigCards = h.count(Card::D75) + h.count(Card::D100) + h.count(Card::D200) > 0;
        return bigCards ? 600 : 300;
    }
    return 800;  // a remedy on its hazard
}

Move HeuristicPlayer::choose(const Position& pos, const MoveList& legal) {
    return best(pos, legal);
}

Move HeuristicPlayer::best(const Position& pos, const MoveList& legal) {
    Move best = legal[0];
    int bestValue = value(pos, best);
    for (Move m : legal) {
        const int v = value(pos, m);
        if (v > bestValue) best = m, bestValue = v;
    }
    return best;
}

}  // namespace bornes
