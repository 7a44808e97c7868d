// SPDX-License-Identifier: Apache-2.0
#include "replay/hand_facts.h"

#include <algorithm>

namespace bornes::formats {

void HandFactsObserver::handStarted(int hand, const Position& start, const RecordedHand&) {
    facts_ = HandFacts{};
    facts_.hand = hand;
    bestLead_.fill(0);
    noteLeads(start);
}

void HandFactsObserver::noteLeads(const Position& pos) {
    const int sides = pos.table().sides;
    for (int s = 0; s < sides; ++s) {
        int others = 0;
        for (int o = 0; o < sides; ++o)
            if (o != s) others = std::max(others, static_cast<int>(pos.tableau(o).distance));
        int& best = bestLead_[static_cast<std::size_t>(s)];
        best = std::max(best, static_cast<int>(pos.tableau(s).distance) - others);
    }
}

void HandFactsObserver::stepped(const ReplayStep& step, const Position& before,
                                const Position& after) {
    facts_.turns = std::max(facts_.turns, step.turn);
    if (step.move.action() == Action::DeclareAllonge)
        facts_.allongeSide = before.table().sideOf(step.seat);
    noteLeads(after);
}

void HandFactsObserver::handEnded(int, const Position& end, const HandScore& score, const Game&) {
    HandFacts& f = facts_;
    f.score = score;
    f.winner = end.winner();
    f.couronnement = false;
    bool capotScored = false;
    for (int s = 0; s < score.sides; ++s) {
        const SideScore& scored = score.side[static_cast<std::size_t>(s)];
        SideFacts& side = f.side[static_cast<std::size_t>(s)];
        side.couronnement = scored.couronnement > 0;
        side.capot = scored.capot > 0;
        side.coupsFourres = scored.coupsFourres;
        side.safetiesLaid = scored.safeties;
        side.allonge = s == f.allongeSide;
        // A failed allonge pays its declarer's opponents: only the declarer's made it.
        side.allongeMade = side.allonge && scored.allonge > 0;
        if (f.winner != kNoSide && s != f.winner)
            side.leadLost = bestLead_[static_cast<std::size_t>(s)];
        f.couronnement = f.couronnement || side.couronnement;
        f.coupsFourres += side.coupsFourres;
        f.safetiesLaid += side.safetiesLaid;
        f.allongeMade = f.allongeMade || side.allongeMade;
        f.leadLost = std::max(f.leadLost, side.leadLost);
        capotScored = capotScored || side.capot;
    }
    for (int s = 0; s < score.sides && capotScored; ++s)
        f.capots += score.side[static_cast<std::size_t>(s)].distance == 0;
    for (int seat = 0; seat < end.table().players; ++seat)
        for (int k = 0; k < kSafeties; ++k) {
            const int held = end.hand(seat).count(cardAt(index(Card::RightOfWay) + k));
            f.safetiesHeld += held;
            f.side[static_cast<std::size_t>(end.table().sideOf(seat))].safetiesHeld += held;
        }
    done_(f);
}

}  // namespace bornes::formats
