// SPDX-License-Identifier: Apache-2.0
// A plain exhaustive minimax over Position, written separately from the solver to check
// it: no table, no pruning, no bounds, no merged moves, and the questions read straight
// from their definitions (reach: R18; couronnement: R6; score: §8 through scoreHand).
// Exponential on purpose: use it on small positions, with a node budget.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>

#include "engine/movegen.h"
#include "engine/position.h"
#include "engine/scoring.h"
#include "solver/question.h"

namespace bornes::test {

class PlainSearch {
  public:
    PlainSearch(const Query& q, std::uint64_t maxNodes) : q_(q), maxNodes_(maxNodes) {}

    // For a yes/no question, stops at the first move that settles the answer (a yes for S,
    // a no for an opponent): no other move can change it. Not alpha-beta — just the
    // definition of "some move" and "every move" — for positions too deep otherwise.
    PlainSearch& settleEarly() {
        settleEarly_ = q_.question != Question::Score;
        return *this;
    }

    // The value of `p` for the query, or nothing when the node budget ran out.
    std::optional<int> value(const Position& p) {
        nodes_ = 0;
        const int v = search(p);
        if (nodes_ > maxNodes_) return std::nullopt;
        return v;
    }
    std::uint64_t nodes() const { return nodes_; }

  private:
    int search(const Position& p) {
        if (++nodes_ > maxNodes_) return 0;
        const int S = q_.side;
        switch (q_.question) {
            case Question::Reach:
                if (p.reached(S)) return 1;  // R18: at the moment S reaches the target
                if (p.over()) return 0;
                break;
            case Question::Couronnement:
                if (p.over()) return p.winner() == S && p.crowned() ? 1 : 0;
                break;
            case Question::Score:
                if (p.over()) {
                    const HandScore score = scoreHand(p, q_.rules);
                    int best = -1000000;
                    for (int side = 0; side < p.table().sides; ++side)
                        if (side != S) best = std::max(best, score.total(side));
                    return score.total(S) - best;
                }
                break;
        }
        const bool ours = p.table().sideOf(p.toMove()) == S;
        int best = ours ? -1000000 : 1000000;
        for (Move m : legalMoves(p)) {
            Position child = p;
            child.apply(m);
            const int v = search(child);
            best = ours ? std::max(best, v) : std::min(best, v);
            if (settleEarly_ && best == (ours ? 1 : 0)) break;
        }
        return best;
    }

    Query q_;
    std::uint64_t maxNodes_;
    std::uint64_t nodes_ = 0;
    bool settleEarly_ = false;
};

}  // namespace bornes::test
