// SPDX-License-Identifier: Apache-2.0
// A sensible player following the rule books' advice: open with Roll, lay Right of Way at
// once but keep the other safeties for a coup-fourré, attack the leader, advance with the
// biggest card that fits, discard dead cards first. Deterministic.
#pragma once

#include "players/player.h"

namespace bornes {

class HeuristicPlayer final : public Player {
  public:
    Move choose(const Position& pos, const MoveList& legal) override;
    std::string_view name() const override { return "heuristic"; }

    // How much the player likes a legal move (exposed for tests and teaching diagrams).
    static int value(const Position& pos, Move m);
    // The legal move it likes best (the first of the best, in `legal`'s order).
    static Move best(const Position& pos, const MoveList& legal);
};

}  // namespace bornes
