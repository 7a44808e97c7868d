// SPDX-License-Identifier: Apache-2.0
// The luck of a draw (issue 31), as GNU Backgammon's luck analysis weighs a roll: what the
// card drawn did to the drawing side's expected score, against the mean over the cards it
// could have drawn. Both values are estimated by playouts (rollout.h) with the draw pile
// dealt at random — what the shuffle decided is what luck is; the hands stay as the position
// shows them — and paired: deal d of both draws the same shuffle of the unseen cards. An
// estimate, never a proof.
#pragma once

#include <chrono>
#include <cstdint>

#include "analysis/rollout.h"

namespace bornes {

struct DrawLuck {
    double before = 0;      // the expected value for the side before the draw (card unknown)
    double after = 0;       // ... once the card is in the hand
    double afterReach = 0;  // the share of deals the side reached from there (0 to 1)
    int deals = 0;
    double luck() const { return after - before; }
};

// `after`: a position right after `seat` drew `drawn` (it holds it). Precondition: `drawn`
// is a card `seat` holds; query.side is a side of the table; the position is not over.
DrawLuck drawLuck(
    Solver* solver, const Position& after, int seat, Card drawn, const Query& query,
    const RolloutSettings& settings, int deals, std::uint64_t seed,
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max());

// `pos` as luck weighs it: its draw pile face down, and with `seat` >= 0 one `drawn` of
// that seat's hand face down too (the card back among those it could have been).
Position pileUnseen(const Position& pos, int seat = -1, Card drawn = Card::None);

// The expected value of `pos` for query.side, the draw pile dealt at random (and any card
// the position hides): the mean of `deals` playouts from it.
double pileValue(
    Solver* solver, const Position& pos, const Query& query, const RolloutSettings& settings,
    int deals, std::uint64_t seed,
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max());

}  // namespace bornes
