// SPDX-License-Identifier: Apache-2.0
#include "solver/move_order.h"

#include <array>
#include <bit>

#include "engine/movegen.h"
#include "engine/rules.h"
#include "solver/outlook.h"
#include "solver/relevance.h"

namespace bornes {

std::uint32_t deadKinds(const SearchState& s, int side) {
    Outlook outlook(s);
    return deadKinds(outlook, side);
}

std::uint32_t deadKinds(Outlook& outlook, int side) {
    return kindsNeverPlayable(copyLimits(outlook, side));
}

namespace {

// How promising a move looks; higher is tried first.
int promise(const SearchState& s, const Query& q, Move m, std::uint32_t dead) {
    const Card c = m.card();
    switch (m.action()) {
        case Action::Play: {
            if (isDistance(c)) {
                const Tableau& t = s.tableau(s.sideToMove());
                if (t.distance + kilometres(c) == s.target()) return 100000;  // ends the hand
                return 1000 + kilometres(c);
            }
            if (isSafety(c)) return 5000;
            return 3000;  // a remedy, Roll or End of Limit: back on the road
        }
        case Action::Attack: {
            // Against S first when the opponents play, and on the side nearest its target.
            const int against = m.side() == q.side ? 1000 : 0;
            return 4000 + against + s.tableau(m.side()).distance / 25;
        }
        case Action::Discard:
            return dead & bit(c) ? 20 : isSafety(c) ? 0 : 10;
        case Action::CoupFourre:
            return 2;
        case Action::DeclineCoupFourre:
            return 1;
        case Action::DeclareAllonge:
            return 1;
        case Action::DeclineAllonge:
            return 2;
    }
    return 0;
}

}  // namespace

namespace {

// Moves with their promise, sorted best first (insertion: lists are short, and equal
// promises keep the generator's order).
class Ranked {
  public:
    void add(Move m, int value) {
        int i = list_.size();
        list_.push(m);
        Move* slots = list_.data();
        while (i > 0 && score_[static_cast<std::size_t>(i - 1)] < value) {
            slots[i] = slots[i - 1];
            score_[static_cast<std::size_t>(i)] = score_[static_cast<std::size_t>(i - 1)];
            --i;
        }
        slots[i] = m;
        score_[static_cast<std::size_t>(i)] = value;
    }
    const MoveList& list() const { return list_; }

  private:
    MoveList list_;
    std::array<int, kMaxMoves> score_{};
};

}  // namespace

MoveList orderedMoves(const SearchState& s, const Query& q, Move tableMove,
                      const OrderOptions& options) {
    Outlook outlook(s);
    return orderedMoves(outlook, q, tableMove, options, nullptr);
}

MoveList orderedMoves(Outlook& outlook, const Query& q, Move tableMove, const OrderOptions& options,
                      const HandRelevance* mover) {
    const SearchState& s = outlook.state();
    if (s.phase() != Phase::Turn) {  // a coup-fourré window or an allonge decision
        Ranked ranked;
        for (Move m : legalMoves(s))
            ranked.add(m, m == tableMove ? 1 << 30 : options.order ? promise(s, q, m, 0) : 0);
        return ranked.list();
    }
    // A turn: the generator's moves, merged and ranked in one pass.
    const std::uint32_t kinds = s.kinds(s.toMove());
    // The junk of the hand (relevance.h): one discard for all of it, and no discard of a
    // live card while there is junk to discard (the junk discard dominates it).
    HandRelevance relevance{kinds, 0};
    if (options.merge) {
        if (!mover) {
            const Relevance all(outlook, q);
            relevance = all.hand(s.toMove());
        } else {
            relevance = *mover;
        }
    }
    Ranked ranked;
    const std::uint32_t junk = relevance.junk;
    forEachTurnMove(turnMasks(s, kinds), relevance.live, junk, [&](Move m) {
        ranked.add(m, m == tableMove ? 1 << 30 : options.order ? promise(s, q, m, junk) : 0);
    });
    return ranked.list();
}

}  // namespace bornes
